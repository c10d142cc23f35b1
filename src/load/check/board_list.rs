//! All the boards of a design in one list: the grid, trays, waiting areas and result areas.

use crate::load::names::{Kind, Name};
use crate::load::path::Path;
use crate::model::{Design, Geometry, Words};

/// One board, wherever it is in the design.
pub(crate) struct Board<'a> {
    pub kind: Kind,
    pub id: &'a str,
    pub geometry: &'a Geometry,
    /// The name the teacher gave it (what the problems call it by).
    pub words: &'a Words,
    /// Its place in its own list.
    pub index: usize,
}

impl Board<'_> {
    pub fn name(&self) -> Name {
        self.kind.called(self.id, self.index, self.words)
    }

    /// The board's path in the file: `grid`, `trays[2]`.
    pub fn path(&self) -> Path {
        match self.kind {
            Kind::Tray => Path::root().key("trays").index(self.index),
            Kind::Waiting => Path::root().key("waiting_areas").index(self.index),
            Kind::Result => Path::root().key("result_areas").index(self.index),
            _ => Path::root().key("grid"),
        }
    }
}

/// The grid first, then trays, waiting areas and result areas in file order.
pub(crate) fn boards(design: &Design) -> Vec<Board<'_>> {
    let grid = Board {
        kind: Kind::Grid,
        id: &design.grid.id,
        geometry: &design.grid.geometry,
        words: &design.grid.name,
        index: 0,
    };
    let trays = design.trays.iter().map(|b| (Kind::Tray, &b.id, &b.geometry, &b.name));
    let waiting = design.waiting_areas.iter().map(|b| (Kind::Waiting, &b.id, &b.geometry, &b.name));
    let results = design.result_areas.iter().map(|b| (Kind::Result, &b.id, &b.geometry, &b.name));
    let mut out = vec![grid];
    let mut index = 0;
    let mut last = Kind::Grid;
    for (kind, id, geometry, words) in trays.chain(waiting).chain(results) {
        index = if kind == last { index + 1 } else { 0 };
        last = kind;
        out.push(Board { kind, id, geometry, words, index });
    }
    out
}
