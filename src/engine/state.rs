//! The play state: where every token is, who plays, the counters and the selection.
//!
//! Kept flat (a few vectors of integers) so that cloning it is cheap: undo keeps whole
//! snapshots and the solver clones states freely.

use std::sync::Arc;

use crate::game::{CellId, Game, TokenId, NONE};
use crate::lang::{Grammar, Text};
use crate::rng::Rng;

/// One token instance in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tok {
    /// The cell it lies in, or NONE when it waits in a queue or has left play.
    pub cell: CellId,
    /// The token under it in the same cell's stack, or NONE.
    pub below: TokenId,
    /// Select-mode tokens: shown face up.
    pub face_up: bool,
    /// A matched select-mode token left in place: face up for good.
    pub locked: bool,
    /// Designer players (bit per index) who may handle it; 0: everyone.
    pub owners: u32,
    /// Its token type now: the designed one, until enclosing turns it into another.
    pub kind: u16,
}

/// A tray's play queue: its tokens in dealing order and the next-token pointer.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Queue {
    pub tokens: Vec<TokenId>,
    pub next: usize,
}

impl Clone for Queue {
    fn clone(&self) -> Self {
        Queue { tokens: self.tokens.clone(), next: self.next }
    }

    fn clone_from(&mut self, source: &Self) {
        self.tokens.clone_from(&source.tokens);
        self.next = source.next;
    }
}

impl Queue {
    pub fn remaining(&self) -> usize {
        self.tokens.len() - self.next
    }
}

/// How one player's game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Finish {
    Won,
    Lost,
    /// Put asleep because the game ended for everyone.
    Stopped,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayerState {
    /// The designer player this play player was made from.
    pub design_player: usize,
    /// In both languages: the engine's sentences name players. Shared, not copied: searches
    /// copy states at every node.
    pub name: Arc<Text>,
    /// How sentences say the name (plural, feminine).
    pub grammar: Grammar,
    /// Moves counted by the rules (`lose.max_moves`), refused tries that count included.
    pub moves: u32,
    /// Moves the rules accepted: a one-player game's turns as the child sees them (a refused
    /// try is not a turn).
    pub played: u32,
    /// Counted errors (`lose.max_errors`, the fewest errors' ranking, the teacher's results).
    pub errors: u32,
    /// Of the errors, cards turned together that do not go together: part of playing memory,
    /// never "not allowed", and no star lost for them.
    pub misses: u32,
    /// Tokens sent to this player's result area (or out of play on their behalf).
    pub tokens_won: u32,
    /// Set when the player is asleep.
    pub finish: Option<Finish>,
    /// Order in which players finished by winning (1 = first), 0 if not.
    pub win_rank: u32,
    /// Turns this player will miss (the goose's inn, well and prison).
    pub skip: u32,
    /// Points scored (lines of N that score).
    pub points: u32,
}

impl PlayerState {
    pub fn asleep(&self) -> bool {
        self.finish.is_some()
    }
}

/// The state of the whole game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Playing,
    Won,
    Lost,
    Draw,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Playing => "playing",
            Status::Won => "won",
            Status::Lost => "lost",
            Status::Draw => "draw",
        }
    }
}

#[derive(Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// Per cell: the visible (top) token, or NONE.
    pub top: Vec<TokenId>,
    pub tokens: Vec<Tok>,
    /// Per board (only trays have tokens in theirs).
    pub queues: Vec<Queue>,
    pub players: Vec<PlayerState>,
    pub current: usize,
    /// Select-mode tokens turned in the current group, in order.
    pub selection: Vec<TokenId>,
    /// An unmatched group still shown face up; turned back at the next action or by `settle`.
    pub revealed: Vec<TokenId>,
    /// A token in the middle of a chain of jumps: only it may move, only by jumping.
    pub chain: Option<TokenId>,
    /// The cells the token of a chain that takes nothing has stood on this turn, its start
    /// first: it never lands twice on one (a chain that went back and forth would never end,
    /// and reaches nothing a shorter one does not). Empty out of such a chain.
    pub chain_path: Vec<CellId>,
    /// A line of N was made: the current player must now take a token of another player,
    /// and may do nothing else.
    pub take_due: bool,
    /// The token chosen to roll its die.
    pub picked: Option<TokenId>,
    /// A die asked for a move by hand: the token, the cell it must reach, wrong tries left
    /// before it moves by itself (0: no limit).
    pub must_move: Option<(TokenId, CellId, u32)>,
    /// The last roll (die, face), for the interface.
    pub last_roll: Option<(u16, u16)>,
    /// How far the last roll moved a token, for faces that repeat it.
    pub last_steps: i32,
    pub status: Status,
    /// The winning player when the game is won by one of several players.
    pub winner: Option<usize>,
    /// Rounds: tokens that left play, waiting to go back into an empty queue (Azul's lid).
    pub lid: Vec<TokenId>,
    /// Rounds: who starts the next round (the drafting marker's holder), when known.
    pub starter: Option<usize>,
    /// Rounds: the round in play, from 1.
    pub round: u32,
    /// The mosaic's grey wall: the current player must put a full row's token on their wall.
    pub tiling: bool,
    /// Drafting with jokers: the tray whose jokers come along with the next kind taken from it.
    pub along: Option<u16>,
    /// A draw by repetition (`Rules::draw_on_repeat`): the positions reached; empty without it.
    pub positions: super::repetition::Positions,
    pub rng: Rng,
}

impl Clone for State {
    /// Each vector allocated once at its exact length (searches copy states at every node).
    fn clone(&self) -> Self {
        State {
            top: self.top.clone(),
            tokens: self.tokens.clone(),
            queues: self.queues.clone(),
            players: self.players.clone(),
            selection: self.selection.clone(),
            revealed: self.revealed.clone(),
            chain_path: self.chain_path.clone(),
            lid: self.lid.clone(),
            positions: self.positions.clone(),
            rng: self.rng.clone(),
            ..*self
        }
    }

    /// Field by field, reusing this state's buffers: searches copy states at every node.
    fn clone_from(&mut self, source: &Self) {
        self.top.clone_from(&source.top);
        self.tokens.clone_from(&source.tokens);
        self.queues.clone_from(&source.queues);
        self.players.clone_from(&source.players);
        self.current = source.current;
        self.selection.clone_from(&source.selection);
        self.revealed.clone_from(&source.revealed);
        self.chain = source.chain;
        self.chain_path.clone_from(&source.chain_path);
        self.take_due = source.take_due;
        self.picked = source.picked;
        self.must_move = source.must_move;
        self.last_roll = source.last_roll;
        self.last_steps = source.last_steps;
        self.status = source.status;
        self.winner = source.winner;
        self.lid.clone_from(&source.lid);
        self.starter = source.starter;
        self.round = source.round;
        self.tiling = source.tiling;
        self.along = source.along;
        self.positions.clone_from(&source.positions);
        self.rng.clone_from(&source.rng);
    }
}

impl State {
    /// The chain of jumps is over (or never began): any token may be taken up again.
    pub(crate) fn stop_chain(&mut self) {
        self.chain = None;
        self.chain_path.clear();
    }

    /// The visible token of a cell.
    pub fn visible(&self, cell: CellId) -> Option<TokenId> {
        let t = self.top[cell as usize];
        (t != NONE).then_some(t)
    }

    /// Tokens of a cell from top to bottom.
    pub fn stack(&self, cell: CellId) -> impl Iterator<Item = TokenId> + '_ {
        let mut t = self.top[cell as usize];
        std::iter::from_fn(move || {
            if t == NONE {
                return None;
            }
            let here = t;
            t = self.tokens[t as usize].below;
            Some(here)
        })
    }

    pub fn is_empty(&self, cell: CellId) -> bool {
        self.top[cell as usize] == NONE
    }

    /// Put a token on top of a cell.
    pub fn push(&mut self, token: TokenId, cell: CellId) {
        let tok = &mut self.tokens[token as usize];
        tok.cell = cell;
        tok.below = self.top[cell as usize];
        self.top[cell as usize] = token;
    }

    /// Take a token out of its cell, wherever it lies in the stack.
    pub fn lift(&mut self, token: TokenId) {
        let cell = self.tokens[token as usize].cell;
        if cell == NONE {
            return;
        }
        let below = self.tokens[token as usize].below;
        if self.top[cell as usize] == token {
            self.top[cell as usize] = below;
        } else {
            let mut t = self.top[cell as usize];
            while t != NONE {
                if self.tokens[t as usize].below == token {
                    self.tokens[t as usize].below = below;
                    break;
                }
                t = self.tokens[t as usize].below;
            }
        }
        let tok = &mut self.tokens[token as usize];
        tok.cell = NONE;
        tok.below = NONE;
    }

    /// Turn back an unmatched group that is still shown.
    pub fn settle(&mut self) {
        for t in std::mem::take(&mut self.revealed) {
            self.tokens[t as usize].face_up = false;
        }
    }

    /// The token's type as it is now (enclosing may have turned it into another).
    #[inline]
    pub fn ty<'g>(&self, game: &'g Game, token: TokenId) -> &'g crate::game::TypeInfo {
        &game.types[self.tokens[token as usize].kind as usize]
    }

    /// The side a token plays for, for lines of N and enclosing: its owners, or its type
    /// when nobody owns it (three of the same colour make a line in a one-player puzzle).
    #[inline]
    pub fn side(&self, token: TokenId) -> u64 {
        let tok = &self.tokens[token as usize];
        if tok.owners != 0 {
            tok.owners as u64
        } else {
            1 << 32 | tok.kind as u64
        }
    }

    /// Is the token shown face up (select-mode tokens) right now?
    pub fn shows_face(&self, game: &Game, token: TokenId) -> bool {
        let tok = &self.tokens[token as usize];
        tok.face_up || self.ty(game, token).mode != crate::model::HandlingMode::Select
    }

    /// May the current player handle a token with these owners?
    pub fn owns(&self, owners: u32) -> bool {
        owners == 0 || owners & (1 << self.players[self.current].design_player) != 0
    }

    pub fn is_over(&self) -> bool {
        self.status != Status::Playing
    }
}
