//! The designer (`#/edit/<id>`): a game is built by drag and drop on a live drawing of its
//! boards, with one panel at a time (tokens, boards, zones, cells, players, rules), undo and
//! redo of every edit, autosave, the validator's problems live, and a button that switches to
//! test-play and back at any moment.

use std::sync::Arc;

use leptos::prelude::*;
use tablier::engine::Play;
use tablier::game::Game;

use crate::canvas::{Canvas, CanvasView};
use crate::draft::{Draft, Saving, Tab};
use crate::shared::files;
use crate::shared::games::{self, Entry};
use crate::shared::i18n::{tr, use_lang};
use crate::shared::missing::Missing;
use crate::test_play::TestPlay;
use crate::{boards, cells, dice, palette, players, problems, rules, token_form, words_input, zones};

const TABS: [(Tab, &str, &str, &str); 7] = [
    (Tab::Tokens, "tokens", "Tokens", "Jetons"),
    (Tab::Boards, "boards", "Boards", "Plateaux"),
    (Tab::Zones, "zones", "Zones", "Zones"),
    (Tab::Cells, "cells", "Squares", "Cases"),
    (Tab::Players, "players", "Players", "Joueurs"),
    (Tab::Dice, "dice", "Dice", "Dés"),
    (Tab::Rules, "rules", "Rules", "Règles"),
];

#[component]
pub fn Designer(id: String) -> impl IntoView {
    let lang = use_lang();
    // A built-in game is edited as a copy, which joins the user's games at the first edit.
    let opened = match games::find(&id).filter(|e| e.builtin) {
        Some(entry) => games::copy_json(&entry).and_then(|json| Some((tablier::load::parse(&json).ok()?, Some(json)))),
        None => Draft::load(&id).map(|design| (design, None)),
    };
    let Some((design, copy)) = opened else { return view! { <Missing /> }.into_any() };
    let draft = Draft::new(&id, design, copy);
    let canvas = Canvas::new(draft);
    let problems = draft.problems;
    // Test-play: the game in progress, and the one left when going back to editing.
    let testing = RwSignal::new(None::<(Entry, RwSignal<Play>)>);
    let last = StoredValue::new(None::<Play>);
    // Signals made in a click handler belong to the view holding the button; the game of a
    // test-play must outlive that view, so it belongs to the designer.
    let owner = StoredValue::new(Owner::current());
    // Whether test-play added an entry to the browser's history.
    let pushed = StoredValue::new(false);
    let test_play = move |_| {
        let design = draft.design.get_untracked();
        let game = match Game::new(&design) {
            Ok(game) => Arc::new(game),
            Err(found) => {
                draft.message.set(Some((
                    tablier::lang::Text::new(
                        format!("Fix the {} problem(s) listed below before playing.", found.len()),
                        format!("Réglez le(s) {} problème(s) ci-dessous avant de jouer.", found.len()),
                    ),
                    true,
                )));
                return;
            }
        };
        // Still the built-in game while its copy is not made (nothing changed yet).
        let entry = Entry {
            id: draft.id.get_value(),
            json: design.to_json(),
            game: game.clone(),
            builtin: draft.copy_pending(),
        };
        let mut words: Vec<(&'static str, &'static str)> = Vec::new();
        let play = match last.get_value() {
            Some(before) => {
                let (play, continued) = before.carry_over(game);
                if !continued {
                    words.push((
                        "Your change does not fit the game in progress: it starts again.",
                        "Votre changement ne va pas avec la partie en cours : elle recommence.",
                    ));
                }
                play
            }
            None => Play::new(game, crate::player::control::random_seed(), entry.players()),
        };
        if play.log.is_empty() && play.state.is_over() {
            words.push((
                "Nothing can be played yet: place tokens, or look at the rules and who may move what.",
                "Rien ne peut encore être joué : posez des jetons, ou revoyez les règles et qui peut déplacer quoi.",
            ));
        }
        if !words.is_empty() {
            let en: Vec<&str> = words.iter().map(|w| w.0).collect();
            let fr: Vec<&str> = words.iter().map(|w| w.1).collect();
            draft.say(en.join(" "), fr.join(" "));
        }
        let play = match owner.get_value() {
            Some(owner) => owner.with(|| RwSignal::new(play)),
            None => RwSignal::new(play),
        };
        testing.set(Some((entry, play)));
        // The browser's Back button leaves the test-play, not the designer.
        if let Ok(history) = window().history() {
            pushed.set_value(history.push_state(&wasm_bindgen::JsValue::NULL, "").is_ok());
        }
    };
    let stop_testing = move || {
        if let Some((_, play)) = testing.get_untracked() {
            last.set_value(Some(play.get_untracked()));
        }
        testing.set(None);
    };
    let back = move |_| match pushed.get_value() {
        // Going back in the history takes the test-play's entry away; `popstate` then stops it.
        true => {
            if window().history().and_then(|h| h.back()).is_err() {
                stop_testing();
            }
        }
        false => stop_testing(),
    };
    let popped = window_event_listener(leptos::ev::popstate, move |_| {
        pushed.set_value(false);
        if testing.with_untracked(Option::is_some) {
            stop_testing();
        }
    });
    on_cleanup(move || popped.remove());
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let typing = document()
            .active_element()
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if typing || testing.with_untracked(Option::is_some) || !(ev.ctrl_key() || ev.meta_key()) {
            return;
        }
        match ev.key().to_ascii_lowercase().as_str() {
            "z" if ev.shift_key() => draft.redo(),
            "z" => draft.undo(),
            "y" => draft.redo(),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());
    let export = move |_| {
        draft
            .design
            .with_untracked(|d| files::download(&files::file_name(d.name.get(lang.get_untracked())), &d.to_json()))
    };
    let tabs = move || {
        TABS
        .iter()
        .map(|&(tab, hook, en, fr)| {
            view! {
                <button role="tab" data-tab=hook aria-selected=move || (draft.tab.get() == tab).to_string()
                    on:click=move |_| { draft.tab.set(tab); draft.numbering.set(None); }>{move || tr(lang.get(), en, fr)}</button>
            }
        })
        .collect_view()
    };
    let panel = move || match draft.tab.get() {
        Tab::Tokens => {
            view! { <palette::Palette draft=draft canvas=canvas /><token_form::TokenForm draft=draft /> }.into_any()
        }
        Tab::Boards => view! { <boards::BoardsPanel draft=draft /> }.into_any(),
        Tab::Zones => view! { <zones::ZonesPanel draft=draft /> }.into_any(),
        Tab::Cells => view! { <cells::CellsPanel draft=draft /> }.into_any(),
        Tab::Players => view! { <players::PlayersPanel draft=draft /> }.into_any(),
        Tab::Dice => view! { <dice::DicePanel draft=draft /> }.into_any(),
        Tab::Rules => view! { <rules::RulesPanel draft=draft /> }.into_any(),
    };
    let message = move || {
        draft.message.get().map(|(text, refused)| {
            view! { <span class=if refused { "refused" } else { "" }>{move || text.get(lang.get()).to_string()}</span> }
        })
    };
    view! {
        <main class="designer" data-testid="designer" data-editing=move || testing.with(Option::is_none).to_string()>
            <h1 class="visually-hidden">
                {move || format!("{} {}", tr(lang.get(), "Designing:", "Création :"), draft.design.with(|d| d.name.get(lang.get()).to_string()))}
            </h1>
            <nav class="toolbar">
                <a class="button" href="#/" data-testid="library" aria-label=move || tr(lang.get(), "All games", "Tous les jeux")>"⌂"</a>
                {words_input::words_input(draft, "game-name", "game-name", Some(("Name of the game", "Nom du jeu")), |d| Some(&d.name), |d| Some(&mut d.name))}
                {move || testing.with(Option::is_none).then(|| view! {
                    <button data-testid="undo" disabled=move || draft.history.get().0 == 0 on:click=move |_| draft.undo()
                        aria-label=move || tr(lang.get(), "Undo", "Annuler")>
                        <span aria-hidden="true">"↶"</span><span class="label" aria-hidden="true">{move || tr(lang.get(), "Undo", "Annuler")}</span>
                    </button>
                    <button data-testid="redo" disabled=move || draft.history.get().1 == 0 on:click=move |_| draft.redo()
                        aria-label=move || tr(lang.get(), "Redo", "Rétablir")>
                        <span aria-hidden="true">"↷"</span><span class="label" aria-hidden="true">{move || tr(lang.get(), "Redo", "Rétablir")}</span>
                    </button>
                    <button data-testid="export-design" on:click=export>{move || tr(lang.get(), "Export", "Exporter")}</button>
                    {move || problems.with(|p| p.len()).gt(&0).then(|| view! {
                        <button class="problem-count" data-testid="problem-count"
                            aria-label=move || format!("{} {}", problems.with(Vec::len), tr(lang.get(), "problem(s) to fix", "problème(s) à régler"))
                            on:click=move |_| {
                            if let Some(el) = document().query_selector("[data-testid=problems]").ok().flatten() {
                                el.scroll_into_view();
                            }
                        }>{move || format!("⚠ {}", problems.with(Vec::len))}</button>
                    })}
                    <span class="save-state" data-testid="save-state" >
                        {move || match draft.saving.get() {
                            Saving::Untouched => "",
                            Saving::Saved => tr(lang.get(), "✓ Saved", "✓ Enregistré"),
                            Saving::Waiting => tr(lang.get(), "Saving…", "Enregistrement…"),
                            Saving::Refused => tr(lang.get(), "⚠ Not saved", "⚠ Non enregistré"),
                        }}
                    </span>
                    <button class="primary" data-testid="test-play" on:click=test_play>{move || tr(lang.get(), "▶ Test", "▶ Tester")}</button>
                })}
                {move || testing.with(Option::is_some).then(|| view! {
                    <button class="primary" data-testid="back-to-edit" on:click=back>{move || tr(lang.get(), "✎ Back to editing", "✎ Retour à l'édition")}</button>
                })}
            </nav>
            <p class="designer-message" role="status" data-testid="designer-message">{message}</p>
            {move || match testing.get() {
                Some((entry, play)) => view! { <TestPlay entry=entry play=play /> }.into_any(),
                None => view! {
                    <div class="designer-body">
                        <div class="tabs" role="tablist">{tabs()}</div>
                        <div class="designer-main">
                            <CanvasView draft=draft canvas=canvas />
                            <aside class="designer-side">{panel}<problems::ProblemsPanel draft=draft problems=problems /></aside>
                        </div>
                    </div>
                }.into_any(),
            }}
        </main>
    }
    .into_any()
}
