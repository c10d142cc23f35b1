//! The app: a header with the language toggle, and the page of the current hash route.
//!
//! Each page is mounted on its own (`mount_to`) into the page box and unmounted when the route
//! changes, rather than switched inside one reactive view: a switched view would make Leptos
//! compile a "rebuild" of every page's whole view tree, which costs the wasm many KB and is
//! never used (a new route always draws a new page).

use std::any::Any;

use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

#[cfg(not(feature = "designer"))]
use crate::games;
use crate::i18n::{self, tr, UiLang};
#[cfg(not(feature = "designer"))]
use crate::library::Library;
use crate::offline::{self, Offline};
#[cfg(not(feature = "designer"))]
use crate::pages;
#[cfg(not(feature = "designer"))]
use crate::player::Missing;
use crate::route::{self, Route};
use crate::speech;
use crate::storage;

#[component]
pub fn App() -> impl IntoView {
    let lang = i18n::provide().0;
    let voice = speech::provide();
    let storage_failed = RwSignal::new(false);
    storage::watch(storage_failed);
    let offline = RwSignal::new(Offline::Unknown);
    offline::start(offline);
    let page = RwSignal::new(route::current());
    let handle = window_event_listener(leptos::ev::hashchange, move |_| page.set(route::current()));
    on_cleanup(move || handle.remove());
    Effect::new(move |_| {
        let code = if lang.get() == tablier::lang::Lang::Fr { "fr" } else { "en" };
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", code);
        }
    });
    // A file dropped outside the library is not opened by the browser in place of the app.
    let over = window_event_listener(leptos::ev::dragover, |ev| ev.prevent_default());
    let drop = window_event_listener(leptos::ev::drop, |ev| ev.prevent_default());
    on_cleanup(move || {
        over.remove();
        drop.remove();
    });
    let host = NodeRef::<leptos::html::Div>::new();
    let mounted = StoredValue::new_local(None::<Box<dyn Any>>);
    // Pages shown so far.
    #[cfg(not(feature = "designer"))]
    let shown = StoredValue::new(0u32);
    // Whether the library is the page shown, and how far it was scrolled when left.
    #[cfg(not(feature = "designer"))]
    let (library_shown, library_at) = (StoredValue::new(false), StoredValue::new(None::<f64>));
    Effect::new(move |_| {
        let route = page.get();
        let Some(el) = host.get() else { return };
        if route::leave_for_other_bundle(&route) {
            return;
        }
        // The user's games saved by an older build (maybe in another tab) are checked first, so
        // that none is missing from the library or a link; then the page is drawn.
        #[cfg(not(feature = "designer"))]
        let unjudged = games::unjudged();
        #[cfg(not(feature = "designer"))]
        if unjudged && games::out_of_reach_before() {
            // Already out of reach once in this visit: tried again behind the page, which does
            // not wait a second time (the library shows the games once judged).
            leptos::task::spawn_local(games::check_saved());
        } else if unjudged {
            // Said meanwhile (a moment; up to the check's time limit when the network hangs).
            mounted.set_value(None);
            let host: web_sys::HtmlElement = el.unchecked_into();
            mounted.set_value(Some(Box::new(mount_to(host, move || {
                provide_context(UiLang(lang));
                view! {
                    <main class="missing">
                        <p role="status" data-testid="checking-games">
                            {move || tr(lang.get(), "Checking your games…", "Vérification de vos jeux…")}
                        </p>
                    </main>
                }
            }))));
            let before = shown.get_value();
            leptos::task::spawn_local(async move {
                games::check_saved().await;
                // Unless a page was shown meanwhile (another route, while this one waited): a
                // game being played is not drawn again.
                if shown.try_get_value() == Some(before) {
                    page.set(route::current());
                }
            });
            return;
        }
        #[cfg(not(feature = "designer"))]
        shown.update_value(|n| *n += 1);
        #[cfg(not(feature = "designer"))]
        if library_shown.get_value() {
            library_at.set_value(window().scroll_y().ok());
        }
        #[cfg(not(feature = "designer"))]
        library_shown.set_value(route == Route::Library);
        // Unmount the page shown before.
        mounted.set_value(None);
        let el: web_sys::HtmlElement = el.unchecked_into();
        let handle: Box<dyn Any> = match route {
            #[cfg(not(feature = "designer"))]
            Route::Library => {
                let library = mount_to(el, move || {
                    provide_context(UiLang(lang));
                    view! { <Library /> }
                });
                // Back from a game, the child finds the cards where they were.
                if let Some(y) = library_at.get_value() {
                    window().scroll_to_with_x_and_y(0.0, y);
                }
                Box::new(library)
            }
            #[cfg(feature = "designer")]
            Route::New => Box::new(mount_to(el, move || {
                provide_context(UiLang(lang));
                view! { <crate::designer::Starts /> }
            })),
            #[cfg(feature = "designer")]
            Route::Edit { id } => Box::new(mount_to(el, move || {
                provide_context(UiLang(lang));
                view! { <crate::designer::Designer id=id.clone() /> }
            })),
            #[cfg(not(feature = "designer"))]
            Route::New | Route::Edit { .. } => return,
            #[cfg(feature = "designer")]
            Route::Library | Route::Play { .. } => return,
            #[cfg(not(feature = "designer"))]
            Route::Play { id, seed } => match games::find(&id) {
                Some(entry) => {
                    // The player's code is fetched first (pages.rs); then it is mounted unless
                    // another page was asked for meanwhile.
                    mounted.set_value(Some(pages::loading(el.clone(), lang, entry.game.design.name.clone())));
                    let (before, owner) = (shown.get_value(), Owner::current());
                    leptos::task::spawn_local(async move {
                        let loaded = pages::load_player().await.is_ok();
                        if shown.try_get_value() != Some(before) {
                            return;
                        }
                        mounted.set_value(None);
                        let handle = match (loaded, owner) {
                            (true, Some(owner)) => pages::player(owner, el.clone(), entry, seed, lang).await.ok(),
                            _ => None,
                        };
                        let handle =
                            handle.unwrap_or_else(|| pages::not_loaded(el, lang, move || page.set(route::current())));
                        mounted.set_value(Some(handle));
                    });
                    return;
                }
                None => {
                    let why = games::why_not(&id);
                    Box::new(mount_to(el, move || {
                        provide_context(UiLang(lang));
                        view! { <Missing why=why /> }
                    }))
                }
            },
        };
        mounted.set_value(Some(handle));
    });
    view! {
        <header class="top">
            <a class="brand" href="#/">"Tablier"</a>
            {move || (offline.get() != Offline::Unknown).then(|| view! {
                <span class="offline-ready" data-testid="offline-ready">
                    {move || tr(lang.get(), "✓ Works offline", "✓ Marche sans Internet")}
                </span>
            })}
            <button class="voice" data-testid="read-aloud" aria-pressed=move || voice.0.get().to_string()
                on:click=move |_| speech::toggle(voice)>
                {speech::speaker_icon()}
                <span class="voice-word">{move || tr(lang.get(), "Read aloud", "Lire à voix haute")}</span>
            </button>
            // The visible "FR" starts the button's name (what a voice-control user says).
            <button class="lang" data-testid="lang" on:click=move |_| i18n::toggle(lang)>
                {move || tr(lang.get(), "FR", "EN")}
                <span class="visually-hidden" lang=move || tr(lang.get(), "fr", "en")>
                    {move || tr(lang.get(), ", passer en français", ", switch to English")}
                </span>
            </button>
        </header>
        {move || storage_failed.get().then(|| view! {
            <p class="storage-warning" role="alert" data-testid="storage-warning">
                {move || tr(lang.get(),
                    "Your browser's storage is full: this game is kept only until you close the page.",
                    "Le stockage de votre navigateur est plein : ce jeu n'est gardé que jusqu'à la fermeture de la page.")}
            </p>
        })}
        {move || (offline.get() == Offline::UpdateReady).then(|| view! {
            <p class="update-ready" role="status" data-testid="update-ready">
                <span>{move || tr(lang.get(), "A new version of Tablier is ready.", "Une nouvelle version de Tablier est prête.")}</span>
                <button class="big" data-testid="update" on:click=move |_| offline::update()>
                    {move || tr(lang.get(), "Update", "Mettre à jour")}
                </button>
            </p>
        })}
        <div class="page" node_ref=host></div>
    }
}
