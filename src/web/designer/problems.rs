//! The problems panel: the validator's findings, live, in plain words; tapping one opens the
//! panel of the thing it is about and chooses it.

use leptos::prelude::*;
use tablier::load::Problem;
use wasm_bindgen::JsCast;

use super::draft::{Draft, Tab};
use crate::shared::i18n::{tr, use_lang};

/// The index after `name[` in a path such as `token_types[2].front`.
fn index_after(path: &str, name: &str) -> Option<usize> {
    let rest = &path[path.find(&format!("{name}["))? + name.len() + 1..];
    rest[..rest.find(']')?].parse().ok()
}

/// Open the panel a problem is about, and choose the thing.
fn go_to(draft: Draft, path: &str) {
    let d = draft.design.get_untracked();
    let board = |list: Vec<&str>, i: Option<usize>| i.and_then(|i| list.get(i).map(|s| s.to_string()));
    let tab = if path.starts_with("token_types") {
        draft.token_type.set(index_after(path, "token_types").and_then(|i| d.token_types.get(i)).map(|t| t.id.clone()));
        Tab::Tokens
    } else if path.starts_with("grid.tokens") {
        let at = index_after(path, "tokens").and_then(|i| d.grid.tokens.get(i));
        draft.token_type.set(at.map(|p| p.token_type.clone()).filter(|t| d.token_types.iter().any(|x| x.id == *t)));
        Tab::Tokens
    } else if path.starts_with("grid.zones") {
        if let Some(z) = index_after(path, "zones").and_then(|i| d.grid.zones.get(i)) {
            draft.zone.set(z.id.clone());
        }
        Tab::Zones
    } else if path.starts_with("grid.cells") || path.starts_with("grid.moves") {
        Tab::Cells
    } else if path.starts_with("trays")
        || path.starts_with("waiting_areas")
        || path.starts_with("result_areas")
        || path.starts_with("grid")
    {
        let chosen = if path.starts_with("trays") {
            board(d.trays.iter().map(|b| b.id.as_str()).collect(), index_after(path, "trays"))
        } else if path.starts_with("waiting_areas") {
            board(d.waiting_areas.iter().map(|b| b.id.as_str()).collect(), index_after(path, "waiting_areas"))
        } else if path.starts_with("result_areas") {
            board(d.result_areas.iter().map(|b| b.id.as_str()).collect(), index_after(path, "result_areas"))
        } else {
            Some(d.grid.id.clone())
        };
        if let Some(id) = chosen {
            draft.board.set(id);
        }
        Tab::Boards
    } else if path.starts_with("players") || path.starts_with("min_players") || path.starts_with("player_counts") {
        Tab::Players
    } else if path.starts_with("dice") {
        Tab::Dice
    } else if path.starts_with("rules") {
        Tab::Rules
    } else {
        draft.tab.get_untracked()
    };
    draft.tab.set(tab);
}

/// Open the panel of the first problem and bring the list into view, its first problem
/// focused: the designer opened to fix a game starts where the work is.
pub fn open_first(draft: Draft) {
    // Once: back from a test-play, the designer stays where the educator left it.
    let href = crate::shared::route::edit_href(&draft.id.get_value());
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&href));
    }
    let Some(first) = draft.problems.with_untracked(|p| p.first().map(|p| p.path.clone())) else { return };
    go_to(draft, &first);
    // After the panel is drawn: the list is below it.
    request_animation_frame(|| {
        if let Some(button) = document().query_selector("[data-testid=problems] .problem").ok().flatten() {
            button.scroll_into_view_with_bool(false);
            if let Ok(button) = button.dyn_into::<web_sys::HtmlElement>() {
                let _ = button.focus();
            }
        }
    });
}

#[component]
pub fn ProblemsPanel(draft: Draft, problems: Memo<Vec<Problem>>) -> impl IntoView {
    let lang = use_lang();
    let count = move || problems.with(Vec::len);
    let some = move || count() > 0;
    let none = move || tr(lang.get(), "No problem: the game can be played.", "Aucun problème\u{a0}: le jeu peut être joué.");
    view! {
        <section class="problems-panel" data-testid="problems" data-count=count>
            <Show when=some fallback=move || view! { <p class="ok">{none}</p> }>
                <h3>{move || format!("{} {}", count(), tr(lang.get(), "problem(s) to fix before playing", "problème(s) à régler avant de jouer"))}</h3>
                <ul>
                    // A problem stays drawn while the edits leave it there.
                    <For each=move || problems.get().into_iter().enumerate() key=|(i, p)| (*i, p.path.clone(), p.message.clone()) let((_, problem))>
                        <li>{problem_button(draft, problem)}</li>
                    </For>
                </ul>
            </Show>
        </section>
    }
}

/// A problem in words; tapped, it opens the panel of the thing it is about.
fn problem_button(draft: Draft, problem: Problem) -> impl IntoView {
    let lang = use_lang();
    let Problem { path, message, .. } = problem;
    view! {
        <button class="problem" data-path=path.clone() on:click=move |_| go_to(draft, &path)>
            {move || message.get(lang.get()).to_string()}
        </button>
    }
}
