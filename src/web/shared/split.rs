//! What a page shows while a module cut from its bundle (the player: `library/player_page.rs`,
//! `designer/test_play.rs`) is fetched, and when it cannot be: scripts/web-split.mjs cuts the
//! wasm at their `wasm_split` marks.

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use tablier::lang::Lang;
use tablier::model::Words;

use crate::shared::i18n::tr;

/// The player's module could not be fetched (the network failed before the service worker
/// kept it).
pub struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// Said while the player's module is fetched, with the game's name and a turning wheel, and a
/// way home: shown only after a moment (style/app.css), as the module is usually at hand.
pub fn opening(lang: RwSignal<Lang>, name: Words) -> impl IntoView {
    view! {
        <div class="game-loading late">
            <h1>{move || name.get(lang.get()).to_string()}</h1>
            <div class="wheel" aria-hidden="true"></div>
            <p role="status" data-testid="loading-game">{move || tr(lang.get(), "Opening the game…", "Ouverture du jeu…")}</p>
        </div>
    }
}

/// What is said when the fetch failed, then when it failed again (English, French).
pub type Said = [(&'static str, &'static str); 2];

/// Said when the player's module could not be fetched. Try again fetches it again (`fetch`),
/// says so for a moment at least (a tap that changes nothing looks broken), then opens the
/// game (`open`) or says the connection failed again.
pub fn failed<F, E>(
    lang: RwSignal<Lang>,
    said: Said,
    fetch: impl Fn() -> F + Clone + Send + Sync + 'static,
    open: impl Fn() + Clone + Send + Sync + 'static,
) -> impl IntoView
where
    F: std::future::Future<Output = Result<(), E>> + 'static,
{
    let (trying, tries) = (RwSignal::new(false), RwSignal::new(1u32));
    let again = move |_| {
        if trying.get_untracked() {
            return;
        }
        trying.set(true);
        let (open, fetch) = (open.clone(), fetch.clone());
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
