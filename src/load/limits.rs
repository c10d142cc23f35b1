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

/// Dice, and faces of one die.
pub(crate) const MAX_DICE: usize = 1000;
pub(crate) const MAX_FACES: usize = 100;
/// A face rolls another die at most this many times; one roll rolls at most this many dice
/// in all (the engine refuses an action that would roll more, whatever the design says).
pub(crate) const MAX_TIMES: u32 = 10;
pub(crate) const MAX_ROLLED: usize = 63;
/// Trays, waiting areas and result areas together.
pub(crate) const MAX_BOARDS: usize = 1000;
/// Directions in a list of moves (there are far fewer distinct ones).
pub(crate) const MAX_DIRECTIONS: usize = 64;
/// Settings of a design and of its grid together, known or not (about 30 are known:
/// a few misspelt are each explained, a file of 300,000 is refused at once).
pub(crate) const MAX_SETTINGS: usize = 100;
/// Openings offered to the computer.
pub(crate) const MAX_OPENINGS: usize = 1000;
/// Characters of a label drawn in a cell or on a die's face, and of any other text.
pub(crate) const MAX_LABEL_CHARS: usize = 100;
pub(crate) const MAX_TEXT_CHARS: usize = 10_000;
/// Characters of a misspelt name for which "did you mean ...?" is sought, and known names
/// it is compared with: the search costs their product.
pub(crate) const MAX_SUGGESTED_CHARS: usize = 32;
pub(crate) const MAX_SUGGESTION_CANDIDATES: usize = 256;

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
