//! A game in progress with undo and redo. Undo keeps whole snapshots: states are small
//! and flat, and a snapshot makes "undo gives back exactly the state before" obvious.

use std::sync::Arc;

use super::{apply, legal_actions, new_game, Action, Outcome, State};
use crate::game::Game;
use crate::notation::{format_action, parse_action};

#[derive(Clone, Debug)]
pub struct Play {
    pub game: Arc<Game>,
    pub state: State,
    pub seed: u64,
    /// Snapshots before each action that changed the state, and whether the player saw a
    /// change (a counted refusal only changes counters, or the turn).
    undo: Vec<(State, bool)>,
    redo: Vec<(State, Action, bool)>,
    /// Actions that changed the state, in order, for saving and replaying a game.
    pub log: Vec<Action>,
    /// Steps of the help ladder climbed in this game (undo does not take them back): the end
    /// of the game says how much help was used.
    pub helps: u32,
}

impl Play {
    pub fn new(game: Arc<Game>, seed: u64, players: usize) -> Play {
        let state = new_game(&game, seed, players);
        Play { game, state, seed, undo: Vec::new(), redo: Vec::new(), log: Vec::new(), helps: 0 }
    }

    /// Apply an action; anything that changed the state can be undone.
    pub fn act(&mut self, action: Action) -> Outcome {
        let before = self.state.clone();
        let outcome = apply(&self.game, &mut self.state, action);
        if self.state != before {
            self.undo.push((before, outcome.accepted()));
            self.redo.clear();
            self.log.push(action);
        }
        outcome
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Actions undone that redo would play again: with `log`, where a replay stands.
    pub fn redo_len(&self) -> usize {
        self.redo.len()
    }

    /// Go back to before the last action the player saw happen: refused moves that only
    /// counted an error (or passed the turn) since then are undone with it, so an undo after
    /// a mistake takes back the last real move. Returns false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        if self.undo.is_empty() {
            return false;
        }
        while let Some((before, seen)) = self.undo.pop() {
            let after = std::mem::replace(&mut self.state, before);
            let action = self.log.pop().unwrap_or(Action::Pass);
            self.redo.push((after, action, seen));
            if seen {
                break;
            }
        }
        true
    }

    /// Replay the last undone action, with the refused ones that followed it.
    pub fn redo(&mut self) -> bool {
        let mut done = false;
        while let Some((after, action, seen)) = self.redo.pop() {
            if done && seen {
                self.redo.push((after, action, seen));
                break;
            }
            let before = std::mem::replace(&mut self.state, after);
            self.undo.push((before, seen));
            self.log.push(action);
            done = true;
        }
        done
    }

    /// Turn back an unmatched group still shown face up (after the rules' delay). This is
    /// only what is shown: it is not an action and is neither undone nor replayed.
    pub fn settle(&mut self) {
        self.state.settle();
        for (snapshot, _) in &mut self.undo {
            snapshot.settle();
        }
    }

    /// The same game on an edited design (the designer's "test at any moment"): the actions
    /// played so far are replayed on it, by board, row and column, so boards may have grown.
    /// When every one still does what it did, play goes on where it was (true); otherwise
    /// a new game starts (false), and the designer is told.
    pub fn carry_over(&self, game: Arc<Game>) -> (Play, bool) {
        let players = self.state.players.len();
        let mut next = Play::new(game.clone(), self.seed, players);
        for &action in &self.log {
            let text = format_action(&self.game, action);
            let before = next.log.len();
            match parse_action(&game, &text) {
                Ok(a) => {
                    next.act(a);
                }
                Err(_) => return (Play::new(game, self.seed, players), false),
            }
            if next.log.len() == before {
                return (Play::new(game, self.seed, players), false);
            }
        }
        (next, true)
    }

    /// Start again with the same seed.
    pub fn restart(&mut self) {
        *self = Play::new(self.game.clone(), self.seed, self.state.players.len());
    }

    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        legal_actions(&self.game, &self.state, &mut out);
        out
    }
}
