//! Dice: add one (six faces, each moving the token 1 to 6 numbered squares), remove one that
//! nothing uses any more, and give a die to squares (rolled when a token lands there).

use super::{unique_id, Refused};
use crate::lang::Text;
use crate::model::{Design, Die, Face, FaceAction, Words};

impl Design {
    /// A new six-faced die; returns its id.
    pub fn add_die(&mut self, name: impl Into<Words>) -> String {
        let name = name.into();
        let id = unique_id(name.get(self.home()), self.dice.iter().map(|d| d.id.as_str()));
        self.dice.push(Die { id: id.clone(), name, ..Die::default() });
        id
    }

    /// How many faces a die has, from 2 to 12: faces taken away go from the end, new ones
    /// move the token as many squares as their number.
    pub fn set_die_faces(&mut self, id: &str, n: u32) -> Result<(), Refused> {
        if !(2..=12).contains(&n) {
            return Err(Text::new("A die has 2 to 12 faces.", "Un dé a de 2 à 12 faces."));
        }
        let die = self.dice.iter_mut().find(|d| d.id == id).ok_or_else(|| {
            Text::new(format!("There is no die '{id}'."), format!("Il n'y a pas de dé «\u{a0}{id}\u{a0}»."))
        })?;
        die.faces.truncate(n as usize);
        while die.faces.len() < n as usize {
            die.faces.push(Face::step(die.faces.len() as i32 + 1));
        }
        Ok(())
    }

    /// Remove a die; refused while a token type, a square or another die's face uses it.
    pub fn remove_die(&mut self, id: &str) -> Result<(), Refused> {
        let Some(die) = self.dice.iter().find(|d| d.id == id) else {
            return Err(Text::new(
                format!("There is no die '{id}'."),
                format!("Il n'y a pas de dé «\u{a0}{id}\u{a0}»."),
            ));
        };
        let name = die.name.text();
        let by_token = self.token_types.iter().find(|t| t.die.as_deref() == Some(id)).map(|t| t.name_text());
        let by_cell = self.grid.cells.iter().any(|c| c.die.as_deref() == Some(id));
        let by_face = self
            .dice
            .iter()
            .any(|d| d.faces.iter().any(|f| matches!(&f.action, FaceAction::Roll { die, .. } if die == id)));
        let user = match (by_token, by_cell, by_face) {
            (Some(t), _, _) => Some((format!("the token '{}'", t.en), format!("le jeton «\u{a0}{}\u{a0}»", t.fr))),
            (_, true, _) => Some(("squares of the grid".to_string(), "des cases de la grille".to_string())),
            (_, _, true) => Some(("a face of another die".to_string(), "une face d'un autre dé".to_string())),
            _ => None,
        };
        if let Some((en, fr)) = user {
            return Err(Text::new(
                format!("'{}' is used by {en}: take it away there first.", name.en),
                format!("«\u{a0}{}\u{a0}» est utilisé par {fr}\u{a0}: retirez-le d'abord.", name.fr),
            ));
        }
        self.dice.retain(|d| d.id != id);
        Ok(())
    }

    /// Give squares a die rolled when a token lands on them (None takes it away).
    pub fn set_cell_die(&mut self, cells: &[[u32; 2]], die: Option<&str>) -> Result<(), Refused> {
        if let Some(id) = die {
            if !self.dice.iter().any(|d| d.id == id) {
                return Err(Text::new(
                    format!("There is no die '{id}'."),
                    format!("Il n'y a pas de dé «\u{a0}{id}\u{a0}»."),
                ));
            }
        }
        let g = &self.grid.geometry;
        let inside: Vec<[u32; 2]> = cells.iter().copied().filter(|at| at[0] < g.rows && at[1] < g.columns).collect();
        for at in inside {
            self.cell_settings(at).die = die.map(String::from);
        }
        self.tidy_cells();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_die_in_use_stays() {
        let mut d = Design::default();
        let die = d.add_die("Die");
        assert_eq!(d.dice[0].faces.len(), 6);
        let cat = d.new_token_type("Cat", None);
        d.token_types[0].die = Some(die.clone());
        let why = d.remove_die(&die).unwrap_err();
        assert!(why.en.contains("the token 'Cat'"), "{}", why.en);
        d.token_types.iter_mut().for_each(|t| t.die = None);
        d.set_cell_die(&[[1, 1], [9, 9]], Some(&die)).unwrap();
        assert_eq!(d.grid.cells.len(), 1, "outside squares are left alone");
        assert!(d.remove_die(&die).unwrap_err().en.contains("squares"));
        d.set_cell_die(&[[1, 1]], None).unwrap();
        assert!(d.grid.cells.is_empty());
        assert!(d.set_cell_die(&[[0, 0]], Some("nope")).is_err());
        d.remove_die(&die).unwrap();
        assert!(d.dice.is_empty());
        let _ = cat;
    }
}
