//! The status's words fit the height kept for them: a long refusal, or a refusal and the help's
//! words together, are set a little smaller rather than push the board down under the child's
//! finger. Only past the smallest readable size (14 px) does the status grow.

use leptos::prelude::*;

/// Steps of `data-fit`, each a little smaller (style/app.css); the last one grows instead.
const STEPS: [&str; 4] = ["0", "1", "2", "3"];

/// Set `el`'s words at the largest step that fits its height.
pub(super) fn fit(el: &web_sys::Element) {
    for step in STEPS {
        let _ = el.set_attribute("data-fit", step);
        // Reading the heights lays the status out at this step (before anything is painted).
        if el.scroll_height() <= el.client_height() + 1 {
            return;
        }
    }
    let _ = el.set_attribute("data-fit", "grow");
}

/// Keep the element of `node` fitted whenever `words` (which reads every text it shows)
/// changes, and when the window's size does.
pub(super) fn keep_fitted(node: NodeRef<leptos::html::Div>, words: impl Fn() + 'static) {
    Effect::new(move |_| {
        words();
        // The words are in the page once the view's own effects have run: measured before the
        // next frame is painted, so the larger words never show. The frame may come after the
        // game was left: the element is held, not the node (gone by then), and a status no
        // longer shown is fitted for nothing.
        if let Some(el) = node.try_get_untracked().flatten() {
            request_animation_frame(move || fit(&el));
        }
    });
    let resized = window_event_listener(leptos::ev::resize, move |_| {
        if let Some(el) = node.try_get_untracked().flatten() {
            fit(&el);
        }
    });
    on_cleanup(move || resized.remove());
}
