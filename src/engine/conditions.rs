//! The rule queries of the end (docs/model.md §4.10): won, lost, grid full, tray empty, zones
//! valid, and who wins once the game is over. They change nothing.

use super::{flying, lines, Finish, State};
use crate::game::{CellId, Game};
use crate::model::{HandlingMode, Ranking, TieBreak};

/// Non-fixed tokens in the grid (fixed decorations do not count as "left", §8.14).
/// Read from the tokens, not the cells: checked after every action, and a board often has
/// many more cells than tokens.
fn grid_tokens(game: &Game, state: &State) -> u32 {
    let grid = game.grid().cells();
    state
        .tokens
        .iter()
        .filter(|t| grid.contains(&t.cell) && game.types[t.kind as usize].mode != HandlingMode::Fixed)
        .count() as u32
}

/// Every playable grid cell holds a token (fixed ones count).
fn grid_full(game: &Game, state: &State) -> bool {
    game.grid().cells().filter(|c| game.cells[*c as usize].playable).all(|c| !state.is_empty(c))
}

/// The player's tray, its queue and their waiting area are empty (§8.15). A player without a
/// tray of their own takes from the shared trays (those no player names), so those must be
/// empty: a design whose one tray was given to nobody is not won before its tokens are placed.
fn tray_empty(game: &Game, state: &State, player: usize) -> bool {
    let info = &game.players[state.players[player].design_player];
    let empty = |b: usize| state.queues[b].remaining() == 0 && game.boards[b].cells().all(|c| state.is_empty(c));
    let tray_empty = match info.tray {
        Some(b) => empty(b as usize),
        None => (0..game.boards.len()).all(|b| {
            let board = &game.boards[b];
            board.kind != crate::game::BoardKind::Tray || board.owners != 0 || empty(b)
        }),
    };
    let waiting_empty = info.waiting.is_none_or(|b| game.boards[b as usize].cells().all(|c| state.is_empty(c)));
    tray_empty && waiting_empty
}

/// Token-based "all zones valid" (§4.10, §8.3): every grid token a zone judges (`Game::judged`)
/// belongs in its zone (`Game::belongs`). False while no zone asks anything, and while no
/// judged token stands in the grid (an empty grid is not a sorted one).
/// Read from the tokens, like `grid_tokens`.
pub(crate) fn zones_valid(game: &Game, state: &State) -> bool {
    if !game.zones_ask {
        return false;
    }
    let grid = game.grid().cells();
    let mut sorted_one = false;
    for t in state.tokens.iter().filter(|t| grid.contains(&t.cell)) {
        let zone = game.cells[t.cell as usize].zone;
        if !game.judged(t.kind, zone) {
            continue;
        }
        if !game.belongs(t.kind, zone) {
            return false;
        }
        sorted_one = true;
    }
    sorted_one
}

/// Would the current player win right now, before playing? (The readiness check.)
pub(crate) fn won_already(game: &Game, state: &State) -> bool {
    won(game, state).is_some()
}

/// Which win condition holds for the current player, if any; the bool says whether it
/// ends the game for everyone (grid empty or full).
pub(crate) fn won(game: &Game, state: &State) -> Option<bool> {
    let w = &game.rules().win;
    let empty = w.grid_empty && grid_tokens(game, state) == 0;
    let full = w.grid_full && grid_full(game, state);
    if empty || full {
        return Some(true);
    }
    let player = state.current;
    let zones = || zones_valid(game, state);
    let tray = || tray_empty(game, state, player);
    let few = w.tokens_left.is_some_and(|n| grid_tokens(game, state) <= n);
    let home = w.own_tokens_home && own_tokens_home(game, state, player);
    let any = few
        || lines::wins(game, state)
        || home
        || (w.tray_empty && tray())
        || (w.zones_valid && zones())
        || (w.zones_valid_and_tray_empty && zones() && tray())
        || (w.zones_valid_and_grid_full && zones() && grid_full(game, state));
    any.then_some(false)
}

/// Every token the player owns stands in a zone it belongs in (`Game::belongs`), or could not:
/// a token whose every such place is taken, by the player's own tokens or by other players'
/// tokens on their own side's starting places, does not keep the player from home. Without it, a
/// player who never moves a token out of its start (a child, or the computer at random) would
/// keep the other from ever winning a race (the common rule of Chinese checkers: a home is full
/// when its free places are).
fn own_tokens_home(game: &Game, state: &State, player: usize) -> bool {
    let bit = 1u32 << state.players[player].design_player;
    let in_grid = |cell: CellId| cell != crate::game::NONE && game.kind_of(cell) == crate::game::BoardKind::Grid;
    let home = |i: usize, cell: CellId| {
        in_grid(cell) && game.belongs(game.tokens[i].token_type, game.cells[cell as usize].zone)
    };
    let mut owned = state.tokens.iter().enumerate().filter(|(_, t)| t.owners & bit != 0).peekable();
    if owned.peek().is_none() {
        return false;
    }
    let away: Vec<usize> = owned.filter(|(i, t)| !home(*i, t.cell)).map(|(i, _)| i).collect();
    if away.is_empty() {
        return true;
    }
    // Only tokens on the grid can be shut out, and never by a full cell when they stack; one
    // still in a tray has somewhere to be played.
    let stacks = |i: usize| game.types[game.tokens[i].token_type as usize].stackable;
    if away.iter().any(|&i| !in_grid(state.tokens[i].cell) || stacks(i)) {
        return false;
    }
    let mut mine_home = false;
    for &i in &away {
        for cell in game.grid().cells() {
            if !game.cells[cell as usize].playable || !home(i, cell) {
                continue;
            }
            let Some(t) = state.visible(cell) else { return false };
            let token = &state.tokens[t as usize];
            if token.owners & bit != 0 {
                mine_home = true;
            } else if !at_own_start(game, state, t, cell) {
                return false;
            }
        }
    }
    mine_home
}

/// Does `token` stand at the start of one of its own player's tokens (where its side began)?
fn at_own_start(game: &Game, state: &State, token: crate::game::TokenId, cell: CellId) -> bool {
    let owners = state.tokens[token as usize].owners;
    game.tokens
        .iter()
        .enumerate()
        .any(|(i, t)| matches!(t.start, crate::game::Start::Cell(c) if c == cell) && state.tokens[i].owners == owners)
}

/// The current player has used up the errors or moves the rules allow.
pub(crate) fn lost(game: &Game, state: &State) -> bool {
    let l = &game.rules().lose;
    let p = &state.players[state.current];
    (l.max_errors > 0 && p.errors >= l.max_errors) || (l.max_moves > 0 && p.moves >= l.max_moves)
}

/// Who wins once everyone is asleep: a player whose win condition ended the game, else the
/// count the ranking names; None for a draw or a loss.
pub(crate) fn winner(game: &Game, state: &State) -> Option<usize> {
    let rules = game.rules();
    let players = &state.players;
    if players.len() == 1 {
        return (players[0].finish == Some(Finish::Won)).then_some(0);
    }
    let contenders: Vec<usize> = (0..players.len()).filter(|p| players[*p].finish != Some(Finish::Lost)).collect();
    let best_by = |score: &dyn Fn(usize) -> i64| {
        let top = tied_best(&contenders, score);
        match (top.len(), rules.tie_break) {
            (1, _) => Some(top[0]),
            (_, TieBreak::Shared) => None,
            (_, TieBreak::FullRows) => {
                let top = tied_best(&top, &|p| full_rows(game, state, p) as i64);
                (top.len() == 1).then(|| top[0])
            }
        }
    };
    // A player whose win condition (a line, all home...) ended the game wins before any
    // count; when play goes on after a win, the count ranks those who finished.
    let first = players.iter().position(|p| p.win_rank == 1);
    match game.ranking() {
        _ if first.is_some() && rules.one_ends_all => first,
        Ranking::FirstToWin | Ranking::Auto => {
            first.or_else(|| (contenders.len() == 1 && contenders.len() < players.len()).then(|| contenders[0]))
        }
        _ => best_by(&|p| count(game, state, p).unwrap_or(0)),
    }
}

/// What the ranking counts for a player (more is better), when it counts something.
pub fn count(game: &Game, state: &State, p: usize) -> Option<i64> {
    let player = &state.players[p];
    match game.ranking() {
        Ranking::FirstToWin | Ranking::Auto => None,
        Ranking::MostTokens => Some(player.tokens_won as i64),
        Ranking::FewestErrors => Some(-(player.errors as i64)),
        Ranking::MostOnGrid => Some(flying::owned_on_grid(game, state, p) as i64),
        Ranking::MostPoints => Some(player.points as i64),
    }
}

/// The players of `among` with the highest `score`.
fn tied_best(among: &[usize], score: &dyn Fn(usize) -> i64) -> Vec<usize> {
    let best = among.iter().map(|p| score(*p)).max().unwrap_or(0);
    among.iter().copied().filter(|p| score(*p) == best).collect()
}

/// Whether the ranking's count was equal for the winner and someone else, so that the tie-break
/// chose (the end says so).
pub(crate) fn won_by_tie_break(game: &Game, state: &State, winner: usize) -> bool {
    let score = |p| count(game, state, p);
    // A win condition that ended the game chose the winner, not the count.
    let by_condition = game.rules().one_ends_all && state.players.iter().any(|p| p.win_rank == 1);
    !by_condition
        && game.rules().tie_break != TieBreak::Shared
        && score(winner).is_some()
        && (0..state.players.len())
            .any(|p| p != winner && state.players[p].finish != Some(Finish::Lost) && score(p) == score(winner))
}

/// `TieBreak::FullRows`: the rows of the player's own boards with every cell filled, counted
/// zone by zone: a zone that belongs to this player alone, neither a one-kind row nor a floor
/// (those empty at each round's end), by its grid rows.
pub(crate) fn full_rows(game: &Game, state: &State, player: usize) -> usize {
    let owners = 1u32 << state.players[player].design_player;
    let mut count = 0;
    for zone in game.zones.iter().filter(|z| z.owners == owners && !z.one_kind && !z.is_overflow) {
        let mut rows: Vec<u32> = zone.cells.iter().map(|c| game.cells[*c as usize].row).collect();
        rows.sort_unstable();
        rows.dedup();
        count += rows
            .iter()
            .filter(|r| zone.cells.iter().filter(|c| game.cells[**c as usize].row == **r).all(|c| !state.is_empty(*c)))
            .count();
    }
    count
}
