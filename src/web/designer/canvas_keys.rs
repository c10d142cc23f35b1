//! The designer's canvas with a keyboard: the arrows move a cursor over every board's squares,
//! Enter or Space does what a tap does in the open panel (place the chosen token, paint the
//! chosen zone, choose or number squares), Delete takes away the token under the cursor. A live
//! region says where the cursor is and what is there, for screen readers.

use leptos::prelude::*;
use tablier::lang::Lang;
use tablier::model::Design;
use web_sys::KeyboardEvent;

use super::draft::{Draft, Tab};
use super::shapes::cell_rect;
use super::taps::key_tap;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::layout::{self, Rect};

/// A square of a board: (board id, [row, column]).
pub type Spot = (String, [u32; 2]);

/// Every square of every board with where it is drawn.
fn spots(d: &Design) -> Vec<(Spot, Rect)> {
    let mut out = Vec::new();
    for (id, g) in d.board_geometries() {
        for r in 0..g.rows {
            for c in 0..g.columns {
                out.push(((id.to_string(), [r, c]), cell_rect(g, r, c)));
            }
        }
    }
    out
}

/// The nearest square from `from` in direction (dx, dy).
fn nearest(d: &Design, from: &Spot, dx: f64, dy: f64) -> Option<Spot> {
    let all = spots(d);
    let here = all.iter().find(|(s, _)| s == from)?.1;
    layout::nearest_towards(here, dx, dy, all.into_iter())
}

pub fn on_key(draft: Draft, cursor: RwSignal<Option<Spot>>, ev: KeyboardEvent) {
    if let Some((dx, dy)) = layout::arrow(&ev.key()) {
        ev.prevent_default();
        let next = draft.design.with_untracked(|d| match cursor.get_untracked() {
            Some(c) => nearest(d, &c, dx, dy).or(Some(c)),
            None => Some((d.grid.id.clone(), [0, 0])),
        });
        cursor.set(next);
        return;
    }
    let Some((board, at)) = cursor.get_untracked() else { return };
    match ev.key().as_str() {
        "Enter" | " " => {
            ev.prevent_default();
            key_tap(draft, &board, at);
        }
        "Delete" | "Backspace" if draft.tab.get_untracked() == Tab::Tokens => {
            ev.prevent_default();
            draft.edit(|d| {
                if board == d.grid.id {
                    d.unplace(at);
                } else if let Some(g) = d.trays.iter().find(|t| t.id == board).map(|t| t.geometry.clone()) {
                    d.dequeue(&board, (at[0] * g.columns.max(1) + at[1]) as usize);
                }
                Ok(())
            });
        }
        _ => {}
    }
}

/// What is at a square, in words: "Grid, row 2, column 3: Bird", with its zone on the grid.
fn words(d: &Design, spot: &Spot, lang: Lang) -> String {
    let (board, at) = spot;
    let (r, c) = (at[0] + 1, at[1] + 1);
    let named = std::iter::once((&d.grid.id, &d.grid.name))
        .chain(d.trays.iter().map(|b| (&b.id, &b.name)))
        .chain(d.waiting_areas.iter().map(|b| (&b.id, &b.name)))
        .chain(d.result_areas.iter().map(|b| (&b.id, &b.name)))
        .find(|(id, _)| *id == board)
        .map(|(_, n)| n.get(lang).to_string())
        .filter(|n| !n.is_empty());
    let name = named.unwrap_or_else(|| board.clone());
    let place = match lang {
        Lang::En => format!("{name}, row {r}, column {c}"),
        Lang::Fr => format!("{name}, ligne {r}, colonne {c}"),
    };
    let type_name = |id: &str| {
        d.token_types.iter().find(|t| t.id == id).map(|t| t.display_name(lang).to_string()).unwrap_or(id.to_string())
    };
    let token = if *board == d.grid.id {
        d.grid.tokens.iter().rev().find(|t| t.at == *at).map(|t| type_name(&t.token_type))
    } else {
        d.trays
            .iter()
            .find(|t| t.id == *board)
            .and_then(|t| t.queue.get((at[0] * t.geometry.columns.max(1) + at[1]) as usize).map(|id| type_name(id)))
    };
    let colon = if lang == Lang::Fr { "\u{a0}:" } else { ":" };
    let mut out = format!("{place}{colon} {}", token.unwrap_or_else(|| tr(lang, "empty", "vide").to_string()));
    if *board == d.grid.id {
        if let Some(z) = d.grid.zones.iter().find(|z| z.cells.contains(at)) {
            let zone = if z.name.get(lang).is_empty() { z.id.clone() } else { z.name.get(lang).to_string() };
            out.push_str(&format!(" ({} {zone})", tr(lang, "zone", "zone")));
        }
    }
    out
}

/// The cursor's outline and the live region that says where it is.
pub fn cursor_view(draft: Draft, cursor: RwSignal<Option<Spot>>) -> impl IntoView {
    move || {
        let spot = cursor.get()?;
        let r = draft.design.with(|d| spots(d).into_iter().find(|(s, _)| *s == spot).map(|(_, r)| r))?;
        Some(view! {
            <rect class="cursor" data-testid="design-cursor" x=r.x - 3.0 y=r.y - 3.0 width=r.w + 6.0 height=r.h + 6.0 rx="8" />
        })
    }
}

pub fn cursor_words(draft: Draft, cursor: RwSignal<Option<Spot>>) -> impl IntoView {
    let lang = use_lang();
    let said = move || {
        let spot = cursor.get()?;
        Some(draft.design.with(|d| words(d, &spot, lang.get())))
    };
    view! {
        <p class="visually-hidden" aria-live="assertive" data-testid="design-say">{said}</p>
        <p class="visually-hidden" id="canvas-keys">
            {move || tr(lang.get(),
                "Arrow keys move on the boards; Enter or Space does what a tap does in the open panel; Delete takes a token away.",
                "Les flèches se déplacent sur les plateaux\u{a0}; Entrée ou Espace fait comme un toucher dans le panneau ouvert\u{a0}; Suppr enlève un jeton.")}
        </p>
    }
}
