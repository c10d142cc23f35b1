//! Rule tests (docs/model.md §4.3 to §4.5): the cell check, the visible-token check, selection
//! groups and result areas. One focused test per rule, asserting what a player would notice.

mod common;

use common::*;
use serde_json::{json, Value};
use tablier::engine::{Action, Event, Refusal, State};
use tablier::game::Game;
use tablier::lang::Text;

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
    assert_eq!(en(&r), "Tokens cannot go there.");
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
    assert_eq!(r, Refusal::NotYours(Text::new("Bob", "à Bob")));
    assert_eq!(en(&r), "This token belongs to Bob.");
    assert_eq!(refused(&g, &mut s, "select grid:0,2"), Refusal::NotYours(Text::new("Bob", "à Bob")));
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
    assert_eq!(refused(&g, &mut s, "select grid:0,1"), Refusal::NotYours(Text::new("Bob", "à Bob")));
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
    assert_eq!(r, Refusal::NotYourBoard(Text::new("Bob", "à Bob")));
    assert_eq!(en(&r), "This place belongs to Bob.");
    assert_eq!(refused(&g, &mut s, "move ta:0,0 tb:0,1"), Refusal::NotYourBoard(Text::new("Bob", "à Bob")));
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
    assert_eq!(r, Refusal::NotYourBoard(Text::new("Bob", "à Bob")), "the refusal should name the owner, as for moves");
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

/// Cards without properties go together by what the child sees (docs/model.md §4.5): two
/// different faces are not a pair (they once were, so a memory of pictures paired anything).
#[test]
fn selection_without_properties_matches_by_face() {
    let g = game_of(json!({
        "token_types": [{"id": "x", "mode": "select"}, {"id": "y", "mode": "select"}],
        "grid": {"geometry": geo(1, 3, 0, 0), "order": "keep", "tokens": place(&[("x", 0, 0), ("y", 0, 1), ("x", 0, 2)])},
    }));
    let mut s = start(&g);
    ok(&g, &mut s, "select grid:0,0");
    ok(&g, &mut s, "select grid:0,1");
    assert_eq!(moves(&s, 0), (1, 1), "x and y show different faces");
    ok(&g, &mut s, "select grid:0,0");
    ok(&g, &mut s, "select grid:0,2");
    assert_eq!(moves(&s, 0), (2, 1), "two x");
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

/// "Rest of grid" asks nothing unless given properties: a two-kind game built from blank, whose
/// tokens carry the names of their pictures as properties, accepts the second kind beside the
/// first (a drawn zone without properties still learns from its first token).
#[test]
fn rest_of_grid_does_not_learn_a_category() {
    let g = game_of(json!({
        "token_types": [
            {"id": "cross", "properties": ["cross"]},
            {"id": "nought", "properties": ["nought"]}
        ],
        "grid": {"geometry": geo(3, 3, 0, 0), "order": "keep",
                 "zones": [{"id": "corner", "cells": [[2, 2], [2, 1]]}]},
        "trays": [{"id": "t", "geometry": geo(1, 2, 0, 200), "queue": ["cross", "nought", "cross", "nought"], "queue_order": "keep"}],
        "rules": {"win": win(json!({}))}
    }));
    let mut s = start(&g);
    ok(&g, &mut s, "move t:0,0 grid:0,0");
    ok(&g, &mut s, "move t:0,1 grid:0,1");
    // The drawn zone learns "cross" from its first token and refuses a nought.
    ok(&g, &mut s, "move t:0,0 grid:2,2");
    assert_eq!(refused(&g, &mut s, "move t:0,1 grid:2,1"), Refusal::WrongPlace);
}
