//! Another arrangement of the boards for screens taller than wide (a phone held upright).
//! Only the drawing changes: the cells, their neighbours, the zones and the rules stay the same.
//!
//! Serves games whose boards sit side by side on a tablet (Azul's players, factories and
//! centre), stacked on a phone instead.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Where things are drawn on a screen taller than wide.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Portrait {
    /// Board id -> [x, y]: the board's top-left corner, in pixels, instead of its own.
    pub boards: BTreeMap<String, [i32; 2]>,
    /// Player id -> [rows, columns]: the squares of the grid zones this player owns are drawn
    /// that many squares lower and further right (negative: higher, further left).
    pub players: BTreeMap<String, [i32; 2]>,
    /// Zone id -> [rows, columns]: that zone's squares moved too, on top of their owner's move
    /// (Azul's wall drawn above its rows, so that a player's board is narrow enough for a phone).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub zones: BTreeMap<String, [i32; 2]>,
    /// Tray id -> columns: the tray's squares drawn in that many columns, one row after the
    /// other in their order (a long tray drawn narrower and taller). Its squares keep their
    /// names: a replay or a saved game reads the same.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub columns: BTreeMap<String, u32>,
}

impl super::Design {
    /// The arrangements for screens held upright (tablet, phone), those the design has.
    pub fn arrangements_mut(&mut self) -> impl Iterator<Item = &mut Portrait> {
        self.portrait.iter_mut().chain(self.phone.iter_mut())
    }
}

impl Portrait {
    /// Forget a board the design no longer has (the designer removed it): the arrangement
    /// names only what exists, and the game stays playable.
    pub fn forget_board(&mut self, id: &str) {
        self.boards.remove(id);
        self.columns.remove(id);
    }

    /// Forget a player the design no longer has.
    pub fn forget_player(&mut self, id: &str) {
        self.players.remove(id);
    }

    /// Forget a zone the design no longer has.
    pub fn forget_zone(&mut self, id: &str) {
        self.zones.remove(id);
    }
}
