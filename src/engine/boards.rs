//! What boards do by themselves: trays deal from their queues (docs/model.md §3.5), a queue run
//! dry takes back the lid's tokens, result areas receive removed tokens (§3.7). Shared by the
//! mechanisms and the turn flow, so it calls none of them.

use super::{Event, Queue, State};
use crate::game::{BoardKind, CellId, Game, Start, TokenId, NONE};
use crate::model::{FillOrder, RefillMode, WhenFull};

/// Is this board in play with this many players? (Trays may ask for more players.)
pub(crate) fn in_play(game: &Game, state: &State, board: usize) -> bool {
    state.players.len() >= game.boards[board].min_players as usize
}

/// A token leaves play into the lid (rounds: an empty queue takes it back).
pub(crate) fn to_lid(state: &mut State, token: TokenId, events: &mut Vec<Event>) {
    state.lift(token);
    state.lid.push(token);
    events.push(Event::Removed { token, to: None });
}

/// An empty queue takes back, shuffled, the lid's tokens that started in it (Azul: the bag
/// refilled from the lid). Only games dealt in rounds keep a lid.
fn refill_from_lid(game: &Game, state: &mut State, bag: usize) -> bool {
    let from_here = |t: &TokenId| game.tokens[*t as usize].start == Start::Queue(bag as u16);
    if game.rules().refill != RefillMode::EachRound || !state.lid.iter().any(from_here) {
        return false;
    }
    let (mut tokens, rest): (Vec<TokenId>, Vec<TokenId>) = state.lid.iter().partition(|t| from_here(t));
    state.lid = rest;
    state.rng.shuffle(&mut tokens);
    state.queues[bag] = Queue { tokens, next: 0 };
    true
}

/// Deal the next queue token into a tray cell. Returns false when the queue is exhausted.
fn deal(game: &Game, state: &mut State, board: usize, cell: CellId, events: &mut Vec<Event>) -> bool {
    let bag = game.boards[board].bag as usize;
    if state.queues[bag].remaining() == 0 && !refill_from_lid(game, state, bag) {
        return false;
    }
    let queue = &mut state.queues[bag];
    let Some(&token) = queue.tokens.get(queue.next) else { return false };
    queue.next += 1;
    let info = &game.boards[board];
    if info.mark_owner {
        state.tokens[token as usize].owners |= info.owners;
    }
    state.push(token, cell);
    events.push(Event::Dealt { token, to: cell });
    true
}

/// Fill every empty cell of a tray from its queue, in cell order.
pub(crate) fn fill_tray(game: &Game, state: &mut State, board: usize, events: &mut Vec<Event>) {
    for cell in game.boards[board].cells() {
        if state.is_empty(cell) && !deal(game, state, board, cell, events) {
            break;
        }
    }
}

/// Are the tray's cells and the waiting areas of the players who use it all empty?
fn tray_and_waiting_empty(game: &Game, state: &State, board: usize) -> bool {
    let waiting = game
        .players
        .iter()
        .filter(|p| p.tray == Some(board as u16))
        .filter_map(|p| p.waiting)
        .flat_map(|w| game.boards[w as usize].cells());
    game.boards[board].cells().chain(waiting).all(|c| state.is_empty(c))
}

/// "A token left the tray", sent after a performed move whose origin is a tray cell.
pub(crate) fn token_left_tray(game: &Game, state: &mut State, from: CellId, events: &mut Vec<Event>) {
    let board = game.cells[from as usize].board as usize;
    match game.rules().refill {
        RefillMode::OnLeave => {
            let cell =
                if state.is_empty(from) { Some(from) } else { game.boards[board].cells().find(|c| state.is_empty(*c)) };
            if let Some(cell) = cell {
                deal(game, state, board, cell, events);
            }
        }
        RefillMode::WhenEmpty => {
            if tray_and_waiting_empty(game, state, board) {
                fill_tray(game, state, board, events);
            }
        }
        // Rounds deal every tray at once when the round ends (`rounds`).
        RefillMode::OnRequest | RefillMode::EachRound => {}
    }
}

/// Can a tray be refilled on request now?
pub(crate) fn can_refill(game: &Game, state: &State, board: usize) -> bool {
    game.boards[board].kind == BoardKind::Tray
        && state.queues[game.boards[board].bag as usize].remaining() > 0
        && game.boards[board].cells().any(|c| state.is_empty(c))
}

/// Cells of a result area in fill order.
fn fill_order(game: &Game, board: usize) -> Vec<CellId> {
    let b = &game.boards[board];
    match b.fill {
        FillOrder::ByRow => b.cells().collect(),
        FillOrder::ByColumn => (0..b.columns).flat_map(|c| (0..b.rows).filter_map(move |r| b.cell_at(r, c))).collect(),
    }
}

/// Put a removed token in a result area, making room as the area's "when full" says.
/// Returns the cell it landed in, or None when it is no longer shown.
fn add_to_result(
    game: &Game,
    state: &mut State,
    board: usize,
    token: TokenId,
    events: &mut Vec<Event>,
) -> Option<CellId> {
    let order = fill_order(game, board);
    if order.iter().all(|c| !state.is_empty(*c)) {
        let b = &game.boards[board];
        match b.when_full {
            WhenFull::Stop => {
                state.lift(token);
                return None;
            }
            WhenFull::Empty => {
                let gone: Vec<TokenId> = order.iter().filter_map(|c| state.visible(*c)).collect();
                gone.iter().for_each(|t| state.lift(*t));
                events.push(Event::Cleared { tokens: gone });
            }
            WhenFull::ShiftRow | WhenFull::ShiftColumn => {
                let by_row = b.when_full == WhenFull::ShiftRow;
                let (lines, len) = if by_row { (b.rows, b.columns) } else { (b.columns, b.rows) };
                let at = |line: u32, i: u32| if by_row { b.cell_at(line, i) } else { b.cell_at(i, line) };
                let gone: Vec<TokenId> = (0..len).filter_map(|i| at(0, i)).filter_map(|c| state.visible(c)).collect();
                gone.iter().for_each(|t| state.lift(*t));
                events.push(Event::Cleared { tokens: gone });
                for line in 1..lines {
                    for i in 0..len {
                        let (Some(src), Some(dst)) = (at(line, i), at(line - 1, i)) else { continue };
                        if let Some(t) = state.visible(src) {
                            state.lift(t);
                            state.push(t, dst);
                        }
                    }
                }
            }
        }
    }
    let cell = order.into_iter().find(|c| state.is_empty(*c))?;
    state.lift(token);
    state.push(token, cell);
    Some(cell)
}

/// Send a token to the current player's result area, or out of play if they have none.
pub(crate) fn send_to_result(
    game: &Game,
    state: &mut State,
    token: TokenId,
    events: &mut Vec<Event>,
) -> Option<CellId> {
    let player = state.current;
    state.players[player].tokens_won += 1;
    let design_player = state.players[player].design_player;
    state.lift(token);
    let tok = &mut state.tokens[token as usize];
    tok.face_up = true;
    match game.players[design_player].result {
        Some(board) => add_to_result(game, state, board as usize, token, events),
        None => {
            debug_assert_eq!(state.tokens[token as usize].cell, NONE);
            None
        }
    }
}
