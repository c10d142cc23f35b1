//! The strategy mechanisms on their own, in small designs that are not the built-in games:
//! enclosing that turns (with and without a type to become) or takes, lines of N that score,
//! the most-tokens-on-the-grid ranking, and moves along lines.

mod common;

use common::*;
use serde_json::json;
use tablier::engine::{apply, legal_actions, new_game, winning_line, Event, Refusal, Status};
use tablier::game::Game;

/// Two players, each with one kind of token that moves one cell and belongs to them.
fn duel(rows: u32, columns: u32, placed: &[(&str, u32, u32)], rules: serde_json::Value) -> Game {
    let token = |id: &str, owner: &str| json!({"id": id, "owners": [owner], "in_grid": "one-cell"});
    game_of(json!({
        "token_types": [token("a", "p1"), token("b", "p2")],
        "grid": {"geometry": geo(rows, columns, 0, 0), "order": "keep", "tokens": place(placed)},
        "result_areas": [{"id": "r1", "geometry": geo(1, 4, 0, 300)}],
        "players": [{"id": "p1", "name": "Ann", "result": "r1"}, {"id": "p2", "name": "Bob"}],
        "rules": rules,
    }))
}

#[test]
fn othello_discs_turn_into_the_other_type() {
    let g = built_in("othello.json");
    let mut s = new_game(&g, 1, 2);
    let white = token_at(&g, &s, "board:3,3");
    let o = ok(&g, &mut s, "move black-discs:0,0 board:2,3");
    assert!(has_event(&o.events, |e| *e == Event::Flipped { token: white }));
    assert_eq!(at(&g, &s, "board:3,3").as_deref(), Some("black-disc"), "the white disc became a black one");
    assert_eq!(s.tokens[white as usize].owners, 1, "and Black owns it");
    assert_eq!(type_id(&g, white), "white-disc", "it was designed white");
    let r = refused(&g, &mut s, "move white-discs:0,0 board:0,0");
    assert_eq!(r, Refusal::MustEnclose);
    assert_eq!(
        r.text().fr,
        "Pose ton jeton là où il enferme au moins un jeton de l'autre camp en ligne droite, entre lui et un des tiens."
    );
}

#[test]
fn enclosed_tokens_change_owner_when_no_type_is_named() {
    let g = duel(1, 5, &[("a", 0, 0), ("b", 0, 2), ("a", 0, 3)], json!({"enclosing": {"effect": "turn"}}));
    let mut s = new_game(&g, 1, 2);
    let b = token_at(&g, &s, "grid:0,2");
    ok(&g, &mut s, "move grid:0,0 grid:0,1");
    assert_eq!(s.tokens[b as usize].owners, 1, "Bob's token now belongs to Ann");
    assert_eq!(at(&g, &s, "grid:0,2").as_deref(), Some("b"), "its type is unchanged");
    assert!(matches!(refused(&g, &mut s, "move grid:0,2 grid:0,4"), Refusal::NoSuchPlace | Refusal::NotYours(_)));
}

#[test]
fn enclosed_tokens_may_be_taken_instead() {
    // Hasami shogi's custodial capture: a move that closes a line takes what it encloses.
    let g = duel(1, 5, &[("a", 0, 0), ("b", 0, 2), ("a", 0, 3)], json!({"enclosing": {"effect": "take"}}));
    let mut s = new_game(&g, 1, 2);
    let b = token_at(&g, &s, "grid:0,2");
    let o = ok(&g, &mut s, "move grid:0,0 grid:0,1");
    assert!(has_event(&o.events, |e| matches!(e, Event::Captured { token, .. } if *token == b)));
    assert_eq!(s.tokens[b as usize].cell, cell(&g, "r1:0,0"), "to Ann's result area");
    assert_eq!(s.players[0].tokens_won, 1);
    // Nothing is enclosed across an empty cell or by a line without a token of one's own.
    let g = duel(1, 5, &[("a", 0, 0), ("b", 0, 2), ("b", 0, 3)], json!({"enclosing": {"effect": "take"}}));
    let mut s = new_game(&g, 1, 2);
    let o = ok(&g, &mut s, "move grid:0,0 grid:0,1");
    assert!(!has_event(&o.events, |e| matches!(e, Event::Captured { .. })));
}

#[test]
fn a_shared_token_encloses_for_the_player_who_moves_it_only() {
    // A token both players may move ("s") must not let Ann enclose her own tokens: sides are
    // players. Ann moves it next to her own token, then Bob's token between it and hers is taken.
    let token = |id: &str, owners: serde_json::Value| json!({"id": id, "owners": owners, "in_grid": "one-cell"});
    let g = game_of(json!({
        "token_types": [token("a", json!(["p1"])), token("b", json!(["p2"])), token("s", json!(["p1", "p2"]))],
        "grid": {"geometry": geo(2, 5, 0, 0), "order": "keep",
                 "tokens": place(&[("s", 0, 0), ("a", 0, 2), ("b", 0, 3), ("s", 0, 4), ("s", 1, 0), ("b", 1, 2), ("a", 1, 3)])},
        "result_areas": [{"id": "r1", "geometry": geo(1, 4, 0, 300)}],
        "players": [{"id": "p1", "name": "Ann", "result": "r1"}, {"id": "p2", "name": "Bob"}],
        "rules": {"enclosing": {"effect": "take"}},
    }));
    let mut s = new_game(&g, 1, 2);
    let o = ok(&g, &mut s, "move grid:0,0 grid:0,1");
    assert!(!has_event(&o.events, |e| matches!(e, Event::Captured { .. })), "Ann's own tokens are not enclosed");
    assert_eq!(at(&g, &s, "grid:0,2").as_deref(), Some("a"));
    // From the start again: Ann's shared token closes a line on Bob's token.
    let mut s = new_game(&g, 1, 2);
    let bob = token_at(&g, &s, "grid:1,2");
    let o = ok(&g, &mut s, "move grid:1,0 grid:1,1");
    assert!(has_event(&o.events, |e| matches!(e, Event::Captured { token, .. } if *token == bob)));
}

#[test]
fn lines_may_score_points_and_the_most_points_win() {
    let token = |id: &str, owner: &str| json!({"id": id, "owners": [owner], "in_grid": "one-cell", "permissions": {"grid_to_tray": false}});
    let placed =
        [("a", 0, 0), ("a", 0, 1), ("b", 1, 0), ("b", 1, 1), ("a", 1, 2), ("a", 2, 0), ("b", 2, 1), ("b", 2, 2)];
    let g = game_of(json!({
        "token_types": [token("a", "p1"), token("b", "p2")],
        "grid": {"geometry": geo(3, 3, 0, 0), "order": "keep", "tokens": place(&placed)},
        "trays": [{"id": "t1", "geometry": geo(1, 1, 0, 200), "queue": ["a"], "queue_order": "keep"}],
        "players": [{"id": "p1", "name": "Ann", "tray": "t1"}, {"id": "p2", "name": "Bob"}],
        "rules": {"lines": {"length": 3, "effect": "point"}, "ranking": "most-points", "win": win(json!({}))},
    }));
    let mut s = new_game(&g, 1, 2);
    let o = ok(&g, &mut s, "move t1:0,0 grid:0,2");
    assert!(has_event(&o.events, |e| matches!(e, Event::LineMade { .. })));
    assert_eq!(s.players[0].points, 1, "the top row scores");
    assert!(!s.take_due, "a point takes nothing");
    assert_eq!(s.status, Status::Won, "the grid is full: nobody can move");
    assert_eq!(s.winner, Some(0), "Ann has the only point");
}

#[test]
fn othello_games_rank_by_discs_on_the_board() {
    let g = built_in("othello.json");
    let (mut wins, mut draws) = (0, 0);
    for seed in 1..=12u64 {
        let mut rng = XorShift::new(seed);
        let mut s = new_game(&g, 1, 2);
        let mut list = Vec::new();
        while !s.is_over() {
            legal_actions(&g, &s, &mut list);
            assert!(!list.is_empty(), "seed {seed}: a game in play offers an action (a pass at least)");
            apply(&g, &mut s, list[rng.below(list.len())]);
        }
        let count = |p: u32| {
            g.grid().cells().filter(|c| s.visible(*c).is_some_and(|t| s.tokens[t as usize].owners == p)).count()
        };
        let (black, white) = (count(1), count(2));
        match black.cmp(&white) {
            std::cmp::Ordering::Equal => {
                assert_eq!(s.status, Status::Draw, "seed {seed}: {black} - {white}");
                draws += 1;
            }
            order => {
                assert_eq!(s.winner, Some(if order.is_gt() { 0 } else { 1 }), "seed {seed}: {black} - {white}");
                wins += 1;
            }
        }
    }
    assert_eq!(wins + draws, 12);
}

#[test]
fn steps_along_lines_cross_unplayable_cells() {
    let design = |along: bool| {
        game_of(json!({
            "token_types": [{"id": "t", "in_grid": "one-cell"}],
            "grid": {"geometry": geo(1, 5, 0, 0), "order": "keep", "along_lines": along,
                     "cells": [{"at": [0, 1], "playable": false}, {"at": [0, 2], "playable": false}],
                     "tokens": place(&[("t", 0, 0)])},
        }))
    };
    let g = design(true);
    let mut s = new_game(&g, 1, 1);
    assert_eq!(legal(&g, &s), vec![tablier::engine::Action::Move(cell(&g, "grid:0,0"), cell(&g, "grid:0,3"))]);
    ok(&g, &mut s, "move grid:0,0 grid:0,3");
    ok(&g, &mut s, "move grid:0,3 grid:0,4");
    assert_eq!(refused(&g, &mut s, "move grid:0,4 grid:0,0"), Refusal::AlongLineOnly, "no wrap round along lines");
    // Off (the thesis's default), the next cell is the unplayable one and the step wraps.
    let g = design(false);
    let s = new_game(&g, 1, 1);
    assert_eq!(legal(&g, &s), vec![tablier::engine::Action::Move(cell(&g, "grid:0,0"), cell(&g, "grid:0,4"))]);
}

#[test]
fn a_line_that_wins_beats_any_count() {
    // Tic-tac-toe ranked by tokens won: the line still wins, though nobody won a token.
    let mut design = built_in_json("tic-tac-toe.json");
    merge(&mut design, json!({"rules": {"ranking": "most-tokens"}}));
    let g = game_of(design);
    let mut s = new_game(&g, 1, 2);
    play_all(
        &g,
        &mut s,
        "move crosses-tray:0,0 grid:1,1\nmove noughts-tray:0,0 grid:0,1\nmove crosses-tray:0,0 grid:0,0\n\
         move noughts-tray:0,0 grid:0,2\nmove crosses-tray:0,0 grid:2,2",
    );
    assert_eq!(s.status, Status::Won);
    assert_eq!(s.winner, Some(0), "Crosses made the line");
}

#[test]
fn a_line_that_fills_the_grid_wins_without_a_take() {
    // Lines take, and a full grid wins: the placement that does both wins at once (taking a
    // token first would empty a cell and undo the win).
    let token = |id: &str, owner: &str| json!({"id": id, "owners": [owner], "in_grid": "one-cell", "permissions": {"grid_to_tray": false}});
    let placed = [("a", 0, 0), ("a", 0, 1), ("b", 1, 0), ("b", 1, 1), ("a", 1, 2)];
    let g = game_of(json!({
        "token_types": [token("a", "p1"), token("b", "p2")],
        "grid": {"geometry": geo(2, 3, 0, 0), "order": "keep", "tokens": place(&placed)},
        "trays": [{"id": "t1", "geometry": geo(1, 1, 0, 200), "queue": ["a"], "queue_order": "keep"}],
        "players": [{"id": "p1", "name": "Ann", "tray": "t1"}, {"id": "p2", "name": "Bob"}],
        "rules": {"lines": {"length": 3, "effect": "take"}, "win": win(json!({"grid_full": true}))},
    }));
    let mut s = new_game(&g, 1, 2);
    let o = ok(&g, &mut s, "move t1:0,0 grid:0,2");
    assert!(has_event(&o.events, |e| matches!(e, Event::LineMade { .. })));
    assert!(!s.take_due, "no take is asked");
    assert_eq!(s.status, Status::Won);
    assert_eq!(s.winner, Some(0));
}

#[test]
fn tidying_a_tray_is_no_move_so_a_full_grid_is_a_draw() {
    // Tic-tac-toe as an educator builds it: a tray of five marks each. With the grid full and
    // no line, shuffling the marks left in a tray must not keep the game going, nor pass turns.
    let mark = |id: &str, owner: &str| json!({"id": id, "owners": [owner], "in_grid": "fixed", "permissions": {"grid_to_tray": false}});
    let g = game_of(json!({
        "token_types": [mark("x", "p1"), mark("o", "p2")],
        "grid": {"geometry": geo(3, 3, 0, 0), "moves": ["up-left", "up", "up-right", "left", "right", "down-left", "down", "down-right"]},
        "trays": [{"id": "t1", "geometry": geo(1, 5, 0, 300), "queue": ["x", "x", "x", "x", "x"], "queue_order": "keep"},
                  {"id": "t2", "geometry": geo(1, 5, 0, 400), "queue": ["o", "o", "o", "o", "o"], "queue_order": "keep"}],
        "players": [{"id": "p1", "name": "Ann", "tray": "t1"}, {"id": "p2", "name": "Bob", "tray": "t2"}],
        "rules": {"lines": {"length": 3, "effect": "win"}, "win": win(json!({}))},
    }));
    let mut s = new_game(&g, 1, 2);
    let moves = [(0, 0), (1, 1), (2, 2), (0, 2), (2, 0), (1, 0), (1, 2), (2, 1), (0, 1)];
    for (i, (r, c)) in moves.iter().enumerate() {
        if i == 2 {
            ok(&g, &mut s, "move t1:0,1 t1:0,0");
            assert_eq!((s.current, s.players[0].moves), (0, 1), "tidying keeps the turn and counts nothing");
        }
        let tray = if i % 2 == 0 { "t1" } else { "t2" };
        let from = (0..5).find(|k| at(&g, &s, &format!("{tray}:0,{k}")).is_some()).expect("a mark left");
        ok(&g, &mut s, &format!("move {tray}:0,{from} grid:{r},{c}"));
    }
    assert_eq!(s.status, Status::Draw, "the full grid without a line is a draw");
}

#[test]
fn the_winning_line_is_told_so_the_player_can_light_it() {
    let g = built_in("tic-tac-toe.json");
    let mut s = new_game(&g, 1, 2);
    // Crosses on 2,0 and 0,2 first, then the middle: the line is found from its far end.
    let moves = "move crosses-tray:0,0 grid:2,0\nmove noughts-tray:0,0 grid:0,0\nmove crosses-tray:0,0 grid:0,2\n\
                 move noughts-tray:0,0 grid:0,1";
    play_all(&g, &mut s, moves);
    assert_eq!(winning_line(&g, &s), None, "no line yet");
    ok(&g, &mut s, "move crosses-tray:0,0 grid:1,1");
    assert_eq!(s.status, Status::Won);
    let line = winning_line(&g, &s).expect("the line that won");
    let mut cells: Vec<_> = line.iter().map(|c| (g.cells[*c as usize].row, g.cells[*c as usize].column)).collect();
    cells.sort();
    assert_eq!(cells, vec![(0, 2), (1, 1), (2, 0)], "the three crosses of the diagonal, and only them");
}

#[test]
fn a_mill_that_takes_is_no_winning_line() {
    // Morris: lines take and its game is won by elimination, so its end lights no line even
    // when the winner has one on the board; the same board with lines that win lights it.
    let placed = [("a", 0, 0), ("a", 0, 1), ("a", 0, 2)];
    for (effect, lit) in [("take", false), ("win", true)] {
        let g = duel(1, 4, &placed, json!({"lines": {"length": 3, "effect": effect}}));
        let mut s = new_game(&g, 1, 2);
        s.winner = Some(0);
        assert_eq!(winning_line(&g, &s).is_some(), lit, "lines that {effect}");
    }
}

#[test]
fn a_position_that_comes_back_three_times_is_a_draw() {
    // Ann and Bob step back and forth: the start comes back after every four moves.
    let shuffle =
        ["move grid:0,0 grid:0,1", "move grid:0,3 grid:0,2", "move grid:0,1 grid:0,0", "move grid:0,2 grid:0,3"];
    let g = duel(1, 4, &[("a", 0, 0), ("b", 0, 3)], json!({"draw_on_repeat": 3}));
    let mut s = new_game(&g, 1, 2);
    for line in shuffle.iter().chain(&shuffle[..3]) {
        ok(&g, &mut s, line);
        assert_eq!(s.status, Status::Playing, "{line}: the start has come twice only");
    }
    let o = ok(&g, &mut s, shuffle[3]);
    assert_eq!(s.status, Status::Draw, "the start a third time");
    assert_eq!(s.winner, None);
    assert!(has_event(&o.events, |e| *e == Event::GameOver));
    let words = o.message.expect("the end is said");
    assert!(words.en.starts_with("The same position has come back 3 times. "), "{}", words.en);
    assert!(words.fr.starts_with("La même position est revenue 3 fois. "), "{}", words.fr);
    assert!(legal(&g, &s).is_empty(), "nothing more is played");
    // Without the rule, the same moves go on for ever.
    let g = duel(1, 4, &[("a", 0, 0), ("b", 0, 3)], json!({}));
    let mut s = new_game(&g, 1, 2);
    for _ in 0..5 {
        for line in shuffle {
            ok(&g, &mut s, line);
        }
    }
    assert_eq!(s.status, Status::Playing);
}

#[test]
fn morris_ends_a_shuffle_by_repetition_and_says_so_on_its_sheet() {
    let g = built_in("morris.json");
    assert_eq!(g.design.rules.draw_on_repeat, 3);
    let sheet = tablier::engine::sheet_lines(&g);
    assert!(
        sheet.iter().any(|l| l.en == "When the same position comes back 3 times, the game is a draw."),
        "{sheet:?}"
    );
    assert!(sheet.iter().any(|l| l.fr == "Quand la même position revient 3 fois, la partie est nulle."), "{sheet:?}");
}
