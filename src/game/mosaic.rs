//! The mosaic's walls worked out from their zones (`model::MosaicRule`).

use std::collections::HashMap;

use super::{CellId, Game, MosaicInfo, WallInfo, NONE};
use crate::model::MosaicRule;

/// Each wall's cells row by row from the top-left corner of its zone; the pattern as kinds.
pub(super) fn compile(game: &Game, rule: &MosaicRule, types: &HashMap<&str, u16>) -> MosaicInfo {
    let rows = rule.pattern.len() as u32;
    let columns = rule.pattern.iter().map(Vec::len).max().unwrap_or(0) as u32;
    let pattern: Vec<u16> = rule
        .pattern
        .iter()
        .flat_map(|row| (0..columns as usize).map(move |c| row.get(c).and_then(|id| types.get(id.as_str()).copied())))
        .map(|k| k.unwrap_or(u16::MAX))
        .collect();
    let mut kinds: Vec<u16> = pattern.iter().copied().filter(|k| *k != u16::MAX).collect();
    kinds.sort_unstable();
    kinds.dedup();
    let walls = rule
        .walls
        .iter()
        .filter_map(|id| game.zones.iter().position(|z| &z.id == id))
        .map(|zi| {
            let zone = &game.zones[zi];
            let at = |c: &CellId| (game.cells[*c as usize].row, game.cells[*c as usize].column);
            let top = zone.cells.iter().map(|c| at(c).0).min().unwrap_or(0);
            let left = zone.cells.iter().map(|c| at(c).1).min().unwrap_or(0);
            let cells = (0..rows)
                .flat_map(|r| (0..columns).map(move |c| (top + r, left + c)))
                .map(|(r, c)| game.grid().cell_at(r, c).unwrap_or(NONE))
                .collect();
            WallInfo { zone: zi as u16, owners: zone.owners, top, cells }
        })
        .collect();
    let joker = types.get(rule.joker.as_str()).copied();
    MosaicInfo { walls, pattern, rows, columns, kinds, joker, free: rule.free }
}
