//! The eight directions of a cell's direction table (docs/model.md §3.4).

use serde::{Deserialize, Serialize};

/// One outer flag of a 3 x 3 direction table. Rows grow downwards, so `Up` is row - 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    UpLeft,
    Up,
    UpRight,
    Left,
    Right,
    DownLeft,
    Down,
    DownRight,
}

/// All directions, in table order (top row, middle row, bottom row).
pub const DIRECTIONS: [Direction; 8] = [
    Direction::UpLeft,
    Direction::Up,
    Direction::UpRight,
    Direction::Left,
    Direction::Right,
    Direction::DownLeft,
    Direction::Down,
    Direction::DownRight,
];

impl Direction {
    /// (row step, column step).
    pub fn delta(self) -> (i32, i32) {
        match self {
            Direction::UpLeft => (-1, -1),
            Direction::Up => (-1, 0),
            Direction::UpRight => (-1, 1),
            Direction::Left => (0, -1),
            Direction::Right => (0, 1),
            Direction::DownLeft => (1, -1),
            Direction::Down => (1, 0),
            Direction::DownRight => (1, 1),
        }
    }

    /// The bit of this direction in a compiled direction mask.
    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }

    /// The default table of a grid: a plus shape (up, left, right, down).
    pub fn plus() -> Vec<Direction> {
        vec![Direction::Up, Direction::Left, Direction::Right, Direction::Down]
    }

    /// A mask from a list of directions.
    pub fn mask(list: &[Direction]) -> u8 {
        list.iter().fold(0, |m, d| m | d.bit())
    }
}
