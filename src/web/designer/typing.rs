//! The text field being typed in, on a tablet: its text is committed (its `change`) when a
//! finger presses anywhere else and when the page is left, before the pressed control acts or
//! the field is drawn away. Apart from the fields (`words_input.rs`) and the draft
//! (`draft.rs`), which both use it.

use std::cell::Cell;

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Leave the text field being typed in, so that its text is committed (its `change`).
pub fn commit_typed() {
    let Some(active) = document().active_element() else { return };
    if matches!(active.tag_name().as_str(), "INPUT" | "TEXTAREA") {
        if let Some(el) = active.dyn_ref::<web_sys::HtmlElement>() {
            let _ = el.blur();
        }
    }
}

/// From now on, a press anywhere but in the field being typed in leaves that field first
/// (a capturing listener: before the pressed control acts or the field is drawn away).
pub fn keep_typed() {
    thread_local!(static ON: Cell<bool> = const { Cell::new(false) });
    if ON.with(|on| on.replace(true)) {
        return;
    }
    let press = Closure::<dyn Fn(web_sys::Event)>::new(|ev: web_sys::Event| {
        let Some(active) = document().active_element() else { return };
        let inside =
            ev.target().and_then(|t| t.dyn_into::<web_sys::Node>().ok()).is_some_and(|n| active.contains(Some(&n)));
        if !inside {
            commit_typed();
        }
    });
    let _ = document().add_event_listener_with_callback_and_bool("pointerdown", press.as_ref().unchecked_ref(), true);
    // The designer's page keeps it for its life.
    press.forget();
}
