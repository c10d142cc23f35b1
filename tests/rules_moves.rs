//! Rule tests (docs/model.md §4.6 to §4.9, §3.5): permissions between boards, the token level,
//! the rules level (matching and accumulation), trays, counting and turns.

mod common;

use common::*;
use serde_json::{json, Value};
use tablier::engine::{new_game, Action, Event, Finish, Refusal, Status};
use tablier::game::Game;

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
    let players = json!([{"id": "ann", "name": "Ann", "result": "res"}, {"id": "bob", "name": "Bob", "result": "res"}]);
    let g = sky(players, json!({}));
    let mut s = start(&g);
    let o = act(&g, &mut s, "move grid:0,2 grid:0,3");
    assert_eq!(o.refusal, Some(Refusal::WrongPlace));
    assert!(o.refusal.as_ref().is_some_and(|r| r.counted()));
    // No refusal written by the designer: the zone's own name says where it did not go.
    assert_eq!(said(&o), "Look again: it does not go in “sky”. Your turn is over: Bob plays now.");
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
