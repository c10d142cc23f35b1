//! The library's page, kept out of a link's first load: scripts/web-split.mjs cuts its code
//! (the cards, the shelf, importing and checking a file, today's games…) into a wasm module of
//! its own at the `wasm_split` mark below. A child who opens a game by its link does not wait
//! for it (about 40 KB of Brotli, a fifth of a second on a slow school connection); the library's
//! own first visit fetches it with the main module in one file (web-split.mjs's pack).

use std::any::Any;

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use tablier::lang::Lang;

use crate::library::Library;
use crate::loader::mount_under;
use crate::shared::split::{failed, NotLoaded, Said};

/// The library mounted into `host`, under `owner`.
#[wasm_split(library, wasm_split_path = ::leptos::wasm_split, fallible, preload(load_library))]
pub fn library_page(owner: Owner, host: web_sys::HtmlElement, lang: RwSignal<Lang>) -> Result<Box<dyn Any>, NotLoaded> {
    Ok(mount_under(owner, host, lang, move || view! { <Library /> }))
}

/// Said when the games (their file, or the library's module) could not be fetched; a child
/// reads it: short, and "tu" in French as the player's words.
pub const SAID: Said = [
    ("The games could not open: there is no connection.", "Les jeux n'ont pas pu s'ouvrir\u{a0}: il n'y a pas de connexion."),
    (
        "Still no connection: ask an adult to check the Wi-Fi.",
        "Toujours pas de connexion\u{a0}: demande à un adulte de vérifier le Wi-Fi.",
    ),
];

/// The page when the library's module could not be fetched; `open` shows the library once it is.
pub fn not_loaded(host: web_sys::HtmlElement, lang: RwSignal<Lang>, open: impl Fn() + Clone + Send + Sync + 'static) -> Box<dyn Any> {
    Box::new(mount_to(host, move || view! { <main class="missing">{failed(lang, SAID, load_library, open)}</main> }))
}
