//! Answer keys and pairs by face (docs/model.md §9.14): a zone that lists the token types
//! belonging in it, and a memory whose cards pair by what the child sees, or by a partner.

mod common;

use common::*;
use serde_json::{json, Value};
use tablier::engine::{help_words, Status};
use tablier::game::Game;

/// A sort game with an answer key: two rows, "It can fly" and "It does not fly", and a tray
/// of four animals with no properties at all.
fn sort_design() -> Value {
    let animal = |id: &str| json!({"id": id, "name": id, "front": format!("animal-{id}")});
    json!({
        "token_types": [animal("bird"), animal("duck"), animal("cow"), animal("dog")],
        "grid": {"geometry": geo(2, 2, 0, 0), "zones": [
            {"id": "flies", "name": {"en": "It can fly", "fr": "Il vole"}, "tokens": ["bird", "duck"],
             "cells": [[0, 0], [0, 1]]},
            {"id": "walks", "name": {"en": "It does not fly", "fr": "Il ne vole pas"}, "tokens": ["cow", "dog"],
             "cells": [[1, 0], [1, 1]]}
        ]},
        "trays": [{"id": "tray", "geometry": geo(1, 4, 0, 150), "queue": ["bird", "duck", "cow", "dog"],
                   "queue_order": "keep"}],
        "players": [{"id": "p", "tray": "tray"}]
    })
}

#[test]
fn a_sort_with_an_answer_key_refuses_a_wrong_drop_and_wins_only_when_all_are_placed() {
    let g = game_of(sort_design());
    let mut s = start(&g);
    assert_eq!(at(&g, &s, "tray:0,0").as_deref(), Some("bird"));
    let r = refused(&g, &mut s, "move tray:0,0 grid:1,0");
    assert_eq!(r, tablier::engine::Refusal::WrongPlace, "the bird does not go with those that do not fly");
    assert_eq!(at(&g, &s, "tray:0,0").as_deref(), Some("bird"), "refused: the bird is still in the tray");
    ok(&g, &mut s, "move tray:0,0 grid:0,0");
    ok(&g, &mut s, "move tray:0,1 grid:0,1");
    ok(&g, &mut s, "move tray:0,2 grid:1,0");
    assert!(!s.is_over(), "three placed out of four: not won yet");
    refused(&g, &mut s, "move tray:0,3 grid:0,0");
    ok(&g, &mut s, "move tray:0,3 grid:1,1");
    assert_eq!(s.status, Status::Won);
}

#[test]
fn a_token_of_no_answer_is_refused_by_a_zone_with_a_key() {
    let mut d = sort_design();
    d["token_types"].as_array_mut().unwrap().push(json!({"id": "stone", "name": "Stone"}));
    d["trays"][0]["queue"] = json!(["stone", "bird", "duck", "cow", "dog"]);
    d["trays"][0]["geometry"] = geo(1, 5, 0, 150);
    let g = game_of(d);
    let mut s = start(&g);
    refused(&g, &mut s, "move tray:0,0 grid:0,0");
    refused(&g, &mut s, "move tray:0,0 grid:1,0");
}

#[test]
fn the_hint_of_an_answer_key_names_the_zones_not_the_answer() {
    let g = game_of(sort_design());
    let s = start(&g);
    let hint = help_words(&g, &s, Some(cell(&g, "tray:0,0"))).expect("a hint");
    assert!(hint.en.contains("It can fly") && hint.en.contains("It does not fly"), "{}", hint.en);
    assert!(hint.fr.contains("Il vole") && hint.fr.contains("Il ne vole pas"), "{}", hint.fr);
}

/// A memory of three pictures in pairs, without properties; `extra` adds token types.
fn memory(extra: &[Value]) -> Value {
    let card =
        |id: &str, front: &str| json!({"id": id, "name": id, "front": front, "mode": "select", "back": "card-back"});
    let mut types = vec![card("cat", "animal-cat"), card("dog", "animal-dog")];
    types.extend(extra.iter().cloned());
    json!({
        "token_types": types,
        "grid": {"order": "keep", "geometry": geo(2, 3, 0, 0),
                 "tokens": place(&[("cat", 0, 0), ("cat", 0, 1), ("dog", 0, 2), ("dog", 1, 0)])},
        "rules": {"if_matched": "remove", "win": {"grid_empty": true, "zones_valid_and_tray_empty": false,
                  "zones_valid_and_grid_full": false}}
    })
}

fn pairs(g: &Game, a: &str, b: &str) -> bool {
    let mut s = start(g);
    ok(g, &mut s, &format!("select {a}"));
    let out = ok(g, &mut s, &format!("select {b}"));
    out.events.iter().any(|e| matches!(e, tablier::engine::Event::Matched { .. }))
}

#[test]
fn a_memory_without_properties_pairs_only_the_same_faces() {
    let g = game_of(memory(&[]));
    assert!(pairs(&g, "grid:0,0", "grid:0,1"), "two cats");
    assert!(!pairs(&g, "grid:0,0", "grid:0,2"), "a cat and a dog are not a pair");
}

#[test]
fn a_card_pairs_with_the_partner_it_names() {
    let word = json!({"id": "cat-word", "name": "cat", "label": "CAT", "mode": "select", "back": "card-back",
                      "partner": "cat"});
    let mut d = memory(&[word]);
    d["grid"]["tokens"] = place(&[("cat", 0, 0), ("cat-word", 0, 1), ("dog", 0, 2), ("dog", 1, 0)]);
    let g = game_of(d);
    assert!(pairs(&g, "grid:0,0", "grid:0,1"), "the picture and its word");
    assert!(pairs(&g, "grid:0,1", "grid:0,0"), "either first");
    assert!(!pairs(&g, "grid:0,1", "grid:0,2"), "the word and another picture");
}

#[test]
fn changing_a_cards_picture_changes_its_pairs() {
    // Two types, each placed once, that show the same cat: a pair.
    let card = |id: &str, front: &str| json!({"id": id, "name": "Cat", "front": front, "mode": "select"});
    let design = |front_b: &str| {
        json!({
            "token_types": [card("a", "animal-cat"), card("b", front_b), card("c", "animal-dog")],
            "grid": {"order": "keep", "geometry": geo(1, 4, 0, 0),
                     "tokens": place(&[("a", 0, 0), ("b", 0, 1), ("c", 0, 2), ("c", 0, 3)])},
            "rules": {"if_matched": "remove", "win": {"grid_empty": true, "zones_valid_and_tray_empty": false,
                      "zones_valid_and_grid_full": false}}
        })
    };
    assert!(pairs(&game_of(design("animal-cat")), "grid:0,0", "grid:0,1"));
    // The teacher gives the second card an apple's picture: it no longer pairs with the cat.
    assert!(!pairs(&game_of(design("fruit-apple")), "grid:0,0", "grid:0,1"));
}

#[test]
fn cards_with_properties_still_pair_by_them() {
    let card = |id: &str, front: &str, p: &str| json!({"id": id, "name": id, "front": front, "mode": "select", "properties": [p]});
    let g = game_of(json!({
        "token_types": [card("red1", "animal-cat", "red"), card("red2", "animal-dog", "red"),
                        card("blue", "animal-cat", "blue")],
        "grid": {"order": "keep", "geometry": geo(1, 4, 0, 0),
                 "tokens": place(&[("red1", 0, 0), ("red2", 0, 1), ("blue", 0, 2), ("blue", 0, 3)])},
        "rules": {"if_matched": "remove", "win": {"grid_empty": true, "zones_valid_and_tray_empty": false,
                  "zones_valid_and_grid_full": false}}
    }));
    assert!(pairs(&g, "grid:0,0", "grid:0,1"), "the same property, other pictures");
    assert!(!pairs(&g, "grid:0,0", "grid:0,2"), "the same picture, another property");
}
