//! `validate`'s look at a puzzle (one player, won by its zones, no tray: sliding tiles, a race
//! home): can it be won, and does it ask more than one move? (A sort game's tray is looked at
//! by the loader's lessons: a zone nothing goes in.) The solver sits above the loader, so this finding is the command
//! line's: a small budget of positions, and nothing said when the search stops before knowing.

use tablier::engine::new_game;
use tablier::game::Game;
use tablier::load::Problem;
use tablier::search::{solve, Limits, Solution};

/// A few seeds: the start of a shuffled puzzle changes with the seed.
const SEEDS: [u64; 3] = [1, 2, 3];

pub(crate) fn puzzle_problems(game: &Game) -> Vec<Problem> {
    let w = &game.rules().win;
    let by_zones = w.zones_valid || w.zones_valid_and_tray_empty || w.zones_valid_and_grid_full;
    let trays = game.boards.iter().any(|b| b.kind == tablier::game::BoardKind::Tray);
    if game.players.len() > 1 || !game.zones_ask || !by_zones || trays {
        return Vec::new();
    }
    let limits = Limits { breadth_positions: 5_000, depth_nodes: 50_000, beam_width: 0, memory: 1 << 26 };
    let mut one_move = 0;
    for seed in SEEDS {
        match solve(game, &new_game(game, seed, 1), limits) {
            Solution::Impossible { why, .. } => {
                let why = why.unwrap_or_else(|| {
                    tablier::lang::Text::new(
                        "every position that can be reached from the start was tried.",
                        "toutes les positions que l'on peut atteindre depuis le départ ont été essayées.",
                    )
                });
                return vec![Problem::new(
                    "rules.win",
                    format!("This puzzle can never be won: {}", why.en),
                    format!("Ce casse-tête ne peut jamais être gagné\u{a0}: {}", why.fr),
                )];
            }
            Solution::Found { actions, .. } if actions.len() <= 1 => one_move += 1,
            _ => {}
        }
    }
    if one_move == SEEDS.len() {
        return vec![Problem::new(
            "rules.win",
            "This puzzle is won in one move: there is nothing to look for. Place the tokens further from their \
             places, or shuffle them.",
            "Ce casse-tête est gagné en un seul coup\u{a0}: il n'y a rien à chercher. Placez les jetons plus loin de leur \
             place, ou mélangez-les.",
        )];
    }
    Vec::new()
}
