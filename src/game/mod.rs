//! A checked design compiled for play: every reference resolved to an index, every cell's
//! direction table and zone worked out, properties interned as bitsets. The engine reads
//! only this; the `Design` is kept for names and pictures.

mod along_lines;
mod belongs;
mod compile;
mod mosaic;
mod openings;
mod pairs;
mod props;

pub use props::{group_matches, matches, PropSet};

use crate::lang::{Lang, Text};
use crate::model::{
    Design, Direction, FillOrder, Geometry, HandlingMode, InGrid, Permissions, QueueOrder, Rules, WhenFull,
};

/// Index of a cell in the game's cell table (all boards' cells, grid first).
pub type CellId = u32;
/// Index of a token instance.
pub type TokenId = u32;
/// The "nothing" value of cell and token indices.
pub const NONE: u32 = u32::MAX;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardKind {
    Grid,
    Tray,
    Waiting,
    Result,
}

impl BoardKind {
    pub fn name(self) -> &'static str {
        match self {
            BoardKind::Grid => "grid",
            BoardKind::Tray => "tray",
            BoardKind::Waiting => "waiting",
            BoardKind::Result => "result",
        }
    }
}

#[derive(Clone, Debug)]
pub struct TypeInfo {
    pub mode: HandlingMode,
    pub stackable: bool,
    pub in_grid: InGrid,
    pub distance: u32,
    pub permissions: Permissions,
    pub props: PropSet,
    /// Designer players (bit per index) who may handle it; 0: everyone.
    pub owners: u32,
    /// Index of the die that moves it.
    pub die: Option<u16>,
    /// Per designer player: the type it becomes when enclosing turns it to that player.
    pub turns_to: Vec<Option<u16>>,
    /// What a child sees of it (front picture and label), numbered: equal faces are equal
    /// numbers (memory pairs by face, `pairs`).
    pub face: u32,
    /// The type it pairs with although it shows another face (a picture and its word).
    pub partner: Option<u16>,
    /// Zones judge it: it has properties, or some zone's answer lists it (`belongs`).
    pub checked: bool,
}

#[derive(Clone, Debug)]
pub struct BoardInfo {
    pub id: String,
    /// The name shown to people, in both languages (the id when the designer gave none).
    pub name: Text,
    pub kind: BoardKind,
    /// Place and size in the play area, as designed.
    pub geometry: Geometry,
    pub rows: u32,
    pub columns: u32,
    pub first_cell: CellId,
    /// Designer players (bit per index) who use this board; 0: everyone.
    pub owners: u32,
    /// Trays: the designer queue as token ids, its order and the mark-owner option.
    pub queue: Vec<TokenId>,
    pub queue_order: QueueOrder,
    pub mark_owner: bool,
    /// Trays: the board whose queue this tray deals from (itself unless it shares a bag).
    pub bag: u16,
    /// Trays: in play only when at least this many play (0: always).
    pub min_players: u32,
    /// Result areas.
    pub fill: FillOrder,
    pub when_full: WhenFull,
}

impl BoardInfo {
    pub fn cell_count(&self) -> u32 {
        self.rows * self.columns
    }

    pub fn cells(&self) -> std::ops::Range<CellId> {
        self.first_cell..self.first_cell + self.cell_count()
    }

    pub fn cell_at(&self, row: u32, column: u32) -> Option<CellId> {
        (row < self.rows && column < self.columns).then(|| self.first_cell + row * self.columns + column)
    }
}

#[derive(Clone, Debug)]
pub struct CellInfo {
    pub board: u16,
    pub row: u32,
    pub column: u32,
    pub playable: bool,
    /// Outer flags of the direction table, one bit per `Direction`.
    pub moves: u8,
    /// Zone index; 0 is "Rest of grid". Meaningless outside the grid.
    pub zone: u16,
    /// Place on the race track (0: not on it).
    pub number: u32,
    /// Index of the die that rolls when a token lands here.
    pub die: Option<u16>,
    /// What computer players think a token of their own here is worth (a token counts 100).
    pub weight: i32,
}

#[derive(Clone, Debug)]
pub struct ZoneInfo {
    pub id: String,
    pub name: Text,
    pub props: PropSet,
    /// The answer key: the token types (indices, sorted) that belong here; empty: none given.
    pub answer: Vec<u16>,
    /// The designer players (bit per index) it belongs to; 0: everyone.
    pub owners: u32,
    /// A row of one kind (drafting).
    pub one_kind: bool,
    /// The zone extra tokens go to (drafting).
    pub overflow: Option<u16>,
    /// Some row overflows into this zone (a floor).
    pub is_overflow: bool,
    /// Points per filled cell at the end of each round, in `cells` order.
    pub points: Vec<i32>,
    /// Its cells in the designer's order (the order a row fills).
    pub cells: Vec<CellId>,
}

/// Drafting, compiled (`model::DraftingRule`).
#[derive(Clone, Debug)]
pub struct DraftInfo {
    /// The tray the rest of a display goes to.
    pub leftovers: u16,
    /// The marker's token type.
    pub marker: Option<u16>,
}

/// The mosaic, compiled (`model::MosaicRule`).
#[derive(Clone, Debug)]
pub struct MosaicInfo {
    /// Per wall: its zone, its owner bits, its top grid row, and its cells row by row
    /// (`rows * columns`, NONE where the grid has no such cell).
    pub walls: Vec<WallInfo>,
    /// The kind (token type) each wall cell takes, row by row.
    pub pattern: Vec<u16>,
    pub rows: u32,
    pub columns: u32,
    /// The kinds of the pattern, once each.
    pub kinds: Vec<u16>,
    /// The jokers' token type.
    pub joker: Option<u16>,
    /// Whether the player chooses the cell (the grey wall).
    pub free: bool,
}

#[derive(Clone, Debug)]
pub struct WallInfo {
    pub zone: u16,
    pub owners: u32,
    pub top: u32,
    pub cells: Vec<CellId>,
}

#[derive(Clone, Debug)]
pub struct PlayerInfo {
    pub id: String,
    pub name: Text,
    pub grammar: crate::lang::Grammar,
    pub tray: Option<u16>,
    pub waiting: Option<u16>,
    pub result: Option<u16>,
}

/// Where a token starts before any shuffle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    Cell(CellId),
    /// In the queue of that board (a tray).
    Queue(u16),
}

#[derive(Clone, Debug)]
pub struct TokenInfo {
    pub token_type: u16,
    pub start: Start,
}

/// A playable game.
#[derive(Clone, Debug)]
pub struct Game {
    pub design: Design,
    pub types: Vec<TypeInfo>,
    /// Board 0 is the grid, then trays, waiting areas and result areas in design order.
    pub boards: Vec<BoardInfo>,
    pub cells: Vec<CellInfo>,
    /// Zone 0 is "Rest of grid".
    pub zones: Vec<ZoneInfo>,
    pub players: Vec<PlayerInfo>,
    pub properties: Vec<String>,
    pub tokens: Vec<TokenInfo>,
    /// Whether any zone asks something (an answer key or designer properties): zone win
    /// conditions count as false otherwise.
    pub zones_ask: bool,
    /// The race track: `track[n - 1]` is the grid cell numbered n.
    pub track: Vec<CellId>,
    /// Per cell, its neighbour in each direction: `[d]` without wrapping, `[8 + d]` wrapping
    /// round the board's edges; NONE where there is none. Precomputed: moves are listed often.
    pub neighbours: Vec<[CellId; 16]>,
    /// Per cell, the next cell of a straight line in each direction its table allows (no
    /// wrapping), else NONE: what lines of N and enclosing follow.
    pub linked: Vec<[CellId; 8]>,
    /// With lines of N: every run of N grid cells along a line, N cells each one after the
    /// other, each run once (searches count open lines at every position they weigh).
    pub line_windows: Vec<CellId>,
    pub drafting: Option<DraftInfo>,
    pub mosaic: Option<MosaicInfo>,
}

impl Game {
    /// How many people may play, smallest first (see [`crate::model::Design::player_counts`]).
    pub fn player_counts(&self) -> Vec<usize> {
        self.design.player_counts()
    }

    pub fn rules(&self) -> &Rules {
        &self.design.rules
    }

    /// How the winner is chosen: the design's ranking, or with `Auto` the one its rules call for.
    pub fn ranking(&self) -> crate::model::Ranking {
        self.design.ranking()
    }

    pub fn grid(&self) -> &BoardInfo {
        &self.boards[0]
    }

    pub fn board_of(&self, cell: CellId) -> &BoardInfo {
        &self.boards[self.cells[cell as usize].board as usize]
    }

    pub fn kind_of(&self, cell: CellId) -> BoardKind {
        self.board_of(cell).kind
    }

    pub fn type_of(&self, token: TokenId) -> &TypeInfo {
        &self.types[self.tokens[token as usize].token_type as usize]
    }

    pub fn board_index(&self, id: &str) -> Option<usize> {
        self.boards.iter().position(|b| b.id == id)
    }

    /// The cell one step away in direction (dr, dc); `wrap` joins opposite edges as on a torus.
    pub fn step(&self, cell: CellId, dr: i32, dc: i32, wrap: bool) -> Option<CellId> {
        let info = &self.cells[cell as usize];
        let board = &self.boards[info.board as usize];
        let (rows, cols) = (board.rows as i32, board.columns as i32);
        let (mut r, mut c) = (info.row as i32 + dr, info.column as i32 + dc);
        if wrap {
            r = r.rem_euclid(rows);
            c = c.rem_euclid(cols);
        } else if r < 0 || c < 0 || r >= rows || c >= cols {
            return None;
        }
        board.cell_at(r as u32, c as u32)
    }

    /// The neighbour of a cell in a direction (see `neighbours`).
    #[inline]
    pub fn neighbour(&self, cell: CellId, direction: Direction, wrap: bool) -> Option<CellId> {
        let n = self.neighbours[cell as usize][direction as usize + if wrap { 8 } else { 0 }];
        (n != NONE).then_some(n)
    }

    /// "B:R,C" of a cell, for messages and the notation.
    pub fn cell_name(&self, cell: CellId) -> String {
        let info = &self.cells[cell as usize];
        format!("{}:{},{}", self.boards[info.board as usize].id, info.row, info.column)
    }

    pub fn token_type_name(&self, token: TokenId, lang: Lang) -> &str {
        self.design.token_types[self.tokens[token as usize].token_type as usize].display_name(lang)
    }

    pub fn token_label(&self, token: TokenId, lang: Lang) -> &str {
        self.design.token_types[self.tokens[token as usize].token_type as usize].display_label(lang)
    }
}
