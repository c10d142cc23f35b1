//! The player, kept out of the children's first load: scripts/web-split.mjs cuts its code into
//! a wasm module of its own at the `wasm_split` mark below, fetched when a game is opened (the
//! library shows without it; the service worker keeps it for offline play with the rest).

use std::any::Any;

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use tablier::lang::Lang;

use crate::loader::mount_under;
use crate::player::{OnFinished, Player};
use crate::shared::games::Entry;
use crate::shared::i18n::tr;
use crate::shared::split::{failed, opening, NotLoaded, Said};

/// The player's page mounted into `host`, under `owner` (where the app's language and voice
/// are found); a new game is dealt with `fresh` when no seed was asked (the board drawn while
/// the code came: `coming`). `load` fetches its module without playing.
#[wasm_split(player, wasm_split_path = ::leptos::wasm_split, fallible, preload(load_player))]
pub fn player(
    owner: Owner,
    host: web_sys::HtmlElement,
    entry: Entry,
    seed: Option<u64>,
    fresh: Option<u64>,
    lang: RwSignal<Lang>,
) -> Result<Box<dyn Any>, NotLoaded> {
    Ok(mount_under(owner, host, lang, move || {
        provide_context(OnFinished(Callback::new(|(game, play, seats, who)| {
            leptos::task::spawn_local(async move {
                // Its code came with the player's panels (the end card's), right after the board.
                let _ = crate::results::record_result(game, play, seats, who).await;
            });
        })));
        view! { <Player entry=entry seed=seed fresh=fresh /> }
    }))
}

/// Fetches the player's module (and tells `coming` once it came).
pub async fn load() -> Result<(), NotLoaded> {
    load_player().await?;
    crate::coming::came();
    Ok(())
}

/// The big way back to the library.
fn all_games(lang: RwSignal<Lang>) -> impl IntoView {
    view! { <a class="button big" href="#/" data-testid="all-games">{move || tr(lang.get(), "All games", "Tous les jeux")}</a> }
}

/// The page while the player's module is fetched: the game's name, or with `seed` the board
/// as the game will start (`coming::seed`).
pub fn loading(host: web_sys::HtmlElement, lang: RwSignal<Lang>, entry: &Entry, seed: Option<u64>) -> Box<dyn Any> {
    if let Some(seed) = seed {
        return crate::coming::page(host, lang, entry, seed);
    }
    let name = entry.game.design.name.clone();
    Box::new(mount_to(
        host,
        move || view! { <main class="missing opening-page">{opening(lang, name)}{all_games(lang)}</main> },
    ))
}

/// The page when the player's module could not be fetched; `open` opens the game once it is.
pub fn not_loaded(
    host: web_sys::HtmlElement,
    lang: RwSignal<Lang>,
    open: impl Fn() + Clone + Send + Sync + 'static,
) -> Box<dyn Any> {
    // A child reads it: short, and "tu" in French as the player's words.
    const SAID: Said = [
        ("The game could not open: there is no connection.", "Le jeu n'a pas pu s'ouvrir\u{a0}: il n'y a pas de connexion."),
        (
            "Still no connection: ask an adult to check the Wi-Fi.",
            "Toujours pas de connexion\u{a0}: demande à un adulte de vérifier le Wi-Fi.",
        ),
    ];
    Box::new(mount_to(host, move || {
        view! { <main class="missing">{failed(lang, SAID, load, open)}{all_games(lang)}</main> }
    }))
}
