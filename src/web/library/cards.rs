//! The library's cards: every game that plays, a big card with a small picture of its board,
//! tapped to play; for the educator, its tools (edit, export, duplicate, delete); and after
//! them, for the educator only, the user's games that can no longer be played.

use leptos::prelude::*;
use tablier::engine::Play;

use crate::deletion::Deletion;
use crate::import::{Adder, Import};
use crate::player::board::Picture;
use crate::shared::files;
use crate::shared::games::Entry;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::route::{self, Route};
use crate::shelf::{Faulty, Shelf};

#[component]
pub fn Cards(shelf: Shelf, adder: Adder, deletion: Deletion, child: RwSignal<bool>) -> impl IntoView {
    // Drawn again, all of them, when the user's games change: a keyed <For> would keep the
    // others, but its code costs every child's first load about 4.5 KB gzip, for a redraw that
    // only an educator's import, copy or deletion (or another tab's save) brings.
    let plays = move || {
        let cards = shelf.games().into_iter();
        cards.map(|entry| view! { <Card entry=entry adder=adder deletion=deletion child=child /> }).collect_view()
    };
    // After them, for the educator only, the user's games that can no longer be played.
    let faulty = move || {
        let cards = if child.get() { Vec::new() } else { shelf.faulty() };
        cards.into_iter().map(|game| view! { <FaultyCard game=game deletion=deletion /> }).collect_view()
    };
    view! { <div class="cards">{plays}{faulty}</div> }
}

/// A game that plays: tapped, it opens; the educator's tools below it.
#[component]
fn Card(entry: Entry, adder: Adder, deletion: Deletion, child: RwSignal<bool>) -> impl IntoView {
    let lang = use_lang();
    let play = Play::new(entry.game.clone(), 1, entry.players());
    let design = &entry.game.design;
    let (shown_name, description) = (design.name.text(), design.description.text());
    // The file and the undo bar keep the name in the language of the moment they are made.
    let name = shown_name.get(lang.get_untracked()).to_string();
    let file = files::file_name(&name);
    let (id, json, builtin) = (entry.id.clone(), entry.json.clone(), entry.builtin);
    let play_href = Route::Play { id: id.clone(), seed: None }.href();
    let (edit_href, hook) = (route::edit_href(&id), id.clone());
    let edit = move || match builtin {
        true => tr(lang.get(), "Edit a copy", "Modifier une copie"),
        false => tr(lang.get(), "Edit", "Modifier"),
    };
    view! {
        <div class="card-wrap" data-testid="game" data-game=hook>
            <a class="card" href=play_href data-testid="game-card">
                <div class="card-picture"><Picture play=play /></div>
                <h2>{move || shown_name.get(lang.get()).to_string()}</h2>
                <p>{move || description.get(lang.get()).to_string()}</p>
            </a>
            <div class="card-actions" hidden=move || child.get()>
                <a class="button" href=edit_href data-testid="edit">{edit}</a>
                <button data-testid="export" on:click=move |_| files::download(&file, &json)>
                    {move || tr(lang.get(), "Export", "Exporter")}
                </button>
                <button data-testid="duplicate" disabled=move || adder.state.with(Import::checking)
                    on:click=move |_| adder.duplicate(entry.clone())>
                    {move || tr(lang.get(), "Duplicate", "Dupliquer")}
                </button>
                {(!builtin).then(|| view! {
                    <button data-testid="delete" on:click=move |_| deletion.delete(&id, name.clone())>
                        {move || tr(lang.get(), "Delete", "Supprimer")}
                    </button>
                })}
            </div>
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
    let (edit_href, hook) = (route::edit_href(&id), id.clone());
    let why = move || {
        match opens {
        true => tr(lang.get(),
            "⚠ This game has mistakes and cannot be played (Tablier has changed since it was made, or its file was edited): open it to fix them.",
            "⚠ Ce jeu contient des erreurs et ne peut pas être joué (Tablier a changé depuis qu'il a été créé, ou son fichier a été modifié) : ouvrez-le pour les corriger."),
        false => tr(lang.get(),
            "⚠ This game's file is damaged and cannot be opened: export it to keep it.",
            "⚠ Le fichier de ce jeu est abîmé et ne peut pas être ouvert : exportez-le pour le garder."),
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
