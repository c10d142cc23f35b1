//! The frame of both pages: a header with the language toggle, read aloud and the offline
//! word, and the box where the page of the current hash route is mounted by the bundle
//! (`library/app.rs`, `designer/app.rs`).
//!
//! Each page is mounted on its own (`mount_to`) into the page box and unmounted when the route
//! changes, rather than switched inside one reactive view: a switched view would make Leptos
//! compile a "rebuild" of every page's whole view tree, which costs the wasm many KB and is
//! never used (a new route always draws a new page).

use std::any::Any;

use leptos::mount::mount_to;
use leptos::prelude::*;
use tablier::lang::Lang;
use wasm_bindgen::JsCast;

use crate::shared::i18n::{self, tr, UiLang};
use crate::shared::offline::{self, Offline};
use crate::shared::route::{self, Route};
use crate::shared::{speech, storage};

/// The page box: the route shown, and the page mounted for it.
#[derive(Clone, Copy)]
pub struct Pages {
    /// The app's language, given to each page.
    pub lang: RwSignal<Lang>,
    route: RwSignal<Route>,
    host: NodeRef<leptos::html::Div>,
    mounted: StoredValue<Option<Box<dyn Any>>, LocalStorage>,
}

impl Pages {
    /// The element pages are mounted into.
    pub fn host(&self) -> Option<web_sys::HtmlElement> {
        self.host.get_untracked().map(|el| el.unchecked_into())
    }

    /// Mount `page` in place of the page shown; it finds the app's language in its context.
    pub fn show<V: IntoView + 'static>(&self, page: impl FnOnce() -> V + 'static) {
        let Some(host) = self.host() else { return };
        self.clear();
        let lang = self.lang;
        let handle = mount_to(host, move || {
            provide_context(UiLang(lang));
            page()
        });
        self.keep(Box::new(handle));
    }

    /// Keep a page mounted by other means (a module fetched later), in place of the page shown.
    pub fn keep(&self, handle: Box<dyn Any>) {
        self.mounted.set_value(Some(handle));
    }

    /// Unmount the page shown.
    pub fn clear(&self) {
        self.mounted.set_value(None);
    }

    /// Show the page of the current address again.
    pub fn redraw(&self) {
        self.route.set(route::current());
    }
}

/// The header, and the page box where `show` mounts the page of each route (it is given the
/// route only after the address changed). `keeps_designer`: see `offline::start`.
#[component]
pub fn Frame<F>(show: F, keeps_designer: fn() -> bool) -> impl IntoView
where
    F: Fn(Route, Pages) + 'static,
{
    let lang = i18n::provide().0;
    let voice = speech::provide();
    let storage_failed = RwSignal::new(false);
    storage::watch(storage_failed);
    let offline = RwSignal::new(Offline::Unknown);
    offline::start(offline, keeps_designer);
    let pages = Pages {
        lang,
        route: RwSignal::new(route::current()),
        host: NodeRef::new(),
        mounted: StoredValue::new_local(None),
    };
    let handle = window_event_listener(leptos::ev::hashchange, move |_| pages.redraw());
    on_cleanup(move || handle.remove());
    Effect::new(move |_| {
        let code = if lang.get() == Lang::Fr { "fr" } else { "en" };
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
    Effect::new(move |_| {
        let route = pages.route.get();
        if pages.host.get().is_some() {
            show(route, pages);
        }
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
                on:click=move |_| speech::toggle(voice, lang.get_untracked())>
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
                    "Le stockage de votre navigateur est plein\u{a0}: ce jeu n'est gardé que jusqu'à la fermeture de la page.")}
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
        <div class="page" node_ref=pages.host></div>
    }
}
