//! The "Game" panel, open first: what kind of game this is (it decides the editor shown
//! here, with only the settings that kind uses) and the description a child hears as "The
//! goal" (the name is in the toolbar). Every other setting stays in the other tabs.

use leptos::prelude::*;
use tablier::model::Kind;

use super::draft::Draft;
use super::widgets::{choice, switch};
use super::words_input::words_input_said;
use super::doctor::Doctor;
use super::{kind_duel, kind_memory, kind_puzzle, kind_race, kind_sort};
use crate::shared::i18n::{tr, use_lang};
use tablier::lang::Lang;

const KINDS: [(Kind, &str, &str); 6] = [
    (Kind::Memory, "Memory", "Mémoire"),
    (Kind::Sort, "Sort", "Tri"),
    (Kind::Race, "Race with a die", "Course avec un dé"),
    (Kind::Duel, "Board game for two", "Jeu de plateau à deux"),
    (Kind::Puzzle, "Puzzle", "Casse-tête"),
    (Kind::Blank, "Everything", "Tout"),
];

#[component]
pub fn GamePanel(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    // The goal the game makes from its rules when the description is blank (the card says it).
    let goal = Memo::new(move |_| draft.design.with(tablier::engine::made_goal));
    let kind = move || draft.design.with(|d| d.kind_or_guess());
    let current = move || KINDS.iter().position(|(k, _, _)| *k == kind()).unwrap_or(KINDS.len() - 1);
    let chooser = choice("game-kind", KINDS.iter().map(|(_, en, fr)| (*en, *fr)).collect(), current, move |i| {
        draft.set(|d| d.kind = Some(KINDS[i].0))
    });
    let editor = move || match kind() {
        Kind::Memory => view! { <kind_memory::MemoryEditor draft=draft /> }.into_any(),
        Kind::Sort => view! { <kind_sort::SortEditor draft=draft /> }.into_any(),
        Kind::Duel => view! { <kind_duel::DuelEditor draft=draft /> }.into_any(),
        Kind::Race => view! { <kind_race::RaceEditor draft=draft /> }.into_any(),
        Kind::Puzzle => view! { <kind_puzzle::PuzzleEditor draft=draft /> }.into_any(),
        Kind::Blank => ().into_any(),
    };
    view! {
        <section class="panel game-panel" data-testid="game-panel">
            <label class="field">{move || tr(lang.get(), "The goal, as a child hears it", "Le but, tel qu'un enfant l'entend")}
                {words_input_said(draft, "game-description", |d| Some(&d.description), |d| Some(&mut d.description), move |l| goal.with(|g| g.as_ref().map(|g| g.get(l).to_string()).unwrap_or_default()))}
            </label>
            // One word for the game's pieces in every sentence it says ("tile", «tuile»).
            <label class="field">{move || tr(lang.get(), "What the game calls its pieces", "Comment le jeu appelle ses pièces")}
                {words_input_said(draft, "token-word", |d| Some(&d.token_word), |d| Some(&mut d.token_word), move |l| {
                    let noun = draft.design.with(tablier::engine::Noun::of_design);
                    if l == Lang::Fr { noun.fr_one } else { noun.one }
                })}
            </label>
            <Show when=move || lang.get() == Lang::Fr>
                {switch("token-feminine", ("The word is feminine", "Le mot est féminin"), ("", "«\u{a0}cette tuile\u{a0}», «\u{a0}une tuile\u{a0}»."),
                    move || draft.design.with(|d| d.token_feminine), move |on| draft.set(|d| d.token_feminine = on))}
            </Show>
            // And one for the places of its board ("hole", «trou»), said in refusals and help.
            <label class="field">{move || tr(lang.get(), "What the game calls the squares of its board", "Comment le jeu appelle les cases de son plateau")}
                {words_input_said(draft, "cell-word", |d| Some(&d.cell_word), |d| Some(&mut d.cell_word), move |l| {
                    let cell = draft.design.with(tablier::engine::CellWord::of_design);
                    if l == Lang::Fr { cell.fr_one } else { cell.one }
                })}
            </label>
            <h2>{move || tr(lang.get(), "What kind of game?", "Quel genre de jeu\u{a0}?")}</h2>
            {chooser}
            {editor}
            <Doctor draft=draft />
        </section>
    }
}
