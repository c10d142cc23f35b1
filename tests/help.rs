//! The help ladder: the steps a design offers, the hint in words for each kind of game, the
//! squares lit by the rules of moving (wrong zones included: lighting only the right squares
//! would be the answer), and "show me", a good action.

mod common;

use common::*;
use serde_json::json;
use tablier::engine::{apply, help_squares, help_steps, help_words, legal_actions, new_game, Action, HelpStep};
use tablier::search::show_me;

#[test]
fn sorting_games_do_not_show_the_answer_unless_the_design_says_so() {
    let g = built_in("pigeon-vole.json");
    assert_eq!(help_steps(&g), [HelpStep::Words, HelpStep::Squares]);
    let mut design = built_in_json("pigeon-vole.json");
    merge(&mut design, json!({"rules": {"help": {"words": false, "show_me": true}}}));
    assert_eq!(help_steps(&game_of(design)), [HelpStep::Squares, HelpStep::ShowMe]);
    assert_eq!(help_steps(&built_in("solitaire-english.json")), [HelpStep::Words, HelpStep::Squares, HelpStep::ShowMe]);
    // The taquin's places are its answer to reach, not to learn: the squares a tile may slide to,
    // then a slide shown (its zones' names would mean nothing to a child as a hint in words).
    assert_eq!(help_steps(&built_in("taquin.json")), [HelpStep::Squares, HelpStep::ShowMe]);
    // A memory's cards are turned, never moved: no squares to light, so no step that shows nothing.
    assert_eq!(help_steps(&built_in("memory.json")), [HelpStep::Words, HelpStep::ShowMe]);
}

#[test]
fn words_ask_the_zones_question_and_squares_light_every_free_square() {
    let g = built_in("pigeon-vole.json");
    // The tray is dealt at random: a game whose tray shows the bird, held wherever it came.
    let (s, held) = (1..100)
        .find_map(|seed| {
            let s = new_game(&g, seed, 1);
            let bird = (0..3).map(|c| format!("tray:0,{c}")).find(|w| at(&g, &s, w).as_deref() == Some("bird"))?;
            let held = cell(&g, &bird);
            Some((s, held))
        })
        .expect("a seed that deals the bird");
    let words = help_words(&g, &s, Some(held)).expect("a hint");
    assert_eq!(words.en, "Look carefully: Bird. Where does it go: It flies, or It does not fly?");
    assert_eq!(words.fr, "Regarde bien\u{a0}: Oiseau. Où est sa place\u{a0}: Il vole, ou Il ne vole pas\u{a0}?");
    // Every free grid square, the wrong row too; the legal moves are only the right row.
    let lit = help_squares(&g, &s, held);
    assert_eq!(lit.len(), 12);
    let mut legal = Vec::new();
    legal_actions(&g, &s, &mut legal);
    let right = legal
        .iter()
        .filter(|a| matches!(a, Action::Move(f, t) if *f == held && g.kind_of(*t) == tablier::game::BoardKind::Grid))
        .count();
    assert_eq!(right, 6, "the bird goes in the top row only");
}

#[test]
fn words_say_how_tokens_move_what_to_do_first_and_how_to_find_pairs() {
    let g = built_in("solitaire-english.json");
    let s = new_game(&g, 1, 1);
    assert_eq!(help_words(&g, &s, None).unwrap().en, "Jump over a peg onto the free hole just behind it.");
    let g = built_in("goose.json");
    let s = new_game(&g, 1, 2);
    assert_eq!(help_words(&g, &s, None).unwrap().en, "Tap the die to roll it.");
    let g = built_in("memory.json");
    let s = new_game(&g, 1, 2);
    assert!(help_words(&g, &s, None).unwrap().en.starts_with("Turn over cards that go together."));
    let g = built_in("othello.json");
    let s = new_game(&g, 1, 2);
    assert!(help_words(&g, &s, None).unwrap().en.contains("traps discs of the other side"));
    let g = built_in("morris.json");
    let mut s = new_game(&g, 1, 2);
    play_all(&g, &mut s, MILL);
    assert!(s.take_due);
    // In Morris's own word for its men.
    let words = help_words(&g, &s, None).unwrap();
    assert!(words.en.starts_with("First take a man of the other side"), "{}", words.en);
    assert!(words.fr.starts_with("Prends d'abord un pion de l'autre camp"), "{}", words.fr);
    assert_eq!(tablier::engine::task(&g, &s).unwrap().fr, "prends un pion de l'autre camp");
}

/// White makes a mill on the outer square's top row while placing.
const MILL: &str = "move white-men:0,0 board:0,0\nmove black-men:0,0 board:6,6\nmove white-men:0,0 board:0,3\n\
                    move black-men:0,0 board:6,3\nmove white-men:0,0 board:0,6";

#[test]
fn show_me_plays_a_good_action() {
    // A puzzle: the first step of a solution (the game is still winnable after it).
    let g = built_in("taquin.json");
    let mut s = new_game(&g, 3, 1);
    let a = show_me(&g, &s, 1).expect("an action");
    assert!(apply(&g, &mut s, a).accepted());
    let quick = tablier::search::Limits::QUICK;
    assert!(matches!(tablier::search::solve(&g, &s, quick), tablier::search::Solution::Found { .. }));
    // A sorting game whose design offers it: an action that counts no mistake.
    let mut design = built_in_json("pigeon-vole.json");
    merge(&mut design, json!({"rules": {"help": {"show_me": true}}}));
    let g = game_of(design);
    for seed in 1..=5 {
        let mut s = new_game(&g, seed, 1);
        let a = show_me(&g, &s, seed).expect("an action");
        apply(&g, &mut s, a);
        assert_eq!(s.players[0].errors, 0, "seed {seed}: {a:?}");
    }
}

/// Follows "Show me" from the start to the end of the game; the state it ends in.
fn follow(
    g: &tablier::game::Game,
    guide: &mut tablier::search::Guide,
    patient: Option<tablier::search::Limits>,
) -> tablier::engine::State {
    let mut s = new_game(g, 1, 1);
    for _ in 0..200 {
        let Some(a) = guide.show_me(g, &s, 1, patient) else { break };
        assert!(apply(g, &mut s, a).accepted(), "{a:?}");
    }
    s
}

#[test]
fn show_me_remembers_its_line_and_a_patient_guide_wins_the_french_solitaire() {
    use tablier::engine::Status;
    use tablier::search::{Guide, Limits};
    // Followed step by step, the first answer's winning line is the rest of the game.
    let g = built_in("solitaire-english.json");
    let mut guide = Guide::default();
    assert!(guide.show_me(&g, &new_game(&g, 1, 1), 1, None).is_some());
    assert_eq!(guide.remembered(), 31);
    assert_eq!(follow(&g, &mut guide, None).status, Status::Won);
    // The French board is beyond the quick budget: alone it shows jumps into a dead end;
    // with the patient budget (the browser's worker) every shown jump leads to the win.
    let g = built_in("solitaire-french.json");
    assert_ne!(follow(&g, &mut Guide::default(), None).status, Status::Won);
    assert_eq!(follow(&g, &mut Guide::default(), Some(Limits::PATIENT)).status, Status::Won);
}

#[test]
fn show_me_follows_a_race_to_the_win_and_searches_again_only_where_its_line_ends() {
    use tablier::engine::Status;
    use tablier::search::{Guide, Limits};
    // The quick budget cannot solve Chinese checkers solitaire: each search gives the line to
    // its most promising position, which the guide keeps, so most answers need no search.
    let g = built_in("chinese-checkers-solitaire.json");
    let start = new_game(&g, 1, 1);
    assert!(matches!(tablier::search::solve(&g, &start, Limits::QUICK), tablier::search::Solution::GaveUp { .. }));
    let mut guide = Guide::default();
    let mut s = start;
    let (mut answers, mut searches) = (0, 0);
    while answers < 400 {
        // The line remembered holds this position and those after it: an answer taken from
        // it leaves one step fewer; anything else was a new search.
        let before = guide.remembered();
        let Some(a) = guide.show_me(&g, &s, 1, None) else { break };
        answers += 1;
        if before <= 1 || guide.remembered() + 1 != before {
            searches += 1;
        }
        assert!(apply(&g, &mut s, a).accepted(), "{a:?}");
        if s.is_over() {
            break;
        }
    }
    assert_eq!(s.status, Status::Won, "followed for {answers} answers");
    assert!(searches * 3 < answers, "{searches} searches for {answers} answers");
}

/// The hints call tokens what the game calls them (the word its token types' names share), in
/// each language, and "token" / "jeton" when the names share none.
#[test]
fn words_use_the_game_s_own_word_for_its_tokens() {
    let said = |file: &str, players: usize| {
        let g = built_in(file);
        let s = new_game(&g, 1, players);
        help_words(&g, &s, None).unwrap()
    };
    let t = said("solitaire-french.json", 1);
    assert_eq!(t.en, "Jump over a peg onto the free hole just behind it.");
    assert_eq!(t.fr, "Fais sauter tes pions par-dessus les pions d'à côté, sur le trou libre juste derrière.");
    // One token type: its whole name.
    let t = said("chinese-checkers-solitaire.json", 1);
    assert_eq!(t.en, "Step to a free hole next to your red peg, or jump over red pegs, again and again.");
    assert_eq!(t.fr, "Avance d'un trou libre, ou saute par-dessus des pions rouges, encore et encore.");
    // "White man", "Black man": "man"; "Pion blanc", "Pion noir": "pion".
    let t = said("morris.json", 2);
    assert_eq!(t.en, "Put a man from your tray on the board.");
    assert_eq!(t.fr, "Pose sur le plateau les pions de ta réserve.");
    let t = said("othello.json", 2);
    assert!(t.en.starts_with("Put your disc where it traps discs of the other side"), "{}", t.en);
    assert!(t.fr.contains("des pions de l'autre camp entre deux de tes pions"), "{}", t.fr);
    // "Cross" and "Nought" share no word.
    let t = said("tic-tac-toe.json", 2);
    assert!(t.en.contains("token") && t.fr.contains("jetons"), "{t:?}");
    assert!(!t.en.contains("cross") && !t.fr.contains("croix"), "{t:?}");
}
