//! The computer's turn in a game given by its seed, its number of players and its log: what a
//! computer seat plays, in the command line and in the browser's Web Worker alike, so the same
//! game at the same level gets the same answer everywhere.

use super::{choose_until, Deadline, KeepClose, Seen, KEEP_CLOSE};
use crate::engine::{apply, new_game, Action, State};
use crate::game::Game;
use crate::rng::Rng;

/// The action of the seat to play after `log`, at `level` (1 to 5, or [`KEEP_CLOSE`] with the
/// child's past results in `close`). None when the game is over or nothing can be played.
/// With a `deadline` (the browser's), the answer comes by then whatever the level.
pub fn computer_turn(
    game: &Game,
    seed: u64,
    players: usize,
    log: &[Action],
    level: u8,
    close: &KeepClose,
    deadline: Option<&Deadline>,
) -> Option<Action> {
    let (state, seen) = position(game, seed, players, log);
    if state.is_over() {
        return None;
    }
    // Its own stream of chance per position: replaying a game replays the computer's choices.
    let mut rng = Rng::new(seed.wrapping_mul(31).wrapping_add(log.len() as u64));
    match level {
        KEEP_CLOSE => close.choose_until(game, &state, &seen, &mut rng, deadline),
        level => choose_until(game, &state, level, &seen, &mut rng, deadline),
    }
}

/// The position after `log`, and what it showed of the face-down tokens on the way. An
/// unmatched group still face up is turned back, as before anyone plays on.
pub fn position(game: &Game, seed: u64, players: usize, log: &[Action]) -> (State, Seen) {
    let mut state = new_game(game, seed, players);
    let mut seen = Seen::of(game, &state);
    for &action in log {
        apply(game, &mut state, action);
        seen.observe(game, &state);
    }
    state.settle();
    (state, seen)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::legal_actions;

    #[test]
    fn a_legal_answer_the_same_every_time() {
        let g = Game::built_in("othello");
        let mut state = new_game(&g, 7, 2);
        let mut log = Vec::new();
        for _ in 0..6 {
            let a = computer_turn(&g, 7, 2, &log, 3, &KeepClose::default(), None).unwrap();
            let mut legal = Vec::new();
            legal_actions(&g, &state, &mut legal);
            assert!(legal.contains(&a));
            assert_eq!(computer_turn(&g, 7, 2, &log, 3, &KeepClose::default(), None), Some(a));
            apply(&g, &mut state, a);
            log.push(a);
        }
    }

    #[test]
    fn a_deadline_cuts_the_search_short_but_still_answers() {
        let g = Game::built_in("morris");
        let clock = std::cell::Cell::new(0.0);
        // A clock that runs a millisecond per reading: the deadline passes at once.
        let now = || {
            clock.set(clock.get() + 1.0);
            clock.get()
        };
        let d = Deadline::after(&now, 5.0);
        let a = computer_turn(&g, 1, 2, &[], 5, &KeepClose::default(), Some(&d)).expect("an answer");
        let mut legal = Vec::new();
        legal_actions(&g, &new_game(&g, 1, 2), &mut legal);
        assert!(legal.contains(&a));
    }

    #[test]
    fn nothing_after_the_end() {
        let g = Game::built_in("tic-tac-toe");
        let mut log = Vec::new();
        while let Some(a) = computer_turn(&g, 1, 2, &log, 1, &KeepClose::default(), None) {
            log.push(a);
            assert!(log.len() <= 9, "tic-tac-toe ends within nine moves");
        }
        assert!(log.len() >= 5);
    }
}
