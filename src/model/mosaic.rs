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
    /// Jokers: a token type that goes in a row with any one kind. A full row with some kind
    /// puts a joker (if it holds one) on that kind's cell; a full row of jokers only goes on
    /// any free cell of its wall row, chosen by the player. Jokers never count for the kind
    /// bonus, and do count for full rows and columns. Empty: none. In drafting, a player may
    /// take the jokers of a tray alone, or tap them first to take them along with a kind.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub joker: String,
    /// How many tokens of each kind of the pattern become jokers when a game starts, by number
    /// of players from one (the brief: `[0, 1, 2, 2]`, one of each colour for two players, two
    /// for three or four). Empty: none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub jokers: Vec<u32>,
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
            joker: String::new(),
            jokers: Vec::new(),
        }
    }
}
