//! Chains of jumps (the Chinese checkers and draughts moves) and players who finish by
//! bringing all their tokens home.

use serde_json::{json, Value};
use tablier::engine::{apply, legal_actions, new_game, Action, Event, Finish, Refusal, State, Status};
use tablier::game::Game;
use tablier::notation::parse_action;
use tablier::rng::Rng;

fn game(v: Value) -> Game {
    Game::from_json(&v.to_string()).unwrap_or_else(|p| panic!("{p:?}"))
}

fn act(g: &Game, s: &mut State, a: &str) -> tablier::engine::Outcome {
    apply(g, s, parse_action(g, a).expect("notation"))
}

/// Ann's hopper at 0,0; stones anyone may move at 0,1 and 1,2, on a 3 x 4 grid.
fn hopping(kind: &str) -> Game {
    game(json!({
        "format": 1,
        "token_types": [
            {"id": "hopper", "in_grid": kind, "owners": ["ann"]},
            {"id": "stone", "in_grid": "one-cell"}
        ],
        "grid": {
            "geometry": {"rows": 3, "columns": 4}, "order": "keep",
            "tokens": [{"type": "hopper", "at": [0, 0]}, {"type": "stone", "at": [0, 1]}, {"type": "stone", "at": [1, 2]}]
        },
        "players": [{"id": "ann", "name": "Ann"}, {"id": "bob", "name": "Bob"}]
    }))
}

#[test]
fn a_jump_that_can_go_on_keeps_the_turn_and_a_tap_ends_it() {
    let g = hopping("jump-chain");
    let mut s = new_game(&g, 1, 2);
    let o = act(&g, &mut s, "move grid:0,0 grid:0,2");
    assert!(o.accepted());
    assert!(o.events.iter().any(|e| matches!(e, Event::KeepJumping { .. })));
    assert_eq!(s.current, 0, "Ann keeps the turn");
    assert_eq!(s.players[0].moves, 0, "a chain counts once, when it ends");

    // A step cannot follow a jump, and nothing else may move meanwhile.
    assert_eq!(act(&g, &mut s, "move grid:0,2 grid:0,3").refusal, Some(Refusal::StepAfterJump));
    assert_eq!(act(&g, &mut s, "move grid:1,2 grid:2,2").refusal, Some(Refusal::KeepJumping));

    // It may still jump over the other stone, or stop here.
    let mut actions = Vec::new();
    legal_actions(&g, &s, &mut actions);
    let here = tablier::notation::parse_cell(&g, "grid:0,2").unwrap();
    assert!(actions.contains(&Action::Select(here)) && actions.contains(&Action::Pass), "{actions:?}");

    assert!(act(&g, &mut s, "select grid:0,2").accepted(), "tapping the hopper ends the turn");
    assert_eq!(s.current, 1);
    assert_eq!(s.players[0].moves, 1);
    assert_eq!(s.chain, None);
}

/// A hopper dropped where neither a step nor a jump takes it is told both ways it moves;
/// in the middle of a chain, only the jump.
#[test]
fn a_wrong_drop_says_step_or_jump_and_mid_chain_jump() {
    let g = hopping("jump-chain");
    let mut s = new_game(&g, 1, 2);
    let o = act(&g, &mut s, "move grid:0,0 grid:2,0");
    assert_eq!(o.refusal, Some(Refusal::StepOrJump));
    let said = o.message.map(|m| m.en).unwrap_or_default();
    assert!(said.starts_with("This token moves to a square next to it, or jumps over one token onto an empty square."));
    let mut s = new_game(&g, 1, 2);
    assert!(act(&g, &mut s, "move grid:0,0 grid:0,2").accepted());
    assert_eq!(act(&g, &mut s, "move grid:0,2 grid:2,0").refusal, Some(Refusal::MustJump));
    // A slip in the middle of a chain is not an error: the chain and the turn go on.
    assert_eq!((s.current, s.players[0].errors, s.players[0].moves), (0, 0, 0));
    assert!(s.chain.is_some(), "the same peg may still jump");
}

/// A chain that takes nothing never lands twice on the same square in a turn: jumping back
/// is refused as a slip (the chain goes on), and a hopper whose only jump leads back has
/// ended its turn. Without it a chain could go back and forth for ever (the computer did).
#[test]
fn a_chain_never_lands_twice_on_one_square() {
    let g = hopping("jump-chain");
    let mut s = new_game(&g, 1, 2);
    assert!(act(&g, &mut s, "move grid:0,0 grid:0,2").accepted());
    let o = act(&g, &mut s, "move grid:0,2 grid:0,0");
    assert_eq!(o.refusal, Some(Refusal::BeenThere));
    let said = o.message.expect("a sentence");
    assert_eq!(
        said.en,
        "This token has already been on this square this turn: jump somewhere else, or tap it to end your turn."
    );
    assert_eq!(
        said.fr,
        "Ce jeton est déjà passé par cette case pendant ce tour\u{a0}: saute ailleurs, ou touche-le pour finir ton tour."
    );
    assert_eq!((s.current, s.players[0].errors, s.chain.is_some()), (0, 0, true), "a slip: the chain goes on");
    let mut actions = Vec::new();
    legal_actions(&g, &s, &mut actions);
    let start = tablier::notation::parse_cell(&g, "grid:0,0").unwrap();
    assert!(!actions.iter().any(|a| matches!(a, Action::Move(_, to) if *to == start)), "{actions:?}");

    // On to 2,2: the only jump from there goes back to 0,2, where the hopper stood: the turn ends.
    assert!(act(&g, &mut s, "move grid:0,2 grid:2,2").accepted());
    assert_eq!((s.current, s.players[0].moves, s.chain), (1, 1, None));
    assert!(s.chain_path.is_empty());
}

#[test]
fn a_single_step_ends_the_turn() {
    let g = hopping("jump-chain");
    let mut s = new_game(&g, 1, 2);
    assert!(act(&g, &mut s, "move grid:0,0 grid:1,0").accepted());
    assert_eq!(s.current, 1, "a step ends the turn");
    assert_eq!(s.chain, None);
}

#[test]
fn a_capturing_chain_ends_by_itself_when_no_jump_is_left() {
    let g = hopping("jump-chain-capture");
    let mut s = new_game(&g, 1, 2);
    assert!(act(&g, &mut s, "move grid:0,0 grid:0,2").accepted());
    assert_eq!(s.current, 0, "the stone at 1,2 can still be taken");
    let o = act(&g, &mut s, "move grid:0,2 grid:2,2");
    assert!(o.accepted());
    assert!(!o.events.iter().any(|e| matches!(e, Event::KeepJumping { .. })), "no stone is left to jump");
    assert_eq!(s.current, 1, "the turn passed by itself");
    assert_eq!((s.players[0].moves, s.players[0].tokens_won), (1, 2));
}

#[test]
fn passing_ends_a_chain_and_captures_take_the_stones() {
    let g = hopping("jump-chain-capture");
    let mut s = new_game(&g, 1, 2);
    let o = act(&g, &mut s, "move grid:0,0 grid:0,2");
    assert!(o.events.iter().any(|e| matches!(e, Event::Captured { .. })));
    assert_eq!(s.current, 0, "the stone at 1,2 can still be jumped");
    assert!(act(&g, &mut s, "pass").accepted());
    assert_eq!(s.current, 1);
    assert_eq!(s.players[0].tokens_won, 1);
}

#[test]
fn random_chains_list_only_what_apply_accepts() {
    for kind in ["jump-chain", "jump-chain-capture"] {
        let g = hopping(kind);
        let mut rng = Rng::new(9);
        for seed in 0..20 {
            let mut s = new_game(&g, seed, 2);
            let mut actions = Vec::new();
            for _ in 0..60 {
                legal_actions(&g, &s, &mut actions);
                if actions.is_empty() {
                    break;
                }
                for a in &actions {
                    assert!(apply(&g, &mut s.clone(), *a).accepted(), "{kind}: {a:?} listed but refused");
                }
                let a = actions[rng.below(actions.len())];
                apply(&g, &mut s, a);
            }
        }
    }
}

/// Three players race one token each to their own home cell.
fn race(players: usize) -> Game {
    let ids = ["ann", "bob", "cleo"];
    let types: Vec<Value> = (0..players)
        .map(|i| json!({"id": format!("t{i}"), "properties": [format!("home-{i}")], "in_grid": "one-cell", "owners": [ids[i]]}))
        .collect();
    let tokens: Vec<Value> = (0..players).map(|i| json!({"type": format!("t{i}"), "at": [i, 0]})).collect();
    let zones: Vec<Value> = (0..players)
        .map(|i| json!({"id": format!("h{i}"), "properties": [format!("home-{i}")], "cells": [[i, 2]]}))
        .collect();
    let people: Vec<Value> = (0..players).map(|i| json!({"id": ids[i], "name": ids[i]})).collect();
    game(json!({
        "format": 1,
        "token_types": types,
        "grid": {"geometry": {"rows": players, "columns": 3}, "order": "keep", "tokens": tokens, "zones": zones,
                 "moves": ["left", "right"]},
        "players": people,
        "rules": {"if_not_matched": "accept", "one_ends_all": false,
                  "win": {"own_tokens_home": true, "zones_valid_and_tray_empty": false, "zones_valid_and_grid_full": false}}
    }))
}

#[test]
fn a_player_whose_tokens_are_all_home_sleeps_and_the_others_play_on() {
    let g = race(3);
    let mut s = new_game(&g, 1, 3);
    for a in ["move grid:0,0 grid:0,1", "move grid:1,0 grid:1,1", "move grid:2,0 grid:2,1"] {
        act(&g, &mut s, a);
    }
    act(&g, &mut s, "move grid:0,1 grid:0,2");
    assert_eq!(s.players[0].finish, Some(Finish::Won));
    assert_eq!(s.status, Status::Playing, "two players are still racing");
    assert_eq!(s.current, 1);
    act(&g, &mut s, "move grid:1,1 grid:1,2");
    assert_eq!(s.players[1].finish, Some(Finish::Won));
    assert_eq!(s.players[1].win_rank, 2);
    assert_eq!(s.status, Status::Won, "one player left: the game ends");
    assert_eq!(s.winner, Some(0));
}

#[test]
fn a_wrong_home_does_not_count() {
    let g = race(2);
    let mut s = new_game(&g, 1, 2);
    act(&g, &mut s, "move grid:0,0 grid:0,1");
    act(&g, &mut s, "move grid:1,0 grid:1,1");
    act(&g, &mut s, "move grid:0,1 grid:0,2");
    assert_eq!(s.status, Status::Won);
    assert_eq!(s.winner, Some(0));
}

/// A jump into a zone the token does not belong in is no slip: mid-chain too, it counts.
#[test]
fn a_wrong_zone_mid_chain_still_counts() {
    let g = game(json!({
        "format": 1,
        "token_types": [
            {"id": "hopper", "in_grid": "jump-chain", "owners": ["ann"], "properties": ["blue"]},
            {"id": "stone", "in_grid": "one-cell"}
        ],
        "grid": {
            "geometry": {"rows": 3, "columns": 5}, "order": "keep",
            "zones": [{"id": "red", "properties": ["red"], "cells": [[2, 2]]}],
            "tokens": [{"type": "hopper", "at": [0, 0]}, {"type": "stone", "at": [0, 1]}, {"type": "stone", "at": [1, 2]},
                       {"type": "stone", "at": [0, 3]}]
        },
        "rules": {"if_not_matched": "refuse"},
        "players": [{"id": "ann", "name": "Ann"}, {"id": "bob", "name": "Bob"}]
    }));
    let mut s = new_game(&g, 1, 2);
    assert!(act(&g, &mut s, "move grid:0,0 grid:0,2").accepted());
    assert!(s.chain.is_some());
    assert_eq!(act(&g, &mut s, "move grid:0,2 grid:2,2").refusal, Some(Refusal::WrongPlace));
    assert_eq!(s.players[0].errors, 1);
    assert_eq!(s.chain, None, "the chain ends with the counted error");
}

/// Ann's two tokens at 0,0 and 0,1 go home to 0,3 and 0,4; Bob's token starts at `bob_at`.
fn blocked_home(bob_at: usize) -> Game {
    blocked_home_of(bob_at, false)
}

fn blocked_home_of(bob_at: usize, stackable: bool) -> Game {
    game(json!({
        "format": 1,
        "token_types": [
            {"id": "a", "properties": ["ann-home"], "in_grid": "anything", "owners": ["ann"], "stackable": stackable},
            {"id": "b", "properties": ["bob-home"], "in_grid": "anything", "owners": ["bob"]}
        ],
        "grid": {"geometry": {"rows": 1, "columns": 6}, "order": "keep",
                 "tokens": [{"type": "a", "at": [0, 0]}, {"type": "a", "at": [0, 1]}, {"type": "b", "at": [0, bob_at]}],
                 "zones": [{"id": "ha", "properties": ["ann-home"], "cells": [[0, 3], [0, 4]]},
                           {"id": "hb", "properties": ["bob-home"], "cells": [[0, 0]]}]},
        "players": [{"id": "ann", "name": "Ann"}, {"id": "bob", "name": "Bob"}],
        "rules": {"if_not_matched": "accept", "one_ends_all": false, "zones_are_goals": true,
                  "win": {"own_tokens_home": true, "zones_valid_and_tray_empty": false, "zones_valid_and_grid_full": false}}
    }))
}

/// A token that never leaves its side's start does not keep another player from home: Ann's
/// home is full when its free places are hers (the common rule of Chinese checkers). A token
/// brought into her home from elsewhere still blocks it: that is play, not staying put.
#[test]
fn a_token_left_at_its_start_does_not_block_a_home() {
    let g = blocked_home(4);
    let mut s = new_game(&g, 1, 2);
    assert!(act(&g, &mut s, "move grid:0,0 grid:0,3").accepted());
    assert_eq!((s.status, s.winner), (Status::Won, Some(0)), "Bob's token at its start fills the last place");

    let g = blocked_home(5);
    let mut s = new_game(&g, 1, 2);
    assert!(act(&g, &mut s, "move grid:0,1 grid:0,2").accepted());
    assert!(act(&g, &mut s, "move grid:0,5 grid:0,4").accepted());
    assert!(act(&g, &mut s, "move grid:0,0 grid:0,3").accepted());
    assert_eq!(s.status, Status::Playing, "Bob's token came in to block: Ann's other token still has to get home");

    // Tokens that stack are never shut out by a full place: both must get home.
    let g = blocked_home_of(4, true);
    let mut s = new_game(&g, 1, 2);
    assert!(act(&g, &mut s, "move grid:0,0 grid:0,3").accepted());
    assert_eq!(s.status, Status::Playing);
}
