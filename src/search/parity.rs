//! The three-colour proof that a jump-capture board cannot end with N tokens left.
//!
//! Colour cell (r, c) with (a r + b c) mod 3. When every direction a jump may take steps
//! across colours (a dr + b dc is not a multiple of 3), the three cells of a jump (from,
//! over, to) have three different colours: a jump takes one token off two colours and puts
//! one on the third, so every colour's count changes parity at each jump. After k jumps each
//! count has the start's parity plus k; an end position whose counts disagree is unreachable.
//! Which colourings hold is worked out from the grid's direction tables, so a design whose
//! jumps go along a colour (diagonals under a diagonal colouring) claims nothing.

use crate::engine::State;
use crate::game::{CellId, Game};
use crate::lang::{Lang, Text};
use crate::model::{HandlingMode, DIRECTIONS};

/// The colourings up to renaming the colours: rows, columns and the two diagonals.
const COLOURINGS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, 2)];

/// Larger targets are not checked (the count of end positions grows with its square).
const MAX_LEFT: u32 = 2_000;

fn colour(game: &Game, cell: CellId, (a, b): (i32, i32)) -> usize {
    let info = &game.cells[cell as usize];
    (a * info.row as i32 + b * info.column as i32).rem_euclid(3) as usize
}

/// Cells a token may end on: playable grid cells without a fixed token.
fn open_cells(game: &Game, state: &State) -> Vec<CellId> {
    game.grid()
        .cells()
        .filter(|&c| game.cells[c as usize].playable)
        .filter(|&c| state.stack(c).all(|t| state.ty(game, t).mode != HandlingMode::Fixed))
        .collect()
}

/// The colourings under which every jump the grid allows changes all three counts' parity.
fn holding(game: &Game) -> Vec<(i32, i32)> {
    let steps: Vec<(i32, i32)> = DIRECTIONS
        .iter()
        .filter(|d| {
            game.grid().cells().any(|c| game.cells[c as usize].playable && game.cells[c as usize].moves & d.bit() != 0)
        })
        .map(|d| d.delta())
        .collect();
    COLOURINGS
        .into_iter()
        .filter(|&(a, b)| steps.iter().all(|&(dr, dc)| (a * dr + b * dc).rem_euclid(3) != 0))
        .collect()
}

/// Per colour: the tokens standing on it (fixed ones are background).
fn counts(game: &Game, state: &State, colouring: (i32, i32)) -> [u32; 3] {
    let mut n = [0u32; 3];
    for c in game.grid().cells() {
        let tokens = state.stack(c).filter(|&t| state.ty(game, t).mode != HandlingMode::Fixed).count() as u32;
        n[colour(game, c, colouring)] += tokens;
    }
    n
}

/// Why a design where every action is one jump-capture (see `shape::same_length`) cannot
/// end with `left` tokens from `state`, or None when the colours allow it (which proves
/// nothing either way).
pub(crate) fn impossible(game: &Game, state: &State, left: u32) -> Option<Text> {
    let colourings = holding(game);
    if colourings.is_empty() || left > MAX_LEFT {
        return None;
    }
    let starts: Vec<[u32; 3]> = colourings.iter().map(|&k| counts(game, state, k)).collect();
    let total: u32 = starts[0].iter().sum();
    if total <= left {
        return None;
    }
    // Every jump takes one token: the end comes after exactly this many.
    let jumps = total - left;
    let fits = |start: &[u32; 3], end: [u32; 3]| (0..3).all(|i| (start[i] + end[i] + jumps) % 2 == 0);
    let open = open_cells(game, state);
    let possible = if left == 1 {
        // One token: some cell must suit every colouring at once.
        open.iter().any(|&cell| {
            colourings.iter().zip(&starts).all(|(&k, start)| {
                let mut end = [0; 3];
                end[colour(game, cell, k)] = 1;
                fits(start, end)
            })
        })
    } else {
        colourings.iter().zip(&starts).all(|(&k, start)| {
            let mut room = [0u32; 3];
            for &c in &open {
                room[colour(game, c, k)] += 1;
            }
            (0..=left.min(room[0])).any(|a| {
                (0..=(left - a).min(room[1])).any(|b| {
                    let c = left - a - b;
                    c <= room[2] && fits(start, [a, b, c])
                })
            })
        })
    };
    (!possible).then(|| reason(game, state, left))
}

fn reason(game: &Game, state: &State, left: u32) -> Text {
    // The name of the tokens left, when they are all of one type.
    let mut kinds =
        game.grid().cells().flat_map(|c| state.stack(c)).filter(|&t| state.ty(game, t).mode != HandlingMode::Fixed);
    let first = kinds.next();
    let one_kind = first.filter(|&f| kinds.all(|t| state.tokens[t as usize].kind == state.tokens[f as usize].kind));
    let name = |lang: Lang| {
        let any = if lang == Lang::Fr { "jeton" } else { "token" };
        crate::lang::lower(one_kind.map_or(any, |t| game.token_type_name(t, lang)))
    };
    let (en, fr) = if left == 1 {
        (format!("one {}", name(Lang::En)), format!("1 {}", name(Lang::Fr)))
    } else {
        (format!("{left} tokens"), format!("{left} jetons"))
    };
    Text::new(
        format!(
            "No solution: this board can never end with {en} left (the squares' colours do not allow it: colour them \
             with three colours in stripes, and every jump changes the parity of all three counts at once)."
        ),
        format!(
            "Pas de solution\u{a0}: ce plateau ne peut jamais finir avec {fr} (les couleurs des cases ne le permettent pas\u{a0}: \
             colorie-les de trois couleurs en bandes, et chaque saut change à la fois la parité des trois nombres)."
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(moves: &str) -> Game {
        let json = format!(
            r#"{{"format": 1, "token_types": [{{"id": "peg", "in_grid": "jump-capture"}}],
                "grid": {{"geometry": {{"rows": 5, "columns": 5}}, "order": "keep", "moves": {moves},
                         "tokens": [{{"type": "peg", "at": [0, 0]}}]}},
                "rules": {{"win": {{"tokens_left": 1}}}}}}"#
        );
        Game::from_json(&json).unwrap_or_else(|p| panic!("{p:?}"))
    }

    #[test]
    fn the_colourings_that_hold_follow_the_directions() {
        let square = game(r#"["up", "down", "left", "right"]"#);
        assert_eq!(holding(&square), vec![(1, 1), (1, 2)]);
        // A hexagonal board in axial coordinates: one diagonal colouring still holds.
        let hex = game(r#"["up", "down", "left", "right", "up-right", "down-left"]"#);
        assert_eq!(holding(&hex), vec![(1, 2)]);
        // All eight directions: each colouring has a direction along one colour.
        let eight = game(r#"["up", "down", "left", "right", "up-left", "up-right", "down-left", "down-right"]"#);
        assert!(holding(&eight).is_empty());
    }
}
