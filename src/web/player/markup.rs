//! A still picture of a game (a library card's, the printed sheet's, the board drawn while the
//! player's code comes: `coming`) written as SVG markup that the browser reads in one go. Built
//! node by node from the wasm, a call for each of thousands of attributes, the library's fifteen
//! pictures kept its first card from showing for a second and a half on a slow tablet. The same
//! drawing (`drawing`) as the board a child plays on, with the same classes, so the style draws
//! both alike. A card's built-in pictures are written inline, not drawn from `data:` URLs
//! (`images::inline`).

use std::fmt::{self, Display, Write};

use leptos::prelude::*;
use tablier::engine::Play;
use tablier::game::CellId;
use tablier::lang::Lang;

use super::drawing::{self, token_items, view_box_attr, BoardDrawing, CellDrawing, Mark, TokenItem};
use crate::shared::i18n::use_lang;
use crate::shared::{images, layout};

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
    // Drawn as markup (`markup`): a picture never changes but with the language of its names.
    let lang = use_lang();
    let inner = move || picture(&play, lang.get());
    view! { <svg class="picture" viewBox=view_box_attr(vb) aria-hidden="true" inner_html=inner></svg> }.into_any()
}

/// How a picture is written: for a card or a sheet, or as the board a child is about to play on.
#[derive(Clone, Copy)]
struct Way {
    /// Built-in pictures written inline (a card's: no document of their own to the browser), or
    /// drawn from their `data:` URLs as the live board draws them (its pictures then come read).
    inline: bool,
    /// The board's hooks (`data-board`, `data-cell`, `data-token`, `data-at`...): only one board
    /// of a page answers to them, the live one.
    hooks: bool,
}

/// The boards and tokens of `play` as markup for the inside of an `<svg>`.
pub fn picture(play: &Play, lang: Lang) -> String {
    markup(play, lang, Way { inline: true, hooks: true })
}

/// The board as it will be played, while the player's code comes (`library/player_page.rs`): its
/// pictures drawn as the live board draws them, none of the live board's hooks.
// Only the library opens a game so: the designer's bundle never calls it.
#[allow(dead_code)]
pub fn coming(play: &Play, lang: Lang) -> String {
    markup(play, lang, Way { inline: false, hooks: false })
}

fn markup(play: &Play, lang: Lang, way: Way) -> String {
    let mut out = String::new();
    for board in drawing::boards(&play.game, play.state.players.len()) {
        // Writing to a String cannot fail.
        let _ = board_markup(&mut out, &board, lang, way);
    }
    for item in token_items(play, lang) {
        let _ = token_markup(&mut out, &item, way);
    }
    out
}

fn board_markup(out: &mut String, board: &BoardDrawing, lang: Lang, way: Way) -> fmt::Result {
    out.push_str(r#"<g class="board""#);
    if way.hooks {
        write!(out, r#" data-board="{}""#, Esc(&board.id))?;
    }
    write!(out, r#" data-kind="{}" style="{}">"#, board.kind, board.sizes)?;
    if let Some((href, r)) = &board.background {
        let place = [r.x, r.y, r.w, r.h].map(|v| v as i32);
        picture_markup(out, board.background_name, href, "", place, Some("xMidYMid slice"), way)?;
    }
    if let Some(l) = &board.label {
        let anchor = l.anchor.unwrap_or("start");
        write!(out, r#"<text class="board-name" x="{}" y="{}" text-anchor="{anchor}">{}</text>"#, l.x, l.y, Esc(l.name.get(lang)))?;
    }
    for c in &board.cells {
        cell_markup(out, c, way, None)?;
    }
    for z in &board.zones {
        write!(out, r#"<text class="zone-name" x="{}" y="{}">{}</text>"#, z.x, z.y, Esc(z.name.get(lang)))?;
    }
    out.push_str("</g>");
    Ok(())
}

/// The cells of a board a child plays on (`board::boards_view`), as markup: each with its hooks,
/// its place's name for a screen reader (`spoken`) and whether it is lit now (`lit`). Built node
/// by node, a board's cells held its first showing back by about 0.1 s on a slow tablet (a
/// dozen calls from the wasm for each); the view keeps their names and lights up to date.
pub fn live_cells(board: &BoardDrawing, spoken: impl Fn(CellId) -> String, lit: &[CellId]) -> String {
    let mut out = String::new();
    let way = Way { inline: false, hooks: true };
    for c in &board.cells {
        // Writing to a String cannot fail.
        let _ = cell_markup(&mut out, c, way, Some((&spoken(c.cell), lit.contains(&c.cell))));
    }
    out
}

/// A cell, its number and its mark; `live`: on the board a child plays on, its spoken name and
/// whether it is lit.
fn cell_markup(out: &mut String, c: &CellDrawing, way: Way, live: Option<(&str, bool)>) -> fmt::Result {
    let zone = if c.fill.is_some() { " zone" } else { "" };
    let aside = if c.aside { " aside" } else { "" };
    let lit = if live.is_some_and(|(_, lit)| lit) { " target" } else { "" };
    write!(out, r#"<rect class="cell{zone}{aside}{lit}""#)?;
    if let Some((spoken, _)) = live {
        write!(out, r#" role="img" aria-label="{}""#, Esc(spoken))?;
    }
    if way.hooks {
        write!(out, r#" data-cell="{}""#, c.at)?;
    }
    write!(out, r#" x="{}" y="{}" width="{}" height="{}" rx="{}" stroke-width="{}""#, c.x, c.y, c.w, c.h, c.round, c.line)?;
    if let Some(fill) = c.fill {
        write!(out, r#" style="fill:{fill};fill-opacity:.8""#)?;
    }
    out.push_str("/>");
    if let Some((x, y, n)) = c.number {
        write!(out, r#"<text class="cell-number" x="{x}" y="{y}">{n}</text>"#)?;
    }
    match &c.mark {
        Some(Mark::Points { x, y, text, small }) => {
            let style = small.map(|px| format!(r#" style="font-size:{px}px""#)).unwrap_or_default();
            write!(out, r#"<text class="cell-points" x="{x}" y="{y}"{style}>{}</text>"#, Esc(text))?
        }
        Some(Mark::Hint { href, name, x, y, w, h }) => {
            picture_markup(out, name, href, r#" class="wall-hint""#, [*x, *y, *w, *h], None, way)?
        }
        None => {}
    }
    Ok(())
}

fn token_markup(out: &mut String, t: &TokenItem, way: Way) -> fmt::Result {
    let flags = [(t.along, " along"), (t.jumping, " jumping"), (t.locked, " locked")];
    let classes: String = flags.iter().filter(|(on, _)| *on).map(|(_, c)| *c).collect();
    let face = if t.face_up { "up" } else { "down" };
    write!(out, r#"<g class="token{classes}""#)?;
    if way.hooks {
        write!(out, r#" data-token="{}""#, t.token)?;
        if t.face_up {
            write!(out, r#" data-type="{}""#, Esc(&t.type_id))?;
        }
        write!(out, r#" data-at="{}""#, Esc(&t.at))?;
    }
    // One element for the token where the live board has four (its place, its touch area, its
    // turning face): a slow tablet lays out each of the first screen's hundreds of elements.
    write!(out, r#" data-face="{face}" data-count="{}" transform="translate({},{})">"#, t.count, t.x, t.y)?;
    let (w, h) = (t.w, t.h);
    let pad = (w.min(h) / 16).max(2);
    // The touch area is seen only when it is marked (a token that moves along or jumps).
    if t.along || t.jumping {
        write!(out, r#"<rect class="token-hit" width="{w}" height="{h}"/>"#)?;
    }
    match &t.picture {
        Some(href) => {
            let hook = if way.hooks { format!(r#" data-picture="{}""#, t.picture_name) } else { String::new() };
            picture_markup(out, t.picture_name, href, &hook, [pad, pad, w - 2 * pad, h - 2 * pad], None, way)?
        }
        None => write!(
            out,
            r#"<rect class="token-plain" x="{pad}" y="{pad}" width="{}" height="{}" rx="{}"/><text class="token-label" x="{}" y="{}" font-size="{}">{}</text>"#,
            w - 2 * pad,
            h - 2 * pad,
            pad * 2,
            w / 2,
            h / 2,
            (h / 3).max(10),
            Esc(&t.label)
        )?,
    }
    if t.count > 1 {
        let r = (h / 6).max(9);
        write!(
            out,
            r#"<g class="stack-count" transform="translate({},{})"><circle r="{r}"/><text font-size="{}">{}</text></g>"#,
            w - r - 1,
            r + 1,
            r * 3 / 2,
            t.count
        )?;
    }
    out.push_str("</g>");
    Ok(())
}

/// A picture at `[x, y, width, height]`, with the element's own attributes `attrs`: a built-in
/// one written inline when `way` says so (`images::inline`: the browser reads no document of its
/// own for it), else, as a design's own, an image of its URL. `aspect` fits it to its place
/// (else as an image does: whole, centred).
fn picture_markup(
    out: &mut String,
    name: &str,
    href: &str,
    attrs: &str,
    [x, y, w, h]: [i32; 4],
    aspect: Option<&str>,
    way: Way,
) -> fmt::Result {
    let fit = aspect.map(|a| format!(r#" preserveAspectRatio="{a}""#)).unwrap_or_default();
    let place = format!(r#"x="{x}" y="{y}" width="{w}" height="{h}"{fit}"#);
    match images::inline(name).filter(|_| way.inline) {
        Some(p) => write!(out, r#"<svg{attrs} {place} viewBox="{}">{}</svg>"#, p.view_box, p.body),
        None => write!(out, r#"<image{attrs} href="{}" {place}/>"#, Esc(href)),
    }
}

/// Text and attribute values as markup: what a teacher typed is never read as tags.
struct Esc<'a>(&'a str);

impl Display for Esc<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.chars() {
            match c {
                '&' => f.write_str("&amp;")?,
                '<' => f.write_str("&lt;")?,
                '>' => f.write_str("&gt;")?,
                '"' => f.write_str("&quot;")?,
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}
