//! Threats first: where lines of N win or score, the actions that finish a line (anyone's:
//! one's own to win, the other's to stop it) are searched before the rest, so that a search
//! with few positions to spend still sees them.

use crate::engine::{open_lines, Action, State};
use crate::game::{CellId, Game};
use crate::model::LineEffect;

/// Does the design's search order by threats?
pub(crate) fn apply_to(game: &Game) -> bool {
    game.rules().lines.as_ref().is_some_and(|l| l.effect != LineEffect::Take && l.length >= 2)
}

/// Puts the actions that land on a cell finishing some player's line first, the current
/// player's own before the others', keeping the order otherwise (`from`: actions before it
/// stay where they are, as a best action remembered from before).
pub(crate) fn order(game: &Game, state: &State, actions: &mut [Action], from: usize) {
    let mut own: Vec<CellId> = Vec::new();
    let mut theirs: Vec<CellId> = Vec::new();
    for (p, player) in state.players.iter().enumerate() {
        let open = open_lines(game, state, 1u32 << player.design_player);
        if p == state.current {
            own = open.finishing;
        } else {
            theirs.extend(open.finishing);
        }
    }
    if own.is_empty() && theirs.is_empty() {
        return;
    }
    let rank = |a: &Action| {
        let to = match a {
            Action::Move(_, to) | Action::Select(to) => *to,
            _ => return 2,
        };
        if own.contains(&to) {
            0
        } else if theirs.contains(&to) {
            1
        } else {
            2
        }
    };
    if let Some(rest) = actions.get_mut(from..) {
        rest.sort_by_key(rank);
    }
}
