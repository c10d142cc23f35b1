//! `tablier match FILE --levels A,B[,C...] --games N`: computer levels play each other, every
//! pair of levels `N` games, each level moving first in half of them, and the table of wins,
//! losses and draws is printed with the time each level takes per move. The keep-it-close
//! level (0, `close`) adapts to the games of its pair played so far, its opponent standing
//! for the child.

use std::time::Instant;

use tablier::engine::{apply, legal_actions, new_game, Status};
use tablier::game::Game;
use tablier::rng::Rng;
use tablier::search::{choose_knowing, ChildResult, KeepClose, Seen, KEEP_CLOSE};

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

/// How a level name reads in the table.
fn name(level: u8) -> String {
    if level == KEEP_CLOSE {
        "close".into()
    } else {
        level.to_string()
    }
}

/// One game; `levels[seat]` plays each seat, `close[seat]` when its level keeps it close.
/// Returns the winning seat, if any.
/// The game starts with `opening` random actions drawn from `opening_seed`.
fn play_one(
    game: &Game,
    seed: u64,
    (opening, opening_seed): (u32, u64),
    levels: [u8; 2],
    close: [&KeepClose; 2],
    tallies: &mut [Tally; 2],
) -> Option<usize> {
    let mut state = new_game(game, seed, 2);
    let mut seen = Seen::of(game, &state);
    let mut drawn = Rng::new(opening_seed);
    let mut actions = Vec::new();
    for _ in 0..opening {
        legal_actions(game, &state, &mut actions);
        if state.is_over() || actions.is_empty() {
            break;
        }
        apply(game, &mut state, actions[drawn.below(actions.len())]);
        seen.observe(game, &state);
    }
    let mut rng = Rng::new(seed ^ 0x5EED);
    for _ in 0..MAX_ACTIONS {
        if state.is_over() {
            break;
        }
        let seat = state.current.min(1);
        let start = Instant::now();
        let action = match levels[seat] {
            KEEP_CLOSE => close[seat].choose(game, &state, &seen, &mut rng),
            level => choose_knowing(game, &state, level, &seen, &mut rng),
        };
        let Some(action) = action else { break };
        tallies[seat].seconds += start.elapsed().as_secs_f64();
        tallies[seat].moves += 1;
        apply(game, &mut state, action);
        seen.observe(game, &state);
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
    if args.opening > 0 {
        say!("each pair of games starts from the same {} random actions, one game per side", args.opening);
    }
    for (i, &a) in args.levels.iter().enumerate() {
        for &b in &args.levels[i + 1..] {
            // tallies[0] for level a, [1] for level b.
            let mut tallies = [Tally::default(), Tally::default()];
            // Results so far seen from each level's opponent, for a keep-it-close level.
            let mut close = [KeepClose::default(), KeepClose::default()];
            for g in 0..args.games {
                let seed = args.seed.wrapping_add(g as u64);
                let a_first = g % 2 == 0;
                let levels = if a_first { [a, b] } else { [b, a] };
                let seat_close = if a_first { [&close[0], &close[1]] } else { [&close[1], &close[0]] };
                let mut seats = [Tally::default(), Tally::default()];
                // Both games of a pair (one per side) open alike.
                let opening = (args.opening, args.seed.wrapping_add(g as u64 / 2).wrapping_mul(0x9E37_79B9));
                let winner = play_one(game, seed, opening, levels, seat_close, &mut seats);
                let (ta, tb) = if a_first { (0, 1) } else { (1, 0) };
                let won = |who: usize| winner.map(|w| w == [ta, tb][who]);
                for who in 0..2 {
                    // The opponent of `who` is the child: `who` winning is the child's loss.
                    close[who].results.push(match won(who) {
                        Some(true) => ChildResult::Lost,
                        Some(false) => ChildResult::Won,
                        None => ChildResult::Draw,
                    });
                }
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
            say!("\nlevel {} vs level {}", name(a), name(b));
            for (level, t) in [(name(a), &tallies[0]), (name(b), &tallies[1])] {
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
