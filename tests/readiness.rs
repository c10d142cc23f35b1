//! A game is never won or lost without the play that earns it, and "no problem" means a game
//! that can be played (issue: a designer game won at the first touch).

mod common;

use common::*;
use serde_json::json;
use tablier::engine::{design_problems, new_game, Status};
use tablier::model::Design;

/// A sort game as an educator builds it: two zones that want "flies" and "swims", a tray
/// holding the tokens, and a player who was never given the tray.
fn sort_game() -> serde_json::Value {
    json!({
        "format": 1, "name": "Sort",
        "token_types": [
            {"id": "bird", "properties": ["flies"]},
            {"id": "fish", "properties": ["swims"]}
        ],
        "grid": {"geometry": geo(2, 2, 0, 0), "zones": [
            {"id": "sky", "properties": ["flies"], "cells": [[0, 0], [0, 1]]},
            {"id": "sea", "properties": ["swims"], "cells": [[1, 0], [1, 1]]}
        ]},
        "trays": [{"id": "tray", "geometry": geo(1, 2, 0, 150), "queue": ["bird", "fish"], "queue_order": "keep"}]
    })
}

#[test]
fn a_sort_game_whose_tray_belongs_to_nobody_is_won_only_by_sorting() {
    let g = game_of(sort_game());
    let mut s = new_game(&g, 1, 1);
    // The shared tray is the player's to take from; a wrong drop is refused and wins nothing.
    refused(&g, &mut s, "move tray:0,0 grid:1,0");
    assert_eq!(s.status, Status::Playing);
    ok(&g, &mut s, "move tray:0,0 grid:0,0");
    assert_eq!(s.status, Status::Playing, "one token sorted, one still in the tray");
    ok(&g, &mut s, "move tray:0,1 grid:1,1");
    assert_eq!(s.status, Status::Won);
    let design: Design = serde_json::from_value(sort_game()).expect("a design");
    assert!(design_problems(&design).is_empty());
}

#[test]
fn a_blank_design_says_that_nothing_can_be_played() {
    let problems = design_problems(&Design::default());
    assert_eq!(problems.len(), 1);
    assert!(problems[0].message.en.starts_with("Nothing can be played yet"), "{}", problems[0].message.en);
    assert!(problems[0].message.fr.starts_with("Rien ne peut encore être joué"));
}

#[test]
fn a_design_won_before_anyone_plays_is_a_problem() {
    let mut d = sort_game();
    // Every zone already holds the right token, and the player's (shared) tray is empty.
    d["trays"][0]["queue"] = json!([]);
    d["grid"]["tokens"] = place(&[("bird", 0, 0), ("fish", 1, 0)]);
    d["grid"]["order"] = json!("keep");
    let design: Design = serde_json::from_value(d).expect("a design");
    let problems = design_problems(&design);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].path, "rules.win");
    assert!(problems[0].message.en.contains("would win before playing"), "{}", problems[0].message.en);
}
