//! Which named opening a game follows (Othello's "Tiger", "Buffalo"…): the longest opening of
//! the design whose moves begin the game, directly or through a symmetry of the board that
//! leaves the starting position as it is (Othello's first move may be any of four squares;
//! the names are written for one of them). Serves any design listing openings.

use super::key::Symmetries;
use crate::engine::{new_game, Action};
use crate::game::{CellId, Game};
use crate::model::Opening;
use crate::notation::parse_action;

/// The opening the actions played so far follow, if any.
pub fn opening<'a>(game: &'a Game, log: &[Action]) -> Option<&'a Opening> {
    if game.design.openings.is_empty() || log.is_empty() {
        return None;
    }
    let maps = start_symmetries(game);
    let moves = |o: &Opening| o.moves.iter().map(|m| parse_action(game, m).ok()).collect::<Option<Vec<Action>>>();
    game.design
        .openings
        .iter()
        .filter_map(|o| Some((o, moves(o)?)))
        .filter(|(_, m)| !m.is_empty() && m.len() <= log.len())
        .filter(|(_, m)| maps.iter().any(|map| m.iter().zip(log).all(|(a, b)| seen_through(map, *a) == *b)))
        .max_by_key(|(_, m)| m.len())
        .map(|(o, _)| o)
}

/// The opening the last action completed, if any: said once, when it is played, not all game.
pub fn opening_played<'a>(game: &'a Game, log: &[Action]) -> Option<&'a Opening> {
    opening(game, log).filter(|o| o.moves.len() == log.len())
}

/// The board's symmetries under which the starting position is unchanged.
fn start_symmetries(game: &Game) -> Vec<Vec<CellId>> {
    let start = new_game(game, 1, game.players.len().max(1));
    let kind = |cell: CellId| start.visible(cell).map(|t| start.tokens[t as usize].kind);
    Symmetries::of(game)
        .maps
        .into_iter()
        .filter(|map| (0..map.len() as CellId).all(|c| kind(c) == kind(map[c as usize])))
        .collect()
}

fn seen_through(map: &[CellId], action: Action) -> Action {
    let m = |c: CellId| map.get(c as usize).copied().unwrap_or(c);
    match action {
        Action::Move(a, b) => Action::Move(m(a), m(b)),
        Action::Select(a) => Action::Select(m(a)),
        other => other,
    }
}
