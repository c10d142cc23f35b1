//! A designer text edited in the interface's language: the field holds that language's own
//! text and shows the other language's as a placeholder until it is translated, so editing
//! in French never loses the English (model/words.rs).

use std::sync::Arc;

use leptos::prelude::*;
use tablier::lang::Lang;
use tablier::model::{Design, Words};
use wasm_bindgen::JsCast;

use super::draft::Draft;
use crate::shared::i18n::use_lang;

/// A text input for the text that `get` reads and `at` changes in the design (None: nothing
/// to edit).
pub fn words_input(
    draft: Draft,
    hook: &'static str,
    class: &'static str,
    label: Option<(&'static str, &'static str)>,
    get: impl for<'a> Fn(&'a Design) -> Option<&'a Words> + Send + Sync + 'static,
    at: impl for<'a> Fn(&'a mut Design) -> Option<&'a mut Words> + Send + Sync + 'static,
) -> AnyView {
    // One body for every field: the accessors are boxed so the view is not built once per caller.
    field(draft, hook, class, label, Arc::new(get), Arc::new(at))
}

type ReadText = Arc<dyn for<'a> Fn(&'a Design) -> Option<&'a Words> + Send + Sync>;
type WriteText = Arc<dyn for<'a> Fn(&'a mut Design) -> Option<&'a mut Words> + Send + Sync>;

fn field(
    draft: Draft,
    hook: &'static str,
    class: &'static str,
    label: Option<(&'static str, &'static str)>,
    get: ReadText,
    at: WriteText,
) -> AnyView {
    let lang = use_lang();
    let read = move |f: fn(&Words, Lang, Lang) -> String| {
        let get = get.clone();
        move || draft.design.with(|d| get(d).map(|w| f(w, lang.get(), d.home())).unwrap_or_default())
    };
    let value = read(|w, l, home| w.own(l, home).to_string());
    let placeholder = read(|w, l, _| w.get(l).to_string());
    let aria = move || label.map(|(en, fr)| crate::shared::i18n::tr(lang.get(), en, fr));
    view! {
        <input type="text" class=class data-testid=hook aria-label=aria prop:value=value placeholder=placeholder
            // Reached, the whole text is chosen: what is typed replaces it ("My sort game"
            // becomes the new name, not "My sort gameClass sort"); a second tap places the caret.
            on:focus=move |ev| {
                if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                    input.select();
                }
            }
            on:change=move |ev| {
                let (v, l) = (event_target_value(&ev), lang.get_untracked());
                draft.set(|d| {
                    let home = d.home();
                    if let Some(w) = at(d) {
                        w.set(l, v, home);
                    }
                });
            } />
    }
    .into_any()
}
