//! Named openings: each one a design lists is a legal start; a game that follows one is named,
//! also when played on a symmetric square of the board; a broken opening is a problem with its
//! place in the file.

mod common;

use common::*;
use serde_json::json;
use tablier::engine::{new_game, Action};
use tablier::game::Game;
use tablier::search::opening;

/// Othello's squares in the usual names ("f5": column f, row 5).
fn disc(g: &Game, i: usize, square: &str) -> Action {
    let (col, row) = (square.as_bytes()[0] - b'a', square[1..].parse::<u32>().unwrap() - 1);
    let tray = if i % 2 == 0 { "black-discs" } else { "white-discs" };
    action(g, &format!("move {tray}:0,0 board:{row},{col}"))
}

fn named(g: &Game, squares: &[&str]) -> Option<String> {
    let log: Vec<Action> = squares.iter().enumerate().map(|(i, s)| disc(g, i, s)).collect();
    opening(g, &log).map(|o| o.name.get(tablier::lang::Lang::En).to_string())
}

#[test]
fn every_opening_of_othello_is_a_legal_start() {
    let g = built_in("othello.json");
    assert!(g.design.openings.len() >= 7);
    for o in &g.design.openings {
        let mut s = new_game(&g, 1, 2);
        for m in &o.moves {
            ok(&g, &mut s, m);
        }
    }
}

#[test]
fn the_longest_opening_followed_is_named_on_any_of_the_four_first_squares() {
    let g = built_in("othello.json");
    assert_eq!(named(&g, &["f5"]), None, "one disc is no opening yet");
    assert_eq!(named(&g, &["f5", "d6"]).as_deref(), Some("Perpendicular"));
    assert_eq!(named(&g, &["f5", "d6", "c3", "d3"]).as_deref(), Some("Perpendicular"));
    assert_eq!(named(&g, &["f5", "d6", "c3", "d3", "c4"]).as_deref(), Some("Tiger"));
    assert_eq!(named(&g, &["f5", "d6", "c3", "d3", "c4", "f4"]).as_deref(), Some("Tiger"), "still a Tiger after it");
    // The same openings begun on c4 (the board turned half round) and on e6 (mirrored).
    assert_eq!(named(&g, &["c4", "e3"]).as_deref(), Some("Perpendicular"));
    assert_eq!(named(&g, &["c4", "e3", "f6", "e6", "f5"]).as_deref(), Some("Tiger"));
    assert_eq!(named(&g, &["e6", "d6"]).as_deref(), Some("Parallel"));
    assert_eq!(named(&g, &["e6", "f6"]).as_deref(), Some("Diagonal"));
    assert_eq!(named(&g, &["f5", "f6", "e6", "f4", "c3"]).as_deref(), Some("Buffalo"));
    // A first move and its answer that no listed opening has.
    assert_eq!(named(&g, &["f5", "f6", "e6", "f4", "g6"]).as_deref(), Some("Diagonal"));
}

#[test]
fn an_opening_whose_move_is_not_an_action_of_the_game_is_a_problem_with_its_place() {
    let mut design = built_in_json("othello.json");
    merge(
        &mut design,
        json!({"openings": [{"name": "Mine", "moves": ["move black-discs:0,0 board:4,5", "move nowhere:0,0 board:9,9"]}, {"name": "Empty", "moves": []}]}),
    );
    let problems = Game::from_json(&design.to_string()).err().expect("refused");
    let found: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].contains("openings[0].moves[1]") && found[0].contains("not an action of this game"), "{found:?}");
    assert!(found[1].contains("openings[1].moves") && found[1].contains("at least one move"), "{found:?}");
}
