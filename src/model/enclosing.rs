//! Enclosing: tokens of other players caught in a straight line between the token just moved
//! or placed and another token of the same player.
//!
//! Serves Othello and Reversi (enclosed discs turn over, and a placement must enclose),
//! Hasami shogi and Tablut-like games (enclosed tokens are taken), and colour-changing
//! puzzles for young children.

use serde::{Deserialize, Serialize};

/// What happens to enclosed tokens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EncloseEffect {
    /// They turn to the player who enclosed them: they become the type named by their type's
    /// `turns_to` for that player, or else only change owner (Othello's discs).
    #[default]
    Turn,
    /// They are taken to that player's result area (Hasami shogi).
    Take,
}

/// The enclosing rule. Lines are followed from the token's cell in each direction of the
/// cells' direction tables (a grid whose table has all eight directions encloses along
/// diagonals too), over tokens of other players, up to a token of the player's own.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EnclosingRule {
    pub effect: EncloseEffect,
    /// A token put on the grid from a tray or waiting area must enclose at least one token
    /// (Othello's rule); moves inside the grid need not.
    pub placement_must_enclose: bool,
}
