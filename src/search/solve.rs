//! The solver for one-player designs: breadth-first while the positions fit in memory
//! (so the sequence found is a shortest one), then depth-first with a table of positions
//! known to fail. Both merge positions equal up to a symmetry of the board.

use std::collections::{HashMap, HashSet};

use super::Symmetries;
use crate::engine::{apply, legal_actions, Action, State, Status};
use crate::game::Game;

/// Bounds on the work, in positions, so a run is repeatable on any machine.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Positions kept by the breadth-first stage before it hands over.
    pub breadth_positions: usize,
    /// Positions visited by the depth-first stage before giving up.
    pub depth_nodes: u64,
    /// Positions kept per turn by the beam search of races (0: no beam search).
    pub beam_width: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { breadth_positions: 400_000, depth_nodes: 200_000_000, beam_width: 300 }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solution {
    /// A winning sequence; `shortest` when the breadth-first stage found it.
    Found { actions: Vec<Action>, shortest: bool, positions: u64 },
    /// Every reachable position was explored: no win exists.
    Impossible { positions: u64 },
    /// The limits were reached first.
    GaveUp { positions: u64 },
    /// The solver plays one-player designs only.
    NotOnePlayer,
}

fn won(state: &State) -> bool {
    state.status == Status::Won
}

pub fn solve(game: &Game, start: &State, limits: Limits) -> Solution {
    if start.players.len() != 1 {
        return Solution::NotOnePlayer;
    }
    if won(start) {
        return Solution::Found { actions: Vec::new(), shortest: true, positions: 1 };
    }
    let symmetries = Symmetries::of(game);
    if let Some(done) = breadth_first(game, start, &symmetries, limits.breadth_positions) {
        return done;
    }
    // Too many positions for a shortest answer. Races to zones have a distance to go, which
    // a beam search follows; other games are searched depth first.
    if game.zones_have_properties && limits.beam_width > 0 {
        if let Some((actions, _turns)) = super::race(game, start, limits.beam_width, 500) {
            return Solution::Found { actions, shortest: false, positions: 0 };
        }
    }
    depth_first(game, start, &symmetries, limits.depth_nodes)
}

/// None when the position budget ran out.
fn breadth_first(game: &Game, start: &State, sym: &Symmetries, budget: usize) -> Option<Solution> {
    // Parent links: (parent index, action) per position; index 0 is the start.
    let mut links: Vec<(u32, Action)> = vec![(0, Action::Pass)];
    let mut seen: HashSet<u128> = HashSet::new();
    seen.insert(sym.key(game, start));
    let mut frontier: Vec<(u32, State)> = vec![(0, start.clone())];
    let mut actions = Vec::new();
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for (index, state) in frontier {
            legal_actions(game, &state, &mut actions);
            for &action in &actions {
                let mut child = state.clone();
                if !apply(game, &mut child, action).accepted() || child == state {
                    continue;
                }
                if !seen.insert(sym.key(game, &child)) {
                    continue;
                }
                links.push((index, action));
                let child_index = (links.len() - 1) as u32;
                if won(&child) {
                    let mut path = Vec::new();
                    let mut i = child_index;
                    while i != 0 {
                        path.push(links[i as usize].1);
                        i = links[i as usize].0;
                    }
                    path.reverse();
                    return Some(Solution::Found { actions: path, shortest: true, positions: links.len() as u64 });
                }
                if links.len() > budget {
                    return None;
                }
                if !child.is_over() {
                    next.push((child_index, child));
                }
            }
        }
        frontier = next;
    }
    Some(Solution::Impossible { positions: links.len() as u64 })
}

fn depth_first(game: &Game, start: &State, sym: &Symmetries, budget: u64) -> Solution {
    // Positions whose every continuation fails, and positions on the current path.
    let mut dead: HashSet<u128> = HashSet::new();
    let mut nodes = 0u64;
    struct Frame {
        state: State,
        key: u128,
        actions: Vec<Action>,
        next: usize,
    }
    let mut list = Vec::new();
    legal_actions(game, start, &mut list);
    let mut stack = vec![Frame { key: sym.key(game, start), state: start.clone(), actions: list, next: 0 }];
    let mut on_path: HashMap<u128, ()> = HashMap::new();
    // Cutting a cycle may mark a position dead that another path could still win from, so
    // after any cut an exhausted search no longer proves that no win exists.
    let mut cut = false;
    on_path.insert(stack[0].key, ());
    while let Some(top) = stack.last_mut() {
        if top.next == top.actions.len() {
            let done = stack.pop().map(|f| f.key).unwrap_or_default();
            on_path.remove(&done);
            dead.insert(done);
            continue;
        }
        let action = top.actions[top.next];
        top.next += 1;
        let mut child = top.state.clone();
        if !apply(game, &mut child, action).accepted() || child == top.state {
            continue;
        }
        nodes += 1;
        if won(&child) {
            let mut path: Vec<Action> = stack.iter().map(|f| f.actions[f.next - 1]).collect();
            path.truncate(stack.len());
            return Solution::Found { actions: path, shortest: false, positions: nodes };
        }
        if nodes >= budget {
            return Solution::GaveUp { positions: nodes };
        }
        let key = sym.key(game, &child);
        if on_path.contains_key(&key) {
            cut = true;
            continue;
        }
        if child.is_over() || dead.contains(&key) {
            continue;
        }
        let mut list = Vec::new();
        legal_actions(game, &child, &mut list);
        on_path.insert(key, ());
        stack.push(Frame { state: child, key, actions: list, next: 0 });
    }
    if cut {
        Solution::GaveUp { positions: nodes }
    } else {
        Solution::Impossible { positions: nodes }
    }
}
