//! Players (docs/model.md §3.8).

use serde::{Deserialize, Serialize};

use super::Words;

/// A designer player. Boards are referenced by id; several players may share one board.
/// When the design has one player and several people play, they all share its boards
/// (docs/model.md §8.20).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Player {
    pub id: String,
    pub name: Words,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tray: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub waiting: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// The computer plays this seat unless people choose otherwise before the game, at this
    /// level (1, plays a little at random, to 5, the strongest; `search::LEVELS`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub computer: Option<u8>,
}

impl Default for Player {
    fn default() -> Self {
        Player { id: "player".into(), name: "Player".into(), tray: None, waiting: None, result: None, computer: None }
    }
}
