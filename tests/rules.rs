//! One focused test per rule of the play algorithm (concepts.md §4), through the public API,
//! asserting what a player would notice: accepted or refused and why, the counters, whose
//! turn it is, where the tokens are, and how the game ends.

mod common;

use std::sync::Arc;

use common::*;
use serde_json::{json, Value};
use tablier::engine::{apply, legal_actions, new_game, Action, Event, Finish, Play, Refusal, State, Status};
use tablier::game::Game;
use tablier::search::{solve, Limits, Solution};

// ---------------------------------------------------------------------------------------------
// Small design builders.

fn two_players() -> Value {
    json!([{"id": "ann", "name": "Ann"}, {"id": "bob", "name": "Bob"}])
}

/// Win rules with the two default zone conditions off, plus `extra`.
fn win(extra: Value) -> Value {
    let mut w = json!({"zones_valid_and_tray_empty": false, "zones_valid_and_grid_full": false});
    merge(&mut w, extra);
    w
}

/// Select-mode cards in one row, kept in the given order; each card's property is its type id.
fn cards(layout: &[&str], extra: Value) -> Game {
    let mut types: Vec<&str> = layout.to_vec();
    types.sort();
    types.dedup();
    let token_types: Vec<Value> = types.iter().map(|t| json!({"id": t, "mode": "select", "properties": [t]})).collect();
    let placed: Vec<(&str, u32, u32)> = layout.iter().enumerate().map(|(i, t)| (*t, 0, i as u32)).collect();
    let mut d = json!({
        "token_types": token_types,
        "grid": {"geometry": geo(1, layout.len() as u32, 0, 0), "order": "keep", "tokens": place(&placed)},
    });
    merge(&mut d, extra);
    game_of(d)
}

fn moves(s: &State, p: usize) -> (u32, u32) {
    (s.players[p].moves, s.players[p].errors)
}

fn legal(g: &Game, s: &State) -> Vec<Action> {
    let mut out = Vec::new();
    legal_actions(g, s, &mut out);
    out
}

fn has_event(events: &[Event], f: impl Fn(&Event) -> bool) -> bool {
    events.iter().any(f)
}

// ---------------------------------------------------------------------------------------------
// §4.3 The cell check.

fn cells_game() -> Game {
    game_of(json!({
        "token_types": [
            {"id": "cat"},
            {"id": "deco", "mode": "fixed"},
            {"id": "coin", "stackable": true},
            {"id": "chip", "stackable": true},
        ],
        "grid": {
            "geometry": geo(1, 6, 0, 0),
            "order": "keep",
            "cells": [{"at": [0, 5], "playable": false}],
            "tokens": place(&[("cat", 0, 0), ("deco", 0, 1), ("coin", 0, 2), ("chip", 0, 3)]),
        },
    }))
}

#[test]
fn cell_check_non_playable_cell_refuses_select_and_move() {
    let g = cells_game();
    let mut s = start(&g);
    let r = refused(&g, &mut s, "select grid:0,5");
    assert_eq!(r, Refusal::NotPlayable);
    assert_eq!(en(&r), "Tokens cannot go on this square.");
    assert_eq!(refused(&g, &mut s, "move grid:0,0 grid:0,5"), Refusal::NotPlayable);
    assert_eq!(at(&g, &s, "grid:0,0").as_deref(), Some("cat"));
    assert_eq!(moves(&s, 0), (0, 0));
}

#[test]
fn cell_check_empty_cell_refuses_select() {
    let g = cells_game();
    let mut s = start(&g);
    let r = refused(&g, &mut s, "select grid:0,4");
    assert_eq!(r, Refusal::EmptyCell);
    assert_eq!(en(&r), "There is no token here.");
    assert_eq!(refused(&g, &mut s, "move grid:0,4 grid:0,0"), Refusal::EmptyCell);
}

#[test]
fn cell_check_cell_with_only_fixed_tokens_accepts_a_move() {
    let g = cells_game();
    let mut s = start(&g);
    ok(&g, &mut s, "move grid:0,0 grid:0,1");
    assert_eq!(stack(&g, &s, "grid:0,1"), ["cat", "deco"], "the moved token lies on the decoration");
    assert_eq!(at(&g, &s, "grid:0,0"), None);
    assert_eq!(moves(&s, 0), (1, 0));
}

#[test]
fn cell_check_non_stackable_occupant_refuses_a_move() {
    let g = cells_game();
    let mut s = start(&g);
    let r = refused(&g, &mut s, "move grid:0,2 grid:0,0");
    assert_eq!(r, Refusal::Occupied, "a stackable coin onto a lone cat");
    assert_eq!(en(&r), "This square is already taken.");
    assert_eq!(refused(&g, &mut s, "move grid:0,0 grid:0,2"), Refusal::Occupied, "the cat onto a stackable coin");
    assert_eq!(moves(&s, 0), (0, 0));
}

#[test]
fn cell_check_stackable_onto_stackable_is_accepted() {
    let g = cells_game();
    let mut s = start(&g);
    ok(&g, &mut s, "move grid:0,2 grid:0,3");
    assert_eq!(s.stack(cell(&g, "grid:0,3")).count(), 2);
    assert_eq!(stack(&g, &s, "grid:0,3"), ["coin", "chip"], "the last one in is visible");
    assert_eq!(at(&g, &s, "grid:0,2"), None);
    // And the visible one can leave again, uncovering the other.
    ok(&g, &mut s, "move grid:0,3 grid:0,4");
    assert_eq!(stack(&g, &s, "grid:0,3"), ["chip"]);
}

#[test]
fn cell_check_own_cell_puts_the_token_back_without_counting() {
    let g = cells_game();
    let mut s = start(&g);
    let r = refused(&g, &mut s, "move grid:0,0 grid:0,0");
    assert_eq!(r, Refusal::SameCell);
    assert_eq!(en(&r), "The token is already here.");
    assert_eq!(moves(&s, 0), (0, 0));
}

// ---------------------------------------------------------------------------------------------
// §4.4 The visible-token check.

#[test]
fn visible_token_fixed_cannot_be_handled() {
    let g = cells_game();
    let mut s = start(&g);
    let r = refused(&g, &mut s, "select grid:0,1");
    assert_eq!(r, Refusal::FixedToken);
    assert_eq!(en(&r), "This token does not move.");
    assert_eq!(refused(&g, &mut s, "move grid:0,1 grid:0,4"), Refusal::FixedToken);
    assert!(!legal(&g, &s).iter().any(|a| matches!(a, Action::Move(f, _) if *f == cell(&g, "grid:0,1"))));
}

#[test]
fn visible_token_move_mode_is_not_turned_and_select_mode_is_not_moved() {
    let g = game_of(json!({
        "token_types": [{"id": "cat"}, {"id": "card", "mode": "select"}],
        "grid": {"geometry": geo(1, 3, 0, 0), "order": "keep", "tokens": place(&[("cat", 0, 0), ("card", 0, 1)])},
    }));
    let mut s = start(&g);
    let r = refused(&g, &mut s, "select grid:0,0");
    assert_eq!(r, Refusal::MoveNotTurn);
    assert_eq!(en(&r), "Drag this token to move it.");
    let r = refused(&g, &mut s, "move grid:0,1 grid:0,2");
    assert_eq!(r, Refusal::TurnNotMove);
    assert_eq!(en(&r), "Tap this token to turn it over.");
}

#[test]
fn visible_token_of_another_player_is_refused_with_its_owners_name() {
    let g = game_of(json!({
        "token_types": [
            {"id": "mine", "owners": ["ann"]},
            {"id": "his", "owners": ["bob"]},
            {"id": "his_card", "mode": "select", "owners": ["bob"]},
        ],
        "grid": {
            "geometry": geo(1, 4, 0, 0),
            "order": "keep",
            "tokens": place(&[("mine", 0, 0), ("his", 0, 1), ("his_card", 0, 2)]),
        },
        "players": two_players(),
    }));
    let mut s = start(&g);
    assert_eq!(s.current, 0);
    let r = refused(&g, &mut s, "move grid:0,1 grid:0,3");
    assert_eq!(r, Refusal::NotYours("Bob".into()));
    assert_eq!(en(&r), "This token belongs to Bob.");
    assert_eq!(refused(&g, &mut s, "select grid:0,2"), Refusal::NotYours("Bob".into()));
    ok(&g, &mut s, "move grid:0,0 grid:0,3");
    assert_eq!(s.current, 1, "Bob's turn");
    let r = refused(&g, &mut s, "move grid:0,3 grid:0,0");
    assert_eq!(en(&r), "This token belongs to Ann.");
    ok(&g, &mut s, "move grid:0,1 grid:0,0");
}

#[test]
fn visible_token_owner_is_checked_on_every_selected_token() {
    let g = game_of(json!({
        "token_types": [
            {"id": "mine", "mode": "select", "properties": ["x"], "owners": ["ann"]},
            {"id": "his", "mode": "select", "properties": ["x"], "owners": ["bob"]},
        ],
        "grid": {"geometry": geo(1, 2, 0, 0), "order": "keep", "tokens": place(&[("mine", 0, 0), ("his", 0, 1)])},
        "players": two_players(),
    }));
    let mut s = start(&g);
    ok(&g, &mut s, "select grid:0,0");
    assert_eq!(refused(&g, &mut s, "select grid:0,1"), Refusal::NotYours("Bob".into()));
    assert_eq!(moves(&s, 0), (0, 0));
}

fn two_trays(extra: Value) -> Game {
    let mut d = json!({
        "token_types": [{"id": "block"}],
        "grid": {"geometry": geo(1, 3, 0, 0)},
        "trays": [
            {"id": "ta", "geometry": geo(1, 2, 0, 1000), "queue": ["block"], "queue_order": "keep"},
            {"id": "tb", "geometry": geo(1, 2, 0, 2000), "queue": ["block"], "queue_order": "keep"},
        ],
        "players": [{"id": "ann", "name": "Ann", "tray": "ta"}, {"id": "bob", "name": "Bob", "tray": "tb"}],
    });
    merge(&mut d, extra);
    game_of(d)
}

#[test]
fn board_ownership_another_players_tray_is_refused() {
    let g = two_trays(json!({}));
    let mut s = start(&g);
    let r = refused(&g, &mut s, "move tb:0,0 grid:0,0");
    assert_eq!(r, Refusal::NotYourBoard("Bob".into()));
    assert_eq!(en(&r), "This place belongs to Bob.");
    assert_eq!(refused(&g, &mut s, "move ta:0,0 tb:0,1"), Refusal::NotYourBoard("Bob".into()));
    ok(&g, &mut s, "move ta:0,0 grid:0,0");
    assert_eq!(s.current, 1);
    assert_eq!(en(&refused(&g, &mut s, "move grid:0,0 ta:0,0")), "This place belongs to Ann.");
    ok(&g, &mut s, "move tb:0,0 grid:0,1");
}

#[test]
fn board_ownership_refill_of_another_players_tray_names_its_owner() {
    let g = two_trays(json!({"rules": {"refill": "on-request"}}));
    let mut s = start(&g);
    let r = refused(&g, &mut s, "refill tb");
    assert_eq!(r, Refusal::NotYourBoard("Bob".into()), "the refusal should name the owner, as for moves");
    assert_eq!(en(&r), "This place belongs to Bob.");
}

// ---------------------------------------------------------------------------------------------
// §4.5 Selection groups.

#[test]
fn selection_group_of_two_counts_once_complete() {
    let g = cards(&["a", "a", "b", "b"], json!({}));
    let mut s = start(&g);
    let o = ok(&g, &mut s, "select grid:0,0");
    let t0 = token_at(&g, &s, "grid:0,0");
    assert!(has_event(&o.events, |e| *e == Event::Turned { token: t0 }));
    assert!(s.tokens[t0 as usize].face_up);
    assert_eq!(s.selection, [t0]);
    assert_eq!(moves(&s, 0), (0, 0), "an intermediate selection counts nothing");
    ok(&g, &mut s, "select grid:0,1");
    assert_eq!(moves(&s, 0), (1, 0));
    assert!(s.selection.is_empty());
}

#[test]
fn selection_group_of_three() {
    let g = cards(&["a", "a", "a", "b"], json!({"rules": {"group_size": 3}}));
    let mut s = start(&g);
    ok(&g, &mut s, "select grid:0,0");
    ok(&g, &mut s, "select grid:0,1");
    assert_eq!(s.selection.len(), 2);
    assert_eq!(moves(&s, 0), (0, 0), "two of three: nothing counted yet");
    let o = ok(&g, &mut s, "select grid:0,2");
    assert!(has_event(&o.events, |e| matches!(e, Event::Matched { tokens } if tokens.len() == 3)));
    assert_eq!(moves(&s, 0), (1, 0));
    for c in ["grid:0,0", "grid:0,1", "grid:0,2"] {
        assert!(s.tokens[token_at(&g, &s, c) as usize].locked, "{c} is found");
    }
}

#[test]
fn selection_matched_remove_sends_both_to_the_current_players_result_area() {
    let g = cards(
        &["a", "b", "a", "b"],
        json!({
            "result_areas": [
                {"id": "r1", "geometry": geo(1, 4, 0, 1000)},
                {"id": "r2", "geometry": geo(1, 4, 0, 2000)},
            ],
            "players": [
                {"id": "ann", "name": "Ann", "result": "r1"},
                {"id": "bob", "name": "Bob", "result": "r2"},
            ],
            "rules": {"if_matched": "remove", "matched_message": "A pair!"},
        }),
    );
    let mut s = start(&g);
    ok(&g, &mut s, "select grid:0,0");
    let o = ok(&g, &mut s, "select grid:0,2");
    assert_eq!(said(&o), "A pair!");
    assert_eq!(board(&g, &s, "r1"), ["a", "a", ".", "."]);
    assert_eq!(board(&g, &s, "grid"), [".", "b", ".", "b"]);
    assert_eq!(s.players[0].tokens_won, 2);
    assert_eq!(moves(&s, 0), (1, 0));
    assert_eq!(s.current, 1, "the turn passes after a valid outcome");
    ok(&g, &mut s, "select grid:0,1");
    ok(&g, &mut s, "select grid:0,3");
    assert_eq!(board(&g, &s, "r2"), ["b", "b", ".", "."]);
    assert_eq!(board(&g, &s, "r1"), ["a", "a", ".", "."]);
    assert_eq!(s.players[1].tokens_won, 2);
}

#[test]
fn selection_matched_remove_without_result_area_takes_tokens_out_of_play() {
    let g = cards(&["a", "a", "b", "b"], json!({"rules": {"if_matched": "remove"}}));
    let mut s = start(&g);
    let (t0, t1) = (token_at(&g, &s, "grid:0,0"), token_at(&g, &s, "grid:0,1"));
    ok(&g, &mut s, "select grid:0,0");
    ok(&g, &mut s, "select grid:0,1");
    assert!(out_of_play(&s, t0) && out_of_play(&s, t1));
    assert_eq!(s.players[0].tokens_won, 2);
}

#[test]
fn tokens_in_a_result_area_cannot_be_turned_again() {
    let g = cards(
        &["a", "a", "b", "b"],
        json!({
            "result_areas": [{"id": "res", "geometry": geo(1, 4, 0, 1000)}],
            "players": [{"id": "p", "result": "res"}],
            "rules": {"if_matched": "remove"},
        }),
    );
    let mut s = start(&g);
    ok(&g, &mut s, "select grid:0,0");
    ok(&g, &mut s, "select grid:0,1");
    assert_eq!(board(&g, &s, "res"), ["a", "a", ".", "."]);
    let in_result = [cell(&g, "res:0,0"), cell(&g, "res:0,1")];
    let listed: Vec<Action> =
        legal(&g, &s).into_iter().filter(|a| matches!(a, Action::Select(c) if in_result.contains(c))).collect();
    assert!(listed.is_empty(), "won tokens are listed as selectable again: {listed:?}");
    let r = refused(&g, &mut s, "select res:0,0");
    assert_eq!(r, Refusal::InResultArea);
    assert_eq!(en(&r), "Tokens in the result area stay there.");
    assert_eq!(refused(&g, &mut s, "select res:0,1"), Refusal::InResultArea);
    assert_eq!(s.players[0].tokens_won, 2, "a pair is won only once");
}

/// One select-mode card per letter, N = 1 and "remove", so each tap sends a card to a
/// 2 x 2 result area.
fn result_area(fill: &str, when_full: &str) -> Game {
    cards(
        &["a", "b", "c", "d", "e"],
        json!({
            "result_areas": [{"id": "res", "geometry": geo(2, 2, 0, 1000), "fill": fill, "when_full": when_full}],
            "players": [{"id": "p", "result": "res"}],
            "rules": {"if_matched": "remove", "group_size": 1},
        }),
    )
}

fn take_all(g: &Game, s: &mut State, n: usize) {
    for c in 0..n {
        ok(g, s, &format!("select grid:0,{c}"));
    }
}

#[test]
fn result_area_fills_by_row_or_by_column() {
    let g = result_area("by-row", "empty");
    let mut s = start(&g);
    take_all(&g, &mut s, 3);
    assert_eq!(board(&g, &s, "res"), ["a", "b", "c", "."]);
    let g = result_area("by-column", "empty");
    let mut s = start(&g);
    take_all(&g, &mut s, 3);
    assert_eq!(board(&g, &s, "res"), ["a", "c", "b", "."]);
}

#[test]
fn result_area_when_full_shift_row() {
    let g = result_area("by-row", "shift-row");
    let mut s = start(&g);
    let a = token_at(&g, &s, "grid:0,0");
    take_all(&g, &mut s, 5);
    assert_eq!(board(&g, &s, "res"), ["c", "d", "e", "."]);
    assert!(out_of_play(&s, a));
    assert_eq!(s.players[0].tokens_won, 5);
}

#[test]
fn result_area_when_full_shift_column() {
    let g = result_area("by-row", "shift-column");
    let mut s = start(&g);
    take_all(&g, &mut s, 5);
    assert_eq!(board(&g, &s, "res"), ["b", "e", "d", "."]);
}

#[test]
fn result_area_when_full_empty() {
    let g = result_area("by-row", "empty");
    let mut s = start(&g);
    take_all(&g, &mut s, 4);
    let o = ok(&g, &mut s, "select grid:0,4");
    assert!(has_event(&o.events, |e| matches!(e, Event::Cleared { tokens } if tokens.len() == 4)));
    assert_eq!(board(&g, &s, "res"), ["e", ".", ".", "."]);
    assert_eq!(s.players[0].tokens_won, 5);
}

#[test]
fn result_area_when_full_stop() {
    let g = result_area("by-row", "stop");
    let mut s = start(&g);
    let e = token_at(&g, &s, "grid:0,4");
    take_all(&g, &mut s, 5);
    assert_eq!(board(&g, &s, "res"), ["a", "b", "c", "d"]);
    assert!(out_of_play(&s, e), "the fifth token is no longer shown");
    assert_eq!(s.players[0].tokens_won, 5, "it still counts");
}

#[test]
fn selection_matched_accept_locks_tokens_face_up() {
    let g = cards(&["a", "a", "b", "b"], json!({}));
    let mut s = start(&g);
    ok(&g, &mut s, "select grid:0,0");
    ok(&g, &mut s, "select grid:0,1");
    for c in ["grid:0,0", "grid:0,1"] {
        let t = token_at(&g, &s, c) as usize;
        assert!(s.tokens[t].face_up && s.tokens[t].locked, "{c} stays face up, found");
    }
    let r = refused(&g, &mut s, "select grid:0,0");
    assert_eq!(r, Refusal::AlreadyFound);
    assert_eq!(en(&r), "This token has already been found.");
    assert!(!legal(&g, &s).contains(&Action::Select(cell(&g, "grid:0,1"))));
    assert_eq!(moves(&s, 0), (1, 0));
}

#[test]
fn selection_unmatched_counts_an_error_passes_the_turn_and_turns_back_at_the_next_action() {
    for if_not_matched in ["refuse", "accept"] {
        let g = cards(
            &["a", "b", "a", "b"],
            json!({
                "players": two_players(),
                "rules": {"if_not_matched": if_not_matched, "not_matched_message": "Not a pair."},
            }),
        );
        let mut s = start(&g);
        let (t0, t1) = (token_at(&g, &s, "grid:0,0"), token_at(&g, &s, "grid:0,1"));
        ok(&g, &mut s, "select grid:0,0");
        let o = ok(&g, &mut s, "select grid:0,1");
        assert!(has_event(&o.events, |e| matches!(e, Event::Mismatched { .. })));
        assert_eq!(said(&o), "Not a pair.");
        assert_eq!(moves(&s, 0), (1, 1), "{if_not_matched}: one move, one error");
        assert_eq!(s.current, 1, "the turn passes");
        assert_eq!(s.revealed, [t0, t1]);
        assert!(s.tokens[t0 as usize].face_up && s.tokens[t1 as usize].face_up, "shown for a moment");
        assert!(!s.tokens[t0 as usize].locked);
        // `settle` turns them back at once (the interface calls it after the delay).
        let mut settled = s.clone();
        settled.settle();
        assert!(!settled.tokens[t0 as usize].face_up && !settled.tokens[t1 as usize].face_up);
        assert!(settled.revealed.is_empty());
        // Otherwise the next action turns them back.
        ok(&g, &mut s, "select grid:0,2");
        assert!(!s.tokens[t0 as usize].face_up && !s.tokens[t1 as usize].face_up);
        assert!(s.revealed.is_empty());
        assert!(s.tokens[token_at(&g, &s, "grid:0,2") as usize].face_up);
    }
}

#[test]
fn selection_allow_deselect_on() {
    let g = cards(&["a", "a"], json!({"rules": {"allow_deselect": true}}));
    let mut s = start(&g);
    let t = token_at(&g, &s, "grid:0,0");
    ok(&g, &mut s, "select grid:0,0");
    assert!(legal(&g, &s).contains(&Action::Select(cell(&g, "grid:0,0"))));
    let o = ok(&g, &mut s, "select grid:0,0");
    assert!(has_event(&o.events, |e| *e == Event::TurnedBack { token: t }));
    assert!(!s.tokens[t as usize].face_up);
    assert!(s.selection.is_empty());
    assert_eq!(moves(&s, 0), (0, 0), "deselecting counts nothing");
}

#[test]
fn selection_allow_deselect_off() {
    let g = cards(&["a", "a"], json!({}));
    let mut s = start(&g);
    ok(&g, &mut s, "select grid:0,0");
    let r = refused(&g, &mut s, "select grid:0,0");
    assert_eq!(r, Refusal::AlreadyTurned);
    assert_eq!(en(&r), "This token is already turned over.");
    assert!(!legal(&g, &s).contains(&Action::Select(cell(&g, "grid:0,0"))));
}

#[test]
fn selection_loose_and_strict_group_matching() {
    for (matching, errors) in [("strict", 1), ("loose", 0)] {
        let g = game_of(json!({
            "token_types": [
                {"id": "ball", "mode": "select", "properties": ["red", "round"]},
                {"id": "box", "mode": "select", "properties": ["red", "square"]},
            ],
            "grid": {"geometry": geo(1, 2, 0, 0), "order": "keep", "tokens": place(&[("ball", 0, 0), ("box", 0, 1)])},
            "rules": {"matching": matching},
        }));
        let mut s = start(&g);
        ok(&g, &mut s, "select grid:0,0");
        ok(&g, &mut s, "select grid:0,1");
        assert_eq!(moves(&s, 0), (1, errors), "{matching}");
        assert_eq!(s.tokens[token_at(&g, &s, "grid:0,0") as usize].locked, errors == 0, "{matching}");
    }
}

#[test]
fn selection_without_properties_is_always_a_match() {
    let g = game_of(json!({
        "token_types": [{"id": "x", "mode": "select"}, {"id": "y", "mode": "select"}],
        "grid": {"geometry": geo(1, 2, 0, 0), "order": "keep", "tokens": place(&[("x", 0, 0), ("y", 0, 1)])},
    }));
    let mut s = start(&g);
    ok(&g, &mut s, "select grid:0,0");
    ok(&g, &mut s, "select grid:0,1");
    assert_eq!(moves(&s, 0), (1, 0));
}

#[test]
fn selection_must_be_finished_before_moving() {
    let g = game_of(json!({
        "token_types": [{"id": "a", "mode": "select", "properties": ["a"]}, {"id": "cat"}],
        "grid": {
            "geometry": geo(1, 4, 0, 0),
            "order": "keep",
            "tokens": place(&[("a", 0, 0), ("a", 0, 1), ("cat", 0, 2)]),
        },
    }));
    let mut s = start(&g);
    ok(&g, &mut s, "select grid:0,0");
    let r = refused(&g, &mut s, "move grid:0,2 grid:0,3");
    assert_eq!(r, Refusal::FinishGroup);
    assert_eq!(en(&r), "Finish turning tokens over first.");
    assert_eq!(refused(&g, &mut s, "select grid:0,2"), Refusal::FinishGroup);
    assert_eq!(legal(&g, &s), [Action::Select(cell(&g, "grid:0,1"))]);
}

// ---------------------------------------------------------------------------------------------
// §4.6 The move flow: permissions between kinds of board.

/// A grid, a tray, a waiting area and a result area for one player; token type `t` has
/// `permissions`, one copy in the grid and one in the tray.
fn boards_game(permissions: Value) -> Game {
    game_of(json!({
        "token_types": [{"id": "t", "permissions": permissions}],
        "grid": {"geometry": geo(1, 3, 0, 0), "order": "keep", "tokens": place(&[("t", 0, 0)])},
        "trays": [{"id": "tray", "geometry": geo(1, 3, 0, 1000), "queue": ["t"], "queue_order": "keep"}],
        "waiting_areas": [{"id": "wait", "geometry": geo(1, 3, 0, 2000)}],
        "result_areas": [{"id": "res", "geometry": geo(1, 3, 0, 3000)}],
        "players": [{"id": "p", "tray": "tray", "waiting": "wait", "result": "res"}],
    }))
}

/// (flag, setup moves, the move it forbids, the refusal's text).
const PERMISSIONS: [(&str, &[&str], &str, &str); 6] = [
    ("grid_to_tray", &[], "move grid:0,0 tray:0,1", "This token may not go from the grid to the tray."),
    ("grid_to_waiting", &[], "move grid:0,0 wait:0,0", "This token may not go from the grid to the waiting area."),
    ("tray_to_grid", &[], "move tray:0,0 grid:0,1", "This token may not go from the tray to the grid."),
    ("tray_to_waiting", &[], "move tray:0,0 wait:0,0", "This token may not go from the tray to the waiting area."),
    (
        "waiting_to_grid",
        &["move tray:0,0 wait:0,0"],
        "move wait:0,0 grid:0,1",
        "This token may not go from the waiting area to the grid.",
    ),
    (
        "waiting_to_tray",
        &["move tray:0,0 wait:0,0"],
        "move wait:0,0 tray:0,1",
        "This token may not go from the waiting area to the tray.",
    ),
];

#[test]
fn permissions_each_flag_off_refuses_without_counting() {
    for (flag, setup, forbidden, text) in PERMISSIONS {
        let g = boards_game(json!({ flag: false }));
        let mut s = start(&g);
        for m in setup {
            ok(&g, &mut s, m);
        }
        let counted = moves(&s, 0);
        let r = refused(&g, &mut s, forbidden);
        assert!(matches!(r, Refusal::NoPermission(..)), "{flag}: {r:?}");
        assert_eq!(en(&r), text, "{flag}");
        assert_eq!(moves(&s, 0), counted, "{flag}: nothing is counted");
        assert!(!legal(&g, &s).contains(&action(&g, forbidden)), "{flag}: listed anyway");
    }
}

#[test]
fn permissions_all_on_allow_every_move_between_boards() {
    for (flag, setup, allowed, _) in PERMISSIONS {
        let g = boards_game(json!({}));
        let mut s = start(&g);
        for m in setup {
            ok(&g, &mut s, m);
        }
        assert!(legal(&g, &s).contains(&action(&g, allowed)), "{flag}");
        ok(&g, &mut s, allowed);
    }
}

#[test]
fn moving_into_a_result_area_is_refused() {
    let g = boards_game(json!({}));
    let mut s = start(&g);
    let r = refused(&g, &mut s, "move grid:0,0 res:0,0");
    assert_eq!(r, Refusal::IntoResultArea);
    assert_eq!(en(&r), "Tokens go to the result area by themselves.");
    assert_eq!(refused(&g, &mut s, "move tray:0,0 res:0,1"), Refusal::IntoResultArea);
}

// ---------------------------------------------------------------------------------------------
// §4.6 The move flow: the token level.

/// One token type `t` with `token` settings, placed as listed, in a grid of rows x columns
/// whose cells and rules are `grid` and `rules`; one player with a tray and a result area.
fn mover(rows: u32, columns: u32, token: Value, placed: &[(&str, u32, u32)], extra: Value) -> Game {
    let mut t = json!({"id": "t"});
    merge(&mut t, token);
    let mut d = json!({
        "token_types": [t, {"id": "rock"}],
        "grid": {"geometry": geo(rows, columns, 0, 0), "order": "keep", "tokens": place(placed)},
        "trays": [{"id": "tray", "geometry": geo(1, 2, 0, 1000)}],
        "result_areas": [{"id": "res", "geometry": geo(1, 4, 0, 2000)}],
        "players": [{"id": "p", "tray": "tray", "result": "res"}],
    });
    merge(&mut d, extra);
    game_of(d)
}

#[test]
fn fixed_in_grid_token_cannot_move_in_the_grid() {
    let g = mover(1, 3, json!({"in_grid": "fixed"}), &[("t", 0, 0)], json!({}));
    let mut s = start(&g);
    let o = act(&g, &mut s, "move grid:0,0 grid:0,1");
    assert_eq!(o.refusal, Some(Refusal::CannotMoveInGrid));
    assert_eq!(said(&o), "This token cannot move on the grid.");
    assert_eq!(moves(&s, 0), (1, 1), "a counted refusal: one move, one error");
    assert_eq!(at(&g, &s, "grid:0,0").as_deref(), Some("t"), "the token stays");
    // It may still leave the grid and come back from the tray.
    ok(&g, &mut s, "move grid:0,0 tray:0,0");
    ok(&g, &mut s, "move tray:0,0 grid:0,2");
    assert_eq!(moves(&s, 0), (3, 1));
}

#[test]
fn one_cell_follows_the_direction_table() {
    let g = mover(3, 3, json!({"in_grid": "one-cell"}), &[("t", 1, 1)], json!({}));
    let mut s = start(&g);
    let o = act(&g, &mut s, "move grid:1,1 grid:0,0");
    assert_eq!(o.refusal, Some(Refusal::OneCellOnly), "the default plus table has no diagonals");
    assert_eq!(said(&o), "This token moves one square at a time, along the allowed directions.");
    assert_eq!(moves(&s, 0), (1, 1));
    assert_eq!(at(&g, &s, "grid:1,1").as_deref(), Some("t"));
    ok(&g, &mut s, "move grid:1,1 grid:0,1");
    ok(&g, &mut s, "move grid:0,1 grid:1,1");
    ok(&g, &mut s, "move grid:1,1 grid:1,0");
    assert_eq!(moves(&s, 0), (4, 1));
}

#[test]
fn one_cell_is_refused_two_cells_away() {
    let g = mover(1, 5, json!({"in_grid": "one-cell"}), &[("t", 0, 0)], json!({}));
    let mut s = start(&g);
    assert_eq!(act(&g, &mut s, "move grid:0,0 grid:0,2").refusal, Some(Refusal::OneCellOnly));
    ok(&g, &mut s, "move grid:0,0 grid:0,1");
}

#[test]
fn one_cell_wraps_round_the_edges_as_on_a_torus() {
    let g = mover(3, 3, json!({"in_grid": "one-cell"}), &[("t", 0, 1)], json!({}));
    let mut s = start(&g);
    ok(&g, &mut s, "move grid:0,1 grid:2,1"); // up from the top row
    ok(&g, &mut s, "move grid:2,1 grid:0,1"); // down from the bottom row
    ok(&g, &mut s, "move grid:0,1 grid:0,0");
    ok(&g, &mut s, "move grid:0,0 grid:0,2"); // left from the first column
    ok(&g, &mut s, "move grid:0,2 grid:0,0"); // right from the last column
    assert_eq!(moves(&s, 0), (5, 0));
}

#[test]
fn one_cell_on_a_narrow_grid_lists_each_move_once() {
    // Left and right both wrap onto the other cell of a 1 x 2 grid; up and down onto itself.
    let no_tray = json!({"trays": [], "players": [{"id": "p"}], "result_areas": []});
    let g = mover(1, 2, json!({"in_grid": "one-cell"}), &[("t", 0, 0)], no_tray);
    let s = start(&g);
    assert_eq!(legal(&g, &s), [action(&g, "move grid:0,0 grid:0,1")]);
}

#[test]
fn one_cell_edge_cell_with_its_own_table_stops_wrapping() {
    let g = mover(
        3,
        3,
        json!({"in_grid": "one-cell"}),
        &[("t", 0, 1)],
        json!({"grid": {"cells": [{"at": [0, 1], "moves": ["left", "right", "down"]}]}}),
    );
    let mut s = start(&g);
    assert_eq!(act(&g, &mut s, "move grid:0,1 grid:2,1").refusal, Some(Refusal::OneCellOnly));
    assert!(!legal(&g, &s).contains(&action(&g, "move grid:0,1 grid:2,1")));
    ok(&g, &mut s, "move grid:0,1 grid:1,1");
    ok(&g, &mut s, "move grid:1,1 grid:0,1"); // the centre still has the grid's plus table
}

#[test]
fn one_cell_own_table_of_the_origin_cell_applies() {
    let g = mover(
        3,
        3,
        json!({"in_grid": "one-cell"}),
        &[("t", 1, 1)],
        json!({"grid": {"cells": [{"at": [1, 1], "moves": ["up-left"]}]}}),
    );
    let mut s = start(&g);
    assert_eq!(act(&g, &mut s, "move grid:1,1 grid:0,1").refusal, Some(Refusal::OneCellOnly));
    ok(&g, &mut s, "move grid:1,1 grid:0,0");
}

#[test]
fn up_to_x_flies_ignoring_the_table_without_wrapping() {
    let g = mover(5, 5, json!({"in_grid": "up-to", "distance": 2}), &[("t", 0, 0)], json!({}));
    let mut s = start(&g);
    let o = act(&g, &mut s, "move grid:0,0 grid:0,3");
    assert_eq!(o.refusal, Some(Refusal::TooFar(2)));
    assert_eq!(said(&o), "This token moves at most 2 squares.");
    assert_eq!(moves(&s, 0), (1, 1));
    assert_eq!(
        act(&g, &mut s, "move grid:0,0 grid:0,4").refusal,
        Some(Refusal::TooFar(2)),
        "no wrap-around: column 4 is four columns away, not one"
    );
    assert_eq!(act(&g, &mut s, "move grid:0,0 grid:4,0").refusal, Some(Refusal::TooFar(2)));
    ok(&g, &mut s, "move grid:0,0 grid:2,2"); // a diagonal, which the plus table lacks
    ok(&g, &mut s, "move grid:2,2 grid:2,3");
    assert_eq!(at(&g, &s, "grid:2,3").as_deref(), Some("t"));
    assert_eq!(en(&Refusal::TooFar(1)), "This token moves at most 1 square.");
}

#[test]
fn up_to_a_distance_beyond_the_grid_lists_every_move() {
    // A designer who means "anywhere, flying" may type a huge distance; the loader takes it.
    let no_tray = json!({"trays": [], "players": [{"id": "p"}], "result_areas": []});
    let g = mover(1, 3, json!({"in_grid": "up-to", "distance": 3_000_000_000u32}), &[("t", 0, 0)], no_tray);
    let s = start(&g);
    assert_eq!(s.status, Status::Playing, "the token can move, yet the game ended at once");
    let mut listed = legal(&g, &s);
    listed.sort();
    assert_eq!(listed, [action(&g, "move grid:0,0 grid:0,1"), action(&g, "move grid:0,0 grid:0,2")]);
    let mut s2 = s.clone();
    ok(&g, &mut s2, "move grid:0,0 grid:0,2");
}

#[test]
fn jump_over_a_token_onto_an_empty_cell() {
    let g = mover(1, 5, json!({"in_grid": "jump"}), &[("t", 0, 0), ("rock", 0, 1), ("rock", 0, 3)], json!({}));
    let mut s = start(&g);
    ok(&g, &mut s, "move grid:0,0 grid:0,2");
    assert_eq!(board(&g, &s, "grid"), [".", "rock", "t", "rock", "."], "the jumped token stays");
    ok(&g, &mut s, "move grid:0,2 grid:0,4");
    assert_eq!(board(&g, &s, "grid"), [".", "rock", ".", "rock", "t"]);
    assert_eq!(moves(&s, 0), (2, 0));
    assert_eq!(s.players[0].tokens_won, 0);
}

#[test]
fn jump_refused_over_an_empty_cell_or_onto_a_token() {
    let g = mover(1, 5, json!({"in_grid": "jump"}), &[("t", 0, 0), ("rock", 0, 3)], json!({}));
    let mut s = start(&g);
    let o = act(&g, &mut s, "move grid:0,0 grid:0,2");
    assert_eq!(o.refusal, Some(Refusal::MustJump), "nothing to jump over");
    assert_eq!(said(&o), "This token must jump over one token onto an empty square.");
    assert_eq!(moves(&s, 0), (1, 1));
    assert_eq!(act(&g, &mut s, "move grid:0,0 grid:0,1").refusal, Some(Refusal::MustJump), "a step is no jump");
    let g = mover(1, 5, json!({"in_grid": "jump"}), &[("t", 0, 0), ("rock", 0, 1), ("rock", 0, 2)], json!({}));
    let mut s = start(&g);
    assert_eq!(refused(&g, &mut s, "move grid:0,0 grid:0,2"), Refusal::Occupied);
}

#[test]
fn jump_never_wraps_round_the_grid() {
    // From column 1, left over the rock in column 0 would land in column 4 on a torus.
    let g = mover(1, 5, json!({"in_grid": "jump"}), &[("t", 0, 1), ("rock", 0, 0)], json!({}));
    let mut s = start(&g);
    assert_eq!(act(&g, &mut s, "move grid:0,1 grid:0,4").refusal, Some(Refusal::MustJump));
    assert_eq!(at(&g, &s, "grid:0,1").as_deref(), Some("t"));
}

#[test]
fn jump_capture_sends_the_jumped_token_to_the_result_area() {
    let g = mover(1, 4, json!({"in_grid": "jump-capture"}), &[("t", 0, 0), ("rock", 0, 1), ("rock", 0, 3)], json!({}));
    let mut s = start(&g);
    let rock = token_at(&g, &s, "grid:0,1");
    let o = ok(&g, &mut s, "move grid:0,0 grid:0,2");
    assert!(has_event(&o.events, |e| matches!(e, Event::Captured { token, .. } if *token == rock)));
    assert_eq!(board(&g, &s, "grid"), [".", ".", "t", "rock"]);
    assert_eq!(board(&g, &s, "res"), ["rock", ".", ".", "."]);
    assert_eq!(s.players[0].tokens_won, 1);
    assert_eq!(moves(&s, 0), (1, 0));
}

// ---------------------------------------------------------------------------------------------
// §4.6 The move flow: the rules level (§4.7 matching, §4.8 accumulation).

/// A 1 x 5 grid whose cell (0,3) is the zone "sky" (designer property "flying"); a bird
/// ["flying"], a duck ["flying", "swimming"] and a fish ["swimming"] in the first cells, and a
/// plain token without properties in the last one.
fn sky(players: Value, rules: Value) -> Game {
    game_of(json!({
        "token_types": [
            {"id": "bird", "properties": ["flying"]},
            {"id": "duck", "properties": ["flying", "swimming"]},
            {"id": "fish", "properties": ["swimming"]},
            {"id": "plain"},
        ],
        "grid": {
            "geometry": geo(1, 5, 0, 0),
            "order": "keep",
            "zones": [{"id": "sky", "properties": ["flying"], "cells": [[0, 3]]}],
            "tokens": place(&[("bird", 0, 0), ("duck", 0, 1), ("fish", 0, 2), ("plain", 0, 4)]),
        },
        "result_areas": [{"id": "res", "geometry": geo(1, 4, 0, 1000)}],
        "players": players,
        "rules": rules,
    }))
}

fn one_player() -> Value {
    json!([{"id": "p", "result": "res"}])
}

#[test]
fn rules_level_strict_matching_against_designer_properties() {
    let g = sky(one_player(), json!({"matching": "strict"}));
    let mut s = start(&g);
    assert_eq!(act(&g, &mut s, "move grid:0,1 grid:0,3").refusal, Some(Refusal::WrongPlace), "duck: not equal");
    assert_eq!(act(&g, &mut s, "move grid:0,2 grid:0,3").refusal, Some(Refusal::WrongPlace), "fish");
    ok(&g, &mut s, "move grid:0,0 grid:0,3");
    assert_eq!(moves(&s, 0), (3, 2));
}

#[test]
fn rules_level_loose_matching_against_designer_properties() {
    let g = sky(one_player(), json!({"matching": "loose"}));
    let mut s = start(&g);
    assert_eq!(act(&g, &mut s, "move grid:0,2 grid:0,3").refusal, Some(Refusal::WrongPlace), "fish");
    ok(&g, &mut s, "move grid:0,1 grid:0,3"); // the duck shares "flying"
    assert_eq!(moves(&s, 0), (2, 1));
}

#[test]
fn rules_level_zone_without_designer_properties_learns_and_forgets() {
    let g = game_of(json!({
        "token_types": [{"id": "red", "properties": ["red"]}, {"id": "blue", "properties": ["blue"]}],
        "grid": {
            "geometry": geo(1, 4, 0, 0),
            "zones": [{"id": "box", "cells": [[0, 0], [0, 1]]}],
        },
        "trays": [{"id": "tray", "geometry": geo(1, 3, 0, 1000), "queue": ["red", "blue", "red"], "queue_order": "keep"}],
        "players": [{"id": "p", "tray": "tray"}],
    }));
    let mut s = start(&g);
    assert_eq!(board(&g, &s, "tray"), ["red", "blue", "red"]);
    ok(&g, &mut s, "move tray:0,0 grid:0,0"); // an empty zone accepts anything
    assert_eq!(act(&g, &mut s, "move tray:0,1 grid:0,1").refusal, Some(Refusal::WrongPlace), "the box is red now");
    ok(&g, &mut s, "move tray:0,2 grid:0,1");
    assert_eq!(moves(&s, 0), (3, 1));
    // The red tokens leave: the zone forgets "red".
    ok(&g, &mut s, "move grid:0,0 tray:0,0");
    assert_eq!(act(&g, &mut s, "move tray:0,1 grid:0,0").refusal, Some(Refusal::WrongPlace), "one red is left");
    ok(&g, &mut s, "move grid:0,1 tray:0,2");
    ok(&g, &mut s, "move tray:0,1 grid:0,0");
    assert_eq!(board(&g, &s, "grid"), ["blue", ".", ".", "."]);
}

#[test]
fn rules_level_matched_remove_sends_the_token_to_the_result_area() {
    let g = sky(one_player(), json!({"if_matched": "remove", "matched_message": "It flies!"}));
    let mut s = start(&g);
    let o = ok(&g, &mut s, "move grid:0,0 grid:0,3");
    assert_eq!(said(&o), "It flies!");
    assert_eq!(board(&g, &s, "grid"), [".", "duck", "fish", ".", "plain"]);
    assert_eq!(board(&g, &s, "res"), ["bird", ".", ".", "."]);
    assert_eq!(s.players[0].tokens_won, 1);
    assert_eq!(moves(&s, 0), (1, 0));
}

#[test]
fn rules_level_not_matched_refuse_counts_and_passes_the_turn() {
    let players = json!([{"id": "ann", "result": "res"}, {"id": "bob", "result": "res"}]);
    let g = sky(players, json!({}));
    let mut s = start(&g);
    let o = act(&g, &mut s, "move grid:0,2 grid:0,3");
    assert_eq!(o.refusal, Some(Refusal::WrongPlace));
    assert!(o.refusal.as_ref().is_some_and(|r| r.counted()));
    assert_eq!(said(&o), "This token does not belong here.");
    assert_eq!(moves(&s, 0), (1, 1));
    assert_eq!(s.current, 1, "the turn passes after an invalid outcome");
    assert_eq!(board(&g, &s, "grid"), ["bird", "duck", "fish", ".", "plain"], "the token stays");
}

#[test]
fn rules_level_not_matched_accept_performs_the_move_as_an_error() {
    let g = sky(one_player(), json!({"if_not_matched": "accept"}));
    let mut s = start(&g);
    let o = ok(&g, &mut s, "move grid:0,2 grid:0,3");
    assert!(has_event(&o.events, |e| *e == Event::ErrorCounted { player: 0 }));
    assert_eq!(said(&o), "", "accepted: no refusal text, only the designer's word when there is one");
    assert_eq!(board(&g, &s, "grid"), ["bird", "duck", ".", "fish", "plain"]);
    assert_eq!(moves(&s, 0), (1, 1));
}

#[test]
fn rules_level_designer_not_matched_message_replaces_the_default() {
    for if_not_matched in ["refuse", "accept"] {
        let g = sky(one_player(), json!({"if_not_matched": if_not_matched, "not_matched_message": "Fish do not fly!"}));
        let mut s = start(&g);
        let o = act(&g, &mut s, "move grid:0,2 grid:0,3");
        assert_eq!(said(&o), "Fish do not fly!", "{if_not_matched}");
        assert_eq!(moves(&s, 0), (1, 1), "{if_not_matched}");
    }
}

#[test]
fn rules_level_token_without_properties_is_never_checked() {
    let g = game_of(json!({
        "token_types": [{"id": "plain"}],
        "grid": {
            "geometry": geo(1, 2, 0, 0),
            "order": "keep",
            "zones": [{"id": "sky", "properties": ["flying"], "cells": [[0, 1]]}],
            "tokens": place(&[("plain", 0, 0)]),
        },
    }));
    let mut s = start(&g);
    ok(&g, &mut s, "move grid:0,0 grid:0,1");
    assert_eq!(moves(&s, 0), (1, 0));
}

// ---------------------------------------------------------------------------------------------
// §3.5 Trays.

fn letters() -> Value {
    json!(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].iter().map(|t| json!({"id": t})).collect::<Vec<_>>())
}

fn tray_game(columns: u32, queue: &[&str], order: &str, rules: Value, waiting: bool) -> Game {
    let mut d = json!({
        "token_types": letters(),
        "grid": {"geometry": geo(2, 5, 0, 0)},
        "trays": [{"id": "tray", "geometry": geo(1, columns, 0, 1000), "queue": queue, "queue_order": order}],
        "players": [{"id": "p", "tray": "tray"}],
        "rules": rules,
    });
    if waiting {
        merge(
            &mut d,
            json!({
                "waiting_areas": [{"id": "wait", "geometry": geo(1, 2, 0, 2000)}],
                "players": [{"id": "p", "tray": "tray", "waiting": "wait"}],
            }),
        );
    }
    game_of(d)
}

fn tray_index(g: &Game) -> usize {
    g.board_index("tray").expect("a tray")
}

#[test]
fn tray_is_filled_at_the_start() {
    let g = tray_game(3, &["a", "b", "c", "d", "e"], "keep", json!({}), false);
    let s = start(&g);
    assert_eq!(board(&g, &s, "tray"), ["a", "b", "c"]);
    assert_eq!(s.queues[tray_index(&g)].remaining(), 2);
}

#[test]
fn tray_refills_when_a_token_leaves() {
    let g = tray_game(3, &["a", "b", "c", "d", "e"], "keep", json!({}), false);
    let mut s = start(&g);
    let o = ok(&g, &mut s, "move tray:0,1 grid:0,0");
    assert!(has_event(&o.events, |e| matches!(e, Event::Dealt { .. })));
    assert_eq!(board(&g, &s, "tray"), ["a", "d", "c"]);
    assert_eq!(s.queues[tray_index(&g)].remaining(), 1);
    ok(&g, &mut s, "move tray:0,0 grid:0,1");
    ok(&g, &mut s, "move tray:0,0 grid:0,2");
    assert_eq!(board(&g, &s, "tray"), [".", "d", "c"], "the queue is exhausted");
}

#[test]
fn tray_rearranging_its_own_cells_deals_nothing() {
    // A card turned (and removed) in the tray leaves a hole that no move refills; moving a
    // token within the tray into it is no "token left the tray".
    let g = game_of(json!({
        "token_types": [{"id": "card", "mode": "select"}, {"id": "m"}, {"id": "x"}, {"id": "y"}],
        "grid": {"geometry": geo(1, 3, 0, 0)},
        "trays": [{"id": "tray", "geometry": geo(1, 3, 0, 1000), "queue": ["card", "m", "x", "y"], "queue_order": "keep"}],
        "players": [{"id": "p", "tray": "tray"}],
        "rules": {"group_size": 1, "if_matched": "remove"},
    }));
    let mut s = start(&g);
    ok(&g, &mut s, "select tray:0,0");
    assert_eq!(board(&g, &s, "tray"), [".", "m", "x"], "only a move out of the tray refills it");
    ok(&g, &mut s, "move tray:0,1 tray:0,0");
    assert_eq!(board(&g, &s, "tray"), ["m", ".", "x"]);
    assert_eq!(s.queues[tray_index(&g)].remaining(), 1);
    ok(&g, &mut s, "move tray:0,2 grid:0,0");
    assert_eq!(board(&g, &s, "tray"), ["m", ".", "y"], "a token that leaves is replaced");
}

#[test]
fn tray_refills_when_empty() {
    let g = tray_game(2, &["a", "b", "c", "d"], "keep", json!({"refill": "when-empty"}), false);
    let mut s = start(&g);
    ok(&g, &mut s, "move tray:0,0 grid:0,0");
    assert_eq!(board(&g, &s, "tray"), [".", "b"], "not empty yet: no refill");
    ok(&g, &mut s, "move tray:0,1 grid:0,1");
    assert_eq!(board(&g, &s, "tray"), ["c", "d"], "empty: refilled completely");
    assert_eq!(s.queues[tray_index(&g)].remaining(), 0);
}

#[test]
fn tray_refills_when_empty_only_if_the_waiting_area_is_empty_too() {
    let g = tray_game(2, &["a", "b", "c", "d"], "keep", json!({"refill": "when-empty"}), true);
    let mut s = start(&g);
    ok(&g, &mut s, "move tray:0,0 wait:0,0");
    ok(&g, &mut s, "move tray:0,1 grid:0,0");
    assert_eq!(board(&g, &s, "tray"), [".", "."], "a token still waits: the tray is not empty");
    assert_eq!(s.queues[tray_index(&g)].remaining(), 2);
}

#[test]
fn tray_refills_on_request() {
    let g = tray_game(2, &["a", "b", "c"], "keep", json!({"refill": "on-request"}), false);
    let mut s = start(&g);
    ok(&g, &mut s, "move tray:0,0 grid:0,0");
    assert_eq!(board(&g, &s, "tray"), [".", "b"], "nothing happens until asked");
    let refill = action(&g, "refill tray");
    assert!(legal(&g, &s).contains(&refill));
    let o = ok(&g, &mut s, "refill tray");
    assert!(has_event(&o.events, |e| matches!(e, Event::Dealt { .. })));
    assert_eq!(board(&g, &s, "tray"), ["c", "b"]);
    assert_eq!(moves(&s, 0), (1, 0), "asking for a refill is not a move");
    assert!(!legal(&g, &s).contains(&refill));
    let r = refused(&g, &mut s, "refill tray");
    assert_eq!(r, Refusal::NothingToRefill);
    assert_eq!(en(&r), "There is nothing to refill.");
}

#[test]
fn tray_refill_action_is_refused_in_the_other_modes() {
    for mode in ["on-leave", "when-empty"] {
        let g = tray_game(2, &["a", "b", "c"], "keep", json!({"refill": mode}), false);
        let mut s = start(&g);
        ok(&g, &mut s, "move tray:0,0 grid:0,0");
        let r = refused(&g, &mut s, "refill tray");
        assert_eq!(r, Refusal::NoRefillOnRequest, "{mode}");
        assert_eq!(en(&r), "The tray refills by itself.");
    }
}

#[test]
fn tray_queue_order_keep_and_random() {
    let all = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"];
    let g = tray_game(10, &all, "keep", json!({}), false);
    for seed in 1..=3 {
        assert_eq!(board(&g, &new_game(&g, seed, 1), "tray"), all, "keep order, seed {seed}");
    }
    let g = tray_game(10, &all, "random", json!({}), false);
    let orders: Vec<Vec<String>> = (1..=5).map(|seed| board(&g, &new_game(&g, seed, 1), "tray")).collect();
    for (i, order) in orders.iter().enumerate() {
        assert_eq!(board(&g, &new_game(&g, i as u64 + 1, 1), "tray"), *order, "same seed, same order");
        let mut sorted = order.clone();
        sorted.sort();
        assert_eq!(sorted, all, "a shuffle deals every token once");
    }
    assert!(orders.iter().any(|o| o != &all), "random order never shuffled: {orders:?}");
    assert!(orders.windows(2).any(|w| w[0] != w[1]), "different seeds, same order: {orders:?}");
}

#[test]
fn tray_mark_owner_sets_the_owners() {
    for mark in [true, false] {
        let g = game_of(json!({
            "token_types": [{"id": "x"}, {"id": "y"}],
            "grid": {"geometry": geo(1, 3, 0, 0)},
            "trays": [
                {"id": "ta", "geometry": geo(1, 1, 0, 1000), "queue": ["x"], "mark_owner": mark},
                {"id": "tb", "geometry": geo(1, 1, 0, 2000), "queue": ["y"], "mark_owner": mark},
            ],
            "players": [{"id": "ann", "name": "Ann", "tray": "ta"}, {"id": "bob", "name": "Bob", "tray": "tb"}],
        }));
        let mut s = start(&g);
        let x = token_at(&g, &s, "ta:0,0");
        assert_eq!(s.tokens[x as usize].owners != 0, mark);
        ok(&g, &mut s, "move ta:0,0 grid:0,0");
        assert_eq!(s.current, 1);
        if mark {
            let r = refused(&g, &mut s, "move grid:0,0 grid:0,2");
            assert_eq!(en(&r), "This token belongs to Ann.");
        } else {
            ok(&g, &mut s, "move grid:0,0 grid:0,2");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// §4.9 Counting and turns.

/// A free token and a fixed-in-grid post (any grid move of the post is a counted error).
fn turns_game(players: Value, rules: Value) -> Game {
    game_of(json!({
        "token_types": [{"id": "free"}, {"id": "post", "in_grid": "fixed"}],
        "grid": {"geometry": geo(1, 4, 0, 0), "order": "keep", "tokens": place(&[("post", 0, 0), ("free", 0, 1)])},
        "players": players,
        "rules": rules,
    }))
}

#[test]
fn turn_after_valid_off_keeps_the_turn_after_a_valid_move() {
    let g = turns_game(two_players(), json!({"turns": {"after_valid": false}}));
    let mut s = start(&g);
    ok(&g, &mut s, "move grid:0,1 grid:0,2");
    assert_eq!(s.current, 0);
    assert_eq!(act(&g, &mut s, "move grid:0,0 grid:0,3").refusal, Some(Refusal::CannotMoveInGrid));
    assert_eq!(s.current, 1, "an invalid move still passes the turn");
    assert_eq!(moves(&s, 0), (2, 1));
}

#[test]
fn turn_after_invalid_off_keeps_the_turn_after_an_error() {
    let g = turns_game(two_players(), json!({"turns": {"after_invalid": false}}));
    let mut s = start(&g);
    assert_eq!(act(&g, &mut s, "move grid:0,0 grid:0,3").refusal, Some(Refusal::CannotMoveInGrid));
    assert_eq!(s.current, 0);
    ok(&g, &mut s, "move grid:0,1 grid:0,2");
    assert_eq!(s.current, 1, "a valid move still passes the turn");
}

#[test]
fn turn_skips_asleep_players() {
    let players = json!([{"id": "a", "name": "A"}, {"id": "b", "name": "B"}, {"id": "c", "name": "C"}]);
    let g = turns_game(players, json!({"one_ends_all": false, "lose": {"max_errors": 1}}));
    let mut s = start(&g);
    act(&g, &mut s, "move grid:0,0 grid:0,3");
    assert_eq!(s.players[0].finish, Some(Finish::Lost));
    assert_eq!(s.status, Status::Playing);
    assert_eq!(s.current, 1);
    ok(&g, &mut s, "move grid:0,1 grid:0,2");
    assert_eq!(s.current, 2);
    ok(&g, &mut s, "move grid:0,2 grid:0,1");
    assert_eq!(s.current, 1, "A is asleep and skipped");
}

#[test]
fn turn_pass_button() {
    let g = turns_game(two_players(), json!({"turns": {"pass_button": true}}));
    let mut s = start(&g);
    assert!(legal(&g, &s).contains(&Action::Pass));
    let o = ok(&g, &mut s, "pass");
    assert!(has_event(&o.events, |e| *e == Event::TurnPassed { to: 1 }));
    assert_eq!(s.current, 1);
    assert_eq!(moves(&s, 0), (0, 0), "passing counts nothing");
    let g = turns_game(two_players(), json!({}));
    let mut s = start(&g);
    assert!(!legal(&g, &s).contains(&Action::Pass));
    let r = refused(&g, &mut s, "pass");
    assert_eq!(r, Refusal::PassNotAllowed);
    assert_eq!(en(&r), "You cannot pass your turn now.");
}

#[test]
fn turn_pass_turns_back_a_half_selection() {
    let g = cards(&["a", "a", "b", "b"], json!({"players": two_players(), "rules": {"turns": {"pass_button": true}}}));
    let mut s = start(&g);
    let t = token_at(&g, &s, "grid:0,0");
    ok(&g, &mut s, "select grid:0,0");
    let o = ok(&g, &mut s, "pass");
    assert!(has_event(&o.events, |e| *e == Event::TurnedBack { token: t }));
    assert!(!s.tokens[t as usize].face_up);
    assert!(s.selection.is_empty());
    assert_eq!(s.current, 1);
    assert_eq!(moves(&s, 0), (0, 0));
}

#[test]
fn turn_forced_pass_when_stuck_while_another_can_play() {
    let g = game_of(json!({
        "token_types": [{"id": "a", "owners": ["ann"], "in_grid": "fixed"}, {"id": "b", "owners": ["bob"]}],
        "grid": {"geometry": geo(1, 3, 0, 0), "order": "keep", "tokens": place(&[("a", 0, 0), ("b", 0, 1)])},
        "players": two_players(),
    }));
    let mut s = start(&g);
    assert_eq!(s.status, Status::Playing);
    assert_eq!(legal(&g, &s), [Action::Pass], "Ann can only pass");
    ok(&g, &mut s, "pass");
    assert_eq!(s.current, 1);
    assert_eq!(moves(&s, 0), (0, 0));
    ok(&g, &mut s, "move grid:0,1 grid:0,2");
    assert_eq!(s.current, 0);
    assert_eq!(s.status, Status::Playing);
    assert_eq!(legal(&g, &s), [Action::Pass]);
}

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
    assert_eq!(s.players[0].finish, Some(Finish::Won));
    assert_eq!(s.players[1].finish, Some(Finish::Stopped));
    assert_eq!(s.winner, Some(0));
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
    assert_eq!(s.players[0].finish, Some(Finish::Won));
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
        assert!(!taquin_solved(&g, &s), "seed {seed}: already solved\n{}", tablier::text::render(&g, &s, true));
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
    let names: Vec<&str> = s.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Kid 1", "Kid 2", "Kid 3"]);
    assert!(s.players.iter().all(|p| p.design_player == 0 && p.moves == 0 && p.finish.is_none()));
    assert_eq!(new_game(&g, 1, 1).players.len(), 1);
    // With two designer players, exactly they play.
    let g = turns_game(two_players(), json!({}));
    let names: Vec<String> = new_game(&g, 1, 3).players.iter().map(|p| p.name.clone()).collect();
    assert_eq!(names, ["Ann", "Bob"]);
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
    assert!(play.act(e).refusal.is_some_and(|r| r.counted()));
    let after_two = play.state.clone();
    assert_ne!(after_two, after_one, "a counted refusal changes the counters");
    assert_eq!(play.log, [m, e], "a counted refusal is recorded");

    assert!(play.undo());
    assert_eq!(play.state, after_one);
    assert!(play.undo());
    assert_eq!(play.state, start_state);
    assert!(!play.undo(), "nothing more to undo");
    assert!(play.log.is_empty());
    assert!(play.redo());
    assert_eq!(play.state, after_one);
    assert!(play.redo());
    assert_eq!(play.state, after_two);
    assert!(!play.redo());
    assert_eq!(play.log, [m, e]);
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
