//! Trays that cannot do what the rules ask of them: fill a grid that must be full to win, give
//! each player the tokens a line needs, or cover a grid where tokens stay where they are put
//! (a game for two whose grid grew: the trays run out and it ends with empty squares).

use crate::game::{BoardKind, Game, Start};
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::model::{HandlingMode, InGrid, LineEffect};

pub(super) fn check_fill(game: &Game, out: &mut Checks) {
    let w = &game.rules().win;
    let cells = game.grid().cells().filter(|c| game.cells[*c as usize].playable).count();
    let tokens = game.tokens.len();
    let lines = game.rules().lines.as_ref().filter(|l| l.effect == LineEffect::Win);
    let full_wins = w.grid_full || (w.zones_valid_and_grid_full && game.zones_ask);
    let other_wins = w.grid_empty
        || w.tray_empty
        || w.tokens_left.is_some()
        || w.own_tokens_home
        || lines.is_some()
        || (game.zones_ask && (w.zones_valid || w.zones_valid_and_tray_empty));
    // Where to add tokens: the first tray's queue, else the grid.
    let at = if game.design.trays.is_empty() {
        Path::root().key("grid").key("tokens")
    } else {
        Path::root().key("trays").index(0).key("queue")
    };
    if full_wins && !other_wins && tokens < cells {
        out.add(|| {
            Problem::new(
                at.to_string(),
                format!(
                    "The game is won when the grid is full, but the grid has {cells} squares and the game only {tokens} \
                     tokens: it can never be won. Add tokens, or make the grid smaller."
                ),
                format!(
                    "Le jeu est gagné quand la grille est pleine, mais elle a {cells} cases et le jeu seulement {tokens} \
                     jetons\u{a0}: il ne peut jamais être gagné. Ajoutez des jetons, ou réduisez la grille."
                ),
            )
        });
    }
    let Some(lines) = lines else { return };
    let n = lines.length as usize;
    for (p, player) in game.players.iter().enumerate() {
        let bit = 1u32 << p;
        let own = game
            .tokens
            .iter()
            .filter(|t| {
                let ty = &game.types[t.token_type as usize];
                let theirs = ty.owners == 0 || ty.owners & bit != 0;
                let reach = match t.start {
                    Start::Cell(_) => true,
                    Start::Queue(b) => game.boards[b as usize].owners == 0 || game.boards[b as usize].owners & bit != 0,
                };
                theirs && reach && ty.mode == HandlingMode::Move
            })
            .count();
        if own < n {
            let (en, fr) = (&player.name.en, &player.name.fr);
            let at = match player.tray {
                Some(b) => Path::root().key("trays").index(b as usize - 1).key("queue"),
                None => Path::root().key("players").index(p),
            };
            out.add(|| {
                Problem::new(
                    at.to_string(),
                    format!("{en} has {own} tokens to play, too few to make the line of {n} that wins."),
                    format!("{fr} n'a que {own} jetons à jouer, trop peu pour la ligne de {n} qui fait gagner."),
                )
            });
        }
    }
    // Tokens that stay where they are put: the game ends when the trays are empty.
    let stay = game.types.iter().all(|t| t.mode != HandlingMode::Move || t.in_grid == InGrid::Fixed);
    let queued = game.tokens.iter().filter(|t| matches!(t.start, Start::Queue(_))).count();
    let placed = tokens - queued;
    let trays = game.boards.iter().any(|b| b.kind == BoardKind::Tray);
    if stay && trays && tokens < cells {
        let left = cells - placed;
        out.add(|| {
            Problem::new(
                at.to_string(),
                format!(
                    "The trays hold {queued} tokens for {left} free squares: once they are played the game ends, \
                     with squares left empty. Put at least {left} tokens in the trays, or make the grid smaller."
                ),
                format!(
                    "Les réserves ont {queued} jetons pour {left} cases libres\u{a0}: une fois joués, la partie s'arrête, \
                     avec des cases vides. Mettez au moins {left} jetons dans les réserves, ou réduisez la grille."
                ),
            )
        });
    }
}
