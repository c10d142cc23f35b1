//! Playing with a keyboard: the arrows move a cursor to the nearest cell in that direction
//! (across boards), Enter or Space taps the cell under it (the same as a finger's tap),
//! Escape puts the held token back.

use leptos::prelude::*;
use tablier::game::{CellId, Game};
use web_sys::KeyboardEvent;

use super::control::Ctl;
use super::drag::tap;
use crate::layout;

fn centre(game: &Game, cell: CellId) -> (f64, f64) {
    let r = layout::cell_rect(game, cell);
    (r.x + r.w / 2.0, r.y + r.h / 2.0)
}

/// The nearest cell from `from` in direction (dx, dy), within a 45° cone, drawn cells only.
fn nearest(game: &Game, from: CellId, dx: f64, dy: f64, has_token: impl Fn(CellId) -> bool) -> Option<CellId> {
    let (x0, y0) = centre(game, from);
    (0..game.cells.len() as CellId)
        .filter(|c| *c != from && (game.cells[*c as usize].playable || has_token(*c)))
        .filter_map(|c| {
            let (x, y) = centre(game, c);
            let (ax, ay) = (x - x0, y - y0);
            let along = ax * dx + ay * dy;
            let across = (ax * dy - ay * dx).abs();
            (along > 0.0 && across <= along).then_some((along + 2.0 * across, c))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

pub fn on_key(ctl: Ctl, cursor: RwSignal<Option<CellId>>, ev: KeyboardEvent) {
    let step = match ev.key().as_str() {
        "ArrowRight" => Some((1.0, 0.0)),
        "ArrowLeft" => Some((-1.0, 0.0)),
        "ArrowDown" => Some((0.0, 1.0)),
        "ArrowUp" => Some((0.0, -1.0)),
        _ => None,
    };
    if let Some((dx, dy)) = step {
        ev.prevent_default();
        let next = ctl.play.with_untracked(|p| {
            let first = || (0..p.game.cells.len() as CellId).find(|c| p.game.cells[*c as usize].playable);
            match cursor.get_untracked() {
                None => first(),
                Some(c) => nearest(&p.game, c, dx, dy, |c| p.state.visible(c).is_some()).or(Some(c)),
            }
        });
        cursor.set(next);
        return;
    }
    match ev.key().as_str() {
        "Enter" | " " => {
            ev.prevent_default();
            if let Some(c) = cursor.get_untracked() {
                if !ctl.play.with_untracked(|p| p.state.is_over()) {
                    tap(ctl, c);
                }
            }
        }
        "Escape" => ctl.held.set(None),
        _ => {}
    }
}

/// The cursor's outline, drawn above the tokens.
pub fn cursor_view(game: &Game, cursor: RwSignal<Option<CellId>>) -> impl IntoView {
    let rects: Vec<layout::Rect> = (0..game.cells.len() as CellId).map(|c| layout::cell_rect(game, c)).collect();
    move || {
        cursor.get().map(|c| {
            let r = rects[c as usize];
            view! {
                <rect class="cursor" data-testid="cursor" x=r.x as i32 - 3 y=r.y as i32 - 3 width=r.w as i32 + 6 height=r.h as i32 + 6 rx=8 />
            }
        })
    }
}
