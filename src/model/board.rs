//! Boards other than the grid: trays with their queues, waiting areas and result areas
//! (concepts.md §3.3, §3.5 to §3.7).

use serde::{Deserialize, Serialize};

/// Size and place of a board in the play area, in pixels; the common base of every board.
/// Cell (row, column) has its top-left corner at
/// `(x + column * (cell_width + column_space), y + row * (cell_height + row_space))`
/// (concepts.md §8.23).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Geometry {
    pub x: i32,
    pub y: i32,
    pub rows: u32,
    pub columns: u32,
    pub cell_width: u32,
    pub cell_height: u32,
    pub row_space: u32,
    pub column_space: u32,
    pub line_width: u32,
    /// Background picture drawn at the board's size: a built-in name or a `data:` URL.
    pub background: String,
}

impl Geometry {
    pub fn new(rows: u32, columns: u32) -> Self {
        Geometry {
            x: 0,
            y: 0,
            rows,
            columns,
            cell_width: 50,
            cell_height: 50,
            row_space: 0,
            column_space: 0,
            line_width: 1,
            background: String::new(),
        }
    }

    /// Width and height of the whole board in pixels.
    pub fn size(&self) -> (u32, u32) {
        let w = self.columns * self.cell_width + self.columns.saturating_sub(1) * self.column_space;
        let h = self.rows * self.cell_height + self.rows.saturating_sub(1) * self.row_space;
        (w, h)
    }
}

impl Default for Geometry {
    fn default() -> Self {
        Geometry::new(1, 4)
    }
}

/// Whether a queue is dealt in the designer's order or shuffled at each new game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum QueueOrder {
    Keep,
    #[default]
    Random,
}

/// When trays take tokens from their queues; one setting for all trays, for fairness.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RefillMode {
    /// One empty cell is filled each time a token leaves the tray.
    #[default]
    OnLeave,
    /// The tray is filled completely once it (and its waiting areas) is empty.
    WhenEmpty,
    /// Only when the player asks (the `refill` action).
    OnRequest,
}

/// The board players take tokens from, fed from a hidden queue.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Tray {
    pub id: String,
    pub name: String,
    pub geometry: Geometry,
    /// Token type ids, first dealt first (before any shuffle).
    pub queue: Vec<String>,
    pub queue_order: QueueOrder,
    /// Tokens dealt from this tray get its owners as owners (concepts.md §3.2).
    pub mark_owner: bool,
}

impl Default for Tray {
    fn default() -> Self {
        Tray {
            id: "tray".into(),
            name: "Tray".into(),
            geometry: Geometry::new(1, 4),
            queue: Vec::new(),
            queue_order: QueueOrder::Random,
            mark_owner: false,
        }
    }
}

/// An extra parking board that extends a tray.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct WaitingArea {
    pub id: String,
    pub name: String,
    pub geometry: Geometry,
}

impl Default for WaitingArea {
    fn default() -> Self {
        WaitingArea { id: "waiting".into(), name: "Waiting area".into(), geometry: Geometry::new(1, 4) }
    }
}

/// The order in which a result area fills.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FillOrder {
    #[default]
    ByRow,
    ByColumn,
}

/// What a full result area does with the next token.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WhenFull {
    /// Drop the first row, move the others up.
    ShiftRow,
    /// Drop the first column, move the others left.
    ShiftColumn,
    /// Clear the area.
    #[default]
    Empty,
    /// Stop showing removed tokens (they still count).
    Stop,
}

/// Where removed tokens go by themselves; players never put tokens there.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ResultArea {
    pub id: String,
    pub name: String,
    pub geometry: Geometry,
    pub fill: FillOrder,
    pub when_full: WhenFull,
}

impl Default for ResultArea {
    fn default() -> Self {
        ResultArea {
            id: "result".into(),
            name: "Result area".into(),
            geometry: Geometry::new(1, 8),
            fill: FillOrder::ByRow,
            when_full: WhenFull::Empty,
        }
    }
}
