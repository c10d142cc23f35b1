//! The designer (`#/edit/<id>`): a game is built by drag and drop on a live drawing of its
//! boards, with one panel at a time (tokens, boards, zones, cells, players, rules), undo and
//! redo of every edit, autosave, the validator's problems live, and a button that switches to
//! test-play and back at any moment.

use leptos::prelude::*;

use crate::canvas::{Canvas, CanvasView};
use crate::draft::{Draft, Tab};
use crate::shared::games;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::missing::Missing;
use crate::test_play::TestPlay;
use crate::testing::Testing;
use crate::toolbar::Toolbar;
use crate::{boards, cells, dice, game_panel, palette, players, problems, rules, token_form, zones};

const TABS: [(Tab, &str, &str, &str); 8] = [
    (Tab::Game, "game", "Game", "Jeu"),
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
    crate::typing::keep_typed();
    let testing = Testing::new();
    // Ctrl+Z (or Cmd+Z) undoes, with Shift or Ctrl+Y redoes, outside the text fields.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let typing = document()
            .active_element()
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if typing || testing.on_untracked() || !(ev.ctrl_key() || ev.meta_key()) {
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
    let message = move || {
        draft.message.get().map(|(text, refused)| {
            view! { <span class=if refused { "refused" } else { "" }>{move || text.get(lang.get()).to_string()}</span> }
        })
    };
    let heading = move || {
        format!(
            "{} {}",
            tr(lang.get(), "Designing:", "Création\u{a0}:"),
            draft.design.with(|d| d.name.get(lang.get()).to_string())
        )
    };
    view! {
        <main class="designer" data-testid="designer" data-editing=move || (!testing.on()).to_string()>
            <h1 class="visually-hidden">{heading}</h1>
            <Toolbar draft=draft testing=testing problems=draft.problems />
            <p class="designer-message" role="status" data-testid="designer-message">{message}</p>
            {move || match testing.game() {
                Some((entry, play)) => view! { <TestPlay entry=entry play=play /> }.into_any(),
                None => view! { <Editor draft=draft /> }.into_any(),
            }}
        </main>
    }
    .into_any()
}

/// The tabs of the panels, the drawing of the boards, the open panel and the problems.
#[component]
fn Editor(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let canvas = Canvas::new(draft);
    let tabs = TABS
        .iter()
        .map(|&(tab, hook, en, fr)| {
            view! {
                <button role="tab" data-tab=hook aria-selected=move || (draft.tab.get() == tab).to_string()
                    on:click=move |_| { draft.tab.set(tab); draft.numbering.set(None); }>{move || tr(lang.get(), en, fr)}</button>
            }
        })
        .collect_view();
    let panel = move || match draft.tab.get() {
        Tab::Game => view! { <game_panel::GamePanel draft=draft /> }.into_any(),
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
    // Opened to fix a game (an import the checks refused): on its first problem.
    if crate::shared::route::asks_fix() {
        request_animation_frame(move || problems::open_first(draft));
    }
    view! {
        <div class="designer-body">
            <div class="tabs" role="tablist">{tabs}</div>
            <div class="designer-main">
                <CanvasView draft=draft canvas=canvas />
                <aside class="designer-side">{panel}<problems::ProblemsPanel draft=draft problems=draft.problems /></aside>
            </div>
        </div>
    }
}
