//! Tokens pinned on the grid where they do not belong: a token that starts in a zone that
//! judges it (`Game::judged`) and refuses it (`Game::belongs`), and that nothing can ever
//! move. In a game won only by its zones, "every zone is right" can then never hold.

use super::type_name;
use crate::game::{BoardKind, Game, TypeInfo};
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::load::sentences::shown;
use crate::model::{HandlingMode, InGrid, LineEffect, Ranking};

pub(super) fn check_pinned(game: &Game, out: &mut Checks) {
    if !only_zones_win(game) || game.drafting.is_some() || game.mosaic.is_some() {
        return;
    }
    // Taking and turning never touch fixed tokens, but they may take or turn a moving one.
    let rules = game.rules();
    let captures = game.types.iter().any(|t| t.in_grid.captures())
        || rules.enclosing.is_some()
        || rules.lines.as_ref().is_some_and(|l| l.effect == LineEffect::Take);
    let has = |kind| game.boards.iter().any(|b| b.kind == kind);
    let (trays, waiting) = (has(BoardKind::Tray), has(BoardKind::Waiting));
    let type_at: std::collections::HashMap<&str, usize> =
        game.design.token_types.iter().enumerate().rev().map(|(i, t)| (t.id.as_str(), i)).collect();
    let mut told = vec![false; game.types.len()];
    for (i, p) in game.design.grid.tokens.iter().enumerate() {
        let (Some(&ty), Some(cell)) = (type_at.get(p.token_type.as_str()), game.grid().cell_at(p.at[0], p.at[1]))
        else {
            continue;
        };
        let zone = game.cells[cell as usize].zone;
        let info = &game.types[ty];
        // A zone with points sends its tokens out at the end of a round.
        if told[ty]
            || !game.judged(ty as u16, zone)
            || game.belongs(ty as u16, zone)
            || !game.zones[zone as usize].points.is_empty()
            || !never_moves(game, info, captures, trays, waiting)
        {
            continue;
        }
        told[ty] = true;
        let (en, fr) = type_name(game, ty);
        // "Rest of grid" is no zone to the educator: where no zone was drawn.
        let (where_en, where_fr) = match game.design.grid.zones.get((zone as usize).wrapping_sub(1)) {
            Some(z) => {
                let (z_en, z_fr) = shown(&z.name, &z.id);
                (
                    format!("in the zone {z_en}, where it does not belong,"),
                    format!("dans la zone {z_fr}, où il ne va pas,"),
                )
            }
            None => ("outside every zone".to_string(), "hors de toute zone".to_string()),
        };
        out.add(|| {
            Problem::new(
                Path::root().key("grid").key("tokens").index(i).to_string(),
                format!(
                    "The token {en} stands {where_en} and can never be moved, so the game can never be won: let it \
                     move, or put it in a zone where it belongs."
                ),
                format!(
                    "Le jeton {fr} est {where_fr} et ne peut jamais être déplacé, donc le jeu ne peut jamais être \
                     gagné\u{a0}: permettez-lui de bouger, ou posez-le dans une zone où il va."
                ),
            )
        });
    }
}

/// The zones are the only way to win: another condition, or a count that names a winner at
/// the end, may still end the game won.
fn only_zones_win(game: &Game) -> bool {
    let w = &game.rules().win;
    let zones = w.zones_valid || w.zones_valid_and_tray_empty || w.zones_valid_and_grid_full;
    let lines = game.rules().lines.as_ref().is_some_and(|l| l.effect == LineEffect::Win);
    let other = w.grid_empty || w.grid_full || w.tray_empty || w.tokens_left.is_some() || w.own_tokens_home || lines;
    game.zones_ask && zones && !other && game.ranking() == Ranking::FirstToWin
}

/// Nothing ever moves a grid token of this kind: it is fixed, or it moves but neither inside
/// the grid nor out of it, and no die, flying or capture moves it for the player.
fn never_moves(game: &Game, info: &TypeInfo, captures: bool, trays: bool, waiting: bool) -> bool {
    match info.mode {
        HandlingMode::Fixed => true,
        HandlingMode::Select => false,
        HandlingMode::Move => {
            let p = &info.permissions;
            let leaves = (p.grid_to_tray && trays) || (p.grid_to_waiting && waiting);
            let flies = game.rules().flying > 0 && info.owners != 0;
            info.in_grid == InGrid::Fixed && !leaves && !flies && info.die.is_none() && !captures
        }
    }
}
