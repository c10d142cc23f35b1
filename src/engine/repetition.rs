//! A draw by repetition (`Rules::draw_on_repeat`): when the same position comes back that many
//! times, the game ends in a draw (Nine Men's Morris: 3), as two players who only move their
//! tokens back and forth would never end it. A position is what the players see and the rules
//! go by: the kind of token on each square, top to bottom (two men of one side are alike), the
//! tokens waiting in the trays, whose turn it is, and a take or a chain of jumps under way.
//! Positions with another number of tokens on the boards can never come back (a token that
//! left play, or came in from a queue), so the list starts again then.

use std::hash::{Hash, Hasher};

use super::State;
use crate::game::{Game, NONE};
use crate::lang::Text;

/// The position now, as a number (two positions alike give the same one).
fn fingerprint(game: &Game, state: &State) -> u64 {
    let mut h = std::hash::DefaultHasher::new();
    (state.current, state.take_due, state.chain).hash(&mut h);
    for cell in 0..game.cells.len() as u32 {
        for t in state.stack(cell) {
            (cell, state.tokens[t as usize].kind, state.tokens[t as usize].face_up).hash(&mut h);
        }
    }
    for (b, queue) in state.queues.iter().enumerate() {
        b.hash(&mut h);
        for t in queue.tokens.iter().skip(queue.next) {
            state.tokens[*t as usize].kind.hash(&mut h);
        }
    }
    h.finish()
}

/// The positions reached since the number of tokens on the boards last changed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Positions {
    /// How many tokens stand on the boards in each of them.
    tokens: usize,
    seen: Vec<u64>,
}

impl Positions {
    /// Reusing this list's buffer (searches copy states at every node).
    pub(crate) fn clone_from(&mut self, source: &Positions) {
        self.tokens = source.tokens;
        self.seen.clone_from(&source.seen);
    }
}

/// Note the position now reached; true when, with it, one position has come back as many
/// times as the rules allow. Nothing is kept when the rules do not ask for it.
pub(crate) fn came_back(game: &Game, state: &mut State) -> bool {
    let limit = game.rules().draw_on_repeat as usize;
    if limit < 2 {
        return false;
    }
    let tokens = state.tokens.iter().filter(|t| t.cell != NONE).count();
    let now = fingerprint(game, state);
    let positions = &mut state.positions;
    if positions.tokens != tokens {
        positions.tokens = tokens;
        positions.seen.clear();
    }
    positions.seen.push(now);
    positions.seen.iter().filter(|p| **p == now).count() >= limit
}

/// What is said before the result when a position came back `times` times.
pub(crate) fn said(times: u32) -> Text {
    Text::new(
        format!("The same position has come back {times} times."),
        format!("La même position est revenue {times} fois."),
    )
}
