//! Work that a first picture need not wait for, done once the page has been painted: a frame
//! is asked for (its callback runs just before the paint), then a task after it. In a tab
//! that is not shown, no frame comes: the work waits until the tab is.

use std::time::Duration;

use leptos::prelude::{request_animation_frame, set_timeout};
use wasm_bindgen::JsValue;

/// Run `f` once the page as it now stands is on the screen.
pub fn after_paint(f: impl FnOnce() + 'static) {
    request_animation_frame(move || set_timeout(f, Duration::ZERO));
}

/// Done once the page as it now stands is on the screen.
pub async fn painted() {
    let now = js_sys::Promise::new(&mut |done, _| after_paint(move || _ = done.call0(&JsValue::UNDEFINED)));
    _ = wasm_bindgen_futures::JsFuture::from(now).await;
}
