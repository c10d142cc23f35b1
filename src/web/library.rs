//! The library (`#/`): every game as a big card with a small picture of its board.

use std::sync::Arc;

use leptos::prelude::*;
use tablier::engine::Play;
use tablier::game::Game;

use crate::i18n::{tr, use_lang};
use crate::player::board::Picture;
use crate::route;

/// The built-in games, embedded at build time.
const BUILTIN: &[(&str, &str)] = &[
    ("memory", include_str!("../../games/memory.json")),
    ("taquin", include_str!("../../games/taquin.json")),
    ("pigeon-vole", include_str!("../../games/pigeon-vole.json")),
    ("families", include_str!("../../games/families.json")),
    ("arithmetic", include_str!("../../games/arithmetic.json")),
    ("solitaire-english", include_str!("../../games/solitaire-english.json")),
    ("solitaire-french", include_str!("../../games/solitaire-french.json")),
];

#[derive(Clone)]
pub struct Entry {
    pub id: String,
    pub game: Arc<Game>,
}

impl Entry {
    /// People playing: the designer's players, or one for a one-player design.
    pub fn players(&self) -> usize {
        self.game.players.len().max(1)
    }
}

fn compile(id: &str, json: &str) -> Option<Entry> {
    match Game::from_json(json) {
        Ok(game) => Some(Entry { id: id.to_string(), game: Arc::new(game) }),
        Err(problems) => {
            leptos::logging::warn!("game {id} does not load: {}", problems.len());
            None
        }
    }
}

pub fn all() -> Vec<Entry> {
    BUILTIN.iter().filter_map(|(id, json)| compile(id, json)).collect()
}

pub fn find(id: &str) -> Option<Entry> {
    BUILTIN.iter().find(|(i, _)| *i == id).and_then(|(i, json)| compile(i, json))
}

#[component]
pub fn Library() -> impl IntoView {
    let lang = use_lang();
    let cards = all()
        .into_iter()
        .map(|entry| {
            let play = Play::new(entry.game.clone(), 1, entry.players());
            let design = &entry.game.design;
            let (name, description) = (design.name.clone(), design.description.clone());
            view! {
                <a class="card" href=route::play_hash(&entry.id) data-testid="game-card" data-game=entry.id.clone()>
                    <div class="card-picture"><Picture play=play /></div>
                    <h2>{name}</h2>
                    <p>{description}</p>
                </a>
            }
        })
        .collect_view();
    view! {
        <main class="library">
            <h1 class="visually-hidden">{move || tr(lang.get(), "Games", "Jeux")}</h1>
            <div class="cards">{cards}</div>
        </main>
    }
}
