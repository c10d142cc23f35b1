//! What a player can do.

use crate::game::CellId;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Turn the select-mode token of a cell (or turn it back, when deselection is allowed).
    Select(CellId),
    /// Move the visible token of the first cell to the second, on any boards it may go to.
    Move(CellId, CellId),
    /// Ask a tray (board index) to refill, when trays refill on request.
    Refill(u16),
    /// Hand the turn to the next player (or end a chain of jumps).
    Pass,
    /// Roll the die of the chosen token (or of the player's only token with a die).
    Roll,
}
