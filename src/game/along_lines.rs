//! Moves along lines (`Grid::along_lines`): a board of points joined by lines, drawn on a
//! grid whose unused cells are not playable. A step goes across unplayable cells to the next
//! playable cell in its direction: on the Morris board, (0,0) reaches (0,3) to its right.
//! Steps, jumps, lines of N and enclosed lines all follow these neighbours.
//!
//! Serves Nine Men's Morris (and Six and Twelve Men's), Fanorona and Alquerque drawn sparse,
//! and any "points and lines" board an educator draws on a grid.

use super::{CellId, Game};
use crate::model::Direction;

/// The next playable cell from `cell` in direction `d`, without wrapping round the edges.
pub(super) fn next_playable(game: &Game, cell: CellId, d: Direction) -> Option<CellId> {
    let (dr, dc) = d.delta();
    let mut at = cell;
    loop {
        at = game.step(at, dr, dc, false)?;
        if game.cells[at as usize].playable {
            return Some(at);
        }
    }
}
