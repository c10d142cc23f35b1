//! Hops: a fast beam for races of alike tokens that step to a neighbouring cell or hop over
//! tokens, again and again in one turn, when the goal is the start seen in a mirror. Serves
//! Chinese checkers solitaire: 27 turns, the known optimum, in a fraction of a second, where
//! the engine's beam (`race`) finds 29 in seconds.
//!
//! The playable grid is a 128-bit set of occupied cells, and every cell a token can reach in
//! one turn is found with a few word operations, so the beam can be wide. A route that is its
//! own mirror image is played forwards to a position one turn from its own image (or equal
//! to it), then the same turns backwards in the mirror: the beam looks for such positions,
//! keeping those with the fewest steps still to go plus the fewest tokens whose image cell is
//! empty. The model is believed only where the engine agrees: it must list exactly the
//! engine's turns from the start, and the engine replays every turn of a route before it is
//! given; otherwise the race is left to the engine's beam.

use super::aim::{steps_to, Aim, FAR};
use super::budget::{Budget, Stop};
use super::key_set::KeySet;
use super::whole_turn::turns_of;
use super::Symmetries;
use crate::engine::{Action, State, Status};
use crate::game::{CellId, Game, NONE};
use crate::model::DIRECTIONS;

/// Larger grids are left to the engine (a position is one 128-bit word here).
const MAX_CELLS: usize = 128;

/// Bytes a kept position costs: the layer's entry and its key in the seen set.
const KEPT_BYTES: usize = 64;

type Board = u128;

struct Model {
    /// Bit -> cell, and cell -> bit.
    cells: Vec<CellId>,
    bit: Vec<Option<u8>>,
    /// Per bit: the cells one step away, and the (over, to) pairs of a hop.
    steps: Vec<Vec<u8>>,
    hops: Vec<Vec<(u8, u8)>>,
    /// Per bit: steps to the nearest target cell.
    to_go: Vec<u32>,
}

impl Model {
    fn new(game: &Game, targets: &[CellId]) -> Option<Model> {
        let cells: Vec<CellId> = game.grid().cells().filter(|&c| game.cells[c as usize].playable).collect();
        if cells.is_empty() || cells.len() > MAX_CELLS {
            return None;
        }
        let mut bit = vec![None; game.cells.len()];
        for (i, &c) in cells.iter().enumerate() {
            bit[c as usize] = Some(i as u8);
        }
        let (mut steps, mut hops) = (Vec::new(), Vec::new());
        for &from in &cells {
            let moves = game.cells[from as usize].moves;
            let (mut s, mut h) = (Vec::new(), Vec::new());
            for &d in DIRECTIONS.iter().filter(|d| moves & d.bit() != 0) {
                let Some(over) = game.neighbour(from, d, false) else { continue };
                let Some(o) = bit[over as usize] else { continue };
                s.push(o);
                if let Some(t) = game.neighbour(over, d, false).and_then(|to| bit[to as usize]) {
                    h.push((o, t));
                }
            }
            steps.push(s);
            hops.push(h);
        }
        let near = steps_to(game, targets, false);
        let to_go = cells.iter().map(|&c| near.get(c as usize).copied().unwrap_or(FAR)).collect();
        Some(Model { cells, bit, steps, hops, to_go })
    }

    /// The occupied cells, when every token stands on the model's grid.
    fn occupied(&self, state: &State) -> Option<Board> {
        state.tokens.iter().try_fold(0, |b, t| Some(b | 1 << self.bit.get(t.cell as usize).copied().flatten()?))
    }

    /// The cells the token at `from` reaches in one turn, `others` being the other tokens.
    fn reach(&self, others: Board, from: u8) -> Board {
        let mut out = 0;
        for &s in &self.steps[from as usize] {
            out |= !others & 1 << s;
        }
        let mut visited: Board = 1 << from;
        let mut stack = vec![from];
        while let Some(x) = stack.pop() {
            for &(o, t) in &self.hops[x as usize] {
                if others >> o & 1 == 1 && (others | visited) >> t & 1 == 0 {
                    visited |= 1 << t;
                    stack.push(t);
                }
            }
        }
        out | visited & !(1 << from)
    }

    fn children(&self, board: Board, mut each: impl FnMut(Board)) {
        for from in bits(board) {
            let others = board & !(1 << from);
            for to in bits(self.reach(others, from)) {
                each(others | 1 << to);
            }
        }
    }

    /// Is `b` one turn from `a`?
    fn is_turn(&self, a: Board, b: Board) -> bool {
        let (gone, came) = (a & !b, b & !a);
        gone.count_ones() == 1
            && came.count_ones() == 1
            && self.reach(a & !gone, gone.trailing_zeros() as u8) & came != 0
    }

    fn to_go(&self, board: Board) -> u32 {
        bits(board).map(|b| self.to_go[b as usize]).sum()
    }

    /// A map of cells as a map of bits (None when it takes a model cell off the model).
    fn bit_map(&self, map: &[CellId]) -> Option<Vec<u8>> {
        self.cells.iter().map(|&c| self.bit[*map.get(c as usize)? as usize]).collect()
    }
}

fn bits(board: Board) -> impl Iterator<Item = u8> {
    let mut rest = board;
    std::iter::from_fn(move || {
        let b = (rest != 0).then(|| rest.trailing_zeros() as u8)?;
        rest &= rest - 1;
        Some(b)
    })
}

fn image(board: Board, map: &[u8]) -> Board {
    bits(board).fold(0, |b, i| b | 1 << map[i as usize])
}

/// Maps applied one after the other (`first`, then `then`).
fn compose(first: &[u8], then: &[u8]) -> Vec<u8> {
    first.iter().map(|&b| then[b as usize]).collect()
}

/// The model's beam is this many times wider than the engine's (`race`): a turn listed on the
/// 128-bit board costs far less than the engine's chains of actions (27 turns on Chinese
/// checkers solitaire need about 1,000 positions per turn; 300 x 4 keeps a margin).
const WIDER: usize = 4;

/// The race, when it is one of tokens that step and hop to the start's mirror image, with a
/// beam `WIDER` times `width`: the actions and the number of turns. None when the design is
/// not such a race, the model does not describe it, or no route was found (the engine's beam
/// then searches).
pub(crate) fn race(game: &Game, start: &State, width: usize, budget: &mut Budget) -> Option<(Vec<Action>, u32)> {
    if start.players.len() != 1 {
        return None;
    }
    let aim = Aim::zones(game, start);
    let goal = super::meet::goal_state(game, start, &aim)?;
    hops(game, start, &aim, &goal, width.saturating_mul(WIDER), 500, budget).ok().flatten()
}

/// The race on the model, from `start` to `goal`, its mirror image.
fn hops(
    game: &Game,
    start: &State,
    aim: &Aim,
    goal: &State,
    width: usize,
    max_turns: u32,
    budget: &mut Budget,
) -> Result<Option<(Vec<Action>, u32)>, Stop> {
    // One group of alike tokens, every token of the design in it.
    let [group] = aim.groups.as_slice() else { return Ok(None) };
    if group.tokens.len() != start.tokens.len() || start.tokens.iter().any(|t| t.cell == NONE) {
        return Ok(None);
    }
    let Some(model) = Model::new(game, &group.targets) else { return Ok(None) };
    let (Some(first), Some(last)) = (model.occupied(start), model.occupied(goal)) else { return Ok(None) };
    if !agrees(game, start, &model, first) {
        return Ok(None);
    }
    let maps: Vec<Vec<u8>> = Symmetries::of_shape(game).maps.iter().filter_map(|m| model.bit_map(m)).collect();
    let mut best: Option<Vec<Board>> = None;
    for mirror in maps.iter().filter(|m| first != last && image(first, m) == last) {
        // Positions a symmetry keeping the start, the goal and the mirror's route maps onto
        // each other are searched once.
        // (The identity, first, is left out: a board is its own key unless an image is smaller.)
        let keeping: Vec<&Vec<u8>> = maps
            .iter()
            .skip(1)
            .filter(|m| image(first, m) == first && image(last, m) == last && compose(m, mirror) == compose(mirror, m))
            .collect();
        let limit = best.as_ref().map_or(max_turns, |b| b.len() as u32 - 2);
        match beam(&model, first, mirror, &keeping, width, limit, budget) {
            Ok(Some(route)) if best.as_ref().is_none_or(|b| route.len() < b.len()) => best = Some(route),
            Ok(_) => {}
            // A budget that runs out after another mirror found a route leaves that route.
            Err(stop) if best.is_none() => return Err(stop),
            Err(_) => break,
        }
    }
    let Some(route) = best else { return Ok(None) };
    let turns = route.len() as u32 - 1;
    Ok(replay(game, start, &model, &route).map(|actions| (actions, turns)))
}

/// Does the model list the engine's turns from the start, no more, no fewer?
fn agrees(game: &Game, start: &State, model: &Model, first: Board) -> bool {
    let mut spare = Budget::new(u64::MAX, usize::MAX);
    let Some(turns) = turns_of(game, start, &Symmetries::identity(game), &mut spare) else { return false };
    let mut engine: Vec<Option<Board>> = turns.iter().map(|(s, _)| model.occupied(s)).collect();
    let mut ours = Vec::new();
    model.children(first, |b| ours.push(Some(b)));
    for list in [&mut engine, &mut ours] {
        list.retain(|b| *b != Some(first));
        list.sort_unstable();
        list.dedup();
    }
    engine == ours
}

/// The engine's actions along the route, each turn found among the engine's own turns; None
/// when one is missing or the route does not win.
fn replay(game: &Game, start: &State, model: &Model, route: &[Board]) -> Option<Vec<Action>> {
    let plain = Symmetries::identity(game);
    let mut spare = Budget::new(u64::MAX, usize::MAX);
    let mut state = start.clone();
    let mut actions = Vec::new();
    for &next in &route[1..] {
        let (child, steps) =
            turns_of(game, &state, &plain, &mut spare)?.into_iter().find(|(s, _)| model.occupied(s) == Some(next))?;
        actions.extend(steps);
        state = child;
    }
    (state.status == Status::Won).then_some(actions)
}

/// The beam for one mirror: the boards of a whole route, or None when the beam runs dry,
/// passes the middle of the race without finding one, or `max_turns` pass.
fn beam(
    model: &Model,
    first: Board,
    mirror: &[u8],
    keeping: &[&Vec<u8>],
    width: usize,
    max_turns: u32,
    budget: &mut Budget,
) -> Result<Option<Vec<Board>>, Stop> {
    let key = |b: Board| keeping.iter().fold(b, |k, m| k.min(image(b, m)));
    let cost = |b: Board| model.to_go(b) * 2 + (b & !image(b, mirror)).count_ones();
    let far = model.to_go(first);
    let mut seen = KeySet::default();
    seen.insert(key(first));
    // Per turn: each kept board with its parent's place in the turn before.
    let mut layers: Vec<Vec<(Board, u32)>> = vec![vec![(first, 0)]];
    let mut kept = KEPT_BYTES;
    budget.keep(kept)?;
    let result = (|| {
        for turn in 0..max_turns / 2 + 1 {
            let layer = &layers[turn as usize];
            // Positions that are their own image first (2 x turn turns), then those one turn
            // from it (one more).
            for odd in [false, true] {
                for (i, &(b, _)) in layer.iter().enumerate() {
                    if let Some(route) = whole(model, &layers, mirror, turn as usize, i, b, odd) {
                        if route.len() as u32 <= max_turns + 1 {
                            return Ok(Some(route));
                        }
                    }
                }
            }
            // The last turn allowed, or every board with less than a quarter of the start's
            // steps to go (far past the middle) and no route half-way: none for this mirror.
            if turn == max_turns / 2 || layer.iter().all(|&(b, _)| model.to_go(b) * 4 < far) {
                return Ok(None);
            }
            // Children met in earlier turns are left; a child cut from this turn's beam may
            // still be kept in a later turn.
            let mut fresh = KeySet::default();
            let mut next: Vec<(u32, Board, u32, Board)> = Vec::new();
            for (i, &(b, _)) in layer.iter().enumerate() {
                budget.visit()?;
                model.children(b, |c| {
                    let k = key(c);
                    if !seen.contains(&k) && fresh.insert(k) {
                        next.push((cost(c), c, i as u32, k));
                    }
                });
            }
            // The cheapest first, ties by board: the same answer every time.
            next.sort_by_key(|&(c, b, _, _)| (c, b));
            next.truncate(width);
            if next.is_empty() {
                return Ok(None);
            }
            seen.extend(next.iter().map(|n| n.3));
            budget.keep(next.len() * KEPT_BYTES)?;
            kept += next.len() * KEPT_BYTES;
            layers.push(next.into_iter().map(|(_, b, p, _)| (b, p)).collect());
        }
        Ok(None)
    })();
    budget.free(kept);
    result
}

/// The whole route through the board at `layers[turn][i]` when it is its own image (`odd`
/// false) or one turn from it (`odd`): the turns to it, then the same turns backwards in the mirror (each checked).
fn whole(
    model: &Model,
    layers: &[Vec<(Board, u32)>],
    mirror: &[u8],
    turn: usize,
    i: usize,
    b: Board,
    odd: bool,
) -> Option<Vec<Board>> {
    let seen = image(b, mirror);
    if (seen == b) == odd || odd && !model.is_turn(b, seen) {
        return None;
    }
    let mut half = vec![b];
    let mut at = i;
    for t in (1..=turn).rev() {
        at = layers[t][at].1 as usize;
        half.push(layers[t - 1][at].0);
    }
    half.reverse();
    let mut route = half.clone();
    let back = half.iter().rev().skip(usize::from(seen == b)).map(|&h| image(h, mirror));
    route.extend(back);
    route.windows(2).all(|w| model.is_turn(w[0], w[1])).then_some(route)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{apply, new_game};
    use crate::search::{solve, Limits, Solution};

    fn game(json: &str) -> Game {
        Game::from_json(json).unwrap_or_else(|p| panic!("{p:?}"))
    }

    const STAR: &str = include_str!("../../games/chinese-checkers-solitaire.json");

    /// The star's design with a change.
    fn changed(change: impl FnOnce(&mut serde_json::Value)) -> Game {
        let mut v: serde_json::Value = serde_json::from_str(STAR).expect("the built-in design");
        change(&mut v);
        game(&v.to_string())
    }

    /// The turns an answer takes: each time the player's count of moves grows.
    fn turns(game: &Game, start: &State, actions: &[Action]) -> (State, u32) {
        let mut state = start.clone();
        let mut turns = 0;
        for &a in actions {
            let before = state.players[0].moves;
            assert!(apply(game, &mut state, a).accepted(), "{a:?}");
            turns += u32::from(state.players[0].moves > before);
        }
        (state, turns)
    }

    /// The known optimum (Levenspiel's 27 turns, proven shortest by George Bell), found by
    /// the solver at its default limits and replayed by the engine to a win.
    #[test]
    fn chinese_checkers_solitaire_in_27_turns() {
        let g = game(STAR);
        let start = new_game(&g, 1, 1);
        let Solution::Found { actions, .. } = solve(&g, &start, Limits::default()) else { panic!("no answer") };
        let (end, n) = turns(&g, &start, &actions);
        assert_eq!(end.status, Status::Won);
        assert_eq!(n, 27);
    }

    /// The model lists the engine's turns from the start: the pegs' steps and chains of hops.
    #[test]
    fn the_model_lists_the_engines_turns() {
        let g = game(STAR);
        let start = new_game(&g, 1, 1);
        let aim = Aim::zones(&g, &start);
        let model = Model::new(&g, &aim.groups[0].targets).expect("a star fits");
        let first = model.occupied(&start).expect("every peg on the star");
        assert!(agrees(&g, &start, &model, first));
        let mut children = Vec::new();
        model.children(first, |c| children.push(c));
        // The point's front row steps (2 + 2 + 3 ways) and its pegs behind hop over it.
        assert!(children.len() > 7, "{}", children.len());
        assert!(children.iter().all(|&c| model.is_turn(first, c) && c.count_ones() == 10));
    }

    /// Tokens that only step one cell: the model (steps and hops) does not describe them, so
    /// the race is left to the engine's beam, which still answers.
    #[test]
    fn a_race_without_hops_is_left_to_the_engine() {
        let g = changed(|v| {
            let ty = v.get_mut("token_types").and_then(|t| t.as_array_mut()).and_then(|t| t.first_mut()).unwrap();
            ty["in_grid"] = "one-cell".into();
        });
        let start = new_game(&g, 1, 1);
        let aim = Aim::zones(&g, &start);
        let goal = crate::search::meet::goal_state(&g, &start, &aim).expect("a single goal");
        let mut budget = Budget::new(1_000_000, 1 << 28);
        assert_eq!(hops(&g, &start, &aim, &goal, 100, 500, &mut budget), Ok(None));
    }

    /// A start that is not the goal's mirror image (one peg moved out of the point): no route
    /// is its own image, and the model leaves the race to the engine.
    #[test]
    fn no_mirror_no_model() {
        let g = changed(|v| {
            let pegs = v["grid"].get_mut("tokens").and_then(|t| t.as_array_mut()).unwrap();
            assert_eq!(pegs[0]["at"].to_string(), "[3,9]");
            pegs[0]["at"] = vec![4u32, 9].into();
        });
        let start = new_game(&g, 1, 1);
        let aim = Aim::zones(&g, &start);
        let goal = crate::search::meet::goal_state(&g, &start, &aim).expect("a single goal");
        let mut budget = Budget::new(1_000_000, 1 << 28);
        assert_eq!(hops(&g, &start, &aim, &goal, 100, 500, &mut budget), Ok(None));
    }
}
