//! The teacher's results count a game's mistakes by the rule that refused them, played again
//! from the game's seed and log (`engine::mistakes`).

mod common;

use std::sync::Arc;

use common::*;
use serde_json::json;
use tablier::engine::{mistakes, Action, Mistake, Play, Refusal};
use tablier::game::Game;

#[test]
fn memory_counts_pairs_that_do_not_match() {
    let g = Arc::new(cards(
        &["a", "a", "b", "b"],
        json!({"rules": {"if_matched": "remove", "win": win(json!({"grid_empty": true}))}}),
    ));
    let mut p = Play::new(g.clone(), 1, 1);
    for line in ["select grid:0,0", "select grid:0,2", "select grid:0,1", "select grid:0,3"] {
        p.act(action(&g, line));
    }
    assert_eq!(mistakes(&g, p.seed, 1, &p.log), vec![(0, Mistake::NoMatch, 2)]);
    assert_eq!(Mistake::NoMatch.words().fr, "ne vont pas ensemble");
}

/// The little sums: a digit dropped on another row's answer square is a wrong place, counted
/// once per try; slips that change nothing are not mistakes.
#[test]
fn a_sort_game_counts_wrong_places_and_not_slips() {
    let json = std::fs::read_to_string("games/arithmetic.json").unwrap();
    let g: Arc<Game> = Arc::new(game(&json));
    let mut p = Play::new(g.clone(), 4, 1);
    let answer = cell(&g, "grid:0,4");
    let tray: Vec<_> = p
        .state
        .tokens
        .iter()
        .map(|t| t.cell)
        .filter(|c| *c != tablier::game::NONE && g.cells[*c as usize].board != g.cells[answer as usize].board)
        .collect();
    let wrong = tray
        .iter()
        .map(|from| Action::Move(*from, answer))
        .find(|a| {
            let mut s = p.state.clone();
            tablier::engine::apply(&g, &mut s, *a).refusal == Some(Refusal::WrongPlace)
        })
        .expect("a digit that is not row 1's answer");
    p.act(wrong);
    p.act(wrong);
    // An empty square picked up: a slip, not a mistake.
    p.act(Action::Move(cell(&g, "grid:2,0"), answer));
    assert_eq!(p.state.players[0].errors, 2);
    assert_eq!(mistakes(&g, p.seed, 1, &p.log), vec![(0, Mistake::WrongPlace, 2)]);
    assert_eq!(Mistake::WrongPlace.key(), "wrong_place");
}

/// A child's game of little sums as the teacher's spreadsheet shows it: one wrong place, then
/// each sum right; two stars.
#[test]
fn a_finished_game_reads_as_a_row_of_the_teachers_spreadsheet() {
    use tablier::lang::Lang;
    use tablier::results::{csv, Played};
    let json = std::fs::read_to_string("games/arithmetic.json").unwrap();
    let g: Arc<Game> = Arc::new(game(&json));
    let mut p = Play::new(g.clone(), 4, 1);
    let mut wrong_done = false;
    for row in 0..3 {
        let answer = cell(&g, &format!("grid:{row},4"));
        let from: Vec<_> = p.state.tokens.iter().map(|t| t.cell).filter(|c| *c != tablier::game::NONE).collect();
        let tries = |p: &Play, refusal: Option<Refusal>| {
            from.iter().map(|f| Action::Move(*f, answer)).find(|a| {
                let mut s = p.state.clone();
                tablier::engine::apply(&g, &mut s, *a).refusal == refusal
            })
        };
        if !wrong_done {
            p.act(tries(&p, Some(Refusal::WrongPlace)).unwrap());
            wrong_done = true;
        }
        p.act(tries(&p, None).expect("the right digit"));
    }
    assert!(p.state.is_over());
    let played = Played::of("arithmetic", &p, &[None], "Léa", "2026-11-27 14:05");
    assert_eq!(played.result, "won");
    assert_eq!(played.stars, Some(2));
    assert_eq!(played.moves, 4);
    assert_eq!(played.errors(), 1);
    let sheet = csv(&[played], Lang::Fr, "?");
    let lines: Vec<&str> = sheet.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(lines[0], "Enfant,Jeu,Date,Résultat,Étoiles,Coups,Erreurs,Erreurs par type,Aide,Contre");
    assert!(lines[1].starts_with("Léa,"), "{}", lines[1]);
    assert!(lines[1].ends_with(",2026-11-27 14:05,gagné,2,4,1,mauvaise place\u{a0}: 1,0,"), "{}", lines[1]);
}

/// Alone, the turns shown are the moves played: a refused try (a peg stepped instead of
/// jumping) is a mistake, not a turn, even when the rules count it as a move.
#[test]
fn a_refused_try_is_not_a_turn() {
    let g = built_in("solitaire-english.json");
    let mut s = start(&g);
    for _ in 0..3 {
        let _ = refused(&g, &mut s, "move grid:3,4 grid:3,3");
    }
    assert_eq!(s.players[0].played, 0);
    assert_eq!(s.players[0].errors, 3);
    assert_eq!(s.players[0].moves, 3, "the rules count them as moves (lose.max_moves)");
    ok(&g, &mut s, "move grid:3,5 grid:3,3");
    assert_eq!(s.players[0].played, 1);
}
