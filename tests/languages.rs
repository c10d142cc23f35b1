//! Every built-in game speaks French and English: each text people read has both, and the
//! names that are words of a language (players, boards, zones), the descriptions and the
//! messages really differ between the two.

mod common;

use tablier::lang::Lang;
use tablier::load::load;
use tablier::model::Words;

/// Texts made of digits and signs, or a single letter ("3", "+", "X"), read the same in both.
fn neutral(s: &str) -> bool {
    s.chars().count() <= 1 || s.chars().all(|c| c.is_ascii_digit() || "+-x=".contains(c))
}

/// Texts that are words of a language, not proper names: they must be translated.
fn must_differ(path: &str) -> bool {
    let board_or_zone = ["grid.name", "trays[", "waiting_areas[", "result_areas[", "grid.zones["];
    path.starts_with("players[")
        || board_or_zone.iter().any(|p| path.starts_with(p))
        || path == "description"
        || path.starts_with("rules.")
}

#[test]
fn every_built_in_game_is_in_french_and_english() {
    let mut games = 0;
    for entry in std::fs::read_dir("games").expect("games/") {
        let path = entry.expect("entry").path();
        let json = std::fs::read_to_string(&path).expect("readable");
        let design = load(&json).unwrap_or_else(|p| panic!("{}: {p:?}", path.display()));
        games += 1;
        let file = path.display();
        for (at, words) in design.all_words() {
            let (en, fr) = (words.get(Lang::En), words.get(Lang::Fr));
            if words.is_blank() || neutral(en) {
                continue;
            }
            let Words::Many(map) = words else { panic!("{file} {at}: '{en}' is in one language only") };
            let has = |code: &str| map.get(code).is_some_and(|s| !s.trim().is_empty());
            assert!(has("en") && has("fr"), "{file} {at}: {map:?} lacks a language");
            if must_differ(&at) {
                assert_ne!(en, fr, "{file} {at}: the French text is the English one");
            }
        }
    }
    assert!(games >= 13, "only {games} games read");
}

#[test]
fn french_players_and_boards_have_french_names() {
    let design = load(&std::fs::read_to_string("games/othello.json").expect("othello")).expect("valid");
    let names: Vec<&str> = design.players.iter().map(|p| p.name.get(Lang::Fr)).collect();
    assert_eq!(names, ["Noirs", "Blancs"]);
    let design = load(&std::fs::read_to_string("games/memory.json").expect("memory")).expect("valid");
    assert_eq!(design.name.get(Lang::Fr), "Mémoire");
    assert_eq!(design.players[1].name.get(Lang::Fr), "Joueur 2");
    assert_eq!(design.rules.not_matched_message.text().fr, "Pas une paire\u{a0}: elles se retournent.");
    assert_eq!(design.rules.not_matched_message.get(Lang::En), "Not a pair: they turn back.");
}

#[test]
fn a_saved_game_keeps_both_languages() {
    let json = std::fs::read_to_string("games/memory.json").expect("memory");
    let design = load(&json).expect("valid");
    let again = load(&design.to_json()).expect("its own export loads");
    assert_eq!(again, design);
    assert!(design.to_json().contains("\"fr\": \"Mémoire\""));
}

/// A player's name says whether it is plural, language by language (`Player::plural`): the
/// game's sentences agree with it, in French with the article plural names take.
#[test]
fn plural_names_make_sentences_agree_in_english_and_french() {
    let g = common::built_in("tic-tac-toe.json");
    let mut s = tablier::engine::new_game(&g, 1, 2);
    for line in ["move crosses-tray:0,0 grid:0,0", "move noughts-tray:0,0 grid:1,0", "move crosses-tray:0,0 grid:0,1"] {
        common::ok(&g, &mut s, line);
    }
    // A cross taken on Noughts' turn: it belongs to them.
    let not_yours = common::refused(&g, &mut s, "move crosses-tray:0,0 grid:2,2").text();
    assert_eq!(not_yours.fr, "Ce jeton appartient aux Croix.");
    common::ok(&g, &mut s, "move noughts-tray:0,0 grid:2,2");
    common::ok(&g, &mut s, "move crosses-tray:0,0 grid:0,2");
    let end = tablier::engine::end_text(&g, &s);
    assert_eq!(end.en, "Crosses win! Well done!");
    assert_eq!(end.fr, "Les Croix ont gagné\u{a0}! Bravo\u{a0}!");
    // White is one player in English, «les Blancs» in French.
    let g = common::built_in("morris.json");
    let mut s = tablier::engine::new_game(&g, 1, 2);
    assert_eq!(common::refused(&g, &mut s, "move black-men:0,0 board:0,0").text().fr, "Ce jeton appartient aux Noirs.");
    // A singular name after "de", elided before a vowel: no colon, as a form would have.
    let grammar = tablier::lang::Grammar::default();
    assert_eq!(grammar.turn_fr("Joueur 1"), "C'est au tour du joueur 1");
    assert_eq!(grammar.turn_fr("Joueuse 12"), "C'est au tour de la joueuse 12");
    assert_eq!(grammar.turn_fr("Joueur Bleu"), "C'est au tour de Joueur Bleu", "a name, not the app's numbered one");
    assert_eq!(grammar.turn_fr("Alice"), "C'est au tour d'Alice");
    assert_eq!(g.players[0].grammar.turn_fr("Blancs"), "C'est au tour des Blancs");
}
