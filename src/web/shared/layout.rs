//! Where things are drawn: every board at its designer position, in SVG user units (pixels
//! of the design). Cell (r, c) is at (x + c*(cell_width+column_space) + r*row_shift,
//! y + r*(cell_height+row_space)) (`Geometry::cell_origin`): shifted rows draw a hexagonal board.

use tablier::game::{CellId, Game, Start};
use tablier::lang::Text;
use tablier::model::Zone;

pub use super::rect::Rect;
use super::front;

/// Room above the boards for their names (and the zones' names).
const TOP: f64 = 24.0;
/// A thin margin on the other sides, so that borders and highlights are not cut.
const PAD: f64 = 6.0;
/// Room right of a tray for its "+N" queue count; less for a queue of a few tokens, whose
/// count has one digit (Azul's centre, holding only the first player's marker, no longer
/// narrows a phone's table).
const QUEUE: f64 = 52.0;
const SHORT_QUEUE: f64 = 36.0;
/// The whole game on one screen is worth squares a little under a finger's size (an upright
/// tablet draws Azul's for two at 43 px); smaller than this (a phone's 27 to 32 px), the phone
/// arrangement shows it a part at a time.
const PARTS_BELOW: f64 = 40.0;

/// The name to show above a board, in both languages (none for the grid, whose name is the game's).
pub fn board_label(game: &Game, b: usize) -> Option<Text> {
    (b > 0).then(|| game.boards[b].name.clone()).filter(|n| !n.en.is_empty() || !n.fr.is_empty())
}

/// The grid's zones whose names are drawn: zones of several cells (a taquin's one-cell zones
/// go unnamed), on a grid whose rows are not shifted (on a hexagonal board the row above a
/// zone is half a cell aside, so a name there would fall among other holes; its zones are told
/// by their tints).
pub fn named_zones(game: &Game) -> Vec<&Zone> {
    if game.grid().geometry.row_shift != 0 {
        return Vec::new();
    }
    game.design.grid.zones.iter().filter(|z| z.cells.len() > 1 && !z.name.is_blank()).collect()
}

/// The size of a board's name and of the zones' names, in SVG units: a quarter of its cells
/// (text follows the cell size), kept within the room above a board, and between the grid's
/// rows when zone names are written there. The player also keeps it within 20 screen pixels
/// (style/app.css, `--cap`).
pub fn label_size(game: &Game, b: usize) -> f64 {
    let g = &game.boards[b].geometry;
    let size = (g.cell_width.min(g.cell_height) as f64 / 4.0).clamp(10.0, TOP - 6.0);
    if b == 0 && between_rows(game) {
        size.min(g.row_space as f64 - 3.0)
    } else {
        size
    }
}

/// Whether the grid's rows are spaced enough for a name between them.
fn between_rows(game: &Game) -> bool {
    game.grid().geometry.row_space >= 13
}

/// A cell number's size, in SVG units: a quarter of the cell, so a goose board's numbers read
/// on a phone (and at least 11 screen pixels, style/app.css `--floor`).
pub fn number_size(game: &Game) -> f64 {
    let g = &game.grid().geometry;
    g.cell_width.min(g.cell_height) as f64 / 4.0
}

/// Where a zone's name is written (the start of its baseline). Above the zone's top-left cell
/// when no token can be there (the zone touches the top of the grid, or the rows are spaced
/// enough); otherwise inside that cell, at its top, drawn under the tokens. A name never
/// covers a token nor another zone's cells.
pub fn zone_name_at(game: &Game, zone: &Zone) -> Option<(i32, i32)> {
    let [row, column] = *zone.cells.iter().min()?;
    let r = cell_rect(game, game.grid().cell_at(row, column)?);
    // Above the zone also when the square above holds nothing and never will (a gap between
    // boards drawn on one grid, as between Azul's players).
    let free_above = row > 0
        && game.grid().cell_at(row - 1, column).is_some_and(|up| {
            !game.cells[up as usize].playable && !game.tokens.iter().any(|t| t.start == Start::Cell(up))
        });
    Some(if row == 0 || between_rows(game) || free_above {
        (r.x as i32 + 2, r.y as i32 - 3)
    } else {
        (r.x as i32 + 4, (r.y + label_size(game, 0)) as i32 + 2)
    })
}

/// The radius of the badge that counts a one-cell tray's tokens, on its top-right corner.
pub fn badge_radius(c: Rect) -> f64 {
    (c.w.min(c.h) / 4.0).max(11.0)
}

/// Where a bag other trays deal from is drawn (its centre), `s` its size (half its height,
/// about): beside or under its tray or one it feeds, the first place inside the drawing that
/// covers no board and no board's name; else hanging on its tray's right edge. A phone's
/// narrow gaps between factories left it on a tile the child must see and tap.
pub fn bag_spot(game: &Game, b: usize, players: usize, s: f64) -> (f64, f64) {
    // Half its width, its height above and below its centre, its outline included.
    let (hw, up, down) = (1.3 * s, 1.2 * s, 1.1 * s);
    let vb = view_box(game, players);
    let in_play: Vec<usize> = (0..game.boards.len()).filter(|o| board_in_play(game, players, *o)).collect();
    let free = |&(x, y): &(f64, f64)| {
        let bag = Rect { x: x - hw, y: y - up, w: 2.0 * hw, h: up + down };
        let inside = bag.x >= vb.x && bag.y >= vb.y && bag.x + bag.w <= vb.x + vb.w && bag.y + bag.h <= vb.y + vb.h;
        inside
            && in_play.iter().all(|&o| {
                let mut other = board_rect(game, o);
                if board_label(game, o).is_some() {
                    // Its name, drawn above it.
                    other.y -= TOP;
                    other.h += TOP;
                }
                !bag.overlaps(&other)
            })
    };
    let fed = std::iter::once(b).chain(in_play.iter().copied().filter(|&o| o != b && game.boards[o].bag as usize == b));
    let spots = fed.flat_map(|t| {
        let r = board_rect(game, t);
        [(r.x + r.w + 6.0 + hw, r.y + up + 2.0), (r.x + r.w - hw, r.y + r.h + 6.0 + up)]
    });
    let r = board_rect(game, b);
    spots.into_iter().find(free).unwrap_or((r.x + r.w + 4.0, r.y + up))
}

/// A number written to a tenth ("-12.3"), without the float formatting code of `core::fmt`
/// (which costs the wasm several KB).
pub fn tenths(v: f64) -> String {
    let t = (v * 10.0).round() as i64;
    let sign = if t < 0 { "-" } else { "" };
    format!("{sign}{}.{}", t.unsigned_abs() / 10, t.unsigned_abs() % 10)
}

/// Which of the design's arrangements is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrangement {
    /// Where the designer put everything.
    Designed,
    /// A screen taller than wide (`Design::portrait`).
    Portrait,
    /// A phone held upright (`Design::phone`), shown a part at a time.
    Phone,
}

thread_local! {
    /// The arrangement drawn. Set by the player, and by the board drawn while its code comes
    /// (`arrange`).
    static ARRANGED: std::cell::Cell<Arrangement> = const { std::cell::Cell::new(Arrangement::Designed) };
}

/// Whether the screen is taller than wide, asked of a media query: the window's inner size
/// would first lay out the page being built (about 20 ms on a slow tablet).
pub fn tall() -> bool {
    let query = web_sys::window().and_then(|w| w.match_media("not all and (min-aspect-ratio: 1/1)").ok().flatten());
    query.is_some_and(|m| m.matches())
}

/// The arrangement a board is first drawn in: the design's portrait one on a screen taller than
/// wide (the finger's size is weighed once the board is on the screen: `fit`).
pub fn for_screen() -> Arrangement {
    if tall() {
        Arrangement::Portrait
    } else {
        Arrangement::Designed
    }
}

/// Draw `game` in this arrangement, or the nearest the design has (a design without a phone
/// arrangement is drawn in its portrait one); true when that changed the drawing.
pub fn arrange(wanted: Arrangement, game: &Game) -> bool {
    let was = arrangement(game);
    ARRANGED.with(|a| a.set(wanted));
    arrangement(game) != was
}

/// The arrangement drawn for this game.
pub fn arrangement(game: &Game) -> Arrangement {
    let d = &game.design;
    match ARRANGED.with(|a| a.get()) {
        Arrangement::Phone if d.phone.is_some() => Arrangement::Phone,
        Arrangement::Phone | Arrangement::Portrait if d.portrait.is_some() => Arrangement::Portrait,
        _ => Arrangement::Designed,
    }
}

/// The arrangement in force, if any.
fn arranged(game: &Game) -> Option<&tablier::model::Portrait> {
    match arrangement(game) {
        Arrangement::Phone => game.design.phone.as_ref(),
        Arrangement::Portrait => game.design.portrait.as_ref(),
        Arrangement::Designed => None,
    }
}

/// How far a board is drawn from its designed place, in pixels.
fn board_offset(game: &Game, b: usize) -> (i32, i32) {
    let board = &game.boards[b];
    match arranged(game).and_then(|p| p.boards.get(&board.id)) {
        Some([x, y]) => (x - board.geometry.x, y - board.geometry.y),
        None => (0, 0),
    }
}

/// How many squares a grid cell is drawn away from its place: its owner's portrait shift and
/// its zone's.
fn cell_shift(game: &Game, cell: CellId) -> (i32, i32) {
    let Some(p) = arranged(game) else { return (0, 0) };
    let info = &game.cells[cell as usize];
    if info.board != 0 {
        return (0, 0);
    }
    let zone = &game.zones[info.zone as usize];
    let owned = (zone.owners != 0)
        .then(|| p.players.get(&game.players[zone.owners.trailing_zeros() as usize].id))
        .flatten();
    let [r0, c0] = owned.copied().unwrap_or_default();
    let [r1, c1] = p.zones.get(&zone.id).copied().unwrap_or_default();
    (r0 + r1, c0 + c1)
}

/// The columns a tray's squares are drawn in by the arrangement in force (`Portrait::columns`),
/// if not its own.
fn flow_columns(game: &Game, b: usize) -> Option<u32> {
    let n = *arranged(game)?.columns.get(&game.boards[b].id)?;
    (n > 0 && b != 0).then_some(n)
}

/// Where a tray's square is drawn when the arrangement flows its squares into other columns:
/// the same order, row after row.
fn flowed(game: &Game, cell: CellId) -> (u32, u32) {
    let info = &game.cells[cell as usize];
    let board = &game.boards[info.board as usize];
    match flow_columns(game, info.board as usize) {
        Some(n) => {
            let i = info.row * board.columns + info.column;
            (i / n, i % n)
        }
        None => (info.row, info.column),
    }
}

/// Where a board is drawn (its background picture, its name above): the box around every
/// cell, shifted rows included.
pub fn board_rect(game: &Game, b: usize) -> Rect {
    let board = &game.boards[b];
    let g = &board.geometry;
    // A tray drawn in other columns: as many rows as its squares fill.
    let flowed = flow_columns(game, b).map(|n| {
        let cells = board.rows * board.columns;
        tablier::model::Geometry { rows: cells.div_ceil(n), columns: n.min(cells), ..g.clone() }
    });
    let g = flowed.as_ref().unwrap_or(g);
    let (w, h) = g.size();
    let (dx, dy) = board_offset(game, b);
    Rect { x: (g.left() + dx) as f64, y: (g.y + dy) as f64, w: w as f64, h: h as f64 }
}

/// The part of a board the screen must show: the box around its playable cells and the cells
/// where tokens start (an arithmetic grid's fixed digits stand on cells that are not
/// playable). A star kept on a larger grid (Chinese checkers) is fitted to the screen as a star,
/// not as the grid around it. The whole board when nothing is drawn on it.
fn shown_rect(game: &Game, b: usize, players: usize) -> Rect {
    let board = &game.boards[b];
    let cells = board.cells();
    let starts = game.tokens.iter().filter_map(|t| match t.start {
        Start::Cell(c) if cells.contains(&c) => Some(c),
        _ => None,
    });
    let playable = board.cells().filter(|c| game.cells[*c as usize].playable && in_play(game, players, *c));
    playable.chain(starts).map(|c| cell_rect(game, c)).reduce(Rect::union).unwrap_or_else(|| board_rect(game, b))
}

/// The cell whose drawn square (grown by half the space around it) holds the point, by
/// looking at each: for the portrait arrangement, where a grid's cells are moved in blocks.
fn nearest_cell(game: &Game, px: f64, py: f64) -> Option<CellId> {
    (0..game.cells.len() as CellId)
        .filter(|c| game.kind_of(*c) != tablier::game::BoardKind::Grid || game.cells[*c as usize].playable)
        .map(|c| {
            let r = cell_rect(game, c);
            let g = &game.board_of(c).geometry;
            let (gx, gy) = (g.column_space as f64 / 2.0 + 2.0, g.row_space as f64 / 2.0 + 2.0);
            let inside = px >= r.x - gx && px < r.x + r.w + gx && py >= r.y - gy && py < r.y + r.h + gy;
            let (cx, cy) = (r.x + r.w / 2.0, r.y + r.h / 2.0);
            (c, inside, (px - cx).powi(2) + (py - cy).powi(2))
        })
        .filter(|(_, inside, _)| *inside)
        .min_by(|a, b| a.2.total_cmp(&b.2))
        .map(|(c, _, _)| c)
}

/// Is a board used when this many play? (Trays may ask for more players: Azul's factories.)
pub fn board_in_play(game: &Game, players: usize, b: usize) -> bool {
    players >= game.boards[b].min_players as usize
}

/// Is a cell used when this many play? Its board must be, and a grid cell in a zone that
/// belongs to a player must belong to one who plays (the first `players` of the design's).
pub fn in_play(game: &Game, players: usize, cell: CellId) -> bool {
    let info = &game.cells[cell as usize];
    let owners = if info.board == 0 { game.zones[info.zone as usize].owners } else { 0 };
    board_in_play(game, players, info.board as usize) && (owners == 0 || owners.trailing_zeros() < players as u32)
}

/// Where a square is drawn: where it is designed to be, unless the one who plays here is in
/// front (`front`).
pub fn cell_rect(game: &Game, cell: CellId) -> Rect {
    front::place(game, cell, designed_rect(game, cell))
}

/// Where a square is designed to be drawn (the portrait arrangement included).
fn designed_rect(game: &Game, cell: CellId) -> Rect {
    let info = &game.cells[cell as usize];
    let g = &game.boards[info.board as usize].geometry;
    let (row, column) = flowed(game, cell);
    let (x, y) = g.cell_origin(row, column);
    let (dx, dy) = board_offset(game, info.board as usize);
    let (rows, columns) = cell_shift(game, cell);
    let x = x + dx + columns * (g.cell_width + g.column_space) as i32;
    let y = y + dy + rows * (g.cell_height + g.row_space) as i32;
    Rect { x: x as f64, y: y as f64, w: g.cell_width as f64, h: g.cell_height as f64 }
}

/// Arrange the drawing for a screen: the design's arrangement, or its portrait one on a
/// screen taller than wide (`tall`); the area of `front` (a design player) in front when
/// that would make the child's squares smaller than a finger in `client` (the drawing's box
/// on the screen); and when even then they are, the design's phone arrangement, shown a part
/// at a time. True when the drawing changed.
pub fn fit(game: &Game, players: usize, front: usize, tall: bool, client: Rect) -> bool {
    let before = (arrangement(game), front::now(game));
    ARRANGED.with(|a| a.set(if tall { Arrangement::Portrait } else { Arrangement::Designed }));
    set_front(game, players, front, client);
    if tall && game.design.phone.is_some() && client.w > 0.0 {
        let upp = units_per_pixel(view_box(game, players), client);
        if smallest_touched(game, players, front) / upp < PARTS_BELOW {
            ARRANGED.with(|a| a.set(Arrangement::Phone));
            front::clear();
        }
    }
    (arrangement(game), front::now(game)) != before
}

/// The side of the smallest square the child to play touches (the trays' and the grid's that
/// are nobody's or theirs), in SVG units as drawn now.
fn smallest_touched(game: &Game, players: usize, front: usize) -> f64 {
    let cells = (0..game.cells.len() as CellId).filter(|c| game.cells[*c as usize].playable && in_play(game, players, *c));
    let touched = cells.filter(|c| front::owner(game, *c).is_none_or(|p| p == front));
    touched.map(|c| cell_rect(game, c)).map(|r| r.w.min(r.h)).fold(f64::MAX, f64::min)
}

/// Put the area of `front` in front when the game drawn as arranged would make its players'
/// squares smaller than a finger; back to the arrangement when not.
fn set_front(game: &Game, players: usize, front: usize, client: Rect) {
    front::clear();
    let owned: Vec<CellId> = game
        .grid()
        .cells()
        .filter(|c| game.cells[*c as usize].playable && front::owner(game, *c).is_some_and(|p| p < players))
        .collect();
    let smallest = owned.iter().map(|c| designed_rect(game, *c)).map(|r| r.w.min(r.h)).fold(f64::MAX, f64::min);
    let pixels = smallest / units_per_pixel(view_box(game, players), client);
    if !owned.is_empty() && client.w > 0.0 && pixels < front::FINGER {
        let shared = owned_by_none(game, players).map(|c| designed_rect(game, c));
        let trays = (1..game.boards.len()).filter(|b| board_in_play(game, players, *b)).map(|b| shown_rect(game, b, players));
        let rest: Vec<Rect> = shared.chain(trays).collect();
        front::arrange(game, players, front, |c| designed_rect(game, c), &rest);
    }
}

/// The grid's playable squares in play that no single player owns.
fn owned_by_none(game: &Game, players: usize) -> impl Iterator<Item = CellId> + '_ {
    let cells = game.grid().cells();
    cells.filter(move |c| game.cells[*c as usize].playable && in_play(game, players, *c) && front::owner(game, *c).is_none())
}

/// The viewBox holding every board at its designer position, tight: room for the names
/// above, for the queue counts on the right, and a thin margin elsewhere, so the boards get
/// as much of the screen as they can.
pub fn view_box(game: &Game, players: usize) -> Rect {
    let boards = (0..game.boards.len()).filter(|b| board_in_play(game, players, *b));
    boards.map(|b| board_box(game, players, b)).reduce(Rect::union).unwrap_or(Rect { x: 0.0, y: 0.0, w: 1.0, h: 1.0 })
}

/// A board in play with the room around it: its name above, its queue count on the right.
fn board_box(game: &Game, players: usize, b: usize) -> Rect {
    let r = shown_rect(game, b, players);
    // A one-cell tray's count is a badge on its corner: half a badge of room, not a "+N".
    let board = &game.boards[b];
    let right = match (board.queue.is_empty(), board.cells().len()) {
        (true, _) => PAD,
        (false, 1) => PAD + badge_radius(cell_rect(game, board.first_cell)) / 2.0,
        _ if board.queue.len() < 10 => SHORT_QUEUE,
        _ => QUEUE,
    };
    // Names are drawn above named boards, and above the grid's zones of several cells.
    let named = board_label(game, b).is_some() || (b == 0 && !named_zones(game).is_empty());
    let top = if named { TOP } else { PAD };
    Rect { x: r.x - PAD, y: r.y - top, w: r.w + PAD + right, h: r.h + top + PAD }
}

/// What a phone shows at a time of a game drawn in its phone arrangement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// What everyone takes from: the trays, and the grid's squares that are nobody's.
    Table,
    /// The squares of the one to play (the person in front).
    Mine,
    /// Every player's squares.
    Boards,
}

/// The parts of the drawing that hold something, in the order their buttons show; none when a
/// phone arrangement is not drawn or has fewer than two.
pub fn parts(game: &Game, players: usize, front: usize) -> Vec<Part> {
    if arrangement(game) != Arrangement::Phone {
        return Vec::new();
    }
    let all = [Part::Table, Part::Mine, Part::Boards];
    let parts: Vec<Part> = all.into_iter().filter(|p| part_box(game, players, front, *p).is_some()).collect();
    if parts.len() < 2 {
        return Vec::new();
    }
    parts
}

/// The box a part is drawn in (like `view_box`, for part of the drawing); None when it holds
/// nothing. Areas are named above their walls: room for the name on top.
pub fn part_box(game: &Game, players: usize, front: usize, part: Part) -> Option<Rect> {
    let owned = |mine: bool| {
        let cells = game.grid().cells().filter(move |c| game.cells[*c as usize].playable && in_play(game, players, *c));
        cells.filter(move |c| front::owner(game, *c).is_some_and(|p| !mine || p == front))
    };
    let named = |r: Rect| Rect { x: r.x - PAD, y: r.y - TOP, w: r.w + 2.0 * PAD, h: r.h + TOP + PAD };
    match part {
        Part::Table => {
            let trays = (1..game.boards.len()).filter(|b| board_in_play(game, players, *b)).map(|b| board_box(game, players, b));
            let shared = owned_by_none(game, players).map(|c| cell_rect(game, c)).reduce(Rect::union).map(named);
            trays.chain(shared).reduce(Rect::union)
        }
        Part::Mine => owned(true).map(|c| cell_rect(game, c)).reduce(Rect::union).map(named),
        Part::Boards => {
            // Players are at most 32 (`load::limits`): one bit each.
            let areas = owned(false).filter_map(|c| front::owner(game, c)).fold(0u64, |seen, p| seen | 1 << (p % 64));
            (areas.count_ones() >= 2).then(|| owned(false).map(|c| cell_rect(game, c)).reduce(Rect::union).map(named)).flatten()
        }
    }
}

/// The part a square is drawn in.
pub fn part_of(game: &Game, cell: CellId, front: usize) -> Part {
    if game.cells[cell as usize].board != 0 {
        return Part::Table;
    }
    match front::owner(game, cell) {
        None => Part::Table,
        Some(p) if p == front => Part::Mine,
        Some(_) => Part::Boards,
    }
}

/// The cell under a point of the SVG: the cell of the board under the point whose row and
/// column are nearest, so each cell's touch area reaches halfway to its neighbours, centred
/// on it, whatever its drawn size (a Chinese checkers hole is smaller than the space it may
/// be touched in).
pub fn cell_at(game: &Game, px: f64, py: f64) -> Option<CellId> {
    if arranged(game).is_some() || front::on(game) {
        return nearest_cell(game, px, py);
    }
    for (b, board) in game.boards.iter().enumerate() {
        let g = &board.geometry;
        let r = board_rect(game, b);
        let grow = Rect { x: r.x - 4.0, y: r.y - 4.0, w: r.w + 8.0, h: r.h + 8.0 };
        if !grow.contains(px, py) {
            continue;
        }
        let pitch_x = (g.cell_width + g.column_space) as f64;
        let pitch_y = (g.cell_height + g.row_space) as f64;
        let near = |v: f64, pitch: f64, size: u32, last: u32| {
            (((v - size as f64 / 2.0) / pitch).round().max(0.0) as u32).min(last - 1)
        };
        let row = near(py - g.y as f64, pitch_y, g.cell_height, board.rows);
        // The row's cells start `row_shift` further right for each row above.
        let start = g.x as f64 + row as f64 * g.row_shift as f64;
        return board.cell_at(row, near(px - start, pitch_x, g.cell_width, board.columns));
    }
    None
}

/// Client (screen) coordinates to SVG user units, for an SVG drawn with
/// `preserveAspectRatio="xMidYMin meet"` (centred across, at the top) in a box `client`
/// (getBoundingClientRect).
pub fn to_svg(vb: Rect, client: Rect, cx: f64, cy: f64) -> (f64, f64) {
    let scale = (client.w / vb.w).min(client.h / vb.h);
    let ox = client.x + (client.w - vb.w * scale) / 2.0;
    let oy = client.y;
    (vb.x + (cx - ox) / scale, vb.y + (cy - oy) / scale)
}

/// Tells the stylesheet the board's scale (style/app.css): texts on the board follow the cells
/// but stay within screen pixels; names and a floor's points, read by children, never under 14
/// pixels. A board not drawn (a hidden page) has no scale: its texts keep theirs.
pub fn scale_texts(svg: &web_sys::SvgElement, vb: Rect) {
    let r = svg.get_bounding_client_rect();
    if r.width() <= 0.0 || r.height() <= 0.0 {
        return;
    }
    let client = Rect { x: r.left(), y: r.top(), w: r.width(), h: r.height() };
    let upp = units_per_pixel(vb, client);
    let px = |n: f64| format!("{}px", tenths(n * upp));
    let style = svg.style();
    let _ = style.set_property("--floor", &px(11.0));
    let _ = style.set_property("--cap", &px(20.0));
    let _ = style.set_property("--name", &px(14.0));
}

/// SVG units per screen pixel.
pub fn units_per_pixel(vb: Rect, client: Rect) -> f64 {
    1.0 / (client.w / vb.w).min(client.h / vb.h)
}

/// The direction an arrow key moves a keyboard cursor (right, left, down, up).
pub fn arrow(key: &str) -> Option<(f64, f64)> {
    match key {
        "ArrowRight" => Some((1.0, 0.0)),
        "ArrowLeft" => Some((-1.0, 0.0)),
        "ArrowDown" => Some((0.0, 1.0)),
        "ArrowUp" => Some((0.0, -1.0)),
        _ => None,
    }
}

/// Of `squares` (each with where it is drawn), the nearest from `from` in direction (dx, dy),
/// within a 45° cone: where an arrow key takes a cursor, across boards of any shape.
pub fn nearest_towards<T>(from: Rect, dx: f64, dy: f64, squares: impl Iterator<Item = (T, Rect)>) -> Option<T> {
    let (x0, y0) = (from.x + from.w / 2.0, from.y + from.h / 2.0);
    squares
        .filter_map(|(s, r)| {
            let (ax, ay) = (r.x + r.w / 2.0 - x0, r.y + r.h / 2.0 - y0);
            let along = ax * dx + ay * dy;
            let across = (ax * dy - ay * dx).abs();
            (along > 0.0 && across <= along).then_some((along + 2.0 * across, s))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, s)| s)
}
