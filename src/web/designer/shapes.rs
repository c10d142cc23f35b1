//! Where the designer draws a design's boards and cells (SVG units are the design's pixels),
//! and which board and cell lie under a point. Works on the `Design` itself: a design being
//! edited may not compile into a game.

use tablier::model::{Design, Geometry};

use crate::shared::layout::Rect;

/// Room above each board for its name and handle.
pub const TOP: f64 = 34.0;
const PAD: f64 = 12.0;
/// Room right and below for a board to grow into while it is resized.
const ROOM: f64 = 120.0;

pub fn board_rect(g: &Geometry) -> Rect {
    let (w, h) = g.size();
    Rect { x: g.left() as f64, y: g.y as f64, w: w.max(1) as f64, h: h.max(1) as f64 }
}

pub fn cell_rect(g: &Geometry, r: u32, c: u32) -> Rect {
    let (x, y) = g.cell_origin(r, c);
    Rect { x: x as f64, y: y as f64, w: g.cell_width as f64, h: g.cell_height as f64 }
}

/// Every board, with room for names above and for growing right and below.
pub fn view_box(d: &Design) -> Rect {
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for (_, g) in d.board_geometries() {
        let r = board_rect(g);
        x0 = x0.min(r.x - PAD);
        y0 = y0.min(r.y - TOP);
        x1 = x1.max(r.x + r.w + PAD);
        y1 = y1.max(r.y + r.h + PAD);
    }
    Rect { x: x0, y: y0, w: x1 - x0 + ROOM, h: y1 - y0 + ROOM / 2.0 }
}

/// The board and cell under a point (the space between cells goes to the nearest cell).
pub fn hit(d: &Design, px: f64, py: f64) -> Option<(String, [u32; 2])> {
    for (id, g) in d.board_geometries() {
        let r = board_rect(g);
        if px < r.x - 4.0 || py < r.y - 4.0 || px > r.x + r.w + 4.0 || py > r.y + r.h + 4.0 {
            continue;
        }
        let pitch_x = (g.cell_width + g.column_space).max(1) as f64;
        let pitch_y = (g.cell_height + g.row_space).max(1) as f64;
        // The row first: on boards with shifted rows, the columns of a row start further aside.
        let row = (((py - r.y) / pitch_y).floor().max(0.0) as u32).min(g.rows.saturating_sub(1));
        let start = g.cell_origin(row, 0).0 as f64;
        let c = (((px - start) / pitch_x).floor().max(0.0) as u32).min(g.columns.saturating_sub(1));
        return Some((id.to_string(), [row, c]));
    }
    None
}

/// The n-th zone's colour, the same as in the player.
pub use crate::shared::zone_colours::zone_colour;
