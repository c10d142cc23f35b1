//! Sharing by link, kept out of the children's first load: scripts/web-split.mjs cuts the
//! sharing panel (with its QR codes) and the page a link opens into one wasm module of their
//! own, at the `wasm_split` marks below, fetched when an educator taps "Share" or a link is opened
//! (the service worker keeps them for offline use with the rest).

use std::any::Any;

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use tablier::lang::{Lang, Text};

use crate::loader::{loaded, mount_under};

use crate::link_page::LinkPage;
use crate::shared::games::Entry;
use crate::shared::split::NotLoaded;
use crate::share::SharePanel;

/// The sharing panel of a game mounted into `host`, under `owner`.
#[wasm_split(sharing, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn share_panel(
    owner: Owner,
    host: web_sys::HtmlElement,
    name: String,
    json: String,
    close: Callback<()>,
    lang: RwSignal<Lang>,
) -> Result<Box<dyn Any>, NotLoaded> {
    Ok(mount_under(owner, host, lang, move || view! { <SharePanel name=name json=json close=close /> }))
}

/// The page of a game carried by a link, mounted into `host`, under `owner`.
#[wasm_split(sharing, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn link_page(
    owner: Owner,
    host: web_sys::HtmlElement,
    payload: String,
    play: Callback<Entry>,
    lang: RwSignal<Lang>,
) -> Result<Box<dyn Any>, NotLoaded> {
    Ok(mount_under(owner, host, lang, move || view! { <LinkPage payload=payload play=play /> }))
}

/// The sharing panel under a game's card: its module fetched, then mounted here (kept while
/// the panel is open).
#[component]
pub fn ShareLoader(name: String, json: String, close: Callback<()>) -> impl IntoView {
    let lang = crate::shared::i18n::use_lang();
    loaded(
        Box::new(move |owner, el| Box::pin(share_panel(owner, el, name, json, close, lang))),
        Text::new("Sharing could not open: there is no connection.", "Le partage n'a pas pu s'ouvrir\u{a0}: il n'y a pas de connexion."),
    )
}
