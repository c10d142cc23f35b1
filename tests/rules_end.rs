//! Rule tests (docs/model.md §4.10, §3.12, §4.1): the end of a game, new games and undo/redo.

mod common;

use std::sync::Arc;

use common::*;
use serde_json::{json, Value};
use tablier::engine::{apply, new_game, Event, Finish, Play, Refusal, State, Status};
use tablier::game::Game;
use tablier::search::{solve, Limits, Solution};

// ---------------------------------------------------------------------------------------------
// §4.10 The end.

#[test]
fn win_grid_empty() {
    let g = cards(
        &["a", "a", "b", "b"],
        json!({"rules": {"if_matched": "remove", "win": win(json!({"grid_empty": true}))}}),
    );
    let mut s = start(&g);
    ok(&g, &mut s, "select grid:0,0");
    ok(&g, &mut s, "select grid:0,1");
    assert_eq!(s.status, Status::Playing);
    ok(&g, &mut s, "select grid:0,2");
    let o = ok(&g, &mut s, "select grid:0,3");
    assert_eq!(s.status, Status::Won);
    assert_eq!(s.winner, Some(0));
    assert_eq!(s.players[0].finish, Some(Finish::Won));
    assert!(has_event(&o.events, |e| *e == Event::GameOver));
    assert_eq!(said(&o), "Well done! You have won!");
    assert_eq!(refused(&g, &mut s, "select grid:0,0"), Refusal::GameOver);
    assert!(legal(&g, &s).is_empty());
}

#[test]
fn stars_reward_a_game_won_with_few_mistakes() {
    let g = cards(
        &["a", "a", "b", "b", "c", "c", "d", "d"],
        json!({"rules": {"if_matched": "remove", "win": win(json!({"grid_empty": true}))}}),
    );
    let pairs = "select grid:0,0\nselect grid:0,1\nselect grid:0,2\nselect grid:0,3\n\
                 select grid:0,4\nselect grid:0,5\nselect grid:0,6\nselect grid:0,7";
    let mut s = start(&g);
    assert_eq!(tablier::engine::stars(&s, 0), None, "no stars while playing");
    play_all(&g, &mut s, pairs);
    assert_eq!(tablier::engine::stars(&s, 0), Some(3), "no mistake: three stars");
    // Cards that turn back are part of playing memory: counted (the teacher's results, the
    // fewest errors' ranking) but never "not allowed", and no star is lost for them.
    for wrong in [1, 3] {
        let mut s = start(&g);
        for _ in 0..wrong {
            act(&g, &mut s, "select grid:0,0");
            act(&g, &mut s, "select grid:0,2");
            s.settle();
        }
        play_all(&g, &mut s, pairs);
        assert_eq!(s.status, Status::Won);
        assert_eq!((s.players[0].errors, s.players[0].misses), (wrong, wrong));
        assert_eq!(tablier::engine::stars(&s, 0), Some(3), "{wrong} pairs turned back");
        assert_eq!(tablier::engine::stars_why(&s, 0), None);
    }
}

#[test]
fn stars_fall_with_the_help_used_and_the_card_says_why() {
    use tablier::engine::{stars, stars_why};
    let g = cards(
        &["a", "a", "b", "b", "c", "c", "d", "d"],
        json!({"rules": {"if_matched": "remove", "win": win(json!({"grid_empty": true}))}}),
    );
    let mut s = start(&g);
    play_all(
        &g,
        &mut s,
        "select grid:0,0\nselect grid:0,1\nselect grid:0,2\nselect grid:0,3\n\
                          select grid:0,4\nselect grid:0,5\nselect grid:0,6\nselect grid:0,7",
    );
    let moves = s.players[0].moves;
    assert_eq!(stars(&s, 0), Some(3));
    assert_eq!(stars_why(&s, 0), None, "three stars need no word");
    // Some help (at most a step for two moves): two stars; more: one, as when shown most moves.
    assert_eq!(stars(&s, 1), Some(2));
    assert_eq!(stars(&s, moves / 2), Some(2));
    assert_eq!(stars(&s, moves / 2 + 1), Some(1));
    assert_eq!(stars(&s, 24), Some(1));
    let why = stars_why(&s, 24).unwrap();
    assert!(why.en.starts_with("You used help 24 times."), "{}", why.en);
    assert!(why.fr.starts_with("Tu as utilisé l'aide 24 fois."), "{}", why.fr);
    assert!(stars_why(&s, 1).unwrap().en.starts_with("You used help once."));
}

#[test]
fn win_grid_empty_ends_the_game_for_everyone_even_when_one_does_not_end_all() {
    let g = cards(
        &["a", "a"],
        json!({
            "players": two_players(),
            "rules": {"if_matched": "remove", "one_ends_all": false, "win": win(json!({"grid_empty": true}))},
        }),
    );
    let mut s = start(&g);
    ok(&g, &mut s, "select grid:0,0");
    ok(&g, &mut s, "select grid:0,1");
    assert_eq!(s.status, Status::Won);
    assert!(s.players.iter().all(|p| p.finish.is_some()), "both players have finished");
    assert_eq!(s.winner, Some(0), "Ann has the only pair");
}

/// A 1 x 4 grid whose last cell is not playable; a token in (0,1), optionally a fixed
/// decoration in (0,2), and one more token in the player's tray.
fn full_game(decoration: bool) -> Game {
    let placed: Vec<(&str, u32, u32)> = if decoration { vec![("m", 0, 1), ("deco", 0, 2)] } else { vec![("m", 0, 1)] };
    game_of(json!({
        "token_types": [{"id": "m"}, {"id": "deco", "mode": "fixed"}],
        "grid": {
            "geometry": geo(1, 4, 0, 0),
            "order": "keep",
            "cells": [{"at": [0, 3], "playable": false}],
            "tokens": place(&placed),
        },
        "trays": [{"id": "tray", "geometry": geo(1, 1, 0, 1000), "queue": ["m"]}],
        "players": [{"id": "p", "tray": "tray"}],
        "rules": {"win": win(json!({"grid_full": true}))},
    }))
}

#[test]
fn win_grid_full_counts_fixed_tokens_and_ignores_unplayable_cells() {
    let g = full_game(true);
    let mut s = start(&g);
    ok(&g, &mut s, "move tray:0,0 grid:0,0");
    assert_eq!(s.status, Status::Won);
    let g = full_game(false);
    let mut s = start(&g);
    ok(&g, &mut s, "move tray:0,0 grid:0,0");
    assert_eq!(s.status, Status::Playing, "(0,2) is still empty");
}

#[test]
fn win_tray_empty_needs_the_queue_empty_too() {
    let g = tray_game(1, &["a", "b"], "keep", json!({"win": win(json!({"tray_empty": true}))}), false);
    let mut s = start(&g);
    ok(&g, &mut s, "move tray:0,0 grid:0,0");
    assert_eq!(s.status, Status::Playing, "refilled from the queue");
    ok(&g, &mut s, "move tray:0,0 grid:0,1");
    assert_eq!(s.status, Status::Won);
}

#[test]
fn win_tray_empty_needs_the_waiting_area_empty_too() {
    let g = tray_game(2, &["a", "b"], "keep", json!({"win": win(json!({"tray_empty": true}))}), true);
    let mut s = start(&g);
    ok(&g, &mut s, "move tray:0,0 wait:0,0");
    ok(&g, &mut s, "move tray:0,1 grid:0,0");
    assert_eq!(s.status, Status::Playing, "a token still waits in the waiting area");
    ok(&g, &mut s, "move wait:0,0 grid:0,1");
    assert_eq!(s.status, Status::Won);
}

#[test]
fn win_tray_empty_without_a_tray_counts_as_empty() {
    let g = turns_game(json!([{"id": "p"}]), json!({"win": win(json!({"tray_empty": true}))}));
    let mut s = start(&g);
    ok(&g, &mut s, "move grid:0,1 grid:0,2");
    assert_eq!(s.status, Status::Won);
}

/// Zones "r" (red) in (0,0) and "b" (blue) in (0,1) of a 1 x 3 grid.
fn zones_game(placed: &[(&str, u32, u32)], queue: &[&str], rules: Value) -> Game {
    game_of(json!({
        "token_types": [
            {"id": "red", "properties": ["red"]},
            {"id": "blue", "properties": ["blue"]},
            {"id": "plain"},
            {"id": "deco", "mode": "fixed"},
        ],
        "grid": {
            "geometry": geo(1, 3, 0, 0),
            "order": "keep",
            "zones": [
                {"id": "r", "properties": ["red"], "cells": [[0, 0]]},
                {"id": "b", "properties": ["blue"], "cells": [[0, 1]]},
            ],
            "tokens": place(placed),
        },
        "trays": [{"id": "tray", "geometry": geo(1, 3, 0, 1000), "queue": queue, "queue_order": "keep"}],
        "players": [{"id": "p", "tray": "tray"}],
        "rules": rules,
    }))
}

#[test]
fn win_zones_valid() {
    let g = zones_game(&[("red", 0, 2)], &["plain"], json!({"win": win(json!({"zones_valid": true}))}));
    let mut s = start(&g);
    ok(&g, &mut s, "move tray:0,0 grid:0,1");
    assert_eq!(s.status, Status::Playing, "the red token lies in the rest of the grid");
    ok(&g, &mut s, "move grid:0,2 grid:0,0");
    assert_eq!(s.status, Status::Won);
}

#[test]
fn win_zones_valid_and_tray_empty() {
    let g = zones_game(&[], &["red", "blue"], json!({}));
    let mut s = start(&g);
    ok(&g, &mut s, "move tray:0,0 grid:0,0");
    assert_eq!(s.status, Status::Playing, "zones valid, tray not empty");
    ok(&g, &mut s, "move tray:0,1 grid:0,1");
    assert_eq!(s.status, Status::Won);
}

#[test]
fn win_zones_valid_and_grid_full() {
    let g = zones_game(&[("deco", 0, 2)], &["red", "blue", "plain"], json!({}));
    let mut s = start(&g);
    ok(&g, &mut s, "move tray:0,0 grid:0,0");
    assert_eq!(s.status, Status::Playing, "zones valid, grid not full");
    ok(&g, &mut s, "move tray:0,1 grid:0,1");
    assert_eq!(s.status, Status::Won, "grid full (the decoration counts), though the tray is not empty");
}

#[test]
fn win_guard_a_design_with_no_zone_properties_is_not_won_by_the_defaults() {
    let g = game_of(json!({
        "token_types": [{"id": "a"}],
        "grid": {"geometry": geo(1, 2, 0, 0), "order": "keep", "tokens": place(&[("a", 0, 0)])},
        "trays": [{"id": "tray", "geometry": geo(1, 1, 0, 1000), "queue": ["a"]}],
        "players": [{"id": "p", "tray": "tray"}],
    }));
    let mut s = start(&g);
    ok(&g, &mut s, "move tray:0,0 grid:0,1");
    assert_eq!(s.status, Status::Playing, "grid full and tray empty, but no zone has designer properties");
    assert_eq!(s.players[0].finish, None);
}

#[test]
fn win_tokens_left() {
    let g = mover(
        1,
        4,
        json!({"in_grid": "jump-capture"}),
        &[("t", 0, 0), ("t", 0, 1)],
        json!({"rules": {"win": {"tokens_left": 1}}}),
    );
    let mut s = start(&g);
    ok(&g, &mut s, "move grid:0,0 grid:0,2");
    assert_eq!(s.status, Status::Won);
    assert_eq!(s.winner, Some(0));
}

#[test]
fn lose_at_max_moves() {
    let g = turns_game(json!([{"id": "p"}]), json!({"lose": {"max_moves": 2}}));
    let mut s = start(&g);
    ok(&g, &mut s, "move grid:0,1 grid:0,2");
    assert_eq!(s.status, Status::Playing);
    let o = ok(&g, &mut s, "move grid:0,2 grid:0,1");
    assert_eq!(s.status, Status::Lost);
    assert_eq!(s.winner, None);
    assert_eq!(s.players[0].finish, Some(Finish::Lost));
    assert_eq!(said(&o), "You have lost.");
}

#[test]
fn lose_at_max_errors() {
    let g = turns_game(json!([{"id": "p"}]), json!({"lose": {"max_errors": 2}, "lost_message": "Try again!"}));
    let mut s = start(&g);
    act(&g, &mut s, "move grid:0,0 grid:0,3");
    assert_eq!(s.status, Status::Playing);
    ok(&g, &mut s, "move grid:0,1 grid:0,2");
    let o = act(&g, &mut s, "move grid:0,0 grid:0,3");
    assert_eq!(moves(&s, 0), (3, 2));
    assert_eq!(s.status, Status::Lost);
    assert_eq!(said(&o), "Try again!");
}

#[test]
fn one_ends_all_on_the_first_to_finish_ends_the_game() {
    let g = turns_game(two_players(), json!({"lose": {"max_errors": 1}}));
    let mut s = start(&g);
    act(&g, &mut s, "move grid:0,0 grid:0,3");
    assert_ne!(s.status, Status::Playing);
    assert_eq!(s.players[0].finish, Some(Finish::Lost));
    assert_eq!(s.players[1].finish, Some(Finish::Stopped));
    assert_eq!(refused(&g, &mut s, "move grid:0,1 grid:0,2"), Refusal::GameOver);
}

#[test]
fn one_ends_all_off_the_others_continue() {
    let g =
        turns_game(two_players(), json!({"lose": {"max_errors": 1}, "one_ends_all": false, "play_to_the_end": true}));
    let mut s = start(&g);
    act(&g, &mut s, "move grid:0,0 grid:0,3");
    assert_eq!(s.status, Status::Playing);
    assert_eq!(s.players[0].finish, Some(Finish::Lost));
    assert_eq!(s.current, 1);
    ok(&g, &mut s, "move grid:0,1 grid:0,2");
    assert_eq!(s.current, 1, "Bob plays on alone");
    act(&g, &mut s, "move grid:0,0 grid:0,3");
    assert_eq!(s.status, Status::Lost, "everyone lost");
    assert_eq!(s.winner, None);
}

#[test]
fn ranking_first_to_win() {
    let g = game_of(json!({
        "token_types": [{"id": "m"}],
        "grid": {"geometry": geo(1, 4, 0, 0)},
        "trays": [
            {"id": "ta", "geometry": geo(1, 1, 0, 1000), "queue": ["m"]},
            {"id": "tb", "geometry": geo(1, 1, 0, 2000), "queue": ["m", "m"]},
        ],
        "players": [{"id": "ann", "name": "Ann", "tray": "ta"}, {"id": "bob", "name": "Bob", "tray": "tb"}],
        "rules": {"win": win(json!({"tray_empty": true})), "one_ends_all": false, "play_to_the_end": true},
    }));
    let mut s = start(&g);
    ok(&g, &mut s, "move ta:0,0 grid:0,0");
    assert_eq!(s.players[0].finish, Some(Finish::Won));
    assert_eq!(s.status, Status::Playing);
    assert_eq!(s.current, 1);
    ok(&g, &mut s, "move tb:0,0 grid:0,1");
    assert_eq!(s.current, 1, "Ann is asleep");
    let o = ok(&g, &mut s, "move tb:0,0 grid:0,2");
    assert_eq!(s.players[1].finish, Some(Finish::Won));
    assert_eq!(s.status, Status::Won);
    assert_eq!(s.winner, Some(0), "Ann won first");
    assert_eq!(said(&o), "Ann wins! Well done!");
}

#[test]
fn one_ends_all_off_the_game_stops_when_one_player_is_left() {
    let g = turns_game(two_players(), json!({"lose": {"max_errors": 1}, "one_ends_all": false}));
    let mut s = start(&g);
    act(&g, &mut s, "move grid:0,0 grid:0,3");
    assert_eq!(s.players[0].finish, Some(Finish::Lost));
    assert_eq!(s.players[1].finish, Some(Finish::Stopped), "Bob is the only one left: the game ends");
    assert_eq!(s.status, Status::Won);
    assert_eq!(s.winner, Some(1));
}

#[test]
fn ranking_first_to_win_names_the_last_player_standing() {
    // Nobody met a win condition: Ann lost, which ends the game for everyone, and Bob, the
    // only player who did not lose, is named the winner.
    let g = turns_game(two_players(), json!({"lose": {"max_errors": 1}}));
    let mut s = start(&g);
    let o = act(&g, &mut s, "move grid:0,0 grid:0,3");
    assert_eq!(s.players[0].finish, Some(Finish::Lost));
    assert_eq!(s.status, Status::Won);
    assert_eq!(s.winner, Some(1));
    assert_eq!(said(&o), "Bob wins! Well done!");
}

fn pairs_game(layout: &[&str], ranking: &str) -> Game {
    cards(
        layout,
        json!({
            "players": two_players(),
            "rules": {"if_matched": "remove", "ranking": ranking, "win": win(json!({"grid_empty": true}))},
        }),
    )
}

#[test]
fn a_memory_with_no_ranking_chosen_crowns_the_most_pairs() {
    // The designer's memory leaves the ranking alone: pairs going to result areas make it
    // "most tokens won", not "first to win" (which crowned whoever took the last pair).
    let g = pairs_game(&["a", "a", "b", "b", "c", "c"], "auto");
    assert_eq!(g.ranking(), tablier::model::Ranking::MostTokens);
    let mut s = start(&g);
    for (c1, c2) in [(0, 2), (0, 1), (2, 4), (2, 3), (4, 5)] {
        act(&g, &mut s, &format!("select grid:0,{c1}"));
        act(&g, &mut s, &format!("select grid:0,{c2}"));
    }
    assert_eq!((s.players[0].tokens_won, s.players[1].tokens_won), (2, 4), "Ann took the last pair only");
    assert_eq!(s.status, Status::Won);
    assert_eq!(s.winner, Some(1), "Bob has two pairs");
    let default = game_of(json!({"token_types": [{"id": "t"}], "grid": {"tokens": place(&[("t", 0, 0)])}}));
    assert_eq!(default.ranking(), tablier::model::Ranking::FirstToWin, "a design with no groups to count");
}

#[test]
fn ranking_most_tokens() {
    let g = pairs_game(&["a", "a", "b", "b", "c", "c"], "most-tokens");
    let mut s = start(&g);
    for (c1, c2) in [(0, 1), (2, 3), (4, 5)] {
        ok(&g, &mut s, &format!("select grid:0,{c1}"));
        ok(&g, &mut s, &format!("select grid:0,{c2}"));
    }
    assert_eq!((s.players[0].tokens_won, s.players[1].tokens_won), (4, 2));
    assert_eq!(s.status, Status::Won);
    assert_eq!(s.winner, Some(0));
}

#[test]
fn ranking_most_tokens_tie_is_a_draw() {
    let g = pairs_game(&["a", "a", "b", "b"], "most-tokens");
    let mut s = start(&g);
    ok(&g, &mut s, "select grid:0,0");
    ok(&g, &mut s, "select grid:0,1");
    ok(&g, &mut s, "select grid:0,2");
    let o = ok(&g, &mut s, "select grid:0,3");
    assert_eq!(s.status, Status::Draw);
    assert_eq!(s.winner, None);
    assert_eq!(said(&o), "It's a draw!");
}

#[test]
fn ranking_fewest_errors() {
    let g = pairs_game(&["a", "b", "a", "b"], "fewest-errors");
    let mut s = start(&g);
    ok(&g, &mut s, "select grid:0,0");
    ok(&g, &mut s, "select grid:0,1"); // Ann: a mismatch
    assert_eq!(s.current, 1);
    ok(&g, &mut s, "select grid:0,0");
    ok(&g, &mut s, "select grid:0,2"); // Bob: a pair
    ok(&g, &mut s, "select grid:0,1");
    ok(&g, &mut s, "select grid:0,3"); // Ann: the last pair, emptying the grid
    assert_eq!(s.players[0].finish, Some(Finish::Stopped), "emptying the grid ends the game; the count decides");
    assert_eq!((s.players[0].errors, s.players[1].errors), (1, 0));
    assert_eq!(s.status, Status::Won);
    assert_eq!(s.winner, Some(1), "Bob made fewer errors");
}

#[test]
fn stuck_game_ends_and_one_player_has_lost() {
    let no_tray = json!({"trays": [], "players": [{"id": "p", "result": "res"}]});
    let g = mover(1, 4, json!({"in_grid": "jump-capture"}), &[("t", 0, 0), ("t", 0, 1)], no_tray);
    let mut s = start(&g);
    let o = ok(&g, &mut s, "move grid:0,0 grid:0,2");
    assert!(has_event(&o.events, |e| *e == Event::Stuck));
    assert!(said(&o).starts_with("No more moves are possible."), "{}", said(&o));
    assert_eq!(s.status, Status::Lost);
    assert_eq!(s.winner, None);
    assert!(legal(&g, &s).is_empty());
}

#[test]
fn stuck_at_the_start_ends_at_once() {
    let g = game_of(json!({
        "token_types": [{"id": "deco", "mode": "fixed"}],
        "grid": {"geometry": geo(1, 2, 0, 0), "tokens": place(&[("deco", 0, 0)])},
    }));
    let s = start(&g);
    assert_eq!(s.status, Status::Lost, "nobody can do anything");
    assert!(legal(&g, &s).is_empty());
}

// ---------------------------------------------------------------------------------------------
// New game (§3.12, §4.1).

fn memory16(order: &str) -> Game {
    let colours = ["red", "blue", "green", "yellow", "purple", "orange", "pink", "black"];
    let types: Vec<Value> =
        colours.iter().map(|c| json!({"id": c, "mode": "select", "properties": [c], "copies": 2})).collect();
    let placed: Vec<(&str, u32, u32)> = (0..16).map(|i| (colours[i / 2], i as u32 / 4, i as u32 % 4)).collect();
    game_of(json!({
        "token_types": types,
        "grid": {"geometry": geo(4, 4, 0, 0), "order": order, "tokens": place(&placed)},
        "players": two_players(),
        "rules": {"if_matched": "remove", "win": win(json!({"grid_empty": true}))},
    }))
}

#[test]
fn new_game_same_seed_same_state() {
    let g = memory16("random");
    for seed in [0, 1, 42, u64::MAX] {
        assert_eq!(new_game(&g, seed, 2), new_game(&g, seed, 2), "seed {seed}");
    }
}

#[test]
fn new_game_different_seeds_shuffle_differently() {
    let g = memory16("random");
    let designed = board(&g, &new_game(&memory16("keep"), 1, 2), "grid");
    let layouts: Vec<Vec<String>> = (1..=10).map(|seed| board(&g, &new_game(&g, seed, 2), "grid")).collect();
    for (i, l) in layouts.iter().enumerate() {
        let mut a = l.clone();
        let mut b = designed.clone();
        a.sort();
        b.sort();
        assert_eq!(a, b, "seed {}: the same tokens, every cell filled", i + 1);
        assert_ne!(*l, designed, "seed {}: not shuffled", i + 1);
        for (j, m) in layouts.iter().enumerate().skip(i + 1) {
            assert_ne!(l, m, "seeds {} and {} give the same layout", i + 1, j + 1);
        }
    }
}

#[test]
fn new_game_keep_order_keeps_positions() {
    let g = memory16("keep");
    let expected: Vec<String> = ["red", "blue", "green", "yellow", "purple", "orange", "pink", "black"]
        .iter()
        .flat_map(|c| [c.to_string(), c.to_string()])
        .collect();
    for seed in 1..=5 {
        assert_eq!(board(&g, &new_game(&g, seed, 2), "grid"), expected, "seed {seed}");
    }
}

#[test]
fn new_game_shuffle_keeps_non_stackable_tokens_alone() {
    let g = game_of(json!({
        "token_types": [{"id": "coin", "stackable": true}, {"id": "cat"}],
        "grid": {"geometry": geo(1, 2, 0, 0), "tokens": place(&[("coin", 0, 0), ("coin", 0, 0), ("cat", 0, 1)])},
    }));
    for seed in 1..=20 {
        let s = new_game(&g, seed, 1);
        for c in ["grid:0,0", "grid:0,1"] {
            let here = stack(&g, &s, c);
            assert!(
                here.len() < 2 || here.iter().all(|t| t == "coin"),
                "seed {seed}: {c} holds {here:?}, but the cat is not stackable"
            );
        }
    }
}

#[test]
fn new_game_shuffle_leaves_fixed_tokens_in_place_beneath() {
    let g = game_of(json!({
        "token_types": [{"id": "deco", "mode": "fixed"}, {"id": "a"}, {"id": "b"}, {"id": "c"}],
        "grid": {
            "geometry": geo(1, 4, 0, 0),
            "tokens": place(&[("deco", 0, 0), ("a", 0, 0), ("b", 0, 1), ("c", 0, 2), ("deco", 0, 3)]),
        },
    }));
    let mut layouts = Vec::new();
    for seed in 1..=10 {
        let s = new_game(&g, seed, 1);
        assert_eq!(stack(&g, &s, "grid:0,0").last().map(String::as_str), Some("deco"), "seed {seed}");
        assert_eq!(stack(&g, &s, "grid:0,0").len(), 2, "seed {seed}");
        assert_eq!(stack(&g, &s, "grid:0,3"), ["deco"], "seed {seed}: fixed tokens keep their cells");
        layouts.push(board(&g, &s, "grid"));
    }
    assert!(layouts.windows(2).any(|w| w[0] != w[1]), "the free tokens were never shuffled");
}

/// The thesis's taquin (§7.2): tokens 1 to 8 move one cell, each with a zone on its target
/// cell; edge cells stop wrap-around; the ninth cell stays in the rest of the grid.
fn taquin() -> Game {
    let mut types = Vec::new();
    let mut zones = Vec::new();
    let mut placed = Vec::new();
    for n in 1..=8u32 {
        let (r, c) = ((n - 1) / 3, (n - 1) % 3);
        types.push(json!({"id": format!("t{n}"), "properties": [format!("p{n}")], "in_grid": "one-cell"}));
        zones.push(json!({"id": format!("z{n}"), "properties": [format!("p{n}")], "cells": [[r, c]]}));
        placed.push(json!({"type": format!("t{n}"), "at": [r, c]}));
    }
    let mut cells = Vec::new();
    for r in 0..3u32 {
        for c in 0..3u32 {
            let mut dirs = Vec::new();
            if r > 0 {
                dirs.push("up");
            }
            if r < 2 {
                dirs.push("down");
            }
            if c > 0 {
                dirs.push("left");
            }
            if c < 2 {
                dirs.push("right");
            }
            cells.push(json!({"at": [r, c], "moves": dirs}));
        }
    }
    game_of(json!({
        "token_types": types,
        "grid": {"geometry": geo(3, 3, 0, 0), "order": "random", "cells": cells, "zones": zones, "tokens": placed},
        "rules": {"if_not_matched": "accept", "win": win(json!({"zones_valid": true}))},
    }))
}

fn taquin_solved(g: &Game, s: &State) -> bool {
    (1..=8u32).all(|n| at(g, s, &format!("grid:{},{}", (n - 1) / 3, (n - 1) % 3)) == Some(format!("t{n}")))
}

#[test]
fn new_game_shuffled_sliding_puzzle_is_never_solved_and_always_solvable() {
    let g = taquin();
    for seed in 0..40 {
        let s = new_game(&g, seed, 1);
        assert_eq!(s.status, Status::Playing, "seed {seed}");
        assert!(
            !taquin_solved(&g, &s),
            "seed {seed}: already solved\n{}",
            tablier::terminal::render(&g, &s, true, tablier::lang::Lang::En)
        );
    }
    for seed in [1, 2, 3] {
        let s = new_game(&g, seed, 1);
        match solve(&g, &s, Limits::default()) {
            Solution::Found { actions, .. } => {
                let mut s = s.clone();
                for a in actions {
                    assert!(apply(&g, &mut s, a).accepted());
                }
                assert_eq!(s.status, Status::Won, "seed {seed}");
                assert!(taquin_solved(&g, &s), "seed {seed}");
            }
            other => panic!("seed {seed}: the shuffled taquin is not solvable: {other:?}"),
        }
    }
}

#[test]
fn new_game_one_designer_player_gives_numbered_players() {
    let g = game_of(json!({
        "token_types": [{"id": "a"}],
        "grid": {"geometry": geo(1, 2, 0, 0), "tokens": place(&[("a", 0, 0)])},
        "players": [{"id": "kid", "name": "Kid"}],
    }));
    let s = new_game(&g, 1, 3);
    let names: Vec<&str> = s.players.iter().map(|p| p.name.en.as_str()).collect();
    assert_eq!(names, ["Kid 1", "Kid 2", "Kid 3"]);
    assert!(s.players.iter().all(|p| p.design_player == 0 && p.moves == 0 && p.finish.is_none()));
    assert_eq!(new_game(&g, 1, 1).players.len(), 1);
    // With two designer players, exactly they play.
    let g = turns_game(two_players(), json!({}));
    let names: Vec<String> = new_game(&g, 1, 3).players.iter().map(|p| p.name.en.clone()).collect();
    assert_eq!(names, ["Ann", "Bob"]);
}

#[test]
fn new_game_min_players_and_player_counts_choose_how_many_of_the_designer_players_play() {
    let six = json!([
        {"id": "a", "name": "A"}, {"id": "b", "name": "B"}, {"id": "c", "name": "C"},
        {"id": "d", "name": "D"}, {"id": "e", "name": "E"}, {"id": "f", "name": "F"}
    ]);
    let design = |extra: Value| {
        let mut d = json!({
            "token_types": [{"id": "free"}],
            "grid": {"geometry": geo(1, 4, 0, 0), "order": "keep", "tokens": place(&[("free", 0, 1)])},
            "players": six.clone(),
        });
        merge(&mut d, extra);
        game_of(d)
    };
    let names =
        |g: &Game, n: usize| -> String { new_game(g, 1, n).players.iter().map(|p| p.name.en.as_str()).collect() };
    // Without min_players, exactly the designer's players play.
    let g = design(json!({}));
    assert_eq!(g.player_counts(), [6]);
    assert_eq!(names(&g, 3), "ABCDEF");
    // From 2 to 6: the first ones; too few or too many gives all of them.
    let g = design(json!({"min_players": 2}));
    assert_eq!(g.player_counts(), [2, 3, 4, 5, 6]);
    assert_eq!((names(&g, 3).as_str(), names(&g, 5).as_str()), ("ABC", "ABCDE"));
    assert_eq!((names(&g, 1).as_str(), names(&g, 9).as_str()), ("ABCDEF", "ABCDEF"));
    // Chinese checkers: 2, 3, 4 or 6, never 5.
    let g = design(json!({"min_players": 2, "player_counts": [6, 2, 3, 4]}));
    assert_eq!(g.player_counts(), [2, 3, 4, 6]);
    assert_eq!((names(&g, 4).as_str(), names(&g, 5).as_str()), ("ABCD", "ABCDEF"));
    // Asked for a number that may not play: the most that may.
    let g = design(json!({"player_counts": [2, 3]}));
    assert_eq!((names(&g, 6).as_str(), names(&g, 2).as_str()), ("ABC", "AB"));
    // A one-player design: copies of its player, as many as asked.
    let g = game_of(json!({"token_types": [{"id": "a"}], "grid": {"geometry": geo(1, 2, 0, 0)}}));
    assert_eq!(g.player_counts(), [1]);
}

// ---------------------------------------------------------------------------------------------
// Play: undo and redo.

#[test]
fn play_undo_restores_the_exact_previous_state_and_redo_reapplies() {
    let g = Arc::new(turns_game(two_players(), json!({})));
    let mut play = Play::new(g.clone(), 5, 2);
    let start_state = play.state.clone();
    let m = action(&g, "move grid:0,1 grid:0,2");
    assert!(play.act(m).accepted());
    let after_one = play.state.clone();
    let e = action(&g, "move grid:0,0 grid:0,3");
    let wrong = play.act(e);
    assert!(wrong.refusal.is_some_and(|r| r.counted()));
    let after_two = play.state.clone();
    assert_ne!(after_two, after_one, "a counted refusal changes the counters");
    assert_eq!(play.log, [m, e], "a counted refusal is recorded");

    // Undo takes back what the player saw: the move, with the mistake that followed it.
    assert!(play.undo());
    assert_eq!(play.state, start_state);
    assert!(!play.undo(), "nothing more to undo");
    assert!(play.log.is_empty());
    assert!(play.redo());
    assert_eq!(play.state, after_two, "redo brings back the move and the mistake after it");
    assert!(!play.redo());
    assert_eq!(play.log, [m, e]);
    // Another move, then undo: only that move is taken back.
    let m2 = action(&g, "move grid:0,2 grid:0,1");
    if play.act(m2).accepted() {
        assert!(play.undo());
        assert_eq!(play.state, after_two);
    }
}

#[test]
fn a_wrong_move_that_passes_the_turn_says_so() {
    let g = Arc::new(turns_game(two_players(), json!({})));
    let mut play = Play::new(g.clone(), 5, 2);
    assert!(play.act(action(&g, "move grid:0,1 grid:0,2")).accepted());
    let me = play.state.current;
    let wrong = play.act(action(&g, "move grid:0,0 grid:0,3"));
    assert!(wrong.refusal.is_some_and(|r| r.counted()));
    if play.state.current != me {
        let next = play.state.players[play.state.current].name.clone();
        let said = wrong.message.as_ref().map(|m| m.en.clone()).unwrap_or_default();
        assert!(said.ends_with(&format!("Your turn is over: {} plays now.", next.en)), "{said}");
        let fr = wrong.message.as_ref().map(|m| m.fr.clone()).unwrap_or_default();
        assert!(fr.ends_with("Ton tour est fini. C'est au tour d'Ann."), "{fr}");
    } else {
        panic!("the design passes the turn after a wrong move: the test needs it to");
    }
}

#[test]
fn play_refused_action_is_not_recorded() {
    let g = Arc::new(turns_game(two_players(), json!({})));
    let mut play = Play::new(g.clone(), 5, 2);
    let before = play.state.clone();
    let o = play.act(action(&g, "move grid:0,2 grid:0,3"));
    assert_eq!(o.refusal, Some(Refusal::EmptyCell));
    assert_eq!(play.state, before);
    assert!(play.log.is_empty());
    assert!(!play.can_undo());
    // A new action after an undo drops the redo list.
    assert!(play.act(action(&g, "move grid:0,1 grid:0,2")).accepted());
    assert!(play.undo());
    assert!(play.can_redo());
    assert!(play.act(action(&g, "move grid:0,1 grid:0,3")).accepted());
    assert!(!play.can_redo());
    assert_eq!(play.log, [action(&g, "move grid:0,1 grid:0,3")]);
}
