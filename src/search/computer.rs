//! Computer players for any design, at five levels, built on the engine's legal actions.
//!
//! - Level 1 plays a legal move, often at random, else leaning to what looks good at once;
//! - level 2 plays what looks best at once (one turn ahead, counted at a glance as a child
//!   counts: discs, points, lines; measured against child-like players in `tablier match`);
//! - levels 3, 4 and 5 search ahead, more and more (budgets counted in positions or actions,
//!   so the same on every machine): alpha-beta for two players with nothing hidden and no
//!   dice; Monte Carlo tree search for dice, face-down tokens or more than two players; a
//!   one-player design without chance or hidden tokens plays as level 2 (the solver serves it).
//!
//! No level peeks: with face-down tokens or dice, a look ahead happens in worlds drawn from
//! what the players know ([`super::Seen`]), never in the real one.
//!
//! A design's cell weights (Othello's table of its 1997 design document) guide the levels that
//! search ahead (3 to 5); levels 1 and 2 count at a glance, as children do: measured against
//! child-like players, the table made level 1 unbeatable for a child who plays at random.

use super::alphabeta::best_action_varied;
use super::child_like::{turn_ends, LOOK};
use super::determinize::{determinize, has_chance_or_hidden};
use super::eval::{at_a_glance, Judge};
use super::mcts::{mcts_until, Budget};
use super::Deadline;
use super::Seen;
use crate::engine::{apply, legal_actions, Action, State};
use crate::game::Game;
use crate::rng::Rng;

/// The levels, weakest first.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=5;

/// Worlds the one-action look of levels 1 and 2 averages over when something is hidden or
/// left to chance.
const WORLDS: usize = 4;

/// Can the design be searched ahead: two players, no dice, nothing face down, no shuffled queue?
pub fn searchable(game: &Game, state: &State) -> bool {
    state.players.len() == 2 && !has_chance_or_hidden(game)
}

/// Does the design call for Monte Carlo tree search at the strong levels: dice, face-down
/// tokens, or more than two players?
pub fn uses_mcts(game: &Game, state: &State) -> bool {
    state.players.len() > 2 || has_chance_or_hidden(game)
}

/// The budget of Monte Carlo tree search at levels 3, 4 and 5.
pub fn mcts_budget(level: u8) -> Budget {
    match level {
        ..=3 => Budget { iterations: 800, actions: 80_000, playout: 30 },
        4 => Budget { iterations: 1_500, actions: 150_000, playout: 30 },
        _ => Budget { iterations: 6_000, actions: 600_000, playout: 30 },
    }
}

/// The action the computer plays for the current player at `level` (1 to 5), knowing only
/// what the state shows now; None when there is nothing to play. Randomness only from `rng`.
/// A player following a whole game should use [`choose_knowing`], which remembers.
pub fn choose(game: &Game, state: &State, level: u8, rng: &mut Rng) -> Option<Action> {
    choose_knowing(game, state, level, &Seen::of(game, state), rng)
}

/// [`choose`], also knowing the face-down tokens `seen` records as shown earlier in the game.
pub fn choose_knowing(game: &Game, state: &State, level: u8, seen: &Seen, rng: &mut Rng) -> Option<Action> {
    choose_until(game, state, level, seen, rng, None)
}

/// [`choose_knowing`], answering by `deadline` at the latest (the levels that search ahead
/// then play the best action found so far).
pub fn choose_until(
    game: &Game,
    state: &State,
    level: u8,
    seen: &Seen,
    rng: &mut Rng,
    deadline: Option<&Deadline>,
) -> Option<Action> {
    let mut actions = Vec::new();
    legal_actions(game, state, &mut actions);
    match actions.len() {
        0 => return None,
        1 => return Some(actions[0]),
        _ => {}
    }
    let level = level.clamp(*LEVELS.start(), *LEVELS.end());
    if level >= 3 && searchable(game, state) {
        // The margin within which actions count as equally good (a token is 100): the same
        // moves are not always answered alike, the weaker levels varying more.
        let (depth, budget, margin) = match level {
            3 => (3, 3_000, 4),
            4 => (6, 20_000, 3),
            _ => (12, 80_000, 2),
        };
        return best_action_varied(game, state, depth, budget, deadline, Some((margin, rng))).map(|f| f.action);
    }
    if level >= 3 && uses_mcts(game, state) {
        return mcts_until(game, state, seen, mcts_budget(level), rng, deadline).map(|s| s.action);
    }
    one_ahead(game, state, &actions, level, seen, rng)
}

/// The design's weight of the square an action puts a token on (0 for other actions).
fn landing_weight(game: &Game, action: Action) -> i32 {
    match action {
        Action::Move(_, to) | Action::Select(to) => game.cells.get(to as usize).map_or(0, |c| c.weight),
        _ => 0,
    }
}

/// One turn ahead: where each turn ends judged at a glance, as a child counts (in drawn
/// worlds when something is hidden or left to chance). Level 2 plays about as well as a child
/// who always takes the most; level 1 plays three actions in four at random (forward, in a
/// race), and then overlooks a win at once, so that a child who tries beats it (measured:
/// `scripts/levels.sh`).
fn one_ahead(game: &Game, state: &State, actions: &[Action], level: u8, seen: &Seen, rng: &mut Rng) -> Option<Action> {
    if level == 1 && rng.below(4) != 0 {
        // Judged in a drawn world when something is hidden: the computer never peeks.
        let mut world = state.clone();
        if has_chance_or_hidden(game) {
            determinize(game, state, seen, rng, &mut world);
        }
        let mut child = world.clone();
        // In a race a child at random still goes forward: a step back undoes what was won,
        // and its tokens left at their start would keep the other player from ever getting home.
        let judge = Judge::new(game);
        let now = judge.steps_left(game, &world, state.current);
        let quiet: Vec<Action> = actions
            .iter()
            .copied()
            .filter(|&a| {
                child.clone_from(&world);
                apply(game, &mut child, a);
                let back = now.is_some_and(|n| judge.steps_left(game, &child, state.current).is_some_and(|m| m > n));
                !back && !(child.status == crate::engine::Status::Won && child.winner == Some(state.current))
            })
            .collect();
        // And it shuns the squares the design weighs high (Othello's corners): a child who
        // takes what is there to take beats it.
        let humble: Vec<Action> = quiet.iter().copied().filter(|a| landing_weight(game, *a) <= 0).collect();
        let from = if !humble.is_empty() {
            &humble
        } else if !quiet.is_empty() {
            &quiet
        } else {
            actions
        };
        return Some(from[rng.below(from.len())]);
    }
    let noise = if level == 1 { 300 } else { 10 };
    let me = state.current;
    let judge = Judge::new(game);
    let worlds: Vec<State> = if has_chance_or_hidden(game) {
        (0..WORLDS)
            .map(|_| {
                let mut world = state.clone();
                determinize(game, state, seen, rng, &mut world);
                world
            })
            .collect()
    } else {
        vec![state.clone()]
    };
    // Whole turns, as the child-like players look: a chain of jumps, a move and the take it
    // earns, a pick and where it goes are judged where they end. Each first action scores the
    // best end it leads to, averaged over the worlds.
    let mut totals: Vec<(Action, i64)> = actions.iter().map(|&a| (a, 0)).collect();
    for world in &worlds {
        let ends = turn_ends(game, world, LOOK);
        for (action, total) in totals.iter_mut() {
            let best_end = ends
                .iter()
                .filter(|(first, _)| first == action)
                .map(|(_, end)| at_a_glance(&judge, game, end, me))
                .max();
            // An action a drawn world does not allow (or that a capped look left out) is judged alone.
            *total += best_end.unwrap_or_else(|| {
                let mut child = world.clone();
                apply(game, &mut child, *action);
                at_a_glance(&judge, game, &child, me)
            }) as i64;
        }
    }
    let mut best: Option<(i32, Action)> = None;
    for (action, total) in totals {
        let score = (total / worlds.len() as i64) as i32 + rng.below(noise as usize) as i32;
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, action));
        }
    }
    best.map(|(_, a)| a)
}
