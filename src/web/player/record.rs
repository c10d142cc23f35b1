//! A game as it is saved in localStorage: the automatic save of the game in progress, and
//! each named save (`saves`), replayed from its seed on load.

use serde::{Deserialize, Serialize};
use tablier::engine::Play;
use tablier::notation::format_action;

#[derive(Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Record {
    /// The seed, as text: JavaScript's numbers do not hold every u64.
    pub seed: String,
    /// How many play; saves from before the choice have none (the design's default then).
    #[serde(default)]
    pub players: Option<usize>,
    /// The actions, in the command line's notation.
    pub log: Vec<String>,
    /// Who plays each seat (`seating`); saves from before computer seats have none.
    #[serde(default)]
    pub seats: Option<Vec<Option<u8>>>,
    /// Help asked in this game (the end card's stars count it); 0 in saves from before.
    #[serde(default)]
    pub helps: u32,
    /// The child who plays, as picked before the game (`who`); None when nobody was asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub who: Option<String>,
    /// A named save's name; empty for the automatic save.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// The hash of the design played (`marks::design_hash`); empty in saves from before.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub design: String,
}

impl Record {
    /// A game played by these seats, as a save records it.
    pub fn of(p: &Play, seats: Vec<Option<u8>>) -> Record {
        Record {
            seed: p.seed.to_string(),
            players: Some(p.state.players.len()),
            log: p.log.iter().map(|a| format_action(&p.game, *a)).collect(),
            seats: Some(seats),
            helps: p.helps,
            who: None,
            name: String::new(),
            design: String::new(),
        }
    }

    /// Whether this save was played on the design of that JSON (or does not say: saved
    /// before designs were marked).
    pub fn fits(&self, json: &str) -> bool {
        self.design.is_empty() || self.design == crate::shared::marks::design_hash(json)
    }

    pub fn seed(&self) -> Option<u64> {
        self.seed.parse().ok()
    }

    /// The seats, a level out of range read as a person.
    pub fn seats(&self) -> Option<Vec<Option<u8>>> {
        let seats = self.seats.as_ref()?;
        Some(seats.iter().map(|s| s.filter(|level| *level <= 5)).collect())
    }
}
