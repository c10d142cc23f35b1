//! The grid: the one main board, its cells' direction tables, its zones and its tokens
//! (docs/model.md §3.4).

use serde::{Deserialize, Serialize};

use super::{Direction, Geometry, Words};

/// What happens to the grid's tokens at each new game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TokenOrder {
    /// Shuffle the non-fixed tokens. Tokens that may move anywhere (and select-mode tokens)
    /// are permuted among the places the designer gave them; tokens whose moves are limited
    /// (one cell, up to x, jumps without capture) are shuffled by random legal moves instead,
    /// so a sliding puzzle always stays solvable (docs/model.md §8.13). Tokens that jump and
    /// capture stay where they are: a shuffle by captures would take tokens away.
    #[default]
    Random,
    /// Every token starts where the designer put it.
    Keep,
}

/// A cell whose settings differ from the grid's. Absent fields keep the grid's value.
///
/// The thesis's direction table has nine flags; here the centre flag is `playable` and the
/// eight outer flags are `moves`, so a cell can be made unplayable without restating its moves.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CellSettings {
    /// [row, column], from 0.
    pub at: [u32; 2],
    #[serde(skip_serializing_if = "Option::is_none")]
    pub playable: Option<bool>,
    /// The directions a one-cell move or a jump may leave this cell in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<Vec<Direction>>,
    /// Cell number for race tracks (0: none).
    #[serde(skip_serializing_if = "is_zero")]
    pub number: u32,
    /// The id of a die that rolls by itself when a token lands here.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub die: Option<String>,
    /// How much computer players value a token of their own standing here, where one token
    /// counts 100 (Othello's corners are worth much, the squares next to them less than
    /// nothing). 0: no opinion.
    #[serde(skip_serializing_if = "is_zero_i32")]
    pub weight: i32,
}

fn is_zero_i32(n: &i32) -> bool {
    *n == 0
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A set of cells with required properties. Cells in no zone are in "Rest of grid",
/// which is built in, has no designer properties and cannot be renamed.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Zone {
    pub id: String,
    pub name: Words,
    /// Designer properties: what tokens here must carry.
    pub properties: Vec<String>,
    /// The answer the teacher showed: the token types (ids) that belong here. When set, a
    /// token belongs here exactly when its type is listed; properties are not asked.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tokens: Vec<String>,
    /// [row, column] of each cell, in the order a row fills (drafting).
    pub cells: Vec<[u32; 2]>,
    /// The player (id) the zone belongs to: only they put tokens here, and when they do not
    /// play the zone is out of the game (Azul's boards for 2, 3 or 4). Empty: everyone's.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub owner: String,
    /// A row: it holds tokens of one kind only, up to one per cell (Azul's pattern lines).
    #[serde(skip_serializing_if = "is_false")]
    pub one_kind: bool,
    /// Where tokens go that do not fit when several arrive at once (a zone id; Azul: the
    /// floor line); beyond it, they leave play.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub overflow: String,
    /// Points each filled cell brings at the end of each round, cell by cell in `cells`
    /// order, after which its tokens leave play (Azul's floor: -1, -1, -2, -2, -2, -3, -3).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub points: Vec<i32>,
}

/// A token the designer put in a grid cell. Several in one cell form a stack, first at the bottom.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Placement {
    /// Token type id.
    #[serde(rename = "type")]
    pub token_type: String,
    /// [row, column].
    pub at: [u32; 2],
}

/// The grid.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Grid {
    /// Board id used by the action notation.
    pub id: String,
    pub name: Words,
    pub geometry: Geometry,
    pub order: TokenOrder,
    /// The default direction table: a plus shape.
    pub moves: Vec<Direction>,
    /// Whether cells are playable unless a cell says otherwise.
    pub playable: bool,
    /// Show cell numbers to players.
    pub show_numbers: bool,
    /// A token moved by a die beyond the last numbered cell comes back by the cells too many
    /// (the goose's exact finish); otherwise it stops on the last cell.
    pub bounce: bool,
    /// Moves along lines: a step (and a jump, a line of N, an enclosed line) goes on across
    /// unplayable cells to the next playable cell in its direction, as on a board of points
    /// joined by lines (Nine Men's Morris, Fanorona, Alquerque drawn on a sparse grid). Off: a
    /// step goes to the next cell, as in the thesis. Steps along lines never wrap round edges.
    #[serde(skip_serializing_if = "is_false")]
    pub along_lines: bool,
    pub cells: Vec<CellSettings>,
    pub zones: Vec<Zone>,
    pub tokens: Vec<Placement>,
}

impl Default for Grid {
    fn default() -> Self {
        Grid {
            id: "grid".into(),
            name: "Grid".into(),
            geometry: Geometry::new(4, 4),
            order: TokenOrder::Random,
            moves: Direction::plus(),
            playable: true,
            show_numbers: false,
            bounce: false,
            along_lines: false,
            cells: Vec::new(),
            zones: Vec::new(),
            tokens: Vec::new(),
        }
    }
}
