//! "Show me", the top of the help ladder, and the command line's hint: one good action for the
//! current player. One-player games: the first step of a solve within small budgets
//! (`Limits::QUICK`), or when it ran out a step towards the most promising position (races)
//! or the tokens' zones (sliding puzzles); two-player games the
//! computer's choice at level 4; otherwise a roll when there is one, else an accepted action
//! that counts no mistake.
//!
//! A [`Guide`] remembers the winning line it found (or, when a budget stopped it, the line to
//! the most promising position), so a child who follows it gets each next step at once. It
//! may be given a larger budget where a longer wait is harmless (the browser's worker): a
//! one-player puzzle the quick budget cannot solve (the French solitaire) is then solved
//! once, instead of shown a step that may lead nowhere.

use super::{choose, searchable, solve, Limits, Solution};
use crate::engine::{apply, legal_actions, Action, Event, State};
use crate::game::Game;
use crate::rng::Rng;

/// One "Show me" with the quick budget alone and nothing remembered.
pub fn show_me(game: &Game, state: &State, seed: u64) -> Option<Action> {
    Guide::default().show_me(game, state, seed, None)
}

/// "Show me" that remembers the last winning line it found.
#[derive(Default)]
pub struct Guide {
    /// Each position of the line with the action to play there, in order.
    line: Vec<(State, Action)>,
}

impl Guide {
    /// The next step of the remembered line when `state` is on it; else a new search: the
    /// quick budget first, then `patient` (when given) for a one-player win the quick one
    /// could not find.
    pub fn show_me(&mut self, game: &Game, state: &State, seed: u64, patient: Option<Limits>) -> Option<Action> {
        if state.is_over() {
            return None;
        }
        if let Some(at) = self.line.iter().position(|(s, _)| s == state) {
            let action = self.line[at].1;
            self.line.drain(..at);
            return Some(action);
        }
        self.line.clear();
        if state.players.len() == 1 {
            let mut solution = solve(game, state, Limits::QUICK);
            if let (Solution::GaveUp { towards, .. }, Some(limits)) = (&solution, patient) {
                if towards.is_empty() {
                    solution = solve(game, state, limits);
                }
            }
            match solution {
                Solution::Found { actions, .. } => {
                    self.remember(game, state, &actions);
                    if let Some(first) = actions.first() {
                        return Some(*first);
                    }
                }
                // A step the solver judged best when it ran out of time (races, slides). The
                // line to the most promising position is remembered like a winning one when
                // it brings the goal closer: a child who follows it gets its next steps at
                // once, and a new search starts where it ends.
                Solution::GaveUp { towards, .. } => {
                    if !self.remember(game, state, &towards).is_some_and(|end| nearer(game, state, &end)) {
                        self.line.clear();
                    }
                    if let Some(first) = towards.first() {
                        return Some(*first);
                    }
                }
                _ => {}
            }
        }
        fallback(game, state, seed)
    }

    /// How many steps of a winning line are remembered from the last position shown.
    pub fn remembered(&self) -> usize {
        self.line.len()
    }

    /// Keeps the line from `state`; the position it ends in, or None (and nothing kept) when
    /// the rules refuse one of its steps.
    fn remember(&mut self, game: &Game, state: &State, actions: &[Action]) -> Option<State> {
        let mut at = state.clone();
        for &a in actions {
            self.line.push((at.clone(), a));
            if !apply(game, &mut at, a).accepted() {
                self.line.clear();
                return None;
            }
        }
        Some(at)
    }
}

/// Whether the tokens are nearer their zones in `end` than in `now` (their distances summed):
/// remembered lines then always bring the goal closer, and a child following them can never
/// be led round in a circle.
fn nearer(game: &Game, now: &State, end: &State) -> bool {
    let goal = super::race::Goal::new(game);
    matches!((goal.lower_bound(game, now), goal.lower_bound(game, end)), (Some(now), Some(then)) if then < now)
}

/// Two-player games, and one-player games the solver could not help with.
fn fallback(game: &Game, state: &State, seed: u64) -> Option<Action> {
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
