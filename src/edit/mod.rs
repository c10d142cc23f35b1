//! Edits of a design as the designer makes them. Each edit keeps the design consistent
//! (placements, zones and cell settings follow rows and columns; references follow renames)
//! or refuses with a sentence for the educator, in English and French. The designer's undo
//! keeps whole designs, so edits need no inverse.

mod answers;
mod boards;
mod dice;
mod fit;
mod grid;
mod ids;
mod kind;
mod pairs;
mod picture_names;
mod players;
mod starts;
mod token_picture;
mod tokens;
mod zones;

pub use answers::Across;
pub use boards::BoardKind;
pub use grid::{Line, Preset};
pub use ids::unique_id;
pub use pairs::{card_shape, Pair};
pub use picture_names::{for_tokens, picture_words};
pub use starts::{template_names, Start};
pub use zones::REST;

use crate::lang::Text;

/// Why an edit was refused.
pub type Refused = Text;
