//! The player, kept out of the first load: scripts/web-split.mjs cuts its code into a wasm
//! module of its own at the `wasm_split` marks below, fetched when a game is opened (the
//! library shows without it; the service worker keeps it for offline play with the rest), or in
//! the designer's bundle when a game is first test-played (the designer opens without it).

use std::any::Any;

use leptos::mount::mount_to;
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use tablier::lang::Lang;
use tablier::model::Words;

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

/// Said while the player's module is fetched, with the game's name and a turning wheel, and a
/// way home: shown only after a moment (style/app.css), as the module is usually at hand.
fn opening(lang: RwSignal<Lang>, name: Words) -> impl IntoView {
    view! {
        <div class="opening late">
            <h1>{move || name.get(lang.get()).to_string()}</h1>
            <div class="wheel" aria-hidden="true"></div>
            <p role="status" data-testid="loading-game">{move || tr(lang.get(), "Opening the game…", "Ouverture du jeu…")}</p>
        </div>
    }
}

/// What is said when the fetch failed, then when it failed again (English, French).
type Said = [(&'static str, &'static str); 2];

/// Said when the player's module could not be fetched. Try again fetches it again (`fetch`),
/// says so for a moment at least (a tap that changes nothing looks broken), then opens the
/// game (`open`) or says the connection failed again.
fn failed<F>(
    lang: RwSignal<Lang>,
    said: Said,
    fetch: fn() -> F,
    open: impl Fn() + Clone + Send + Sync + 'static,
) -> impl IntoView
where
    F: std::future::Future<Output = Result<(), SplitLoaderError>> + 'static,
{
    let (trying, tries) = (RwSignal::new(false), RwSignal::new(1u32));
    let again = move |_| {
        if trying.get_untracked() {
            return;
        }
        trying.set(true);
        let open = open.clone();
        let started = js_sys::Date::now();
        leptos::task::spawn_local(async move {
            let ok = fetch().await.is_ok();
            let wait = (700.0 - (js_sys::Date::now() - started)).max(0.0) as u64;
            set_timeout(
                move || match ok {
                    true => open(),
                    false => {
                        trying.try_set(false);
                        tries.try_update(|n| *n += 1);
                    }
                },
                std::time::Duration::from_millis(wait),
            );
        });
    };
    view! {
        <p role="alert" data-testid="not-loaded">
            {move || match tries.get() {
                1 => tr(lang.get(), said[0].0, said[0].1).into_any(),
                _ => view! { <span data-testid="failed-again">{move || tr(lang.get(), said[1].0, said[1].1)}</span> }.into_any(),
            }}
        </p>
        <button class="big" data-testid="load-again" disabled=move || trying.get() on:click=again>
            {move || match trying.get() {
                true => tr(lang.get(), "Trying…", "Nouvel essai…"),
                false => tr(lang.get(), "Try again", "Réessayer"),
            }}
        </button>
    }
}

/// The big way back to the library.
#[cfg(not(feature = "designer"))]
fn all_games(lang: RwSignal<Lang>) -> impl IntoView {
    view! { <a class="button big" href="#/" data-testid="all-games">{move || tr(lang.get(), "All games", "Tous les jeux")}</a> }
}

/// The page while the player's module is fetched.
#[cfg(not(feature = "designer"))]
pub fn loading(host: web_sys::HtmlElement, lang: RwSignal<Lang>, name: Words) -> Box<dyn Any> {
    Box::new(mount_to(
        host,
        move || view! { <main class="missing opening-page">{opening(lang, name)}{all_games(lang)}</main> },
    ))
}

/// The page when the player's module could not be fetched; `open` opens the game once it is.
#[cfg(not(feature = "designer"))]
pub fn not_loaded(
    host: web_sys::HtmlElement,
    lang: RwSignal<Lang>,
    open: impl Fn() + Clone + Send + Sync + 'static,
) -> Box<dyn Any> {
    // A child reads it: short, and "tu" in French as the player's words.
    const SAID: Said = [
        ("The game could not open: there is no connection.", "Le jeu n'a pas pu s'ouvrir : il n'y a pas de connexion."),
        (
            "Still no connection: ask an adult to check the Wi-Fi.",
            "Toujours pas de connexion : demande à un adulte de vérifier le Wi-Fi.",
        ),
    ];
    Box::new(mount_to(host, move || {
        view! { <main class="missing">{failed(lang, SAID, load_player, open)}{all_games(lang)}</main> }
    }))
}

/// The designer's test-play of `play`, mounted into `host` under `owner`.
#[cfg(feature = "designer")]
#[wasm_split(test_play, wasm_split_path = ::leptos::wasm_split, fallible, preload(load_test_play))]
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
    const SAID: Said = [
        (
            "The test could not start: the connection failed. Check it, then try again.",
            "Le test n'a pas pu démarrer : la connexion a échoué. Vérifiez-la, puis réessayez.",
        ),
        (
            "Still no connection: check the Wi-Fi, then try again.",
            "Toujours pas de connexion : vérifiez le Wi-Fi, puis réessayez.",
        ),
    ];
    let lang = use_lang();
    let entry_name = entry.game.design.name.clone();
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
    let name = entry_name;
    view! {
        <div class="test-play" node_ref=host></div>
        {move || match shown.get() {
            None => Some(view! { <main class="missing">{opening(lang, name.clone())}</main> }.into_any()),
            Some(false) => {
                let again = again.clone();
                Some(view! { <main class="missing">{failed(lang, SAID, load_test_play, move || again())}</main> }.into_any())
            }
            Some(true) => None,
        }}
    }
}
