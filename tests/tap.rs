//! A tap on an empty cell with nothing in hand (a phone, where taking the disc from the tray
//! first is not guessed): the one move from a tray that ends there is played, several kinds of
//! token ask for a choice, none gives the engine's refusal. And the end when the computer
//! beats a person: no congratulation.

mod common;

use common::*;
use tablier::engine::{
    apply, computer_beat_people, end_text, end_text_seated, legal_actions, new_game, tap_empty, tap_token, Action,
    Noun, TapEmpty,
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
    assert_eq!(text.en, "The computer wins this time. Try again!");
    assert_eq!(text.fr, "L'ordinateur gagne cette fois. Essaie encore\u{a0}!");
    assert!(!text.en.contains("Well done"));
    // Two people, or the computer against itself, or the child winning: the usual sentence.
    for seats in [[false, false], [true, true], [true, false]] {
        assert!(!computer_beat_people(&s, &seats));
        assert_eq!(end_text_seated(&g, &s, &seats), end_text(&g, &s));
    }
    assert!(end_text(&g, &s).en.contains("Well done"));
}

/// A token the child taps is taken up only when it can go somewhere now; otherwise the engine
/// says why at once, in the game's words (a man held in silence while all were still to place
/// was the play-test's "nothing happens").
#[test]
fn a_tapped_token_that_cannot_go_anywhere_now_says_why() {
    let said = |g: &tablier::game::Game, s: &tablier::engine::State, at: &str| {
        let legal = legal_now(g, s);
        tap_token(g, s, &legal, cell(g, at)).map_err(|r| r.text_in(&Noun::of(g)))
    };
    let g = built_in("morris.json");
    let mut s = new_game(&g, 1, 2);
    play_all(&g, &mut s, "move white-men:0,0 board:0,0\nmove black-men:0,0 board:6,6");
    let why = said(&g, &s, "board:0,0").unwrap_err();
    assert_eq!(why.en, "First put all your men on the board: 8 still to place. Then you may move them.");
    assert_eq!(
        why.fr,
        "Pose d'abord tous tes pions sur le plateau\u{a0}: encore 8 à poser. Ensuite tu pourras les déplacer."
    );
    assert_eq!(said(&g, &s, "board:6,6").unwrap_err().en, "This man belongs to Black.");
    assert_eq!(said(&g, &s, "white-men:0,0"), Ok(()), "a man to place is taken up");

    let g = built_in("solitaire-english.json");
    let s = new_game(&g, 1, 1);
    let why = said(&g, &s, "grid:0,2").unwrap_err();
    assert_eq!(why.en, "This peg cannot jump anywhere now: try another one.");
    assert_eq!(why.fr, "Ce pion ne peut sauter nulle part pour l'instant\u{a0}: essaies-en un autre.");
    assert_eq!(said(&g, &s, "grid:1,3"), Ok(()), "it jumps into the middle");

    let g = built_in("othello.json");
    let s = new_game(&g, 1, 2);
    let why = said(&g, &s, "board:3,4").unwrap_err();
    assert_eq!((why.en.as_str(), why.fr.as_str()), ("This disc does not move.", "Ce pion ne bouge pas."));
}

/// The tray cells holding a token, on the trays whose id `board` accepts.
fn tray_tokens(g: &tablier::game::Game, s: &tablier::engine::State, board: impl Fn(&str) -> bool) -> Vec<u32> {
    (0..g.cells.len() as u32)
        .filter(|c| g.kind_of(*c) == tablier::game::BoardKind::Tray && board(&g.board_of(*c).id))
        .filter(|c| s.visible(*c).is_some())
        .collect()
}

/// A number that answers no sum is still taken up: the child tries it and the zone says no
/// (a counted mistake); "it cannot go anywhere" would give the answer away.
#[test]
fn a_token_no_zone_wants_is_still_the_childs_to_try() {
    let g = built_in("arithmetic.json");
    let s = new_game(&g, 1, 1);
    let legal = legal_now(&g, &s);
    let tray = tray_tokens(&g, &s, |_| true);
    assert!(!tray.is_empty());
    for c in tray {
        assert_eq!(tap_token(&g, &s, &legal, c), Ok(()), "{}", tablier::notation::format_action(&g, Action::Select(c)));
    }
}

/// The legal list names one move per choice (one tile of each colour in a factory, a full
/// row by its first tile): every tile that `apply` would take is taken up, not only those.
#[test]
fn every_tile_a_move_would_take_is_taken_up() {
    let g = built_in("azul.json");
    let s = new_game(&g, 4, 2);
    let legal = legal_now(&g, &s);
    let factory = tray_tokens(&g, &s, |board| board == "f1");
    assert_eq!(factory.len(), 4);
    for c in factory {
        assert_eq!(tap_token(&g, &s, &legal, c), Ok(()), "{c}");
    }
    // The grey wall: when a full row is to be placed by hand, any of its tiles goes.
    let g = built_in("azul-grey-wall.json");
    let mut s = new_game(&g, 9, 2);
    let mut legal = legal_now(&g, &s);
    let mut turns = 0;
    let row = loop {
        // A full row of several tiles to place by hand (the first round's may be only the first).
        if let (true, Some(Action::Move(first, _))) = (s.tiling, legal.first().copied()) {
            let row = g.zones[g.cells[first as usize].zone as usize].cells.clone();
            if row.len() > 1 {
                break row;
            }
        }
        let a = *legal
            .iter()
            .find(|a| !matches!(a, Action::Move(_, to) if g.zones[g.cells[*to as usize].zone as usize].is_overflow))
            .unwrap_or(&legal[0]);
        assert!(apply(&g, &mut s, a).accepted());
        legal = legal_now(&g, &s);
        turns += 1;
        assert!(turns < 400 && !s.is_over(), "a row of several tiles gets full");
    };
    for c in row {
        assert_eq!(tap_token(&g, &s, &legal, c), Ok(()), "{c}");
    }
}
