//! Depth-first search for any win, with a table of positions known to fail, keyed up to the
//! board's symmetries. The right search when every solution has the same length (a shorter
//! one cannot exist), and the last resort for designs too big for a shortest answer.

use super::budget::{state_bytes, Budget, Stop};
use super::key_set::KeySet;
use super::Symmetries;
use crate::engine::{apply, legal_actions, Action, State, Status};
use crate::game::Game;

/// What a depth-first search ended with.
pub(crate) enum Depth {
    Found(Vec<Action>),
    /// Every continuation was tried and fails.
    Exhausted,
    /// Exhausted, but cycles were cut: a position marked failed may still win another way.
    Unsure,
    Stopped(Stop),
}

/// A position on the current path: its children, in the listing's order.
struct Frame {
    key: u128,
    children: Vec<(State, Action)>,
    next: usize,
    bytes: usize,
}

/// Bytes a failed position costs in the table (key and the hash set's overhead).
const DEAD_BYTES: usize = 40;

fn frame(game: &Game, state: &State, key: u128, budget: &mut Budget) -> Result<Frame, Stop> {
    let mut actions = Vec::new();
    legal_actions(game, state, &mut actions);
    budget.keep(actions.capacity() * std::mem::size_of::<Action>())?;
    let mut children = Vec::with_capacity(actions.len());
    let mut bytes = std::mem::size_of::<Frame>();
    for &action in &actions {
        let mut child = state.clone();
        if !apply(game, &mut child, action).accepted() || child == *state {
            continue;
        }
        let size = state_bytes(&child);
        budget.keep(size)?;
        bytes += size;
        children.push((child, action));
    }
    budget.free(actions.capacity() * std::mem::size_of::<Action>());
    Ok(Frame { key, children, next: 0, bytes })
}

pub(crate) fn depth_first(game: &Game, start: &State, sym: &Symmetries, budget: &mut Budget) -> Depth {
    match search(game, start, sym, budget) {
        Ok(found) => found,
        Err(stop) => Depth::Stopped(stop),
    }
}

fn search(game: &Game, start: &State, sym: &Symmetries, budget: &mut Budget) -> Result<Depth, Stop> {
    let mut dead: KeySet = KeySet::default();
    let mut on_path: KeySet = KeySet::default();
    let key = sym.key(game, start);
    let mut stack = vec![frame(game, start, key, budget)?];
    on_path.insert(key);
    let mut cut = false;
    while let Some(top) = stack.last_mut() {
        if top.next == top.children.len() {
            if let Some(done) = stack.pop() {
                on_path.remove(&done.key);
                budget.free(done.bytes);
                budget.keep(DEAD_BYTES)?;
                dead.insert(done.key);
            }
            continue;
        }
        let i = top.next;
        top.next += 1;
        let child = &top.children[i].0;
        if child.status == Status::Won {
            let path = stack.iter().map(|f| f.children[f.next - 1].1).collect();
            return Ok(Depth::Found(path));
        }
        budget.visit()?;
        let key = sym.key(game, child);
        if on_path.contains(&key) {
            cut = true;
            continue;
        }
        if child.is_over() || dead.contains(&key) {
            continue;
        }
        on_path.insert(key);
        let next = frame(game, child, key, budget)?;
        stack.push(next);
    }
    Ok(if cut { Depth::Unsure } else { Depth::Exhausted })
}
