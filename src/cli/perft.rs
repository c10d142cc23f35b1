//! `tablier perft`: the count, after saying how big the search is; refused at once when the
//! estimate is past the budget, stopped cleanly with a sentence when the count goes past it
//! (a 100 x 100 grid with 5,000 tokens moving anywhere ran out of time and memory).

use std::process::ExitCode;
use std::time::Instant;

use tablier::engine::new_game;
use tablier::game::Game;
use tablier::search::{estimate, perft_within, Counted, PerftBudget as Budget};

use crate::args::Args;
use crate::say;

/// Random lines of play for the estimate, and the time they may take.
const LINES: u64 = 16;
const ESTIMATE_SECONDS: f64 = 0.5;

pub fn run(game: &Game, args: &Args, depth: u32) -> ExitCode {
    let state = new_game(game, args.seed, args.players);
    let budget = Budget::default();
    let start = Instant::now();
    let (mut nodes, mut sequences, mut lines, mut first) = (0.0, 0.0, 0, 0);
    while lines < LINES && (lines == 0 || start.elapsed().as_secs_f64() < ESTIMATE_SECONDS) {
        let e = estimate(game, &state, depth, 1, args.seed.wrapping_add(lines));
        (nodes, sequences, first) = (nodes + e.nodes, sequences + e.sequences, e.first);
        lines += 1;
    }
    let (nodes, sequences) = (nodes / lines as f64, sequences / lines as f64);
    if args.time {
        eprintln!("about {sequences:.3e} sequences and {nodes:.3e} nodes expected ({first} actions at the start)");
    }
    if nodes > budget.nodes as f64 {
        say!(
            "perft {depth} would visit about {nodes:.1e} positions ({first} legal actions at the start); \
             the limit is {:.0e}: choose a smaller depth",
            budget.nodes as f64
        );
        return ExitCode::FAILURE;
    }
    match perft_within(game, &state, depth, budget) {
        Counted::All(n) => {
            say!("{n}");
            if args.time {
                eprintln!("{n} sequences in {:.3} s", start.elapsed().as_secs_f64());
            }
            ExitCode::SUCCESS
        }
        Counted::Stopped { counted, nodes, memory } => {
            let why = if memory {
                format!("the lists of legal actions would hold more than {} MB", budget.bytes >> 20)
            } else {
                format!("{nodes} positions and actions were visited, the limit")
            };
            say!("perft {depth} stopped: {why}; {counted} sequences were counted so far. Choose a smaller depth.");
            ExitCode::FAILURE
        }
    }
}
