//! A number typed in a field, for the kinds' editors: one typed value is one action on a
//! tablet (a − + stepper takes a tap per unit: 13 tokens were 13 taps).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::shared::i18n::{tr, use_lang};

/// `<label>text <input type=number></label>`; `set` is given what was typed (None when it is
/// not a number) and says whether it was taken; when not, the field shows the value again.
pub fn number_field(
    hook: &'static str,
    label: (&'static str, &'static str),
    value: impl Fn() -> Option<u32> + Copy + Send + Sync + 'static,
    set: impl Fn(Option<u32>) -> bool + Copy + Send + Sync + 'static,
) -> AnyView {
    number_view(hook, label, Signal::derive(value), Callback::new(move |n| set(n)))
}

fn number_view(
    hook: &'static str,
    label: (&'static str, &'static str),
    value: Signal<Option<u32>>,
    set: Callback<Option<u32>, bool>,
) -> AnyView {
    let lang = use_lang();
    let shown = move || value.get().map(|n| n.to_string()).unwrap_or_default();
    view! {
        <label class="number-field">
            <span>{move || tr(lang.get(), label.0, label.1)}</span>
            <input type="number" inputmode="numeric" min="0" data-testid=hook prop:value=shown
                on:focus=|ev| {
                    if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                        input.select();
                    }
                }
                on:change=move |ev| {
                    let typed = event_target_value(&ev).trim().parse::<u32>().ok();
                    if !set.run(typed) {
                        // Refused (the design did not change, so nothing redraws): show what stands.
                        if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                            input.set_value(&shown());
                        }
                    }
                } />
        </label>
    }
    .into_any()
}
