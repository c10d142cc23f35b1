//! Playing with a keyboard: the arrows move a cursor to the nearest cell in that direction
//! (across boards), Enter or Space taps the cell under it (the same as a finger's tap),
//! Escape puts the held token back.

use std::sync::Arc;

use leptos::prelude::*;
use tablier::game::{CellId, Game};
use web_sys::KeyboardEvent;

use super::control::Ctl;
use super::drag::tap;
use crate::shared::layout;

/// The nearest cell from `from` in direction (dx, dy), drawn cells only.
fn nearest(game: &Game, from: CellId, dx: f64, dy: f64, has_token: impl Fn(CellId) -> bool) -> Option<CellId> {
    let drawn = (0..game.cells.len() as CellId)
        .filter(|c| game.cells[*c as usize].playable || has_token(*c))
        .map(|c| (c, layout::cell_rect(game, c)));
    layout::nearest_towards(layout::cell_rect(game, from), dx, dy, drawn)
}

pub fn on_key(ctl: Ctl, cursor: RwSignal<Option<CellId>>, ev: KeyboardEvent) {
    if let Some((dx, dy)) = layout::arrow(&ev.key()) {
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

/// The cursor's outline, drawn above the tokens, where its square is drawn now (`arranged`
/// counts the drawing's rearrangements: a portrait screen, the one to play in front).
pub fn cursor_view(game: Arc<Game>, cursor: RwSignal<Option<CellId>>, arranged: RwSignal<u32>) -> impl IntoView {
    move || {
        arranged.track();
        cursor.get().map(|c| {
            let r = layout::cell_rect(&game, c);
            view! {
                <rect class="cursor" data-testid="cursor" x=r.x as i32 - 3 y=r.y as i32 - 3 width=r.w as i32 + 6 height=r.h as i32 + 6 rx=8 />
            }
        })
    }
}

/// What a screen reader hears while the keyboard moves on the board (a live region, read as
/// the cursor moves): the cell under the cursor and what it holds, then the token in hand.
/// Also the board's instructions, which the board names as its description.
pub fn cursor_words(ctl: Ctl, cursor: RwSignal<Option<CellId>>) -> impl IntoView {
    let lang = crate::shared::i18n::use_lang();
    let said = move || {
        let lang = lang.get();
        let Some(c) = cursor.get() else { return String::new() };
        ctl.play.with(|p| {
            let mut text = super::names::cell(p, c, lang);
            if let Some(h) = ctl.held.get().and_then(|h| p.state.visible(h).map(|t| (h, t))) {
                let (cell, t) = h;
                let what = format!("{}, {}", super::names::token(p, t, lang), super::names::place(&p.game, cell, lang));
                text.push_str(&match lang {
                    tablier::lang::Lang::En => format!(". In hand: {what}."),
                    tablier::lang::Lang::Fr => format!(". En main\u{a0}: {what}."),
                });
            }
            text
        })
    };
    view! {
        <p class="visually-hidden" aria-live="assertive" data-testid="board-say">{said}</p>
        <p class="visually-hidden" id="board-keys">
            {move || crate::shared::i18n::tr(lang.get(),
                "Arrow keys move on the board; Enter or Space takes or puts a token; Escape puts it back.",
                "Les flèches se déplacent sur le plateau\u{a0}; Entrée ou Espace prend ou pose un jeton\u{a0}; Échap le repose.")}
        </p>
    }
}
