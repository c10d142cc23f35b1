//! Whether turned cards go together (docs/model.md §4.5, §4.7). Cards whose types all have
//! properties are compared by them, as the thesis does. Otherwise they go together by what a
//! child sees: the same face (front picture and label), or a card and the partner it names
//! (a picture and its word). Cards without properties no longer pair with anything: a memory
//! of pictures alone would have let any two cards make a pair.

use super::{group_matches, Game, PropSet};

impl Game {
    /// Do the selected cards of these types make a group that matches?
    pub fn cards_match(&self, types: &[u16]) -> bool {
        let infos: Vec<_> = types.iter().filter_map(|t| self.types.get(*t as usize)).collect();
        if infos.len() != types.len() {
            return false;
        }
        if infos.iter().all(|t| !t.props.is_empty()) {
            let sets: Vec<PropSet> = infos.iter().map(|t| t.props).collect();
            return group_matches(self.rules().matching, &sets);
        }
        let Some((&first, rest)) = types.split_first() else { return true };
        rest.iter().all(|&t| self.same_card(first, t))
    }

    /// Two types that pair: the same face, or one names the other as its partner.
    pub fn same_card(&self, a: u16, b: u16) -> bool {
        let (Some(x), Some(y)) = (self.types.get(a as usize), self.types.get(b as usize)) else { return false };
        x.face == y.face || x.partner == Some(b) || y.partner == Some(a)
    }
}
