//! The reward of a won game: one to three stars from how it was played, so that a child who
//! made no mistake sees it, and one who struggled still gets a star for finishing.

use super::{State, Status};

/// Stars for the winner of a finished game: three without a mistake, two with few (at most
/// one move in four was wrong), one otherwise; None unless the game was won.
pub fn stars(state: &State) -> Option<u8> {
    if state.status != Status::Won {
        return None;
    }
    let winner = state.winner.unwrap_or(0);
    let p = state.players.get(winner)?;
    Some(match p.errors {
        0 => 3,
        e if e.saturating_mul(4) <= p.moves => 2,
        _ => 1,
    })
}
