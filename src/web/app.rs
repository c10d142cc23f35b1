//! The app: a header with the language toggle, and the page of the current hash route.

use leptos::prelude::*;

use crate::i18n::{self, tr};
use crate::library::Library;
use crate::player::Player;
use crate::route::{self, Route};
use crate::storage;

#[component]
pub fn App() -> impl IntoView {
    let lang = i18n::provide().0;
    let storage_failed = RwSignal::new(false);
    storage::watch(storage_failed);
    let page = RwSignal::new(route::current());
    let handle = window_event_listener(leptos::ev::hashchange, move |_| page.set(route::current()));
    on_cleanup(move || handle.remove());
    Effect::new(move |_| {
        let code = if lang.get() == tablier::lang::Lang::Fr { "fr" } else { "en" };
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", code);
        }
    });
    view! {
        <header class="top">
            <a class="brand" href="#/">"Tablier"</a>
            <button class="lang" data-testid="lang" on:click=move |_| i18n::toggle(lang)
                aria-label=move || tr(lang.get(), "Passer en français", "Switch to English")>
                {move || tr(lang.get(), "FR", "EN")}
            </button>
        </header>
        {move || storage_failed.get().then(|| view! {
            <p class="storage-warning" role="alert" data-testid="storage-warning">
                {move || tr(lang.get(),
                    "Your browser's storage is full: this game is kept only until you close the page.",
                    "Le stockage de votre navigateur est plein : ce jeu n'est gardé que jusqu'à la fermeture de la page.")}
            </p>
        })}
        {move || match page.get() {
            Route::Library => view! { <Library /> }.into_any(),
            Route::Play { id, seed } => view! { <Player id=id seed=seed /> }.into_any(),
        }}
    }
}
