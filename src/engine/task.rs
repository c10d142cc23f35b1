//! The action expected now from the player whose turn it is, in a few words for the status
//! line ("White's turn. Place a token: 8 left."): each mechanism says its own (`lines` a take
//! due, `flying`, `phases`); the first that has something to say, in this order, is the task.
//! A game whose mechanisms say nothing has no task line: its moves speak for themselves.

use super::noun::Noun;
use super::{flying, phases, State};
use crate::game::Game;
use crate::lang::Text;

/// The current player's task, when the game's mechanisms name one.
pub fn task(game: &Game, state: &State) -> Option<Text> {
    if state.is_over() {
        return None;
    }
    if state.take_due {
        return Some(Noun::of(game).text("take {a} of the other side", "prends {un} de l'autre camp"));
    }
    flying::task(game, state).or_else(|| phases::task(game, state))
}
