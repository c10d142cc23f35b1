//! Boards' geometry: sizes within bounds, not too many cells, no overlap in the play area.

use super::board_list::{boards, Board};
use crate::load::limits::{MAX_CELLS, MAX_CELL_SIZE, MAX_LINE_WIDTH, MAX_POSITION, MAX_SPACE};
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::model::{Design, Geometry};

pub(crate) fn check_boards(design: &Design, out: &mut Checks) {
    let all = boards(design);
    let mut total: u64 = 0;
    let mut too_big = false;
    let mut sane: Vec<(&Board, Rect)> = Vec::new();
    for board in &all {
        let before = out.found();
        check_geometry(board, out);
        let g = board.geometry;
        let cells = u64::from(g.rows) * u64::from(g.columns);
        total = total.saturating_add(cells);
        if cells > MAX_CELLS as u64 {
            too_big = true;
            let (en, fr) = board.name().cap();
            out.add(|| {
                Problem::new(
                    board.path().key("geometry").to_string(),
                    format!(
                        "{en} has {} x {} = {cells} cells; a game may have at most {MAX_CELLS} cells on \
                        all its boards together.",
                        g.rows, g.columns
                    ),
                    format!(
                        "{fr} a {} x {} = {cells} cases\u{a0}; un jeu peut avoir au plus {MAX_CELLS} cases \
                        sur tous ses plateaux.",
                        g.rows, g.columns
                    ),
                )
            });
        }
        if out.found() == before {
            sane.push((board, Rect::of(g)));
        }
    }
    if total > MAX_CELLS as u64 {
        if !too_big {
            out.add(|| {
                Problem::new(
                    "",
                    format!("The boards have {total} cells together; a game may have at most {MAX_CELLS}."),
                    format!("Les plateaux ont {total} cases en tout\u{a0}; un jeu peut en avoir au plus {MAX_CELLS}."),
                )
            });
        }
        // Too many boards to compare them all; the sizes must be fixed first.
        return;
    }
    check_overlaps(&sane, out);
}

/// Rows, columns, cell sizes, spaces, line width and position of one board.
fn check_geometry(board: &Board, out: &mut Checks) {
    let g = board.geometry;
    let name = board.name();
    let (who_en, who_fr) = name.cap();
    let de = name.fr_de();
    let at = |field: &str| board.path().key("geometry").key(field).to_string();
    for (field, n, en, fr) in [("rows", g.rows, "row", "ligne"), ("columns", g.columns, "column", "colonne")] {
        if n == 0 {
            out.add(|| {
                Problem::new(
                    at(field),
                    format!("{who_en} has 0 {en}s; it needs at least 1."),
                    format!("{who_fr} a 0 {fr}\u{a0}; il lui en faut au moins 1."),
                )
            });
        }
    }
    for (field, n, en, fr) in
        [("cell_width", g.cell_width, "wide", "de large"), ("cell_height", g.cell_height, "high", "de haut")]
    {
        if !(1..=MAX_CELL_SIZE).contains(&n) {
            out.add(|| {
                Problem::new(
                    at(field),
                    format!(
                        "The cells of {} are {n} pixels {en}; they should be 1 to {MAX_CELL_SIZE} pixels {en}.",
                        name.en
                    ),
                    format!(
                        "Les cases {de} font {n} pixels {fr}\u{a0}; elles devraient faire de 1 à \
                        {MAX_CELL_SIZE} pixels {fr}."
                    ),
                )
            });
        }
    }
    for (field, n, en, fr) in
        [("row_space", g.row_space, "rows", "lignes"), ("column_space", g.column_space, "columns", "colonnes")]
    {
        if n > MAX_SPACE {
            out.add(|| {
                Problem::new(
                    at(field),
                    format!(
                        "The space between the {en} of {} is {n} pixels; it may be at most \
                        {MAX_SPACE}.",
                        name.en
                    ),
                    format!(
                        "L'espace entre les {fr} {de} est de {n} pixels\u{a0}; il peut être d'au plus \
                        {MAX_SPACE}."
                    ),
                )
            });
        }
    }
    if g.row_shift.unsigned_abs() > MAX_CELL_SIZE {
        out.add(|| {
            Problem::new(
                at("row_shift"),
                format!(
                    "The rows of {} are shifted {} pixels; they may be shifted at most {MAX_CELL_SIZE} \
                    pixels, right or left.",
                    name.en, g.row_shift
                ),
                format!(
                    "Les lignes {de} sont décalées de {} pixels\u{a0}; elles peuvent l'être d'au plus \
                    {MAX_CELL_SIZE} pixels, à droite ou à gauche.",
                    g.row_shift
                ),
            )
        });
    }
    if g.line_width > MAX_LINE_WIDTH {
        out.add(|| {
            Problem::new(
                at("line_width"),
                format!(
                    "The lines of {} are {} pixels thick; they may be at most {MAX_LINE_WIDTH}.",
                    name.en, g.line_width
                ),
                format!(
                    "Les lignes {de} font {} pixels d'épaisseur\u{a0}; elles peuvent en faire au plus \
                    {MAX_LINE_WIDTH}.",
                    g.line_width
                ),
            )
        });
    }
    for (field, n) in [("x", g.x), ("y", g.y)] {
        if n.unsigned_abs() > MAX_POSITION.unsigned_abs() {
            out.add(|| {
                Problem::new(
                    at(field),
                    format!(
                        "{who_en} is placed at {field} = {n}, too far from the play area (at most \
                        {MAX_POSITION} pixels away)."
                    ),
                    format!(
                        "{who_fr} se trouve en {field} = {n}, trop loin de l'aire de jeu (au plus à \
                        {MAX_POSITION} pixels)."
                    ),
                )
            });
        }
    }
}

/// A board's place in the play area, in pixels; computed wide so that no size can overflow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rect {
    pub x: i64,
    pub y: i64,
    pub w: i64,
    pub h: i64,
}

impl Rect {
    /// As `Geometry::left()` and `Geometry::size()` (the box around every cell, shifted rows
    /// included), without their overflow on absurd sizes.
    pub fn of(g: &Geometry) -> Rect {
        let span = |n: u32, cell: u32, space: u32| {
            let n = i64::from(n);
            n.saturating_mul(i64::from(cell)).saturating_add((n - 1).max(0).saturating_mul(i64::from(space)))
        };
        let shifts = (i64::from(g.rows) - 1).max(0).saturating_mul(i64::from(g.row_shift));
        Rect {
            x: i64::from(g.x) + shifts.min(0),
            y: i64::from(g.y),
            w: span(g.columns, g.cell_width, g.column_space).saturating_add(shifts.abs()),
            h: span(g.rows, g.cell_height, g.row_space),
        }
    }

    fn overlaps(&self, o: &Rect) -> bool {
        self.x < o.x + o.w && o.x < self.x + self.w && self.y < o.y + o.h && o.y < self.y + self.h
    }
}

/// Each board overlapping an earlier one, reported once.
fn check_overlaps(sane: &[(&Board, Rect)], out: &mut Checks) {
    // Sorted by left edge, a board can only overlap those that start before its right edge.
    let mut order: Vec<usize> = (0..sane.len()).collect();
    order.sort_by_key(|&i| sane[i].1.x);
    let mut first_overlap: Vec<Option<usize>> = vec![None; sane.len()];
    for (n, &i) in order.iter().enumerate() {
        let a = &sane[i].1;
        for &j in &order[n + 1..] {
            let b = &sane[j].1;
            if b.x >= a.x + a.w {
                break;
            }
            if a.overlaps(b) {
                let (later, earlier) = if i > j { (i, j) } else { (j, i) };
                if first_overlap[later].is_none_or(|e| earlier < e) {
                    first_overlap[later] = Some(earlier);
                }
            }
        }
    }
    for (later, earlier) in first_overlap.iter().enumerate() {
        let Some(earlier) = earlier else { continue };
        let (board, other) = (sane[later].0, sane[*earlier].0);
        let (en, fr) = board.name().cap();
        let o = other.name();
        out.add(|| {
            Problem::new(
                board.path().key("geometry").to_string(),
                format!("{en} overlaps {} in the play area; move one of them.", o.en),
                format!("{fr} chevauche {} dans l'aire de jeu\u{a0}; déplacez l'un des deux.", o.fr),
            )
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::check::check;
    use crate::model::{ResultArea, Tray, WaitingArea};

    fn problems(d: &Design) -> Vec<(String, String)> {
        check(d).into_iter().map(|p| (p.path, p.message.en)).collect()
    }

    #[test]
    fn rect_matches_geometry_size() {
        let mut g = Geometry::new(3, 5);
        g.row_space = 4;
        g.column_space = 7;
        g.cell_width = 30;
        let (w, h) = g.size();
        assert_eq!(Rect::of(&g), Rect { x: 0, y: 0, w: i64::from(w), h: i64::from(h) });
        let huge = Geometry { rows: u32::MAX, columns: u32::MAX, cell_width: u32::MAX, column_space: u32::MAX, ..g };
        assert!(Rect::of(&huge).w > 0);
        let huge = Geometry { row_shift: i32::MIN, ..huge };
        assert!(Rect::of(&huge).w > 0);
    }

    #[test]
    fn shifted_rows_widen_the_board_to_their_side() {
        // 3 rows of 4 cells of 50 pixels, each row 25 pixels right of the one above.
        let mut g = Geometry::new(3, 4);
        g.x = 100;
        g.row_shift = 25;
        assert_eq!((g.cell_origin(0, 0), g.cell_origin(2, 3)), ((100, 0), (100 + 150 + 50, 100)));
        assert_eq!((g.left(), g.size()), (100, (250, 150)));
        assert_eq!(Rect::of(&g), Rect { x: 100, y: 0, w: 250, h: 150 });
        g.row_shift = -25;
        assert_eq!(g.cell_origin(2, 0), (50, 100));
        assert_eq!((g.left(), g.size()), (50, (250, 150)));
        assert_eq!(Rect::of(&g), Rect { x: 50, y: 0, w: 250, h: 150 });

        // A tray level with the grid's last row, left of its column 0: rows shifted left bring
        // that row's cells over it, rows shifted right take them away.
        let mut d = Design::default();
        d.grid.geometry.row_shift = -30;
        let mut tray = Tray { id: "t".into(), ..Tray::default() };
        tray.geometry = Geometry::new(1, 1);
        tray.geometry.x = -60;
        tray.geometry.y = 150;
        d.trays.push(tray);
        assert_eq!(
            problems(&d),
            [(
                "trays[0].geometry".to_string(),
                "Tray “Tray” overlaps the grid in the play area; move one of them.".into()
            )]
        );
        d.grid.geometry.row_shift = 30;
        assert!(problems(&d).is_empty());
        d.grid.geometry.row_shift = 1001;
        assert_eq!(
            problems(&d),
            [(
                "grid.geometry.row_shift".to_string(),
                "The rows of the grid are shifted 1001 pixels; they may be shifted at most 1000 pixels, right or left."
                    .into()
            )]
        );
    }

    #[test]
    fn sizes() {
        let mut d = Design::default();
        d.grid.geometry.rows = 0;
        d.grid.geometry.cell_width = 0;
        d.grid.geometry.cell_height = 1001;
        d.grid.geometry.row_space = 5000;
        d.grid.geometry.line_width = 500;
        d.grid.geometry.x = -200_000;
        let p = problems(&d);
        let paths: Vec<&str> = p.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(
            paths,
            [
                "grid.geometry.rows",
                "grid.geometry.cell_width",
                "grid.geometry.cell_height",
                "grid.geometry.row_space",
                "grid.geometry.line_width",
                "grid.geometry.x"
            ]
        );
        assert_eq!(p[0].1, "The grid has 0 rows; it needs at least 1.");
        assert_eq!(p[1].1, "The cells of the grid are 0 pixels wide; they should be 1 to 1000 pixels wide.");
    }

    #[test]
    fn too_many_cells() {
        let mut d = Design::default();
        d.grid.geometry = Geometry::new(200, 200);
        let p = problems(&d);
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].0, "grid.geometry");
        assert!(p[0].1.starts_with("The grid has 200 x 200 = 40000 cells"), "{}", p[0].1);
        d.grid.geometry = Geometry::new(u32::MAX, u32::MAX);
        assert_eq!(problems(&d).len(), 1);
        d.grid.geometry = Geometry::new(50, 100);
        let mut tray = Tray { geometry: Geometry::new(50, 100), ..Tray::default() };
        tray.geometry.y = 10_000;
        d.trays.push(tray);
        assert!(problems(&d).is_empty(), "10000 cells are allowed");
        d.trays[0].geometry.columns = 101;
        let p = problems(&d);
        assert_eq!(
            p,
            [("".to_string(), "The boards have 10050 cells together; a game may have at most 10000.".into())]
        );
    }

    #[test]
    fn overlaps() {
        let mut d = Design::default();
        // The grid is 4 x 4 cells of 50 pixels at (0, 0): 200 x 200.
        let mut tray = Tray { id: "t".into(), ..Tray::default() };
        tray.geometry.y = 150;
        d.trays.push(tray);
        let mut waiting = WaitingArea::default();
        waiting.geometry.y = 200; // touches the grid's bottom edge: no overlap
        d.waiting_areas.push(waiting);
        let mut result = ResultArea::default();
        result.geometry.x = 190;
        result.geometry.y = 150;
        d.result_areas.push(result);
        let p = problems(&d);
        assert_eq!(
            p,
            [
                (
                    "trays[0].geometry".to_string(),
                    "Tray “Tray” overlaps the grid in the play area; move one of them.".into()
                ),
                (
                    "result_areas[0].geometry".into(),
                    "Result area “Result area” overlaps the grid in the play area; move one of them.".into()
                ),
            ]
        );
    }
}
