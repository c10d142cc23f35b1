//! The half-way aim of races whose goal is the start seen in a mirror: when a symmetry of the
//! board (a half-turn, a reflection) takes the start onto the goal, the route seen backwards
//! from the goal can be the mirror image of the route from the start, and such a route's two
//! halves meet at a position one turn from its own image. Each position of the beams then
//! aims at its own image, rather than at one position of the other beam: every position is
//! judged on its own, and the beams look for routes that are their own mirror image.
//! Chinese checkers solitaire, when searched here: 29 turns at the default width, trying both
//! of the star's mirrors (31 aiming at the other beam; 27 at a width of 1,000, in 11 s). The
//! fast model of `hops` finds 27 at once, so this beam serves races that model does not fit.
//!
//! The beam from the goal, under the same cost, would be the mirror image of the beam from
//! the start (ties at the cut aside), so it is not searched: its turns are the start's turns
//! seen in the mirror ([`Mirror::actions`]), which halves the work.

use std::rc::Rc;

use super::aim::{on_grid, weigh, Aim, Steps, FAR};
use super::budget::Budget;
use super::Symmetries;
use crate::engine::{Action, State};
use crate::game::{CellId, Game, NONE};

/// Grids larger than this keep the other aim: the table of distances between every two cells
/// would grow with the square of their number.
const MAX_CELLS: usize = 1024;

pub(crate) struct Mirror {
    /// The symmetry taking the start onto the goal (a permutation of the game's cells).
    map: Vec<CellId>,
    /// Per grid cell c, the steps from every cell to c along the direction tables, ignoring
    /// tokens (empty for cells off the grid), in u16 to halve the table (FAR fits); one table
    /// for every mirror of the board.
    steps_to: Rc<Vec<Vec<u16>>>,
    /// The race's groups of interchangeable tokens.
    groups: Vec<Vec<usize>>,
}

impl Mirror {
    /// Every mirror that takes `start` onto `goal`, group by group, among the board's
    /// symmetries ([`Symmetries::of_shape`]): on the star, the half-turn and the reflection in
    /// its middle row give routes of different lengths, so each is tried. The table of
    /// distances is counted in `budget`'s memory (none when it does not fit).
    pub(crate) fn all(game: &Game, start: &State, goal: &State, aim: &Aim, budget: &mut Budget) -> Vec<Mirror> {
        let grid = game.grid().cells();
        if grid.len() > MAX_CELLS || aim.groups.is_empty() {
            return Vec::new();
        }
        // A group's cells, each seen through `see`, in order (tokens of a group are alike).
        let sorted = |g: &[usize], s: &State, see: &dyn Fn(CellId) -> CellId| {
            let mut cells: Vec<CellId> = g.iter().map(|&t| see(s.tokens[t].cell)).collect();
            cells.sort_unstable();
            cells
        };
        // A start already on its goal gives no aim, whatever the map.
        let maps: Vec<Vec<CellId>> = Symmetries::of_shape(game)
            .maps
            .into_iter()
            .filter(|map| {
                let image = |c: CellId| map.get(c as usize).copied().unwrap_or(NONE);
                aim.groups.iter().all(|g| sorted(&g.tokens, start, &image) == sorted(&g.tokens, goal, &|c| c))
                    && aim.groups.iter().any(|g| sorted(&g.tokens, start, &|c| c) != sorted(&g.tokens, goal, &|c| c))
            })
            .collect();
        if maps.is_empty() {
            return Vec::new();
        }
        let cells = game.cells.len();
        let table = grid.len() * cells * 2 + cells * (std::mem::size_of::<Vec<u16>>() + 4);
        if budget.keep(table).is_err() {
            return Vec::new();
        }
        let back = Steps::new(game, false);
        let steps_to: Rc<Vec<Vec<u16>>> = (0..cells as CellId)
            .map(|c| {
                if !grid.contains(&c) {
                    return Vec::new();
                }
                back.to(&[c]).into_iter().map(|d| d.min(FAR) as u16).collect()
            })
            .collect::<Vec<_>>()
            .into();
        let groups: Vec<Vec<usize>> = aim.groups.iter().map(|g| g.tokens.clone()).collect();
        maps.into_iter().map(|map| Mirror { map, steps_to: Rc::clone(&steps_to), groups: groups.clone() }).collect()
    }

    /// Actions seen in the mirror: the same moves from the image of each cell.
    pub(crate) fn actions(&self, path: &[Action]) -> Vec<Action> {
        let image = |c: CellId| self.map.get(c as usize).copied().unwrap_or(c);
        path.iter()
            .map(|a| match *a {
                Action::Select(c) => Action::Select(image(c)),
                Action::Move(a, b) => Action::Move(image(a), image(b)),
                other => other,
            })
            .collect()
    }

    /// How far the position is from its own image: each token's steps to the nearest image
    /// of a token of its group, weighed as the other aim weighs steps to targets.
    pub(crate) fn cost(&self, game: &Game, state: &State) -> u32 {
        let mut total = 0u32;
        for group in &self.groups {
            for &t in group {
                let d = on_grid(game, state.tokens[t].cell)
                    .and_then(|cell| {
                        group
                            .iter()
                            .filter_map(|&u| self.map.get(state.tokens[u].cell as usize))
                            .filter_map(|&image| self.steps_to.get(image as usize)?.get(cell as usize))
                            .map(|&d| d as u32)
                            .min()
                    })
                    .unwrap_or(FAR);
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
    use crate::search::whole_turn::turns_of;

    fn race() -> (Game, State, State, Aim) {
        let json = include_str!("../../games/chinese-checkers-solitaire.json");
        let game = Game::from_json(json).unwrap_or_else(|p| panic!("{p:?}"));
        let start = new_game(&game, 1, 1);
        let aim = Aim::zones(&game, &start);
        let goal = goal_state(&game, &start, &aim).expect("a single goal");
        (game, start, goal, aim)
    }

    /// The race, its mirror, and a budget for searching it.
    fn mirrored() -> (Game, State, State, Mirror, Budget) {
        let (game, start, goal, aim) = race();
        let mut budget = Budget::new(1_000_000, 1 << 28);
        let mirror = Mirror::all(&game, &start, &goal, &aim, &mut budget).into_iter().next().expect("a mirror");
        (game, start, goal, mirror, budget)
    }

    /// The image of a position: every token moved to the image of its cell.
    fn image(mirror: &Mirror, state: &State) -> State {
        let mut s = state.clone();
        s.top.iter_mut().for_each(|t| *t = NONE);
        for (t, tok) in s.tokens.iter_mut().enumerate() {
            tok.cell = mirror.map[tok.cell as usize];
            s.top[tok.cell as usize] = t as u32;
        }
        s
    }

    /// Two mirrors take the star's top point onto the bottom one: the half-turn, and the
    /// reflection in the middle row, which only the lattice's own symmetries find.
    #[test]
    fn the_star_has_two_mirrors() {
        let (game, start, goal, aim) = race();
        let mut budget = Budget::new(1_000_000, 1 << 28);
        let mirrors = Mirror::all(&game, &start, &goal, &aim, &mut budget);
        assert_eq!(mirrors.len(), 2);
        for m in &mirrors {
            assert!(start.tokens.iter().all(|p| goal.tokens.iter().any(|t| t.cell == m.map[p.cell as usize])));
        }
        // The apex goes to the apex either way; a corner of the point's base row does not.
        assert!(start.tokens.iter().any(|p| mirrors[0].map[p.cell as usize] != mirrors[1].map[p.cell as usize]));
    }

    /// A mirror takes the top point onto the bottom one. A position costs what
    /// its image costs, several turns in; a position made of pegs and their images costs
    /// nothing, and one peg out of such a pair costs more.
    #[test]
    fn a_position_is_as_far_from_its_image_as_its_image_is() {
        let (game, start, goal, mirror, mut budget) = mirrored();
        let far = mirror.cost(&game, &start);
        assert!(far > 0);
        assert_eq!(mirror.cost(&game, &goal), far);
        let sym = Symmetries::identity(&game);
        let mut state = start.clone();
        for n in 0..6 {
            let mut children = turns_of(&game, &state, &sym, &mut budget).expect("turns");
            state = children.swap_remove(n * 7 % children.len()).0;
            assert_eq!(mirror.cost(&game, &state), mirror.cost(&game, &image(&mirror, &state)));
        }
        // Five pegs of the start and their five images (the other five pegs moved there).
        let mut pairs = start.clone();
        pairs.top.iter_mut().for_each(|t| *t = NONE);
        for t in 0..5 {
            let cell = start.tokens[t].cell;
            let (a, b) = (t, t + 5);
            pairs.tokens[a].cell = cell;
            pairs.tokens[b].cell = mirror.map[cell as usize];
            pairs.top[cell as usize] = a as u32;
            pairs.top[mirror.map[cell as usize] as usize] = b as u32;
        }
        assert_eq!(mirror.cost(&game, &pairs), 0);
        // One peg of a pair one step off its place.
        let mut off = pairs.clone();
        let moved = (0..game.cells.len() as CellId)
            .find(|&c| {
                game.kind_of(c) == crate::game::BoardKind::Grid
                    && game.cells[c as usize].playable
                    && off.top[c as usize] == NONE
                    && mirror.steps_to[c as usize][off.tokens[0].cell as usize] == 1
            })
            .expect("a free neighbour");
        off.top[off.tokens[0].cell as usize] = NONE;
        off.tokens[0].cell = moved;
        off.top[moved as usize] = 0;
        assert!(mirror.cost(&game, &off) > 0);
    }

    /// The search's first turns, each chosen for the lowest cost, bring pegs towards the
    /// middle: the cost falls.
    #[test]
    fn the_first_turns_towards_the_middle_cost_less() {
        let (game, start, _, mirror, mut budget) = mirrored();
        let far = mirror.cost(&game, &start);
        let sym = Symmetries::identity(&game);
        let mut state = start.clone();
        for _ in 0..4 {
            let children = turns_of(&game, &state, &sym, &mut budget).expect("turns");
            state = children.into_iter().map(|(c, _)| c).min_by_key(|c| mirror.cost(&game, c)).expect("a turn");
        }
        assert!(mirror.cost(&game, &state) < far, "{} < {far}", mirror.cost(&game, &state));
    }

    /// Turns played from the start and their mirrored actions played from the goal reach
    /// positions that are each other's image (the beam from the goal is not searched again).
    #[test]
    fn mirrored_actions_from_the_goal_reach_the_image() {
        let (game, start, goal, mirror, mut budget) = mirrored();
        let sym = Symmetries::identity(&game);
        let (mut here, mut there) = (start.clone(), goal.clone());
        for n in 0..8 {
            let mut children = turns_of(&game, &here, &sym, &mut budget).expect("turns");
            let (child, steps) = children.swap_remove(n * 5 % children.len());
            for a in mirror.actions(&steps) {
                assert!(apply(&game, &mut there, a).accepted(), "{a:?}");
            }
            here = child;
            let mut want: Vec<CellId> = here.tokens.iter().map(|t| mirror.map[t.cell as usize]).collect();
            let mut got: Vec<CellId> = there.tokens.iter().map(|t| t.cell).collect();
            want.sort_unstable();
            got.sort_unstable();
            assert_eq!(got, want);
        }
    }

    /// Once a peg has moved, the goal is no longer the position's image: the other aim is kept.
    /// Nor is there a mirror for a start already on its goal, or a table that does not fit.
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
        assert!(Mirror::all(&game, &moved, &goal, &aim, &mut budget).is_empty());
        assert!(Mirror::all(&game, &goal, &goal, &aim, &mut budget).is_empty());
        let mut small = Budget::new(1_000_000, 1_000);
        assert!(Mirror::all(&game, &start, &goal, &aim, &mut small).is_empty());
    }
}
