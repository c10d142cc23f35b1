//! A six-player game of Chinese checkers (`games/chinese-checkers.json`) played to its end by
//! legal actions only: every player but one brings the ten pegs home, and the game stops when
//! one player is left (the design's `one_ends_all: false`), ranking the others in the order
//! they finished.

use std::time::Instant;

use tablier::engine::{apply, legal_actions, new_game, Action, Event, Finish, State, Status};
use tablier::game::{CellId, Game};
use tablier::rng::Rng;

/// Actions after which the test fails if the game has not ended. Games take 700 to 800
/// actions for most seeds (each jump of a chain counts), a few thousand when pegs block a goal
/// for long.
const MAX_ACTIONS: usize = 6000;

fn chinese_checkers() -> Game {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/games/chinese-checkers.json");
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    Game::from_json(&text).unwrap_or_else(|p| panic!("{p:?}"))
}

/// Steps between two holes of the star. The grid holds the star in axial coordinates: its
/// moves are up, down, left, right, up-right and down-left, so (dr, dc) = (-1, +1) is one step.
fn hex_distance(game: &Game, a: CellId, b: CellId) -> i64 {
    let (a, b) = (&game.cells[a as usize], &game.cells[b as usize]);
    let dr = i64::from(a.row) - i64::from(b.row);
    let dc = i64::from(a.column) - i64::from(b.column);
    (dr.abs() + dc.abs() + (dr + dc).abs()) / 2
}

/// For each token type, the tip of its goal: the cell of its zone farthest from the centre.
fn goal_tips(game: &Game) -> Vec<CellId> {
    let grid = game.grid();
    let centre = grid.cell_at(grid.rows / 2, grid.columns / 2).expect("a centre hole");
    game.design
        .token_types
        .iter()
        .map(|t| {
            let zone = game.design.grid.zones.iter().find(|z| z.properties == t.properties).expect("a goal zone");
            zone.cells
                .iter()
                .map(|[r, c]| grid.cell_at(*r, *c).expect("a zone cell"))
                .max_by_key(|&cell| hex_distance(game, cell, centre))
                .expect("a non-empty zone")
        })
        .collect()
}

/// How much closer an action brings the moved peg to the tip of its goal (0 for ending a
/// chain or passing).
fn gain(game: &Game, state: &State, tips: &[CellId], action: Action) -> i64 {
    let Action::Move(from, to) = action else { return 0 };
    let token = state.visible(from).expect("a peg to move");
    let tip = tips[game.tokens[token as usize].token_type as usize];
    hex_distance(game, from, tip) - hex_distance(game, to, tip)
}

/// Play one game; the number of actions when it ends, or None after `MAX_ACTIONS`.
///
/// The moves are random among the legal ones, but biased: uniform random play wanders
/// (pegs step back and forth, and the last pegs of a player almost never find the last free
/// holes of a goal held by others), so it may never end. Here nine times out of ten the
/// player takes one of the actions that bring a peg the most steps closer to its goal (when
/// none does, one that loses the least, such as ending a chain), and otherwise any legal action: the
/// game still sees sideways and backward moves, chains cut short and pegs blocking each
/// other, and it ends.
fn play(game: &Game, seed: u64) -> (State, Option<usize>) {
    let tips = goal_tips(game);
    let mut state = new_game(game, seed, 6);
    let mut rng = Rng::new(seed);
    let mut actions = Vec::new();
    for n in 1..=MAX_ACTIONS {
        legal_actions(game, &state, &mut actions);
        assert!(!actions.is_empty(), "after {n} actions, nothing to do but the game is not over");
        let gains: Vec<i64> = actions.iter().map(|a| gain(game, &state, &tips, *a)).collect();
        let best = *gains.iter().max().expect("an action");
        let pool: Vec<Action> = if rng.below(10) == 0 {
            actions.clone()
        } else {
            actions.iter().zip(&gains).filter(|(_, g)| **g == best).map(|(a, _)| *a).collect()
        };
        let action = pool[rng.below(pool.len())];
        let outcome = apply(game, &mut state, action);
        assert!(outcome.accepted(), "a listed action was refused: {action:?}: {:?}", outcome.refusal);
        assert!(!outcome.events.contains(&Event::Stuck), "the game got stuck after {n} actions");
        if state.status != Status::Playing {
            return (state, Some(n));
        }
    }
    (state, None)
}

#[test]
fn six_players_play_to_the_end_and_five_are_ranked() {
    let game = chinese_checkers();
    let started = Instant::now();
    let (state, ended) = play(&game, 5);
    let Some(actions) = ended else {
        let home: Vec<u32> = state.players.iter().map(|p| p.win_rank).collect();
        panic!("no end after {MAX_ACTIONS} actions (ranks so far: {home:?})");
    };
    let mut ranks: Vec<u32> = state.players.iter().map(|p| p.win_rank).collect();
    let finished: Vec<usize> = (0..6).filter(|p| state.players[*p].finish == Some(Finish::Won)).collect();
    let left: Vec<usize> = (0..6).filter(|p| state.players[*p].finish == Some(Finish::Stopped)).collect();
    eprintln!("game over after {actions} actions in {:?}; ranks {ranks:?}", started.elapsed());
    assert_eq!(finished.len(), 5, "five players bring all their pegs home: {ranks:?}");
    assert_eq!(left.len(), 1, "the last one is stopped, unranked: {ranks:?}");
    assert_eq!(state.players[left[0]].win_rank, 0);
    ranks.sort_unstable();
    assert_eq!(ranks, [0, 1, 2, 3, 4, 5], "one rank each, in the order they finished");
    assert_eq!(state.status, Status::Won);
    let first = state.players.iter().position(|p| p.win_rank == 1);
    assert_eq!(state.winner, first, "the first home wins");

    // Every finished player's pegs are all in the goal zone of their colour.
    let tips = goal_tips(&game);
    for &p in &finished {
        for (t, tok) in state.tokens.iter().enumerate() {
            if tok.owners != 1 << state.players[p].design_player {
                continue;
            }
            let ty = game.tokens[t].token_type as usize;
            let zone = game.cells[tok.cell as usize].zone;
            assert_eq!(zone, game.cells[tips[ty] as usize].zone, "player {p}: a peg outside its goal");
        }
    }
}

/// A wrong move keeps the turn (the design's `after_invalid: false`), and pegs cross other
/// points freely (`zones_are_goals`): no move is an error for entering another zone.
#[test]
fn a_wrong_move_keeps_the_turn_and_crossing_zones_is_no_error() {
    let game = chinese_checkers();
    let mut state = tablier::engine::new_game(&game, 1, 2);
    let at = |r: u32, c: u32| game.grid().cell_at(r, c).expect("a cell");
    // Red's peg at (3,9) cannot go three holes down in one move.
    let wrong = apply(&game, &mut state, Action::Move(at(3, 9), at(6, 9)));
    assert!(wrong.refusal.as_ref().is_some_and(|r| r.counted()), "{:?}", wrong.refusal);
    assert_eq!(state.current, 0, "Red plays again");
    assert!(apply(&game, &mut state, Action::Move(at(3, 9), at(4, 9))).accepted());
    assert_eq!(state.players[0].errors, 1, "only the wrong move was an error");
    assert_eq!(state.current, 1);
}
