//! The teacher's page of this tablet's children, their results and its settings (`#/class`),
//! and the keypad of the teacher's code, kept out of the children's first load: scripts/web-split.mjs cuts it into a wasm module of its own at the
//! `wasm_split` mark below, fetched when the educator opens it (the service worker keeps it
//! for offline use with the rest).

use std::any::Any;

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use tablier::lang::{Lang, Text};

use crate::children::Children;
use crate::loader::{loaded, mount_under};
use crate::code::Keypad;
use crate::mode::{self, ModeSwitch};
use crate::tablet::Tablet;
use crate::results_view::ResultsView;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::route::Route;
use crate::shared::split::NotLoaded;

/// The page mounted into `host`, under `owner`.
#[wasm_split(class, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn class_page(owner: Owner, host: web_sys::HtmlElement, lang: RwSignal<Lang>) -> Result<Box<dyn Any>, NotLoaded> {
    Ok(mount_under(owner, host, lang, move || view! { <ClassPage /> }))
}

/// The keypad asking the teacher's code (`code`), mounted into `host`, under `owner`: with the
/// teacher's page, out of the children's first load.
#[wasm_split(class, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn keypad(owner: Owner, host: web_sys::HtmlElement, done: Callback<bool>, lang: RwSignal<Lang>) -> Result<Box<dyn Any>, NotLoaded> {
    Ok(mount_under(owner, host, lang, move || view! { <Keypad done=done /> }))
}

/// The keypad, its module fetched first (at once when kept offline).
#[component]
pub fn KeypadLoader(done: Callback<bool>) -> impl IntoView {
    let lang = use_lang();
    loaded(
        Box::new(move |owner, el| Box::pin(keypad(owner, el, done, lang))),
        Text::new(
            "The code's keypad could not open: there is no connection.",
            "Le clavier du code n'a pas pu s'ouvrir\u{a0}: il n'y a pas de connexion.",
        ),
    )
}

/// The page, for educators only: in child mode it asks for the educators' button first (and
/// the code, when one is set).
#[component]
fn ClassPage() -> impl IntoView {
    let lang = use_lang();
    let child = RwSignal::new(mode::child());
    view! {
        <main class="class-page" data-testid="class-page">
            <a class="button big" href=Route::Library.href() data-testid="all-games">{move || tr(lang.get(), "All games", "Tous les jeux")}</a>
            <h1>{move || tr(lang.get(), "Children, results, settings", "Enfants, résultats, réglages")}</h1>
            <Show when=move || !child.get() fallback=move || view! { <ModeSwitch child=child /> }>
                <Children />
                <ResultsView />
                <Tablet />
            </Show>
        </main>
    }
}
