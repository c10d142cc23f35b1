//! `tablier match FILE --levels A,B[,C...] --games N`: computer levels play each other, every
//! pair of levels `N` games, each level moving first in half of them, and the table of wins,
//! losses and draws is printed with the time each level takes per move. The keep-it-close
//! level (0, `close`) adapts to the games of its pair played so far, its opponent standing
//! for the child.
//!
//! With `--vs random,greedy,careful` each level meets child-like players instead (see
//! [`ChildLike`]), and where the game counts something (points, discs) the mean margin by which
//! the level finished ahead is printed with its standard error.

use std::time::Instant;

use tablier::engine::{apply, legal_actions, new_game, ranked_count, Action, Status};
use tablier::game::Game;
use tablier::rng::Rng;
use tablier::search::{choose_knowing, ChildLike, ChildResult, KeepClose, Seen, KEEP_CLOSE};

use crate::args::Args;
use crate::say;

/// Games per pair of levels when `--games` is not given.
const MATCH_GAMES: u32 = 10;

/// A game longer than this is stopped and counted as a draw (a design may loop forever).
const MAX_ACTIONS: usize = 2_000;

/// Who sits at a seat: a computer level (0: keep it close) or a child-like player.
#[derive(Clone, Copy)]
enum Who {
    Level(u8),
    Child(ChildLike),
}

impl Who {
    /// How it reads in the table.
    fn name(self) -> String {
        match self {
            Who::Level(KEEP_CLOSE) => "level close".into(),
            Who::Level(level) => format!("level {level}"),
            Who::Child(child) => child.name().into(),
        }
    }
}

#[derive(Default)]
struct Tally {
    wins: u32,
    losses: u32,
    draws: u32,
    moves: u64,
    seconds: f64,
    /// What the game counts (points, discs) for this side minus the other's, game by game.
    margins: Vec<i64>,
}

impl Tally {
    fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// The mean margin and its standard error, when the game counts something.
    fn margin(&self) -> Option<(f64, f64)> {
        let n = self.margins.len();
        if n == 0 {
            return None;
        }
        let mean = self.margins.iter().sum::<i64>() as f64 / n as f64;
        let var = self.margins.iter().map(|m| (*m as f64 - mean).powi(2)).sum::<f64>() / (n.max(2) - 1) as f64;
        Some((mean, (var / n as f64).sqrt()))
    }
}

/// How one game ended: the winning seat, if any, each seat's count when the game keeps one,
/// and the actions played.
struct Ending {
    winner: Option<usize>,
    counts: Option<[i64; 2]>,
    log: Vec<Action>,
}

/// One game; `who[seat]` plays each seat, `close[seat]` when its level keeps it close, each
/// drawing from its own generator (`draws[seat]`, a seed). The game starts with `opening`
/// random actions drawn from `opening_seed`.
fn play_one(
    game: &Game,
    (seed, draws): (u64, [u64; 2]),
    (opening, opening_seed): (u32, u64),
    who: [Who; 2],
    close: [&KeepClose; 2],
    tallies: &mut [Tally; 2],
) -> Ending {
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
    let mut rngs = draws.map(Rng::new);
    let mut log = Vec::new();
    for _ in 0..MAX_ACTIONS {
        if state.is_over() {
            break;
        }
        let seat = state.current.min(1);
        let start = Instant::now();
        let rng = &mut rngs[seat];
        let action = match who[seat] {
            Who::Level(KEEP_CLOSE) => close[seat].choose(game, &state, &seen, rng),
            Who::Level(level) => choose_knowing(game, &state, level, &seen, rng),
            Who::Child(child) => child.choose(game, &state, &seen, rng),
        };
        let Some(action) = action else { break };
        tallies[seat].seconds += start.elapsed().as_secs_f64();
        tallies[seat].moves += 1;
        apply(game, &mut state, action);
        seen.observe(game, &state);
        log.push(action);
    }
    let count = |p: usize| ranked_count(game, &state, p);
    Ending {
        winner: (state.status == Status::Won).then_some(state.winner).flatten(),
        counts: count(0).zip(count(1)).map(|(a, b)| [a, b]),
        log,
    }
}

/// `a` and `b` play `--games` games, each first in half of them; the tallies of a and b.
fn pair(game: &Game, args: &Args, a: Who, b: Who) -> [Tally; 2] {
    // tallies[0] for a, [1] for b.
    let mut tallies = [Tally::default(), Tally::default()];
    // Results so far seen from each side's opponent, for a keep-it-close level.
    let mut close = [KeepClose::default(), KeepClose::default()];
    let games = args.games.unwrap_or(MATCH_GAMES);
    let mut progress = Progress::new(format!("{} vs {}", a.name(), b.name()), games);
    for g in 0..games {
        progress.tick(g);
        let seed = args.seed.wrapping_add(g as u64);
        let a_first = g % 2 == 0;
        let who = if a_first { [a, b] } else { [b, a] };
        let seat_close = if a_first { [&close[0], &close[1]] } else { [&close[1], &close[0]] };
        let mut seats = [Tally::default(), Tally::default()];
        // Both games of a pair (one per side) open alike.
        let opening = (args.opening, args.seed.wrapping_add(g as u64 / 2).wrapping_mul(0x9E37_79B9));
        let draws = [seed ^ 0x5EED, seed ^ 0x5EED ^ 0xC41D];
        let ending = play_one(game, (seed, draws), opening, who, seat_close, &mut seats);
        let (ta, tb) = if a_first { (0, 1) } else { (1, 0) };
        let won = |side: usize| ending.winner.map(|w| w == [ta, tb][side]);
        for side in 0..2 {
            // The opponent of `side` is the child: `side` winning is the child's loss.
            close[side].results.push(match won(side) {
                Some(true) => ChildResult::Lost,
                Some(false) => ChildResult::Won,
                None => ChildResult::Draw,
            });
        }
        for (side, seat) in [(0usize, ta), (1usize, tb)] {
            tallies[side].moves += seats[seat].moves;
            tallies[side].seconds += seats[seat].seconds;
            if let Some(counts) = ending.counts {
                tallies[side].margins.push(counts[seat] - counts[1 - seat]);
            }
            match won(side) {
                Some(true) => tallies[side].wins += 1,
                Some(false) => tallies[side].losses += 1,
                None => tallies[side].draws += 1,
            }
        }
    }
    tallies
}

/// A line on stderr every half minute while a long match plays (Azul's level 5 takes hours for
/// hundreds of games): how far it is, so that a run is not mistaken for a hang. Short matches
/// print nothing; the table on stdout is the same either way.
struct Progress {
    what: String,
    games: u32,
    start: Instant,
    last: Instant,
}

impl Progress {
    const EVERY: std::time::Duration = std::time::Duration::from_secs(30);

    fn new(what: String, games: u32) -> Progress {
        Progress { what, games, start: Instant::now(), last: Instant::now() }
    }

    /// Before game `g` (from 0).
    fn tick(&mut self, g: u32) {
        if g == 0 || self.last.elapsed() < Self::EVERY {
            return;
        }
        self.last = Instant::now();
        let spent = self.start.elapsed().as_secs();
        let left = spent * u64::from(self.games - g) / u64::from(g);
        eprintln!(
            "{}: {g} of {} games played in {} min; about {} min more",
            self.what,
            self.games,
            spent / 60,
            left.div_ceil(60)
        );
    }
}

/// Moves compared for variety: a child notices the same game within the first ten.
const VARIETY_MOVES: usize = 10;

/// Pairs of games of `a` (a level) against `b` where `b` draws the same in both games and `a`
/// draws differently: how many pairs differ within their first moves, out of how many.
fn variety(game: &Game, args: &Args, a: Who, b: Who) -> (u32, u32) {
    let close = KeepClose::default();
    let mut differ = 0;
    for pair in 0..args.variety {
        let seed = args.seed.wrapping_add(pair as u64);
        let a_first = pair % 2 == 0;
        let who = if a_first { [a, b] } else { [b, a] };
        let logs: Vec<Vec<Action>> = (0..2u64)
            .map(|twin| {
                let mine = seed.wrapping_mul(31).wrapping_add(twin) ^ 0xA11CE;
                let child = seed ^ 0xC41D;
                let draws = if a_first { [mine, child] } else { [child, mine] };
                let mut seats = [Tally::default(), Tally::default()];
                play_one(game, (seed, draws), (0, 0), who, [&close, &close], &mut seats).log
            })
            .collect();
        let first = |log: &Vec<Action>| log.iter().take(VARIETY_MOVES).copied().collect::<Vec<_>>();
        differ += (first(&logs[0]) != first(&logs[1])) as u32;
    }
    (differ, args.variety)
}

/// Per cent of `n` in `of`.
fn percent(n: u32, of: u32) -> f64 {
    if of == 0 {
        0.0
    } else {
        100.0 * n as f64 / of as f64
    }
}

pub fn run(game: &Game, args: &Args) -> std::process::ExitCode {
    if game.player_counts().iter().all(|n| *n != 2) {
        eprintln!("tablier match: {} is not a game for two players", game.design.name.get(args.lang));
        return std::process::ExitCode::FAILURE;
    }
    if args.vs.is_empty() && args.levels.len() < 2 {
        eprintln!("tablier match: --levels needs two levels or more to set against each other (or --vs)");
        return std::process::ExitCode::FAILURE;
    }
    let against = if args.vs.is_empty() { "pair of levels" } else { "level and player" };
    say!(
        "{}: {} games per {against}, each side first in half of them",
        game.design.name.get(args.lang),
        args.games.unwrap_or(MATCH_GAMES)
    );
    if args.opening > 0 {
        say!("each pair of games starts from the same {} random actions, one game per side", args.opening);
    }
    let mut pairs = Vec::new();
    for (i, &a) in args.levels.iter().enumerate() {
        if args.vs.is_empty() {
            pairs.extend(args.levels[i + 1..].iter().map(|&b| (Who::Level(a), Who::Level(b))));
        } else {
            pairs.extend(args.vs.iter().map(|&child| (Who::Level(a), Who::Child(child))));
        }
    }
    for (a, b) in pairs {
        let tallies = pair(game, args, a, b);
        say!("\n{} vs {}", a.name(), b.name());
        for (who, t) in [(a, &tallies[0]), (b, &tallies[1])] {
            let per_move = if t.moves == 0 { 0.0 } else { t.seconds * 1000.0 / t.moves as f64 };
            say!(
                "  {}: {} wins ({:.0}%), {} losses ({:.0}%), {} draws, {per_move:.2} ms per move",
                who.name(),
                t.wins,
                percent(t.wins, t.games()),
                t.losses,
                percent(t.losses, t.games()),
                t.draws
            );
        }
        if args.variety > 0 {
            let (differ, pairs) = variety(game, args, a, b);
            say!(
                "  varied: {differ} of {pairs} pairs of games differ within their first {VARIETY_MOVES} moves, {} playing the same",
                b.name()
            );
        }
        if let Some((mean, error)) = tallies[0].margin() {
            say!(
                "  margin of {}: {mean:+.2} ± {error:.2} (mean ± standard error, {} games)",
                a.name(),
                tallies[0].margins.len()
            );
        }
    }
    std::process::ExitCode::SUCCESS
}
