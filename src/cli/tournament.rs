//! `tablier match FILE --levels A,B[,C...] --games N`: computer levels play each other, every
//! pair of levels `N` games, each level moving first in half of them, and the table of wins,
//! losses and draws is printed with the time each level takes per move.

use std::time::Instant;

use tablier::engine::{apply, new_game, Status};
use tablier::game::Game;
use tablier::rng::Rng;
use tablier::search::choose;

use crate::args::Args;
use crate::say;

/// A game longer than this is stopped and counted as a draw (a design may loop forever).
const MAX_ACTIONS: usize = 2_000;

#[derive(Default)]
struct Tally {
    wins: u32,
    losses: u32,
    draws: u32,
    moves: u64,
    seconds: f64,
}

/// One game; `levels[seat]` plays each seat. Returns the winning seat, if any.
fn play_one(game: &Game, seed: u64, levels: [u8; 2], tallies: &mut [Tally; 2]) -> Option<usize> {
    let mut state = new_game(game, seed, 2);
    let mut rng = Rng::new(seed ^ 0x5EED);
    for _ in 0..MAX_ACTIONS {
        if state.is_over() {
            break;
        }
        let seat = state.current.min(1);
        let start = Instant::now();
        let Some(action) = choose(game, &state, levels[seat], &mut rng) else { break };
        tallies[seat].seconds += start.elapsed().as_secs_f64();
        tallies[seat].moves += 1;
        apply(game, &mut state, action);
    }
    (state.status == Status::Won).then_some(state.winner).flatten()
}

pub fn run(game: &Game, args: &Args) -> std::process::ExitCode {
    if game.player_counts().iter().all(|n| *n != 2) {
        eprintln!("tablier match: {} is not a game for two players", game.design.name.get(args.lang));
        return std::process::ExitCode::FAILURE;
    }
    say!(
        "{}: {} games per pair of levels, each level first in half of them",
        game.design.name.get(args.lang),
        args.games
    );
    for (i, &a) in args.levels.iter().enumerate() {
        for &b in &args.levels[i + 1..] {
            // tallies[0] for level a, [1] for level b.
            let mut tallies = [Tally::default(), Tally::default()];
            for g in 0..args.games {
                let seed = args.seed.wrapping_add(g as u64);
                let a_first = g % 2 == 0;
                let levels = if a_first { [a, b] } else { [b, a] };
                let mut seats = [Tally::default(), Tally::default()];
                let winner = play_one(game, seed, levels, &mut seats);
                let (ta, tb) = if a_first { (0, 1) } else { (1, 0) };
                for (who, seat) in [(0usize, ta), (1usize, tb)] {
                    tallies[who].moves += seats[seat].moves;
                    tallies[who].seconds += seats[seat].seconds;
                }
                match winner {
                    Some(w) if w == ta => {
                        tallies[0].wins += 1;
                        tallies[1].losses += 1;
                    }
                    Some(_) => {
                        tallies[1].wins += 1;
                        tallies[0].losses += 1;
                    }
                    None => {
                        tallies[0].draws += 1;
                        tallies[1].draws += 1;
                    }
                }
            }
            say!("\nlevel {a} vs level {b}");
            for (level, t) in [(a, &tallies[0]), (b, &tallies[1])] {
                let per_move = if t.moves == 0 { 0.0 } else { t.seconds * 1000.0 / t.moves as f64 };
                say!(
                    "  level {level}: {} wins, {} losses, {} draws, {per_move:.2} ms per move",
                    t.wins,
                    t.losses,
                    t.draws
                );
            }
        }
    }
    std::process::ExitCode::SUCCESS
}
