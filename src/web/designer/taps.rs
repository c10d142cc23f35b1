//! What a tap on a square of the canvas does in the open panel: place the chosen token (or a
//! token dropped from the palette), paint the chosen zone, choose or number squares. The
//! finger's gestures (`canvas`), the keyboard's (`canvas_keys`) and the palette's drops
//! (`palette`) all come here.

use leptos::prelude::*;
use tablier::model::Design;

use super::draft::{Draft, Tab};

/// Put a token of a type where it was dropped: a grid cell, or the end of a tray's queue.
pub fn put(d: &mut Design, board: &str, at: [u32; 2], type_id: &str) -> Result<(), tablier::lang::Text> {
    if board == d.grid.id {
        d.place(type_id, at)
    } else if d.trays.iter().any(|t| t.id == board) {
        d.enqueue(board, type_id)
    } else {
        Err(tablier::lang::Text::new(
            "Tokens are placed on the grid or in a tray before the game starts.",
            "Avant la partie, les jetons se posent sur la grille ou dans une réserve.",
        ))
    }
}

/// A token of the palette dropped on a board.
pub fn drop_token(draft: Draft, board: &str, at: [u32; 2], type_id: &str) -> bool {
    draft.edit(|d| put(d, board, at, type_id))
}

/// The type of the token a gesture holds: the top token of a grid square, or a queued one.
pub fn held_type(d: &Design, board: &str, at: [u32; 2], queue: Option<usize>) -> Option<String> {
    match queue {
        Some(i) => d.trays.iter().find(|t| t.id == board)?.queue.get(i).cloned(),
        None => d.grid.tokens.iter().rev().find(|t| t.at == at).map(|t| t.token_type.clone()),
    }
}

/// A tap made with the keyboard on a square (see `canvas_keys`): what a finger's tap does in
/// the open panel (`canvas`).
pub fn key_tap(draft: Draft, board: &str, at: [u32; 2]) {
    let on_grid = draft.design.with_untracked(|d| d.grid.id == board);
    match draft.tab.get_untracked() {
        Tab::Tokens => {
            let placed = draft.design.with_untracked(|d| on_grid && d.grid.tokens.iter().any(|t| t.at == at));
            if placed {
                draft.token_type.set(draft.design.with_untracked(|d| held_type(d, board, at, None)));
            } else if let Some(t) = draft.token_type.get_untracked() {
                drop_token(draft, board, at, &t);
            } else {
                draft.say("Choose a token in the palette first.", "Choisissez d'abord un jeton dans la palette.");
            }
        }
        Tab::Zones if on_grid => {
            draft.begin();
            paint(draft, at);
            draft.end();
        }
        Tab::Cells if on_grid => {
            if draft.numbering.get_untracked().is_some() {
                number(draft, at);
            } else {
                let adding = !draft.cells.with_untracked(|c| c.contains(&at));
                choose(draft, at, adding);
            }
        }
        _ => {}
    }
}

pub fn paint(draft: Draft, at: [u32; 2]) {
    let zone = draft.zone.get_untracked();
    draft.step(|d| d.paint_zone(&zone, &[at]));
}

pub fn choose(draft: Draft, at: [u32; 2], adding: bool) {
    draft.cells.update(|cells| {
        let has = cells.contains(&at);
        if adding && !has {
            cells.push(at);
        } else if !adding && has {
            cells.retain(|c| *c != at);
        }
    });
}

/// Numbering by taps: the tapped cell gets the next number.
pub fn number(draft: Draft, at: [u32; 2]) {
    let Some(n) = draft.numbering.get_untracked() else { return };
    if draft.edit(|d| {
        d.number_cell(at, n);
        Ok(())
    }) {
        draft.numbering.set(Some(n + 1));
    }
}
