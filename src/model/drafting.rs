//! Drafting: on their turn a player takes every token of one kind from a display (a tray)
//! and puts them on one of their own rows; what is left of the display goes to a shared
//! display, from which later players draft in the same way.
//!
//! Serves Azul (factories and the centre of the table, with the first-player marker), and
//! sorting games where a child gathers all the tokens of one colour at once.

use serde::{Deserialize, Serialize};

/// The drafting rule. Tokens are taken from trays only; they go to a zone of the grid that
/// belongs to the player (`Zone::owner`): a row that holds one kind (`Zone::one_kind`),
/// whose extra tokens go to its `overflow` zone, or that overflow zone itself.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DraftingRule {
    /// The tray that receives the rest of a display after a take (Azul's centre). Taking
    /// from it takes only the chosen kind; the rest stays.
    pub leftovers: String,
    /// A token type (one copy, fixed) that stands on the leftovers tray at the start of each
    /// round; the first player to take from there takes it too, to their overflow zone, and
    /// starts the next round (Azul's first-player marker). Empty: none.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub marker: String,
}
