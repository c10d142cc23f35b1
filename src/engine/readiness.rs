//! Is a design ready to play? The loader's problems, then what only a new game shows: a game
//! that nobody can play, or that is won before anyone plays, and what a child would be taught
//! wrongly (`load::lessons`). The designer's problems panel and `tablier validate` use this, so
//! "no problem" always means a game that can be played and won only by playing it.

use super::{conditions, new_game};
use crate::game::Game;
use crate::load::{check, Problem};
use crate::model::Design;

/// Every problem of a design, the loader's and the new game's.
pub fn design_problems(design: &Design) -> Vec<Problem> {
    let problems = check(design);
    if !problems.is_empty() {
        return problems;
    }
    match Game::new(design) {
        Ok(game) => {
            let mut problems = start_problems(&game);
            problems.extend(teaching_problems(&game));
            problems
        }
        Err(problems) => problems,
    }
}

/// What a child would be taught wrongly (`load::lessons`), with the starting points' names that
/// a text may still hold: checked here, above both the loader and the designer's edits.
pub fn teaching_problems(game: &Game) -> Vec<Problem> {
    crate::load::lessons(game, crate::edit::template_names(game.design.kind))
}

/// A few seeds: a shuffled start may be won by chance on some and not on others.
const SEEDS: [u64; 3] = [1, 2, 3];

/// What a new game (a few seeds, each number of players it offers) shows before any move.
pub fn start_problems(game: &Game) -> Vec<Problem> {
    let mut out = Vec::new();
    let starts = game.player_counts().into_iter().flat_map(|n| SEEDS.map(|seed| (seed, n)));
    for (seed, n) in starts {
        let state = new_game(game, seed, n);
        if state.is_over() {
            out.push(Problem::new(
                "",
                "Nothing can be played yet: no player can move, turn over or take any token. Place tokens on \
                 the grid or in a tray, and check who may handle them and where they may go.",
                "Rien ne peut encore être joué\u{a0}: aucun joueur ne peut déplacer, retourner ni prendre de jeton. \
                 Posez des jetons sur la grille ou dans une réserve, et vérifiez qui peut les manipuler et où ils \
                 peuvent aller.",
            ));
            break;
        }
        let winner = (0..state.players.len()).find(|&p| {
            let mut s = state.clone();
            s.current = p;
            conditions::won_already(game, &s)
        });
        if let Some(p) = winner {
            let (who, g) = (&state.players[p].name, state.players[p].grammar);
            out.push(Problem::new(
                "rules.win",
                format!(
                    "{} would win before playing: a win condition is already true at the start. Place the \
                     tokens elsewhere, or choose other win conditions.",
                    who.en
                ),
                format!(
                    "{} {} avant de jouer\u{a0}: une condition de victoire est déjà vraie au départ. Posez les \
                     jetons ailleurs, ou choisissez d'autres conditions de victoire.",
                    g.subject_fr(&who.fr),
                    g.fr("gagnerait", "gagneraient")
                ),
            ));
            break;
        }
    }
    out
}
