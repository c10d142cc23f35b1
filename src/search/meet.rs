//! Meeting in the middle for races whose moves play backwards too: a second beam leaves the
//! goal (every token in its zone) towards the start, and where a position of one beam is the
//! same as one of the other, or a single turn from it, the two halves make a whole answer.
//! Every answer is replayed forwards from the start before it is believed.

use std::collections::{HashMap, HashSet};

use super::aim::Aim;
use super::budget::{state_bytes, Budget};
use super::whole_turn::turns_of;
use super::Symmetries;
use crate::engine::{apply, Action, State, Status};
use crate::game::{BoardKind, Game, NONE};

/// The goal position: each group's tokens on its target cells, when the targets are exactly as
/// many as the tokens (else there are several goals, and no beam leaves from them).
pub(crate) fn goal_state(game: &Game, start: &State, aim: &Aim) -> Option<State> {
    let mut goal = start.clone();
    let grouped: HashSet<usize> = aim.groups.iter().flat_map(|g| g.tokens.iter().copied()).collect();
    for t in 0..start.tokens.len() {
        let tok = &start.tokens[t];
        // Tokens that would stay put, stacks and tokens off the grid: not a plain race.
        if !grouped.contains(&t) || tok.cell == NONE || game.kind_of(tok.cell) != BoardKind::Grid {
            return None;
        }
        if tok.below != NONE || start.top[tok.cell as usize] != t as u32 {
            return None;
        }
        goal.top[tok.cell as usize] = NONE;
    }
    for g in &aim.groups {
        if g.targets.len() != g.tokens.len() {
            return None;
        }
        for (&t, &cell) in g.tokens.iter().zip(&g.targets) {
            if goal.top[cell as usize] != NONE {
                return None;
            }
            goal.top[cell as usize] = t as u32;
            goal.tokens[t].cell = cell;
        }
    }
    (goal.status == Status::Playing).then_some(goal)
}

/// A token's share of a position's shape.
fn part(state: &State, t: usize) -> u64 {
    let tok = &state.tokens[t];
    mix((tok.kind as u64) << 32 | tok.cell as u64)
}

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Where the tokens stand, as one number: tokens of one type are interchangeable.
fn shape(state: &State) -> u64 {
    (0..state.tokens.len()).filter(|&t| state.tokens[t].cell != NONE).fold(0u64, |s, t| s.wrapping_add(part(state, t)))
}

/// The state at the end of `path` from `root`, None when an action is refused.
fn replay(game: &Game, root: &State, path: &[Action]) -> Option<State> {
    let mut s = root.clone();
    path.iter().all(|&a| apply(game, &mut s, a).accepted()).then_some(s)
}

/// One side's positions by shape, whole and with one token lifted.
#[derive(Default)]
struct Index {
    whole: HashMap<u64, (u32, u32)>,
    lifted: HashMap<u64, Vec<(u32, u32)>>,
    shapes: Vec<Vec<u64>>,
}

impl Index {
    fn add(&mut self, game: &Game, root: &State, layer: &[Vec<Action>]) -> Vec<Option<State>> {
        let l = self.shapes.len() as u32;
        let states: Vec<Option<State>> = layer.iter().map(|p| replay(game, root, p)).collect();
        let mut shapes = Vec::new();
        for (i, s) in states.iter().enumerate() {
            let Some(s) = s else {
                shapes.push(0);
                continue;
            };
            let whole = shape(s);
            shapes.push(whole);
            self.whole.entry(whole).or_insert((l, i as u32));
            for t in 0..s.tokens.len() {
                if s.tokens[t].cell != NONE {
                    self.lifted.entry(whole.wrapping_sub(part(s, t))).or_default().push((l, i as u32));
                }
            }
        }
        self.shapes.push(shapes);
        states
    }
}

/// The meetings found so far between the beam from the start and the beam from the goal.
#[derive(Default)]
pub(crate) struct Meetings {
    front: Index,
    back: Index,
    best: Option<(Vec<Action>, u32)>,
    /// The index outgrew the memory budget: no more meetings are looked for.
    off: bool,
}

/// Bytes an indexed position costs: its shape whole and with each token lifted.
fn index_bytes(state: &State) -> usize {
    48 * (state.tokens.len() + 1)
}

impl Meetings {
    /// Index the turns either side added since the last call, and look for their meetings
    /// with the other side's turns.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn add(
        &mut self,
        game: &Game,
        start: &State,
        goal: &State,
        sym: &Symmetries,
        front_paths: &[Vec<Vec<Action>>],
        back_paths: &[Vec<Vec<Action>>],
        budget: &mut Budget,
    ) {
        for front in [true, false] {
            let (mine, paths) = if front { (&self.front, front_paths) } else { (&self.back, back_paths) };
            for _ in mine.shapes.len()..paths.len() {
                if self.off {
                    return;
                }
                self.add_one(game, start, goal, sym, front_paths, back_paths, front, budget);
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn add_one(
        &mut self,
        game: &Game,
        start: &State,
        goal: &State,
        sym: &Symmetries,
        front_paths: &[Vec<Vec<Action>>],
        back_paths: &[Vec<Vec<Action>>],
        front: bool,
        budget: &mut Budget,
    ) {
        let limit = self.best.as_ref().map_or(u32::MAX, |b| b.1);
        let (mine, root, paths) =
            if front { (&mut self.front, start, front_paths) } else { (&mut self.back, goal, back_paths) };
        let Some(layer) = paths.get(mine.shapes.len()) else { return };
        let a = mine.shapes.len() as u32;
        // Counted before: the layer's index entries stay, its replayed states are given back.
        let transient = layer.len() * state_bytes(root);
        if budget.keep(layer.len() * index_bytes(root) + transient).is_err() {
            self.off = true;
            return;
        }
        let states = mine.add(game, root, layer);
        let other = if front { &self.back } else { &self.front };
        let mut candidates: Vec<(u32, usize, u32, u32)> = Vec::new(); // (turns, mine, other layer, other idx)
        for (i, s) in states.iter().enumerate() {
            let Some(s) = s else { continue };
            let whole = shape(s);
            if let Some(&(b, j)) = other.whole.get(&whole) {
                candidates.push((a + b, i, b, j));
            }
            for t in 0..s.tokens.len() {
                if s.tokens[t].cell == NONE {
                    continue;
                }
                if let Some(list) = other.lifted.get(&whole.wrapping_sub(part(s, t))) {
                    for &(b, j) in list {
                        if other.shapes[b as usize][j as usize] != whole {
                            candidates.push((a + b + 1, i, b, j));
                        }
                    }
                }
            }
        }
        candidates.sort_unstable();
        candidates.dedup();
        let mut limit = limit;
        for (total, i, b, j) in candidates {
            if total >= limit {
                break;
            }
            let (fp, bp) = if front {
                (&front_paths[a as usize][i], &back_paths[b as usize][j as usize])
            } else {
                (&front_paths[b as usize][j as usize], &back_paths[a as usize][i])
            };
            if let Some(actions) = join(game, start, goal, sym, fp, bp, budget) {
                limit = total;
                self.best = Some((actions, total));
            }
        }
        budget.free(transient);
    }

    /// The best meeting, once later turns are unlikely to beat it: meetings come in the
    /// middle, where both sides have made about half the turns.
    pub(crate) fn best(&self, turn: u32) -> Option<(Vec<Action>, u32)> {
        let (actions, total) = self.best.as_ref()?;
        (2 * turn >= *total + 2 || turn >= *total).then(|| (actions.clone(), *total))
    }
}

/// The forward path, then the backward path played from its end back to the goal, turn by
/// turn; None unless it replays to a win.
fn join(
    game: &Game,
    start: &State,
    goal: &State,
    sym: &Symmetries,
    front: &[Action],
    back: &[Action],
    budget: &mut Budget,
) -> Option<Vec<Action>> {
    // The shapes along the backward path, from the goal: each turn ends where a move counter
    // grows.
    let mut shapes = vec![shape(goal)];
    let mut s = goal.clone();
    for &a in back {
        let moves = s.players[s.current].moves;
        if !apply(game, &mut s, a).accepted() {
            return None;
        }
        if s.players[s.current].moves > moves {
            shapes.push(shape(&s));
        }
    }
    let mut actions = front.to_vec();
    let mut at = replay(game, start, front)?;
    let mut wanted = shapes.into_iter().rev().peekable();
    // The meeting may be one turn short of the backward path's end.
    if wanted.peek() == Some(&shape(&at)) {
        wanted.next();
    }
    for target in wanted {
        let children = turns_of(game, &at, sym, budget)?;
        let (child, steps) = children.into_iter().find(|(c, _)| shape(c) == target)?;
        actions.extend(steps);
        at = child;
    }
    (at.status == Status::Won).then_some(actions)
}
