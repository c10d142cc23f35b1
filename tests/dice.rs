//! Dice: rolls from the seeded generator, moves along numbered cells, cell dice that act
//! when a token lands, moves by hand, missed turns, bouncing at the end of the track.

use serde_json::{json, Value};
use tablier::engine::{apply, legal_actions, new_game, Action, Event, Refusal, State, Status};
use tablier::game::Game;
use tablier::notation::{parse_action, parse_cell};
use tablier::rng::Rng;

/// A 1 x 10 track numbered 1 to 10 by itself, a one-cell start tray, one goose per player
/// moved by `die`; cell 3 repeats the move, cell 5 sends back 3, cell 7 is an inn (miss a
/// turn); the end cell is home.
fn race(die: Value, players: usize) -> Game {
    let ids = ["ann", "bob"];
    let types: Vec<Value> = (0..players)
        .map(|i| {
            json!({"id": format!("goose-{i}"), "owners": [ids[i]], "stackable": true, "die": "main",
                   "in_grid": "fixed", "properties": ["home"],
                   "permissions": {"tray_to_grid": false, "grid_to_tray": false}})
        })
        .collect();
    let people: Vec<Value> = (0..players).map(|i| json!({"id": ids[i], "name": ids[i], "tray": "start"})).collect();
    let queue: Vec<String> = (0..players).map(|i| format!("goose-{i}")).collect();
    let v = json!({
        "format": 1,
        "token_types": types,
        "dice": [
            die,
            {"id": "again", "faces": [{"action": {"do": "repeat"}}], "faces_shown": 0},
            {"id": "back3", "faces": [{"action": {"do": "move", "cells": -3}}], "faces_shown": 0},
            {"id": "inn", "faces": [{"action": {"do": "skip-turns", "turns": 1}}], "faces_shown": 0}
        ],
        "grid": {
            "geometry": {"rows": 1, "columns": 10}, "order": "keep", "bounce": true,
            "cells": [{"at": [0, 2], "die": "again"}, {"at": [0, 4], "die": "back3"}, {"at": [0, 6], "die": "inn"}],
            "zones": [{"id": "end", "properties": ["home"], "cells": [[0, 9]]}]
        },
        "trays": [{"id": "start", "geometry": {"rows": 1, "columns": 1, "y": 100}, "queue": queue, "queue_order": "keep"}],
        "players": people,
        "rules": {"win": {"own_tokens_home": true, "zones_valid_and_tray_empty": false, "zones_valid_and_grid_full": false}}
    });
    Game::from_json(&v.to_string()).unwrap_or_else(|p| panic!("{p:?}"))
}

fn fixed(cells: i32) -> Value {
    json!({"id": "main", "faces": [{"label": cells.to_string(), "action": {"do": "move", "cells": cells}}], "faces_shown": 0})
}

fn number_of(g: &Game, s: &State, player: usize) -> u32 {
    let token = (0..g.tokens.len()).find(|t| s.tokens[*t].owners == 1 << player).unwrap();
    let cell = s.tokens[token].cell;
    g.cells[cell as usize].number
}

fn roll(g: &Game, s: &mut State) -> tablier::engine::Outcome {
    apply(g, s, Action::Roll)
}

#[test]
fn a_roll_moves_the_token_along_the_numbered_cells() {
    let g = race(fixed(2), 1);
    assert_eq!(g.track.len(), 10, "the grid was numbered because a die moves tokens");
    let mut s = new_game(&g, 1, 1);
    assert_eq!(number_of(&g, &s, 0), 0, "the goose waits in the start tray");
    let o = roll(&g, &mut s);
    assert!(o.accepted());
    assert!(o.events.iter().any(|e| matches!(e, Event::Rolled { .. })));
    assert_eq!(number_of(&g, &s, 0), 2);
    assert_eq!(s.players[0].moves, 1);
}

#[test]
fn a_goose_repeats_the_move_and_cell_five_sends_back() {
    let g = race(fixed(3), 1);
    let mut s = new_game(&g, 1, 1);
    roll(&g, &mut s);
    assert_eq!(number_of(&g, &s, 0), 6, "3, then the goose on 3 moves 3 again");
    let g = race(fixed(5), 1);
    let mut s = new_game(&g, 1, 1);
    roll(&g, &mut s);
    assert_eq!(number_of(&g, &s, 0), 2, "5 sends back 3");
}

#[test]
fn the_inn_makes_a_player_miss_a_turn() {
    let g = race(fixed(7), 2);
    let mut s = new_game(&g, 1, 2);
    roll(&g, &mut s); // Ann lands on the inn
    assert_eq!(s.players[0].skip, 1);
    assert_eq!(s.current, 1);
    let o = roll(&g, &mut s); // Bob lands there too: Ann misses her turn, then Bob his
    assert!(o.events.iter().any(|e| matches!(e, Event::TurnMissed { player: 0 })));
    assert!(o.events.iter().any(|e| matches!(e, Event::TurnMissed { player: 1 })));
    assert_eq!((s.players[0].skip, s.players[1].skip), (0, 0));
    assert_eq!(s.current, 0, "then Ann plays again");
}

#[test]
fn beyond_the_last_cell_the_token_bounces_back_and_exactly_home_wins() {
    let g = race(fixed(6), 1);
    let mut s = new_game(&g, 1, 1);
    roll(&g, &mut s); // 6
    let o = roll(&g, &mut s); // 12 -> bounces to 8
    assert_eq!(number_of(&g, &s, 0), 8);
    assert!(o.events.iter().any(|e| matches!(e, Event::Bounced { .. })));
    assert_eq!(o.message(tablier::lang::Lang::En), "Die. Too far: back from 10. Square 8.");
    // Bouncing back onto the cell it left still names where the token is.
    let g = race(fixed(4), 1);
    let mut s = new_game(&g, 1, 1);
    roll(&g, &mut s); // 4
    roll(&g, &mut s); // 8
    let o = roll(&g, &mut s); // 12 -> bounces to 8, where it was
    assert_eq!(number_of(&g, &s, 0), 8);
    assert!(!o.events.iter().any(|e| matches!(e, Event::Moved { .. })));
    assert_eq!(o.message(tablier::lang::Lang::En), "Die. Too far: back from 10. Square 8.");
    let g = race(fixed(10), 1);
    let mut s = new_game(&g, 1, 1);
    roll(&g, &mut s);
    assert_eq!(s.status, Status::Won);
}

#[test]
fn a_move_by_hand_must_be_exact_and_is_made_for_the_child_after_the_tries() {
    let die =
        json!({"id": "main", "faces": [{"action": {"do": "move-by-hand", "cells": 2, "tries": 2}}], "faces_shown": 0});
    let g = race(die, 1);
    let mut s = new_game(&g, 1, 1);
    assert!(roll(&g, &mut s).accepted());
    let target = parse_cell(&g, "grid:0,1").unwrap();
    let mut actions = Vec::new();
    legal_actions(&g, &s, &mut actions);
    assert_eq!(actions.len(), 1, "only the move the die asked for: {actions:?}");
    assert!(matches!(actions[0], Action::Move(_, t) if t == target));
    assert_eq!(roll(&g, &mut s).refusal, Some(Refusal::MoveByHand(2)));

    let wrong = apply(&g, &mut s, parse_action(&g, "move start:0,0 grid:0,3").unwrap());
    assert_eq!(wrong.refusal, Some(Refusal::MoveByHand(2)));
    assert_eq!(wrong.message(tablier::lang::Lang::En), "Move your token to square 2, as the die says.");
    assert_eq!(s.players[0].errors, 1);
    let last = apply(&g, &mut s, parse_action(&g, "move start:0,0 grid:0,0").unwrap());
    assert!(last.accepted(), "the second wrong try: the die moves the token itself");
    assert_eq!(number_of(&g, &s, 0), 2);
    assert_eq!(s.players[0].errors, 2);
    assert!(s.must_move.is_none());
}

#[test]
fn with_several_tokens_the_child_chooses_one_first() {
    // One player owning two geese.
    let mut v: Value = serde_json::from_str(&race(fixed(1), 1).design.to_json()).unwrap();
    v["token_types"][0]["copies"] = json!(2);
    v["trays"][0]["queue"] = json!(["goose-0", "goose-0"]);
    v["trays"][0]["geometry"]["columns"] = json!(2);
    let g = Game::from_json(&v.to_string()).unwrap();
    let mut s = new_game(&g, 1, 1);
    assert_eq!(roll(&g, &mut s).refusal, Some(Refusal::PickFirst));
    let pick = apply(&g, &mut s, parse_action(&g, "select start:0,1").unwrap());
    assert!(pick.accepted());
    assert_eq!(pick.message(tablier::lang::Lang::En), "Now tap the die to roll it.");
    assert!(roll(&g, &mut s).accepted());
    assert!(s.visible(parse_cell(&g, "start:0,0").unwrap()).is_some(), "the other goose stayed");
}

#[test]
fn the_same_seed_rolls_the_same_and_every_listed_action_is_accepted() {
    let six = json!({"id": "main", "faces": (1..=6).map(|n| json!({"action": {"do": "move", "cells": n}})).collect::<Vec<_>>()});
    let g = race(six, 2);
    let play = |seed: u64| {
        let mut s = new_game(&g, seed, 2);
        let mut rolls = Vec::new();
        for _ in 0..12 {
            let o = roll(&g, &mut s);
            rolls.extend(o.events.iter().filter_map(|e| match e {
                Event::Rolled { face, .. } => Some(*face),
                _ => None,
            }));
        }
        (rolls, s)
    };
    let (a, sa) = play(5);
    let (b, sb) = play(5);
    assert_eq!(a, b);
    assert_eq!(sa, sb);
    assert_ne!(play(6).0, a, "another seed, other rolls");

    let mut rng = Rng::new(1);
    for seed in 0..30 {
        let mut s = new_game(&g, seed, 2);
        let mut actions = Vec::new();
        for _ in 0..80 {
            legal_actions(&g, &s, &mut actions);
            if actions.is_empty() {
                assert!(s.is_over());
                break;
            }
            for a in &actions {
                assert!(apply(&g, &mut s.clone(), *a).accepted(), "{a:?} listed but refused");
            }
            apply(&g, &mut s, actions[rng.below(actions.len())]);
        }
    }
}

#[test]
fn a_design_naming_a_missing_die_is_refused_with_its_path() {
    let mut v: Value = serde_json::from_str(&race(fixed(1), 1).design.to_json()).unwrap();
    v["token_types"][0]["die"] = json!("d20");
    let problems = tablier::load::load(&v.to_string()).unwrap_err();
    assert!(problems.iter().any(|p| p.path == "token_types[0].die" && p.message.en.contains("d20")), "{problems:?}");
}

/// Dice that roll dice: a loop is refused by the loader, and so is a long chain without a loop
/// (each die rolling the next ten times, eight deep: a hundred million rolls).
#[test]
fn dice_that_roll_dice_without_end_are_refused_by_the_loader() {
    let one = json!({"id": "main", "faces": [{"action": {"do": "move", "cells": 1}}], "faces_shown": 0});
    let mut looping = race(one, 1).design.clone();
    looping.dice[0].faces[0].action = tablier::model::FaceAction::Roll { die: "main".into(), times: 10 };
    let problems = tablier::load::check(&looping);
    assert!(
        problems.iter().any(|p| p.path == "dice[0].faces" && p.message.en.contains("would never end")),
        "{problems:?}"
    );
    let mut chain = looping.clone();
    chain.dice[0].faces[0].action = tablier::model::FaceAction::Roll { die: "c1".into(), times: 10 };
    for i in 1..=9 {
        let next = if i < 9 { format!("c{}", i + 1) } else { "again".into() };
        chain.dice.push(tablier::model::Die {
            id: format!("c{i}"),
            faces: vec![tablier::model::Face {
                action: tablier::model::FaceAction::Roll { die: next, times: 10 },
                ..Default::default()
            }],
            faces_shown: 0,
            ..Default::default()
        });
    }
    let problems = Game::new(&chain).err().unwrap_or_default();
    assert!(
        problems.iter().any(|p| p.path == "dice[0].faces" && p.message.en.contains("may roll 1000000000 dice in all")),
        "{problems:?}"
    );
}

/// A design the loader accepts whose cell dice still roll without end (every cell's die rolls
/// a die moving one cell, five times, onto the next cell's die): the engine refuses the roll
/// with a sentence after its budget of rolls, the state as before but for the generator, so
/// that the next roll differs.
#[test]
fn the_engine_refuses_a_roll_over_its_budget() {
    let mut v: Value = serde_json::from_str(&race(fixed(1), 1).design.to_json()).unwrap();
    v["dice"].as_array_mut().unwrap().extend([
        json!({"id": "hop", "faces": [{"action": {"do": "roll", "die": "step", "times": 5}}], "faces_shown": 0}),
        json!({"id": "step", "faces": [{"action": {"do": "move", "cells": 1}}], "faces_shown": 0}),
    ]);
    v["grid"]["cells"] = json!((0..10).map(|c| json!({"at": [0, c], "die": "hop"})).collect::<Vec<_>>());
    let game = Game::from_json(&v.to_string()).unwrap_or_else(|p| panic!("the loader accepts it: {p:?}"));
    let mut s = new_game(&game, 1, 1);
    let before = s.clone();
    let start = std::time::Instant::now();
    let o = roll(&game, &mut s);
    assert!(start.elapsed().as_secs() < 5, "the roll must end at once");
    assert_eq!(o.refusal, Some(Refusal::EndlessRoll));
    assert!(o.message(tablier::lang::Lang::En).contains("without end"), "{:?}", o.message(tablier::lang::Lang::En));
    assert!(s.rng != before.rng, "the next roll differs");
    s.rng = before.rng.clone();
    assert!(s == before, "nothing else changed");
}

#[test]
fn a_goose_dragged_before_the_roll_asks_for_the_roll() {
    // A child drags their goose instead of rolling: the sentence says what to do, and nothing
    // is counted against them.
    let g =
        Game::from_json(&std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/goose.json")).unwrap())
            .expect("the goose game");
    let mut s = new_game(&g, 1, 2);
    let action = parse_action(&g, "move start:0,0 grid:0,1").expect("an action");
    let r = apply(&g, &mut s, action).refusal.expect("refused");
    assert_eq!(r, Refusal::RollFirst);
    assert_eq!(r.text().fr, "Lance d'abord le dé\u{a0}: c'est lui qui fait avancer ton jeton.");
    assert_eq!((s.players[0].errors, s.current), (0, 0));
}
