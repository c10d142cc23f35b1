//! The library (`#/`): every game as a big card with a small picture of its board; tap to
//! play. The user's own games (imported with the file picker or by dropping a file on the
//! page, or duplicated) can be exported and deleted; a deletion can be undone for a while.

use std::time::Duration;

use leptos::prelude::*;
use tablier::engine::Play;
use wasm_bindgen::JsCast;

use crate::files;
use crate::games::{self, Deleted, Entry};
use crate::i18n::{tr, use_lang};
use crate::player::board::Picture;
use crate::route;

#[component]
pub fn Library() -> impl IntoView {
    let lang = use_lang();
    // Bumped when the user's games change.
    let version = RwSignal::new(0u32);
    let problems = RwSignal::new(Vec::<String>::new());
    let report = move |result: Result<String, Vec<String>>| match result {
        Ok(_) => {
            problems.set(Vec::new());
            version.update(|v| *v += 1);
        }
        Err(p) => problems.set(p),
    };
    let add = move |text: Option<String>| match text {
        Some(text) => report(games::add(&text, lang.get_untracked())),
        None => {
            problems.set(vec![
                tr(lang.get_untracked(), "This file cannot be read.", "Ce fichier ne peut pas être lu.").into()
            ])
        }
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        leptos::task::spawn_local(async move {
            let text = files::read_first(&input).await;
            input.set_value("");
            add(text);
        });
    };
    // A file dropped anywhere on the page is imported (the app stops the browser opening it).
    let drop = window_event_listener(leptos::ev::drop, move |ev| {
        ev.prevent_default();
        if let Some(file) = files::dropped(&ev) {
            leptos::task::spawn_local(async move { add(files::read(file).await) });
        }
    });
    // The last game deleted, with its name, while it can still be brought back.
    let deleted = RwSignal::new(None::<(Deleted, String)>);
    on_cleanup(move || {
        drop.remove();
        // Leaving the library ends the time to bring a deleted game back.
        if let Some((d, _)) = deleted.try_get_untracked().flatten() {
            games::forget(&d.id);
        }
    });
    let undo_delete = move |_| {
        if let Some((d, _)) = deleted.get_untracked() {
            games::restore(&d);
            deleted.set(None);
            version.update(|v| *v += 1);
        }
    };
    let cards = move || {
        version.track();
        games::all().into_iter().map(|entry| card(entry, version, deleted, report)).collect_view()
    };
    view! {
        <main class="library">
            <h1 class="visually-hidden">{move || tr(lang.get(), "Games", "Jeux")}</h1>
            <div class="cards">{cards}</div>
            <div class="library-tools">
                <a class="button big primary" href=route::new_href() data-testid="new-game">{move || tr(lang.get(), "+ New game", "+ Nouveau jeu")}</a>
                <label class="button big import">
                    {move || tr(lang.get(), "Import a game (.json)", "Importer un jeu (.json)")}
                    <input type="file" accept=".json,application/json" data-testid="import" on:change=import />
                </label>
            </div>
            <ul class="problems" role="alert" data-testid="import-problems">
                {move || problems.get().into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}
            </ul>
            {move || deleted.get().map(|(_, name)| view! {
                <div class="toast" role="status" data-testid="deleted">
                    <span>{move || format!("{} {}", tr(lang.get(), "Deleted:", "Supprimé :"), name)}</span>
                    <button class="big" data-testid="undo-delete" on:click=undo_delete>{move || tr(lang.get(), "Undo", "Annuler")}</button>
                </div>
            })}
        </main>
    }
}

/// How long a deleted game can be brought back.
const UNDO_DELETE: Duration = Duration::from_secs(8);

fn card(
    entry: Entry,
    version: RwSignal<u32>,
    deleted: RwSignal<Option<(Deleted, String)>>,
    report: impl Fn(Result<String, Vec<String>>) + Copy + 'static,
) -> impl IntoView {
    let lang = use_lang();
    let play = Play::new(entry.game.clone(), 1, entry.players());
    let design = &entry.game.design;
    let (shown_name, description) = (design.name.text(), design.description.text());
    // The file and the undo bar keep the name in the language of the moment they are made.
    let name = shown_name.get(lang.get_untracked()).to_string();
    let file = files::file_name(&name);
    let json = entry.json.clone();
    let id = entry.id.clone();
    let builtin = entry.builtin;
    let copy = entry.clone();
    let title = name.clone();
    let delete = move |_| {
        let Some(gone) = games::delete(&id) else { return };
        // A game deleted earlier and not brought back is gone for good.
        if let Some((before, _)) = deleted.get_untracked() {
            games::forget(&before.id);
        }
        let gone_id = gone.id.clone();
        deleted.set(Some((gone, title.clone())));
        version.update(|v| *v += 1);
        set_timeout(
            move || {
                // (The library may have been left meanwhile: its signal is then gone.)
                if deleted.try_with_untracked(|d| d.as_ref().is_some_and(|d| d.0.id == gone_id)) == Some(true) {
                    deleted.set(None);
                    games::forget(&gone_id);
                }
            },
            UNDO_DELETE,
        );
    };
    view! {
        <div class="card-wrap" data-testid="game" data-game=entry.id.clone()>
            <a class="card" href=route::play_hash(&entry.id) data-testid="game-card">
                <div class="card-picture"><Picture play=play /></div>
                <h2>{move || shown_name.get(lang.get()).to_string()}</h2>
                <p>{move || description.get(lang.get()).to_string()}</p>
            </a>
            <div class="card-actions">
                <a class="button" href=route::edit_href(&entry.id) data-testid="edit">
                    {move || if builtin { tr(lang.get(), "Edit a copy", "Modifier une copie") } else { tr(lang.get(), "Edit", "Modifier") }}
                </a>
                <button data-testid="export" on:click=move |_| files::download(&file, &json)>
                    {move || tr(lang.get(), "Export", "Exporter")}
                </button>
                <button data-testid="duplicate" on:click=move |_| report(games::duplicate(&copy, lang.get_untracked()))>
                    {move || tr(lang.get(), "Duplicate", "Dupliquer")}
                </button>
                {(!builtin).then(|| view! {
                    <button data-testid="delete" on:click=delete>{move || tr(lang.get(), "Delete", "Supprimer")}</button>
                })}
            </div>
        </div>
    }
}
