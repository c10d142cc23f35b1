//! The solver chooses its search by what the design says: depth-first for jump-capture
//! designs (every solution has the same length), with the three-colour proof of impossibility;
//! IDA* for sliding puzzles, as short as breadth-first; budgets that stop with a sentence.

mod common;

use std::collections::{HashMap, VecDeque};

use common::*;
use serde_json::{json, Value};
use tablier::engine::{apply, legal_actions, new_game, State, Status};
use tablier::game::Game;
use tablier::search::{solve, Limits, Search, Solution};

fn test_design(file: &str) -> Value {
    let path = format!("{}/tests/designs/{file}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

/// The actions win when the engine plays them from the start.
fn replays_to_a_win(g: &Game, start: &State, actions: &[tablier::engine::Action]) -> bool {
    let mut s = start.clone();
    actions.iter().all(|&a| apply(g, &mut s, a).accepted()) && s.status == Status::Won
}

#[test]
fn english_solitaire_is_solved_in_31_jumps_that_replay_to_a_win() {
    let g = built_in("solitaire-english.json");
    let s = start(&g);
    let Solution::Found { actions, shortest, search, .. } = solve(&g, &s, Limits::default()) else {
        panic!("no solution")
    };
    assert_eq!(actions.len(), 31);
    assert!(shortest, "every solution of 32 pegs to 1 takes 31 jumps");
    assert_eq!(search, Search::SameLength);
    assert!(replays_to_a_win(&g, &s, &actions));
}

#[test]
fn french_solitaire_with_its_centre_empty_is_proven_impossible_with_the_reason() {
    let g = game_of(test_design("solitaire-french-centre.json"));
    let Solution::Impossible { why: Some(why), .. } = solve(&g, &start(&g), Limits::default()) else {
        panic!("not proven impossible")
    };
    assert!(why.en.starts_with("No solution: this board can never end with one peg left"), "{}", why.en);
    assert!(why.en.contains("colours"), "{}", why.en);
    assert!(why.fr.starts_with("Pas de solution\u{a0}: ce plateau ne peut jamais finir avec 1 pion"), "{}", why.fr);
}

#[test]
fn jumps_along_a_colour_claim_nothing() {
    // With the diagonals as well, every three-colouring has a direction along one colour:
    // the argument no longer holds, so the solver must not claim impossibility from it.
    let mut d = test_design("solitaire-french-centre.json");
    let all = json!(["up", "down", "left", "right", "up-left", "up-right", "down-left", "down-right"]);
    merge(&mut d, json!({"grid": {"moves": all}}));
    let g = game_of(d);
    let quick = Limits { depth_nodes: 20_000, ..Limits::default() };
    let result = solve(&g, &start(&g), quick);
    assert!(!matches!(result, Solution::Impossible { why: Some(_), .. }), "{result:?}");
    // A board that only a diagonal jump can finish: the colourings are worked out from the
    // directions it has, and the solver finds the jump.
    let d = json!({"token_types": [{"id": "peg", "in_grid": "jump-capture"}],
        "grid": {"geometry": {"rows": 3, "columns": 3}, "order": "keep", "moves": ["down-right"],
                 "tokens": [{"type": "peg", "at": [0, 0]}, {"type": "peg", "at": [1, 1]}]},
        "rules": {"win": {"tokens_left": 1}}});
    let g = game_of(d);
    let Solution::Found { actions, .. } = solve(&g, &start(&g), Limits::default()) else { panic!("not solved") };
    assert_eq!(actions.len(), 1);
}

/// The length of a shortest win by a plain breadth-first search over whole states.
fn breadth_first_length(g: &Game, s: &State) -> usize {
    let mut seen: HashMap<Vec<u32>, usize> = HashMap::new();
    let mut queue = VecDeque::from([s.clone()]);
    seen.insert(s.top.clone(), 0);
    let mut actions = Vec::new();
    while let Some(state) = queue.pop_front() {
        let depth = seen[&state.top];
        legal_actions(g, &state, &mut actions);
        for &a in &actions {
            let mut child = state.clone();
            if !apply(g, &mut child, a).accepted() || seen.contains_key(&child.top) {
                continue;
            }
            if child.status == Status::Won {
                return depth + 1;
            }
            seen.insert(child.top.clone(), depth + 1);
            queue.push_back(child);
        }
    }
    usize::MAX
}

#[test]
fn sliding_puzzles_are_solved_as_short_as_breadth_first() {
    let g = built_in("taquin.json");
    for seed in [1, 2] {
        let s = new_game(&g, seed, 1);
        let Solution::Found { actions, shortest, search, .. } = solve(&g, &s, Limits::default()) else { panic!() };
        assert!(shortest);
        assert_eq!(search, Search::IdaStar);
        assert!(replays_to_a_win(&g, &s, &actions));
        assert_eq!(actions.len(), breadth_first_length(&g, &s), "seed {seed}");
    }
}

#[test]
fn a_4x4_sliding_puzzle_shuffled_by_40_slides_is_solved_shortest() {
    let g = game_of(test_design("taquin-4x4.json"));
    let s = start(&g);
    let Solution::Found { actions, shortest, .. } = solve(&g, &s, Limits::default()) else { panic!("not solved") };
    assert!(shortest);
    assert!(actions.len() <= 40, "40 slides shuffled it");
    assert_eq!(actions.len(), 28);
    assert!(replays_to_a_win(&g, &s, &actions));
}

#[test]
fn a_huge_search_stops_at_its_budget_with_a_sentence() {
    // Tokens that go anywhere on a 30 x 30 grid: hundreds of thousands of actions a position.
    let tokens: Vec<Value> = (0..450).map(|i| json!({"type": "a", "at": [i * 2 / 30, i * 2 % 30]})).collect();
    let d = json!({"token_types": [{"id": "a"}],
        "grid": {"geometry": {"rows": 30, "columns": 30}, "order": "keep", "tokens": tokens},
        "rules": {"win": {"grid_full": true}}});
    let g = game_of(d);
    let small = Limits { breadth_positions: 1_000, depth_nodes: 2_000, beam_width: 10, memory: 16 << 20 };
    let Solution::GaveUp { why, .. } = solve(&g, &start(&g), small) else { panic!("did not stop") };
    assert!(why.en.contains("budget"), "{}", why.en);
    assert!(why.en.contains("a 30 x 30 grid, 450 tokens, 202500 actions from the start"), "{}", why.en);
    assert!(why.fr.contains("limite"), "{}", why.fr);
}
