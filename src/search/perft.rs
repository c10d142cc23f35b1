//! Perft: the number of legal action sequences of a given length; within a budget of nodes
//! and of memory for designs where the count is out of reach (a 100 x 100 grid with 5,000
//! tokens that move anywhere has 12,500,000 actions at the start), with an estimate of the
//! size of the search before it starts.

use crate::engine::{apply, legal_actions, Action, State};
use crate::game::Game;
use crate::rng::Rng;

/// Sequences of `depth` legal actions from `state`. A finished game counts as one leaf;
/// a forced pass counts as an action.
pub fn perft(game: &Game, state: &State, depth: u32) -> u64 {
    match perft_within(game, state, depth, Budget { nodes: u64::MAX, bytes: usize::MAX }) {
        Counted::All(n) => n,
        Counted::Stopped { counted, .. } => counted,
    }
}

/// How much a count may cost: positions visited plus actions listed, and bytes held by the
/// lists of actions (one per level of the search).
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub nodes: u64,
    pub bytes: usize,
}

impl Default for Budget {
    /// About a minute natively, and well under a gigabyte.
    fn default() -> Self {
        Budget { nodes: 1_000_000_000, bytes: 512 << 20 }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    All(u64),
    /// The budget ran out: sequences counted so far, nodes visited, and whether memory (not
    /// the nodes) stopped the count.
    Stopped {
        counted: u64,
        nodes: u64,
        memory: bool,
    },
}

/// [`perft`] within `budget`, checked after each listing of actions.
pub fn perft_within(game: &Game, state: &State, depth: u32, budget: Budget) -> Counted {
    let mut buffers: Vec<(Vec<Action>, State)> = (0..depth).map(|_| (Vec::new(), state.clone())).collect();
    let mut walk = Walk { game, budget, nodes: 0, stopped: None };
    let counted = walk.count(state, &mut buffers);
    match walk.stopped {
        None => Counted::All(counted),
        Some(memory) => Counted::Stopped { counted, nodes: walk.nodes, memory },
    }
}

struct Walk<'a> {
    game: &'a Game,
    budget: Budget,
    nodes: u64,
    /// Set when the budget ran out: true for memory.
    stopped: Option<bool>,
}

impl Walk<'_> {
    fn count(&mut self, state: &State, buffers: &mut [(Vec<Action>, State)]) -> u64 {
        let bytes: usize = buffers.iter().map(|(a, _)| a.capacity() * size_of::<Action>()).sum();
        let Some(((actions, child), rest)) = buffers.split_first_mut() else { return 1 };
        if state.is_over() {
            return 1;
        }
        legal_actions(self.game, state, actions);
        self.nodes = self.nodes.saturating_add(actions.len() as u64);
        let held = bytes.saturating_add(actions.capacity() * size_of::<Action>());
        if self.nodes > self.budget.nodes || held > self.budget.bytes {
            self.stopped = Some(held > self.budget.bytes);
            return 0;
        }
        if rest.is_empty() {
            return actions.len() as u64;
        }
        let mut total = 0;
        for &action in actions.iter() {
            child.clone_from(state);
            apply(self.game, child, action);
            total += self.count(child, rest);
            if self.stopped.is_some() {
                break;
            }
        }
        total
    }
}

/// The size of a count before it is made: sequences of `depth` actions and nodes visited,
/// estimated by Knuth's method (the product of the numbers of actions along random lines of
/// play, averaged over `lines` lines).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub sequences: f64,
    pub nodes: f64,
    /// Actions at the start.
    pub first: usize,
}

pub fn estimate(game: &Game, state: &State, depth: u32, lines: u32, seed: u64) -> Estimate {
    let mut rng = Rng::new(seed);
    let mut actions = Vec::new();
    let (mut sequences, mut nodes, mut first) = (0.0, 0.0, 0);
    let lines = lines.max(1);
    for _ in 0..lines {
        let mut s = state.clone();
        let mut width = 1.0;
        for level in 0..depth {
            if s.is_over() {
                break;
            }
            legal_actions(game, &s, &mut actions);
            if level == 0 {
                first = actions.len();
            }
            width *= actions.len() as f64;
            nodes += width;
            if actions.is_empty() {
                break;
            }
            apply(game, &mut s, actions[rng.below(actions.len())]);
        }
        sequences += width;
    }
    Estimate { sequences: sequences / f64::from(lines), nodes: nodes / f64::from(lines), first }
}
