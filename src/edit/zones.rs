//! Zones: create, paint cells with a brush, delete ("Rest of grid" is built in).

use super::{unique_id, Refused};
use crate::lang::Text;
use crate::model::{Design, Words, Zone};

/// The id that stands for "Rest of grid" when painting.
pub const REST: &str = "rest";

impl Design {
    /// A new, empty zone; returns its id.
    pub fn add_zone(&mut self, name: impl Into<Words>) -> String {
        let name = name.into();
        let id = unique_id(name.get(self.home()), self.grid.zones.iter().map(|z| z.id.as_str()).chain([REST]));
        self.grid.zones.push(Zone { id: id.clone(), name, ..Zone::default() });
        id
    }

    /// Paint cells into a zone (or back into "Rest of grid" with [`REST`]); every cell
    /// belongs to one zone only, so it leaves its former zone.
    pub fn paint_zone(&mut self, zone: &str, cells: &[[u32; 2]]) -> Result<(), Refused> {
        if zone != REST && !self.grid.zones.iter().any(|z| z.id == zone) {
            return Err(no_zone(zone));
        }
        let g = &self.grid.geometry;
        let inside: Vec<[u32; 2]> = cells.iter().copied().filter(|at| at[0] < g.rows && at[1] < g.columns).collect();
        for z in &mut self.grid.zones {
            z.cells.retain(|c| !inside.contains(c));
        }
        if let Some(z) = self.grid.zones.iter_mut().find(|z| z.id == zone) {
            for at in inside {
                if !z.cells.contains(&at) {
                    z.cells.push(at);
                }
            }
        }
        Ok(())
    }

    /// Delete a zone; its cells return to "Rest of grid".
    pub fn remove_zone(&mut self, zone: &str) -> Result<(), Refused> {
        if zone == REST {
            return Err(Text::new(
                "\"Rest of grid\" is built in and cannot be deleted.",
                "«\u{a0}Reste de la grille\u{a0}» est prévu d'office et ne peut pas être supprimé.",
            ));
        }
        let before = self.grid.zones.len();
        self.grid.zones.retain(|z| z.id != zone);
        if before == self.grid.zones.len() {
            return Err(no_zone(zone));
        }
        self.arrangements_mut().for_each(|a| a.forget_zone(zone));
        Ok(())
    }
}

fn no_zone(zone: &str) -> Refused {
    Text::new(format!("There is no zone '{zone}'."), format!("Il n'y a pas de zone «\u{a0}{zone}\u{a0}»."))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_painted_cell_belongs_to_one_zone() {
        let mut d = Design::default();
        let a = d.add_zone("Flies");
        let b = d.add_zone("Flies");
        assert_eq!((a.as_str(), b.as_str()), ("flies", "flies-2"));
        d.paint_zone(&a, &[[0, 0], [0, 1], [9, 9]]).unwrap();
        d.paint_zone(&b, &[[0, 1]]).unwrap();
        assert_eq!(d.grid.zones[0].cells, vec![[0, 0]]);
        assert_eq!(d.grid.zones[1].cells, vec![[0, 1]]);
        d.paint_zone(REST, &[[0, 0]]).unwrap();
        assert!(d.grid.zones[0].cells.is_empty());
        assert!(d.paint_zone("nope", &[[0, 0]]).is_err());
        assert!(crate::load::check(&d).is_empty());
    }

    #[test]
    fn rest_of_grid_cannot_be_deleted() {
        let mut d = Design::default();
        let z = d.add_zone("Rest");
        assert_ne!(z, REST, "no zone takes the built-in id");
        assert!(d.remove_zone(REST).is_err());
        d.remove_zone(&z).unwrap();
        assert!(d.grid.zones.is_empty());
    }
}
