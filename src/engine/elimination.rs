//! Elimination: a player loses when fewer than K of their tokens are left
//! (`LoseRules::fewer_tokens_than`, counting tokens still to place), or when their turn comes
//! and they can do nothing (`Rules::when_blocked` = lose).
//!
//! Serves Nine Men's Morris (down to two men, or blocked, loses), draughts-like games where a
//! player with no piece or no move loses, and "last one standing" games for several players.

use super::flying::tokens_left;
use super::{legal, Event, Finish, State};
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

/// The current player can do nothing and the rules say a blocked player loses: put them out.
pub(crate) fn blocked(game: &Game, state: &mut State, events: &mut Vec<Event>) -> bool {
    let me = state.current;
    if game.rules().when_blocked != WhenBlocked::Lose || state.players[me].asleep() || legal::has_move(game, state) {
        return false;
    }
    state.players[me].finish = Some(Finish::Lost);
    events.push(Event::Blocked { player: me });
    events.push(Event::PlayerLost { player: me });
    true
}
