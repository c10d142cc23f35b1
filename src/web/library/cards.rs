//! The library's cards: every game that plays, a big card with a small picture of its board,
//! tapped to play; for the educator, its tools (edit, export, duplicate, delete); and after
//! them, for the educator only, the user's games that can no longer be played.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use leptos::prelude::*;
use tablier::engine::Play;

use crate::deletion::Deletion;
use crate::import::{Adder, Import};
use crate::player::markup::Picture;
use crate::shared::files;
use crate::shared::games::Entry;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::route::{self, Route};
use crate::shared::speech;
use crate::handout::PrintLoader;
use crate::sharing::ShareLoader;
use crate::shelf::{Faulty, Shelf};

/// Whether the library listed every card once in this page.
static LISTED: AtomicBool = AtomicBool::new(false);

/// How many cards the first screen shows, from the window's size and the cards' grid
/// (`style/app.css`: the library's 12 px sides, columns of at least 260 px, 14 px apart; a card
/// about 280 px high under a header of about 124): two columns of three on a tablet held
/// upright, three cards on a phone. A scroll bar can only make fewer columns: never too few cards.
/// A card whose top is in the screen's last 60 px counts as not shown: its picture comes a frame
/// later, as every other card's. Each picture drawn before the first paint delays it (a slow
/// tablet lays out about 20 ms of pictures for each card).
fn first_screen() -> usize {
    let size = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    let window = web_sys::window();
    let (width, height) = window.map_or((0.0, 0.0), |w| (size(w.inner_width()), size(w.inner_height())));
    let columns = ((width - 24.0 + 14.0) / (260.0 + 14.0)).floor().max(1.0);
    let rows = ((height - 124.0 - 60.0) / (280.0 + 14.0)).floor().max(0.0) + 1.0;
    (columns * rows) as usize
}

#[component]
pub fn Cards(shelf: Shelf, adder: Adder, deletion: Deletion, child: RwSignal<bool>, today: RwSignal<Vec<String>>) -> impl IntoView {
    let faulty = move || if child.get() { Vec::new() } else { shelf.faulty() };
    // Children see today's games, or only the teacher's own when the teacher asked so (never
    // an empty library: `today::for_children`).
    let hide = crate::tablet::hides_builtin();
    // The first screen's cards come at once, the others once it is painted: a slow tablet
    // shows its first games without waiting to read and draw every game (fifteen and more).
    // Children's games chosen among all (today's, the teacher's own only) are listed whole.
    // Back from a game, every card is there at once: the page goes back to where the child had
    // scrolled (the games are read already; only the pictures wait for the paint).
    let all = RwSignal::new(false);
    let back = LISTED.load(Ordering::Relaxed);
    crate::shared::paint::after_paint(move || {
        if all.try_set(true).is_none() {
            LISTED.store(true, Ordering::Relaxed);
        }
    });
    let first = first_screen();
    let games = move || {
        let child = child.get();
        today.with(|t| {
            let whole = back || all.get() || (child && crate::today::chooses(t, hide));
            let games = shelf.first_games(if whole { usize::MAX } else { first });
            match child {
                true => crate::today::for_children(games, t, hide),
                false => games,
            }
        })
    };
    let drawn = move |index: usize| if index < first { Signal::stored(true) } else { all.into() };
    view! {
        <div class="cards">
            // A card stays drawn while its game is the same: the compiled game is kept for each
            // game's JSON (`games::compile`), and a new version is a new one.
            <For each=move || games().into_iter().enumerate() key=|(_, e)| (e.id.clone(), Arc::as_ptr(&e.game) as usize) let((index, entry))>
                <Card entry=entry adder=adder deletion=deletion child=child today=today drawn=drawn(index) />
            </For>
            <For each=faulty key=|f| (f.id.clone(), f.mark.clone()) let(game)>
                <FaultyCard game=game deletion=deletion />
            </For>
        </div>
    }
}

/// A game that plays: tapped, it opens; the educator's tools below it.
#[component]
fn Card(
    entry: Entry,
    adder: Adder,
    deletion: Deletion,
    child: RwSignal<bool>,
    today: RwSignal<Vec<String>>,
    /// Whether its picture is drawn yet (`first_screen`).
    drawn: Signal<bool>,
) -> impl IntoView {
    let lang = use_lang();
    let mut play = Play::new(entry.game.clone(), 1, entry.players());
    // A memory's cards lie face down: every third is shown face up, so that two memories'
    // pictures differ (the picture shows no game in progress, nothing is given away).
    for t in play.state.tokens.iter_mut().filter(|t| !t.face_up).step_by(3) {
        t.face_up = true;
    }
    let design = &entry.game.design;
    // The goal: the description written, else one made from the rules and the game's words.
    let (shown_name, description) = (design.name.text(), tablier::engine::goal_text(design));
    // The file and the undo bar keep the name in the language of the moment they are made.
    let name = shown_name.get(lang.get_untracked()).to_string();
    let id = entry.id.clone();
    // The sharing panel, opened under the card (the user's own games: the built-in ones are
    // on every tablet already).
    let sharing = RwSignal::new(false);
    // The game's sheet to print, shown over the page.
    let printing = RwSignal::new(false);
    let printed = entry.clone();
    let (shared_name, shared_json) = (name.clone(), entry.json.clone());
    let play_href = Route::Play { id: id.clone(), seed: None }.href();
    let said = shown_name.clone();
    let hook = id.clone();
    let todays = move || !child.get() && today.with(|t| t.contains(&id));
    view! {
        <div class="card-wrap" data-testid="game" data-game=hook>
            // Read aloud, the game's name as it opens: a child who does not read hears what they chose.
            <a class="card" href=play_href data-testid="game-card"
                on:click=move |_| speech::say(said.get(lang.get_untracked()), lang.get_untracked())>
                <div class="card-picture">
                    {move || drawn.get().then(|| view! { <Picture play=play.clone() /> })}
                </div>
                <h2>
                    // Only when it is one: the name's text stays the name otherwise.
                    {move || todays().then(|| view! {
                        <span class="today-mark" data-testid="today-mark" aria-label=move || tr(lang.get(), "Today's game", "Jeu du jour")>"★ "</span>
                    })}
                    {move || shown_name.get(lang.get()).to_string()}
                </h2>
                <p>{move || description.get(lang.get()).to_string()}</p>
            </a>
            // Not built for a child: fifteen cards' tools were a good part of the library's start.
            <Show when=move || !child.get()>
                <CardTools entry=entry.clone() adder=adder deletion=deletion printing=printing sharing=sharing />
            </Show>
            <Show when=move || printing.get()>
                <PrintLoader entry=printed.clone() close=Callback::new(move |_| printing.set(false)) />
            </Show>
            <Show when=move || sharing.get() && !child.get()>
                <ShareLoader name=shared_name.clone() json=shared_json.clone() close=Callback::new(move |_| sharing.set(false)) />
            </Show>
        </div>
    }
}

/// The educator's tools under a card: edit, export, print, duplicate, and for the user's own
/// games share and delete.
#[component]
fn CardTools(entry: Entry, adder: Adder, deletion: Deletion, printing: RwSignal<bool>, sharing: RwSignal<bool>) -> impl IntoView {
    let lang = use_lang();
    // The file and the undo bar keep the name in the language of the moment they are made.
    let name = entry.game.design.name.text().get(lang.get_untracked()).to_string();
    let file = files::file_name(&name);
    let (id, json, builtin) = (entry.id.clone(), entry.json.clone(), entry.builtin);
    let edit_href = route::edit_href(&id);
    let edit = move || match builtin {
        true => tr(lang.get(), "Edit a copy", "Modifier une copie"),
        false => tr(lang.get(), "Edit", "Modifier"),
    };
    view! {
        <div class="card-actions">
            <a class="button" href=edit_href data-testid="edit">{edit}</a>
            <button data-testid="export" on:click=move |_| files::download(&file, &json)>
                {move || tr(lang.get(), "Export", "Exporter")}
            </button>
            <button data-testid="print-card" on:click=move |_| printing.set(true)>
                {move || tr(lang.get(), "Print", "Imprimer")}
            </button>
            <button data-testid="duplicate" disabled=move || adder.state.with(Import::checking)
                on:click=move |_| adder.duplicate(entry.clone())>
                {move || tr(lang.get(), "Duplicate", "Dupliquer")}
            </button>
            {(!builtin).then(|| view! {
                <button data-testid="share" aria-expanded=move || sharing.get().to_string()
                    on:click=move |_| sharing.update(|s| *s = !*s)>
                    {move || tr(lang.get(), "Share", "Partager")}
                </button>
                <button data-testid="delete" on:click=move |_| deletion.delete(&id, name.clone())>
                    {move || tr(lang.get(), "Delete", "Supprimer")}
                </button>
            })}
        </div>
    }
}

/// A game of the user's that the checks refuse: its name, why it cannot be played, and the
/// ways to keep the work (the designer lists its problems).
#[component]
fn FaultyCard(game: Faulty, deletion: Deletion) -> impl IntoView {
    let lang = use_lang();
    let name = game.name.get(lang.get_untracked()).to_string();
    let file = files::file_name(&name);
    let Faulty { id, name: shown_name, json, opens, .. } = game;
    let (edit_href, hook) = (route::fix_href(&id), id.clone());
    let why = move || {
        match opens {
        true => tr(lang.get(),
            "⚠ This game has mistakes and cannot be played (Tablier has changed since it was made, or its file was edited): open it to fix them.",
            "⚠ Ce jeu contient des erreurs et ne peut pas être joué (Tablier a changé depuis qu'il a été créé, ou son fichier a été modifié)\u{a0}: ouvrez-le pour les corriger."),
        false => tr(lang.get(),
            "⚠ This game's file is damaged and cannot be opened: export it to keep it.",
            "⚠ Le fichier de ce jeu est abîmé et ne peut pas être ouvert\u{a0}: exportez-le pour le garder."),
    }
    };
    view! {
        <div class="card-wrap faulty" data-testid="faulty" data-game=hook>
            <div class="card">
                <h2>{move || shown_name.get(lang.get()).to_string()}</h2>
                <p>{why}</p>
            </div>
            <div class="card-actions">
                {opens.then(|| view! {
                    <a class="button" href=edit_href data-testid="edit">{move || tr(lang.get(), "Fix", "Corriger")}</a>
                })}
                <button data-testid="export" on:click=move |_| files::download(&file, &json)>
                    {move || tr(lang.get(), "Export", "Exporter")}
                </button>
                <button data-testid="delete" on:click=move |_| deletion.delete(&id, name.clone())>
                    {move || tr(lang.get(), "Delete", "Supprimer")}
                </button>
            </div>
        </div>
    }
}
