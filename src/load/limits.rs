//! Size limits: a design from a stranger must never make us allocate or loop without bound.

/// Largest file accepted, in bytes.
pub const MAX_FILE_BYTES: usize = 5 * 1024 * 1024;
/// All boards' cells together.
pub const MAX_CELLS: usize = 10_000;
/// Placed grid tokens plus queue entries.
pub const MAX_TOKENS: usize = 10_000;
/// Distinct property words over token types and zones.
pub const MAX_PROPERTIES: usize = 256;

/// Designer players: the compiled game keeps owners as bits of a `u32`.
pub(crate) const MAX_PLAYERS: usize = 32;
/// Token types and zones: the compiled game numbers them with `u16`.
pub(crate) const MAX_TOKEN_TYPES: usize = MAX_TOKENS;
pub(crate) const MAX_ZONES: usize = MAX_CELLS;

/// Largest cell width or height, in pixels.
pub(crate) const MAX_CELL_SIZE: u32 = 1000;
/// Largest space between rows or columns, in pixels.
pub(crate) const MAX_SPACE: u32 = 1000;
/// Largest line width, in pixels.
pub(crate) const MAX_LINE_WIDTH: u32 = 100;
/// Largest distance of a board's corner from the origin of the play area, in pixels.
pub(crate) const MAX_POSITION: i32 = 100_000;
/// Largest selection group.
pub(crate) const MAX_GROUP_SIZE: u32 = 16;
/// Structural problems reported in one piece of a file (a token type, a tray...).
pub(crate) const MAX_PER_PIECE: usize = 20;
/// Problems reported by one call of `parse` or `check`; a last problem says that more exist.
pub(crate) const MAX_REPORTED: usize = 100;
