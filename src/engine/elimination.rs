//! Elimination: a player loses when fewer than K of their tokens are left
//! (`LoseRules::fewer_tokens_than`, counting tokens still to place), or when their turn comes
//! and they can do nothing (`Rules::when_blocked` = lose).
//!
//! Serves Nine Men's Morris (down to two men, or blocked, loses), draughts-like games where a
//! player with no piece or no move loses, and "last one standing" games for several players.

use super::flying::tokens_left;
use super::{Event, Finish, State};
use crate::game::Game;
use crate::model::WhenBlocked;

/// Put out every awake player left with too few tokens. True when someone was put out.
pub(crate) fn too_few(game: &Game, state: &mut State, events: &mut Vec<Event>) -> bool {
    let k = game.rules().lose.fewer_tokens_than;
    if k == 0 {
        return false;
    }
    let mut any = false;
    for p in 0..state.players.len() {
        if !state.players[p].asleep() && tokens_left(game, state, p) < k {
            state.players[p].finish = Some(Finish::Lost);
            events.push(Event::PlayerLost { player: p });
            any = true;
        }
    }
    any
}

/// Do the rules put the current player out when they can do nothing, and are they still in?
/// Whether they can do anything is the legal list's answer, which the turn flow asks.
pub(crate) fn loses_when_blocked(game: &Game, state: &State) -> bool {
    game.rules().when_blocked == WhenBlocked::Lose && !state.players[state.current].asleep()
}

/// The current player can do nothing and the rules say a blocked player loses: put them out.
pub(crate) fn put_out_blocked(state: &mut State, events: &mut Vec<Event>) {
    let me = state.current;
    state.players[me].finish = Some(Finish::Lost);
    events.push(Event::Blocked { player: me });
    events.push(Event::PlayerLost { player: me });
}
