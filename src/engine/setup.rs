//! A new game (docs/model.md §3.12, §4.1): place the designer's tokens, shuffle the grid,
//! copy and shuffle the queues, fill the trays, make the play players.

use std::sync::Arc;

use super::checks::{check_in_grid, check_landing};
use super::{boards, conditions, flow, PlayerState, Queue, State, Status, Tok};
use crate::game::{CellId, Game, Start, TokenId, NONE};
use crate::lang::{Grammar, Text};
use crate::model::{HandlingMode, InGrid, QueueOrder, TokenOrder};
use crate::rng::Rng;

/// The play players: the designer's players, or `count` copies of the only one.
fn make_players(game: &Game, count: usize) -> Vec<PlayerState> {
    let fresh = |design_player: usize, name: Text, grammar: Grammar| PlayerState {
        design_player,
        name: Arc::new(name),
        grammar,
        moves: 0,
        played: 0,
        errors: 0,
        misses: 0,
        tokens_won: 0,
        finish: None,
        win_rank: 0,
        skip: 0,
        points: 0,
    };
    let designed = game.players.len();
    if designed > 1 {
        // "From 2 to 6 players": the first `count` designer players when that many may play,
        // else as many as may play.
        let counts = game.player_counts();
        let n = if counts.contains(&count) { count } else { counts.last().copied().unwrap_or(designed) };
        return game.players.iter().take(n).enumerate().map(|(i, p)| fresh(i, p.name.clone(), p.grammar)).collect();
    }
    if count <= 1 {
        return game.players.iter().enumerate().map(|(i, p)| fresh(i, p.name.clone(), p.grammar)).collect();
    }
    let base = &game.players[0].name;
    (0..count.min(32))
        // Numbered copies ("Joueur 1", "Joueur 2") are one each: singular.
        .map(|i| {
            fresh(0, Text::new(format!("{} {}", base.en, i + 1), format!("{} {}", base.fr, i + 1)), Grammar::default())
        })
        .collect()
}

/// A new game from a seed. `players` is how many people play: with a single designer
/// player, that many copies of it; with several, the first `players` of them when the design
/// allows that many (`Game::player_counts`), else the most it allows (usually all of them).
pub fn new_game(game: &Game, seed: u64, players: usize) -> State {
    let mut state = State {
        top: vec![NONE; game.cells.len()],
        tokens: game
            .tokens
            .iter()
            .map(|t| Tok {
                cell: NONE,
                below: NONE,
                face_up: false,
                locked: false,
                owners: game.types[t.token_type as usize].owners,
                kind: t.token_type,
            })
            .collect(),
        queues: game.boards.iter().map(|_| Queue { tokens: Vec::new(), next: 0 }).collect(),
        players: make_players(game, players),
        current: 0,
        selection: Vec::new(),
        revealed: Vec::new(),
        chain: None,
        chain_path: Vec::new(),
        take_due: false,
        picked: None,
        must_move: None,
        last_roll: None,
        last_steps: 0,
        status: Status::Playing,
        winner: None,
        lid: Vec::new(),
        starter: None,
        round: 1,
        tiling: false,
        along: None,
        positions: Default::default(),
        rng: Rng::new(seed),
    };
    // Tokens that belong only to designer players who are not playing stay out of the game.
    let playing = state.players.iter().fold(0u32, |m, p| m | 1 << p.design_player);
    let in_play = |t: usize| state_owners(game, t) == 0 || state_owners(game, t) & playing != 0;
    for (id, t) in game.tokens.iter().enumerate() {
        if let (Start::Cell(cell), true) = (t.start, in_play(id)) {
            state.push(id as TokenId, cell);
        }
    }
    if game.design.grid.order == TokenOrder::Random {
        shuffle_free(game, &mut state);
        shuffle_by_moves(game, &mut state);
    }
    let mut events = Vec::new();
    for (b, board) in game.boards.iter().enumerate() {
        let mut queue: Vec<TokenId> = board.queue.iter().copied().filter(|t| in_play(*t as usize)).collect();
        if board.queue_order == QueueOrder::Random {
            state.rng.shuffle(&mut queue);
        }
        state.queues[b].tokens = queue;
    }
    super::mosaic::deal_jokers(game, &mut state);
    // Filled once every queue is ready: a tray may deal from another's (a shared bag).
    for b in 0..game.boards.len() {
        if boards::in_play(game, &state, b) {
            boards::fill_tray(game, &mut state, b, &mut events);
        }
    }
    // A design where nobody can do anything ends at once rather than hanging.
    flow::check_stuck(game, &mut state, &mut events);
    // The first position counts among those that may come back.
    super::repetition::came_back(game, &mut state);
    state
}

fn state_owners(game: &Game, token: usize) -> u32 {
    game.types[game.tokens[token].token_type as usize].owners
}

/// May a grid token be shuffled by plain permutation? Tokens that move anywhere, and
/// select-mode tokens, may; tokens with limited moves need legal moves to stay solvable.
fn freely_placed(game: &Game, token: TokenId) -> bool {
    let ty = &game.types[game.tokens[token as usize].token_type as usize];
    match ty.mode {
        HandlingMode::Fixed => false,
        HandlingMode::Select => true,
        HandlingMode::Move => ty.in_grid == InGrid::Anything,
    }
}

/// Permute free tokens among the places the designer gave them; fixed tokens stay below.
/// Stackable and non-stackable tokens are permuted separately, so no non-stackable token
/// ever ends up in a stack.
fn shuffle_free(game: &Game, state: &mut State) {
    for stackable in [false, true] {
        let mut cells: Vec<CellId> = Vec::new();
        let mut tokens: Vec<TokenId> = Vec::new();
        for cell in game.grid().cells() {
            let mut here: Vec<TokenId> = state
                .stack(cell)
                .filter(|t| freely_placed(game, *t) && state.ty(game, *t).stackable == stackable)
                .collect();
            here.reverse(); // bottom first
            for t in here {
                state.lift(t);
                cells.push(cell);
                tokens.push(t);
            }
        }
        state.rng.shuffle(&mut tokens);
        for (t, c) in tokens.into_iter().zip(cells) {
            state.push(t, c);
        }
    }
}

/// Shuffle tokens with limited moves by random legal in-grid moves (no captures), so any
/// position reached can be played back (a sliding puzzle stays solvable, §8.13).
fn shuffle_by_moves(game: &Game, state: &mut State) {
    let walkers: Vec<TokenId> = (0..game.tokens.len() as TokenId)
        .filter(|t| {
            let ty = state.ty(game, *t);
            state.tokens[*t as usize].cell != NONE
                && ty.mode == HandlingMode::Move
                && matches!(ty.in_grid, InGrid::OneCell | InGrid::UpTo | InGrid::Jump | InGrid::JumpChain)
        })
        .collect();
    if walkers.is_empty() {
        return;
    }
    let steps = (walkers.len() * 30).max(60);
    let mut last: Option<(TokenId, CellId)> = None;
    let mut options: Vec<(TokenId, CellId)> = Vec::new();
    let mut targets: Vec<CellId> = Vec::new();
    let mut taken = 0;
    // Walk on while the position would already be won, with a bound for designs where it always is.
    while taken < steps || (conditions::zones_valid(game, state) && taken < steps * 4) {
        options.clear();
        for &t in &walkers {
            let from = state.tokens[t as usize].cell;
            if state.visible(from) != Some(t) {
                continue;
            }
            super::checks::candidates(game, state, t, from, &mut targets);
            for &to in targets.iter().filter(|c| game.kind_of(**c) == crate::game::BoardKind::Grid) {
                let back = last == Some((t, to));
                if !back
                    && to != from
                    && check_landing(game, state, t, to).is_ok()
                    && check_in_grid(game, state, t, from, to).is_ok()
                {
                    options.push((t, to));
                }
            }
        }
        if options.is_empty() {
            return;
        }
        let (t, to) = options[state.rng.below(options.len())];
        last = Some((t, state.tokens[t as usize].cell));
        state.lift(t);
        state.push(t, to);
        taken += 1;
    }
}
