//! The grid's shape and its cells: rows and columns (tokens are kept safe), direction tables
//! and playable flags, with the presets the designer offers.

use super::Refused;
use crate::lang::Text;
use crate::model::{CellSettings, Design, Direction, DIRECTIONS};

/// Which line of cells an edit is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    Row(u32),
    Column(u32),
}

impl Line {
    /// The new place of a cell after this line is inserted (`+1`) or removed (`-1`);
    /// None for a cell of a removed line.
    fn shift(self, at: [u32; 2], delta: i32) -> Option<[u32; 2]> {
        let (axis, line) = match self {
            Line::Row(r) => (0, r),
            Line::Column(c) => (1, c),
        };
        let mut out = at;
        if delta < 0 && at[axis] == line {
            return None;
        }
        if at[axis] >= line {
            out[axis] = (at[axis] as i64 + delta as i64) as u32;
        }
        Some(out)
    }
}

/// Direction presets of the designer's cell panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    Plus,
    AllEight,
    None,
    /// Six neighbours of a hexagonal board kept in axial coordinates and drawn with rows
    /// shifted by half a square (`row_shift`): up, down, left, right and one diagonal each way.
    Hex,
}

impl Preset {
    pub fn directions(self) -> Vec<Direction> {
        match self {
            Preset::Plus => Direction::plus(),
            Preset::AllEight => DIRECTIONS.to_vec(),
            Preset::None => Vec::new(),
            Preset::Hex => {
                vec![
                    Direction::Up,
                    Direction::Down,
                    Direction::Left,
                    Direction::Right,
                    Direction::UpRight,
                    Direction::DownLeft,
                ]
            }
        }
    }
}

/// Is a square of the 17 x 17 axial grid a hole of the star? In cube coordinates around the
/// centre (8, 8), the star is the union of two triangles: every coordinate at most 4, or every
/// coordinate at least -4.
fn in_star(at: [u32; 2]) -> bool {
    let (r, q) = (at[0] as i32 - 8, at[1] as i32 - 8);
    let s = -q - r;
    let coords = [q, r, s];
    coords.iter().all(|v| v.abs() <= 8) && (coords.iter().all(|v| *v <= 4) || coords.iter().all(|v| *v >= -4))
}

impl Design {
    fn tokens_in_line(&self, line: Line) -> Vec<String> {
        let mut ids: Vec<String> =
            self.grid.tokens.iter().filter(|p| line.shift(p.at, -1).is_none()).map(|p| p.token_type.clone()).collect();
        ids.dedup();
        ids
    }

    /// Insert an empty row or column before `line` (at the end when it equals the count).
    pub fn insert_line(&mut self, line: Line) -> Result<(), Refused> {
        let g = &mut self.grid.geometry;
        let (count, limit) = match line {
            Line::Row(r) => (g.rows, r),
            Line::Column(c) => (g.columns, c),
        };
        if limit > count {
            return Err(Text::new("There is no such place in the grid.", "Cet endroit n'existe pas dans la grille."));
        }
        if (g.rows as u64 + matches!(line, Line::Row(_)) as u64)
            * (g.columns as u64 + matches!(line, Line::Column(_)) as u64)
            > crate::load::MAX_CELLS as u64
        {
            return Err(Text::new("The grid cannot grow any more.", "La grille ne peut plus grandir."));
        }
        match line {
            Line::Row(_) => g.rows += 1,
            Line::Column(_) => g.columns += 1,
        }
        self.move_cells(|at| line.shift(at, 1));
        Ok(())
    }

    /// Remove a row or column; refused while it holds a token, saying which.
    pub fn remove_line(&mut self, line: Line) -> Result<(), Refused> {
        let g = &self.grid.geometry;
        let (count, index, en, fr) = match line {
            Line::Row(r) => (g.rows, r, "row", "ligne"),
            Line::Column(c) => (g.columns, c, "column", "colonne"),
        };
        if index >= count {
            return Err(Text::new("There is no such place in the grid.", "Cet endroit n'existe pas dans la grille."));
        }
        if count == 1 {
            return Err(Text::new(
                format!("The grid needs at least one {en}."),
                format!("La grille a besoin d'au moins une {fr}."),
            ));
        }
        let held = self.tokens_in_line(line);
        if !held.is_empty() {
            let names = held.join(", ");
            return Err(Text::new(
                format!("This {en} holds tokens ({names}): move or remove them first."),
                format!("Cette {fr} contient des jetons ({names})\u{a0}: déplacez-les ou enlevez-les d'abord."),
            ));
        }
        match line {
            Line::Row(_) => self.grid.geometry.rows -= 1,
            Line::Column(_) => self.grid.geometry.columns -= 1,
        }
        self.move_cells(|at| line.shift(at, -1));
        Ok(())
    }

    /// Renumber every cell reference of the grid; cells mapped to None are dropped.
    fn move_cells(&mut self, map: impl Fn([u32; 2]) -> Option<[u32; 2]>) {
        let grid = &mut self.grid;
        grid.tokens.retain_mut(|p| map(p.at).map(|at| p.at = at).is_some());
        grid.cells.retain_mut(|c| map(c.at).map(|at| c.at = at).is_some());
        for zone in &mut grid.zones {
            zone.cells = zone.cells.iter().filter_map(|at| map(*at)).collect();
        }
    }

    /// The settings entry of a cell, made when missing.
    pub(super) fn cell_settings(&mut self, at: [u32; 2]) -> &mut CellSettings {
        let cells = &mut self.grid.cells;
        let i = match cells.iter().position(|c| c.at == at) {
            Some(i) => i,
            None => {
                cells.push(CellSettings { at, ..CellSettings::default() });
                cells.len() - 1
            }
        };
        &mut cells[i]
    }

    /// Drop settings entries that say nothing any more.
    pub(super) fn tidy_cells(&mut self) {
        // A cell's entry goes only when it says nothing of its own: compared whole with an empty
        // one, so that no setting (a computer's weight, say) is dropped by an unrelated edit.
        self.grid.cells.retain(|c| *c != CellSettings { at: c.at, ..CellSettings::default() });
    }

    /// Set the direction table of some cells, or of the whole grid (`cells` None): the
    /// grid's default changes and every cell's own table is dropped.
    pub fn set_moves(&mut self, cells: Option<&[[u32; 2]]>, moves: Vec<Direction>) {
        match cells {
            None => {
                self.grid.moves = moves;
                for c in &mut self.grid.cells {
                    c.moves = None;
                }
            }
            Some(cells) => {
                let default = Direction::mask(&self.grid.moves);
                for &at in cells {
                    let own = (Direction::mask(&moves) != default).then(|| moves.clone());
                    self.cell_settings(at).moves = own;
                }
            }
        }
        self.tidy_cells();
    }

    /// Make cells playable or not (the centre of their direction table).
    pub fn set_playable(&mut self, cells: &[[u32; 2]], playable: bool) {
        let default = self.grid.playable;
        for &at in cells {
            self.cell_settings(at).playable = (playable != default).then_some(playable);
        }
        self.tidy_cells();
    }

    /// The 121-hole star of Chinese checkers: a 17 x 17 grid in axial coordinates, drawn with
    /// rows shifted half a hole, the six hexagonal directions, and only the star's holes
    /// playable. Refused, with nothing changed, while a token stands outside the star.
    pub fn make_star(&mut self) -> Result<(), Refused> {
        let mut next = self.clone();
        next.resize_board(&self.grid.id.clone(), 17, 17)?;
        if let Some(p) = next.grid.tokens.iter().find(|p| !in_star(p.at)) {
            return Err(Text::new(
                format!("A token stands at {},{}, outside the star: move it first.", p.at[0], p.at[1]),
                format!("Un jeton est en {},{}, hors de l'étoile\u{a0}: déplacez-le d'abord.", p.at[0], p.at[1]),
            ));
        }
        let g = &mut next.grid.geometry;
        (g.cell_width, g.cell_height, g.column_space, g.row_space, g.row_shift) = (26, 26, 4, 0, 15);
        next.grid.playable = true;
        next.grid.moves = Preset::Hex.directions();
        for c in &mut next.grid.cells {
            c.playable = None;
            c.moves = None;
        }
        let outside: Vec<[u32; 2]> =
            (0..17).flat_map(|r| (0..17).map(move |c| [r, c])).filter(|at| !in_star(*at)).collect();
        next.set_playable(&outside, false);
        *self = next;
        Ok(())
    }

    /// Give a cell its number on the track (0 takes the number away).
    pub fn number_cell(&mut self, at: [u32; 2], number: u32) {
        let g = &self.grid.geometry;
        if at[0] < g.rows && at[1] < g.columns {
            self.cell_settings(at).number = number;
            self.tidy_cells();
        }
    }

    /// Take every number away (the track is then numbered in reading order by default).
    pub fn clear_numbers(&mut self) {
        for c in &mut self.grid.cells {
            c.number = 0;
        }
        self.tidy_cells();
    }

    /// How many tokens in a row make a line (the lines rule, switched on if it was off);
    /// refused, saying the grid's size, for a line that could never fit in it.
    pub fn set_line_length(&mut self, n: u32) -> Result<(), Refused> {
        let (rows, columns) = (self.grid.geometry.rows, self.grid.geometry.columns);
        let longest = rows.max(columns);
        if n > longest {
            return Err(Text::new(
                format!("A line of {n} does not fit on a grid of {rows} x {columns}: make the grid bigger first."),
                format!("Une ligne de {n} ne tient pas sur une grille de {rows} x {columns}\u{a0}: agrandissez d'abord la grille."),
            ));
        }
        if n < 2 {
            return Err(Text::new("A line has two tokens at least.", "Une ligne a au moins deux jetons."));
        }
        self.rules.lines.get_or_insert_with(Default::default).length = n;
        Ok(())
    }

    /// The directions a cell allows now (its own table, else the grid's).
    pub fn moves_at(&self, at: [u32; 2]) -> Vec<Direction> {
        self.grid
            .cells
            .iter()
            .find(|c| c.at == at)
            .and_then(|c| c.moves.clone())
            .unwrap_or_else(|| self.grid.moves.clone())
    }

    /// "No wrap at edges": every edge cell loses the directions that leave the grid.
    pub fn stop_wrapping(&mut self) {
        let (rows, cols) = (self.grid.geometry.rows as i32, self.grid.geometry.columns as i32);
        for r in 0..rows {
            for c in 0..cols {
                if r > 0 && c > 0 && r < rows - 1 && c < cols - 1 {
                    continue;
                }
                let at = [r as u32, c as u32];
                let before = self.moves_at(at);
                let inside: Vec<Direction> = before
                    .iter()
                    .copied()
                    .filter(|d| {
                        let (dr, dc) = d.delta();
                        (0..rows).contains(&(r + dr)) && (0..cols).contains(&(c + dc))
                    })
                    .collect();
                if inside.len() != before.len() {
                    self.set_moves(Some(&[at]), inside);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Placement, TokenType, Zone};

    fn design() -> Design {
        let mut d = Design::default();
        d.token_types.push(TokenType { id: "cat".into(), ..TokenType::default() });
        d.grid.tokens.push(Placement { token_type: "cat".into(), at: [1, 2] });
        d.grid.zones.push(Zone { id: "z".into(), cells: vec![[0, 0], [3, 3]], ..Zone::default() });
        d
    }

    #[test]
    fn inserting_a_row_moves_tokens_and_zones_down() {
        let mut d = design();
        d.insert_line(Line::Row(1)).unwrap();
        assert_eq!(d.grid.geometry.rows, 5);
        assert_eq!(d.grid.tokens[0].at, [2, 2]);
        assert_eq!(d.grid.zones[0].cells, vec![[0, 0], [4, 3]]);
        d.insert_line(Line::Column(5)).unwrap_err();
        d.insert_line(Line::Column(4)).unwrap();
        assert_eq!(d.grid.geometry.columns, 5);
        assert!(crate::load::check(&d).is_empty());
    }

    #[test]
    fn a_row_holding_a_token_is_not_removed_and_says_why() {
        let mut d = design();
        let why = d.remove_line(Line::Row(1)).unwrap_err();
        assert!(why.en.contains("cat") && why.fr.contains("cat"), "{why:?}");
        assert_eq!(d.grid.geometry.rows, 4, "nothing changed");
        d.remove_line(Line::Row(3)).unwrap();
        assert_eq!(d.grid.zones[0].cells, vec![[0, 0]], "the removed row's cells left their zone");
        d.remove_line(Line::Column(0)).unwrap();
        assert_eq!(d.grid.tokens[0].at, [1, 1]);
        assert!(d.grid.zones[0].cells.is_empty());
    }

    #[test]
    fn the_last_row_stays() {
        let mut d = Design::default();
        d.grid.geometry.rows = 1;
        assert!(d.remove_line(Line::Row(0)).is_err());
    }

    #[test]
    fn stop_wrapping_clears_outward_directions_only_on_edges() {
        let mut d = Design::default();
        d.grid.geometry.rows = 3;
        d.grid.geometry.columns = 3;
        d.stop_wrapping();
        assert_eq!(d.moves_at([0, 0]), vec![Direction::Right, Direction::Down]);
        assert_eq!(d.moves_at([1, 1]), Direction::plus(), "the centre keeps the grid's table");
        assert_eq!(d.moves_at([2, 1]), vec![Direction::Up, Direction::Left, Direction::Right]);
        assert_eq!(d.grid.cells.len(), 8);
    }

    #[test]
    fn presets_and_playable_cells() {
        let mut d = Design::default();
        d.set_moves(Some(&[[0, 0]]), Preset::AllEight.directions());
        assert_eq!(d.moves_at([0, 0]).len(), 8);
        d.set_moves(Some(&[[0, 0]]), Preset::Plus.directions());
        assert!(d.grid.cells.is_empty(), "back to the grid's table: no entry left");
        d.set_playable(&[[1, 1]], false);
        assert_eq!(d.grid.cells[0].playable, Some(false));
        d.set_moves(None, Preset::Hex.directions());
        assert_eq!(d.moves_at([3, 3]).len(), 6);
        d.set_playable(&[[1, 1]], true);
        assert!(d.grid.cells.is_empty());
    }
}
