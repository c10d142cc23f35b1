//! Breadth-first search: level by level, so the first win found is a shortest one. It keeps
//! every position seen, so it runs only while they fit its budgets.

use super::budget::{state_bytes, Budget, Stop};
use super::key_set::KeySet;
use super::Symmetries;
use crate::engine::{apply, legal_actions, Action, State, Status};
use crate::game::Game;

pub(crate) enum Breadth {
    /// A shortest win.
    Found(Vec<Action>),
    /// Every reachable position was seen: no win exists.
    Exhausted,
    /// A budget ran out: too many positions for a shortest answer.
    Stopped,
}

/// Bytes per position seen: its key in the set and its parent link.
const SEEN_BYTES: usize = 64;

pub(crate) fn breadth_first(game: &Game, start: &State, sym: &Symmetries, budget: &mut Budget) -> Breadth {
    match search(game, start, sym, budget) {
        Ok(b) => b,
        Err(_) => Breadth::Stopped,
    }
}

fn search(game: &Game, start: &State, sym: &Symmetries, budget: &mut Budget) -> Result<Breadth, Stop> {
    // Parent links: (parent index, action) per position; index 0 is the start.
    let mut links: Vec<(u32, Action)> = vec![(0, Action::Pass)];
    let mut seen: KeySet = KeySet::default();
    seen.insert(sym.key(game, start));
    budget.keep(state_bytes(start))?;
    let mut frontier: Vec<(u32, State)> = vec![(0, start.clone())];
    let mut actions = Vec::new();
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for (index, state) in frontier {
            budget.free(state_bytes(&state));
            legal_actions(game, &state, &mut actions);
            for &action in &actions {
                let mut child = state.clone();
                if !apply(game, &mut child, action).accepted() || child == state {
                    continue;
                }
                if !seen.insert(sym.key(game, &child)) {
                    continue;
                }
                budget.visit()?;
                budget.keep(SEEN_BYTES)?;
                links.push((index, action));
                let child_index = u32::try_from(links.len() - 1).map_err(|_| Stop::Memory)?;
                if child.status == Status::Won {
                    let mut path = Vec::new();
                    let mut i = child_index;
                    while i != 0 {
                        path.push(links[i as usize].1);
                        i = links[i as usize].0;
                    }
                    path.reverse();
                    return Ok(Breadth::Found(path));
                }
                if !child.is_over() {
                    budget.keep(state_bytes(&child))?;
                    next.push((child_index, child));
                }
            }
        }
        frontier = next;
    }
    Ok(Breadth::Exhausted)
}
