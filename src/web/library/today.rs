//! Today's games: the set the teacher hands out (`set_panel.rs`, or a set imported from a file
//! or a link). While one is set, children see only its games; the educator sees every game and
//! a bar that says so, with the way back to every game.

use leptos::prelude::*;

use crate::shared::games::Entry;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::storage;
use crate::shelf::Shelf;

const KEY: &str = "tablier.today";

/// The ids of today's games; empty when the children see every game.
pub fn today() -> Vec<String> {
    storage::get(KEY).unwrap_or_default()
}

pub fn set_today(ids: &[String]) {
    match ids.is_empty() {
        true => storage::remove(KEY),
        false => storage::set(KEY, ids),
    }
}

/// Whether the games children see are chosen among all of them ([`for_children`]): else they
/// are every game, in order, and the first few can be listed before the others are read.
pub fn chooses(today: &[String], hide_builtin: bool) -> bool {
    !today.is_empty() || hide_builtin
}

/// The games children see among `games`: today's when some of them are here, else every game
/// (or only the teacher's own, when the teacher asked so and has some: `tablet`).
pub fn for_children(games: Vec<Entry>, today: &[String], hide_builtin: bool) -> Vec<Entry> {
    if games.iter().any(|e| today.contains(&e.id)) {
        return games.into_iter().filter(|e| today.contains(&e.id)).collect();
    }
    match hide_builtin && games.iter().any(|e| !e.builtin) {
        true => games.into_iter().filter(|e| !e.builtin).collect(),
        false => games,
    }
}

/// For the educator, while today's games are set: how many the children see, and the way
/// back to every game.
#[component]
pub fn TodayBar(today: RwSignal<Vec<String>>, child: RwSignal<bool>, shelf: Shelf) -> impl IntoView {
    let lang = use_lang();
    // Today's games still here: one deleted since is not counted (and when none is left, the
    // children see every game: `for_children`). None set, no game is read for it.
    let here = move || today.with(|t| match t.is_empty() {
        true => 0,
        false => shelf.games().iter().filter(|e| t.contains(&e.id)).count(),
    });
    let shown = move || !child.get() && here() > 0;
    let words = move || {
        let n = here();
        match lang.get() {
            tablier::lang::Lang::En if n == 1 => "The children see only today's game (marked ★).".to_string(),
            tablier::lang::Lang::En => format!("The children see only today's {n} games (marked ★)."),
            tablier::lang::Lang::Fr if n == 1 => "Les enfants ne voient que le jeu du jour (marqué ★).".to_string(),
            tablier::lang::Lang::Fr => format!("Les enfants ne voient que les {n} jeux du jour (marqués ★)."),
        }
    };
    let clear = move |_| {
        set_today(&[]);
        today.set(Vec::new());
    };
    view! {
        <Show when=shown>
            <p class="today-bar" role="status" data-testid="today-bar">
                <span>{words}</span>
                <button data-testid="every-game" on:click=clear>{move || tr(lang.get(), "Show every game", "Montrer tous les jeux")}</button>
            </p>
        </Show>
    }
}
