//! Whether a token belongs in a zone (docs/model.md §4.8, §9.14): the one rule that the drop
//! check, the zone win conditions, the hints, the checker and the solver's aims all ask, so
//! that an answer key and designer properties are judged alike everywhere.

use super::{matches, Game};
use crate::model::HandlingMode;

impl Game {
    /// Does a token of type `ty` belong in zone `zone` by what the zone asks? A zone with an
    /// answer key takes exactly the types it lists (properties are not asked); a zone with
    /// designer properties takes the tokens that match them; a zone that asks nothing ("Rest
    /// of grid", a zone that learns from its tokens) is no token's place.
    pub fn belongs(&self, ty: u16, zone: u16) -> bool {
        let (Some(info), Some(z)) = (self.types.get(ty as usize), self.zones.get(zone as usize)) else {
            return false;
        };
        if !z.answer.is_empty() {
            return z.answer.binary_search(&ty).is_ok();
        }
        !z.props.is_empty() && matches(self.rules().matching, info.props, z.props)
    }

    /// Is a token of type `ty` held to what `zone` asks? Checked tokens (with properties, or
    /// listed in some answer) everywhere; any other token that moves only where an answer key
    /// lists what belongs (a key takes exactly its types). Fixed tokens are background there.
    pub fn judged(&self, ty: u16, zone: u16) -> bool {
        let Some(info) = self.types.get(ty as usize) else { return false };
        info.checked
            || (info.mode != HandlingMode::Fixed && self.zones.get(zone as usize).is_some_and(|z| !z.answer.is_empty()))
    }

    /// Whether the zone asks something of its tokens (an answer key or designer properties).
    pub fn zone_asks(&self, zone: u16) -> bool {
        self.zones.get(zone as usize).is_some_and(|z| !z.answer.is_empty() || !z.props.is_empty())
    }
}
