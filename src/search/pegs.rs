//! A fast depth-first search for designs where every action is one jump-capture
//! (`shape::same_length`): the grid as a bitset of occupied cells, the jumps its direction
//! tables allow listed once, failed positions remembered up to the board's symmetries. The
//! engine then replays what it finds, so an answer never rests on this model alone; a design
//! whose first actions the model does not list exactly as the engine does is left to the
//! engine's own depth-first search.

use super::budget::{Budget, Stop};
use super::key_set::KeySet;
use super::Symmetries;
use crate::engine::{apply, legal_actions, Action, State, Status};
use crate::game::{CellId, Game};
use crate::model::{HandlingMode, DIRECTIONS};

/// Larger boards are left to the engine (a position is one 128-bit word here).
const MAX_CELLS: usize = 128;

/// Bytes a failed position costs in the table.
const DEAD_BYTES: usize = 40;

pub(crate) enum Pegs {
    Found(Vec<Action>),
    Exhausted,
    Stopped(Stop),
    /// The model does not fit this design: search with the engine.
    Unfit,
}

struct Board {
    /// Bit index -> cell.
    cells: Vec<CellId>,
    /// (from, over, to) as bit indices, in the order they are tried.
    jumps: Vec<(u8, u8, u8)>,
    /// Per symmetry and byte of a position: the image of every value of that byte, so that a
    /// position's image is a few lookups.
    images: Vec<Vec<[u128; 256]>>,
}

impl Board {
    fn new(game: &Game, state: &State, sym: &Symmetries) -> Option<Board> {
        // Cells a token may stand on: playable, without fixed tokens.
        let usable = |c: CellId| {
            game.cells[c as usize].playable && state.stack(c).all(|t| state.ty(game, t).mode != HandlingMode::Fixed)
        };
        let cells: Vec<CellId> = game.grid().cells().filter(|&c| usable(c)).collect();
        if cells.len() > MAX_CELLS {
            return None;
        }
        let mut bit = vec![None; game.cells.len()];
        for (i, &c) in cells.iter().enumerate() {
            bit[c as usize] = Some(i as u8);
        }
        let mut jumps = Vec::new();
        for (i, &from) in cells.iter().enumerate() {
            let moves = game.cells[from as usize].moves;
            for &d in DIRECTIONS.iter().filter(|d| moves & d.bit() != 0) {
                let Some(over) = game.neighbour(from, d, false) else { continue };
                let Some(to) = game.neighbour(over, d, false) else { continue };
                if let (Some(o), Some(t)) = (bit[over as usize], bit[to as usize]) {
                    jumps.push((i as u8, o, t));
                }
            }
        }
        // Jumps landing on the last cells first (grid order, a stable sort): measured on the
        // built-in solitaires, 5,035 positions instead of 26,728 for the English board and 4.7
        // million instead of more than 50 million for the French one. Any order is correct;
        // this one is general (it knows no board) and happened to be the best of five tried.
        jumps.sort_by_key(|j| std::cmp::Reverse(j.2));
        // A symmetry keeps the usable cells (fixed tokens may break it): else only the identity.
        let maps: Vec<Vec<u8>> = sym
            .maps
            .iter()
            .filter_map(|m| cells.iter().map(|&c| bit[m[c as usize] as usize]).collect::<Option<Vec<u8>>>())
            .collect();
        let images = maps
            .iter()
            .map(|map| {
                (0..cells.len().div_ceil(8))
                    .map(|byte| {
                        let mut table = [0u128; 256];
                        for (value, image) in table.iter_mut().enumerate() {
                            for b in (0..8).filter(|b| value >> b & 1 == 1) {
                                if let Some(&to) = map.get(byte * 8 + b) {
                                    *image |= 1 << to;
                                }
                            }
                        }
                        table
                    })
                    .collect()
            })
            .collect();
        Some(Board { cells, jumps, images })
    }

    /// The occupied cells (fixed tokens stand only on cells left out of the model).
    fn occupied(&self, state: &State) -> u128 {
        self.cells.iter().enumerate().filter(|(_, &c)| state.visible(c).is_some()).fold(0, |b, (i, _)| b | 1 << i)
    }

    /// The smallest image of the position under the symmetries.
    fn key(&self, board: u128) -> u128 {
        self.images
            .iter()
            .map(|tables| {
                tables.iter().enumerate().fold(0, |image, (i, t)| image | t[(board >> (8 * i)) as usize & 255])
            })
            .min()
            .unwrap_or(board)
    }

    fn moves(&self, board: u128) -> impl Iterator<Item = (u8, u8, u8)> + '_ {
        self.jumps
            .iter()
            .copied()
            .filter(move |&(f, o, t)| board >> f & 1 == 1 && board >> o & 1 == 1 && board >> t & 1 == 0)
    }

    fn action(&self, (from, _, to): (u8, u8, u8)) -> Action {
        Action::Move(self.cells[from as usize], self.cells[to as usize])
    }
}

/// Does the model list the engine's actions from this position, no more, no fewer?
fn agrees(game: &Game, state: &State, board: &Board) -> bool {
    let mut listed = Vec::new();
    legal_actions(game, state, &mut listed);
    let mut ours: Vec<Action> = board.moves(board.occupied(state)).map(|j| board.action(j)).collect();
    listed.sort();
    ours.sort();
    listed == ours && state.tokens.iter().all(|t| t.owners == 0 || state.owns(t.owners))
}

pub(crate) fn pegs(game: &Game, start: &State, left: u32, sym: &Symmetries, budget: &mut Budget) -> Pegs {
    let Some(board) = Board::new(game, start, sym) else { return Pegs::Unfit };
    if !agrees(game, start, &board) || board.cells.is_empty() {
        return Pegs::Unfit;
    }
    let first = board.occupied(start);
    match search(&board, first, left, budget) {
        Ok(Some(jumps)) => {
            let actions: Vec<Action> = jumps.into_iter().map(|j| board.action(j)).collect();
            // The engine must agree that these actions win.
            let mut state = start.clone();
            let replays = actions.iter().all(|&a| apply(game, &mut state, a).accepted());
            if replays && state.status == Status::Won {
                Pegs::Found(actions)
            } else {
                Pegs::Unfit
            }
        }
        Ok(None) => Pegs::Exhausted,
        Err(stop) => Pegs::Stopped(stop),
    }
}

fn search(board: &Board, first: u128, left: u32, budget: &mut Budget) -> Result<Option<Vec<(u8, u8, u8)>>, Stop> {
    let mut dead: KeySet = KeySet::default();
    // The path: each position with the index of the next jump to try from it (no list of
    // moves is built per position: the jumps are filtered as they are tried).
    let mut path: Vec<(u128, usize)> = vec![(first, 0)];
    while let Some((position, next)) = path.last_mut() {
        let position = *position;
        let found = board.jumps[*next..]
            .iter()
            .position(|&(f, o, t)| position >> f & 1 == 1 && position >> o & 1 == 1 && position >> t & 1 == 0);
        let Some(skip) = found else {
            budget.keep(DEAD_BYTES)?;
            dead.insert(board.key(position));
            path.pop();
            continue;
        };
        *next += skip + 1;
        budget.visit()?;
        let (f, o, t) = board.jumps[*next - 1];
        let child = position & !(1 << f) & !(1 << o) | 1 << t;
        if child.count_ones() <= left {
            return Ok(Some(path.iter().map(|&(_, n)| board.jumps[n - 1]).collect()));
        }
        if dead.contains(&board.key(child)) {
            continue;
        }
        path.push((child, 0));
    }
    Ok(None)
}
