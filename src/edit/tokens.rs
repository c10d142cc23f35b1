//! Token types and the tokens placed from them: create (optionally from a template), delete,
//! place on the grid or in a tray's queue, move and remove, fill the grid in one go, and
//! fill players' trays to cover the grid (a board game for two).

use super::{unique_id, Refused};
use crate::lang::{Lang, Text};
use crate::model::{Design, HandlingMode, InGrid, Placement, TokenType, Words};

fn no_type(id: &str) -> Refused {
    Text::new(format!("There is no token type '{id}'."), format!("Il n'y a pas de type de jeton «\u{a0}{id}\u{a0}»."))
}

fn outside() -> Refused {
    Text::new("This square is outside the grid.", "Cette case est hors de la grille.")
}

impl Design {
    /// How many tokens of a type are placed, on the grid and in tray queues.
    pub fn placed(&self, type_id: &str) -> u32 {
        let grid = self.grid.tokens.iter().filter(|p| p.token_type == type_id).count();
        let queues = self.trays.iter().flat_map(|t| &t.queue).filter(|q| q.as_str() == type_id).count();
        (grid + queues) as u32
    }

    /// A new token type, named after `name`; with a template it starts with the template's
    /// settings (the thesis's "keep selections") but not its properties nor its partner.
    /// Returns its id.
    pub fn new_token_type(&mut self, name: impl Into<Words>, template: Option<&str>) -> String {
        let name = name.into();
        let id = unique_id(name.get(self.home()), self.token_types.iter().map(|t| t.id.as_str()));
        let base = template.and_then(|t| self.token_types.iter().find(|x| x.id == t)).cloned().unwrap_or_default();
        // Copies too: a new memory card comes in a pair like the others. Never what says which
        // token the template is (its properties, its partner): a new Dog made from the Cat
        // must not pair with it (issue #37, item 1); the educator adds properties on purpose.
        self.token_types.push(TokenType {
            id: id.clone(),
            name,
            label: Words::default(),
            properties: Vec::new(),
            partner: String::new(),
            ..base
        });
        id
    }

    /// Delete a token type and every token placed from it.
    pub fn delete_token_type(&mut self, id: &str) -> Result<(), Refused> {
        let before = self.token_types.len();
        self.token_types.retain(|t| t.id != id);
        if self.token_types.len() == before {
            return Err(no_type(id));
        }
        self.grid.tokens.retain(|p| p.token_type != id);
        for tray in &mut self.trays {
            tray.queue.retain(|q| q != id);
        }
        // Nothing names it any more: no zone's answer, no card's partner.
        for zone in &mut self.grid.zones {
            zone.tokens.retain(|t| t != id);
        }
        for t in self.token_types.iter_mut().filter(|t| t.partner == id) {
            t.partner.clear();
        }
        Ok(())
    }

    fn token_type(&self, id: &str) -> Result<&TokenType, Refused> {
        self.token_types.iter().find(|t| t.id == id).ok_or_else(|| no_type(id))
    }

    fn check_copy_left(&self, id: &str) -> Result<(), Refused> {
        let t = self.token_type(id)?;
        match t.copies {
            Some(n) if self.placed(id) >= n => Err(Text::new(
                format!("All {n} copies of '{}' are already placed.", t.display_name(Lang::En)),
                format!("Les {n} exemplaires de «\u{a0}{}\u{a0}» sont déjà posés.", t.display_name(Lang::Fr)),
            )),
            _ => Ok(()),
        }
    }

    /// May a token of this type join what already lies on a cell? (Fixed tokens are background.)
    fn check_room(&self, id: &str, at: [u32; 2]) -> Result<(), Refused> {
        let g = &self.grid.geometry;
        if at[0] >= g.rows || at[1] >= g.columns {
            return Err(outside());
        }
        let new = self.token_type(id)?;
        if new.mode == HandlingMode::Fixed {
            return Ok(());
        }
        let occupied =
            self.grid.tokens.iter().filter(|p| p.at == at).filter_map(|p| self.token_type(&p.token_type).ok());
        for other in occupied.filter(|t| t.mode != HandlingMode::Fixed) {
            if !(other.stackable && new.stackable) {
                return Err(Text::new(
                    format!("This square already holds '{}'.", other.display_name(Lang::En)),
                    format!("Cette case contient déjà «\u{a0}{}\u{a0}».", other.display_name(Lang::Fr)),
                ));
            }
        }
        Ok(())
    }

    /// Put a token of a type on a grid cell (on top of what is there, when stacking is allowed).
    pub fn place(&mut self, type_id: &str, at: [u32; 2]) -> Result<(), Refused> {
        self.check_copy_left(type_id)?;
        self.check_room(type_id, at)?;
        self.grid.tokens.push(Placement { token_type: type_id.to_string(), at });
        Ok(())
    }

    /// Take the top token off a cell; returns its type id.
    pub fn unplace(&mut self, at: [u32; 2]) -> Option<String> {
        let i = self.grid.tokens.iter().rposition(|p| p.at == at)?;
        Some(self.grid.tokens.remove(i).token_type)
    }

    /// Move the top token of a cell to another cell.
    pub fn move_placed(&mut self, from: [u32; 2], to: [u32; 2]) -> Result<(), Refused> {
        let i = self
            .grid
            .tokens
            .iter()
            .rposition(|p| p.at == from)
            .ok_or_else(|| Text::new("There is no token here.", "Il n'y a pas de jeton ici."))?;
        let token = self.grid.tokens.remove(i);
        match self.check_room(&token.token_type, to) {
            Ok(()) => {
                self.grid.tokens.push(Placement { at: to, ..token });
                Ok(())
            }
            Err(why) => {
                self.grid.tokens.insert(i, token);
                Err(why)
            }
        }
    }

    /// Add a token to the end of a tray's queue.
    pub fn enqueue(&mut self, tray: &str, type_id: &str) -> Result<(), Refused> {
        self.check_copy_left(type_id)?;
        let t = self.trays.iter_mut().find(|t| t.id == tray).ok_or_else(|| {
            Text::new(format!("There is no tray '{tray}'."), format!("Il n'y a pas de réserve «\u{a0}{tray}\u{a0}»."))
        })?;
        t.queue.push(type_id.to_string());
        Ok(())
    }

    /// Fill the grid's empty playable cells, in reading order, with `each` tokens of every
    /// listed type (memory: eight pictures, two of each). Copies grow to what is placed.
    /// Refused, with nothing placed, when the grid has too few free cells.
    pub fn fill_grid(&mut self, types: &[&str], each: u32) -> Result<u32, Refused> {
        for id in types {
            self.token_type(id)?;
        }
        let g = self.grid.geometry.clone();
        let free: Vec<[u32; 2]> = (0..g.rows)
            .flat_map(|r| (0..g.columns).map(move |c| [r, c]))
            .filter(|at| !self.grid.tokens.iter().any(|p| p.at == *at))
            .filter(|at| {
                self.grid.cells.iter().find(|c| c.at == *at).and_then(|c| c.playable).unwrap_or(self.grid.playable)
            })
            .collect();
        let wanted = types.len() as u64 * each as u64;
        if wanted > free.len() as u64 {
            return Err(Text::new(
                format!("{wanted} tokens do not fit in the {} free squares.", free.len()),
                format!("{wanted} jetons ne tiennent pas dans les {} cases libres.", free.len()),
            ));
        }
        let mut cells = free.into_iter();
        for id in types {
            for _ in 0..each {
                if let Some(at) = cells.next() {
                    self.grid.tokens.push(Placement { token_type: id.to_string(), at });
                }
            }
            let placed = self.placed(id);
            if let Some(t) = self.token_types.iter_mut().find(|t| t.id == *id) {
                t.copies = t.copies.map(|n| n.max(placed));
            }
        }
        Ok(wanted as u32)
    }
}

impl Design {
    /// How the pieces of a puzzle move: the one way every token handled by moving shares,
    /// None when they differ or there are none.
    pub fn moves_allowed(&self) -> Option<InGrid> {
        let mut ways = self.token_types.iter().filter(|t| t.mode == HandlingMode::Move).map(|t| t.in_grid);
        let first = ways.next()?;
        ways.all(|w| w == first).then_some(first)
    }

    /// Every token handled by moving moves this way (a puzzle's one choice).
    pub fn set_moves_allowed(&mut self, way: InGrid) {
        for t in self.token_types.iter_mut().filter(|t| t.mode == HandlingMode::Move) {
            t.in_grid = way;
        }
    }
}

/// The most tokens a tray's count may ask for at once.
const MOST_IN_TRAY: u32 = 1000;

impl Design {
    /// The squares a token may still be put on: playable, with no token but fixed ones.
    fn free_squares(&self) -> u32 {
        let g = &self.grid.geometry;
        let fixed = |p: &Placement| self.token_type(&p.token_type).is_ok_and(|t| t.mode == HandlingMode::Fixed);
        let mut free = 0;
        for r in 0..g.rows {
            for c in 0..g.columns {
                let playable = self.grid.cells.iter().find(|x| x.at == [r, c]).and_then(|x| x.playable);
                let held = self.grid.tokens.iter().any(|p| p.at == [r, c] && !fixed(p));
                free += u32::from(playable.unwrap_or(self.grid.playable) && !held);
            }
        }
        free
    }

    /// How many tokens a tray needs for the grid to be filled: its players' share of the
    /// free squares, rounded up (a 5 x 5 grid for two: 13 each, since the one who starts
    /// puts down the 13th); every free square for a tray no player names.
    pub fn tray_cover(&self, tray: &str) -> u32 {
        let free = self.free_squares();
        let placers = self.players.iter().filter(|p| p.tray.is_some()).count() as u32;
        let users = self.players.iter().filter(|p| p.tray.as_deref() == Some(tray)).count() as u32;
        if users == 0 || placers == 0 {
            free
        } else {
            free.div_ceil(placers).saturating_mul(users).min(free.max(1))
        }
    }

    /// Whether filling the grid is a tray's concern: its tokens stay where they are put (a
    /// game of placing, where a full grid ends in a draw). In Morris they move on once placed,
    /// and nine men for twenty-four points is the game, not a shortfall.
    pub fn tray_fills_grid(&self, tray: &str) -> bool {
        let stays = |id: &str| self.token_type(id).is_ok_and(|t| t.in_grid == InGrid::Fixed);
        match self.trays.iter().find(|t| t.id == tray) {
            Some(t) if !t.queue.is_empty() => t.queue.iter().all(|id| stays(id)),
            Some(_) => self.tray_kind(tray).is_some_and(|id| stays(&id)),
            None => false,
        }
    }

    /// The one kind a tray holds (its tokens all alike, or for an empty tray the token its
    /// player owns), which its count copies; None for a tray of different tokens.
    fn tray_kind(&self, tray: &str) -> Option<String> {
        let t = self.trays.iter().find(|t| t.id == tray)?;
        if let Some(first) = t.queue.first() {
            return t.queue.iter().all(|q| q == first).then(|| first.clone());
        }
        let player = self.players.iter().find(|p| p.tray.as_deref() == Some(tray))?;
        let owned = self.token_types.iter().filter(|t| t.owners.contains(&player.id) && t.mode == HandlingMode::Move);
        owned.map(|t| t.id.clone()).next()
    }

    /// A tray's count, as a number field sets it: fewer drops the last tokens, more adds
    /// tokens of the kind the tray holds (its copies grow to fit). Refused with a sentence
    /// when the tray holds different tokens, or none and no player's token to copy.
    pub fn set_tray_count(&mut self, tray: &str, n: u32) -> Result<(), Refused> {
        let n = n.min(MOST_IN_TRAY) as usize;
        let i = self.trays.iter().position(|t| t.id == tray).ok_or_else(|| {
            Text::new(format!("There is no tray '{tray}'."), format!("Il n'y a pas de réserve «\u{a0}{tray}\u{a0}»."))
        })?;
        if n <= self.trays[i].queue.len() {
            self.trays[i].queue.truncate(n);
            return Ok(());
        }
        let name = self.trays[i].name.clone();
        let kind = self.tray_kind(tray).ok_or_else(|| {
            let (en, fr) = (name.get(Lang::En), name.get(Lang::Fr));
            Text::new(
                format!("{en} holds different tokens, or none: put the token it holds in it first, from the Tokens tab."),
                format!("{fr} contient des jetons différents, ou aucun\u{a0}: mettez-y d'abord le jeton qu'elle contient, depuis l'onglet Jetons."),
            )
        })?;
        self.trays[i].queue.resize(n, kind.clone());
        let placed = self.placed(&kind);
        if let Some(t) = self.token_types.iter_mut().find(|t| t.id == kind) {
            t.copies = t.copies.map(|c| c.max(placed));
        }
        Ok(())
    }

    /// After the grid changed (`before` is the design as it was): each player's tray that
    /// held just enough of one kind to cover the old grid now covers the new one. A count the
    /// educator set otherwise stays, and so does a tray of different tokens (a sort game's).
    pub(super) fn trays_follow_grid(&mut self, before: &Design) {
        let ids: Vec<String> = self.trays.iter().map(|t| t.id.clone()).collect();
        for id in ids {
            let player_tray = self.players.iter().any(|p| p.tray.as_deref() == Some(id.as_str()));
            let now = self.trays.iter().find(|t| t.id == id).map_or(0, |t| t.queue.len() as u32);
            let followed = now > 0 && now == before.tray_cover(&id) && self.tray_kind(&id).is_some();
            if player_tray && followed {
                let _ = self.set_tray_count(&id, self.tray_cover(&id));
            }
        }
    }
}

impl TokenType {
    /// Set the properties the educator chose. A new token gets one property saying what it is
    /// (its name: "pear"), so that a memory's pairs match before anything is set; the first
    /// property the educator adds replaces it ("fruit", not "pear" and "fruit").
    pub fn set_properties(&mut self, list: Vec<String>) {
        let names = [Lang::En, Lang::Fr].map(|l| crate::lang::lower(self.name.get(l)));
        let automatic = match self.properties.as_slice() {
            [only] => names.contains(only),
            _ => false,
        };
        self.properties = match list.as_slice() {
            [first, added] if automatic && *first == self.properties[0] => vec![added.clone()],
            _ => list,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Tray;

    fn design() -> Design {
        let mut d = Design::default();
        d.new_token_type("Cat", None);
        d.new_token_type("Coin", None);
        d.token_types[1].stackable = true;
        d
    }

    #[test]
    fn new_types_get_fresh_ids_and_can_start_from_a_template() {
        let mut d = design();
        d.token_types[0].properties = vec!["animal".into()];
        d.token_types[0].copies = Some(4);
        let id = d.new_token_type("Cat", Some("cat"));
        assert_eq!(id, "cat-2");
        let t = d.token_types.iter().find(|t| t.id == "cat-2").unwrap();
        assert!(t.properties.is_empty(), "properties are never copied: they may say which token it is");
        assert_eq!(t.copies, Some(4), "a new card of a memory comes in the others' number");
    }

    #[test]
    fn placing_respects_copies_and_stacking() {
        let mut d = design();
        d.token_types[0].copies = Some(1);
        d.place("cat", [0, 0]).unwrap();
        let why = d.place("cat", [0, 1]).unwrap_err();
        assert!(why.en.contains("copies"), "{why:?}");
        d.place("coin", [1, 1]).unwrap();
        d.place("coin", [1, 1]).unwrap();
        assert!(d.place("coin", [0, 0]).is_err(), "the cat is not stackable");
        assert!(d.place("coin", [9, 9]).is_err());
        assert!(d.place("dog", [2, 2]).is_err());
        assert_eq!(d.placed("coin"), 2);
        assert_eq!(d.unplace([1, 1]).as_deref(), Some("coin"));
        assert_eq!(d.placed("coin"), 1);
        assert!(crate::load::check(&d).is_empty());
    }

    #[test]
    fn moving_a_placed_token_keeps_it_when_refused() {
        let mut d = design();
        d.place("cat", [0, 0]).unwrap();
        d.place("coin", [1, 0]).unwrap();
        assert!(d.move_placed([0, 0], [1, 0]).is_err());
        assert_eq!(d.grid.tokens.len(), 2);
        d.move_placed([0, 0], [3, 3]).unwrap();
        assert!(d.grid.tokens.iter().any(|p| p.token_type == "cat" && p.at == [3, 3]));
    }

    #[test]
    fn deleting_a_type_removes_its_tokens_everywhere() {
        let mut d = design();
        d.trays.push(Tray::default());
        d.place("cat", [0, 0]).unwrap();
        d.enqueue("tray", "cat").unwrap();
        d.delete_token_type("cat").unwrap();
        assert!(d.grid.tokens.is_empty() && d.trays[0].queue.is_empty());
        assert!(d.delete_token_type("cat").is_err());
    }

    #[test]
    fn fill_the_grid_with_two_of_each() {
        let mut d = Design::default();
        let ids: Vec<String> = (0..8).map(|i| d.new_token_type(format!("Ball {i}"), None)).collect();
        let refs: Vec<&str> = ids.iter().map(String::as_str).collect();
        assert_eq!(d.fill_grid(&refs, 2).unwrap(), 16);
        assert_eq!(d.grid.tokens.len(), 16);
        assert!(refs.iter().all(|id| d.placed(id) == 2));
        assert!(d.fill_grid(&refs[..1], 1).is_err(), "the grid is full: nothing more fits");
        assert!(crate::load::check(&d).is_empty());
    }

    #[test]
    fn the_first_property_added_replaces_the_one_a_new_token_got_from_its_name() {
        let mut t = TokenType { name: "Pear".into(), properties: vec!["pear".into()], ..TokenType::default() };
        t.set_properties(vec!["pear".into(), "fruit".into()]);
        assert_eq!(t.properties, ["fruit"]);
        // Chosen by the educator: kept.
        t.set_properties(vec!["fruit".into(), "green".into()]);
        assert_eq!(t.properties, ["fruit", "green"]);
        // Removing the automatic one, or adding to a property the educator chose, is as asked.
        let mut t = TokenType { name: "Pear".into(), properties: vec!["pear".into()], ..TokenType::default() };
        t.set_properties(vec![]);
        assert!(t.properties.is_empty());
        let mut t = TokenType { name: "Pear".into(), properties: vec!["sweet".into()], ..TokenType::default() };
        t.set_properties(vec!["sweet".into(), "fruit".into()]);
        assert_eq!(t.properties, ["sweet", "fruit"]);
    }
}
