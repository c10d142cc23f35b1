//! Enclosing (`Rules::enclosing`): tokens of other players caught in a straight line between
//! the token just moved or placed and another token of the same side are turned to that side
//! or taken. With `placement_must_enclose`, a token put on the grid from a tray or waiting area
//! must catch at least one (Othello's rule).
//!
//! Lines follow the cells' direction tables (a table with all eight directions encloses along
//! diagonals too) and never wrap round the grid's edges.
//!
//! Serves Othello and Reversi (turn, must enclose), Hasami shogi and Tablut-like custodial
//! captures (take), and colour-changing puzzles.

use super::{boards, Event, Refusal, State};
use crate::game::{BoardKind, CellId, Game, TokenId, NONE};
use crate::model::{Direction, EncloseEffect, HandlingMode, DIRECTIONS};

/// The mover's side, as an owners bit: sides are players, not the placed token's owners (a
/// token shared by two players must not let one enclose the other's tokens for both).
fn side(state: &State) -> u32 {
    1 << state.players[state.current].design_player
}

/// A token that can be enclosed by side `me`: owned by players of which `me` is not one, handled.
fn other(game: &Game, state: &State, t: TokenId, me: u32) -> bool {
    let owners = state.tokens[t as usize].owners;
    owners != 0 && owners & me == 0 && state.ty(game, t).mode != HandlingMode::Fixed
}

/// Visit each direction in which a token of side `me` standing on `cell` (or about to)
/// encloses tokens, with how many; stop when `visit` says so.
fn each_line(game: &Game, state: &State, cell: CellId, me: u32, visit: &mut dyn FnMut(Direction, u32) -> bool) {
    for d in DIRECTIONS {
        let (mut at, mut caught) = (cell, 0);
        // Listing Othello's moves runs this for every candidate cell: kept tight.
        loop {
            let next = game.linked[at as usize][d as usize];
            if next == NONE {
                break;
            }
            let t = state.top[next as usize];
            if t == NONE {
                break;
            }
            if state.tokens[t as usize].owners & me != 0 {
                if caught > 0 && !visit(d, caught) {
                    return;
                }
                break;
            }
            if !other(game, state, t, me) {
                break;
            }
            caught += 1;
            at = next;
        }
    }
}

/// Would a token of the mover put down on `cell` enclose anything?
fn encloses(game: &Game, state: &State, cell: CellId) -> bool {
    let mut any = false;
    each_line(game, state, cell, side(state), &mut |_, _| {
        any = true;
        false
    });
    any
}

/// The placement check: a token coming onto the grid from another board must enclose.
pub(crate) fn check_placement(game: &Game, state: &State, from: CellId, to: CellId) -> Result<(), Refusal> {
    if must_enclose(game)
        && game.kind_of(from) != BoardKind::Grid
        && game.kind_of(to) == BoardKind::Grid
        && !encloses(game, state, to)
    {
        return Err(Refusal::MustEnclose);
    }
    Ok(())
}

/// Does a token coming onto the grid have to enclose?
fn must_enclose(game: &Game) -> bool {
    game.rules().enclosing.as_ref().is_some_and(|r| r.placement_must_enclose)
}

/// Grid cells where a token of the mover, coming from another board, might be placed when it must enclose:
/// empty cells next to a token of another side (every cell that encloses is one). Listing only
/// these keeps Othello's move listing fast. False when the rule does not narrow the cells.
pub(crate) fn placement_candidates(game: &Game, state: &State, out: &mut Vec<CellId>) -> bool {
    if !must_enclose(game) {
        return false;
    }
    let me = side(state);
    let cells = game.grid().cells();
    // Cells are marked in a bit set (on the stack for grids up to 1024 cells), then listed in
    // order: listing Othello's moves runs this at every position.
    let mut small = [0u64; 16];
    let mut large = Vec::new();
    let marks: &mut [u64] = if cells.end <= 1024 {
        &mut small
    } else {
        large.resize((cells.end as usize).div_ceil(64), 0);
        &mut large
    };
    for cell in cells.clone() {
        let t = state.top[cell as usize];
        if t == NONE || !other(game, state, t, me) {
            continue;
        }
        // Neighbours are symmetric (a step back from the next cell returns), so every cell
        // whose line starts at this token is one of its neighbours.
        for &n in game.neighbours[cell as usize][..8].iter() {
            if n != NONE && state.top[n as usize] == NONE {
                marks[n as usize / 64] |= 1 << (n % 64);
            }
        }
    }
    for (w, &word) in marks.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            out.push(w as CellId * 64 + bits.trailing_zeros());
            bits &= bits - 1;
        }
    }
    true
}

/// After the mover put a token down on grid cell `cell`: turn or take what it encloses.
pub(crate) fn after_landing(game: &Game, state: &mut State, cell: CellId, events: &mut Vec<Event>) {
    let Some(rule) = game.rules().enclosing.as_ref() else { return };
    if game.kind_of(cell) != BoardKind::Grid {
        return;
    }
    let me = side(state);
    let mut caught: Vec<TokenId> = Vec::new();
    each_line(game, state, cell, me, &mut |d, n| {
        let mut at = cell;
        for _ in 0..n {
            at = game.linked[at as usize][d as usize];
            caught.push(state.top[at as usize]);
        }
        true
    });
    let player = state.players[state.current].design_player;
    for t in caught {
        match rule.effect {
            EncloseEffect::Turn => {
                let turned = state.ty(game, t).turns_to.get(player).copied().flatten();
                let tok = &mut state.tokens[t as usize];
                match turned {
                    Some(kind) => {
                        tok.kind = kind;
                        tok.owners = game.types[kind as usize].owners;
                    }
                    None => tok.owners = me,
                }
                events.push(Event::Flipped { token: t });
            }
            EncloseEffect::Take => {
                let to = boards::send_to_result(game, state, t, events);
                events.push(Event::Captured { token: t, to });
            }
        }
    }
}
