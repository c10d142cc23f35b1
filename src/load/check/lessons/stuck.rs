//! Tokens that wait in a tray and that no player can ever take: their kind may not leave the
//! tray for the grid (nor for a waiting area that leads there), or it belongs only to players
//! who do not use that tray. The tray never empties, and the child cannot tell why.

use super::type_name;
use crate::game::{Game, Start};
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::model::HandlingMode;

pub(super) fn check_stuck(game: &Game, out: &mut Checks) {
    // Drafting and the mosaic move tokens out of trays by their own rules.
    if game.drafting.is_some() || game.mosaic.is_some() {
        return;
    }
    let mut told = vec![false; game.types.len()];
    for t in &game.tokens {
        let Start::Queue(tray) = t.start else { continue };
        let ty = t.token_type as usize;
        let info = &game.types[ty];
        if told[ty] || info.mode != HandlingMode::Move || info.die.is_some() {
            continue;
        }
        let board = &game.boards[tray as usize];
        let users: Vec<usize> =
            (0..game.players.len()).filter(|p| board.owners == 0 || board.owners & (1 << p) != 0).collect();
        let waiting = users.iter().any(|&p| game.players[p].waiting.is_some());
        let perm = &info.permissions;
        let leaves = perm.tray_to_grid || (perm.tray_to_waiting && waiting && perm.waiting_to_grid);
        let (en, fr) = type_name(game, ty);
        let (tray_en, tray_fr) = (&board.name.en, &board.name.fr);
        let at = Path::root().key("token_types").index(ty);
        if !leaves {
            told[ty] = true;
            out.add(|| {
                Problem::new(
                    at.key("permissions").to_string(),
                    format!(
                        "{en} waits in “{tray_en}” but may never go onto the grid: no player can ever play it. \
                         Let it go from the tray to the grid."
                    ),
                    format!(
                        "{fr} attend dans «\u{a0}{tray_fr}\u{a0}» mais ne peut jamais aller sur la grille\u{a0}: personne ne peut le \
                         jouer. Permettez-lui d'aller de la réserve à la grille."
                    ),
                )
            });
        } else if info.owners != 0 && !users.iter().any(|p| info.owners & (1 << p) != 0) {
            told[ty] = true;
            out.add(|| {
                Problem::new(
                    at.key("owners").to_string(),
                    format!(
                        "{en} waits in “{tray_en}”, but only players who do not use that tray may take it: nobody \
                         can ever play it."
                    ),
                    format!(
                        "{fr} attend dans «\u{a0}{tray_fr}\u{a0}», mais seuls des joueurs qui n'utilisent pas cette réserve \
                         peuvent le prendre\u{a0}: personne ne peut jamais le jouer."
                    ),
                )
            });
        }
    }
}
