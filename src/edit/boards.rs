//! Boards other than the grid: add a tray, waiting area or result area at a free place of
//! the play area, remove one (not while a player uses it), take a token out of a queue.

use super::{unique_id, Refused};
use crate::lang::{Lang, Text};
use crate::model::{Design, Geometry, ResultArea, Tray, WaitingArea, Words};

/// The kinds of boards the designer adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKind {
    Tray,
    Waiting,
    Result,
}

/// Room left between boards placed by the designer.
const GAP: i32 = 30;

impl Design {
    /// The geometry of every board, the grid first.
    pub fn board_geometries(&self) -> Vec<(&str, &Geometry)> {
        let mut out = vec![(self.grid.id.as_str(), &self.grid.geometry)];
        out.extend(self.trays.iter().map(|b| (b.id.as_str(), &b.geometry)));
        out.extend(self.waiting_areas.iter().map(|b| (b.id.as_str(), &b.geometry)));
        out.extend(self.result_areas.iter().map(|b| (b.id.as_str(), &b.geometry)));
        out
    }

    /// A board's geometry.
    pub fn geometry(&self, id: &str) -> Option<&Geometry> {
        self.board_geometries().into_iter().find(|(i, _)| *i == id).map(|(_, g)| g)
    }

    /// A board's geometry, to move or resize it.
    pub fn geometry_mut(&mut self, id: &str) -> Option<&mut Geometry> {
        if self.grid.id == id {
            return Some(&mut self.grid.geometry);
        }
        let trays = self.trays.iter_mut().map(|b| (&b.id, &mut b.geometry));
        let waiting = self.waiting_areas.iter_mut().map(|b| (&b.id, &mut b.geometry));
        let results = self.result_areas.iter_mut().map(|b| (&b.id, &mut b.geometry));
        trays.chain(waiting).chain(results).find(|(i, _)| *i == id).map(|(_, g)| g)
    }

    /// Add a board of a sensible size below the others (trays and waiting areas one row of
    /// cells as big as the grid's, result areas of smaller cells, with a cell for every token
    /// the design has, so that it shows all it counts); returns its id.
    pub fn add_board(&mut self, kind: BoardKind, name: impl Into<Words>) -> String {
        let name = name.into();
        let taken: Vec<String> = self.board_geometries().iter().map(|(i, _)| i.to_string()).collect();
        let id = unique_id(name.get(self.home()), taken.iter().map(String::as_str));
        let bottom = self.board_geometries().iter().map(|(_, g)| g.y + g.size().1 as i32).max().unwrap_or(0);
        let left = self.grid.geometry.x;
        let cell = self.grid.geometry.cell_width.clamp(30, 80);
        let mut geometry = match kind {
            BoardKind::Result => {
                let tokens = (self.grid.tokens.len() + self.trays.iter().map(|t| t.queue.len()).sum::<usize>()) as u32;
                Geometry::new(tokens.div_ceil(8).clamp(1, 8), 8)
            }
            _ => Geometry::new(1, self.grid.geometry.columns.clamp(3, 8)),
        };
        let size = if kind == BoardKind::Result { (cell * 2 / 3).max(30) } else { cell };
        geometry.cell_width = size;
        geometry.cell_height = size;
        geometry.x = left;
        geometry.y = bottom + GAP;
        match kind {
            BoardKind::Tray => self.trays.push(Tray { id: id.clone(), name, geometry, ..Tray::default() }),
            BoardKind::Waiting => self.waiting_areas.push(WaitingArea { id: id.clone(), name, geometry }),
            BoardKind::Result => {
                self.result_areas.push(ResultArea { id: id.clone(), name, geometry, ..Default::default() })
            }
        }
        id
    }

    /// Remove a tray, waiting area or result area; refused for the grid and for a board a
    /// player uses (the educator gives that player another board first).
    pub fn remove_board(&mut self, id: &str) -> Result<(), Refused> {
        if self.grid.id == id {
            return Err(Text::new("The grid cannot be removed.", "La grille ne peut pas être supprimée."));
        }
        let user =
            self.players.iter().find(|p| [&p.tray, &p.waiting, &p.result].iter().any(|b| b.as_deref() == Some(id)));
        if let Some(p) = user {
            return Err(Text::new(
                format!("{} uses this board: give them another one first.", p.name.get(Lang::En)),
                format!("{} utilise ce plateau\u{a0}: donnez-lui-en un autre d'abord.", p.name.get(Lang::Fr)),
            ));
        }
        let before = self.trays.len() + self.waiting_areas.len() + self.result_areas.len();
        self.trays.retain(|b| b.id != id);
        self.waiting_areas.retain(|b| b.id != id);
        self.result_areas.retain(|b| b.id != id);
        if self.trays.len() + self.waiting_areas.len() + self.result_areas.len() == before {
            return Err(Text::new(
                format!("There is no board '{id}'."),
                format!("Il n'y a pas de plateau «\u{a0}{id}\u{a0}»."),
            ));
        }
        // The upright arrangements are not shown in the designer: they follow what it removes.
        self.arrangements_mut().for_each(|a| a.forget_board(id));
        Ok(())
    }

    /// Give a board `rows` x `columns` cells. The grid grows and shrinks at its right and
    /// bottom edges through `insert_line` / `remove_line`, so a line holding tokens stays and
    /// the refusal says why; other boards hold no placed token and just change size.
    pub fn resize_board(&mut self, id: &str, rows: u32, columns: u32) -> Result<(), Refused> {
        let (rows, columns) = (rows.clamp(1, 100), columns.clamp(1, 100));
        if self.grid.id != id {
            let g = self.geometry_mut(id).ok_or_else(|| {
                Text::new(format!("There is no board '{id}'."), format!("Il n'y a pas de plateau «\u{a0}{id}\u{a0}»."))
            })?;
            (g.rows, g.columns) = (rows, columns);
            return Ok(());
        }
        let before = self.clone();
        while self.grid.geometry.rows < rows {
            self.insert_line(super::Line::Row(self.grid.geometry.rows))?;
        }
        while self.grid.geometry.columns < columns {
            self.insert_line(super::Line::Column(self.grid.geometry.columns))?;
        }
        while self.grid.geometry.rows > rows {
            self.remove_line(super::Line::Row(self.grid.geometry.rows - 1))?;
        }
        while self.grid.geometry.columns > columns {
            self.remove_line(super::Line::Column(self.grid.geometry.columns - 1))?;
        }
        self.keep_clear_of_grid(&before.grid.geometry);
        self.trays_follow_grid(&before);
        Ok(())
    }

    /// After the grid changed size from `old`: the boards laid out below it move down (or up),
    /// and those beside it right (or left), by what it grew or shrank, so that it never covers
    /// them and they stay close; one still in its way goes below every board.
    pub(super) fn keep_clear_of_grid(&mut self, old: &Geometry) {
        let new = self.grid.geometry.clone();
        let (old_w, old_h) = old.size();
        let (new_w, new_h) = new.size();
        let grew_down = new_h as i32 - old_h as i32;
        let grew_right = new_w as i32 - old_w as i32;
        let (old_bottom, old_right) = (old.y + old_h as i32, old.left() + old_w as i32);
        let grid_id = self.grid.id.clone();
        let ids: Vec<String> =
            self.board_geometries().iter().filter(|(id, _)| *id != grid_id).map(|(id, _)| id.to_string()).collect();
        for id in &ids {
            if let Some(g) = self.geometry_mut(id) {
                if g.y >= old_bottom {
                    g.y += grew_down;
                } else if g.left() >= old_right {
                    g.x += grew_right;
                }
            }
        }
        let overlaps = |a: &Geometry, b: &Geometry| {
            let ((aw, ah), (bw, bh)) = (a.size(), b.size());
            a.left() < b.left() + bw as i32
                && b.left() < a.left() + aw as i32
                && a.y < b.y + bh as i32
                && b.y < a.y + ah as i32
        };
        for id in &ids {
            let in_the_way = self.geometry(id).is_some_and(|g| overlaps(g, &new));
            if in_the_way {
                let bottom = self.board_geometries().iter().map(|(_, g)| g.y + g.size().1 as i32).max().unwrap_or(0);
                if let Some(g) = self.geometry_mut(id) {
                    (g.x, g.y) = (new.x, bottom + GAP);
                }
            }
        }
    }

    /// Take the token at `index` out of a tray's queue; returns its type id.
    pub fn dequeue(&mut self, tray: &str, index: usize) -> Option<String> {
        let t = self.trays.iter_mut().find(|t| t.id == tray)?;
        (index < t.queue.len()).then(|| t.queue.remove(index))
    }
}
