//! Hostile designs (issue 15): every one is judged quickly, with at most a hundred problems and
//! a last line counting the others, each problem with its place in the file and a sentence in
//! both languages. Debug builds judge files of 1 MB; release builds (`scripts/fuzz.sh`) 5 MB.

mod designs_hostile;
use designs_hostile as hostile;

use std::time::{Duration, Instant};

use tablier::load::{load, Problem, MAX_FILE_BYTES};

/// Largest file tried, and the time allowed to judge one (natively, in release: 1 s).
fn size_and_budget() -> (usize, Duration) {
    if cfg!(debug_assertions) {
        (1 << 20, Duration::from_secs(20))
    } else {
        (MAX_FILE_BYTES - 1000, Duration::from_secs(1))
    }
}

fn judged(name: &str, json: &str, budget: Duration) -> (Result<(), Vec<Problem>>, Duration) {
    let start = Instant::now();
    let result = load(json).map(|_| ());
    let took = start.elapsed();
    assert!(took < budget, "{name}: {took:?} to judge {} bytes", json.len());
    (result, took)
}

#[test]
fn hostile_designs_are_judged_quickly_with_a_bounded_report() {
    let (bytes, budget) = size_and_budget();
    let mut slowest = ("", Duration::ZERO);
    for (name, json) in hostile::hostile(bytes) {
        assert!(json.len() <= MAX_FILE_BYTES, "{name} is {} bytes", json.len());
        let (result, took) = judged(name, &json, budget);
        let problems = result.expect_err(name);
        assert!(problems.len() <= 101, "{name}: {} problems", problems.len());
        for p in &problems {
            assert!(!p.message.en.is_empty() && !p.message.fr.is_empty(), "{name}: {p:?}");
            assert!(p.message.en.chars().count() < 1000, "{name}: a sentence stays short: {p}");
        }
        if problems.len() == 101 {
            let last = &problems[100].message;
            assert!(last.en.contains(" more problem"), "{name}: {}", last.en);
            assert!(last.fr.contains(" autre"), "{name}: {}", last.fr);
        }
        if took > slowest.1 {
            slowest = (name, took);
        }
    }
    println!("slowest hostile design: {} in {:?}", slowest.0, slowest.1);
}

#[test]
fn the_base_of_the_hostile_designs_and_the_largest_accepted_design_load() {
    let (_, budget) = size_and_budget();
    let (result, took) = judged("largest", &hostile::largest_accepted(), budget);
    assert!(result.is_ok(), "{:?}", result.err());
    println!("largest accepted design judged in {took:?}");
    let small = hostile::hostile(0);
    let (_, json) = small.iter().find(|(n, _)| *n == "faces").expect("faces");
    let (result, _) = judged("one face", json, budget);
    assert!(result.is_ok(), "{:?}", result.err());
}

/// What each kind of hostile design is told, in the sentence a designer reads.
#[test]
fn hostile_designs_are_told_what_is_wrong() {
    let (bytes, budget) = size_and_budget();
    let designs = hostile::hostile(bytes);
    let first = |name: &str| {
        let (_, json) = designs.iter().find(|(n, _)| *n == name).unwrap_or_else(|| panic!("{name}"));
        let (result, _) = judged(name, json, budget);
        let problems = result.expect_err(name);
        format!("{}: {}", problems[0].path, problems[0].message.en)
    };
    assert!(first("faces").starts_with("dice[0].faces: The die 'd6' has "), "{}", first("faces"));
    assert!(first("player-counts").starts_with("player_counts: The game has "), "{}", first("player-counts"));
    assert!(first("self-rolling-die").contains("makes itself roll again"), "{}", first("self-rolling-die"));
    assert!(first("rolled-4e9-times").contains("4000000000 times"), "{}", first("rolled-4e9-times"));
    assert!(first("long-label").contains("A label may have at most 100 characters"), "{}", first("long-label"));
    assert!(first("suggestions").contains("did you mean “kind-of-token-number-00000”?"), "{}", first("suggestions"));
}
