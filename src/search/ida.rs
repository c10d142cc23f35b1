//! Iterative-deepening A* for sliding puzzles: depth-first passes bounded by the actions
//! made plus a lower bound on the actions left (the tokens' distances to their zones), the
//! bound raised to the smallest overshoot after each pass. With a bound that never
//! overestimates, the first win found is a shortest one, in the memory of one path.

use super::budget::{state_bytes, Budget, Stop};
use super::key_set::KeySet;
use super::race::Goal;
use super::Symmetries;
use crate::engine::{apply, legal_actions, Action, State, Status};
use crate::game::Game;

/// What a pass or the whole search ended with.
pub(crate) enum Ida {
    /// A shortest win.
    Found(Vec<Action>),
    /// No position can ever win.
    Exhausted,
    /// A budget ran out; `towards` is one action that brings the tokens closest to their zones.
    Stopped { stop: Stop, towards: Vec<Action> },
}

/// A position on the current path and its children, best first.
struct Frame {
    key: u128,
    made: u32,
    children: Vec<(u32, State, Action)>,
    next: usize,
    bytes: usize,
}

/// The children of a position with their lower bounds, cheapest first; children that can
/// never win are left out.
fn children(
    game: &Game,
    goal: &Goal,
    state: &State,
    budget: &mut Budget,
) -> Result<(Vec<(u32, State, Action)>, usize), Stop> {
    let mut actions = Vec::new();
    legal_actions(game, state, &mut actions);
    let mut out = Vec::with_capacity(actions.len());
    for action in actions {
        let mut child = state.clone();
        if !apply(game, &mut child, action).accepted() || child == *state {
            continue;
        }
        budget.visit()?;
        let bound = if child.status == Status::Won {
            Some(0)
        } else if child.is_over() {
            None
        } else {
            goal.lower_bound(game, &child)
        };
        if let Some(h) = bound {
            out.push((h, child, action));
        }
    }
    out.sort_by_key(|c| c.0);
    let bytes = out.iter().map(|c| state_bytes(&c.1)).sum::<usize>() + std::mem::size_of::<Frame>();
    budget.keep(bytes)?;
    Ok((out, bytes))
}

pub(crate) fn ida_star(game: &Game, start: &State, budget: &mut Budget) -> Ida {
    let goal = Goal::along(game, true);
    let sym = Symmetries::identity(game);
    let Some(mut bound) = goal.lower_bound(game, start) else { return Ida::Exhausted };
    loop {
        match pass(game, start, &goal, &sym, bound, budget) {
            Ok(Pass::Found(path)) => return Ida::Found(path),
            Ok(Pass::Over(Some(next))) => bound = next,
            Ok(Pass::Over(None)) => return Ida::Exhausted,
            Err(stop) => return Ida::Stopped { stop, towards: closer(game, start, &goal) },
        }
    }
}

/// The action whose result has the smallest lower bound (a hint when no answer came in time).
fn closer(game: &Game, start: &State, goal: &Goal) -> Vec<Action> {
    let mut budget = Budget::new(u64::MAX, usize::MAX);
    match children(game, goal, start, &mut budget) {
        Ok((kids, _)) => kids.first().map(|c| vec![c.2]).unwrap_or_default(),
        Err(_) => Vec::new(),
    }
}

enum Pass {
    Found(Vec<Action>),
    /// The smallest estimate beyond the bound (None: nothing beyond, no win anywhere).
    Over(Option<u32>),
}

fn pass(
    game: &Game,
    start: &State,
    goal: &Goal,
    sym: &Symmetries,
    bound: u32,
    budget: &mut Budget,
) -> Result<Pass, Stop> {
    let mut over: Option<u32> = None;
    let mut on_path: KeySet = KeySet::default();
    let key = sym.key(game, start);
    on_path.insert(key);
    let (kids, bytes) = children(game, goal, start, budget)?;
    let mut stack = vec![Frame { key, made: 0, children: kids, next: 0, bytes }];
    while let Some(top) = stack.last_mut() {
        if top.next == top.children.len() {
            if let Some(done) = stack.pop() {
                on_path.remove(&done.key);
                budget.free(done.bytes);
            }
            continue;
        }
        let i = top.next;
        top.next += 1;
        let made = top.made.saturating_add(1);
        let estimate = made.saturating_add(top.children[i].0);
        if estimate > bound {
            over = Some(over.map_or(estimate, |o| o.min(estimate)));
            continue;
        }
        if top.children[i].1.status == Status::Won {
            let path = stack.iter().map(|f| f.children[f.next - 1].2).collect();
            return Ok(Pass::Found(path));
        }
        let key = sym.key(game, &top.children[i].1);
        if !on_path.insert(key) {
            continue;
        }
        let (kids, bytes) = children(game, goal, &top.children[i].1, budget)?;
        stack.push(Frame { key, made, children: kids, next: 0, bytes });
    }
    Ok(Pass::Over(over))
}
