//! The fuzz harness (issue 15), on stable Rust: inputs drawn from seeds (`tests/fuzz_inputs`:
//! mutated bytes and values of the built-in games, random designs) and the hostile designs
//! (`tests/designs_hostile`), each checked for:
//! - no panic anywhere (loading, compiling, text mode, play);
//! - no step over a time budget (judging a file, listing actions, applying one, undo);
//! - every problem with a place in the file (a path whose first key the file has, or that a
//!   design has, or empty for the whole file) and a sentence in English and French;
//! - every design that loads survives random legal play with undo and redo: each listed action
//!   is accepted (or, for a roll past the engine's budget of dice, refused changing nothing but
//!   the generator), undo gives back the state before and redo the state after.
//!
//! `cargo test --test fuzz` runs a fixed number of cases in a few seconds; `scripts/fuzz.sh N`
//! runs N in a release build (`FUZZ_CASES`, and `FUZZ_SEED` for the first seed). It prints the
//! number of cases and the slowest input.

mod designs_hostile;
mod fuzz_inputs;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;
use std::time::{Duration, Instant};

use fuzz_inputs::{input, Input, Rng};
use tablier::engine::{legal_actions, start_problems, teaching_problems, Play, Refusal};
use tablier::game::Game;
use tablier::lang::Lang;
use tablier::load::Problem;
use tablier::terminal::render;

/// Cases run by `cargo test` (a few seconds in a debug build).
const DEFAULT_CASES: u64 = 300;
/// Actions played per player count of a design that loads.
const ACTIONS: usize = 40;

/// The longest one step may take: judging a file, or one listing, action, undo or redo.
fn budget() -> Duration {
    if cfg!(debug_assertions) {
        Duration::from_secs(20)
    } else {
        Duration::from_secs(1)
    }
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The slowest step seen: its time, what it was, and the input.
#[derive(Default)]
struct Slowest(Duration, String);

impl Slowest {
    fn time<T>(&mut self, what: &str, input: &Input, step: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let out = step();
        let took = start.elapsed();
        assert!(took < budget(), "{}: {what} took {took:?}", input.name);
        if took > self.0 {
            *self = Slowest(took, format!("{what} of {}", input.name));
        }
        out
    }
}

#[test]
fn fuzz() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
    let mut games: Vec<(String, String)> = std::fs::read_dir(dir)
        .expect("games/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            (p.file_name().unwrap_or_default().to_string_lossy().into_owned(), std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    games.sort();
    let (cases, first) = (env("FUZZ_CASES", DEFAULT_CASES), env("FUZZ_SEED", 1));
    let hostile_size = if cfg!(debug_assertions) { 1 << 18 } else { tablier::load::MAX_FILE_BYTES - 1000 };
    let hostile = designs_hostile::hostile(hostile_size)
        .into_iter()
        .map(|(n, text)| Input { name: format!("hostile {n}"), text });
    let inputs = hostile.chain((first..first + cases).map(|seed| input(seed, &games)));
    let (mut slowest, mut ran, mut loaded) = (Slowest::default(), 0, 0);
    for case in inputs {
        let outcome = catch_unwind(AssertUnwindSafe(|| check(&case, &mut slowest)));
        match outcome {
            Ok(played) => loaded += usize::from(played),
            Err(_) => {
                let file = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fuzz-failure.json");
                let _ = std::fs::write(&file, &case.text);
                panic!("{} failed; the input is in {}", case.name, file.display());
            }
        }
        ran += 1;
    }
    println!("fuzz: {ran} cases, {loaded} designs loaded and played; slowest step: {} in {:?}", slowest.1, slowest.0);
}

/// Every check of one input; true when the design loaded and was played.
fn check(input: &Input, slowest: &mut Slowest) -> bool {
    let game = match slowest.time("judging", input, || Game::from_json(&input.text)) {
        Ok(game) => game,
        Err(problems) => {
            check_problems(input, &problems);
            return false;
        }
    };
    let problems = slowest.time("start checks", input, || start_problems(&game));
    if !problems.is_empty() {
        check_problems(input, &problems);
    }
    // What a child would be taught wrongly: never a panic, always a place and words.
    let problems = slowest.time("teaching checks", input, || teaching_problems(&game));
    if !problems.is_empty() {
        check_problems(input, &problems);
    }
    let game = Arc::new(game);
    for players in game.player_counts() {
        play(input, &game, players, slowest);
    }
    true
}

fn check_problems(input: &Input, problems: &[Problem]) {
    let root: serde_json::Value = serde_json::from_str(&input.text).unwrap_or_default();
    let known = ["format", "name", "description", "language", "token_types", "grid", "trays", "waiting_areas"];
    let more =
        ["result_areas", "dice", "players", "min_players", "player_counts", "rules", "openings", "portrait", "phone"];
    assert!(!problems.is_empty(), "{}: refused without a problem", input.name);
    assert!(problems.len() <= 101, "{}: {} problems", input.name, problems.len());
    for p in problems {
        let en = p.text(Lang::En);
        let fr = p.text(Lang::Fr);
        assert!(!en.trim().is_empty() && !fr.trim().is_empty(), "{}: a problem without words: {p:?}", input.name);
        let first = p.path.split(['.', '[']).next().unwrap_or_default();
        // A key of the file may hold '.' or '[' itself.
        let in_file = root.as_object().is_some_and(|m| m.keys().any(|k| p.path.starts_with(k.as_str())));
        assert!(
            p.path.is_empty() || in_file || known.contains(&first) || more.contains(&first),
            "{}: the path {:?} names nothing in the file",
            input.name,
            p.path
        );
    }
}

/// Random legal play with undo and redo, the boards drawn as text at each step.
fn play(input: &Input, game: &Arc<Game>, players: usize, slowest: &mut Slowest) {
    let mut rng = Rng::new(input.text.len() as u64 ^ players as u64);
    let mut p = Play::new(game.clone(), rng.next(), players);
    let mut actions = Vec::new();
    for step in 0..ACTIONS {
        let _ = render(game, &p.state, step % 2 == 0, Lang::En);
        slowest.time("listing actions", input, || legal_actions(game, &p.state, &mut actions));
        if actions.is_empty() || p.state.is_over() {
            break;
        }
        let action = actions[rng.below(actions.len())];
        let before = p.state.clone();
        let outcome = slowest.time("an action", input, || p.act(action));
        // Dice of numbered cells may send a token from die to die past the steps one action
        // may take: the roll is refused, and nothing changes but the generator.
        if outcome.refusal == Some(Refusal::EndlessRoll) {
            let mut now = p.state.clone();
            now.rng = before.rng.clone();
            assert!(now == before, "{}: step {step}: a roll refused for its length changed the game", input.name);
            continue;
        }
        assert!(outcome.accepted(), "{}: step {step}: a listed action was refused: {outcome:?}", input.name);
        if rng.below(4) == 0 {
            let after = p.state.clone();
            slowest.time("undo", input, || assert!(p.undo(), "{}: nothing to undo", input.name));
            assert!(p.state == before, "{}: step {step}: undo does not give back the state before", input.name);
            slowest.time("redo", input, || assert!(p.redo(), "{}: nothing to redo", input.name));
            assert!(p.state == after, "{}: step {step}: redo does not give back the state after", input.name);
        }
    }
}
