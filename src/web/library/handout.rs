//! What the teacher hands out, kept out of the children's first load with the teacher's page
//! (the `class` module, cut at the `wasm_split` marks below): today's games (the panel that
//! chooses them, a set's file read and put on this tablet, the page a set's link opens) and a
//! game's sheet to print. A child who opens a set's link fetches it once.

use std::any::Any;

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use tablier::lang::{Lang, Text};

use crate::loader::{loaded, mount_under};
use crate::print_sheet::PrintSheet;
use crate::set_page::SetPage;
use crate::set_panel::{Choice, SetPanel};
use crate::shared::games::Entry;
use crate::shared::split::NotLoaded;
use crate::shelf::Shelf;

/// The panel of today's games (`set_panel`), mounted into `host`, under `owner`.
#[wasm_split(class, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn set_panel(
    owner: Owner,
    host: web_sys::HtmlElement,
    games: Vec<Choice>,
    today: RwSignal<Vec<String>>,
    close: Callback<()>,
    lang: RwSignal<Lang>,
) -> Result<Box<dyn Any>, NotLoaded> {
    Ok(mount_under(owner, host, lang, move || view! { <SetPanel games=games today=today close=close /> }))
}

/// The page of a set of games carried by a link, mounted into `host`, under `owner`.
#[wasm_split(class, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn set_page(owner: Owner, host: web_sys::HtmlElement, payload: String, lang: RwSignal<Lang>) -> Result<Box<dyn Any>, NotLoaded> {
    Ok(mount_under(owner, host, lang, move || view! { <SetPage payload=payload /> }))
}

/// What importing a file that may be a set of games came to: None when it is not a set, else
/// the ids of its games here and the names of those refused, or why the set cannot be read.
pub type SetImport = Option<Result<(Vec<String>, Vec<Text>), Text>>;

/// A file that may be a set of games (`tablier::sets::may_be`), read and put on this tablet:
/// with the rest of sharing, out of the children's first load.
#[wasm_split(class, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn set_import(
    shelf: Shelf,
    text: String,
    lang: Lang,
) -> Result<std::pin::Pin<Box<dyn std::future::Future<Output = SetImport>>>, NotLoaded> {
    Ok(Box::pin(async move {
        match tablier::sets::read(&text)? {
            Ok(set) => Some(Ok(crate::adding::import_set(shelf, &set, lang).await)),
            Err(why) => Some(Err(why)),
        }
    }))
}

/// A game's sheet to print (`print_sheet`), mounted into `host`, under `owner`.
#[wasm_split(class, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn print_sheet(
    owner: Owner,
    host: web_sys::HtmlElement,
    entry: Entry,
    close: Callback<()>,
    lang: RwSignal<Lang>,
) -> Result<Box<dyn Any>, NotLoaded> {
    Ok(mount_under(owner, host, lang, move || view! { <PrintSheet entry=entry close=close /> }))
}

/// A game's sheet to print, its module fetched first.
#[component]
pub fn PrintLoader(entry: Entry, close: Callback<()>) -> impl IntoView {
    let lang = crate::shared::i18n::use_lang();
    loaded(
        Box::new(move |owner, el| Box::pin(print_sheet(owner, el, entry, close, lang))),
        Text::new("The sheet could not open: there is no connection.", "La fiche n'a pas pu s'ouvrir\u{a0}: il n'y a pas de connexion."),
    )
}

/// The panel of today's games, its module fetched first.
#[component]
pub fn SetLoader(games: Vec<Choice>, today: RwSignal<Vec<String>>, close: Callback<()>) -> impl IntoView {
    let lang = crate::shared::i18n::use_lang();
    loaded(
        Box::new(move |owner, el| Box::pin(set_panel(owner, el, games, today, close, lang))),
        Text::new("Today's games could not open: there is no connection.", "Les jeux du jour n'ont pas pu s'ouvrir\u{a0}: il n'y a pas de connexion."),
    )
}
