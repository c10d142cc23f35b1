//! Every position one whole turn away (a chain of jumps being one turn), for the searches
//! that go turn by turn: the race's beams, their meeting in the middle, and the hops.

use super::budget::{state_bytes, Budget, Stop};
use super::key_set::KeySet;
use super::Symmetries;
use crate::engine::{apply, legal_actions, Action, State};
use crate::game::Game;

/// Bytes a key costs in a seen set.
pub(crate) const SEEN_BYTES: usize = 40;

/// Every position one whole turn away, with the actions that reach it (chains explored).
/// The states returned stay counted in `budget`.
pub(crate) fn turns(
    game: &Game,
    start: &State,
    sym: &Symmetries,
    budget: &mut Budget,
) -> Result<Vec<(State, Vec<Action>)>, Stop> {
    let moves = start.players[start.current].moves;
    let mut out = Vec::new();
    let mut seen = KeySet::default();
    let mut stack = vec![(start.clone(), Vec::new())];
    budget.keep(state_bytes(start))?;
    let mut actions = Vec::new();
    // A copy that led nowhere new is reused for the next action rather than freed.
    let mut spare: Option<State> = None;
    let result = (|| {
        while let Some((state, path)) = stack.pop() {
            budget.free(state_bytes(&state));
            legal_actions(game, &state, &mut actions);
            for &a in &actions {
                let mut child = match spare.take() {
                    Some(mut c) => {
                        c.clone_from(&state);
                        c
                    }
                    None => state.clone(),
                };
                if !apply(game, &mut child, a).accepted() {
                    spare = Some(child);
                    continue;
                }
                budget.visit()?;
                let done = child.is_over() || child.players[start.current].moves > moves;
                if !seen.insert(sym.key(game, &child) ^ done as u128) {
                    spare = Some(child);
                    continue;
                }
                let mut steps = Vec::with_capacity(path.len() + 1);
                steps.extend_from_slice(&path);
                steps.push(a);
                budget.keep(SEEN_BYTES + state_bytes(&child))?;
                if done {
                    out.push((child, steps));
                } else {
                    stack.push((child, steps));
                }
            }
        }
        Ok(())
    })();
    // What this turn kept for itself is given back; only `out` stays counted.
    budget.free(seen.len() * SEEN_BYTES + stack.iter().map(|(s, _)| state_bytes(s)).sum::<usize>());
    if let Err(stop) = result {
        budget.free(out.iter().map(|(s, _)| state_bytes(s)).sum());
        return Err(stop);
    }
    Ok(out)
}

/// Every position one whole turn away, with the budget's share given back at once (None when
/// a budget runs out).
pub(crate) fn turns_of(
    game: &Game,
    start: &State,
    sym: &Symmetries,
    budget: &mut Budget,
) -> Option<Vec<(State, Vec<Action>)>> {
    let children = turns(game, start, sym, budget).ok()?;
    budget.free(children.iter().map(|(s, _)| state_bytes(s)).sum());
    Some(children)
}
