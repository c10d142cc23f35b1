//! A tap on an empty cell with nothing in hand (a phone, where taking the disc from the tray
//! first is not guessed): the one move from a tray that ends there is played, several kinds of
//! token ask for a choice, none gives the engine's refusal. And the end when the computer
//! beats a person: no congratulation.

mod common;

use common::*;
use tablier::engine::{
    apply, computer_beat_people, end_text, end_text_seated, legal_actions, new_game, tap_empty, Action, TapEmpty,
};

fn legal_now(g: &tablier::game::Game, s: &tablier::engine::State) -> Vec<Action> {
    let mut list = Vec::new();
    legal_actions(g, s, &mut list);
    list
}

#[test]
fn a_tap_on_an_empty_square_places_the_one_token_that_may_go_there() {
    let g = built_in("tic-tac-toe.json");
    let s = new_game(&g, 1, 2);
    let legal = legal_now(&g, &s);
    assert_eq!(
        tap_empty(&g, &s, &legal, cell(&g, "grid:1,1")),
        TapEmpty::Play(action(&g, "move crosses-tray:0,0 grid:1,1"))
    );
    // Not on a tray, and not on a square already taken.
    assert_eq!(tap_empty(&g, &s, &legal, cell(&g, "crosses-tray:0,0")), TapEmpty::Nothing);

    let g = built_in("othello.json");
    let s = new_game(&g, 1, 2);
    let legal = legal_now(&g, &s);
    assert_eq!(
        tap_empty(&g, &s, &legal, cell(&g, "board:2,3")),
        TapEmpty::Play(action(&g, "move black-discs:0,0 board:2,3"))
    );
    assert_eq!(tap_empty(&g, &s, &legal, cell(&g, "board:3,3")), TapEmpty::Nothing, "a disc is there");
    // A square where no disc may go: the drop is tried, and the engine says why.
    let TapEmpty::Refuse(tried) = tap_empty(&g, &s, &legal, cell(&g, "board:0,0")) else { panic!("a refusal") };
    assert_eq!(tried, action(&g, "move black-discs:0,0 board:0,0"));
    let mut after = s.clone();
    let outcome = apply(&g, &mut after, tried);
    assert!(!outcome.accepted());
    assert!(outcome.message.is_some(), "the engine says why");
}

#[test]
fn a_tap_where_several_kinds_of_token_may_be_taken_asks_to_choose_one_and_gives_no_answer_away() {
    let g = built_in("families.json");
    let s = new_game(&g, 1, 1);
    let legal = legal_now(&g, &s);
    let got = tap_empty(&g, &s, &legal, cell(&g, "grid:0,0"));
    let TapEmpty::Choose(words) = got else { panic!("a choice: {got:?} {legal:?}") };
    assert_eq!(words.en, "First tap a token in your tray.");
    assert_eq!(words.fr, "Touche d'abord un jeton dans ta réserve.");
}

/// Azul has no tray and no "pieces": a tap on a row with nothing in hand says, in the game's
/// words, where the tiles are taken.
#[test]
fn a_tap_on_a_row_with_nothing_in_hand_says_where_tiles_are_taken() {
    let g = built_in("azul.json");
    let s = new_game(&g, 7, 2);
    let legal = legal_now(&g, &s);
    let row = (0..g.cells.len() as u32)
        .find(|&c| legal.iter().any(|a| matches!(a, tablier::engine::Action::Move(_, to) if *to == c)))
        .expect("a row that takes tiles");
    let got = tap_empty(&g, &s, &legal, row);
    let TapEmpty::Choose(words) = got else { panic!("a choice: {got:?}") };
    assert_eq!(words.en, "First tap a tile in a factory.");
    assert_eq!(words.fr, "Touche d'abord une tuile dans une fabrique.");
}

#[test]
fn the_computer_beating_a_child_is_said_kindly_and_two_people_keep_the_congratulation() {
    let g = built_in("tic-tac-toe.json");
    let mut s = new_game(&g, 1, 2);
    for (tray, to) in [
        ("crosses", "0,0"),
        ("noughts", "1,0"),
        ("crosses", "0,1"),
        ("noughts", "1,1"),
        ("crosses", "2,2"),
        ("noughts", "1,2"),
    ] {
        ok(&g, &mut s, &format!("move {tray}-tray:0,0 grid:{to}"));
    }
    assert_eq!(s.winner, Some(1));
    // Noughts played by the computer, Crosses by a child.
    assert!(computer_beat_people(&s, &[false, true]));
    let text = end_text_seated(&g, &s, &[false, true]);
    assert_eq!(text.en, "The computer (Noughts) wins this time. Try again!");
    assert_eq!(text.fr, "L'ordinateur (Ronds) gagne cette fois. Essaie encore\u{a0}!");
    assert!(!text.en.contains("Well done"));
    // Two people, or the computer against itself, or the child winning: the usual sentence.
    for seats in [[false, false], [true, true], [true, false]] {
        assert!(!computer_beat_people(&s, &seats));
        assert_eq!(end_text_seated(&g, &s, &seats), end_text(&g, &s));
    }
    assert!(end_text(&g, &s).en.contains("Well done"));
}
