//! The children's app: the frame (`shared/frame.rs`) with the library's routes: the library
//! (`#/`), a game (`#/play/<id>`), a game carried by a link (`#/shared/…`) and the teacher's
//! page of the children and their results (`#/class`), and a set of games carried by a link
//! (`#/set/…`); the designer's
//! routes go to its page. The user's games
//! saved by an older build are judged first (`judging`), so that none is missing from the
//! library or a link.

use leptos::prelude::*;
use tablier::lang::Lang;

use crate::builtin;
use crate::judging;
use crate::loader::Mount;
use crate::library_page;
use crate::player_page;
use crate::shared::frame::{Frame, Pages};
use crate::shared::games;
use crate::shared::i18n::tr;
use crate::shared::route::Route;
use crate::shared::split::failed;
use crate::unplayable::{why_not, Unplayable};

#[component]
pub fn App() -> impl IntoView {
    // Pages shown so far.
    let shown = StoredValue::new(0u32);
    // Whether the library is the page shown, and how far it was scrolled when left.
    let (library_shown, library_at) = (StoredValue::new(false), StoredValue::new(None::<f64>));
    let show = move |route: Route, pages: Pages| {
        if matches!(route, Route::Edit { .. } | Route::New) {
            return route.leave();
        }
        if builtin::needed(&route).is_some_and(|which| !builtin::has_builtin(which.as_deref())) {
            if route == Route::Library {
                // The library's code comes meanwhile, not after.
                leptos::task::spawn_local(async {
                    let _ = library_page::load_library().await;
                });
            }
            return builtin_first(pages, shown);
        }
        if judging::unjudged() {
            if judging::out_of_reach_before() {
                // Already out of reach once in this visit: tried again behind the page, which
                // does not wait a second time (the library shows the games once judged).
                leptos::task::spawn_local(judging::check_saved());
            } else {
                return check_first(pages, shown);
            }
        }
        shown.update_value(|n| *n += 1);
        if library_shown.get_value() {
            library_at.set_value(window().scroll_y().ok());
        }
        library_shown.set_value(route == Route::Library);
        match route {
            Route::Library => open_library(pages, shown, library_at),
            Route::Play { id, seed } => match games::find(&id) {
                Some(entry) => play(pages, shown, entry, seed),
                None => {
                    let why = why_not(&id);
                    pages.show(move || view! { <Unplayable why=why /> });
                }
            },
            Route::Shared { payload } => open_link(pages, shown, payload),
            Route::Class => open_module(pages, shown, |_, lang| {
                Box::new(move |owner, el| Box::pin(crate::classroom::class_page(owner, el, lang)))
            }),
            Route::Set { payload } => open_module(pages, shown, |_, lang| {
                Box::new(move |owner, el| Box::pin(crate::handout::set_page(owner, el, payload, lang)))
            }),
            Route::Edit { .. } | Route::New => {}
        }
    };
    view! { <Frame show=show keeps_designer=|| !crate::mode::child() /> }
}

/// The user's games wait for this build's checks: said meanwhile (a moment; up to the check's
/// time limit when the network hangs), then the page is drawn.
fn check_first(pages: Pages, shown: StoredValue<u32>) {
    let lang = pages.lang;
    pages.show(move || checking(lang));
    // A page of its own: a game still opening (its code coming) is not drawn over it.
    shown.update_value(|n| *n += 1);
    let before = shown.get_value();
    leptos::task::spawn_local(async move {
        judging::check_saved().await;
        // Unless a page was shown meanwhile (another route, while this one waited): a game
        // being played is not drawn again.
        if shown.try_get_value() == Some(before) {
            pages.redraw();
        }
    });
}

/// The built-in games are fetched first when this page needs one not at hand (`builtin`: the
/// library, or another game, after a game opened by its link): all of them, so that the next
/// page has them. Said after a moment; when they cannot be fetched, the page says so with Try
/// again.
fn builtin_first(pages: Pages, shown: StoredValue<u32>) {
    let lang = pages.lang;
    // A page of its own: a game still opening (its code coming) is not drawn over it.
    shown.update_value(|n| *n += 1);
    let before = shown.get_value();
    let redraw = move || {
        // Unless a page was shown meanwhile (another route, while this one waited).
        if shown.try_get_value() == Some(before) {
            pages.redraw();
        }
    };
    pages.show(move || opening_games(lang));
    leptos::task::spawn_local(async move {
        if builtin::fetch_builtin(None).await.is_ok() {
            return redraw();
        }
        if shown.try_get_value() != Some(before) {
            return;
        }
        let fetch = || builtin::fetch_builtin(None);
        pages.show(move || view! { <main class="missing">{failed(lang, library_page::SAID, fetch, redraw)}</main> });
    });
}

/// Said while the games, or the library's code, come: after a moment (style/app.css), as they
/// are usually at hand.
fn opening_games(lang: RwSignal<Lang>) -> impl IntoView {
    view! {
        <main class="missing">
            <div class="game-loading late">
                <div class="wheel" aria-hidden="true"></div>
                <p role="status" data-testid="loading-games">{move || tr(lang.get(), "Opening the games…", "Ouverture des jeux…")}</p>
            </div>
        </main>
    }
}

/// The library: its code is fetched first (`library_page`; said after a moment meanwhile),
/// then it is mounted unless another page was asked for meanwhile, scrolled where the child
/// left it (`at`); when the code cannot be fetched, the page says so with "Try again".
fn open_library(pages: Pages, shown: StoredValue<u32>, at: StoredValue<Option<f64>>) {
    let lang = pages.lang;
    let (before, owner) = (shown.get_value(), Owner::current());
    pages.show(move || opening_games(lang));
    leptos::task::spawn_local(async move {
        let loaded = library_page::load_library().await.is_ok();
        let (Some(el), true) = (pages.host(), shown.try_get_value() == Some(before)) else { return };
        pages.clear();
        let handle = match (loaded, owner) {
            (true, Some(owner)) => library_page::library_page(owner, el.clone(), lang).await.ok(),
            _ => None,
        };
        match handle {
            Some(handle) => {
                pages.keep(handle);
                // Back from a game, the child finds the cards where they were.
                if let Some(y) = at.get_value() {
                    window().scroll_to_with_x_and_y(0.0, y);
                }
            }
            None => pages.keep(library_page::not_loaded(el, lang, still(pages, shown, before))),
        }
    });
}

/// Shows the page asked for again (once its code came), unless another was shown since `before`.
fn still(pages: Pages, shown: StoredValue<u32>, before: u32) -> impl Fn() + Clone + Send + Sync + 'static {
    move || {
        if shown.try_get_value() == Some(before) {
            pages.redraw();
        }
    }
}

fn checking(lang: RwSignal<Lang>) -> impl IntoView {
    view! {
        <main class="missing">
            <p role="status" data-testid="checking-games">
                {move || tr(lang.get(), "Checking your games…", "Vérification de vos jeux…")}
            </p>
        </main>
    }
}

/// A page from a module of its own (`loader::Mount`): its code is fetched first, then it is
/// mounted unless another page was asked for meanwhile; when the code cannot be fetched, the
/// page says so with "Try again".
fn open_module(pages: Pages, shown: StoredValue<u32>, mount: impl FnOnce(Owner, RwSignal<Lang>) -> Mount) {
    let (Some(el), lang) = (pages.host(), pages.lang) else { return };
    pages.clear();
    let (before, Some(owner)) = (shown.get_value(), Owner::current()) else { return };
    let mount = mount(owner.clone(), lang);
    leptos::task::spawn_local(async move {
        let page = mount(owner, el.clone()).await;
        if shown.try_get_value() != Some(before) {
            return;
        }
        let handle = page.unwrap_or_else(|_| player_page::not_loaded(el, lang, still(pages, shown, before)));
        pages.keep(handle);
    });
}

/// A game carried by a link (`sharing`); its "Play" opens the player here, under the app's
/// owner, not the link page's (which it replaces).
fn open_link(pages: Pages, shown: StoredValue<u32>, payload: String) {
    open_module(pages, shown, move |app, lang| {
        let play = Callback::new(move |entry| app.with(|| play(pages, shown, entry, None)));
        Box::new(move |owner, el| Box::pin(crate::sharing::link_page(owner, el, payload, play, lang)))
    });
}

/// A game: the player's code is fetched first (`player_page`); then it is mounted unless
/// another page was asked for meanwhile.
fn play(pages: Pages, shown: StoredValue<u32>, entry: games::Entry, seed: Option<u64>) {
    let (Some(el), lang) = (pages.host(), pages.lang) else { return };
    pages.clear();
    let fresh = crate::coming::seed(&entry, seed);
    pages.keep(player_page::loading(el.clone(), lang, &entry, fresh));
    let (before, owner) = (shown.get_value(), Owner::current());
    leptos::task::spawn_local(async move {
        // (The player's panels are asked for once its board is on the screen: player/panels.rs.)
        let loaded = player_page::load().await.is_ok();
        if shown.try_get_value() != Some(before) {
            return;
        }
        pages.clear();
        let handle = match (loaded, owner) {
            (true, Some(owner)) => player_page::player(owner, el.clone(), entry, seed, fresh, lang).await.ok(),
            _ => None,
        };
        let handle = handle.unwrap_or_else(|| player_page::not_loaded(el, lang, still(pages, shown, before)));
        pages.keep(handle);
    });
}
