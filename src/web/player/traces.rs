//! What just happened, left on the board until the child acts again: the points a step
//! scored, written where they were scored ("+3" where a tile landed on a wall, "-2" at the end
//! of a floor), and the squares the computer took a token from. A child who looked away while
//! the round was counted or the computer played still sees what changed.

use std::sync::Arc;

use leptos::prelude::*;
use tablier::engine::Event;
use tablier::game::{CellId, Game};

use crate::shared::layout;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Trace {
    Points { cell: CellId, points: i64 },
    /// A token was taken from this square (by the computer).
    Taken { cell: CellId },
}

/// The traces of one step; `before` is where each token was before it, `computer` whether
/// the computer played it (a child knows what they took themselves).
pub fn of(events: &[Event], before: &[CellId], computer: bool) -> Vec<Trace> {
    let from = |token: u32| before.get(token as usize).copied();
    events
        .iter()
        .filter_map(|e| match e {
            Event::Scored { at, points, .. } => Some(Trace::Points { cell: *at, points: *points }),
            Event::Captured { token, .. } if computer => from(*token).map(|cell| Trace::Taken { cell }),
            _ => None,
        })
        .collect()
}

/// The traces drawn over the tokens (they catch no touch), where their squares are drawn now
/// (`arranged` counts the drawing's rearrangements). The game is the one the board draws (the
/// same `Arc`: `shared::front` knows it by its address).
pub fn view(game: Arc<Game>, traces: Signal<Vec<Trace>>, arranged: RwSignal<u32>) -> impl IntoView {
    move || {
        arranged.track();
        traces
            .get()
            .into_iter()
            .filter(|t| matches!(t, Trace::Taken { .. }) || matches!(t, Trace::Points { points, .. } if *points != 0))
            .map(|t| drawn(&game, t))
            .collect_view()
    }
}

fn drawn(game: &Game, trace: Trace) -> AnyView {
    match trace {
        Trace::Points { cell, points } => {
            let r = layout::cell_rect(game, cell);
            let text = if points > 0 { format!("+{points}") } else { points.to_string() };
            // A pill in the middle of the square, its text a third of the square high (never
            // under the names' 14 pixels: its size is in em). On the square's top edge it
            // covered the board's name above the wall's first row ("Player 2") and the floor's
            // own "-1".
            let size = (r.h * 0.42).max(10.0);
            let w = 0.6 * text.len() as f64 + 0.8;
            let said = text.clone();
            let (x, y) = (r.x + r.w / 2.0, r.y + r.h / 2.0);
            view! {
                <g class="trace points" class:minus=points < 0 data-trace=said data-at=game.cell_name(cell)
                    transform=format!("translate({},{})", layout::tenths(x), layout::tenths(y))
                    style=format!("font-size:max({}px, var(--name, 0px))", layout::tenths(size))>
                    <rect x=format!("{}em", layout::tenths(-w / 2.0)) y="-0.65em" width=format!("{}em", layout::tenths(w)) height="1.3em" rx="0.6em" />
                    <text>{text}</text>
                </g>
            }
            .into_any()
        }
        Trace::Taken { cell } => {
            let r = layout::cell_rect(game, cell);
            let (cx, cy, radius) = (r.x + r.w / 2.0, r.y + r.h / 2.0, r.w.min(r.h) * 0.42);
            view! {
                <circle class="trace taken" data-trace="taken" data-at=game.cell_name(cell) cx=layout::tenths(cx) cy=layout::tenths(cy) r=layout::tenths(radius) />
            }
            .into_any()
        }
    }
}
