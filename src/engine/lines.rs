//! Lines of N (`Rules::lines`): after a move or a placement, N or more tokens of the mover's
//! side in a straight line through the token just put down bring the rule's effect: a take
//! (the same player must now take one token of another player), a win, or a point.
//!
//! A line follows the cells' direction tables step by step (on a board of points joined by
//! lines, only drawn lines count) and never wraps round the grid's edges.
//!
//! Serves Nine Men's Morris (mills take), tic-tac-toe, gomoku and connect four (lines win), and
//! counting games where each line scores.

use super::noun::Noun;
use super::step::{Count, Step};
use super::{boards, Event, Refusal, State};
use crate::game::{BoardKind, CellId, Game, TokenId, NONE};
use crate::lang::Text;
use crate::model::{Direction, HandlingMode, LineEffect};

/// The four axes, each as a direction and its opposite.
const AXES: [(Direction, Direction); 4] = [
    (Direction::Left, Direction::Right),
    (Direction::Up, Direction::Down),
    (Direction::UpLeft, Direction::DownRight),
    (Direction::UpRight, Direction::DownLeft),
];

/// Tokens of side `me` in a row from `cell` (not counted) in direction `d`.
fn run(game: &Game, state: &State, cell: CellId, d: Direction, me: u64) -> u32 {
    let (mut n, mut at) = (0, cell);
    loop {
        let next = game.linked[at as usize][d as usize];
        if next == NONE {
            break;
        }
        match state.visible(next) {
            Some(t) if state.side(t) == me && state.ty(game, t).mode != HandlingMode::Fixed => {
                n += 1;
                at = next;
            }
            _ => break,
        }
    }
    n
}

/// How many lines of at least `length` pass through the visible token of `cell`.
fn lines_through(game: &Game, state: &State, cell: CellId, length: u32) -> u32 {
    let Some(t) = state.visible(cell) else { return 0 };
    let me = state.side(t);
    AXES.iter().filter(|(a, b)| 1 + run(game, state, cell, *a, me) + run(game, state, cell, *b, me) >= length).count()
        as u32
}

/// Does the visible token of `cell` stand in a line?
pub(crate) fn in_line(game: &Game, state: &State, cell: CellId) -> bool {
    game.rules().lines.as_ref().is_some_and(|r| lines_through(game, state, cell, r.length) > 0)
}

/// With lines that win: does the current player have a line of N on the grid?
pub(crate) fn wins(game: &Game, state: &State) -> bool {
    let Some(rule) = game.rules().lines.as_ref().filter(|r| r.effect == LineEffect::Win) else { return false };
    let length = rule.length as usize;
    if length >= 2 && !game.line_windows.is_empty() {
        // Checked after every action: the runs of N listed once, rather than walked from
        // every token. A run of one side, the current player's (or nobody's), in which at most
        // one token is fixed (a line may start from a fixed token, never pass through one).
        return game.line_windows.chunks_exact(length).any(|window| {
            let Some(first) = state.visible(window[0]) else { return false };
            let side = state.side(first);
            let owners = state.tokens[first as usize].owners;
            if owners != 0 && !state.owns(owners) {
                return false;
            }
            let mut fixed = 0;
            window.iter().all(|&c| {
                state.visible(c).is_some_and(|t| {
                    fixed += (state.ty(game, t).mode == HandlingMode::Fixed) as u32;
                    state.side(t) == side && fixed <= 1
                })
            })
        });
    }
    game.grid().cells().any(|c| {
        state.visible(c).is_some_and(|t| {
            let owners = state.tokens[t as usize].owners;
            (owners == 0 || state.owns(owners)) && lines_through(game, state, c, rule.length) > 0
        })
    })
}

/// The lines of N still open to one player: every run of N cells along an axis holding
/// only that player's tokens and empty cells, by how many tokens it holds (`by_count[k]`,
/// k up to 8), and the empty cells that would finish one (`finishing`, each once). What a
/// search needs to see a threat before it is played: a run of N - 1 is a threat, two
/// finishing cells at once cannot both be stopped.
#[derive(Default)]
pub struct OpenLines {
    pub by_count: [u32; 9],
    pub finishing: Vec<CellId>,
}

/// The lines of N open to the player whose owner bit is `bit` (see [`OpenLines`]); nothing
/// when the design has no lines of N.
pub fn open_lines(game: &Game, state: &State, bit: u32) -> OpenLines {
    let mut open = OpenLines::default();
    let Some(rule) = game.rules().lines.as_ref() else { return open };
    let length = rule.length as usize;
    if length < 2 {
        return open;
    }
    let mine = |c: CellId| match state.visible(c) {
        None => Some(false),
        Some(t) => {
            let owners = state.tokens[t as usize].owners;
            (owners & bit != 0 && state.ty(game, t).mode != HandlingMode::Fixed).then_some(true)
        }
    };
    for window in game.line_windows.chunks_exact(length) {
        let mut held = 0usize;
        let mut empty = NONE;
        if !window.iter().all(|&c| match mine(c) {
            Some(true) => {
                held += 1;
                true
            }
            Some(false) => {
                empty = c;
                true
            }
            None => false,
        }) {
            continue;
        }
        open.by_count[held.min(8)] += 1;
        if held + 1 == length && !open.finishing.contains(&empty) {
            open.finishing.push(empty);
        }
    }
    open
}

/// Every run of N grid cells along a line (see [`Game::line_windows`]); none without lines of N.
pub fn line_windows(game: &Game) -> Vec<CellId> {
    let mut out = Vec::new();
    let Some(length) = game.rules().lines.as_ref().map(|r| r.length as usize).filter(|l| *l >= 2) else {
        return out;
    };
    let mut window = Vec::with_capacity(length);
    for start in game.grid().cells() {
        for (_, ahead) in AXES {
            window.clear();
            let mut at = start;
            while window.len() < length && at != NONE {
                window.push(at);
                at = game.linked[at as usize][ahead as usize];
            }
            if window.len() == length {
                out.extend_from_slice(&window);
            }
        }
    }
    out
}

/// The cells of the line of N that won the game, for the player to light them: none unless
/// lines win (a Morris mill takes; that game ends otherwise) and the winner has a line on the
/// grid. The first such line in the grid's order, every token of the run.
pub fn winning_line(game: &Game, state: &State) -> Option<Vec<CellId>> {
    let rule = game.rules().lines.as_ref().filter(|r| r.effect == LineEffect::Win)?;
    let bit = 1u32 << state.players.get(state.winner?)?.design_player;
    game.grid().cells().find_map(|c| {
        let t = state.visible(c)?;
        let owners = state.tokens[t as usize].owners;
        if owners != 0 && owners & bit == 0 {
            return None;
        }
        let me = state.side(t);
        AXES.iter().find_map(|(a, b)| {
            let (back, on) = (run(game, state, c, *a, me), run(game, state, c, *b, me));
            (1 + back + on >= rule.length).then(|| {
                // From the far end behind, along the axis to the far end ahead.
                let mut at = c;
                for _ in 0..back {
                    at = game.linked[at as usize][*a as usize];
                }
                let mut line = vec![at];
                for _ in 0..back + on {
                    at = game.linked[at as usize][*b as usize];
                    line.push(at);
                }
                line
            })
        })
    })
}

/// A grid token the current player could take: a handled token of other players only.
fn takeable(game: &Game, state: &State, cell: CellId) -> Option<TokenId> {
    let t = state.visible(cell)?;
    let owners = state.tokens[t as usize].owners;
    (owners != 0 && !state.owns(owners) && state.ty(game, t).mode != HandlingMode::Fixed).then_some(t)
}

/// Takeable grid cells, and whether every one of them stands in a line.
fn takeable_cells(game: &Game, state: &State) -> (Vec<CellId>, bool) {
    let cells: Vec<CellId> = game.grid().cells().filter(|c| takeable(game, state, *c).is_some()).collect();
    let all_in_lines = cells.iter().all(|c| in_line(game, state, *c));
    (cells, all_in_lines)
}

/// The names of the kinds of token that may be taken now, for the sentence's brackets: none
/// when each is the game's word with a colour ("Black man": "take a man of the other side"
/// says it), as the board shows the colour.
fn takeable_names(game: &Game, state: &State) -> Text {
    let n = Noun::of(game);
    let mut names: Vec<Text> = Vec::new();
    for c in takeable_cells(game, state).0 {
        let t = state.visible(c).unwrap_or_default();
        let name = game.design.token_types[state.tokens[t as usize].kind as usize].name_text();
        if !names.contains(&name) {
            names.push(name);
        }
    }
    let has = |name: &str, word: &str| crate::lang::lower(name).split(' ').any(|w| w == word);
    if names.iter().all(|t| has(&t.en, &n.one) && has(&t.fr, &n.fr_one)) {
        return Text::new("", "");
    }
    Text::join(&names.iter().collect::<Vec<_>>(), " / ")
}

/// " (Cross / Nought)": the names of what may be taken, in brackets, when there are any.
pub(crate) fn bracket(names: &Text) -> Text {
    let one = |s: &str| if s.is_empty() { String::new() } else { format!(" ({s})") };
    Text::new(one(&names.en), one(&names.fr))
}

/// The refusal of anything but a take while a take is due.
pub(crate) fn take_first(game: &Game, state: &State) -> Refusal {
    Refusal::TakeFirst(takeable_names(game, state))
}

/// After a token was put down on `cell` by the current player: the effect of the lines it
/// made. True when a line that takes was made and there is a token to take: the caller makes
/// the take due (`demand_take`), unless the move also wins.
pub(crate) fn after_landing(game: &Game, state: &mut State, cell: CellId, events: &mut Vec<Event>) -> bool {
    let Some(rule) = game.rules().lines.as_ref() else { return false };
    if game.kind_of(cell) != BoardKind::Grid {
        return false;
    }
    let made = lines_through(game, state, cell, rule.length);
    if made == 0 {
        return false;
    }
    events.push(Event::LineMade { cell });
    match rule.effect {
        LineEffect::Win => false,
        LineEffect::Point => {
            state.players[state.current].points += made;
            false
        }
        // Nothing to take: the move is counted at once.
        LineEffect::Take => !takeable_cells(game, state).0.is_empty(),
    }
}

/// A line of N was made: the current player must now take a token of another player (the
/// move is counted with the take). Returns what to say.
pub(crate) fn demand_take(game: &Game, state: &mut State) -> Text {
    state.take_due = true;
    let names = takeable_names(game, state);
    let rule = game.rules().lines.as_ref();
    let length = rule.map_or(0, |r| r.length);
    let said = rule.filter(|r| !r.message.is_blank()).map(|r| r.message.text());
    let said =
        said.unwrap_or_else(|| Text::new(format!("A line of {length}!"), format!("Une ligne de {length}\u{a0}!")));
    let names = bracket(&names);
    Noun::of(game).text(
        &format!("{} Now take {{a}} of the other side{}: tap it.", said.en, names.en),
        &format!("{} Prends maintenant {{un}} de l'autre camp{}\u{a0}: touche-{{pron}}.", said.fr, names.fr),
    )
}

/// May the current player take the token of `cell` now?
pub(crate) fn plan_take(game: &Game, state: &State, cell: CellId) -> Result<TokenId, Refusal> {
    let on_grid = game.kind_of(cell) == BoardKind::Grid;
    let Some(t) = state.visible(cell).filter(|_| on_grid) else {
        return Err(Refusal::TakeOne(takeable_names(game, state)));
    };
    if takeable(game, state, cell).is_none() {
        let owners = state.tokens[t as usize].owners;
        return Err(if owners != 0 && state.owns(owners) {
            Refusal::TakeNotYours(takeable_names(game, state))
        } else {
            Refusal::TakeOne(takeable_names(game, state))
        });
    }
    let protect = game.rules().lines.as_ref().is_some_and(|r| r.protect_lines);
    if protect && in_line(game, state, cell) && !takeable_cells(game, state).1 {
        return Err(Refusal::TakeInLine(game.rules().lines.as_ref().map_or(0, |r| r.length)));
    }
    Ok(t)
}

/// The cells the current player may take from now.
pub(crate) fn takes(game: &Game, state: &State, visit: &mut dyn FnMut(CellId) -> bool) {
    let (cells, all_in_lines) = takeable_cells(game, state);
    let protect = game.rules().lines.as_ref().is_some_and(|r| r.protect_lines);
    for c in cells {
        if (!protect || all_in_lines || !in_line(game, state, c)) && !visit(c) {
            return;
        }
    }
}

/// Take the token of `cell`: it goes to the taker's result area; the move that made the line
/// is counted now, and the turn goes on as usual.
pub(crate) fn take(game: &Game, state: &mut State, cell: CellId) -> Step {
    let token = match plan_take(game, state, cell) {
        Ok(t) => t,
        Err(r) => return Step::refused(r),
    };
    state.take_due = false;
    let mut events = Vec::new();
    let owners = state.tokens[token as usize].owners;
    let to = boards::send_to_result(game, state, token, &mut events);
    events.push(Event::Captured { token, to });
    // Whoever lost the token is told once the turn is over, if they now fly.
    Step { took_from: owners, ..Step::new(Count::Move { valid: true }, events, None) }
}
