//! Players that play as children do, to measure the computer's levels against: children are
//! not computer levels, and a level that only beats weaker levels may still crush a child.
//!
//! - `random` plays any legal action;
//! - `greedy` plays the turn that looks best at once: the most discs, the most points, a line
//!   when it can (counted at a glance, without the design's cell weights);
//! - `careful` wins at once when it can, keeps the opponent from winning at once when it can,
//!   and is greedy otherwise.
//!
//! A turn is every action until the turn passes (a move and the take it earns, a pick and
//! where it goes). Like the levels, they never peek: with face-down tokens or dice they look
//! in a world drawn from what is known. Ties are broken at random, as a child would.

use super::determinize::{determinize, has_chance_or_hidden};
use super::eval::{at_a_glance, Judge, WIN};
use super::Seen;
use crate::engine::{apply, legal_actions, Action, State, Status};
use crate::game::Game;
use crate::rng::Rng;

/// Positions one look at a turn may visit (a child does not weigh a thousand turns; this keeps
/// measuring fast on designs with long turns).
pub(super) const LOOK: usize = 4_000;

/// Positions `careful` may visit looking at the opponent's answers, over all its turns.
const CHECK: usize = 40_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChildLike {
    Random,
    Greedy,
    Careful,
}

impl ChildLike {
    pub const ALL: [ChildLike; 3] = [ChildLike::Random, ChildLike::Greedy, ChildLike::Careful];

    /// The name used on the command line and in tables.
    pub fn name(self) -> &'static str {
        match self {
            ChildLike::Random => "random",
            ChildLike::Greedy => "greedy",
            ChildLike::Careful => "careful",
        }
    }

    pub fn from_name(name: &str) -> Option<ChildLike> {
        ChildLike::ALL.into_iter().find(|c| c.name() == name.trim())
    }

    /// The action this player makes for the current player; None when there is none.
    pub fn choose(self, game: &Game, state: &State, seen: &Seen, rng: &mut Rng) -> Option<Action> {
        let mut actions = Vec::new();
        legal_actions(game, state, &mut actions);
        if actions.len() <= 1 || self == ChildLike::Random {
            return (!actions.is_empty()).then(|| actions[rng.below(actions.len())]);
        }
        let mut world = state.clone();
        if has_chance_or_hidden(game) {
            determinize(game, state, seen, rng, &mut world);
        }
        let me = state.current;
        let judge = Judge::new(game);
        let ends = turn_ends(game, &world, LOOK);
        let mut checks = CHECK;
        let mut best: Option<(i32, Action)> = None;
        let mut tied = 0usize;
        for (first, end) in &ends {
            let mut score = at_a_glance(&judge, game, end, me);
            if self == ChildLike::Careful && score < WIN / 2 && !end.is_over() && checks > 0 {
                // An answer that wins at once for the one who plays next: a turn to avoid.
                let answers = turn_ends(game, end, checks.min(LOOK));
                checks = checks.saturating_sub(answers.len().max(1));
                let next = end.current;
                if answers.iter().any(|(_, a)| a.status == Status::Won && a.winner == Some(next) && next != me) {
                    score = -WIN / 2;
                }
            }
            match best {
                Some((b, _)) if score < b => {}
                Some((b, _)) if score == b => {
                    // Each of the tied turns equally likely, without keeping them all.
                    tied += 1;
                    if rng.below(tied) == 0 {
                        best = Some((score, *first));
                    }
                }
                _ => {
                    best = Some((score, *first));
                    tied = 1;
                }
            }
        }
        best.map(|(_, a)| a).or_else(|| Some(actions[rng.below(actions.len())]))
    }
}

/// Where each turn the current player can play from `state` ends, with its first action; at
/// most `cap` positions visited (turns not finished by then end where they stand).
pub(super) fn turn_ends(game: &Game, state: &State, cap: usize) -> Vec<(Action, State)> {
    let me = state.current;
    let moves = state.players[me].moves;
    let mut out = Vec::new();
    let mut stack: Vec<(Option<Action>, State)> = vec![(None, state.clone())];
    let mut actions = Vec::new();
    let mut visited = 0usize;
    while let Some((first, at)) = stack.pop() {
        legal_actions(game, &at, &mut actions);
        if actions.is_empty() || visited >= cap {
            if let Some(first) = first {
                out.push((first, at));
            }
            continue;
        }
        for &action in &actions {
            let mut child = at.clone();
            if !apply(game, &mut child, action).accepted() {
                continue;
            }
            visited += 1;
            let first = first.or(Some(action));
            if child.is_over() || child.current != me || child.players[me].moves > moves {
                out.extend(first.map(|f| (f, child)));
            } else {
                stack.push((first, child));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::new_game;
    use crate::notation::format_action;

    fn game(file: &str) -> Game {
        let text = std::fs::read_to_string(format!("games/{file}.json")).expect("game file");
        Game::from_json(&text).unwrap_or_else(|p| panic!("{p:?}"))
    }

    /// Plays, for each square named, the legal action that puts a token there.
    fn play(game: &Game, state: &mut State, squares: &str) {
        for square in squares.split(';').map(str::trim) {
            let action = to(game, state, square).expect("a legal action to that square");
            assert!(apply(game, state, action).accepted(), "{square}");
        }
    }

    fn to(game: &Game, state: &State, square: &str) -> Option<Action> {
        let mut legal = Vec::new();
        legal_actions(game, state, &mut legal);
        legal.into_iter().find(|&a| format_action(game, a).ends_with(&format!(" {square}")))
    }

    #[test]
    fn careful_wins_at_once_and_blocks_a_line_greedy_takes_the_win() {
        let g = game("tic-tac-toe");
        // Crosses on 0,0 and 0,1; noughts on 1,0 and 1,1: crosses to play.
        let mut s = new_game(&g, 1, 2);
        play(&g, &mut s, "grid:0,0; grid:1,0; grid:0,1; grid:1,1");
        let seen = Seen::of(&g, &s);
        for who in [ChildLike::Greedy, ChildLike::Careful] {
            for seed in 0..10 {
                let a = who.choose(&g, &s, &seen, &mut Rng::new(seed)).expect("a move");
                let mut after = s.clone();
                apply(&g, &mut after, a);
                assert_eq!((after.status, after.winner), (Status::Won, Some(0)), "{} takes the line", who.name());
            }
        }
        // Noughts on 1,0 and 1,1 threaten 1,2; crosses have no line of their own to finish.
        let mut s = new_game(&g, 1, 2);
        play(&g, &mut s, "grid:0,0; grid:1,0; grid:2,2; grid:1,1");
        let seen = Seen::of(&g, &s);
        for seed in 0..10 {
            let a = ChildLike::Careful.choose(&g, &s, &seen, &mut Rng::new(seed)).expect("a move");
            assert_eq!(Some(a), to(&g, &s, "grid:1,2"), "careful blocks");
        }
        // Greedy sees no difference between the squares and does not always block.
        let blocked = (0..20)
            .filter(|&seed| {
                let a = ChildLike::Greedy.choose(&g, &s, &seen, &mut Rng::new(seed)).expect("a move");
                Some(a) == to(&g, &s, "grid:1,2")
            })
            .count();
        assert!(blocked < 20, "greedy blocked every time");
    }

    #[test]
    fn random_plays_only_legal_actions_and_varies() {
        let g = game("othello");
        let s = new_game(&g, 1, 2);
        let seen = Seen::of(&g, &s);
        let mut legal = Vec::new();
        legal_actions(&g, &s, &mut legal);
        let chosen: std::collections::BTreeSet<_> = (0..40)
            .map(|seed| ChildLike::Random.choose(&g, &s, &seen, &mut Rng::new(seed)).expect("a move"))
            .inspect(|a| assert!(legal.contains(a)))
            .map(|a| format_action(&g, a))
            .collect();
        assert_eq!(chosen.len(), legal.len(), "every opening move comes up");
    }

    #[test]
    fn greedy_takes_the_most_discs() {
        let g = game("othello");
        let mut s = new_game(&g, 1, 2);
        let seen = Seen::of(&g, &s);
        let judge = Judge::new(&g);
        for _ in 0..12 {
            let mut legal = Vec::new();
            legal_actions(&g, &s, &mut legal);
            let count = |a: Action| {
                let mut c = s.clone();
                apply(&g, &mut c, a);
                at_a_glance(&judge, &g, &c, s.current)
            };
            let most = legal.iter().map(|&a| count(a)).max().expect("moves");
            let a = ChildLike::Greedy.choose(&g, &s, &seen, &mut Rng::new(3)).expect("a move");
            assert_eq!(count(a), most);
            apply(&g, &mut s, a);
        }
    }
}
