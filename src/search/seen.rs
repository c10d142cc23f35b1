//! What the players have been shown: face-down tokens turned up at some moment of the game.
//! A computer player may use what it has seen (a person may remember it too), never what
//! lies face down unseen. Everything turned up is shown to everyone, so one record serves
//! every seat.

use crate::engine::{apply, new_game, Action, State};
use crate::game::Game;
use crate::model::HandlingMode;

/// Per token: has it been shown face up?
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    shown: Vec<bool>,
}

impl Seen {
    /// Nothing seen yet, apart from what this state shows.
    pub fn of(game: &Game, state: &State) -> Seen {
        let mut seen = Seen { shown: vec![false; state.tokens.len()] };
        seen.observe(game, state);
        seen
    }

    /// What a game replayed from its seed and log has shown (undo and reload keep it right).
    pub fn replay(game: &Game, seed: u64, players: usize, log: &[Action]) -> Seen {
        let mut state = new_game(game, seed, players);
        let mut seen = Seen::of(game, &state);
        for &action in log {
            apply(game, &mut state, action);
            seen.observe(game, &state);
        }
        seen
    }

    /// Remember the select-mode tokens this state shows face up.
    pub fn observe(&mut self, game: &Game, state: &State) {
        if self.shown.len() < state.tokens.len() {
            self.shown.resize(state.tokens.len(), false);
        }
        for (t, tok) in state.tokens.iter().enumerate() {
            if tok.face_up && state.ty(game, t as u32).mode == HandlingMode::Select {
                self.shown[t] = true;
            }
        }
    }

    /// Has this token been shown?
    pub fn knows(&self, token: u32) -> bool {
        self.shown.get(token as usize).copied().unwrap_or(false)
    }
}
