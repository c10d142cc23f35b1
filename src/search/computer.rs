//! Computer players for any design, at five levels, built on the engine's legal actions.
//!
//! - Level 1 plays a legal move, a little at random, leaning to what looks good at once;
//! - level 2 plays what looks best at once (one action ahead, with the design's cell weights);
//! - levels 3, 4 and 5 search ahead with alpha-beta, deeper and deeper (node budgets, so the
//!   same on every machine), for two players with nothing hidden and no dice; other designs
//!   play as level 2 for now.
//!
//! With a design carrying cell weights, Othello's levels of its 1997 design document map onto
//! these: "initiation" and "beginner" choose by the table (levels 1 and 2), "intermediate",
//! "confirmed" and "expert" search deeper and deeper (levels 3 to 5).

use super::alphabeta::best_action;
use super::eval::{evaluate, Judge};
use crate::engine::{apply, legal_actions, Action, State};
use crate::game::Game;
use crate::model::HandlingMode;
use crate::rng::Rng;

/// The levels, weakest first.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=5;

/// Can the design be searched ahead: two players, no dice, nothing face down?
pub fn searchable(game: &Game, state: &State) -> bool {
    state.players.len() == 2 && game.design.dice.is_empty() && game.types.iter().all(|t| t.mode != HandlingMode::Select)
}

/// The action the computer plays for the current player at `level` (1 to 5); None when
/// there is nothing to play. Randomness only from `rng`.
pub fn choose(game: &Game, state: &State, level: u8, rng: &mut Rng) -> Option<Action> {
    let mut actions = Vec::new();
    legal_actions(game, state, &mut actions);
    match actions.len() {
        0 => return None,
        1 => return Some(actions[0]),
        _ => {}
    }
    let level = level.clamp(*LEVELS.start(), *LEVELS.end());
    let (depth, budget) = match level {
        3 => (3, 3_000),
        4 => (6, 20_000),
        _ => (12, 80_000),
    };
    if level >= 3 && searchable(game, state) {
        return best_action(game, state, depth, budget).map(|f| f.action);
    }
    // One action ahead: each action's outcome judged, with some noise at level 1.
    let noise = if level == 1 { 300 } else { 10 };
    let me = state.current;
    let judge = Judge::new(game);
    let mut child = state.clone();
    let mut best: Option<(i32, Action)> = None;
    for action in actions {
        child.clone_from(state);
        apply(game, &mut child, action);
        let score = evaluate(&judge, game, &child, me) + rng.below(noise as usize) as i32;
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, action));
        }
    }
    best.map(|(_, a)| a)
}
