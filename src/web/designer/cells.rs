//! The cells panel: a cell's direction table as a 3 x 3 of big toggles (the centre: may a
//! token stand here), for the chosen cells or the whole grid; presets; numbering by taps.

use leptos::prelude::*;
use tablier::edit::Preset;
use tablier::model::{Direction, DIRECTIONS};

use super::draft::Draft;
use crate::shared::i18n::{tr, use_lang};

/// The 3 x 3 layout: the eight directions around the centre.
const LAYOUT: [Option<Direction>; 9] = [
    Some(Direction::UpLeft),
    Some(Direction::Up),
    Some(Direction::UpRight),
    Some(Direction::Left),
    None,
    Some(Direction::Right),
    Some(Direction::DownLeft),
    Some(Direction::Down),
    Some(Direction::DownRight),
];

const ARROWS: [&str; 9] = ["↖", "↑", "↗", "←", "●", "→", "↙", "↓", "↘"];

#[component]
pub fn CellsPanel(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    // The table shown: the first chosen cell's, else the grid's.
    let shown = move || {
        let first = draft.cells.with(|c| c.first().copied());
        draft.design.with(|d| match first {
            Some(at) => (
                d.moves_at(at),
                d.grid.cells.iter().find(|c| c.at == at).and_then(|c| c.playable).unwrap_or(d.grid.playable),
            ),
            None => (d.grid.moves.clone(), d.grid.playable),
        })
    };
    let targets = move || {
        let cells = draft.cells.get_untracked();
        (!cells.is_empty()).then_some(cells)
    };
    let set_moves = move |moves: Vec<Direction>| {
        let cells = targets();
        draft.set(|d| d.set_moves(cells.as_deref(), moves));
    };
    let toggle = move |i: usize| match LAYOUT[i] {
        Some(dir) => {
            let (mut moves, _) = shown();
            if moves.contains(&dir) {
                moves.retain(|m| *m != dir);
            } else {
                moves.push(dir);
                moves.sort_by_key(|m| DIRECTIONS.iter().position(|x| x == m));
            }
            set_moves(moves);
        }
        None => {
            let playable = !shown().1;
            match targets() {
                Some(cells) => draft.set(|d| d.set_playable(&cells, playable)),
                None => draft.set(|d| {
                    d.grid.playable = playable;
                    for c in &mut d.grid.cells {
                        c.playable = None;
                    }
                }),
            }
        }
    };
    let table = (0..9)
        .map(|i| {
            let on = move || {
                let (moves, playable) = shown();
                match LAYOUT[i] {
                    Some(dir) => moves.contains(&dir),
                    None => playable,
                }
            };
            let name = match LAYOUT[i] {
                Some(dir) => hook(dir),
                None => "playable",
            };
            view! {
                <button class="dir" data-dir=name aria-pressed=move || on().to_string() on:click=move |_| toggle(i)>{ARROWS[i]}</button>
            }
        })
        .collect_view();
    let preset = move |p: Preset| set_moves(p.directions());
    let numbering = move |_| {
        if draft.numbering.get_untracked().is_some() {
            draft.numbering.set(None);
        } else {
            draft.set(|d| d.clear_numbers());
            draft.numbering.set(Some(1));
        }
    };
    view! {
        <section class="panel" data-testid="cells-panel">
            <p class="hint">{move || match draft.cells.with(Vec::len) {
                0 => tr(lang.get(), "No square chosen: changes apply to the whole grid. Tap squares to choose them.",
                    "Aucune case choisie\u{a0}: les changements valent pour toute la grille. Touchez des cases pour les choisir.").to_string(),
                n => format!("{n} {}", tr(lang.get(), "square(s) chosen: changes apply to them.", "case(s) choisie(s)\u{a0}: les changements s'y appliquent.")),
            }}</p>
            <div class="dir-table" data-testid="directions">{table}</div>
            <small>{move || tr(lang.get(), "Arrows: where a token may go from here. Centre: a token may stand here.",
                "Flèches\u{a0}: où un jeton peut aller d'ici. Centre\u{a0}: un jeton peut se poser ici.")}</small>
            <div class="row">
                <button data-testid="preset-plus" on:click=move |_| preset(Preset::Plus)>{move || tr(lang.get(), "+ Plus", "+ Croix")}</button>
                <button data-testid="preset-all" on:click=move |_| preset(Preset::AllEight)>{move || tr(lang.get(), "All eight", "Les huit")}</button>
                <button data-testid="preset-none" on:click=move |_| preset(Preset::None)>{move || tr(lang.get(), "None", "Aucune")}</button>
                <button data-testid="preset-hex" on:click=move |_| preset(Preset::Hex)>{move || tr(lang.get(), "Hex", "Hexagone")}</button>
                <button data-testid="no-wrap" on:click=move |_| draft.set(|d| d.stop_wrapping())>{move || tr(lang.get(), "No wrap at edges", "Pas de passage aux bords")}</button>
            </div>
            <div class="row">
                <button data-testid="preset-star" on:click=move |_| { if draft.edit(|d| d.make_star()) { draft.cells.set(Vec::new()); } }>
                    {move || tr(lang.get(), "Star (Chinese checkers)", "Étoile (dames chinoises)")}
                </button>
            </div>
            {move || draft.design.with(|d| !d.dice.is_empty()).then(|| view! {
                <label class="field">{move || tr(lang.get(), "Die rolled when a token lands on the chosen squares", "Dé lancé quand un jeton arrive sur les cases choisies")}
                    <select data-testid="cell-die" on:change=move |ev| {
                        let (v, cells) = (event_target_value(&ev), draft.cells.get_untracked());
                        if cells.is_empty() {
                            draft.say("Choose squares first.", "Choisissez d'abord des cases.");
                            return;
                        }
                        draft.edit(|d| d.set_cell_die(&cells, (!v.is_empty()).then_some(v.as_str())));
                    }>
                        <option value="">{move || tr(lang.get(), "none", "aucun")}</option>
                        {draft.design.with(|d| d.dice.iter().map(|x| view! { <option value=x.id.clone()>{x.name.get(lang.get_untracked()).to_string()}</option> }).collect_view())}
                    </select>
                </label>
            })}
            {super::widgets::switch("along-lines", ("Moves follow lines across unused squares", "Les coups suivent les lignes par-dessus les cases inutilisées"),
                ("A board of points joined by lines (Nine Men's Morris): a step goes to the next square a token may stand on.",
                 "Un plateau de points reliés par des lignes (jeu du moulin)\u{a0}: un pas mène à la prochaine case où un jeton peut se poser."),
                move || draft.design.with(|d| d.grid.along_lines), move |v| draft.set(|d| d.grid.along_lines = v))}
            {super::widgets::switch("bounce", ("Bounce back from the last square", "Rebondir sur la dernière case"),
                ("A token that goes past the end of the track comes back by the squares left over.", "Un jeton qui dépasse la fin du parcours revient d'autant de cases."),
                move || draft.design.with(|d| d.grid.bounce), move |v| draft.set(|d| d.grid.bounce = v))}
            <div class="row">
                <button data-testid="choose-none" on:click=move |_| draft.cells.set(Vec::new())>{move || tr(lang.get(), "Choose no square", "Ne choisir aucune case")}</button>
                <button data-testid="number-cells" aria-pressed=move || draft.numbering.get().is_some().to_string() on:click=numbering>
                    {move || match draft.numbering.get() {
                        Some(n) => format!("{} {n}", tr(lang.get(), "Tap the square for number", "Touchez la case numéro")),
                        None => tr(lang.get(), "Number squares by tapping", "Numéroter les cases en les touchant").to_string(),
                    }}
                </button>
            </div>
        </section>
    }
}

/// A direction's button as tests find it (`data-dir`).
fn hook(dir: Direction) -> &'static str {
    match dir {
        Direction::UpLeft => "upleft",
        Direction::Up => "up",
        Direction::UpRight => "upright",
        Direction::Left => "left",
        Direction::Right => "right",
        Direction::DownLeft => "downleft",
        Direction::Down => "down",
        Direction::DownRight => "downright",
    }
}
