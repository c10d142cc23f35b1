//! The computer's levels against child-like players (issue #40), on a game an educator makes
//! in two changes from the starting point "a board game for two": four in a row on 5 x 5.

use tablier::edit::Start;
use tablier::engine::{apply, new_game, Status};
use tablier::game::Game;
use tablier::lang::Lang;
use tablier::model::Design;
use tablier::rng::Rng;
use tablier::search::{choose_knowing, ChildLike, Seen};

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/designs/four-in-a-row-5x5.json");

/// "A board game for two" with the designer's two changes: a 5 x 5 grid, four in a row to win.
fn four_in_a_row() -> Design {
    let mut d = Start::Duel.design(Lang::En);
    let grid = d.grid.id.clone();
    d.resize_board(&grid, 5, 5).expect("5 x 5");
    d.set_line_length(4).expect("four in a row");
    d
}

/// The file `scripts/levels.sh` measures is that design, as the designer saves it.
/// (`TABLIER_WRITE=1 cargo test --test levels` writes it again after a change of the start.)
#[test]
fn the_measured_four_in_a_row_is_the_starting_point_with_two_changes() {
    let made = four_in_a_row().to_json();
    if std::env::var_os("TABLIER_WRITE").is_some() {
        std::fs::write(FILE, &made).expect("write the design");
    }
    let saved = std::fs::read_to_string(FILE).expect("tests/designs/four-in-a-row-5x5.json");
    assert_eq!(saved, made, "run TABLIER_WRITE=1 cargo test --test levels");
}

/// A child who builds an open three in the middle row (_XXX_: two ends to finish at, so one
/// block is not enough) whenever the squares are free, and plays carefully otherwise: the
/// naive attack that beat levels 3 and 5 before threats were searched.
fn open_three(game: &Game, state: &tablier::engine::State, seen: &Seen, rng: &mut Rng) -> tablier::engine::Action {
    let careful = ChildLike::Careful.choose(game, state, seen, rng).expect("a move");
    let mut after = state.clone();
    apply(game, &mut after, careful);
    if after.status == Status::Won {
        return careful;
    }
    let mut legal = Vec::new();
    tablier::engine::legal_actions(game, state, &mut legal);
    for square in ["grid:2,1", "grid:2,2", "grid:2,3", "grid:2,0", "grid:2,4"] {
        let to = legal.iter().find(|&&a| tablier::notation::format_action(game, a).ends_with(square));
        if let Some(&a) = to {
            return a;
        }
    }
    careful
}

/// Levels 3 and 5 lose none of these games of four in a row on 5 x 5 against the careful child
/// (varied by its first two moves at random) or the open three, on either side. Before threats
/// were searched, level 3 lost the fourth of them in 21 moves. (Over many games level 3 does
/// lose some to the careful child: `scripts/levels.sh` measures how many.)
#[test]
fn levels_three_and_five_never_lose_four_in_a_row_to_a_careful_child_or_an_open_three() {
    let game = Game::from_json(&four_in_a_row().to_json()).expect("playable");
    for (level, opponent, games) in
        [(3, "careful", 8u64), (3, "open three", 2), (5, "careful", 4), (5, "open three", 2)]
    {
        for g in 0..games {
            let strong = (g % 2) as usize;
            let mut state = new_game(&game, g, 2);
            let mut seen = Seen::of(&game, &state);
            let mut rng = Rng::new(g);
            // The careful child's first move at random: games that differ.
            let mut moves = 0;
            while !state.is_over() {
                let action = if state.current == strong {
                    choose_knowing(&game, &state, level, &seen, &mut rng).expect("a move")
                } else if opponent == "careful" && moves < 2 {
                    ChildLike::Random.choose(&game, &state, &seen, &mut rng).expect("a move")
                } else if opponent == "careful" {
                    ChildLike::Careful.choose(&game, &state, &seen, &mut rng).expect("a move")
                } else {
                    open_three(&game, &state, &seen, &mut rng)
                };
                apply(&game, &mut state, action);
                seen.observe(&game, &state);
                moves += 1;
            }
            assert!(
                state.winner != Some(1 - strong) || state.status != Status::Won,
                "level {level} in seat {} lost to {opponent} (game {g}) in {moves} moves",
                strong + 1
            );
        }
    }
}

/// The game doctor on four in a row made from the starting point: every game ends, both sides
/// win some, in plain words in both languages.
#[test]
fn the_doctor_says_how_four_in_a_row_plays() {
    let game = Game::from_json(&four_in_a_row().to_json()).expect("playable");
    let checkup = tablier::search::doctor::checkup(&game, 2, 20, 1, &mut |_| true);
    assert_eq!(checkup.games, 20);
    assert_eq!(checkup.unfinished, 0, "four in a row always ends");
    assert!(checkup.wins.iter().all(|w| *w > 0), "{:?}", checkup.wins);
    let said = checkup.sentences(&game.design);
    assert_eq!(said[0].en, "The computer played your game 20 times against itself.");
    assert!(said[1].en.starts_with("Red (who starts) won "), "{}", said[1].en);
    assert!(said[1].fr.starts_with("Rouge (qui commence) a gagné "), "{}", said[1].fr);
    assert!(said.iter().any(|t| t.en.starts_with("A game lasts ") && t.en.contains("at a child's pace")));
    // Nothing said names a property, an id or a JSON path.
    assert!(said.iter().all(|t| !t.en.contains("grid:") && !t.en.contains("p1") && !t.en.contains('[')));
}

/// The first player takes the centre: level 5 never answers with a square after which the
/// first player wins by force (a square beside the centre loses in seven more moves, a
/// search of six did not see it; level 5 played it, varied among equal-looking answers, and
/// lost to the greedy child). Each answer level 5 gives is searched seven moves deep.
#[test]
fn level_five_never_answers_the_centre_with_a_lost_square() {
    let game = Game::from_json(&four_in_a_row().to_json()).expect("playable");
    let mut state = new_game(&game, 1, 2);
    let centre = tablier::notation::parse_action(&game, "move red-tray:0,0 grid:2,2").expect("the centre");
    apply(&game, &mut state, centre);
    let seen = Seen::of(&game, &state);
    let mut answers = Vec::new();
    for seed in 0..6 {
        let answer = choose_knowing(&game, &state, 5, &seen, &mut Rng::new(seed)).expect("an answer");
        if !answers.contains(&answer) {
            answers.push(answer);
        }
    }
    for answer in answers {
        let mut after = state.clone();
        apply(&game, &mut after, answer);
        let first = tablier::search::best_action(&game, &after, 7, 5_000_000).expect("a move");
        assert!(
            first.score < tablier::search::WIN / 2,
            "level 5 answered {} and the first player wins by force",
            tablier::notation::format_action(&game, answer)
        );
    }
}

/// Othello's level 1 is beaten by a child who takes the most discs (issue #40: at least 70%);
/// before it shunned the squares the design weighs high it won 7 games of 10 against that
/// child, giving nothing away at the corners. It still wins some against random taps.
#[test]
fn othello_level_one_loses_to_a_child_who_tries() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/othello.json")).expect("othello");
    let game = Game::from_json(&text).expect("playable");
    let play = |child: ChildLike, g: u64| {
        let level_seat = (g % 2) as usize;
        let mut state = new_game(&game, g, 2);
        let mut seen = Seen::of(&game, &state);
        let mut rng = Rng::new(g ^ 0x0DD);
        while !state.is_over() {
            let action = if state.current == level_seat {
                choose_knowing(&game, &state, 1, &seen, &mut rng)
            } else {
                child.choose(&game, &state, &seen, &mut rng)
            };
            apply(&game, &mut state, action.expect("a move"));
            seen.observe(&game, &state);
        }
        (state.status == Status::Won).then_some(state.winner == Some(level_seat))
    };
    let lost_to_greedy = (0..20).filter(|g| play(ChildLike::Greedy, *g) == Some(false)).count();
    assert!(lost_to_greedy >= 14, "level 1 lost {lost_to_greedy} of 20 to greedy");
    let won_against_random = (0..20).filter(|g| play(ChildLike::Random, *g) == Some(true)).count();
    assert!(won_against_random >= 1, "level 1 never beat random taps");
}

/// In Chinese checkers level 3 beats a child who always makes the longest move (issue #40: at
/// least 80%). While its look-ahead counted each jump of a chain as one action, a turn of
/// four jumps used it all up, and level 3 won 5 games of 10 against that child; counted in
/// turns, 9 of 10 (`tablier match games/chinese-checkers.json --levels 3 --vs greedy`).
#[test]
fn chinese_checkers_level_three_outruns_a_greedy_child() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/chinese-checkers.json"))
        .expect("chinese checkers");
    let game = Game::from_json(&text).expect("playable");
    let play = |g: u64| {
        let level_seat = (g % 2) as usize;
        let mut state = new_game(&game, g, 2);
        let seen = Seen::of(&game, &state);
        let mut rng = Rng::new(g ^ 0xC4EC);
        let mut actions = 0;
        while !state.is_over() && actions < 2000 {
            let action = if state.current == level_seat {
                choose_knowing(&game, &state, 3, &seen, &mut rng)
            } else {
                ChildLike::Greedy.choose(&game, &state, &seen, &mut rng)
            };
            apply(&game, &mut state, action.expect("a move"));
            actions += 1;
        }
        state.players[level_seat].finish == Some(tablier::engine::Finish::Won)
    };
    let won = (0..4).filter(|g| play(*g)).count();
    assert!(won >= 4, "level 3 won {won} of 4 against the greedy child");
}
