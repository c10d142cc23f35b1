//! What a tap on an empty cell means when no token is held: on a phone, taking the disc from
//! the tray first is a step a child does not guess. The legal actions decide: when every
//! token the player may take from a tray or a waiting queue is of one type, the tap is the
//! move of that type onto the cell; when none may go there, the engine's refusal of that
//! move is said (the player tries it on a copy: a stray tap counts no mistake); when several types may be taken, the child chooses
//! one first (the legal list would otherwise give away which one fits).

use super::{Action, State};
use crate::game::{BoardKind, CellId, Game};
use crate::lang::Text;

/// The meaning of a tap on an empty cell with nothing in hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TapEmpty {
    /// Play this move, as if the token had been taken from its tray and dropped there.
    Play(Action),
    /// Tokens of several types may come here (or from the tray): one must be chosen first.
    Choose(Text),
    /// No move from a tray ends here: the engine's refusal of this one explains why (tried
    /// on a copy of the state: nothing was in hand, so no mistake is counted).
    Refuse(Action),
    /// Nothing comes from a tray now (tokens are moved on the board, or nothing is to place).
    Nothing,
}

/// The type of the token a move takes from a tray or a waiting queue, when it does.
fn from_tray(game: &Game, state: &State, action: &Action) -> Option<(CellId, CellId, u32)> {
    let Action::Move(from, to) = *action else { return None };
    if !matches!(game.kind_of(from), BoardKind::Tray | BoardKind::Waiting) {
        return None;
    }
    let t = state.visible(from)?;
    Some((from, to, state.tokens[t as usize].kind as u32))
}

/// What a tap on `cell` (empty, nothing held) means, from the current player's legal actions.
pub fn tap_empty(game: &Game, state: &State, legal: &[Action], cell: CellId) -> TapEmpty {
    let tray = matches!(game.kind_of(cell), BoardKind::Tray | BoardKind::Waiting);
    if state.is_over() || state.visible(cell).is_some() || tray {
        return TapEmpty::Nothing;
    }
    let moves: Vec<(CellId, CellId, u32)> = legal.iter().filter_map(|a| from_tray(game, state, a)).collect();
    let Some(first) = moves.first() else { return TapEmpty::Nothing };
    // The tap stands for the drop only when which token to take is no choice: every token
    // the player may take now is of one type (a disc in Othello). Where the tray offers
    // several (a sorting game), the legal list would name the one that fits: that would be
    // the answer, so the child is asked to choose instead.
    if moves.iter().any(|m| m.2 != first.2) {
        return TapEmpty::Choose(Text::new(
            "Choose a piece from your tray first.",
            "Choisis d'abord une pièce dans ta réserve.",
        ));
    }
    match moves.iter().find(|m| m.1 == cell) {
        Some(m) => TapEmpty::Play(Action::Move(m.0, m.1)),
        None => TapEmpty::Refuse(Action::Move(first.0, cell)),
    }
}
