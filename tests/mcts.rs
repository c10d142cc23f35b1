//! Monte Carlo tree search: legal actions only, the same move from the same seed, clearly
//! better than random play in a dice race and at memory, no peeking at face-down cards, and
//! three players; the keep-it-close level adapts to the child's results.

mod common;

use common::*;
use serde_json::{json, Value};
use tablier::engine::{apply, legal_actions, new_game, Action, State, Status};
use tablier::game::Game;
use tablier::rng::Rng;
use tablier::search::{mcts, Budget, ChildResult, KeepClose, Seen};

/// Small enough for the unoptimised test build, large enough to play sensibly.
const BUDGET: Budget = Budget { iterations: 300, actions: 20_000, playout: 30 };

/// A race on a 1 x 12 track, bouncing back from the end: each player brings two geese home to
/// the last square, choosing which one rolls; square 6 sends a goose back to the start.
fn two_geese(players: usize) -> Game {
    let ids = ["ann", "bob", "cat"];
    let types: Vec<Value> = (0..players)
        .map(|i| {
            json!({"id": format!("goose-{i}"), "owners": [ids[i]], "stackable": true, "die": "main",
                   "in_grid": "fixed", "properties": ["home"], "copies": 2,
                   "permissions": {"tray_to_grid": false, "grid_to_tray": false}})
        })
        .collect();
    let trays: Vec<Value> = (0..players)
        .map(|i| {
            json!({"id": format!("start-{i}"), "geometry": {"rows": 1, "columns": 2, "y": 100 + 60 * i},
                   "queue": [format!("goose-{i}"), format!("goose-{i}")], "queue_order": "keep"})
        })
        .collect();
    let people: Vec<Value> =
        (0..players).map(|i| json!({"id": ids[i], "name": ids[i], "tray": format!("start-{i}")})).collect();
    game_of(json!({
        "token_types": types,
        "dice": [
            {"id": "main", "faces": (1..=6).map(|n| json!({"label": n.to_string(), "action": {"do": "move", "cells": n}})).collect::<Vec<_>>()},
            {"id": "trap", "faces": [{"action": {"do": "back-to-tray"}}], "faces_shown": 0}
        ],
        "grid": {
            "geometry": {"rows": 1, "columns": 12}, "order": "keep", "bounce": true,
            "cells": [{"at": [0, 5], "die": "trap"}],
            "zones": [{"id": "end", "properties": ["home"], "cells": [[0, 11]]}]
        },
        "trays": trays,
        "players": people,
        "rules": {"win": {"own_tokens_home": true, "zones_valid_and_tray_empty": false, "zones_valid_and_grid_full": false},
                  "ranking": "first-to-win"}
    }))
}

/// A uniformly random legal action.
fn random_action(g: &Game, s: &State, rng: &mut Rng) -> Option<Action> {
    let mut actions = Vec::new();
    legal_actions(g, s, &mut actions);
    (!actions.is_empty()).then(|| actions[rng.below(actions.len())])
}

/// One game with the search in `seat` and random play elsewhere; checks every search action
/// is legal. Returns the winner, if any.
fn search_against_random(g: &Game, players: usize, seat: usize, seed: u64) -> Option<usize> {
    let mut s = new_game(g, seed, players);
    let mut seen = Seen::of(g, &s);
    let mut rng = Rng::new(seed.wrapping_mul(7919));
    for _ in 0..3_000 {
        if s.is_over() {
            break;
        }
        let action = if s.current == seat {
            let a = mcts(g, &s, &seen, BUDGET, &mut rng).expect("an action").action;
            assert!(legal(g, &s).contains(&a), "{a:?} is not legal");
            a
        } else {
            random_action(g, &s, &mut rng).expect("an action")
        };
        assert!(apply(g, &mut s, action).accepted());
        seen.observe(g, &s);
    }
    (s.status == Status::Won).then_some(s.winner).flatten()
}

/// Wins of the search in `games` games against random players, moving first in half of them.
fn wins_against_random(g: &Game, players: usize, games: u64) -> usize {
    (0..games)
        .filter(|&k| {
            search_against_random(g, players, (k % players as u64) as usize, 100 + k)
                == Some((k % players as u64) as usize)
        })
        .count()
}

#[test]
fn the_dice_race_is_a_real_choice() {
    let g = two_geese(2);
    let s = new_game(&g, 1, 2);
    let actions = legal(&g, &s);
    assert!(actions.iter().filter(|a| matches!(a, Action::Select(_))).count() == 2, "{actions:?}");
}

#[test]
fn the_search_beats_random_play_clearly_in_a_dice_race() {
    // Even odds would give 10 of 20; 16 or more happens by chance less than once in 150.
    let wins = wins_against_random(&two_geese(2), 2, 20);
    assert!(wins >= 16, "the search won only {wins} of 20 dice races");
}

#[test]
fn the_search_beats_random_play_clearly_at_memory() {
    let wins = wins_against_random(&built_in("memory.json"), 2, 20);
    assert!(wins >= 16, "the search won only {wins} of 20 memory games");
}

#[test]
fn three_players_each_get_their_due() {
    // Memory for three: against two random players an even share is 1 in 3; 10 of 15
    // happens by chance less than once in 100.
    let mut design = built_in_json("memory.json");
    design["result_areas"].as_array_mut().expect("result areas").push(
        json!({"id": "found3", "geometry": {"x": 370, "y": 400, "rows": 4, "columns": 4, "cell_width": 40, "cell_height": 40}}),
    );
    design["players"].as_array_mut().expect("players").push(json!({"id": "p3", "result": "found3"}));
    let wins = wins_against_random(&game(&design.to_string()), 3, 15);
    assert!(wins >= 10, "the search won only {wins} of 15 three-player memory games");
    // Chinese checkers for three: only legal actions, the same from the same seed.
    let g = built_in("chinese-checkers.json");
    let mut s = new_game(&g, 2, 3);
    for _ in 0..6 {
        let small = Budget { iterations: 60, actions: 4_000, playout: 40 };
        let seen = Seen::of(&g, &s);
        let a = mcts(&g, &s, &seen, small, &mut Rng::new(5)).expect("an action").action;
        let b = mcts(&g, &s, &seen, small, &mut Rng::new(5)).expect("an action").action;
        assert_eq!(a, b);
        assert!(legal(&g, &s).contains(&a), "{a:?} is not legal");
        ok(&g, &mut s, &tablier::notation::format_action(&g, a));
    }
}

#[test]
fn the_same_seed_gives_the_same_move_and_a_finished_game_none() {
    for (g, players) in [(two_geese(2), 2), (built_in("memory.json"), 2), (built_in("goose.json"), 3)] {
        let mut s = new_game(&g, 4, players);
        let mut rng = Rng::new(1);
        for _ in 0..5 {
            let seen = Seen::of(&g, &s);
            let a = mcts(&g, &s, &seen, BUDGET, &mut Rng::new(9)).map(|f| f.action);
            let b = mcts(&g, &s, &seen, BUDGET, &mut Rng::new(9)).map(|f| f.action);
            assert_eq!(a, b);
            let Some(next) = random_action(&g, &s, &mut rng) else { break };
            apply(&g, &mut s, next);
        }
    }
    let g = built_in("memory.json");
    let mut s = new_game(&g, 1, 2);
    s.status = Status::Draw;
    assert!(mcts(&g, &s, &Seen::of(&g, &s), BUDGET, &mut Rng::new(1)).is_none());
}

/// Memory after the first player turned one card: the state, that card's cell and its
/// partner's (still face down, never seen).
fn one_card_turned(seed: u64) -> (Game, State, u32, u32) {
    let g = built_in("memory.json");
    let mut s = new_game(&g, seed, 2);
    let first = g.grid().cells().next().expect("a cell");
    apply(&g, &mut s, Action::Select(first));
    let turned = s.visible(first).expect("a card");
    let kind = s.tokens[turned as usize].kind;
    let partner = (0..s.tokens.len()).find(|&t| t as u32 != turned && s.tokens[t].kind == kind).expect("a pair");
    (g, s.clone(), first, s.tokens[partner].cell)
}

/// Swap the places of two face-down cards: a game that looks exactly the same to the players.
fn swap(s: &mut State, a: u32, b: u32) {
    let (ta, tb) = (s.top[a as usize], s.top[b as usize]);
    s.top.swap(a as usize, b as usize);
    s.tokens[ta as usize].cell = b;
    s.tokens[tb as usize].cell = a;
}

#[test]
fn the_search_does_not_peek_at_face_down_cards() {
    let mut partners_found = 0;
    for seed in 1..=6 {
        let (g, s, first, partner) = one_card_turned(seed);
        // Another face-down card: the two games differ only in where the partner lies.
        let other = g.grid().cells().find(|&c| c != first && c != partner).expect("a card");
        let mut swapped = s.clone();
        swap(&mut swapped, partner, other);
        let seen = Seen::of(&g, &s);
        for level in [1, 2, 3, 5] {
            let a = tablier::search::choose_knowing(&g, &s, level, &seen, &mut Rng::new(3));
            let b = tablier::search::choose_knowing(&g, &swapped, level, &seen, &mut Rng::new(3));
            assert_eq!(a, b, "seed {seed}, level {level}: the choice depends on a face-down card");
        }
        let a = mcts(&g, &s, &seen, BUDGET, &mut Rng::new(3)).expect("an action").action;
        partners_found += (a == Action::Select(partner)) as usize;
    }
    // One card in 15 is the partner: a peeking search would find it every time.
    assert!(partners_found <= 2, "the partner was found {partners_found} times in 6");
}

#[test]
fn a_card_seen_before_is_remembered() {
    let (g, s, first, partner) = one_card_turned(2);
    // Earlier in the game the partner was shown, then turned back.
    let mut earlier = s.clone();
    let t = earlier.top[partner as usize];
    earlier.tokens[t as usize].face_up = true;
    let mut seen = Seen::of(&g, &s);
    seen.observe(&g, &earlier);
    assert!(seen.knows(t) && !Seen::of(&g, &s).knows(t));
    let a = mcts(&g, &s, &seen, BUDGET, &mut Rng::new(3)).expect("an action").action;
    assert_eq!(a, Action::Select(partner), "turned {first}: the partner at {partner} was seen");
    let level = tablier::search::choose_knowing(&g, &s, 3, &seen, &mut Rng::new(3));
    assert_eq!(level, Some(Action::Select(partner)));
}

#[test]
fn seen_cards_are_replayed_from_the_log() {
    let g = built_in("memory.json");
    let cells: Vec<u32> = g.grid().cells().collect();
    let start = new_game(&g, 3, 2);
    let log = [Action::Select(cells[0]), Action::Select(cells[5]), Action::Select(cells[1])];
    let shown: Vec<u32> = [0, 5, 1].iter().map(|&i| start.top[cells[i] as usize]).collect();
    let seen = Seen::replay(&g, 3, 2, &log);
    let known: Vec<u32> = (0..start.tokens.len() as u32).filter(|t| seen.knows(*t)).collect();
    let mut expected = shown.clone();
    expected.sort();
    assert_eq!(known, expected);
}

#[test]
fn keep_close_gets_weaker_after_the_child_loses_and_stronger_after_a_win() {
    let start = KeepClose::default().strength();
    let lost = KeepClose { results: vec![ChildResult::Lost; 2] };
    let won = KeepClose { results: vec![ChildResult::Won; 2] };
    assert!(lost.strength() < start && start < won.strength());
    // It follows the last games: losses after wins bring it down again.
    let turned = KeepClose { results: [vec![ChildResult::Won; 4], vec![ChildResult::Lost; 3]].concat() };
    let peak = KeepClose { results: vec![ChildResult::Won; 4] };
    assert!(turned.strength() < peak.strength());
    // Within the levels whatever happens; a draw changes nothing.
    assert_eq!(KeepClose { results: vec![ChildResult::Lost; 30] }.strength(), 1.0);
    assert_eq!(KeepClose { results: vec![ChildResult::Won; 30] }.strength(), 5.0);
    let drawn = KeepClose { results: vec![ChildResult::Draw; 3] };
    assert_eq!(drawn.strength(), start);
}

#[test]
fn keep_close_plays_at_the_levels_its_strength_says() {
    let (g, s) = {
        let g = built_in("tic-tac-toe.json");
        let s = new_game(&g, 1, 2);
        (g, s)
    };
    let levels = |k: &KeepClose| {
        let mut rng = Rng::new(4);
        (0..200).map(|_| k.level(&g, &s, &mut rng) as u32).sum::<u32>() as f64 / 200.0
    };
    let weak = levels(&KeepClose { results: vec![ChildResult::Lost; 5] });
    let strong = levels(&KeepClose { results: vec![ChildResult::Won; 6] });
    let middle = levels(&KeepClose { results: vec![ChildResult::Won; 3] });
    assert_eq!(weak, 1.0);
    assert_eq!(strong, 5.0);
    // Strength 3.5: levels 3 and 4 about equally often.
    assert!((3.3..3.7).contains(&middle), "{middle}");
    let action = KeepClose::default().choose(&g, &s, &Seen::of(&g, &s), &mut Rng::new(1)).expect("an action");
    assert!(legal(&g, &s).contains(&action));
}
