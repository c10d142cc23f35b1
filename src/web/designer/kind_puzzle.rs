//! The editor of a puzzle (the "Game" panel, kind Puzzle): one player, the goal shown on the
//! board, how the pieces move and how many moves are allowed.

use leptos::prelude::*;
use tablier::model::InGrid;

use super::draft::{Draft, Tab};
use super::number_field::number_field;
use super::widgets::choice;
use crate::shared::i18n::{tr, use_lang};

/// The ways of moving a puzzle offers, in plain words.
const WAYS: [(InGrid, &str, &str); 4] = [
    (InGrid::OneCell, "Slide to the next square", "Glisser sur la case voisine"),
    (InGrid::JumpCapture, "Jump over a piece, which is taken", "Sauter par-dessus une pièce, qui est prise"),
    (InGrid::Jump, "Jump over a piece, which stays", "Sauter par-dessus une pièce, qui reste"),
    (InGrid::Anything, "Go to any free square", "Aller sur toute case libre"),
];

#[component]
pub fn PuzzleEditor(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let way = move || {
        let now = draft.design.with(|d| d.moves_allowed());
        WAYS.iter().position(|(w, _, _)| Some(*w) == now).unwrap_or(usize::MAX)
    };
    let limit = move || draft.design.with(|d| Some(d.rules.lose.max_moves).filter(|n| *n > 0));
    view! {
        <div class="kind-editor puzzle-editor" data-testid="puzzle-editor">
            <p class="caption">{move || tr(lang.get(),
                "The goal is the board as you set it: every piece on the squares of its zone. The child starts from it shuffled.",
                "Le but est le plateau tel que vous l'avez posé\u{a0}: chaque pièce sur les cases de sa zone. L'enfant part du plateau mélangé.")}</p>
            <button class="link-tab" data-testid="go-zones" on:click=move |_| draft.tab.set(Tab::Zones)>
                {move || tr(lang.get(), "Change the goal", "Changer le but")}</button>
            <p class="caption">{move || tr(lang.get(), "A piece moves by…", "Une pièce se déplace en…")}</p>
            {choice("puzzle-moves", WAYS.iter().map(|(_, en, fr)| (*en, *fr)).collect(), way,
                move |i| draft.set(|d| d.set_moves_allowed(WAYS[i].0)))}
            {number_field("puzzle-limit", ("Moves at most (empty: no limit)", "Coups au plus (vide\u{a0}: pas de limite)"), limit,
                move |n| { draft.set(|d| d.rules.lose.max_moves = n.unwrap_or(0)); true })}
        </div>
    }
}
