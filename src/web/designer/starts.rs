//! "New game" (`#/new`): the educator picks a starting point, a small game that already plays
//! (a memory, a sort game, a race, a board game for two) or a blank page; it joins their games
//! and opens in the designer, where everything stays editable.

use std::sync::Arc;

use leptos::prelude::*;
use tablier::edit::Start;
use tablier::engine::Play;
use tablier::game::Game;
use tablier::lang::Lang;

use crate::player::markup::Picture;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::route;

/// Make the game of a starting point among the user's games, then edit it.
fn start_new(start: Start, lang: Lang) {
    let design = start.design(lang);
    let href = match crate::saved::add(&design.to_json()) {
        Ok(id) => route::edit_href(&id),
        Err(_) => "#/".into(),
    };
    let _ = window().location().replace(&href);
}

#[component]
pub fn Starts() -> impl IntoView {
    let lang = use_lang();
    let cards = Start::ALL
        .into_iter()
        .map(|start| {
            let design = start.design(lang.get_untracked());
            // A picture of the game it starts; the blank page has nothing to show.
            let picture = (start != Start::Blank).then(|| Game::new(&design).ok()).flatten().map(|game| {
                let players = game.players.len().max(1);
                view! { <div class="card-picture"><Picture play=Play::new(Arc::new(game), 1, players) /></div> }
            });
            let (title, summary) = (start.title(), start.summary());
            view! {
                <button class="card start" data-testid="start" data-start=start.id()
                    on:click=move |_| start_new(start, lang.get_untracked())>
                    {picture}
                    <h2>{move || title.get(lang.get()).to_string()}</h2>
                    <p>{move || summary.get(lang.get()).to_string()}</p>
                </button>
            }
        })
        .collect_view();
    view! {
        <main class="starts" data-testid="starts">
            <nav class="toolbar">
                <a class="button" href="#/" data-testid="library" aria-label=move || tr(lang.get(), "All games", "Tous les jeux")>"⌂"</a>
                <h1>{move || tr(lang.get(), "What kind of game?", "Quel genre de jeu\u{a0}?")}</h1>
            </nav>
            <p class="starts-help">{move || tr(lang.get(),
                "Start from a game that already plays and change it: its pictures, its boards, its rules. Or start from a blank page.",
                "Partez d'un jeu qui fonctionne déjà et changez-le\u{a0}: ses images, ses plateaux, ses règles. Ou partez d'une page blanche.")}</p>
            <div class="cards">{cards}</div>
        </main>
    }
}
