//! The player, kept out of the first load: scripts/web-split.mjs cuts its code into a wasm
//! module of its own at the `wasm_split` marks below, fetched when a game is opened (the
//! library shows without it; the service worker keeps it for offline play with the rest), or in
//! the designer's bundle when a game is first test-played (the designer opens without it).

use std::any::Any;

use leptos::mount::mount_to;
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use tablier::lang::Lang;

use crate::games::Entry;
use crate::i18n::tr;
#[cfg(feature = "designer")]
use crate::i18n::use_lang;
#[cfg(not(feature = "designer"))]
use crate::i18n::UiLang;
use crate::player::Player;

/// The player's module could not be fetched (the network failed before the service worker
/// kept it).
pub struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// The player's page mounted into `host`, under `owner` (where the app's language and voice
/// are found). `load_player` fetches its module without playing.
#[cfg(not(feature = "designer"))]
#[wasm_split(player, wasm_split_path = ::leptos::wasm_split, fallible, preload(load_player))]
pub fn player(
    owner: Owner,
    host: web_sys::HtmlElement,
    entry: Entry,
    seed: Option<u64>,
    lang: RwSignal<Lang>,
) -> Result<Box<dyn Any>, NotLoaded> {
    Ok(owner.with(|| {
        Box::new(mount_to(host, move || {
            provide_context(UiLang(lang));
            view! { <Player entry=entry seed=seed /> }
        })) as Box<dyn Any>
    }))
}

/// Said while the player's module is fetched: shown only after a moment (style/app.css), as
/// the module is usually at hand already.
fn opening(lang: RwSignal<Lang>) -> impl IntoView {
    view! {
        <p class="late" role="status" data-testid="loading-game">
            {move || tr(lang.get(), "Opening the game…", "Ouverture du jeu…")}
        </p>
    }
}

/// Said when the player's module could not be fetched, with a button that tries again.
fn failed(
    lang: RwSignal<Lang>,
    said: (&'static str, &'static str),
    again: impl Fn() + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <p role="alert" data-testid="not-loaded">{move || tr(lang.get(), said.0, said.1)}</p>
        <button class="big" data-testid="load-again" on:click=move |_| again()>
            {move || tr(lang.get(), "Try again", "Réessayer")}
        </button>
    }
}

/// The page while the player's module is fetched.
#[cfg(not(feature = "designer"))]
pub fn loading(host: web_sys::HtmlElement, lang: RwSignal<Lang>) -> Box<dyn Any> {
    Box::new(mount_to(host, move || view! { <main class="missing">{opening(lang)}</main> }))
}

/// The page when the player's module could not be fetched.
#[cfg(not(feature = "designer"))]
pub fn not_loaded(
    host: web_sys::HtmlElement,
    lang: RwSignal<Lang>,
    again: impl Fn() + Send + Sync + 'static,
) -> Box<dyn Any> {
    const SAID: (&str, &str) = (
        "The game could not be opened: the connection failed. Check it, then try again.",
        "Le jeu n'a pas pu s'ouvrir : la connexion a échoué. Vérifiez-la, puis réessayez.",
    );
    Box::new(mount_to(host, move || {
        view! {
            <main class="missing">
                {failed(lang, SAID, again)}
                <a class="button big" href="#/">{move || tr(lang.get(), "All games", "Tous les jeux")}</a>
            </main>
        }
    }))
}

/// The designer's test-play of `play`, mounted into `host` under `owner`.
#[cfg(feature = "designer")]
#[wasm_split(test_play, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn test_play(
    owner: Owner,
    host: web_sys::HtmlElement,
    entry: Entry,
    play: RwSignal<tablier::engine::Play>,
) -> Result<Box<dyn Any>, NotLoaded> {
    Ok(owner.with(|| {
        Box::new(mount_to(host, move || view! { <Player entry=entry seed=None shared=play /> })) as Box<dyn Any>
    }))
}

/// The designer's test-play: the player, once its module is fetched (said only if that takes a
/// moment, and when it fails, with a button that tries again).
#[cfg(feature = "designer")]
#[component]
pub fn TestPlay(entry: Entry, play: RwSignal<tablier::engine::Play>) -> impl IntoView {
    const SAID: (&str, &str) = (
        "The test could not start: the connection failed. Check it, then try again.",
        "Le test n'a pas pu démarrer : la connexion a échoué. Vérifiez-la, puis réessayez.",
    );
    let lang = use_lang();
    let host = NodeRef::<leptos::html::Div>::new();
    // None while the module is fetched, then whether the player is shown.
    let shown = RwSignal::new(None::<bool>);
    let mounted = StoredValue::new_local(None::<Box<dyn Any>>);
    let owner = Owner::current();
    let start = move || {
        let (Some(el), Some(owner)) = (host.get_untracked(), owner.clone()) else { return };
        let entry = entry.clone();
        shown.set(None);
        leptos::task::spawn_local(async move {
            let el: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(el);
            let handle = test_play(owner, el, entry, play).await.ok();
            // Unless the test-play ended meanwhile: then the player goes at once.
            if shown.try_set(Some(handle.is_some())).is_none() {
                mounted.set_value(handle);
            }
        });
    };
    let again = start.clone();
    host.on_load(move |_| start());
    view! {
        <div class="test-play" node_ref=host></div>
        {move || match shown.get() {
            None => Some(view! { <main class="missing">{opening(lang)}</main> }.into_any()),
            Some(false) => { let again = again.clone(); Some(view! { <main class="missing">{failed(lang, SAID, move || again())}</main> }.into_any()) }
            Some(true) => None,
        }}
    }
}
