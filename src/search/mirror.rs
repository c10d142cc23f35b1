//! The half-way aim of races whose goal is the start seen in a mirror: when a symmetry of the
//! board (a half-turn, a reflection) takes the start onto the goal, a shortest route seen
//! backwards from the goal is the mirror image of one seen from the start, so both halves
//! meet at a position close to its own image. Each position of the beams then aims at its own
//! image, rather than at one position of the other beam: every position is judged on its own
//! and the beams keep more kinds of routes. Chinese checkers solitaire: 29 turns at the
//! default width (31 aiming at the other beam).

use super::aim::{weigh, Aim, Steps, FAR};
use super::budget::Budget;
use super::Symmetries;
use crate::engine::State;
use crate::game::{BoardKind, CellId, Game, NONE};

/// Grids larger than this keep the other aim: the table of distances between every two cells
/// would grow with the square of their number.
const MAX_CELLS: usize = 1024;

pub(crate) struct Mirror {
    /// The symmetry taking the start onto the goal (a permutation of the game's cells).
    map: Vec<CellId>,
    /// Steps between every two grid cells along the direction tables, ignoring tokens (per
    /// cell: empty off the grid), in u16 to halve the table (FAR fits).
    steps: Vec<Vec<u16>>,
    /// The race's groups of interchangeable tokens.
    groups: Vec<Vec<usize>>,
}

impl Mirror {
    /// The mirror that takes `start` onto `goal`, group by group, if the board has one. The
    /// table of distances is counted in `budget`'s memory (None when it does not fit).
    pub(crate) fn find(game: &Game, start: &State, goal: &State, aim: &Aim, budget: &mut Budget) -> Option<Mirror> {
        let grid = game.grid().cells();
        if grid.len() > MAX_CELLS || aim.groups.is_empty() {
            return None;
        }
        let images = |map: &[CellId], s: &State, g: &[usize]| {
            let mut cells: Vec<CellId> =
                g.iter().map(|&t| map.get(s.tokens[t].cell as usize).copied().unwrap_or(NONE)).collect();
            cells.sort_unstable();
            cells
        };
        let identity: Vec<CellId> = (0..game.cells.len() as CellId).collect();
        let map = Symmetries::of_shape(game).maps.into_iter().find(|map| {
            aim.groups.iter().all(|g| images(map, start, &g.tokens) == images(&identity, goal, &g.tokens))
        })?;
        budget.keep(grid.len() * game.cells.len() * 2).ok()?;
        let back = Steps::new(game, false);
        let steps = (0..game.cells.len() as CellId)
            .map(|c| {
                if !grid.contains(&c) {
                    return Vec::new();
                }
                back.to(&[c]).into_iter().map(|d| d.min(FAR) as u16).collect()
            })
            .collect();
        let groups = aim.groups.iter().map(|g| g.tokens.clone()).collect();
        Some(Mirror { map, steps, groups })
    }

    /// How far the position is from its own image: each token's steps to the nearest image
    /// of a token of its group, weighed as the other aim weighs steps to targets.
    pub(crate) fn cost(&self, game: &Game, state: &State) -> u32 {
        let mut total = 0u32;
        for group in &self.groups {
            for &t in group {
                let cell = state.tokens[t].cell;
                let d = if cell == NONE || game.kind_of(cell) != BoardKind::Grid {
                    FAR
                } else {
                    let from = &self.steps[cell as usize];
                    group
                        .iter()
                        .filter_map(|&u| self.map.get(state.tokens[u].cell as usize))
                        .filter_map(|&image| from.get(image as usize))
                        .map(|&d| d as u32)
                        .min()
                        .unwrap_or(FAR)
                };
                total = total.saturating_add(weigh(d));
            }
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{apply, new_game};
    use crate::search::meet::goal_state;
    use crate::search::race::turns_of;

    fn race() -> (Game, State, State, Aim) {
        let json = include_str!("../../games/chinese-checkers-solitaire.json");
        let game = Game::from_json(json).unwrap_or_else(|p| panic!("{p:?}"));
        let start = new_game(&game, 1, 1);
        let aim = Aim::zones(&game, &start);
        let goal = goal_state(&game, &start, &aim).expect("a single goal");
        (game, start, goal, aim)
    }

    /// The star's half-turn takes the top point onto the bottom one; a position and its image
    /// cost the same, and the first turns that bring pegs towards the middle cost less.
    #[test]
    fn the_star_is_its_own_mirror_and_the_middle_costs_least() {
        let (game, start, goal, aim) = race();
        let mut budget = Budget::new(1_000_000, 1 << 28);
        let mirror = Mirror::find(&game, &start, &goal, &aim, &mut budget).expect("the half-turn");
        let far = mirror.cost(&game, &start);
        assert!(far > 0);
        assert_eq!(mirror.cost(&game, &goal), far);
        let sym = Symmetries::identity(&game);
        let mut state = start.clone();
        for _ in 0..4 {
            let children = turns_of(&game, &state, &sym, &mut budget).expect("turns");
            state = children.into_iter().map(|(c, _)| c).min_by_key(|c| mirror.cost(&game, c)).expect("a turn");
        }
        assert!(mirror.cost(&game, &state) < far, "{} < {far}", mirror.cost(&game, &state));
    }

    /// Once a peg has moved, the goal is no longer the position's image: the other aim is kept.
    #[test]
    fn no_mirror_when_the_goal_is_not_the_start_seen_in_it() {
        let (game, start, goal, aim) = race();
        let mut budget = Budget::new(1_000_000, 1 << 28);
        let mut moved = start.clone();
        let sym = Symmetries::identity(&game);
        let (child, steps) = turns_of(&game, &moved, &sym, &mut budget).expect("turns").remove(0);
        for a in steps {
            assert!(apply(&game, &mut moved, a).accepted());
        }
        assert_eq!(moved.tokens, child.tokens);
        assert!(Mirror::find(&game, &moved, &goal, &aim, &mut budget).is_none());
        // Nor when the table of distances would not fit in the memory budget.
        let mut small = Budget::new(1_000_000, 1_000);
        assert!(Mirror::find(&game, &start, &goal, &aim, &mut small).is_none());
    }
}
