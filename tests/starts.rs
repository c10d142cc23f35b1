//! The designer's starting points: each is a game that plays from its first moment (nothing
//! missing, not won or lost before a move), in English and French, and plays as its card says.

mod common;

use std::sync::Arc;

use common::*;
use tablier::edit::Start;
use tablier::engine::{design_problems, end_text, new_game, Action, Finish, Play, Status};
use tablier::game::Game;
use tablier::lang::Lang;

fn game(start: Start) -> Game {
    Game::new(&start.design(Lang::En)).unwrap_or_else(|p| panic!("{start:?}: {p:?}"))
}

#[test]
fn every_starting_point_is_ready_to_play_in_both_languages() {
    for start in Start::ALL {
        for lang in [Lang::En, Lang::Fr] {
            let design = start.design(lang);
            let problems: Vec<String> = design_problems(&design).iter().map(|p| p.text(lang).to_string()).collect();
            match start {
                // The blank page says what it lacks, in one sentence.
                Start::Blank => assert_eq!(problems.len(), 1, "{problems:?}"),
                _ => assert!(problems.is_empty(), "{start:?} in {lang:?}: {problems:?}"),
            }
            assert_eq!(design.language, if lang == Lang::Fr { "fr" } else { "en" });
            assert!(!start.title().get(lang).is_empty() && !start.summary().get(lang).is_empty());
        }
    }
}

#[test]
fn a_blank_start_names_its_first_player_with_a_number_in_its_language() {
    let design = Start::Blank.design(Lang::Fr);
    assert_eq!(design.name.get(Lang::Fr), "Nouveau jeu");
    assert_eq!(design.players[0].name.get(Lang::Fr), "Joueur 1");
    assert_eq!(design.players[0].id, "player-1", "the next one added is player-2");
    assert_eq!(Start::Blank.design(Lang::En).players[0].name.get(Lang::En), "Player 1");
}

#[test]
fn the_memory_start_keeps_a_found_pair_and_its_finder_plays_again() {
    let g = game(Start::Memory);
    let mut s = new_game(&g, 7, 2);
    // Where each picture lies (the test may look; a player cannot).
    let cells: Vec<(String, String)> = (0..3)
        .flat_map(|r| (0..4).map(move |c| format!("grid:{r},{c}")))
        .map(|w| {
            let t = s.visible(cell(&g, &w)).expect("a card on every square");
            (w, kind_id(&g, &s, t))
        })
        .collect();
    let pair_of = |w: &str| {
        let kind = &cells.iter().find(|(x, _)| x == w).unwrap().1;
        cells.iter().find(|(x, k)| k == kind && x != w).unwrap().0.clone()
    };
    // A wrong pair: the cards turn back and the turn passes.
    let first = &cells[0].0;
    let wrong = cells.iter().find(|(x, k)| x != first && *k != cells[0].1).unwrap().0.clone();
    ok(&g, &mut s, &format!("select {first}"));
    let out = ok(&g, &mut s, &format!("select {wrong}"));
    assert!(said(&out).ends_with("do not go together: they turn back."), "{}", said(&out));
    assert_eq!(s.current, 1);
    // Player 2 finds every pair, one after the other, without losing the turn.
    let mut done = Vec::new();
    for (w, _) in &cells {
        if done.contains(w) {
            continue;
        }
        let other = pair_of(w);
        ok(&g, &mut s, &format!("select {w}"));
        let out = ok(&g, &mut s, &format!("select {other}"));
        done.extend([w.clone(), other]);
        if !s.is_over() {
            assert!(said(&out).starts_with("A pair: “") && said(&out).ends_with("! Play again."), "{}", said(&out));
            assert_eq!(s.current, 1, "a found pair keeps the turn");
        }
    }
    assert!(s.is_over());
    assert_eq!(s.players[1].tokens_won, 12, "the result area holds all six pairs");
    assert!(end_text(&g, &s).en.contains("Player 2 wins"), "{}", end_text(&g, &s).en);
}

#[test]
fn the_sort_start_refuses_a_wrong_row_and_is_won_by_the_right_rows_only() {
    let g = game(Start::Sort);
    let mut s = new_game(&g, 3, 1);
    let kind_of = |s: &tablier::engine::State, w: &str| s.visible(cell(&g, w)).map(|t| kind_id(&g, s, t));
    let fruit = |k: &str| ["apple", "banana", "cherry", "pear"].contains(&k);
    let mut placed = [0u32, 0u32];
    let mut wrong_tried = false;
    while !s.is_over() {
        let from =
            (0..3).map(|c| format!("tray:0,{c}")).find(|w| kind_of(&s, w).is_some()).expect("a picture in the tray");
        let row = if fruit(&kind_of(&s, &from).unwrap()) { 0 } else { 1 };
        if !wrong_tried {
            let refusal = refused(&g, &mut s, &format!("move {from} grid:{},0", 1 - row));
            assert!(!en(&refusal).is_empty());
            assert!(!s.is_over(), "a wrong move never ends the game");
            wrong_tried = true;
        }
        ok(&g, &mut s, &format!("move {from} grid:{row},{}", placed[row]));
        placed[row] += 1;
    }
    assert_eq!(placed, [4, 4]);
    assert_eq!(s.status, Status::Won);
}

#[test]
fn the_race_start_ends_with_a_winner_at_the_last_square() {
    let g = Arc::new(game(Start::Race));
    for seed in 1..=5 {
        let mut play = Play::new(g.clone(), seed, 2);
        let mut turns = 0;
        while !play.state.is_over() && turns < 400 {
            let actions = play.legal_actions();
            let action = if actions.contains(&Action::Roll) { Action::Roll } else { actions[0] };
            assert!(play.act(action).accepted());
            turns += 1;
        }
        assert!(play.state.is_over(), "seed {seed}: no end after {turns} actions");
        let winners = play.state.players.iter().filter(|p| p.win_rank == 1).count();
        assert_eq!(winners, 1, "seed {seed}");
        // The track snakes up from the bottom left: square 20 is the top left.
        let finish = cell(&g, "grid:0,0");
        assert!(play.state.visible(finish).is_some(), "seed {seed}: the winner's pawn is on the last square");
    }
}

#[test]
fn the_game_for_two_is_won_by_three_in_a_row() {
    let g = game(Start::Duel);
    let mut s = new_game(&g, 1, 2);
    for line in [
        "move red-tray:0,0 grid:0,0",
        "move blue-tray:0,0 grid:1,0",
        "move red-tray:0,0 grid:0,1",
        "move blue-tray:0,0 grid:1,1",
    ] {
        ok(&g, &mut s, line);
        assert!(!s.is_over());
    }
    ok(&g, &mut s, "move red-tray:0,0 grid:0,2");
    assert!(s.is_over());
    assert_eq!(s.players[0].finish, Some(Finish::Won));
}

#[test]
fn cards_turned_over_get_a_word_even_when_the_educator_wrote_none() {
    let mut design = Start::Memory.design(Lang::En);
    design.rules.matched_message = Default::default();
    design.rules.not_matched_message = Default::default();
    let g = Game::new(&design).unwrap();
    let mut s = new_game(&g, 1, 2);
    let kind = |s: &tablier::engine::State, w: &str| kind_id(&g, s, s.visible(cell(&g, w)).unwrap());
    let first = kind(&s, "grid:0,0");
    let words: Vec<String> = (0..3).flat_map(|r| (0..4).map(move |c| format!("grid:{r},{c}"))).collect();
    let same = words.iter().skip(1).find(|w| kind(&s, w) == first).unwrap().clone();
    let other = words.iter().skip(1).find(|w| kind(&s, w) != first).unwrap().clone();
    ok(&g, &mut s, "select grid:0,0");
    let name = |k: &str| g.design.token_types.iter().find(|t| t.id == k).unwrap().name.get(Lang::En).to_string();
    let (a, b) = (name(&first), name(&kind(&s, &other)));
    assert_eq!(
        said(&ok(&g, &mut s, &format!("select {other}"))),
        format!("“{a}” and “{b}” do not go together: they turn back.")
    );
    let mut s = new_game(&g, 1, 2);
    ok(&g, &mut s, "select grid:0,0");
    assert_eq!(said(&ok(&g, &mut s, &format!("select {same}"))), format!("A pair: “{a}”! Play again."));
}

/// A started game's name is one text, in the educator's language: renamed, it is renamed in
/// both languages (the template's other name does not stay behind).
#[test]
fn a_started_game_renamed_is_renamed_in_both_languages() {
    for start in Start::ALL {
        let mut design = start.design(Lang::En);
        let home = design.home();
        design.name.set(Lang::En, "Class sort".to_string(), home);
        assert_eq!(design.name.get(Lang::En), "Class sort", "{start:?}");
        assert_eq!(design.name.get(Lang::Fr), "Class sort", "{start:?}");
    }
}

/// A message left blank is made from the game's words when it is said: the sort's refusal
/// names its zones (never which one is right) and follows them when they are renamed.
#[test]
fn the_sort_refusal_names_the_zones_as_they_are_now() {
    let refusal = |design: &tablier::model::Design| {
        let g = Game::new(design).unwrap();
        let mut s = new_game(&g, 3, 1);
        let from = "tray:0,0";
        let fruit = ["apple", "banana", "cherry", "pear"]
            .contains(&kind_id(&g, &s, s.visible(cell(&g, from)).unwrap()).as_str());
        let wrong = if fruit { "grid:1,0" } else { "grid:0,0" };
        let out = act(&g, &mut s, &format!("move {from} {wrong}"));
        assert!(!out.accepted(), "a wrong row is refused");
        out.message.unwrap()
    };
    let mut design = Start::Sort.design(Lang::En);
    let said = refusal(&design);
    assert_eq!(said.en, "Look again: “Fruits” or “Animals”?");
    assert_eq!(said.fr, "Regarde encore\u{a0}: «\u{a0}Fruits\u{a0}» ou «\u{a0}Animaux\u{a0}»\u{a0}?");
    let home = design.home();
    design.grid.zones[0].name.set(Lang::En, "It can fly".to_string(), home);
    design.grid.zones[0].name.set(Lang::Fr, "Il vole".to_string(), home);
    design.grid.zones[1].name.set(Lang::En, "It does not fly".to_string(), home);
    design.grid.zones[1].name.set(Lang::Fr, "Il ne vole pas".to_string(), home);
    let said = refusal(&design);
    assert_eq!(said.en, "Look again: “It can fly” or “It does not fly”?");
    assert_eq!(said.fr, "Regarde encore\u{a0}: «\u{a0}Il vole\u{a0}» ou «\u{a0}Il ne vole pas\u{a0}»\u{a0}?");
}

/// The goal of a game without a description is made from its rules and its words, and follows
/// them; a description the educator wrote is said as written.
#[test]
fn a_blank_description_is_a_goal_made_from_the_game() {
    let mut sort = Start::Sort.design(Lang::Fr);
    let goal = tablier::engine::goal_text(&sort);
    assert_eq!(goal.en, "Put each picture from the tray in its place: “Fruits” or “Animals”.");
    assert_eq!(
        goal.fr,
        "Range chaque image de la réserve à sa place\u{a0}: «\u{a0}Fruits\u{a0}» ou «\u{a0}Animaux\u{a0}»."
    );
    sort.grid.zones[0].name = "Il vole".into();
    assert!(tablier::engine::goal_text(&sort).fr.contains("«\u{a0}Il vole\u{a0}» ou «\u{a0}Animaux\u{a0}»"));
    sort.description = "Trie les animaux.".into();
    assert_eq!(tablier::engine::goal_text(&sort).fr, "Trie les animaux.");
    let memory = tablier::engine::goal_text(&Start::Memory.design(Lang::En));
    assert_eq!(
        memory.en,
        "Turn over two cards at a time and find the ones that go together. The player with the most pairs wins."
    );
    let duel = tablier::engine::goal_text(&Start::Duel.design(Lang::En));
    assert_eq!(duel.en, "Take turns putting a token on the grid: three in a row wins.");
    let race = tablier::engine::goal_text(&Start::Race.design(Lang::En));
    assert!(race.fr.starts_with("Lance le dé"), "{}", race.fr);
}

/// No starting point keeps a message or a description of its own: each would outlive the
/// educator's changes (the sort's "is it a fruit or an animal?" did).
#[test]
fn the_starting_points_leave_their_texts_to_the_game() {
    for start in Start::ALL {
        let d = start.design(Lang::En);
        let r = &d.rules;
        assert!(d.description.is_blank(), "{start:?}");
        for m in [&r.matched_message, &r.not_matched_message, &r.won_message, &r.lost_message] {
            assert!(m.is_blank(), "{start:?}");
        }
        assert!(d.token_types.iter().all(|t| t.properties.is_empty()), "{start:?}: no hidden properties");
    }
}

/// French hints never agree with the gender of a token's name ("Où va-t-il" of "la vache").
#[test]
fn the_sort_hint_in_french_fits_every_name() {
    let g = game(Start::Sort);
    let s = new_game(&g, 3, 1);
    let hint = tablier::engine::help_words(&g, &s, Some(cell(&g, "tray:0,0"))).unwrap();
    assert!(
        hint.fr.contains("Où est sa place\u{a0}: «\u{a0}Fruits\u{a0}» ou «\u{a0}Animaux\u{a0}»\u{a0}?")
            || hint.fr.contains("Où est sa place"),
        "{}",
        hint.fr
    );
    for gendered in ["-t-il", "-t-elle", " il ", " elle "] {
        assert!(!hint.fr.contains(gendered), "{}", hint.fr);
    }
}

/// The designer shows, in an empty message field, the sentence the game will say there: the
/// same sentence the child hears, made from the game's words (a pair of its own cards, its
/// zones as they are named now).
#[test]
fn an_empty_message_shows_what_the_game_will_say() {
    let memory = Start::Memory.design(Lang::En);
    let said = tablier::engine::blank_sentences(&memory);
    let right = said.right.expect("a memory says something on a pair");
    assert!(right.en.starts_with("A pair: “") && right.en.ends_with("Play again."), "{}", right.en);
    let wrong = said.wrong.expect("and on cards that differ");
    assert!(wrong.en.ends_with("do not go together: they turn back."), "{}", wrong.en);
    assert!(wrong.fr.ends_with("ne vont pas ensemble\u{a0}: on les retourne."), "{}", wrong.fr);
    assert_eq!(said.won.unwrap().en, "Well done!", "several players: after the winner's name");

    let mut sort = Start::Sort.design(Lang::En);
    sort.grid.zones[0].name = "It can fly".into();
    let said = tablier::engine::blank_sentences(&sort);
    assert_eq!(said.wrong.unwrap().en, "Look again: “It can fly” or “Animals”?");
    assert_eq!(said.right, None, "a right placement says nothing of its own");
    assert_eq!(said.won.unwrap().fr, "Bravo\u{a0}! Tu as gagné\u{a0}!");
    assert_eq!(said.lost.unwrap().en, "You have lost.");

    let mut broken = sort.clone();
    broken.grid.geometry.rows = 0;
    assert_eq!(tablier::engine::blank_sentences(&broken), Default::default(), "nothing when it does not compile");
}
