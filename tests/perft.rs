//! Perft against published numbers (`tests/perft.txt`), as chess move generators are tested:
//! any rule listed wrongly by `legal_actions` or applied wrongly by `apply` changes a count.
//! Debug builds check the counts up to 60,000 sequences, release builds up to 3,100,000
//! (`cargo test --release --test perft`); `scripts/bench.sh` times Othello's perft 9.

mod common;

use tablier::engine::new_game;
use tablier::search::perft;

#[test]
fn perft_gives_the_published_counts() {
    let limit: u64 = if cfg!(debug_assertions) { 60_000 } else { 3_100_000 };
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/perft.txt")).expect("tests/perft.txt");
    let mut checked = 0;
    for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#')) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [file, depth, expected] = words[..] else { panic!("tests/perft.txt line {}: {line}", n + 1) };
        let (depth, expected): (u32, u64) = (depth.parse().expect("a depth"), expected.parse().expect("a count"));
        if expected > limit {
            continue;
        }
        let game = common::built_in(file);
        let state = new_game(&game, 1, game.players.len());
        assert_eq!(perft(&game, &state, depth), expected, "{file} perft {depth} (tests/perft.txt line {})", n + 1);
        checked += 1;
    }
    assert!(checked >= 15, "only {checked} counts checked");
}

/// A count past its budget stops cleanly, saying how far it went; the estimate says the size
/// of the search before it starts (Knuth's estimate is exact for a tree of even width).
#[test]
fn perft_stops_at_its_budget_and_estimates_the_search() {
    use tablier::search::{estimate, perft_within, Counted, PerftBudget};
    let game = common::built_in("solitaire-english.json");
    let state = new_game(&game, 1, 1);
    let all = perft(&game, &state, 5);
    let within = perft_within(&game, &state, 5, PerftBudget { nodes: u64::MAX, bytes: usize::MAX });
    assert_eq!(within, Counted::All(all));
    match perft_within(&game, &state, 5, PerftBudget { nodes: 100, bytes: usize::MAX }) {
        Counted::Stopped { counted, nodes, memory } => {
            assert!(counted < all && nodes > 100 && !memory, "{counted} {nodes}");
        }
        other => panic!("the budget of 100 nodes stops the count: {other:?}"),
    }
    let memory = perft_within(&game, &state, 5, PerftBudget { nodes: u64::MAX, bytes: 64 });
    assert!(matches!(memory, Counted::Stopped { memory: true, .. }), "{memory:?}");
    let e = estimate(&game, &state, 1, 4, 7);
    assert_eq!((e.first, e.sequences, e.nodes), (4, 4.0, 4.0));
    let e = estimate(&game, &state, 4, 64, 7);
    assert!(e.sequences > 40.0 && e.sequences < 4000.0, "about 400: {e:?}");
}
