//! The interface language: follows `navigator.language`, with a toggle remembered in localStorage.

use leptos::prelude::*;
use tablier::lang::Lang;

use crate::shared::storage;

const KEY: &str = "tablier.lang";

/// The language signal shared by every component (through the context).
#[derive(Clone, Copy)]
pub struct UiLang(pub RwSignal<Lang>);

pub fn initial() -> Lang {
    if let Some(code) = storage::get_text(KEY) {
        return Lang::from_code(&code);
    }
    let code = window().navigator().language().unwrap_or_default();
    Lang::from_code(&code)
}

pub fn provide() -> UiLang {
    let lang = UiLang(RwSignal::new(initial()));
    provide_context(lang);
    lang
}

pub fn use_lang() -> RwSignal<Lang> {
    expect_context::<UiLang>().0
}

pub fn toggle(lang: RwSignal<Lang>) {
    let next = match lang.get_untracked() {
        Lang::En => Lang::Fr,
        Lang::Fr => Lang::En,
    };
    storage::set(KEY, if next == Lang::Fr { "fr" } else { "en" });
    lang.set(next);
}

/// The language of the page (`<html lang>`, which the app keeps): for code that runs outside
/// any component, in timers and pointer handlers, where the context cannot be asked.
pub fn page_lang() -> Lang {
    let code = document().document_element().and_then(|h| h.get_attribute("lang")).unwrap_or_default();
    Lang::from_code(&code)
}

/// Pick the English or French string.
pub fn tr(lang: Lang, en: &'static str, fr: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}
