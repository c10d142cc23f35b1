//! Alpha-beta search with iterative deepening and a transposition table, for two players with
//! nothing hidden and no chance. Turns need not alternate (a Morris mill is followed by the same
//! player's take, an Othello player may pass): a node maximises when the root player is to act.
//! The search is bounded by a number of nodes, so that it is the same on every machine; the
//! browser also gives it a [`Deadline`], past which the last finished depth's answer stands.

use std::collections::HashMap;

use super::deadline::{due, Deadline};
use super::eval::{evaluate, terminal, Judge, WIN};
use super::{threats, Symmetries};
use crate::engine::{apply, legal_actions, Action, State};
use crate::game::Game;

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    depth: u32,
    score: i32,
    bound: Bound,
    best: Option<Action>,
}

/// What a search found: the action, its score for the player who searched, the depth reached
/// and the nodes visited.
#[derive(Clone, Copy, Debug)]
pub struct Found {
    pub action: Action,
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
}

struct Search<'g> {
    game: &'g Game,
    me: usize,
    nodes: u64,
    budget: u64,
    /// Read once one action ahead is known (that first depth always completes).
    deadline: Option<&'g Deadline<'g>>,
    table: HashMap<u128, Entry>,
    keys: Symmetries,
    judge: Judge,
    /// Order actions by the threats of lines of N (see [`threats`]).
    threats: bool,
    /// How often each action cut a search short, weighed by the depth left (the history
    /// heuristic): an action that refuted one line of play often refutes its neighbours.
    history: HashMap<Action, u32>,
}

/// The best action for the current player, searching at most `max_depth` actions ahead and
/// `budget` positions in all. None when the game is over.
pub fn best_action(game: &Game, state: &State, max_depth: u32, budget: u64) -> Option<Found> {
    best_action_until(game, state, max_depth, budget, None)
}

/// [`best_action`], also stopping at `deadline`.
pub fn best_action_until<'g>(
    game: &'g Game,
    state: &State,
    max_depth: u32,
    budget: u64,
    deadline: Option<&'g Deadline<'g>>,
) -> Option<Found> {
    best_action_varied(game, state, max_depth, budget, deadline, None)
}

/// [`best_action_until`], choosing at random (from `vary`'s generator) among the actions that
/// score within `vary`'s margin of the best, so that the same moves of a child are not always
/// answered alike: a child who finds one winning line against it must still play. A forced
/// win or loss is never traded for another score.
pub fn best_action_varied<'g>(
    game: &'g Game,
    state: &State,
    max_depth: u32,
    budget: u64,
    deadline: Option<&'g Deadline<'g>>,
    vary: Option<(i32, &mut crate::rng::Rng)>,
) -> Option<Found> {
    let mut root = Vec::new();
    legal_actions(game, state, &mut root);
    let first = *root.first()?;
    if root.len() == 1 {
        return Some(Found { action: first, score: 0, depth: 0, nodes: 0 });
    }
    let mut search = Search {
        game,
        me: state.current,
        nodes: 0,
        // One action ahead always completes, however many actions there are: otherwise the
        // first listed action would be played blind.
        budget: budget.max(root.len() as u64 + 1),
        deadline: None,
        table: HashMap::new(),
        keys: Symmetries::identity(game),
        judge: Judge::new(game),
        threats: threats::apply_to(game),
        history: HashMap::new(),
    };
    let margin = vary.as_ref().map_or(0, |(m, _)| *m);
    let mut found = Found { action: first, score: 0, depth: 0, nodes: 0 };
    let mut scored: Vec<(Action, i32)> = root.iter().map(|a| (*a, 0)).collect();
    // The scores of the last finished depth, exact within the margin of the best.
    let mut last: Vec<(Action, i32)> = Vec::new();
    for depth in 1..=max_depth {
        let Some(result) = search.root(state, depth, &mut scored, margin) else { break };
        found = Found { action: result.0, score: result.1, depth, nodes: search.nodes };
        last.clone_from(&scored);
        search.deadline = deadline;
        if result.1.abs() > WIN / 2 {
            break; // a forced win or loss is known: deeper changes nothing
        }
    }
    found.nodes = search.nodes;
    if let Some((margin, rng)) = vary {
        let near: Vec<(Action, i32)> = if found.score.abs() > WIN / 2 {
            last.iter().copied().filter(|(_, s)| *s == found.score).collect()
        } else {
            last.iter().copied().filter(|(_, s)| *s >= found.score - margin && s.abs() <= WIN / 2).collect()
        };
        if !near.is_empty() {
            let (action, score) = near[rng.below(near.len())];
            found.action = action;
            found.score = score;
        }
    }
    Some(found)
}

impl Search<'_> {
    /// One iteration at the root, best moves of the last one first; None if out of budget.
    /// Every action scoring within `margin` of the best gets its exact score (the window is
    /// opened that much below the best so far).
    fn root(&mut self, state: &State, depth: u32, scored: &mut [(Action, i32)], margin: i32) -> Option<(Action, i32)> {
        scored.sort_by(|a, b| b.1.cmp(&a.1));
        let (mut alpha, beta) = (-WIN - 1, WIN + 1);
        let mut best = scored[0];
        let mut child = state.clone();
        for entry in scored.iter_mut() {
            child.clone_from(state);
            apply(self.game, &mut child, entry.0);
            let below = next_depth(state, &child, depth);
            // One below the margin: a score that fails low (a bound, not a value) never
            // reaches the margin and is never chosen. When the best so far is a forced loss,
            // one below it: a bound equal to it could hide a quicker loss.
            let low = if alpha > -WIN / 2 { alpha - margin - 1 } else { alpha - 1 };
            let score = self.value(&child, below, low, beta, 1)?;
            entry.1 = score;
            if score > alpha {
                alpha = score;
                best = (entry.0, score);
            }
        }
        Some(best)
    }

    /// The value of a position for the root player; None when the budget is spent.
    fn value(&mut self, state: &State, depth: u32, mut alpha: i32, mut beta: i32, ply: u32) -> Option<i32> {
        self.nodes += 1;
        if self.nodes > self.budget || due(self.deadline, self.nodes, 256) {
            return None;
        }
        if state.is_over() {
            return Some(terminal(state, self.me, ply));
        }
        if depth == 0 {
            return Some(evaluate(&self.judge, self.game, state, self.me));
        }
        let key = self.keys.key(self.game, state);
        let remembered = self.table.get(&key).copied();
        if let Some(e) = remembered.filter(|e| e.depth >= depth) {
            let score = from_table(e.score, ply);
            match e.bound {
                Bound::Exact => return Some(score),
                Bound::Lower => alpha = alpha.max(score),
                Bound::Upper => beta = beta.min(score),
            }
            if alpha >= beta {
                return Some(score);
            }
        }
        let mut actions = Vec::new();
        legal_actions(self.game, state, &mut actions);
        // The best action found before is tried first: it cuts the most. Then threats.
        let mut first = 0;
        if let Some(best) = remembered.and_then(|e| e.best) {
            if let Some(i) = actions.iter().position(|a| *a == best) {
                actions.swap(0, i);
                first = 1;
            }
        }
        if let Some(rest) = actions.get_mut(first..) {
            rest.sort_by_cached_key(|a| std::cmp::Reverse(self.history.get(a).copied().unwrap_or(0)));
        }
        if self.threats {
            threats::order(self.game, state, &mut actions, first);
        }
        let maximising = state.current == self.me;
        let (start_alpha, start_beta) = (alpha, beta);
        let mut best_score = if maximising { -WIN - 1 } else { WIN + 1 };
        let mut best_action = None;
        let mut child = state.clone();
        for action in actions {
            child.clone_from(state);
            apply(self.game, &mut child, action);
            let score = self.value(&child, next_depth(state, &child, depth), alpha, beta, ply + 1)?;
            if (maximising && score > best_score) || (!maximising && score < best_score) {
                best_score = score;
                best_action = Some(action);
            }
            if maximising {
                alpha = alpha.max(score);
            } else {
                beta = beta.min(score);
            }
            if alpha >= beta {
                *self.history.entry(action).or_insert(0) += depth * depth;
                break;
            }
        }
        let bound = if best_score <= start_alpha {
            Bound::Upper
        } else if best_score >= start_beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.insert(key, Entry { depth, score: to_table(best_score, ply), bound, best: best_action });
        Some(best_score)
    }
}

/// The depth left after the action from `state` to `child`: depth counts turns, so a jump
/// that the same token may follow with another (a chain in Chinese checkers) costs none. Seen
/// action by action, a turn of four jumps used up the whole look-ahead, and the computer chose
/// the first jump without seeing where its chain could end. Chains are finite: a token never
/// lands twice on one cell in a turn.
fn next_depth(state: &State, child: &State, depth: u32) -> u32 {
    let goes_on = child.chain.is_some() && child.current == state.current && !child.is_over();
    if goes_on {
        depth
    } else {
        depth - 1
    }
}

/// A won or lost score is kept in the table as counted from the position, not from the root:
/// the same position reached at another depth is as many actions from its end.
fn to_table(score: i32, ply: u32) -> i32 {
    match score {
        s if s > WIN / 2 => s + ply as i32,
        s if s < -WIN / 2 => s - ply as i32,
        s => s,
    }
}

/// The table's score seen from `ply` actions below the root.
fn from_table(score: i32, ply: u32) -> i32 {
    match score {
        s if s > WIN / 2 => s - ply as i32,
        s if s < -WIN / 2 => s + ply as i32,
        s => s,
    }
}
