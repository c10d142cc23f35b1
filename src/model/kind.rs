//! The kind of game a design is, as the educator chose it: it decides which editor the
//! designer shows (only the settings that kind uses, the rest under "More rules"). The
//! engine never reads it: every kind plays by the same rules form.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Cards face down, turned two at a time; a pair is kept.
    Memory,
    /// Pictures put where they belong, in zones the teacher showed the answer of.
    Sort,
    /// A track and a die.
    Race,
    /// Two players taking turns on a grid.
    Duel,
    /// One player reaching a goal position (sliding tiles, peg solitaire).
    Puzzle,
    /// Every setting, nothing preset.
    Blank,
}
