//! The library (`#/`): every game as a big card with a small picture of its board; tap to
//! play. The user's own games (imported with the file picker or by dropping a file on the
//! page, or duplicated) can be exported and deleted; a deletion can be undone for a while.
//! In child mode (see `mode`) only the games are shown, to play.

use leptos::prelude::*;

use crate::adding;
use crate::cards::Cards;
use crate::deletion::{DeletedBar, Deletion};
use crate::import::{Adder, Import, ImportButton, ImportRefusal, ImportStatus};
use crate::judging::JUDGED;
use crate::mode::{self, ModeSwitch};
use crate::shared::games::USER_KEY;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::route::Route;
use crate::shelf::Shelf;
use crate::handout::SetLoader;
use crate::today::TodayBar;
use crate::unchecked::Unchecked;

#[component]
pub fn Library() -> impl IntoView {
    let lang = use_lang();
    let child = RwSignal::new(mode::child());
    let shelf = Shelf::load();
    let today = RwSignal::new(crate::today::today());
    let adder = Adder::new(shelf, lang, today);
    // Today's games' panel is open.
    let choosing = RwSignal::new(false);
    let choices = move || {
        shelf.games().into_iter().map(|e| (e.id.clone(), e.game.design.name.text(), e.json.clone(), e.builtin)).collect::<Vec<_>>()
    };
    let deletion = Deletion::new(shelf);
    // A deletion's word replaces the last addition's (the game added may be the one deleted).
    Effect::new(move |_| {
        if deletion.shown() {
            adder.state.update(Import::after_deletion);
        }
    });
    // A file dropped anywhere on the page is imported (the app stops the browser opening it).
    let drop = window_event_listener(leptos::ev::drop, move |ev| {
        ev.prevent_default();
        if let Some(file) = adding::dropped(&ev).filter(|_| !child.get_untracked()) {
            adder.file(file);
        }
    });
    // A game saved in another tab (the designer's, beside this one) shows here at once.
    let elsewhere = window_event_listener(leptos::ev::storage, move |ev| {
        if ev.key().as_deref() == Some(USER_KEY) {
            shelf.reload();
        }
    });
    // Saved games judged late (the thinking bundle slow to load) show as soon as they are.
    let judged = window_event_listener_untyped(JUDGED, move |_| shelf.reload());
    on_cleanup(move || {
        drop.remove();
        elsewhere.remove();
        judged.remove();
    });
    view! {
        <main class="library">
            <h1 class="visually-hidden">{move || tr(lang.get(), "Games", "Jeux")}</h1>
            // At the top, where nothing moves when the educator's buttons appear below.
            <ModeSwitch child=child />
            // At the top, reached without scrolling on a tablet; what was just added (or
            // refused) right under them, above the educator's own games, which come first.
            <div class="library-tools" hidden=move || child.get()>
                <a class="button big primary" href=Route::New.href() data-testid="new-game">
                    {move || tr(lang.get(), "+ New game", "+ Nouveau jeu")}
                </a>
                <ImportButton adder=adder />
                <button class="big" data-testid="today" aria-expanded=move || choosing.get().to_string()
                    on:click=move |_| choosing.update(|c| *c = !*c)>
                    {move || tr(lang.get(), "★ Today's games", "★ Jeux du jour")}
                </button>
                <a class="button big" href=Route::Class.href() data-testid="class">
                    {move || tr(lang.get(), "Children, results, settings", "Enfants, résultats, réglages")}
                </a>
            </div>
            <Show when=move || choosing.get() && !child.get()>
                <SetLoader games=choices() today=today close=Callback::new(move |_| choosing.set(false)) />
            </Show>
            <TodayBar today=today child=child shelf=shelf />
            <ImportStatus adder=adder />
            <ImportRefusal adder=adder />
            // Above the cards, where the educator looks for the game missing from them.
            <Unchecked shelf=shelf child=child />
            <Cards shelf=shelf adder=adder deletion=deletion child=child today=today />
            <DeletedBar deletion=deletion />
        </main>
    }
}
