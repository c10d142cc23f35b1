//! Drawing the boards as SVG: every board at its designer position, cells as rects inside a
//! `data-board` group, tokens on a layer above so a dragged token passes over every board.

use std::collections::HashMap;
use std::sync::Arc;

use leptos::prelude::*;
use tablier::engine::Play;
use tablier::game::{CellId, Game};
use tablier::lang::Lang;
use wasm_bindgen::JsCast;

use super::drawing::{self, BoardDrawing, Label, TokenItem};
use super::markup;
use super::names;
use crate::shared::i18n::use_lang;
use crate::shared::layout;

/// One token; `arrival` draws it that far (SVG units) from its cell first, gliding home;
/// `flip`: it was just turned by enclosing, and turns over once showing its new picture.
pub fn token_view(
    item: TokenItem,
    held: Signal<Option<CellId>>,
    going: Signal<Vec<CellId>>,
    arrival: Option<(f64, f64)>,
    flip: bool,
) -> impl IntoView {
    let node = NodeRef::<leptos::svg::G>::new();
    let style =
        arrival.map(|(dx, dy)| format!("transform: translate({}px, {}px)", layout::tenths(dx), layout::tenths(dy)));
    if arrival.is_some() {
        request_animation_frame(move || {
            request_animation_frame(move || {
                // Two frames on, the board may be gone (the child left the game).
                if let Some(Some(el)) = node.try_get_untracked() {
                    super::drag::glide_back(el.unchecked_ref());
                }
            })
        });
    }
    let cell = item.cell;
    let (w, h) = (item.w, item.h);
    let pad = (w.min(h) / 16).max(2);
    let face = if item.face_up { "up" } else { "down" };
    let picture = match item.picture {
        Some(href) => view! {
            <image data-picture=item.picture_name href=href x=pad y=pad width=w - 2 * pad height=h - 2 * pad />
        }
        .into_any(),
        None => view! {
            <rect class="token-plain" x=pad y=pad width=w - 2 * pad height=h - 2 * pad rx=pad * 2 />
            <text class="token-label" x=w / 2 y=h / 2 font-size=(h / 3).max(10)>{item.label}</text>
        }
        .into_any(),
    };
    let count = (item.count > 1).then(|| {
        let r = (h / 6).max(9);
        view! {
            <g class="stack-count" transform=format!("translate({},{})", w - r - 1, r + 1)>
                <circle r=r />
                <text font-size=r * 3 / 2>{item.count}</text>
            </g>
        }
    });
    view! {
        <g node_ref=node style=style class="token" class:held=move || held.get() == Some(cell) || going.with(|g| g.contains(&cell)) class:along=item.along class:jumping=item.jumping class:locked=item.locked
            data-token=item.token data-type=item.face_up.then_some(item.type_id) data-at=item.at data-face=face data-count=item.count
            data-flipped=flip.then_some("true") role="img" aria-label=item.spoken>
            <title>{item.name}</title>
            <g transform=format!("translate({},{})", item.x, item.y)>
                <rect class="token-hit" width=w height=h />
                <g class:flip=flip>{picture}</g>
                {count}
            </g>
        </g>
    }
}

/// The boards (backgrounds and cells) without tokens; `targets` marks the legal targets.
pub fn boards_view(game: &Arc<Game>, targets: Signal<Vec<CellId>>, players: usize) -> impl IntoView {
    let lang = use_lang();
    drawing::boards(game, players)
        .into_iter()
        .map(|board| {
            let cells = live_cells(game, &board, targets);
            let background = board.background.map(|(href, r)| {
                view! { <image href=href x=r.x as i32 y=r.y as i32 width=r.w as i32 height=r.h as i32 preserveAspectRatio="xMidYMid slice" /> }
            });
            let label = board.label.map(|Label { x, y, anchor, name, room }| {
                // No larger than its room allows, a letter taken as 0.6 of the size (bold sans).
                let text = name.clone();
                let fit = move || {
                    let letters = name.get(lang.get()).chars().count().max(1) as f64;
                    room.map(|room| format!("--fit:{}px", layout::tenths(room / (0.6 * letters))))
                };
                view! { <text class="board-name" x=x y=y text-anchor=anchor style=fit>{move || text.get(lang.get()).to_string()}</text> }
            });
            let zones = board
                .zones
                .into_iter()
                .map(|Label { x, y, name, .. }| view! { <text class="zone-name" x=x y=y>{move || name.get(lang.get()).to_string()}</text> })
                .collect_view();
            view! {
                <g class="board" data-board=board.id data-kind=board.kind style=board.sizes>
                    {background}
                    {label}
                    {cells}
                    {zones}
                </g>
            }
        })
        .collect_view()
}

/// A board's cells, written as markup in one go (`markup::live_cells`), then kept up to date:
/// their spoken names in the language chosen, the `target` class on the squares lit.
fn live_cells(game: &Arc<Game>, board: &BoardDrawing, targets: Signal<Vec<CellId>>) -> impl IntoView {
    let lang = use_lang();
    let (drawn_lang, drawn_lit) = (lang.get_untracked(), targets.get_untracked());
    let html = markup::live_cells(board, |c| names::place(game, c, drawn_lang), &drawn_lit);
    // Where each cell is among the board's (the markup's order).
    let order: HashMap<CellId, u32> = board.cells.iter().enumerate().map(|(k, c)| (c.cell, k as u32)).collect();
    let node = NodeRef::<leptos::svg::G>::new();
    let game = game.clone();
    Effect::new(move |before: Option<(Lang, Vec<CellId>)>| {
        let (now, lit) = (lang.get(), targets.get());
        let (said, was) = before.unwrap_or_else(|| (drawn_lang, drawn_lit.clone()));
        let Some(g) = node.get_untracked() else { return (said, was) };
        let Ok(cells) = g.query_selector_all("rect.cell") else { return (said, was) };
        let cell = |c: CellId| order.get(&c).and_then(|k| cells.item(*k)).and_then(|n| n.dyn_into::<web_sys::Element>().ok());
        if now != said {
            for (c, _) in &order {
                if let Some(el) = cell(*c) {
                    let _ = el.set_attribute("aria-label", &names::place(&game, *c, now));
                }
            }
        }
        for c in was.iter().filter(|c| !lit.contains(c)).chain(lit.iter().filter(|c| !was.contains(c))) {
            if let Some(el) = cell(*c) {
                let _ = el.class_list().toggle_with_force("target", lit.contains(c));
            }
        }
        (now, lit)
    });
    view! { <g node_ref=node inner_html=html></g> }
}

/// The tokens waiting in each tray's queue, as "+N" after the tray; a tray of one cell (one
/// token shown at a time: Morris, Othello) wears a badge with how many are left in all.
pub fn queue_counts(game: &Game, play: Signal<Play>) -> impl IntoView {
    (0..game.boards.len())
        .filter(|b| !game.boards[*b].queue.is_empty())
        .map(|b| {
            let r = layout::board_rect(game, b);
            let cells = game.boards[b].cells();
            // A bag other trays deal from wears its count as a badge too: a "+N" beside it
            // would fall on the next display.
            let bag = game.boards.iter().enumerate().any(|(o, other)| o != b && other.bag as usize == b);
            let (one_cell, first) = (cells.len() == 1, cells.start);
            let single = one_cell || bag;
            let left = move || {
                play.with(|p| {
                    let queued = p.state.queues[b].remaining();
                    queued + if one_cell { p.state.stack(first).count() } else { 0 }
                })
            };
            let id = game.boards[b].id.clone();
            // The badge sits on the tray's cell's corner; "+N" right of a tray of several cells.
            let c = layout::cell_rect(game, first);
            let radius = layout::badge_radius(c) as i32;
            // The bag goes where it covers no tile (`layout::bag_spot`).
            let players = play.with_untracked(|p| p.state.players.len());
            let (x, y) = if bag {
                let (x, y) = layout::bag_spot(game, b, players, radius as f64 * 1.2);
                (x as i32, y as i32)
            } else if single {
                // Within the cell's height: the board's name just above it stays whole.
                ((c.x + c.w) as i32 - radius / 2, c.y as i32 + radius)
            } else {
                ((r.x + r.w) as i32 + 6, (r.y + r.h / 2.0) as i32)
            };
            // The bag is drawn as one, the number of tokens in it written on it: a child who
            // does not read "bag" sees one.
            let shape = if bag {
                let s = radius as f64 * 1.2;
                let p = |v: f64| layout::tenths(v * s);
                view! {
                    <path class="bag" d=format!("M{} {}L{} {}L{} {}C{} {} {} {} {} {}L{} {}C{} {} {} {} {} {}Z",
                        p(-0.45), p(-1.15), p(0.45), p(-1.15), p(0.2), p(-0.75),
                        p(1.15), p(-0.45), p(1.25), p(0.95), p(0.85), p(1.05),
                        p(-0.85), p(1.05), p(-1.25), p(0.95), p(-1.15), p(-0.45), p(-0.2), p(-0.75)) />
                }
                .into_any()
            } else if single {
                view! { <circle r=radius /> }.into_any()
            } else {
                ().into_any()
            };
            let lang = use_lang();
            let said = move || {
                let n = left();
                if !bag {
                    return None;
                }
                Some(if lang.get() == Lang::Fr { format!("{n} dans le sac") } else { format!("{n} in the bag") })
            };
            let text_y = bag.then(|| layout::tenths(radius as f64 * 0.3));
            view! {
                <g class="queue-count" class:badge=single data-queue=id data-left=left transform=format!("translate({x},{y})")
                    style:display=move || (left() == 0).then_some("none") role=bag.then_some("img") aria-label=said>
                    {shape}
                    <text y=text_y font-size=single.then_some(radius * 4 / 3)>{move || if single { left().to_string() } else { format!("+{}", left()) }}</text>
                </g>
            }
        })
        .collect_view()
}
