//! What a child would be taught wrongly (`load::lessons`): designs the loader accepts and that
//! play, but teach wrong pairs, cannot be won, run out of tokens, hold a token nobody can
//! play, or say words of a starting point the educator changed. Each finding is a sentence in
//! both languages that names things by their names, with the path of what it is about.

mod common;

use common::*;
use serde_json::{json, Value};
use tablier::edit::Start;
use tablier::engine::{design_problems, teaching_problems};
use tablier::lang::Lang;
use tablier::load::Problem;
use tablier::model::Design;

fn design(mut v: Value) -> Design {
    let map = v.as_object_mut().unwrap();
    map.entry("format").or_insert(json!(1));
    map.entry("name").or_insert(json!("Test"));
    tablier::load::parse(&v.to_string()).unwrap()
}

fn found(d: &Design) -> Vec<Problem> {
    design_problems(d)
}

fn one(d: &Design) -> Problem {
    let problems = found(d);
    assert_eq!(problems.len(), 1, "{problems:#?}");
    problems.into_iter().next().unwrap()
}

#[test]
fn two_cards_with_different_pictures_that_pair_are_named() {
    let card = |id: &str, name: &str, front: &str, p: &str| json!({"id": id, "name": name, "front": front, "mode": "select", "properties": [p]});
    let d = design(json!({
        "token_types": [card("cat", "Cat", "animal-cat", "cat"), card("apple", "Apple", "fruit-apple", "cat"),
                        card("dog", "Dog", "animal-dog", "dog")],
        "grid": {"geometry": geo(2, 3, 0, 0),
                 "tokens": place(&[("cat", 0, 0), ("apple", 0, 1), ("dog", 0, 2), ("dog", 1, 0)])},
        "rules": {"if_matched": "remove", "win": {"grid_empty": true, "zones_valid_and_tray_empty": false,
                  "zones_valid_and_grid_full": false}}
    }));
    let p = one(&d);
    assert_eq!(p.path, "token_types[1].properties");
    assert!(
        p.message.en.starts_with("“Cat” and “Apple” show different pictures, yet they make a pair"),
        "{}",
        p.message.en
    );
    assert!(
        p.message.fr.starts_with("«\u{a0}Cat\u{a0}» et «\u{a0}Apple\u{a0}» montrent des images différentes"),
        "{}",
        p.message.fr
    );
    // Partners go together on purpose.
    let mut partners = d.clone();
    partners.token_types[1].partner = "cat".into();
    assert!(found(&partners).is_empty(), "{:?}", found(&partners));
}

/// A sort game whose second zone asks for `asked`.
fn sky(asked: &str) -> Design {
    let animal = |id: &str, p: &str| json!({"id": id, "name": id, "properties": [p]});
    design(json!({
        "token_types": [animal("Bird", "flies"), animal("Cow", "walks")],
        "grid": {"geometry": geo(2, 2, 0, 0), "zones": [
            {"id": "walk", "name": "It walks", "properties": ["walks"], "cells": [[1, 0], [1, 1]]},
            {"id": "fly", "name": {"en": "It can fly", "fr": "Il vole"}, "properties": [asked], "cells": [[0, 0], [0, 1]]}
        ]},
        "trays": [{"id": "tray", "geometry": geo(1, 2, 0, 150), "queue": ["Bird", "Cow", "Bird", "Cow"]}],
        "players": [{"id": "p", "tray": "tray"}]
    }))
}

#[test]
fn a_zone_that_asks_for_what_no_token_has_is_named_with_the_word_meant() {
    assert!(found(&sky("flies")).is_empty(), "{:?}", found(&sky("flies")));
    let p = one(&sky("flys"));
    assert_eq!(p.path, "grid.zones[1].properties[0]");
    assert_eq!(
        p.message.en,
        "No token of the game goes in the zone “It can fly”: it asks for \"flys\", which no token has, so the game \
         can never be won. Did you mean \"flies\"?"
    );
    assert!(
        p.message.fr.starts_with("Aucun jeton du jeu ne va dans la zone «\u{a0}Il vole\u{a0}»"),
        "{}",
        p.message.fr
    );
}

#[test]
fn an_answer_key_whose_tokens_are_not_in_the_game_is_named() {
    let mut d = sky("flies");
    d.grid.zones[1].properties.clear();
    d.grid.zones[1].tokens = vec!["Bird".into()];
    assert!(found(&d).is_empty(), "{:?}", found(&d));
    d.trays[0].queue = vec!["Cow".into(), "Cow".into()];
    let p = one(&d);
    assert_eq!(p.path, "grid.zones[1].tokens");
    assert!(p.message.en.contains("(“Bird”) are not in the game"), "{}", p.message.en);
}

#[test]
fn a_grid_that_must_be_full_to_win_and_too_few_tokens() {
    let d = design(json!({
        "token_types": [{"id": "a", "name": "A"}],
        "grid": {"geometry": geo(2, 2, 0, 0)},
        "trays": [{"id": "tray", "geometry": geo(1, 3, 0, 150), "queue": ["a", "a", "a"]}],
        "rules": {"win": {"grid_full": true, "zones_valid_and_tray_empty": false, "zones_valid_and_grid_full": false}}
    }));
    let p = one(&d);
    assert_eq!(p.path, "trays[0].queue");
    assert!(p.message.en.contains("the grid has 4 squares and the game only 3 tokens"), "{}", p.message.en);
}

#[test]
fn a_game_for_two_whose_grid_grew_runs_out_of_tokens() {
    let mut d = Start::Duel.design(Lang::En);
    assert!(found(&d).is_empty());
    d.grid.geometry.rows = 5;
    d.grid.geometry.columns = 5;
    for tray in &mut d.trays {
        tray.geometry.x += 1000; // clear of the grown grid
    }
    let p = one(&d);
    assert!(p.path.starts_with("trays[0].queue"), "{}", p.path);
    assert!(p.message.en.starts_with("The trays hold 10 tokens for 25 free squares"), "{}", p.message.en);
    assert!(p.message.fr.starts_with("Les réserves ont 10 jetons pour 25 cases libres"), "{}", p.message.fr);
    // A tray with too few tokens for a line at all.
    let mut d = Start::Duel.design(Lang::En);
    d.trays[1].queue.truncate(2);
    let problems = found(&d);
    assert!(
        problems.iter().any(|p| p.message.en.contains("has 2 tokens to play, too few to make the line of 3")),
        "{problems:#?}"
    );
}

#[test]
fn a_token_that_may_never_leave_its_tray_is_named() {
    let mut d = sky("flies");
    d.token_types[1].permissions.tray_to_grid = false;
    let p = one(&d);
    assert_eq!(p.path, "token_types[1].permissions");
    assert!(p.message.en.starts_with("“Cow” waits in “Tray” but may never go onto the grid"), "{}", p.message.en);
}

/// The sort game with an eagle placed on the grid, at `at`, with `eagle`'s settings.
fn sky_with_eagle(at: [u32; 2], eagle: Value) -> Design {
    let mut v = serde_json::to_value(sky("flies")).unwrap();
    let mut ty = json!({"id": "eagle", "name": {"en": "Eagle", "fr": "Aigle"}, "properties": ["flies"]});
    ty.as_object_mut().unwrap().extend(eagle.as_object().unwrap().clone());
    v["token_types"].as_array_mut().unwrap().push(ty);
    v["grid"]["zones"][0]["name"] = json!({"en": "It walks", "fr": "Il marche"});
    v["grid"]["geometry"] = geo(2, 3, 0, 0);
    v["grid"]["zones"][0]["cells"] = json!([[1, 0], [1, 1], [1, 2]]);
    v["grid"]["zones"][1]["cells"] = json!([[0, 0], [0, 1], [0, 2]]);
    v["grid"]["tokens"] = place(&[("Cow", 1, 2), ("eagle", at[0], at[1])]);
    design(v)
}

#[test]
fn a_token_that_can_never_leave_a_zone_it_does_not_belong_in_is_named() {
    let p = one(&sky_with_eagle([1, 0], json!({"mode": "fixed"})));
    assert_eq!(p.path, "grid.tokens[1]");
    assert_eq!(
        p.message.en,
        "The token “Eagle” stands in the zone “It walks”, where it does not belong, and can never be moved, so the \
         game can never be won: let it move, or put it in a zone where it belongs."
    );
    assert_eq!(
        p.message.fr,
        "Le jeton «\u{a0}Aigle\u{a0}» est dans la zone «\u{a0}Il marche\u{a0}», où il ne va pas, et ne peut jamais être déplacé, donc le jeu \
         ne peut jamais être gagné\u{a0}: permettez-lui de bouger, ou posez-le dans une zone où il va."
    );
    // It moves, but neither on the grid nor off it.
    let no_way = json!({"in_grid": "fixed", "permissions": {"grid_to_tray": false, "grid_to_waiting": false}});
    assert_eq!(one(&sky_with_eagle([1, 0], no_way)).path, "grid.tokens[1]");
}

#[test]
fn a_misplaced_token_that_can_move_or_a_fixed_one_in_place_is_no_problem() {
    for free in [json!({}), json!({"in_grid": "fixed"}), json!({"in_grid": "one-cell"})] {
        let d = sky_with_eagle([1, 0], free);
        assert!(found(&d).is_empty(), "{:?}", found(&d));
    }
    let home = sky_with_eagle([0, 0], json!({"mode": "fixed"}));
    assert!(found(&home).is_empty(), "{:?}", found(&home));
    // Won another way too: the grid full.
    let mut other = sky_with_eagle([1, 0], json!({"mode": "fixed"}));
    other.rules.win.grid_full = true;
    assert!(found(&other).is_empty(), "{:?}", found(&other));
}

#[test]
fn a_text_that_still_names_a_thing_of_the_starting_point() {
    let mut d = Start::Sort.design(Lang::En);
    let home = d.home();
    d.rules.not_matched_message.set(Lang::En, "Look again: is it a fruit or an animal?".to_string(), home);
    assert!(found(&d).is_empty(), "the zones are still Fruits and Animals: {:?}", found(&d));
    d.grid.zones[0].name = "It can fly".into();
    d.grid.zones[1].name = "It does not fly".into();
    let p = one(&d);
    assert_eq!(p.path, "rules.not_matched_message");
    assert!(
        p.message.en.starts_with("This text still speaks of “Fruits”, which is no longer in the game."),
        "{}",
        p.message.en
    );
    assert!(p.message.fr.starts_with("Ce texte parle encore de «\u{a0}Fruits\u{a0}»"), "{}", p.message.fr);
}

#[test]
fn no_built_in_game_nor_starting_point_teaches_wrongly() {
    for entry in std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/games")).unwrap() {
        let path = entry.unwrap().path();
        let game = tablier::game::Game::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert!(teaching_problems(&game).is_empty(), "{path:?}: {:?}", teaching_problems(&game));
    }
    for start in Start::ALL {
        for lang in [Lang::En, Lang::Fr] {
            let game = tablier::game::Game::new(&start.design(lang)).unwrap();
            assert!(teaching_problems(&game).is_empty(), "{start:?}: {:?}", teaching_problems(&game));
        }
    }
}
