//! What a game's boards look like, worked out once as plain data: where each board, cell,
//! number, mark and name goes, and each token shown (`token_items`). The board a child plays on
//! makes live views of it (`board::boards_view`); a card's still picture writes it as SVG
//! markup (`markup`).

use tablier::engine::Play;
use tablier::game::{CellId, Game};
use tablier::lang::{Lang, Text};

use super::names;
use crate::shared::images;
use crate::shared::layout::{self, Rect};
use crate::shared::zone_colours;

/// One board in play: its background, name, cells and zones' names.
pub struct BoardDrawing {
    pub id: String,
    pub kind: &'static str,
    /// The sizes of names and numbers, which follow the cells (style/app.css).
    pub sizes: String,
    /// A picture under the cells (its URL) and where it goes.
    pub background: Option<(String, Rect)>,
    /// The background's built-in picture (`images::hook`): a card's picture writes it inline.
    pub background_name: &'static str,
    pub label: Option<Label>,
    pub cells: Vec<CellDrawing>,
    /// Each named zone's name, where it covers no token.
    pub zones: Vec<Label>,
}

/// A name written on the drawing.
pub struct Label {
    pub x: i32,
    pub y: i32,
    /// "start" or "end", where the text is anchored (a board's name); else the style's.
    pub anchor: Option<&'static str>,
    pub name: Text,
    /// The room the name has before the next board beside it (SVG units), if any is near:
    /// the name is written small enough to keep within it (style/app.css, `--fit`).
    pub room: Option<f64>,
}

/// One playable cell as drawn.
pub struct CellDrawing {
    pub cell: CellId,
    /// `data-cell`: "row,column".
    pub at: String,
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
    pub round: i32,
    pub line: u32,
    /// The zone's colour, for a cell of a coloured zone of the grid.
    pub fill: Option<&'static str>,
    /// The cell's number, shown on a race track, and where.
    pub number: Option<(i32, i32, u32)>,
    pub mark: Option<Mark>,
    /// Drawn smaller than designed: another player's area, aside (`shared::front`); for
    /// seeing, not touching.
    pub aside: bool,
}

/// What an empty grid cell shows of the rules, under the tokens.
pub enum Mark {
    /// A floor's points ("-2"), centred at (x, y); `small`: the square is drawn smaller than
    /// designed (another player's board, `shared::front`), so is its text (pixels).
    Points { x: i32, y: i32, text: String, small: Option<i32> },
    /// On a coloured mosaic wall, a faint picture of the kind the cell takes.
    Hint { href: String, name: &'static str, x: i32, y: i32, w: i32, h: i32 },
}

/// The boards in play for this many players.
pub fn boards(game: &Game, players: usize) -> Vec<BoardDrawing> {
    let whole = layout::view_box(game, players);
    (0..game.boards.len()).filter(|b| layout::board_in_play(game, players, *b)).map(|b| board(game, players, b, whole)).collect()
}

fn board(game: &Game, players: usize, b: usize, whole: Rect) -> BoardDrawing {
    let board = &game.boards[b];
    let g = &board.geometry;
    let r = layout::board_rect(game, b);
    let number = layout::number_size(game);
    let sizes = format!("--fs:{}px;--num:{}px", layout::tenths(layout::label_size(game, b)), layout::tenths(number));
    let n = (number / 4.0) as i32;
    // A board in the right half of the drawing has its name end at its right edge: a name
    // wider than a one-cell tray would otherwise run out of a phone's screen.
    let right = r.x + r.w / 2.0 > whole.x + whole.w / 2.0;
    let (x, anchor) = if right { (r.x + r.w, "end") } else { (r.x, "start") };
    let room = label_room(game, players, b, right);
    let label = layout::board_label(game, b).map(|name| Label { x: x as i32, y: r.y as i32 - 6, anchor: Some(anchor), name, room });
    let line = g.line_width.max(1);
    // Rows drawn shifted make a hexagonal board, and a board of points joined by lines (Morris)
    // has its lines in its picture: their cells are drawn as round holes.
    let points = b == 0 && game.design.grid.along_lines;
    let side = g.cell_width.min(g.cell_height) as i32;
    // A point's hole is smaller than its square, so the lines between points show, yet four
    // fifths of it: a child's finger aims at what it sees (three fifths drew 30 px on a phone).
    let inset = if points { side / 10 } else { 0 };
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
            let number = (b == 0 && game.design.grid.show_numbers && info.number > 0)
                .then(|| (cr.x as i32 + n, cr.y as i32 + 5 * n, info.number));
            CellDrawing {
                cell: c,
                at: format!("{},{}", info.row, info.column),
                x: cr.x as i32 + inset,
                y: cr.y as i32 + inset,
                w: cr.w as i32 - 2 * inset,
                h: cr.h as i32 - 2 * inset,
                round,
                line,
                fill,
                number,
                mark: (b == 0).then(|| cell_mark(game, c, cr)).flatten(),
                aside: cr.h < g.cell_height as f64,
            }
        })
        .collect();
    BoardDrawing {
        id: board.id.clone(),
        kind: board.kind.name(),
        sizes,
        background: images::url(&g.background).map(|href| (href, r)),
        background_name: images::hook(&g.background),
        label,
        cells,
        zones: if b == 0 { zone_labels(game, players) } else { Vec::new() },
    }
}

/// The room a board's name has along its line (it starts at the board's left edge, or ends at
/// its right edge for a board in the right half): up to the nearest board, or board's name,
/// beside it on that line. None when nothing is there.
fn label_room(game: &Game, players: usize, b: usize, right: bool) -> Option<f64> {
    const GAP: f64 = 8.0;
    const LINE: f64 = 24.0;
    let r = layout::board_rect(game, b);
    let beside = (0..game.boards.len())
        .filter(|o| *o != b && layout::board_in_play(game, players, *o))
        .map(|o| (layout::board_rect(game, o), layout::board_label(game, o).is_some()))
        .filter(|(o, named)| o.y - if *named { LINE } else { 0.0 } < r.y && o.y + o.h > r.y - LINE)
        .map(|(o, _)| o);
    if right {
        beside.filter(|o| o.x + o.w <= r.x).map(|o| r.x + r.w - (o.x + o.w) - GAP).reduce(f64::min)
    } else {
        beside.filter(|o| o.x >= r.x + r.w).map(|o| o.x - r.x - GAP).reduce(f64::min)
    }
}

fn cell_mark(game: &Game, c: CellId, cr: Rect) -> Option<Mark> {
    let info = &game.cells[c as usize];
    let zone = &game.zones[info.zone as usize];
    if let Some(i) = zone.cells.iter().position(|x| *x == c).filter(|_| !zone.points.is_empty()) {
        let p = *zone.points.get(i).or(zone.points.last())?;
        let text = if p > 0 { format!("+{p}") } else { p.to_string() };
        let designed = game.grid().geometry.cell_height as f64;
        let small = (cr.h < designed).then(|| (cr.h * 0.4) as i32);
        return Some(Mark::Points { x: (cr.x + cr.w / 2.0) as i32, y: (cr.y + cr.h * 0.62) as i32, text, small });
    }
    let m = game.mosaic.as_ref().filter(|_| game.design.rules.mosaic.as_ref().is_some_and(|r| !r.free))?;
    let i = m.walls.iter().find_map(|w| w.cells.iter().position(|x| *x == c))?;
    let kind = *m.pattern.get(i)?;
    let front = &game.design.token_types.get(kind as usize)?.front;
    let href = images::url(front)?;
    let inset = cr.w / 10.0;
    Some(Mark::Hint {
        href,
        name: images::hook(front),
        x: (cr.x + inset) as i32,
        y: (cr.y + inset) as i32,
        w: (cr.w - 2.0 * inset) as i32,
        h: (cr.h - 2.0 * inset) as i32,
    })
}

fn zone_labels(game: &Game, players: usize) -> Vec<Label> {
    layout::named_zones(game)
        .into_iter()
        .filter(|z| z.owner.is_empty() || game.players.iter().take(players).any(|p| p.id == z.owner))
        .filter_map(|z| {
            let (x, y) = layout::zone_name_at(game, z)?;
            Some(Label { x, y, anchor: None, name: z.name.text(), room: None })
        })
        .collect()
}

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
    /// `data-picture`, the picture's stable name (its URL is a `data:` one): see `images::hook`.
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

/// An SVG `viewBox` for `vb`.
pub fn view_box_attr(vb: Rect) -> String {
    format!("{} {} {} {}", vb.x as i32, vb.y as i32, vb.w as i32, vb.h as i32)
}
