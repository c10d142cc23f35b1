//! Points scored by zones and walls (rounds, the mosaic): whose they are, and totals that
//! never go below 0.

use super::State;

/// The play player of a zone or wall owned by one designer player, when they play.
pub(crate) fn owner_playing(state: &State, owners: u32) -> Option<usize> {
    state.players.iter().position(|p| owners == 1 << p.design_player)
}

/// Add (or take away) points; a total never goes below 0.
pub(crate) fn add_points(state: &mut State, player: usize, points: i64) {
    let p = &mut state.players[player];
    p.points = (i64::from(p.points) + points).clamp(0, i64::from(u32::MAX)) as u32;
}
