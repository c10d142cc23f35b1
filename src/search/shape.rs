//! What the design says about its solutions, in general terms, so that the solver can pick
//! its search: designs whose every action takes one token and whose goal is a token count
//! (all solutions have the same length), and designs whose every action slides one token one
//! step towards zones (a distance to go bounds the length from below).

use crate::engine::State;
use crate::game::{BoardKind, Game};
use crate::model::{HandlingMode, IfMatched, InGrid};

/// Rules that would change what an action does beyond moving one token: none may be set.
fn plain_rules(game: &Game) -> bool {
    let r = game.rules();
    r.lines.is_none()
        && r.enclosing.is_none()
        && r.drafting.is_none()
        && r.mosaic.is_none()
        && r.flying == 0
        && !r.place_before_moving
        && game.drafting.is_none()
        && game.mosaic.is_none()
        && game.cells.iter().all(|c| c.die.is_none())
}

/// Every token type is background (fixed) or moves only as `in_grid`, one token a cell.
fn every_type(game: &Game, in_grid: InGrid) -> bool {
    game.types.iter().all(|t| {
        !t.stackable
            && t.die.is_none()
            && (t.mode == HandlingMode::Fixed || (t.mode == HandlingMode::Move && t.in_grid == in_grid))
    })
}

/// No token can come into the grid: no trays or waiting areas (result areas only receive).
fn only_grid(game: &Game, state: &State) -> bool {
    game.boards.iter().all(|b| matches!(b.kind, BoardKind::Grid | BoardKind::Result))
        && state.queues.iter().all(|q| q.remaining() == 0)
        && state.selection.is_empty()
        && state.chain.is_none()
}

/// When every action is a single jump that captures the token jumped over and the goal is to
/// have at most N tokens left, every solution takes (tokens - N) actions: Some(N).
pub(crate) fn same_length(game: &Game, state: &State) -> Option<u32> {
    let w = &game.rules().win;
    let zones_win = game.zones_ask && (w.zones_valid || w.zones_valid_and_tray_empty || w.zones_valid_and_grid_full);
    let count_only = !w.grid_empty && !w.grid_full && !w.tray_empty && !w.own_tokens_home && !zones_win;
    let left = w.tokens_left?;
    (state.players.len() == 1
        && count_only
        && plain_rules(game)
        && every_type(game, InGrid::JumpCapture)
        && only_grid(game, state))
    .then_some(left)
}

/// When every action slides one token to a neighbouring cell of its table and the goal is to
/// bring every token with properties into a zone that matches it, the sum of those tokens'
/// distances to their zones is a lower bound on the actions still needed.
pub(crate) fn slides(game: &Game, state: &State) -> bool {
    let w = &game.rules().win;
    let zones_win = w.zones_valid || w.zones_valid_and_tray_empty || w.zones_valid_and_grid_full;
    let other_win = w.grid_empty || w.grid_full || w.tray_empty || w.own_tokens_home || w.tokens_left.is_some();
    state.players.len() == 1
        && game.zones_ask
        && zones_win
        && !other_win
        && game.rules().if_matched == IfMatched::Accept
        && plain_rules(game)
        && every_type(game, InGrid::OneCell)
        && game.boards.len() == 1
        && only_grid(game, state)
}
