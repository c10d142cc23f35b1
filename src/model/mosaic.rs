//! The mosaic: at the end of each round, every full one-kind row of a player sends one of
//! its tokens to the player's wall, on the same grid row, and scores by the wall tokens it
//! touches; the rest of the row leaves play (to the lid). A named rule of one family of games.
//!
//! Serves Azul (the coloured wall and the grey wall), and mosaic games built on it.

use serde::{Deserialize, Serialize};

/// The mosaic rule. Each wall is a zone owned by one player; its cells, read row by row from
/// its top-left cell, follow `pattern`. A row zone of the same player (`Zone::one_kind`) on the
/// same grid row as a wall row feeds that wall row.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MosaicRule {
    /// The wall zones, one per player.
    pub walls: Vec<String>,
    /// The kind of token (token type id) each wall cell takes, row by row. Every row holds
    /// every kind once; the pattern's size is the walls' size.
    pub pattern: Vec<Vec<String>>,
    /// The grey wall: the player chooses where a full row's token goes in its wall row, on a
    /// free cell whose column does not hold that kind yet. When no cell is left, the row's
    /// tokens go to the floor (the overflow zone) and cost their points.
    pub free: bool,
    /// Points at the end of the game per full wall row, per full column, per kind whose every
    /// cell is filled (Azul: 2, 7, 10).
    pub row_bonus: u32,
    pub column_bonus: u32,
    pub kind_bonus: u32,
}

impl Default for MosaicRule {
    fn default() -> Self {
        MosaicRule {
            walls: Vec::new(),
            pattern: Vec::new(),
            free: false,
            row_bonus: 2,
            column_bonus: 7,
            kind_bonus: 10,
        }
    }
}
