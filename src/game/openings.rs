//! The design's named openings, checked once the game is compiled: each move must be an
//! action of this game in the command line's notation (the boards and squares it names exist).

use super::Game;
use crate::load::Problem;
use crate::notation::parse_action;

pub fn check(game: &Game) -> Vec<Problem> {
    let mut out = Vec::new();
    for (i, opening) in game.design.openings.iter().enumerate() {
        if opening.moves.is_empty() {
            out.push(Problem::new(
                format!("openings[{i}].moves"),
                "An opening needs at least one move.",
                "Une ouverture a besoin d'au moins un coup.",
            ));
        }
        for (j, line) in opening.moves.iter().enumerate() {
            if let Err(why) = parse_action(game, line) {
                out.push(Problem::new(
                    format!("openings[{i}].moves[{j}]"),
                    format!("\"{line}\" is not an action of this game: {why}."),
                    format!("«\u{a0}{line}\u{a0}» n'est pas une action de ce jeu\u{a0}: {why}."),
                ));
            }
        }
    }
    out
}
