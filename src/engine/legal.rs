//! Every action the current player may take: each one listed is accepted by `apply`.
//! Hints, computer players, perft and the solver are built on it.

use super::checks::{candidates, plan_drop, plan_pick, plan_select};
use super::{boards, dice, drafting, lines, mosaic, Action, State};
use crate::game::{BoardKind, CellId, Game, TokenId};
use crate::model::{HandlingMode, InGrid, RefillMode};

/// Visit the current player's actions other than passing; stop early when `visit` says so.
/// With `trays_first`, tokens off the grid are tried before grid tokens: the order does not
/// matter to "is there any action?", and placing games (Othello) find one there at once.
fn each_action(game: &Game, state: &State, trays_first: bool, visit: &mut dyn FnMut(Action) -> bool) {
    if state.is_over() {
        return;
    }
    // A line of N was made: taking a token is the only thing to do.
    if state.take_due {
        lines::takes(game, state, &mut |cell| visit(Action::Select(cell)));
        return;
    }
    // The grey wall: placing a full row's token is the only thing to do.
    if state.tiling {
        mosaic::tiling_actions(game, state, visit);
        return;
    }
    // Drafting: moves out of trays take a whole kind; they are listed by their own module.
    let drafts = game.drafting.is_some();
    if drafts && !drafting::actions(game, state, visit) {
        return;
    }
    // A die asked for a move by hand: that move is the only thing to do.
    if let Some((token, target, _)) = state.must_move {
        visit(Action::Move(state.tokens[token as usize].cell, target));
        return;
    }
    let mut targets: Vec<CellId> = Vec::with_capacity(game.cells.len());
    let (all, grid_end) = (game.cells.len() as CellId, game.grid().cells().end);
    let order = if grid_static(game) {
        [grid_end..all, 0..0]
    } else if trays_first {
        [grid_end..all, 0..grid_end]
    } else {
        [0..all, 0..0]
    };
    let mut visit_cell = |cell: CellId| -> bool {
        let Some(token) = state.visible(cell) else { return true };
        if drafts && game.kind_of(cell) == BoardKind::Tray {
            return true;
        }
        match state.ty(game, token).mode {
            HandlingMode::Fixed => {}
            HandlingMode::Select => {
                if plan_select(game, state, cell).is_ok() && !visit(Action::Select(cell)) {
                    return false;
                }
            }
            HandlingMode::Move => {
                // Another player's token: plan_pick would refuse it, without building its sentence.
                if !state.owns(state.tokens[token as usize].owners) {
                    return true;
                }
                let stays = stays_put(game, state, token, cell);
                let die = state.ty(game, token).die.is_some();
                if (stays && !die && state.chain != Some(token)) || plan_pick(game, state, cell).is_err() {
                    return true;
                }
                // Tapping the token in the middle of a chain of jumps ends the turn; tapping a
                // token with a die chooses it for the next roll.
                let tap = state.chain == Some(token)
                    || (state.ty(game, token).die.is_some() && plan_select(game, state, cell).is_ok());
                if tap && !visit(Action::Select(cell)) {
                    return false;
                }
                if stays {
                    return true;
                }
                candidates(game, state, token, cell, &mut targets);
                let board = game.cells[cell as usize].board;
                for &to in &targets {
                    // Tidying one's own tray is allowed but is no action of the game (it
                    // neither ends a turn nor keeps a stuck game going).
                    if board == game.cells[to as usize].board && game.kind_of(cell) != BoardKind::Grid {
                        continue;
                    }
                    if plan_drop(game, state, token, cell, to).is_ok() && !visit(Action::Move(cell, to)) {
                        return false;
                    }
                }
            }
        }
        true
    };
    // The occupied cells in order: from the tokens when they are few (ten pegs on a star of
    // 289 cells), else every cell of the ranges.
    let mut few = [0 as CellId; 64];
    let occupied = occupied_cells(state, &mut few);
    for range in order {
        let done = match occupied {
            Some(cells) => cells.iter().filter(|c| range.contains(c)).all(|&c| visit_cell(c)),
            None => range.clone().all(&mut visit_cell),
        };
        if !done {
            return;
        }
    }
    if !game.design.dice.is_empty() && dice::rolling_token(game, state).is_ok() && !visit(Action::Roll) {
        return;
    }
    if game.rules().refill == RefillMode::OnRequest {
        for (b, board) in game.boards.iter().enumerate() {
            if board.kind == BoardKind::Tray
                && state.owns(board.owners)
                && boards::can_refill(game, state, b)
                && !visit(Action::Refill(b as u16))
            {
                return;
            }
        }
    }
}

/// The cells holding a token, in increasing order, written into `few` when the tokens are
/// fewer than its length and than the cells; None otherwise (scan the cells instead).
fn occupied_cells<'a>(state: &State, few: &'a mut [CellId]) -> Option<&'a [CellId]> {
    if state.tokens.len() > few.len() || state.tokens.len() >= state.top.len() {
        return None;
    }
    let mut n = 0;
    for (t, tok) in state.tokens.iter().enumerate() {
        // Each occupied cell has exactly one top token.
        if state.top.get(tok.cell as usize) == Some(&(t as TokenId)) {
            few[n] = tok.cell;
            n += 1;
        }
    }
    // Insertion sort: a few cells, mostly in order already, and no sorting code in the wasm.
    let cells = &mut few[..n];
    for i in 1..n {
        let mut j = i;
        while j > 0 && cells[j - 1] > cells[j] {
            cells.swap(j - 1, j);
            j -= 1;
        }
    }
    Some(cells)
}

/// No token on the grid can ever be handled (every kind is fixed, or stays put once placed,
/// as Othello's discs and Azul's tiles): the grid's cells need not be looked at.
fn grid_static(game: &Game) -> bool {
    game.rules().flying == 0
        && game.types.iter().all(|t| {
            t.mode == HandlingMode::Fixed
                || (t.mode == HandlingMode::Move
                    && t.in_grid == InGrid::Fixed
                    && t.die.is_none()
                    && !t.permissions.grid_to_tray
                    && !t.permissions.grid_to_waiting)
        })
}

/// A grid token that can neither move in the grid nor leave it (Othello's discs): no need to
/// try its targets one by one.
pub(crate) fn stays_put(game: &Game, state: &State, token: crate::game::TokenId, cell: CellId) -> bool {
    let ty = state.ty(game, token);
    game.kind_of(cell) == BoardKind::Grid
        && ty.in_grid == InGrid::Fixed
        && !ty.permissions.grid_to_tray
        && !ty.permissions.grid_to_waiting
        && game.rules().flying == 0
}

/// Can the current player do anything but pass?
pub fn has_move(game: &Game, state: &State) -> bool {
    let mut found = false;
    each_action(game, state, true, &mut |_| {
        found = true;
        false
    });
    found
}

/// All legal actions of the current player, appended to `out` (cleared first) so that
/// searches can reuse one buffer. Passing is listed when the rules offer a pass button,
/// or when it is forced (the player is stuck while others can still play).
pub fn legal_actions(game: &Game, state: &State, out: &mut Vec<Action>) {
    out.clear();
    if state.is_over() {
        return;
    }
    each_action(game, state, false, &mut |a| {
        out.push(a);
        true
    });
    if !state.take_due && !state.tiling && (game.rules().turns.pass_button || state.chain.is_some() || out.is_empty()) {
        out.push(Action::Pass);
    }
}

/// Is passing allowed now?
pub(crate) fn may_pass(game: &Game, state: &State) -> bool {
    !state.is_over() && !state.take_due && !state.tiling && (game.rules().turns.pass_button || !has_move(game, state))
}
