//! Designs from strangers: the built-in games with random values changed (numbers, switches,
//! words, list items dropped or repeated) must never make loading, checking, a new game or
//! play panic. Valid mutants are played with random legal actions and random bad ones.

use serde_json::Value;
use tablier::engine::{apply, legal_actions, new_game, Action};
use tablier::game::Game;
use tablier::rng::Rng;

const WORDS: &[&str] = &[
    "",
    "anything",
    "one-cell",
    "up-to",
    "jump",
    "jump-capture",
    "fixed",
    "select",
    "move",
    "keep",
    "random",
    "grid",
    "tray",
    "p1",
    "player",
    "shift-row",
    "stop",
    "on-request",
    "when-empty",
    "loose",
    "remove",
    "accept",
    "up",
    "down-left",
];

/// Change one random value somewhere in the tree.
fn mutate(value: &mut Value, rng: &mut Rng) {
    match value {
        Value::Object(map) if !map.is_empty() => {
            let i = rng.below(map.len());
            if let Some((_, v)) = map.iter_mut().nth(i) {
                mutate(v, rng);
            }
        }
        Value::Array(items) if !items.is_empty() => {
            let i = rng.below(items.len());
            match rng.below(6) {
                0 => {
                    items.remove(i);
                }
                1 => {
                    let copy = items[i].clone();
                    items.push(copy);
                }
                _ => mutate(&mut items[i], rng),
            }
        }
        Value::Number(_) => {
            let choices = [0i64, 1, 2, 3, 7, -1, 40, 100_000];
            *value = Value::from(choices[rng.below(choices.len())]);
        }
        Value::Bool(b) => *b = !*b,
        Value::String(_) => *value = Value::from(WORDS[rng.below(WORDS.len())]),
        _ => {}
    }
}

fn play_randomly(game: &Game, seed: u64, rng: &mut Rng) {
    let mut state = new_game(game, seed, 1 + rng.below(3));
    let mut actions = Vec::new();
    let cells = game.cells.len() as u32;
    for _ in 0..60 {
        legal_actions(game, &state, &mut actions);
        if actions.is_empty() {
            assert!(state.is_over(), "a game that is not over always offers an action");
            break;
        }
        let action = if rng.below(4) == 0 {
            // Anything at all, including places that do not exist.
            let pick = |rng: &mut Rng| rng.below(cells as usize + 3) as u32;
            match rng.below(4) {
                0 => Action::Select(pick(rng)),
                1 => Action::Move(pick(rng), pick(rng)),
                2 => Action::Refill(rng.below(game.boards.len() + 2) as u16),
                _ => Action::Pass,
            }
        } else {
            actions[rng.below(actions.len())]
        };
        let outcome = apply(game, &mut state, action);
        if actions.contains(&action) {
            assert!(outcome.accepted(), "listed action {action:?} refused: {:?}", outcome.refusal);
        }
    }
}

#[test]
fn mutated_built_in_games_never_panic() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
    let mut files: Vec<_> = std::fs::read_dir(dir).expect("games/").filter_map(|e| e.ok()).map(|e| e.path()).collect();
    files.sort();
    let mut rng = Rng::new(2026);
    let (mut valid, mut invalid) = (0, 0);
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "json")) {
        let original: Value = serde_json::from_str(&std::fs::read_to_string(path).expect("read")).expect("json");
        for _ in 0..300 {
            let mut design = original.clone();
            for _ in 0..1 + rng.below(3) {
                mutate(&mut design, &mut rng);
            }
            let text = design.to_string();
            match Game::from_json(&text) {
                Ok(game) => {
                    valid += 1;
                    play_randomly(&game, rng.next_u64(), &mut rng);
                }
                Err(problems) => {
                    invalid += 1;
                    assert!(!problems.is_empty());
                    for p in &problems {
                        assert!(!p.message.en.is_empty() && !p.message.fr.is_empty(), "{p}");
                    }
                }
            }
        }
    }
    // Both kinds must occur, or the test is not testing what it says.
    assert!(valid > 100 && invalid > 100, "valid {valid}, invalid {invalid}");
}
