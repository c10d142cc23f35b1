//! "Show me", the top of the help ladder, and the command line's hint: one good action for the
//! current player. One-player games: the first step of a solve within small budgets
//! (`Limits::QUICK`), or when it ran out a step towards the most promising position (races)
//! or the tokens' zones (sliding puzzles); two-player games the
//! computer's choice at level 4; otherwise a roll when there is one, else an accepted action
//! that counts no mistake.

use super::{choose, searchable, solve, Limits, Solution};
use crate::engine::{apply, legal_actions, Action, Event, State};
use crate::game::Game;
use crate::rng::Rng;

pub fn show_me(game: &Game, state: &State, seed: u64) -> Option<Action> {
    if state.is_over() {
        return None;
    }
    if state.players.len() == 1 {
        // A win's first step, or a step the solver judged best when it ran out of time.
        if let Solution::Found { actions, .. } | Solution::GaveUp { towards: actions, .. } =
            solve(game, state, Limits::QUICK)
        {
            if let Some(first) = actions.first() {
                return Some(*first);
            }
        }
    }
    if searchable(game, state) {
        return choose(game, state, 4, &mut Rng::new(seed));
    }
    let mut actions = Vec::new();
    legal_actions(game, state, &mut actions);
    if let Some(roll) = actions.iter().find(|a| matches!(a, Action::Roll)) {
        return Some(*roll);
    }
    // An action the rules accept without counting a mistake (a right zone, a pair).
    let mut child = state.clone();
    let good = actions.iter().copied().find(|&a| {
        child.clone_from(state);
        let o = apply(game, &mut child, a);
        o.accepted() && !o.events.iter().any(|e| matches!(e, Event::ErrorCounted { .. }))
    });
    good.or(actions.first().copied())
}
