//! A game's printed sheet says, in the game's words, who plays, the goal and the rule it is
//! played by (`engine::sheet_lines`).

mod common;

use common::game;
use tablier::engine::sheet_lines;

fn sheet(file: &str) -> Vec<tablier::lang::Text> {
    sheet_lines(&game(&std::fs::read_to_string(format!("games/{file}.json")).unwrap()))
}

#[test]
fn tic_tac_toe_names_its_two_players_in_each_language() {
    let lines = sheet("tic-tac-toe");
    assert!(lines[0].en.starts_with("Take turns putting your mark"), "{:?}", lines[0]);
    let players = lines.iter().find(|l| l.en.starts_with("For ")).unwrap();
    assert_eq!(players.en, "For 2 players: Crosses and Noughts.");
    assert_eq!(players.fr, "Pour 2 joueurs\u{a0}: Croix et Ronds.");
}

#[test]
fn a_sort_game_says_the_teachers_words_and_who_plays() {
    let lines = sheet("pigeon-vole");
    assert!(lines[0].en.starts_with("Does it fly?"));
    assert!(lines.iter().any(|l| l.en == "For one player."));
    assert!(lines.len() >= 2);
}
