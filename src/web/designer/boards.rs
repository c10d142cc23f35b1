//! The boards panel: add a tray, waiting area or result area; for the chosen board its name,
//! rows and columns, cell size and spacing, background picture; remove it.

use leptos::prelude::*;
use tablier::edit::BoardKind;
use tablier::model::{Design, Geometry, QueueOrder, Words};

use super::draft::Draft;
use super::widgets::{choice, gallery, id_select, stepper, stepper_or, switch};
use super::words_input::words_input;
use crate::shared::i18n::{tr, use_lang};

fn name_of<'a>(d: &'a Design, id: &str) -> Option<&'a Words> {
    if d.grid.id == id {
        return Some(&d.grid.name);
    }
    let trays = d.trays.iter().map(|b| (&b.id, &b.name));
    let waiting = d.waiting_areas.iter().map(|b| (&b.id, &b.name));
    let results = d.result_areas.iter().map(|b| (&b.id, &b.name));
    trays.chain(waiting).chain(results).find(|(i, _)| *i == id).map(|(_, n)| n)
}

fn name_mut<'a>(d: &'a mut Design, id: &str) -> Option<&'a mut Words> {
    if d.grid.id == id {
        return Some(&mut d.grid.name);
    }
    let trays = d.trays.iter_mut().map(|b| (&b.id, &mut b.name));
    let waiting = d.waiting_areas.iter_mut().map(|b| (&b.id, &mut b.name));
    let results = d.result_areas.iter_mut().map(|b| (&b.id, &mut b.name));
    trays.chain(waiting).chain(results).find(|(i, _)| *i == id).map(|(_, n)| n)
}

#[component]
pub fn BoardsPanel(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let add = move |kind: BoardKind, en: &'static str, fr: &'static str| {
        let mut made = String::new();
        draft.set(|d| made = d.add_board(kind, d.words_in(lang.get_untracked(), tr(lang.get_untracked(), en, fr))));
        draft.board.set(made);
    };
    let boards = move || {
        draft.design.with(|d| {
            d.board_geometries()
                .into_iter()
                .map(|(id, _)| {
                    let (id, name) = (id.to_string(), name_of(d, id).map(|w| w.get(lang.get()).to_string()).unwrap_or_default());
                    let id2 = id.clone();
                    view! {
                        <button class="board-choice" data-board-choice=id.clone() aria-pressed=move || (draft.board.get() == id2).to_string()
                            on:click=move |_| draft.board.set(id.clone())>{name}</button>
                    }
                })
                .collect_view()
        })
    };
    let geo = move || draft.design.with(|d| d.geometry(&draft.board.get()).cloned());
    let set_geo = move |f: Box<dyn FnOnce(&mut Geometry)>| {
        let id = draft.board.get_untracked();
        draft.set(|d| {
            if let Some(g) = d.geometry_mut(&id) {
                f(g);
            }
        })
    };
    let resize = move |rows: u32, columns: u32| {
        let id = draft.board.get_untracked();
        draft.edit(|d| d.resize_board(&id, rows, columns));
    };
    let remove = move |_| {
        let id = draft.board.get_untracked();
        if draft.edit(|d| d.remove_board(&id)) {
            draft.board.set(draft.design.with_untracked(|d| d.grid.id.clone()));
        }
    };
    let is_tray = move || draft.design.with(|d| d.trays.iter().any(|t| t.id == draft.board.get()));
    let is_grid = move || draft.design.with(|d| d.grid.id == draft.board.get());
    view! {
        <section class="panel" data-testid="boards-panel">
            <p class="hint">{move || tr(lang.get(), "Drag a board by its name to move it, by its round corner to add rows and columns.",
                "Faites glisser un plateau par son nom pour le déplacer, par son coin rond pour ajouter des lignes et des colonnes.")}</p>
            <div class="row">
                <button data-testid="add-tray" on:click=move |_| add(BoardKind::Tray, "Tray", "Réserve")>{move || tr(lang.get(), "+ Tray", "+ Réserve")}</button>
                <button data-testid="add-waiting" on:click=move |_| add(BoardKind::Waiting, "Waiting area", "Zone d'attente")>{move || tr(lang.get(), "+ Waiting area", "+ Zone d'attente")}</button>
                <button data-testid="add-result" on:click=move |_| add(BoardKind::Result, "Result area", "Zone de résultat")>{move || tr(lang.get(), "+ Result area", "+ Zone de résultat")}</button>
            </div>
            <div class="row board-choices">{boards}</div>
            {move || geo().map(|_| view! {
                <label class="field">{move || tr(lang.get(), "Name", "Nom")}
                    {words_input(draft, "board-name", "", None, move |d| name_of(d, &draft.board.get()), move |d| name_mut(d, &draft.board.get_untracked()))}
                </label>
                {stepper("rows", ("Rows", "Lignes"), move || geo().map(|g| g.rows), move |n| resize(n.unwrap_or(1), geo().map_or(1, |g| g.columns)), 1)}
                {stepper("columns", ("Columns", "Colonnes"), move || geo().map(|g| g.columns), move |n| resize(geo().map_or(1, |g| g.rows), n.unwrap_or(1)), 1)}
                {stepper("cell-size", ("Square size", "Taille des cases"), move || geo().map(|g| g.cell_width),
                    move |n| {
                        // Ten pixels a step: a size is felt, not counted.
                        let old = geo().map_or(50, |g| g.cell_width);
                        let n = if n.unwrap_or(0) < old { old.saturating_sub(10) } else { old + 10 }.clamp(20, 200);
                        set_geo(Box::new(move |g| { g.cell_width = n; g.cell_height = n; }))
                    }, 10)}
                {stepper("spacing", ("Space between squares", "Espace entre les cases"), move || geo().map(|g| g.column_space),
                    move |n| { let n = n.unwrap_or(0).min(60); set_geo(Box::new(move |g| { g.column_space = n; g.row_space = n; })) }, 0)}
                {move || is_tray().then(|| stepper("queue-length", ("Tokens waiting in the tray", "Jetons en attente dans la réserve"),
                    move || draft.design.with(|d| d.trays.iter().find(|t| t.id == draft.board.get()).map(|t| t.queue.len() as u32)),
                    move |n| {
                        let id = draft.board.get_untracked();
                        let now = draft.design.with_untracked(|d| d.trays.iter().find(|t| t.id == id).map_or(0, |t| t.queue.len()));
                        if (n.unwrap_or(0) as usize) < now {
                            draft.set(|d| drop(d.dequeue(&id, now - 1)));
                            return;
                        }
                        // One more of the last one queued; in an empty tray, a token of the
                        // player whose tray it is, else the token chosen in the palette.
                        let same = draft.design.with_untracked(|d| {
                            let last = d.trays.iter().find(|t| t.id == id).and_then(|t| t.queue.last().cloned());
                            let player = d.players.iter().find(|p| p.tray.as_deref() == Some(id.as_str()));
                            last.or_else(|| d.token_types.iter().find(|t| player.is_some_and(|p| t.owners.contains(&p.id))).map(|t| t.id.clone()))
                        });
                        match same.or(draft.token_type.get_untracked()) {
                            Some(t) => { draft.edit(|d| d.enqueue(&id, &t)); }
                            None => draft.say("Choose a token in the palette first.", "Choisissez d'abord un jeton dans la palette."),
                        }
                    }, 0))}
                {move || is_tray().then(|| switch("queue-shuffled", ("Shuffle the queue", "Mélanger la file"),
                    ("Each new game deals the tray's queue in a new order.", "Chaque nouvelle partie distribue la file dans un nouvel ordre."),
                    move || draft.design.with(|d| d.trays.iter().any(|t| t.id == draft.board.get() && t.queue_order == QueueOrder::Random)),
                    move |v| { let id = draft.board.get_untracked(); draft.set(|d| if let Some(t) = d.trays.iter_mut().find(|t| t.id == id) {
                        t.queue_order = if v { QueueOrder::Random } else { QueueOrder::Keep } }) }))}
                {move || is_tray().then(|| tray_rounds(draft))}
                {move || is_grid().then(|| choice("grid-order", vec![("Shuffle the tokens", "Mélanger les jetons"), ("Keep my layout", "Garder ma disposition")],
                    move || draft.design.with(|d| (d.grid.order == tablier::model::TokenOrder::Keep) as usize),
                    move |i| draft.set(|d| d.grid.order = if i == 1 { tablier::model::TokenOrder::Keep } else { tablier::model::TokenOrder::Random })))}
                <h3>{move || tr(lang.get(), "Background picture", "Image de fond")}</h3>
                {gallery("background", move || geo().map(|g| g.background).unwrap_or_default(), move |name| set_geo(Box::new(move |g| g.background = name)), true)}
                {super::widgets::upload_button(draft, "upload-background", move |url| set_geo(Box::new(move |g| g.background = url)))}
                <button data-testid="remove-board" disabled=is_grid on:click=remove>{move || tr(lang.get(), "Remove this board", "Supprimer ce plateau")}</button>
            })}
        </section>
    }
}

/// A tray's place in rounds: the bag it deals from (one shared by several trays) and the
/// fewest players it is used with.
fn tray_rounds(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let tray =
        move || draft.design.with(|d| d.trays.iter().find(|t| t.id == draft.board.get()).cloned().unwrap_or_default());
    let change = move |f: Box<dyn FnOnce(&mut tablier::model::Tray)>| {
        let id = draft.board.get_untracked();
        draft.set(|d| {
            if let Some(t) = d.trays.iter_mut().find(|t| t.id == id) {
                f(t);
            }
        })
    };
    let others = move || {
        draft.design.with(|d| {
            let me = draft.board.get();
            d.trays.iter().filter(|t| t.id != me).map(|t| (t.id.clone(), t.name.get(lang.get()).to_string())).collect()
        })
    };
    view! {
        <label class="field">{move || tr(lang.get(), "Deals from", "Se remplit depuis")}
            {id_select("tray-bag", ("its own queue", "sa propre file"), others, move || tray().bag, move |v| change(Box::new(move |t| t.bag = v)))}
        </label>
        {stepper_or("tray-min-players", ("Used from this many players", "Utilisée à partir de ce nombre de joueurs"),
            move || Some(tray().min_players).filter(|n| *n > 0), move |n| change(Box::new(move |t| t.min_players = n.unwrap_or(0))), 0,
            ("always", "toujours"))}
    }
}
