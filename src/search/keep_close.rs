//! The "keep it close" level: a computer opponent that lets a child win about half the time.
//!
//! Its strength is a staircase over the last games: every game the child won makes it half a
//! level stronger, every game the child lost half a level weaker, so that it settles where
//! the child wins one game in two. Within a game it also eases off when it leads clearly and
//! tries harder when it trails, so that games stay close. A strength between two levels plays
//! each move at one of them, the nearer one more often.

use super::eval::{evaluate, Judge};
use super::{choose_until, Deadline, Seen, LEVELS};
use crate::engine::{Action, State};
use crate::game::Game;
use crate::rng::Rng;

/// The level number that stands for "keep it close" where levels are numbers (the command
/// line's `--computer 2:close` or `2:0`).
pub const KEEP_CLOSE: u8 = 0;

/// How a game against the computer ended, for the child.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChildResult {
    Won,
    Lost,
    Draw,
}

/// The strength before any game: gentle.
const START: f64 = 2.0;

/// How far one game moves the strength.
const STEP: f64 = 0.5;

/// Only the last games count: the child gets better, and old games say little about now.
const REMEMBERED: usize = 10;

/// A lead (in the evaluation's units: a token is 100) beyond which the computer eases off.
const CLEAR_LEAD: i32 = 300;

/// The keep-close player, from the results of the games the child played against it so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeepClose {
    /// Oldest first.
    pub results: Vec<ChildResult>,
}

impl KeepClose {
    /// The strength to start the next game with, from 1 (weakest level) to 5.
    pub fn strength(&self) -> f64 {
        let (low, high) = (*LEVELS.start() as f64, *LEVELS.end() as f64);
        let recent = &self.results[self.results.len().saturating_sub(REMEMBERED)..];
        recent.iter().fold(START, |s, r| {
            let step = match r {
                ChildResult::Won => STEP,
                ChildResult::Lost => -STEP,
                ChildResult::Draw => 0.0,
            };
            (s + step).clamp(low, high)
        })
    }

    /// The level to play this move at: the strength, one lower while the computer leads
    /// clearly and one higher while it trails clearly, rounded at random to a level.
    pub fn level(&self, game: &Game, state: &State, rng: &mut Rng) -> u8 {
        let (low, high) = (*LEVELS.start() as f64, *LEVELS.end() as f64);
        let lead = evaluate(&Judge::new(game), game, state, state.current);
        let lean = match lead {
            l if l > CLEAR_LEAD => -1.0,
            l if l < -CLEAR_LEAD => 1.0,
            _ => 0.0,
        };
        let s = (self.strength() + lean).clamp(low, high);
        let below = s.floor();
        // The fraction above a level is the chance to play the next one up (in thousandths,
        // so that no platform rounding enters the draw).
        let up = ((s - below) * 1000.0) as usize > rng.below(1000);
        (below as u8 + up as u8).clamp(*LEVELS.start(), *LEVELS.end())
    }

    /// The action to play for the current player, knowing what `seen` records.
    pub fn choose(&self, game: &Game, state: &State, seen: &Seen, rng: &mut Rng) -> Option<Action> {
        self.choose_until(game, state, seen, rng, None)
    }

    /// [`KeepClose::choose`], answering by `deadline` at the latest.
    pub fn choose_until(
        &self,
        game: &Game,
        state: &State,
        seen: &Seen,
        rng: &mut Rng,
        deadline: Option<&Deadline>,
    ) -> Option<Action> {
        let level = self.level(game, state, rng);
        choose_until(game, state, level, seen, rng, deadline)
    }
}
