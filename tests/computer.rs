//! Computer players: legal actions only, at every level, on every built-in game; the strong
//! levels take a win in one, stop a loss in one, and never lose tic-tac-toe.

mod common;

use common::*;
use tablier::engine::{apply, legal_actions, new_game, Action, Status};
use tablier::game::Game;
use tablier::rng::Rng;
use tablier::search::choose;

fn games() -> Vec<(String, Game)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("games/")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".json"))
        .collect();
    names.sort();
    names.into_iter().map(|n| (n.clone(), built_in(&n))).collect()
}

#[test]
fn every_level_plays_only_legal_actions_in_every_built_in_game() {
    for (name, game) in games() {
        let players = *game.player_counts().last().expect("a count");
        for level in 1..=5u8 {
            let mut state = new_game(&game, 3, players);
            let mut rng = Rng::new(9);
            let mut legal = Vec::new();
            // A few actions each: enough to pass a placing phase's first moves or a roll.
            for _ in 0..4 {
                if state.is_over() {
                    break;
                }
                let Some(action) = choose(&game, &state, level.min(3), &mut rng) else { break };
                legal_actions(&game, &state, &mut legal);
                assert!(legal.contains(&action), "{name}, level {level}: {action:?} is not legal");
                assert!(apply(&game, &mut state, action).accepted(), "{name}, level {level}: {action:?} refused");
            }
        }
    }
}

/// Tic-tac-toe after marks put on these squares in turn, crosses first.
fn tic_tac_toe(squares: &[&str]) -> (Game, tablier::engine::State) {
    let g = built_in("tic-tac-toe.json");
    let mut s = new_game(&g, 1, 2);
    for (i, at) in squares.iter().enumerate() {
        let tray = if i % 2 == 0 { "crosses-tray" } else { "noughts-tray" };
        ok(&g, &mut s, &format!("move {tray}:0,0 grid:{at}"));
    }
    (g, s)
}

#[test]
fn a_win_in_one_is_taken_and_a_loss_in_one_is_stopped() {
    // X: (0,0) (0,1); O: (1,1) (2,2). X to play wins at (0,2).
    let (g, s) = tic_tac_toe(&["0,0", "1,1", "0,1", "2,2"]);
    for level in 3..=5 {
        let a = choose(&g, &s, level, &mut Rng::new(1)).expect("an action");
        assert_eq!(a, action(&g, "move crosses-tray:0,0 grid:0,2"), "level {level} takes the win");
    }
    // O to play must stop X's row at (0,2).
    let (g, s) = tic_tac_toe(&["0,0", "1,1", "0,1"]);
    for level in 3..=5 {
        let a = choose(&g, &s, level, &mut Rng::new(1)).expect("an action");
        assert_eq!(a, action(&g, "move noughts-tray:0,0 grid:0,2"), "level {level} blocks");
    }
}

#[test]
fn a_tiny_budget_still_looks_one_action_ahead() {
    // With room for fewer positions than there are actions, the search must not fall back on
    // the first listed action: it still sees the win in one.
    let (g, s) = tic_tac_toe(&["2,0", "0,0", "2,1", "0,1"]);
    let found = tablier::search::best_action(&g, &s, 4, 1).expect("an action");
    assert_eq!(found.action, action(&g, "move crosses-tray:0,0 grid:2,2"));
    assert_eq!(found.depth, 1);
}

#[test]
fn level_five_never_loses_tic_tac_toe() {
    let g = built_in("tic-tac-toe.json");
    for seed in 0..6u64 {
        for strong_seat in 0..2usize {
            let mut s = new_game(&g, seed, 2);
            let mut rng = Rng::new(seed);
            while !s.is_over() {
                let level = if s.current == strong_seat { 5 } else { 1 };
                let a = choose(&g, &s, level, &mut rng).expect("an action");
                apply(&g, &mut s, a);
            }
            assert!(
                s.status == Status::Draw || s.winner == Some(strong_seat),
                "seed {seed}: level 5 in seat {} lost",
                strong_seat + 1
            );
        }
    }
}

#[test]
fn after_a_mill_the_computer_takes_a_free_man() {
    let g = built_in("morris.json");
    let mut s = new_game(&g, 1, 2);
    play_all(
        &g,
        &mut s,
        "
        move white-men:0,0 board:0,0
        move black-men:0,0 board:6,6
        move white-men:0,0 board:0,3
        move black-men:0,0 board:6,3
        move white-men:0,0 board:0,6",
    );
    assert!(s.take_due);
    for level in 1..=5 {
        let a = choose(&g, &s, level, &mut Rng::new(2)).expect("an action");
        assert!(matches!(a, Action::Select(_)), "level {level} takes: {a:?}");
        let mut after = s.clone();
        assert!(apply(&g, &mut after, a).accepted());
    }
}

/// In a race to zones the computer brings its pegs home: two level-2 players finish a game of
/// Chinese checkers (each turn one step or one jump of a chain).
#[test]
fn the_computer_races_home_in_chinese_checkers() {
    let g = built_in("chinese-checkers.json");
    let mut s = new_game(&g, 1, 2);
    let mut rng = Rng::new(4);
    let mut actions = 0;
    while !s.is_over() && actions < 3000 {
        let a = choose(&g, &s, 2, &mut rng).expect("an action");
        assert!(apply(&g, &mut s, a).accepted());
        actions += 1;
    }
    assert!(
        s.players.iter().any(|p| p.finish == Some(tablier::engine::Finish::Won)),
        "nobody got home in {actions} actions"
    );
}

/// The searching levels end their chains of jumps: at level 3 the look-ahead once found that
/// jumping back and forth kept the turn for ever (each jump one more action of its own before
/// the other player's), and the first turn of Chinese checkers never ended.
#[test]
fn the_searching_levels_end_their_chains_of_jumps() {
    let g = built_in("chinese-checkers.json");
    let mut s = new_game(&g, 3, 2);
    let mut rng = Rng::new(7);
    let (mut turns, mut longest, mut run) = (0, 0, 0);
    for _ in 0..80 {
        let before = s.current;
        let a = choose(&g, &s, 3, &mut rng).expect("an action");
        assert!(apply(&g, &mut s, a).accepted());
        run += 1;
        if s.current != before {
            turns += 1;
            longest = longest.max(run);
            run = 0;
        }
    }
    assert!(turns >= 20 && longest <= 10, "{turns} turns in 80 actions, the longest of {longest}");
}

/// The quick key without symmetries equals the general one over the identity.
#[test]
fn the_plain_position_key_matches_the_general_one() {
    use tablier::search::Symmetries;
    for (name, g) in games() {
        let plain = Symmetries::identity(&g);
        let general = Symmetries { maps: vec![plain.maps[0].clone(), plain.maps[0].clone()] };
        let mut s = new_game(&g, 2, *g.player_counts().last().unwrap());
        let mut rng = Rng::new(5);
        let mut legal = Vec::new();
        for _ in 0..20 {
            assert_eq!(plain.key(&g, &s), general.key(&g, &s), "{name}");
            legal_actions(&g, &s, &mut legal);
            if legal.is_empty() {
                break;
            }
            apply(&g, &mut s, legal[rng.below(legal.len())]);
        }
    }
}
