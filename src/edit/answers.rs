//! A sort game as an educator makes it: they show the answer. Each zone lists the token types
//! that belong there (`Zone::tokens`), each token waits in the tray until a child puts it in
//! its place, and no property is needed. Zones are laid out as rows or columns of the grid,
//! which grows and shrinks so that every zone has a square for each token that belongs there.

use super::{unique_id, BoardKind, Refused};
use crate::lang::Text;
use crate::model::{Design, HandlingMode, Matching, TokenType, Words};

/// How the zones share the grid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Across {
    /// One row of the grid per zone.
    Rows,
    /// One column per zone.
    Columns,
}

fn no_zone(zone: &str) -> Refused {
    Text::new(format!("There is no zone '{zone}'."), format!("Il n'y a pas de zone «\u{a0}{zone}\u{a0}»."))
}

impl Design {
    /// The token types that belong in a zone: its answer, else (a zone that asks properties)
    /// the types that have them.
    pub fn answer(&self, zone: &str) -> Vec<String> {
        let Some(z) = self.grid.zones.iter().find(|z| z.id == zone) else { return Vec::new() };
        if !z.tokens.is_empty() || z.properties.is_empty() {
            return z.tokens.clone();
        }
        let fits = |t: &TokenType| match self.rules.matching {
            Matching::Strict => z.properties.iter().all(|p| t.properties.contains(p)),
            Matching::Loose => z.properties.iter().any(|p| t.properties.contains(p)),
        };
        self.token_types.iter().filter(|t| t.mode != HandlingMode::Fixed && fits(t)).map(|t| t.id.clone()).collect()
    }

    /// Zones that asked properties list the answer those gave and ask nothing more: from the
    /// first edit of a sort game, what is shown is what is asked.
    fn answers_from_properties(&mut self) {
        let answers: Vec<Vec<String>> = self.grid.zones.iter().map(|z| self.answer(&z.id)).collect();
        for (z, answer) in self.grid.zones.iter_mut().zip(answers) {
            if z.tokens.is_empty() && !z.properties.is_empty() {
                z.tokens = answer;
                z.properties.clear();
            }
        }
    }

    /// Tokens to sort that belong in no zone yet (they wait in a tray).
    pub fn unsorted(&self) -> Vec<String> {
        let zones: Vec<Vec<String>> = self.grid.zones.iter().map(|z| self.answer(&z.id)).collect();
        let queued = |id: &str| self.trays.iter().any(|t| t.queue.iter().any(|q| q == id));
        self.token_types
            .iter()
            .filter(|t| queued(&t.id) && !zones.iter().any(|a| a.contains(&t.id)))
            .map(|t| t.id.clone())
            .collect()
    }

    /// Whether the zones are columns of the grid (each zone's squares in one column, and some
    /// zone taller than one square); rows otherwise.
    pub fn zones_across(&self) -> Across {
        let zones = &self.grid.zones;
        let column = |z: &crate::model::Zone| z.cells.iter().all(|c| Some(c[1]) == z.cells.first().map(|f| f[1]));
        if !zones.is_empty() && zones.iter().all(column) && zones.iter().any(|z| z.cells.len() > 1) {
            Across::Columns
        } else {
            Across::Rows
        }
    }

    /// The tray the sort's tokens wait in: the first player's, else the first, else a new one.
    fn sort_tray(&mut self) -> String {
        let own = self.players.first().and_then(|p| p.tray.clone()).filter(|t| self.trays.iter().any(|x| x.id == *t));
        if let Some(id) = own.or_else(|| self.trays.first().map(|t| t.id.clone())) {
            return id;
        }
        let name = Text::new("To sort", "À trier");
        let id = self.add_board(BoardKind::Tray, name);
        if let Some(p) = self.players.first_mut() {
            p.tray = Some(id.clone());
        }
        id
    }

    /// A token showing `picture` that belongs in `zone`: one copy, waiting in the tray, named
    /// after the picture in both languages. Returns its id.
    pub fn add_sorted_token(&mut self, zone: &str, picture: &str) -> Result<String, Refused> {
        if !self.grid.zones.iter().any(|z| z.id == zone) {
            return Err(no_zone(zone));
        }
        self.answers_from_properties();
        let name = self.words_for_picture(picture);
        let id = unique_id(&name.en, self.token_types.iter().map(|t| t.id.as_str()));
        self.token_types.push(TokenType {
            id: id.clone(),
            name: Words::from(name),
            front: picture.to_string(),
            copies: Some(1),
            ..TokenType::default()
        });
        let tray = self.sort_tray();
        self.enqueue(&tray, &id)?;
        if let Some(z) = self.grid.zones.iter_mut().find(|z| z.id == zone) {
            z.tokens.push(id.clone());
        }
        self.make_room();
        Ok(id)
    }

    /// The token belongs in another zone now (and only there).
    pub fn move_answer(&mut self, token: &str, zone: &str) -> Result<(), Refused> {
        if !self.grid.zones.iter().any(|z| z.id == zone) {
            return Err(no_zone(zone));
        }
        if !self.token_types.iter().any(|t| t.id == token) {
            return Err(Text::new(
                format!("There is no token type '{token}'."),
                format!("Il n'y a pas de type de jeton «\u{a0}{token}\u{a0}»."),
            ));
        }
        self.answers_from_properties();
        for z in &mut self.grid.zones {
            z.tokens.retain(|t| t != token);
            if z.id == zone {
                z.tokens.push(token.to_string());
            }
        }
        self.make_room();
        Ok(())
    }

    /// Remove a token to sort: its type, its copies and its place in the answers.
    pub fn remove_sorted_token(&mut self, token: &str) -> Result<(), Refused> {
        self.answers_from_properties();
        self.delete_token_type(token)
    }

    /// Remove every token there is to sort (a starting point's, before choosing one's own).
    pub fn remove_all_sorted(&mut self) {
        self.answers_from_properties();
        let queued: Vec<String> = self
            .token_types
            .iter()
            .filter(|t| {
                self.trays.iter().any(|x| x.queue.contains(&t.id))
                    || self.grid.zones.iter().any(|z| z.tokens.contains(&t.id))
            })
            .map(|t| t.id.clone())
            .collect();
        for id in queued {
            let _ = self.delete_token_type(&id);
        }
    }

    /// A new zone, named in both languages; the grid is shared out again. Returns its id.
    pub fn add_sort_zone(&mut self, name: Text) -> String {
        self.answers_from_properties();
        let across = self.zones_across();
        let id = self.add_zone(Words::from(name));
        self.share_out(across);
        id
    }

    /// Remove a zone, with the tokens that belong there; the grid is shared out again.
    pub fn remove_sort_zone(&mut self, zone: &str) -> Result<(), Refused> {
        self.answers_from_properties();
        let across = self.zones_across();
        let tokens = self.grid.zones.iter().find(|z| z.id == zone).ok_or_else(|| no_zone(zone))?.tokens.clone();
        self.remove_zone(zone)?;
        for t in tokens {
            let _ = self.delete_token_type(&t);
        }
        self.share_out(across);
        Ok(())
    }

    /// Give each zone a whole row (or column) of the grid, as long as its longest answer.
    pub fn share_out(&mut self, across: Across) {
        let zones = self.grid.zones.len() as u32;
        let longest = self.grid.zones.iter().map(|z| self.answer(&z.id).len() as u32).max().unwrap_or(0).max(1);
        let (rows, columns) = match across {
            Across::Rows => (zones, longest),
            Across::Columns => (longest, zones),
        };
        self.fit_grid(rows, columns);
        for (i, z) in self.grid.zones.iter_mut().enumerate() {
            let i = i as u32;
            z.cells = match across {
                Across::Rows => (0..columns).map(|c| [i, c]).collect(),
                Across::Columns => (0..rows).map(|r| [r, i]).collect(),
            };
        }
        let all: Vec<[u32; 2]> = (0..rows).flat_map(|r| (0..columns).map(move |c| [r, c])).collect();
        self.set_playable(&all, true);
    }

    /// Share the grid out again when a zone has fewer squares than tokens that belong there.
    fn make_room(&mut self) {
        let short = self.grid.zones.iter().any(|z| (z.cells.len()) < self.answer(&z.id).len());
        if short {
            self.share_out(self.zones_across());
        }
    }
}
