//! The designer's toolbar: the way home, the game's name, and while editing undo, redo,
//! export, the count of problems, whether the draft is saved, and "Test"; while testing, the
//! way back to editing.

use leptos::prelude::*;
use tablier::load::Problem;

use super::draft::{Draft, Saving};
use super::testing::Testing;
use super::words_input::words_input;
use crate::shared::files;
use crate::shared::i18n::{tr, use_lang};

#[component]
pub fn Toolbar(draft: Draft, testing: Testing, problems: Memo<Vec<Problem>>) -> impl IntoView {
    let lang = use_lang();
    let name = words_input(
        draft,
        "game-name",
        "game-name",
        Some(("Name of the game", "Nom du jeu")),
        |d| Some(&d.name),
        |d| Some(&mut d.name),
    );
    view! {
        <nav class="toolbar">
            <a class="button" href="#/" data-testid="library" aria-label=move || tr(lang.get(), "All games", "Tous les jeux")>"⌂"</a>
            {name}
            {move || (!testing.on()).then(|| view! { <EditTools draft=draft testing=testing problems=problems /> })}
            {move || testing.on().then(|| view! {
                <button class="primary" data-testid="back-to-edit" on:click=move |_| testing.back()>
                    {move || tr(lang.get(), "✎ Back to editing", "✎ Retour à l'édition")}
                </button>
            })}
        </nav>
    }
}

/// The tools shown while editing.
#[component]
fn EditTools(draft: Draft, testing: Testing, problems: Memo<Vec<Problem>>) -> impl IntoView {
    let lang = use_lang();
    let export = move |_| {
        let file = |d: &tablier::model::Design| files::file_name(d.name.get(lang.get_untracked()));
        draft.design.with_untracked(|d| files::download(&file(d), &d.to_json()))
    };
    let saved = move || match draft.saving.get() {
        Saving::Untouched => "",
        Saving::Saved => tr(lang.get(), "✓ Saved", "✓ Enregistré"),
        Saving::Waiting => tr(lang.get(), "Saving…", "Enregistrement…"),
        Saving::Refused => tr(lang.get(), "⚠ Not saved", "⚠ Non enregistré"),
    };
    view! {
        <button data-testid="undo" disabled=move || draft.history.get().0 == 0 on:click=move |_| draft.undo()
            aria-label=move || tr(lang.get(), "Undo", "Annuler")>
            <span aria-hidden="true">"↶"</span><span class="label" aria-hidden="true">{move || tr(lang.get(), "Undo", "Annuler")}</span>
        </button>
        <button data-testid="redo" disabled=move || draft.history.get().1 == 0 on:click=move |_| draft.redo()
            aria-label=move || tr(lang.get(), "Redo", "Rétablir")>
            <span aria-hidden="true">"↷"</span><span class="label" aria-hidden="true">{move || tr(lang.get(), "Redo", "Rétablir")}</span>
        </button>
        <button data-testid="export-design" on:click=export>{move || tr(lang.get(), "Export", "Exporter")}</button>
        <ProblemCount problems=problems />
        <span class="save-state" data-testid="save-state">{saved}</span>
        <button class="primary" data-testid="test-play" on:click=move |_| testing.start(draft)>{move || tr(lang.get(), "▶ Test", "▶ Tester")}</button>
    }
}

/// "⚠ 3": how many problems are left, tapped to see them.
#[component]
fn ProblemCount(problems: Memo<Vec<Problem>>) -> impl IntoView {
    let lang = use_lang();
    let count = move || problems.with(Vec::len);
    let see = move |_| {
        if let Some(el) = document().query_selector("[data-testid=problems]").ok().flatten() {
            el.scroll_into_view();
        }
    };
    // Its place is kept while there is nothing to fix: the toolbar never wraps nor moves the
    // tabs under a finger when a problem comes or goes.
    view! {
        <span class="problem-slot">
            {move || {
                (count() > 0).then(|| view! {
                    <button class="problem-count" data-testid="problem-count" on:click=see
                        aria-label=move || format!("{} {}", count(), tr(lang.get(), "problem(s) to fix", "problème(s) à régler"))>
                        {move || format!("⚠ {}", count())}
                    </button>
                })
            }}
        </span>
    }
}
