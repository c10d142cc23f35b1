//! The grid given a new size by an editor that lays its tokens out itself (a memory's cards,
//! a sort game's zones), with the other boards kept clear of it: boards right of the grid or
//! below it move with its edge, so a grown grid never covers a tray or a result area.

use crate::model::Design;

impl Design {
    /// Give the grid `rows` x `columns` cells (at least one each). Placements, cell settings
    /// and zone cells outside the new size are dropped: the caller lays them out again.
    pub(super) fn fit_grid(&mut self, rows: u32, columns: u32) {
        let (rows, columns) = (rows.max(1), columns.max(1));
        let old = self.grid.geometry.clone();
        self.grid.geometry.rows = rows;
        self.grid.geometry.columns = columns;
        let inside = |at: &[u32; 2]| at[0] < rows && at[1] < columns;
        self.grid.tokens.retain(|p| inside(&p.at));
        self.grid.cells.retain(|c| inside(&c.at));
        for z in &mut self.grid.zones {
            z.cells.retain(inside);
        }
        // The same rule as a resize in the Boards tab (boards.rs).
        self.keep_clear_of_grid(&old);
    }
}

#[cfg(test)]
mod tests {
    use crate::edit::BoardKind;
    use crate::model::Design;

    #[test]
    fn boards_beside_and_below_the_grid_move_with_its_edges() {
        let mut d = Design::default();
        let tray = d.add_board(BoardKind::Tray, "Tray");
        d.geometry_mut(&tray).unwrap().y = 240; // below the 4 x 4 grid of 50 px squares
        let result = d.add_board(BoardKind::Result, "Pairs");
        {
            let g = d.geometry_mut(&result).unwrap();
            g.x = 230; // right of the grid
            g.y = 0;
        }
        d.fit_grid(6, 7);
        assert_eq!(d.geometry(&tray).unwrap().y, 340);
        assert_eq!(d.geometry(&result).unwrap().x, 380);
        assert!(crate::load::check(&d).is_empty(), "no board overlaps another");
        d.fit_grid(1, 1);
        assert_eq!(d.geometry(&tray).unwrap().y, 90);
        assert!(crate::load::check(&d).is_empty());
    }
}
