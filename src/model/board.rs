//! Boards other than the grid: trays with their queues, waiting areas and result areas
//! (docs/model.md §3.3, §3.5 to §3.7).

use serde::{Deserialize, Serialize};

use super::Words;

/// Size and place of a board in the play area, in pixels; the common base of every board.
/// Cell (row, column) has its top-left corner at
/// `(x + column * (cell_width + column_space) + row * row_shift, y + row * (cell_height + row_space))`
/// (docs/model.md §8.23, where the thesis gives no formula; `row_shift` is beyond the thesis and
/// is 0 unless set, which is the thesis's square grid).
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
    /// Pixels each row is drawn further right than the row above (negative: further left);
    /// 0 draws a square grid. It only changes the drawing, never which cells are neighbours.
    /// Half a column pitch, `(cell_width + column_space) / 2`, with a row pitch of about 0.866
    /// column pitch, draws a grid in axial coordinates as a hexagonal board: there the moves
    /// up, down, left, right, up-right and down-left reach the six holes around a hole, as in
    /// the 121-hole star of Chinese checkers kept on a 17 x 17 grid.
    #[serde(skip_serializing_if = "is_zero")]
    pub row_shift: i32,
}

fn is_zero(n: &i32) -> bool {
    *n == 0
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
            row_shift: 0,
        }
    }

    /// Width and height of the box around every cell, in pixels (shifted rows widen it).
    pub fn size(&self) -> (u32, u32) {
        let shifts = self.rows.saturating_sub(1).saturating_mul(self.row_shift.unsigned_abs());
        let w = (self.columns * self.cell_width + self.columns.saturating_sub(1) * self.column_space)
            .saturating_add(shifts);
        let h = self.rows * self.cell_height + self.rows.saturating_sub(1) * self.row_space;
        (w, h)
    }

    /// The left edge of that box: `x`, or further left when rows are shifted to the left.
    pub fn left(&self) -> i32 {
        let rows = i32::try_from(self.rows.saturating_sub(1)).unwrap_or(i32::MAX);
        self.x.saturating_add(self.row_shift.min(0).saturating_mul(rows))
    }

    /// The top-left corner of cell (row, column), in pixels.
    pub fn cell_origin(&self, row: u32, column: u32) -> (i32, i32) {
        let x = i64::from(self.x)
            + i64::from(column) * i64::from(self.cell_width + self.column_space)
            + i64::from(row) * i64::from(self.row_shift);
        let y = i64::from(self.y) + i64::from(row) * i64::from(self.cell_height + self.row_space);
        (x as i32, y as i32)
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
    /// Rounds: once every tray is empty, the round ends (the mosaic's step, the zones'
    /// points), then every tray is dealt afresh; tokens that left play wait in the lid and
    /// go back into an empty queue (Azul's factories, bag and box lid). See `engine::rounds`.
    EachRound,
}

/// The board players take tokens from, fed from a hidden queue.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Tray {
    pub id: String,
    pub name: Words,
    pub geometry: Geometry,
    /// Token type ids, first dealt first (before any shuffle).
    pub queue: Vec<String>,
    pub queue_order: QueueOrder,
    /// Tokens dealt from this tray get its owners as owners (docs/model.md §3.2).
    pub mark_owner: bool,
    /// Deal from another tray's queue (its id) instead of this one's: one bag shared by
    /// several displays (Azul's factories, a letter game's racks). Empty: its own queue.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub bag: String,
    /// The tray is in play only when at least this many people play (Azul: 5 factories for
    /// 2 players, 7 for 3, 9 for 4); it is not drawn otherwise. 0: always.
    #[serde(skip_serializing_if = "is_zero_u32")]
    pub min_players: u32,
}

fn is_zero_u32(n: &u32) -> bool {
    *n == 0
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
            bag: String::new(),
            min_players: 0,
        }
    }
}

/// An extra parking board that extends a tray.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct WaitingArea {
    pub id: String,
    pub name: Words,
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
    pub name: Words,
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
