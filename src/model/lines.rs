//! Lines of N ("three in a row"): what happens when a player's move or placement makes a
//! straight line of their tokens.
//!
//! Serves Nine Men's Morris (a mill takes a man), tic-tac-toe, gomoku and connect four (a line
//! wins), and counting games where each line scores a point.

use serde::{Deserialize, Serialize};

use super::Words;

/// What a line of N brings to the player who made it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LineEffect {
    /// The same player now takes one token of another player off the grid (Morris).
    Take,
    /// The player wins (tic-tac-toe, gomoku): the default, the simplest game of lines.
    #[default]
    Win,
    /// The player scores a point (ranked by `Ranking::MostPoints`).
    Point,
}

/// The lines-of-N rule. A line is N or more cells in a straight row, each step following the
/// cells' direction tables (so a board of points joined by lines makes its own lines), all
/// holding tokens of the player who moved, one of them the token just moved or placed. A line
/// broken and made again counts again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LinesRule {
    /// N, the tokens in a row that make a line (3 for Morris and tic-tac-toe, 5 for gomoku).
    pub length: u32,
    pub effect: LineEffect,
    /// With `take`: tokens that stand in a line may not be taken, unless all of them do.
    pub protect_lines: bool,
    /// The word said when a line is made ("Mill!"); a plain sentence is used when empty.
    pub message: Words,
}

impl Default for LinesRule {
    fn default() -> Self {
        LinesRule { length: 3, effect: LineEffect::Win, protect_lines: true, message: Words::default() }
    }
}
