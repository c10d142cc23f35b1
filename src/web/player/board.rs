//! Drawing the boards as SVG: every board at its designer position, cells as rects inside a
//! `data-board` group, tokens on a layer above so a dragged token passes over every board.

use leptos::prelude::*;
use tablier::engine::Play;
use tablier::game::{CellId, Game};
use tablier::lang::Lang;
use wasm_bindgen::JsCast;

use super::names;
use crate::shared::i18n::use_lang;
use crate::shared::images;
use crate::shared::layout::{self, Rect};
use crate::shared::zone_colours;

/// One drawn token: everything its picture depends on, so it is also its key.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TokenItem {
    pub token: u32,
    pub cell: CellId,
    pub type_id: String,
    pub at: String,
    pub face_up: bool,
    pub locked: bool,
    /// A joker chosen to come along with the next tokens taken from its tray.
    pub along: bool,
    /// The token in the middle of a chain of jumps: the one that must jump again (or be
    /// tapped to end the turn), shown as if held.
    pub jumping: bool,
    pub picture: Option<String>,
    /// `data-picture`, the picture's stable name (its URL is a `blob:`): see `images::hook`.
    pub picture_name: &'static str,
    pub label: String,
    /// The token type's name, for tooltips ("" face down).
    pub name: String,
    /// What a screen reader says of it: "white peg, row 2, column 3".
    pub spoken: String,
    pub count: usize,
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
}

/// The visible token of every cell.
pub fn token_items(play: &Play, lang: Lang) -> Vec<TokenItem> {
    let (game, state) = (&*play.game, &play.state);
    let mut out = Vec::new();
    for cell in 0..game.cells.len() as CellId {
        let Some(t) = state.visible(cell) else { continue };
        let info = &game.cells[cell as usize];
        let ty = &game.design.token_types[state.tokens[t as usize].kind as usize];
        let face_up = state.shows_face(game, t);
        let shown = if face_up {
            &ty.front
        } else if ty.back.is_empty() {
            "card-back"
        } else {
            &ty.back
        };
        let picture = images::url(shown);
        let r = layout::cell_rect(game, cell);
        out.push(TokenItem {
            token: t,
            cell,
            type_id: ty.id.clone(),
            at: format!("{}:{},{}", game.boards[info.board as usize].id, info.row, info.column),
            face_up,
            locked: state.tokens[t as usize].locked,
            along: tablier::engine::comes_along(game, state, t),
            jumping: state.chain == Some(t),
            picture,
            picture_name: images::hook(shown),
            label: if face_up { ty.display_label(lang).to_string() } else { String::new() },
            name: if face_up { ty.display_name(lang).to_string() } else { String::new() },
            spoken: format!("{}, {}", names::token(play, t, lang), names::place(game, cell, lang)),
            count: state.stack(cell).count(),
            x: r.x as i32,
            y: r.y as i32,
            w: r.w as i32,
            h: r.h as i32,
        });
    }
    out
}

/// One token; `arrival` draws it that far (SVG units) from its cell first, gliding home;
/// `flip`: it was just turned by enclosing, and turns over once showing its new picture.
pub fn token_view(
    item: TokenItem,
    held: Signal<Option<CellId>>,
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
        <g node_ref=node style=style class="token" class:held=move || held.get() == Some(cell) class:along=item.along class:jumping=item.jumping class:locked=item.locked
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
pub fn boards_view(game: &Game, targets: Signal<Vec<CellId>>, players: usize) -> impl IntoView {
    let lang = use_lang();
    let whole = layout::view_box(game, players);
    (0..game.boards.len())
        .filter(|b| layout::board_in_play(game, players, *b))
        .map(|b| {
            let board = &game.boards[b];
            let g = &game.boards[b].geometry;
            let r = layout::board_rect(game, b);
            let background = images::url(&g.background).map(|href| {
                view! { <image href=href x=r.x as i32 y=r.y as i32 width=r.w as i32 height=r.h as i32 preserveAspectRatio="xMidYMid slice" /> }
            });
            // Names and numbers follow the cells: their sizes are the board's (style/app.css).
            let number = layout::number_size(game);
            let sizes = format!("--fs:{}px;--num:{}px", layout::tenths(layout::label_size(game, b)), layout::tenths(number));
            let n = (number / 4.0) as i32;
            // A board in the right half of the drawing has its name end at its right edge: a
            // name wider than a one-cell tray would otherwise run out of a phone's screen.
            let right = r.x + r.w / 2.0 > whole.x + whole.w / 2.0;
            let (x, anchor) = if right { (r.x + r.w, "end") } else { (r.x, "start") };
            let label = layout::board_label(game, b).map(|name| {
                view! { <text class="board-name" x=x as i32 y=r.y as i32 - 6 text-anchor=anchor>{move || name.get(lang.get()).to_string()}</text> }
            });
            let line = g.line_width.max(1);
            // Rows drawn shifted make a hexagonal board, and a board of points joined by lines
            // (Morris) has its lines in its picture: their cells are drawn as round holes.
            let points = b == 0 && game.design.grid.along_lines;
            let side = g.cell_width.min(g.cell_height) as i32;
            // A point's hole is smaller than its square, so the lines between points show.
            let inset = if points { side / 5 } else { 0 };
            let round = if g.row_shift != 0 || points { side / 2 - inset } else { 6 };
            let cells = board
                .cells()
                .filter(|c| game.cells[*c as usize].playable && layout::in_play(game, players, *c))
                .map(|c| {
                    let info = &game.cells[c as usize];
                    let cr = layout::cell_rect(game, c);
                    // The grid's zones in the designer's colours (shared/zone_colours.rs).
                    let fill = (b == 0 && info.zone > 0 && game.zones.len() <= zone_colours::COUNT + 1)
                        .then(|| zone_colours::zone_colour(info.zone as usize - 1));
                    let number = (b == 0 && game.design.grid.show_numbers && info.number > 0).then(|| {
                        view! { <text class="cell-number" x=cr.x as i32 + n y=cr.y as i32 + 5 * n>{info.number}</text> }
                    });
                    let mark = (b == 0).then(|| cell_mark(game, c, cr)).flatten();
                    let (en, fr) = (names::place(game, c, Lang::En), names::place(game, c, Lang::Fr));
                    let name = move || if lang.get() == Lang::Fr { fr.clone() } else { en.clone() };
                    view! {
                        <rect class="cell" role="img" aria-label=name class:zone=fill.is_some() class:target=move || targets.with(|t| t.contains(&c))
                            data-cell=format!("{},{}", info.row, info.column)
                            x=cr.x as i32 + inset y=cr.y as i32 + inset width=cr.w as i32 - 2 * inset height=cr.h as i32 - 2 * inset rx=round stroke-width=line style=fill.map(|f| format!("fill:{f};fill-opacity:.8")) />
                        {number}
                        {mark}
                    }
                })
                .collect_view();
            let zones = if b == 0 { zone_labels(game, players) } else { Vec::new() };
            view! {
                <g class="board" data-board=board.id.clone() data-kind=board.kind.name() style=sizes>
                    {background}
                    {label}
                    {cells}
                    {zones}
                </g>
            }
        })
        .collect_view()
}

/// What an empty grid cell shows of the rules, under the tokens: on a coloured mosaic wall a
/// faint picture of the kind it takes; in a zone with points (a floor), its points ("-2").
fn cell_mark(game: &Game, c: CellId, cr: layout::Rect) -> Option<AnyView> {
    let info = &game.cells[c as usize];
    let zone = &game.zones[info.zone as usize];
    if let Some(i) = zone.cells.iter().position(|x| *x == c).filter(|_| !zone.points.is_empty()) {
        let p = *zone.points.get(i).or(zone.points.last())?;
        let text = if p > 0 { format!("+{p}") } else { p.to_string() };
        let (x, y) = ((cr.x + cr.w / 2.0) as i32, (cr.y + cr.h * 0.62) as i32);
        return Some(view! { <text class="cell-points" x=x y=y>{text}</text> }.into_any());
    }
    let m = game.mosaic.as_ref().filter(|_| game.design.rules.mosaic.as_ref().is_some_and(|r| !r.free))?;
    let i = m.walls.iter().find_map(|w| w.cells.iter().position(|x| *x == c))?;
    let kind = *m.pattern.get(i)?;
    let href = images::url(&game.design.token_types.get(kind as usize)?.front)?;
    let inset = cr.w / 10.0;
    Some(
        view! {
            <image class="wall-hint" href=href x=(cr.x + inset) as i32 y=(cr.y + inset) as i32
                width=(cr.w - 2.0 * inset) as i32 height=(cr.h - 2.0 * inset) as i32 />
        }
        .into_any(),
    )
}

/// Each named zone's name where it covers no token (`layout::zone_name_at`); drawn with the
/// cells, under the tokens.
fn zone_labels(game: &Game, players: usize) -> Vec<AnyView> {
    layout::named_zones(game)
        .into_iter()
        .filter(|z| z.owner.is_empty() || game.players.iter().take(players).any(|p| p.id == z.owner))
        .filter_map(|z| {
            let (x, y) = layout::zone_name_at(game, z)?;
            let name = z.name.clone();
            let lang = use_lang();
            let text = move || name.get(lang.get()).to_string();
            Some(view! { <text class="zone-name" x=x y=y>{text}</text> }.into_any())
        })
        .collect()
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
            // The badge sits on the tray's cell; "+N" right of a tray of several cells.
            let c = layout::cell_rect(game, first);
            let radius = layout::badge_radius(c) as i32;
            let (x, y) = if bag {
                ((r.x + r.w) as i32, r.y as i32)
            } else if single {
                ((c.x + c.w) as i32 - radius / 2, c.y as i32 + radius / 2)
            } else {
                ((r.x + r.w) as i32 + 6, (r.y + r.h / 2.0) as i32)
            };
            view! {
                <g class="queue-count" class:badge=single data-queue=id data-left=left transform=format!("translate({x},{y})")
                    style:display=move || (left() == 0).then_some("none")>
                    {single.then(|| view! { <circle r=radius /> })}
                    <text font-size=single.then_some(radius * 4 / 3)>{move || if single { left().to_string() } else { format!("+{}", left()) }}</text>
                </g>
            }
        })
        .collect_view()
}

pub fn view_box_attr(vb: Rect) -> String {
    format!("{} {} {} {}", vb.x as i32, vb.y as i32, vb.w as i32, vb.h as i32)
}

/// Above this many cells a card's picture shows each board as one plain shape: at card size a
/// cell would be smaller than a pixel, and drawing 10,000 of them kept an imported design's card
/// from showing for seconds on a slow tablet.
const PICTURE_CELLS: usize = 2_000;

/// A still picture of a game, for the library cards.
#[component]
pub fn Picture(play: Play) -> impl IntoView {
    let game = play.game.clone();
    let players = play.state.players.len();
    let vb = layout::view_box(&game, players);
    if game.cells.len() > PICTURE_CELLS {
        let boards = (0..game.boards.len())
            .map(|b| {
                let r = layout::board_rect(&game, b);
                let size = format!("{} × {}", game.boards[b].rows, game.boards[b].columns);
                let font = (r.h.min(r.w) / 6.0).max(1.0) as i32;
                view! {
                    <g class="board-outline" data-board-outline=game.boards[b].id.clone()>
                        <rect x=r.x as i32 y=r.y as i32 width=r.w as i32 height=r.h as i32 />
                        <text x=(r.x + r.w / 2.0) as i32 y=(r.y + r.h / 2.0) as i32 font-size=font>{size}</text>
                    </g>
                }
            })
            .collect_view();
        return view! { <svg class="picture" viewBox=view_box_attr(vb) aria-hidden="true">{boards}</svg> }.into_any();
    }
    let none = Signal::stored(None);
    let tokens = token_items(&play, use_lang().get_untracked())
        .into_iter()
        .map(|item| token_view(item, none, None, false))
        .collect_view();
    view! {
        <svg class="picture" viewBox=view_box_attr(vb) aria-hidden="true">
            {boards_view(&game, Signal::stored(Vec::new()), players)}
            {tokens}
        </svg>
    }
    .into_any()
}
