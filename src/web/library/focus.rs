//! A card brought into view and focused once the library shows a change: the game just added,
//! the game brought back (a screen reader says it; the page does not jump to its top).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Once the cards are drawn again: the card of game `id` in view, and focused, with the status
/// under the cards when there is room for both.
pub fn show_card(id: String) {
    request_animation_frame(move || {
        if !focus_card(&id) {
            return;
        }
        if let Some(status) = document().query_selector("[data-testid=\"added\"]").ok().flatten() {
            status.scroll_into_view_with_bool(false);
        }
    });
}

/// Once the cards are drawn again: the focus on the card of game `id` (which brings it into
/// view).
pub fn refocus_card(id: String) {
    request_animation_frame(move || {
        focus_card(&id);
    });
}

/// Give the card of game `id` the focus; false when it is not there.
fn focus_card(id: &str) -> bool {
    let card = document()
        .query_selector(&format!("[data-game=\"{id}\"] .card"))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    card.is_some_and(|card| card.focus().is_ok())
}
