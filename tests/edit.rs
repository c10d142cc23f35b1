//! The designer's edit/test loop: a game in progress goes on after an edit when it still
//! makes sense, and starts again otherwise.

use std::sync::Arc;

use tablier::edit::Line;
use tablier::engine::Play;
use tablier::game::Game;
use tablier::model::Design;
use tablier::notation::parse_action;

fn design(name: &str) -> Design {
    let path = format!("{}/games/{name}.json", env!("CARGO_MANIFEST_DIR"));
    tablier::load::load(&std::fs::read_to_string(path).expect("read")).expect("valid")
}

fn play(design: &Design, seed: u64, actions: &[&str]) -> Play {
    let game = Arc::new(Game::new(design).expect("valid"));
    let mut play = Play::new(game.clone(), seed, 1);
    for a in actions {
        let action = parse_action(&game, a).expect("notation");
        assert!(play.act(action).accepted(), "{a}");
    }
    play
}

#[test]
fn a_rule_change_keeps_the_game_in_progress() {
    let mut d = design("solitaire-english");
    let before = play(&d, 1, &["move grid:1,3 grid:3,3", "move grid:2,1 grid:2,3"]);
    d.rules.won_message = "Bravo!".into();
    let (after, continued) = before.carry_over(Arc::new(Game::new(&d).unwrap()));
    assert!(continued);
    assert_eq!(after.state, before.state);
    assert_eq!(after.log.len(), 2);
}

#[test]
fn a_grid_that_grew_keeps_the_game_and_its_trays() {
    let mut d = design("pigeon-vole");
    let game = Arc::new(Game::new(&d).unwrap());
    let mut before = Play::new(game.clone(), 4, 1);
    let first = before.legal_actions()[0];
    assert!(before.act(first).accepted());
    // A new column at the right end moves every tray cell's index, but not its place.
    d.insert_line(Line::Column(6)).unwrap();
    d.trays[0].geometry.y += 100;
    let (after, continued) = before.carry_over(Arc::new(Game::new(&d).unwrap()));
    assert!(continued, "the move still makes sense on the wider grid");
    assert_eq!(after.log.len(), 1);
}

#[test]
fn an_edit_that_breaks_the_moves_played_restarts_the_game() {
    let mut d = design("solitaire-english");
    let before = play(&d, 1, &["move grid:1,3 grid:3,3"]);
    d.set_playable(&[[3, 3]], false);
    let (after, continued) = before.carry_over(Arc::new(Game::new(&d).unwrap()));
    assert!(!continued, "the first jump lands on a square that is no longer playable");
    assert!(after.log.is_empty());
}
