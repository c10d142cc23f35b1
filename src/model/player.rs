//! Players (docs/model.md §3.8).

use serde::{Deserialize, Serialize};

use super::Words;
use crate::lang::{Grammar, Lang};

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
    /// The languages in which the name is plural ("Crosses", «Noirs»: the game then says
    /// "Crosses win!", «Les Noirs ont gagné !»). Empty: singular ("Player 1").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub plural: Vec<Lang>,
    /// The name is feminine in French («les Croix… elles»).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub feminine: bool,
}

impl Player {
    /// How the game's sentences say this player's name.
    pub fn grammar(&self) -> Grammar {
        Grammar {
            plural_en: self.plural.contains(&Lang::En),
            plural_fr: self.plural.contains(&Lang::Fr),
            feminine: self.feminine,
        }
    }
}

impl Default for Player {
    fn default() -> Self {
        Player {
            id: "player".into(),
            name: "Player".into(),
            tray: None,
            waiting: None,
            result: None,
            computer: None,
            plural: Vec::new(),
            feminine: false,
        }
    }
}
