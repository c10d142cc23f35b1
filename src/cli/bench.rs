//! `tablier bench`: random playouts to measure the engine's speed, repeatable from a seed.

use std::time::Instant;

use tablier::engine::{apply, legal_actions, new_game, Action};
use tablier::game::Game;
use tablier::rng::Rng;

use crate::say;

/// Play random games for about `seconds`; print actions listed and applied per second. The
/// time is checked at every step, not every game: where one listing takes a tenth of a second
/// (12,500,000 actions on a 100 x 100 grid), a game of 10,000 steps would take hours.
pub fn run(game: &Game, seed: u64, players: usize, seconds: f64) {
    let mut rng = Rng::new(seed);
    let mut actions: Vec<Action> = Vec::new();
    let (mut listed, mut applied, mut games) = (0u64, 0u64, 0u64);
    let start = Instant::now();
    let first = Instant::now();
    legal_actions(game, &new_game(game, seed, players), &mut actions);
    let took = first.elapsed().as_secs_f64();
    say!("{} legal actions at the start, listed in {took:.3} s", actions.len());
    'games: while start.elapsed().as_secs_f64() < seconds {
        let mut state = new_game(game, rng.next_u64(), players);
        games += 1;
        for _ in 0..10_000 {
            if start.elapsed().as_secs_f64() >= seconds {
                break 'games;
            }
            legal_actions(game, &state, &mut actions);
            listed += actions.len() as u64;
            if actions.is_empty() {
                break;
            }
            apply(game, &mut state, actions[rng.below(actions.len())]);
            applied += 1;
        }
    }
    let s = start.elapsed().as_secs_f64();
    if applied == 0 {
        say!("one listing of the legal actions takes longer than the {seconds} s given: no action was applied");
        return;
    }
    say!("{games} random games, {applied} actions applied, {listed} legal actions listed in {s:.2} s");
    say!("{:.0} actions/s (one listing of every legal action plus one apply each)", applied as f64 / s);
    say!("{:.0} legal actions listed/s", listed as f64 / s);
}
