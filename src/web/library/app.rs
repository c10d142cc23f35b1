//! The children's app: the frame (`shared/frame.rs`) with the library's routes: the library
//! (`#/`), a game (`#/play/<id>`), a game carried by a link (`#/shared/…`) and the teacher's
//! page of the children and their results (`#/class`), and a set of games carried by a link
//! (`#/set/…`); the designer's
//! routes go to its page. The user's games
//! saved by an older build are judged first (`judging`), so that none is missing from the
//! library or a link.

use leptos::prelude::*;
use tablier::lang::Lang;

use crate::judging;
use crate::library::Library;
use crate::loader::Mount;
use crate::player_page;
use crate::shared::frame::{Frame, Pages};
use crate::shared::games;
use crate::shared::i18n::tr;
use crate::shared::route::Route;
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
            Route::Library => {
                pages.show(|| view! { <Library /> });
                // Back from a game, the child finds the cards where they were.
                if let Some(y) = library_at.get_value() {
                    window().scroll_to_with_x_and_y(0.0, y);
                }
            }
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
        let handle = page.unwrap_or_else(|_| player_page::not_loaded(el, lang, move || pages.redraw()));
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
    pages.keep(player_page::loading(el.clone(), lang, entry.game.design.name.clone()));
    let (before, owner) = (shown.get_value(), Owner::current());
    leptos::task::spawn_local(async move {
        // (The player's panels are asked for once its board is on the screen: player/panels.rs.)
        let loaded = player_page::load_player().await.is_ok();
        if shown.try_get_value() != Some(before) {
            return;
        }
        pages.clear();
        let handle = match (loaded, owner) {
            (true, Some(owner)) => player_page::player(owner, el.clone(), entry, seed, lang).await.ok(),
            _ => None,
        };
        let handle = handle.unwrap_or_else(|| player_page::not_loaded(el, lang, move || pages.redraw()));
        pages.keep(handle);
    });
}
