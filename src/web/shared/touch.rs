//! Surfaces that follow a finger (the boards, the designer's canvas and palette) take their
//! touches whole. CSS `touch-action: none` stops scrolling, but Chrome still reads a fast
//! stroke as a fling, and the next tap within half a second only "stops the fling": the
//! button tapped does nothing. Refusing touchstart and touchmove (in non-passive listeners:
//! Leptos delegates events to the document, where they are passive) stops those gestures;
//! pointer events, which the app uses, still come.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Make `el` keep its touches; the listener lives as long as the element.
pub fn hold_touches(el: &web_sys::Element) {
    let refuse = Closure::<dyn Fn(web_sys::Event)>::new(|ev: web_sys::Event| ev.prevent_default());
    let options = web_sys::AddEventListenerOptions::new();
    options.set_passive(false);
    for name in ["touchstart", "touchmove"] {
        let _ = el.add_event_listener_with_callback_and_add_event_listener_options(
            name,
            refuse.as_ref().unchecked_ref(),
            &options,
        );
    }
    // Dropped with the element: the browser frees the listener with it; the Rust side is
    // a few bytes per surface drawn.
    refuse.forget();
}
