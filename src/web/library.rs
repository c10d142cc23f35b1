//! The library (`#/`): every game as a big card with a small picture of its board; tap to
//! play. The user's own games (imported, duplicated) can be exported and deleted.

use leptos::prelude::*;
use tablier::engine::Play;
use wasm_bindgen::JsCast;

use crate::files;
use crate::games::{self, Entry};
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
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        leptos::task::spawn_local(async move {
            let text = files::read_first(&input).await;
            input.set_value("");
            match text {
                Some(text) => report(games::add(&text, lang.get_untracked())),
                None => problems.set(vec![tr(
                    lang.get_untracked(),
                    "This file cannot be read.",
                    "Ce fichier ne peut pas être lu.",
                )
                .into()]),
            }
        });
    };
    let cards = move || {
        version.track();
        games::all().into_iter().map(|entry| card(entry, version, report)).collect_view()
    };
    view! {
        <main class="library">
            <h1 class="visually-hidden">{move || tr(lang.get(), "Games", "Jeux")}</h1>
            <div class="cards">{cards}</div>
            <div class="library-tools">
                <label class="button big import">
                    {move || tr(lang.get(), "Import a game (.json)", "Importer un jeu (.json)")}
                    <input type="file" accept=".json,application/json" data-testid="import" on:change=import />
                </label>
            </div>
            <ul class="problems" role="alert" data-testid="import-problems">
                {move || problems.get().into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}
            </ul>
        </main>
    }
}

fn card(
    entry: Entry,
    version: RwSignal<u32>,
    report: impl Fn(Result<String, Vec<String>>) + Copy + 'static,
) -> impl IntoView {
    let lang = use_lang();
    let play = Play::new(entry.game.clone(), 1, entry.players());
    let design = &entry.game.design;
    let (name, description) = (design.name.clone(), design.description.clone());
    let file = files::file_name(&name);
    let json = entry.json.clone();
    let id = entry.id.clone();
    let builtin = entry.builtin;
    let copy = entry.clone();
    let delete = move |_| {
        let ask = tr(lang.get_untracked(), "Delete this game?", "Supprimer ce jeu ?");
        if window().confirm_with_message(ask).unwrap_or(false) {
            games::delete(&id);
            version.update(|v| *v += 1);
        }
    };
    view! {
        <div class="card-wrap" data-testid="game" data-game=entry.id.clone()>
            <a class="card" href=route::play_hash(&entry.id) data-testid="game-card">
                <div class="card-picture"><Picture play=play /></div>
                <h2>{name}</h2>
                <p>{description}</p>
            </a>
            <div class="card-actions">
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
