//! The editor of a board game for two (the "Game" panel, kind Duel): the grid's size, the line
//! that wins, who starts and how many tokens each tray holds, each a typed number. The trays
//! follow the grid unless a count is typed (`Design::set_tray_count`, `trays_follow_grid`).

use leptos::prelude::*;
use tablier::lang::Lang;
use tablier::model::LineEffect;

use super::draft::Draft;
use super::number_field::number_field;
use crate::shared::i18n::{tr, use_lang};

#[component]
pub fn DuelEditor(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let size = move || draft.design.with(|d| (d.grid.geometry.rows, d.grid.geometry.columns));
    let resize = move |rows: u32, columns: u32| {
        let grid = draft.design.with_untracked(|d| d.grid.id.clone());
        draft.edit(|d| d.resize_board(&grid, rows.clamp(1, 30), columns.clamp(1, 30)))
    };
    let line = move || draft.design.with(|d| d.rules.lines.as_ref().map(|l| l.length));
    // What a line does, as the Rules panel set it (Morris's mill takes a man, it wins nothing).
    let line_label = match draft.design.with_untracked(|d| d.rules.lines.as_ref().map(|l| l.effect)) {
        Some(LineEffect::Take) => ("Tokens in a row to take one", "Jetons alignés pour en prendre un"),
        Some(LineEffect::Point) => ("Tokens in a row to score a point", "Jetons alignés pour marquer un point"),
        _ => ("Tokens in a row to win", "Jetons alignés pour gagner"),
    };
    let first = move || draft.design.with(|d| d.players.first().map(|p| p.id.clone()).unwrap_or_default());
    let starters = move || {
        let players = draft
            .design
            .with(|d| d.players.iter().map(|p| (p.id.clone(), p.name.get(lang.get()).to_string())).collect::<Vec<_>>());
        players
            .into_iter()
            .map(|(id, name)| {
                let (pressed, chosen) = (id.clone(), id.clone());
                view! {
                    <button class="choice" data-first=id aria-pressed=move || (first() == pressed).to_string()
                        on:click=move |_| { draft.edit(|d| d.set_first_player(&chosen)); }>{name}</button>
                }
            })
            .collect_view()
    };
    let trays = move || {
        let ids = draft.design.with(|d| {
            let used = |t: &&tablier::model::Tray| d.players.iter().any(|p| p.tray.as_deref() == Some(t.id.as_str()));
            d.trays.iter().filter(used).map(|t| t.id.clone()).collect::<Vec<_>>()
        });
        ids.into_iter().map(|id| tray_count(draft, id)).collect_view()
    };
    view! {
        <div class="kind-editor duel-editor" data-testid="duel-editor">
            <div class="number-row">
                {number_field("duel-rows", ("Rows", "Lignes"), move || Some(size().0), move |n| n.is_some_and(|n| resize(n, size().1)))}
                {number_field("duel-columns", ("Columns", "Colonnes"), move || Some(size().1), move |n| n.is_some_and(|n| resize(size().0, n)))}
            </div>
            {number_field("duel-line", line_label, line,
                move |n| n.is_some_and(|n| draft.edit(|d| d.set_line_length(n))))}
            <p class="caption">{move || tr(lang.get(), "Who starts?", "Qui commence\u{a0}?")}</p>
            <div class="choices" role="group" data-testid="duel-first">{starters}</div>
            {trays}
        </div>
    }
}

/// A tray's count as a typed number, with whether it fills the grid.
fn tray_count(draft: Draft, id: String) -> impl IntoView {
    let lang = use_lang();
    let tray = StoredValue::new(id.clone());
    let count =
        move || draft.design.with(|d| d.trays.iter().find(|t| t.id == tray.get_value()).map(|t| t.queue.len() as u32));
    let cover = move || draft.design.with(|d| d.tray_cover(&tray.get_value()));
    let name = move || {
        draft
            .design
            .with(|d| d.trays.iter().find(|t| t.id == tray.get_value()).map(|t| t.name.get(lang.get()).to_string()))
    };
    // The tokens' own name heads their count ("White's men", then "How many"), not a
    // sentence about trays, a word of ours, around it.
    let label = move || match name().filter(|n| !n.is_empty()) {
        Some(name) => name,
        None => tr(lang.get(), "Tokens to put down", "Jetons à poser").to_string(),
    };
    // Only where tokens stay where they are put: in Morris they move on, and a note that nine
    // are too few for twenty-four points would be a false alarm.
    let matters = move || draft.design.with(|d| d.tray_fills_grid(&tray.get_value()));
    let said = move || {
        let (n, need) = (count().unwrap_or(0), cover());
        if !matters() {
            return String::new();
        }
        match (lang.get(), n >= need) {
            (Lang::En, true) => "Enough to fill the grid.".to_string(),
            (Lang::Fr, true) => "Assez pour remplir la grille.".to_string(),
            (Lang::En, false) => format!("⚠ Too few to fill the grid: {need} are needed."),
            (Lang::Fr, false) => format!("⚠ Trop peu pour remplir la grille\u{a0}: il en faut {need}."),
        }
    };
    view! {
        <div class="tray-count" data-tray=id>
            <p class="caption">{label}</p>
            {number_field("tray-count", ("How many", "Combien"), count,
                move |n| n.is_some_and(|n| draft.edit(|d| d.set_tray_count(&tray.get_value(), n))))}
            <small data-testid="tray-count-said" class:warning=move || matters() && count().unwrap_or(0) < cover() hidden=move || !matters()>{said}</small>
        </div>
    }
}
