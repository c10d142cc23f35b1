//! Perft: the number of legal action sequences of a given length.

use crate::engine::{apply, legal_actions, Action, State};
use crate::game::Game;

/// Sequences of `depth` legal actions from `state`. A finished game counts as one leaf;
/// a forced pass counts as an action.
pub fn perft(game: &Game, state: &State, depth: u32) -> u64 {
    let mut buffers: Vec<(Vec<Action>, State)> = (0..depth).map(|_| (Vec::new(), state.clone())).collect();
    count(game, state, &mut buffers)
}

fn count(game: &Game, state: &State, buffers: &mut [(Vec<Action>, State)]) -> u64 {
    let Some(((actions, child), rest)) = buffers.split_first_mut() else { return 1 };
    if state.is_over() {
        return 1;
    }
    legal_actions(game, state, actions);
    if rest.is_empty() {
        return actions.len() as u64;
    }
    let mut total = 0;
    for &action in actions.iter() {
        child.clone_from(state);
        apply(game, child, action);
        total += count(game, child, rest);
    }
    total
}
