//! Monte Carlo tree search (UCT) over determinized worlds, for the designs alpha-beta cannot
//! search: dice (the goose game, dice races), face-down tokens (memory) and more than two
//! players (Chinese checkers for three to six).
//!
//! Each iteration draws one world consistent with what the players know
//! ([`determinize`]: unseen face-down tokens change places, dice get a fresh generator), walks
//! the tree by action from the root, choosing at each node with UCB1 among the children
//! legal in that world, adds one child, plays on at random with the same legal actions and
//! scores the end for every player. Each node keeps one total per player, and the player to
//! act maximises their own (max^n): any number of players works.
//!
//! The search is bounded by iterations and by actions applied, never by time, so that a seed
//! gives the same move on every machine (even the logarithm is computed here, not by the
//! platform's library).

use super::determinize::determinize;
use super::eval::{evaluate, Judge};
use super::Seen;
use crate::engine::{apply, legal_actions, Action, State, Status};
use crate::game::Game;
use crate::rng::Rng;

/// How much a search may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Iterations (one descent, one playout) at most.
    pub iterations: u32,
    /// Actions applied in all (tree and playouts) at most.
    pub actions: u64,
    /// Actions of one playout at most; a playout cut short is scored by the evaluation.
    pub playout: u32,
}

/// What a search found: the action, how often it was tried, its mean result for the player
/// who searched (0 lost, 1 won), and the iterations run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Searched {
    pub action: Action,
    pub visits: u32,
    pub value: f64,
    pub iterations: u32,
}

/// Exploration constant of UCB1 (results lie in 0..1).
const EXPLORE: f64 = 0.7;

/// An evaluation difference of this much (three tokens) scores a cut playout 0.75 / 0.25.
const SCALE: f64 = 300.0;

struct Node {
    /// Children sorted by action, for lookup by the actions legal in a world.
    children: Vec<(Action, u32)>,
    visits: u32,
    /// Iterations in which this node's action was legal at its parent (ISMCTS availability).
    available: u32,
}

struct Tree {
    nodes: Vec<Node>,
    /// Per node, one total per player.
    totals: Vec<f64>,
    players: usize,
}

impl Tree {
    fn add(&mut self) -> u32 {
        self.nodes.push(Node { children: Vec::new(), visits: 0, available: 0 });
        self.totals.extend(std::iter::repeat_n(0.0, self.players));
        (self.nodes.len() - 1) as u32
    }

    fn mean(&self, node: u32, player: usize) -> f64 {
        let n = &self.nodes[node as usize];
        if n.visits == 0 {
            return 0.5;
        }
        self.totals[node as usize * self.players + player] / n.visits as f64
    }
}

/// The best action for the current player within `budget`, using only what `seen` and the
/// state show. None when there is nothing to play.
pub fn mcts(game: &Game, state: &State, seen: &Seen, budget: Budget, rng: &mut Rng) -> Option<Searched> {
    mcts_until(game, state, seen, budget, rng, None)
}

/// [`mcts`], also stopping at `deadline` (checked every 32 iterations).
pub fn mcts_until(
    game: &Game,
    state: &State,
    seen: &Seen,
    budget: Budget,
    rng: &mut Rng,
    deadline: Option<&super::Deadline>,
) -> Option<Searched> {
    let mut actions = Vec::new();
    legal_actions(game, state, &mut actions);
    let first = *actions.first()?;
    if actions.len() == 1 {
        return Some(Searched { action: first, visits: 0, value: 0.5, iterations: 0 });
    }
    let players = state.players.len();
    let mut tree = Tree { nodes: Vec::new(), totals: Vec::new(), players };
    tree.add();
    let judge = Judge::new(game);
    let mut world = state.clone();
    let mut path: Vec<u32> = Vec::new();
    let mut results = vec![0.0; players];
    let mut spent = 0u64;
    let mut iterations = 0;
    while iterations < budget.iterations && spent < budget.actions {
        if iterations > 0 && super::deadline::due(deadline, iterations as u64, 32) {
            break;
        }
        iterations += 1;
        determinize(game, state, seen, rng, &mut world);
        path.clear();
        path.push(0);
        spent += descend(game, &mut tree, &mut world, &mut path, &mut actions, rng);
        spent += playout(game, &mut world, budget.playout, &mut actions, rng);
        score(&judge, game, &world, &mut results);
        for &n in &path {
            tree.nodes[n as usize].visits += 1;
            let at = n as usize * players;
            for (total, r) in tree.totals[at..at + players].iter_mut().zip(&results) {
                *total += r;
            }
        }
    }
    let me = state.current;
    let root = &tree.nodes[0];
    // The most tried action is the most trusted; a tie goes to the better mean.
    let &(action, child) = root.children.iter().max_by(|a, b| {
        let (na, nb) = (&tree.nodes[a.1 as usize], &tree.nodes[b.1 as usize]);
        na.visits.cmp(&nb.visits).then(tree.mean(a.1, me).total_cmp(&tree.mean(b.1, me))).then(b.0.cmp(&a.0))
    })?;
    Some(Searched { action, visits: tree.nodes[child as usize].visits, value: tree.mean(child, me), iterations })
}

/// Walk down the tree in `world`, adding one child; returns the actions applied.
fn descend(
    game: &Game,
    tree: &mut Tree,
    world: &mut State,
    path: &mut Vec<u32>,
    actions: &mut Vec<Action>,
    rng: &mut Rng,
) -> u64 {
    let mut node = 0u32;
    let mut applied = 0;
    loop {
        if world.is_over() {
            return applied;
        }
        legal_actions(game, world, actions);
        if actions.is_empty() {
            return applied;
        }
        let mover = world.current;
        let mut untried = 0usize;
        for a in actions.iter() {
            match tree.nodes[node as usize].children.binary_search_by(|c| c.0.cmp(a)) {
                Ok(i) => {
                    let child = tree.nodes[node as usize].children[i].1;
                    tree.nodes[child as usize].available += 1;
                }
                Err(_) => untried += 1,
            }
        }
        let next = if untried > 0 {
            // A new child for one of the actions not tried yet, drawn at random.
            let pick = rng.below(untried);
            let has = |tree: &Tree, a: &Action| tree.nodes[node as usize].children.binary_search_by(|c| c.0.cmp(a));
            let action = *actions.iter().filter(|a| has(tree, a).is_err()).nth(pick).unwrap_or(&actions[0]);
            let child = tree.add();
            tree.nodes[child as usize].available = 1;
            let at = has(tree, &action).unwrap_or_else(|i| i);
            tree.nodes[node as usize].children.insert(at, (action, child));
            apply(game, world, action);
            path.push(child);
            return applied + 1;
        } else {
            best_child(tree, node, actions, mover)
        };
        let Some((action, child)) = next else { return applied };
        apply(game, world, action);
        applied += 1;
        path.push(child);
        node = child;
    }
}

/// UCB1 among the children whose actions are legal now, for the player to act.
fn best_child(tree: &Tree, node: u32, actions: &[Action], mover: usize) -> Option<(Action, u32)> {
    let children = &tree.nodes[node as usize].children;
    let mut best: Option<(f64, Action, u32)> = None;
    for a in actions {
        let Ok(i) = children.binary_search_by(|c| c.0.cmp(a)) else { continue };
        let child = children[i].1;
        let n = &tree.nodes[child as usize];
        let bonus = EXPLORE * (ln(n.available.max(1) as f64) / n.visits.max(1) as f64).sqrt();
        let value = tree.mean(child, mover) + bonus;
        if best.is_none_or(|(b, _, _)| value > b) {
            best = Some((value, *a, child));
        }
    }
    best.map(|(_, a, c)| (a, c))
}

/// Play on at random with the legal actions, at most `limit` of them; returns how many.
fn playout(game: &Game, world: &mut State, limit: u32, actions: &mut Vec<Action>, rng: &mut Rng) -> u64 {
    let mut applied = 0;
    while applied < limit as u64 && !world.is_over() {
        legal_actions(game, world, actions);
        if actions.is_empty() {
            break;
        }
        let action = actions[rng.below(actions.len())];
        apply(game, world, action);
        applied += 1;
    }
    applied
}

/// Each player's result, from 0 (lost) to 1 (won): a finished game by its winner (a draw is
/// a half for everyone), an unfinished one by the evaluation, squashed into 0..1.
fn score(judge: &Judge, game: &Game, world: &State, out: &mut [f64]) {
    match (world.status, world.winner) {
        (Status::Playing, _) => {
            for (p, r) in out.iter_mut().enumerate() {
                let v = evaluate(judge, game, world, p) as f64 / SCALE;
                *r = 0.5 + 0.5 * v / (1.0 + v.abs());
            }
        }
        (Status::Won, Some(w)) => {
            for (p, r) in out.iter_mut().enumerate() {
                *r = if p == w { 1.0 } else { 0.0 };
            }
        }
        (Status::Won, None) => out.fill(if out.len() == 1 { 1.0 } else { 0.5 }),
        (Status::Draw, _) => out.fill(0.5),
        (Status::Lost, _) => out.fill(0.0),
    }
}

/// The natural logarithm from additions and multiplications only (the platform's `ln` may
/// differ in the last bit between machines, and with it a close choice). For x >= 1.
fn ln(x: f64) -> f64 {
    if x <= 1.0 {
        return 0.0;
    }
    // x = m * 2^e with m in [1, 2); ln m = 2 atanh((m - 1) / (m + 1)).
    let bits = x.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i64 - 1023;
    let m = f64::from_bits((bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000);
    let y = (m - 1.0) / (m + 1.0);
    let y2 = y * y;
    let (mut term, mut sum) = (y, 0.0);
    for k in 0..14 {
        sum += term / (2 * k + 1) as f64;
        term *= y2;
    }
    e as f64 * std::f64::consts::LN_2 + 2.0 * sum
}

#[cfg(test)]
mod tests {
    use super::ln;

    #[test]
    fn the_logarithm_is_close_to_the_library_one() {
        for x in [1.0, 1.5, 2.0, 3.0, 10.0, 1234.0, 1e6] {
            assert!((ln(x) - f64::ln(x)).abs() < 1e-9, "{x}: {} vs {}", ln(x), f64::ln(x));
        }
    }
}
