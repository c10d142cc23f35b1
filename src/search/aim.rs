//! Where a race's tokens are going, and how far they still are: per group of interchangeable
//! tokens (one type), the cells they aim at and every cell's distance to the nearest of them.

use std::collections::VecDeque;

use crate::engine::State;
use crate::game::{BoardKind, CellId, Game, NONE};
use crate::model::DIRECTIONS;

/// Far enough to mean "cannot get there".
pub(crate) const FAR: u32 = 10_000;

/// Tokens that may take each other's places, and the cells they aim at.
#[derive(Clone)]
pub(crate) struct Group {
    pub tokens: Vec<usize>,
    pub targets: Vec<CellId>,
    /// Steps from every cell to the nearest target, along the direction tables.
    nearest: Vec<u32>,
}

/// The groups of a race, aiming at their zones or at another position's cells.
#[derive(Clone)]
pub(crate) struct Aim {
    pub groups: Vec<Group>,
}

impl Aim {
    /// Tokens with properties grouped by type, each group aiming at the playable cells of the
    /// zones that match it.
    pub(crate) fn zones(game: &Game, start: &State) -> Aim {
        let mut groups: Vec<Group> = Vec::new();
        let mut kinds: Vec<u16> = Vec::new();
        for t in 0..start.tokens.len().min(game.tokens.len()) {
            let kind = game.tokens[t].token_type;
            if let Some(i) = kinds.iter().position(|k| *k == kind) {
                groups[i].tokens.push(t);
                continue;
            }
            if !game.types[kind as usize].checked {
                continue;
            }
            let targets = zone_cells(game, kind);
            kinds.push(kind);
            groups.push(Group::new(game, vec![t], targets));
        }
        Aim { groups }
    }

    /// The same groups aiming at the cells their tokens hold in `state` (a beam from the goal
    /// aims at the start; two beams that meet aim at each other).
    pub(crate) fn at(game: &Game, state: &State, like: &Aim) -> Aim {
        let groups = like
            .groups
            .iter()
            .map(|g| Group::new(game, g.tokens.clone(), g.tokens.iter().map(|&t| state.tokens[t].cell).collect()))
            .collect();
        Aim { groups }
    }

    /// Every token's distance to its nearest target, times 4, plus its square: a straggler
    /// left far behind costs more than the same steps spread over several tokens, so the beam
    /// keeps the pegs moving together, which leaves them stepping stones to jump along.
    pub(crate) fn cost(&self, game: &Game, state: &State) -> u32 {
        let mut total = 0u32;
        for g in &self.groups {
            for &t in &g.tokens {
                let d = on_grid(game, state.tokens[t].cell)
                    .and_then(|cell| g.nearest.get(cell as usize).copied())
                    .unwrap_or(FAR);
                total = total.saturating_add(weigh(d));
            }
        }
        total
    }
}

/// The cell of a token that stands on the grid; None for one elsewhere or nowhere (a race
/// counts it FAR from every zone).
pub(crate) fn on_grid(game: &Game, cell: CellId) -> Option<CellId> {
    (cell != NONE && game.kind_of(cell) == BoardKind::Grid).then_some(cell)
}

/// A token's steps to go, times 4, plus their square (see [`Aim::cost`]).
pub(crate) fn weigh(d: u32) -> u32 {
    d.saturating_mul(4).saturating_add(d.saturating_mul(d))
}

impl Group {
    fn new(game: &Game, tokens: Vec<usize>, targets: Vec<CellId>) -> Group {
        let nearest = steps_to(game, &targets, false);
        Group { tokens, targets, nearest }
    }
}

/// The playable grid cells of the zones that tokens of type `kind` belong in: where they go.
pub(crate) fn zone_cells(game: &Game, kind: u16) -> Vec<CellId> {
    game.grid()
        .cells()
        .filter(|&a| {
            let info = &game.cells[a as usize];
            info.playable && game.belongs(kind, info.zone)
        })
        .collect()
}

/// Steps from every cell to the nearest of `targets`, along the direction tables (round the
/// edges with `wrap`, as one-cell moves go) and ignoring tokens. FAR where no step leads.
pub(crate) fn steps_to(game: &Game, targets: &[CellId], wrap: bool) -> Vec<u32> {
    Steps::new(game, wrap).to(targets)
}

/// The steps of the direction tables taken backwards: per cell, the cells one step from it.
/// Built once for many breadth-first searches (`mirror` runs one from every cell).
pub(crate) struct Steps {
    back: Vec<Vec<CellId>>,
}

impl Steps {
    pub(crate) fn new(game: &Game, wrap: bool) -> Steps {
        let mut back: Vec<Vec<CellId>> = vec![Vec::new(); game.cells.len()];
        for a in game.grid().cells() {
            let info = &game.cells[a as usize];
            for d in DIRECTIONS.iter().filter(|d| info.moves & d.bit() != 0) {
                if let Some(b) = game.neighbour(a, *d, wrap) {
                    back[b as usize].push(a);
                }
            }
        }
        Steps { back }
    }

    /// Steps from every cell to the nearest of `targets`: breadth-first from the targets.
    pub(crate) fn to(&self, targets: &[CellId]) -> Vec<u32> {
        let mut nearest = vec![FAR; self.back.len()];
        let mut queue = VecDeque::new();
        for &z in targets {
            if let Some(d) = nearest.get_mut(z as usize) {
                *d = 0;
                queue.push_back(z);
            }
        }
        while let Some(b) = queue.pop_front() {
            for &a in &self.back[b as usize] {
                if nearest[a as usize] == FAR {
                    nearest[a as usize] = nearest[b as usize] + 1;
                    queue.push_back(a);
                }
            }
        }
        nearest
    }
}
