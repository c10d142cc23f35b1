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
use crate::game::{BoardKind, CellId, Game, TokenId};
use crate::model::{EncloseEffect, HandlingMode, DIRECTIONS};

/// A token of another side than `me` that can be enclosed: owned by players, handled.
fn other(game: &Game, state: &State, t: TokenId, me: u32) -> bool {
    let owners = state.tokens[t as usize].owners;
    owners != 0 && owners != me && state.ty(game, t).mode != HandlingMode::Fixed
}

/// Visit each line of tokens enclosed from `cell` by a token of owners `me` standing there
/// (or about to); stop when `visit` says so.
fn each_line(game: &Game, state: &State, cell: CellId, me: u32, visit: &mut dyn FnMut(&[TokenId]) -> bool) {
    if me == 0 {
        return;
    }
    let mut caught: Vec<TokenId> = Vec::new();
    for d in DIRECTIONS {
        caught.clear();
        let mut at = cell;
        while game.cells[at as usize].moves & d.bit() != 0 {
            let Some(next) = game.neighbour(at, d, false) else { break };
            let Some(t) = state.visible(next) else { break };
            if other(game, state, t, me) {
                caught.push(t);
                at = next;
                continue;
            }
            if state.tokens[t as usize].owners == me && !caught.is_empty() && !visit(&caught) {
                return;
            }
            break;
        }
    }
}

/// Would `token` put down on `cell` enclose anything?
fn encloses(game: &Game, state: &State, token: TokenId, cell: CellId) -> bool {
    let mut any = false;
    each_line(game, state, cell, state.tokens[token as usize].owners, &mut |_| {
        any = true;
        false
    });
    any
}

/// The placement check: a token coming onto the grid from another board must enclose.
pub(crate) fn check_placement(
    game: &Game,
    state: &State,
    token: TokenId,
    from: CellId,
    to: CellId,
) -> Result<(), Refusal> {
    let must = game.rules().enclosing.as_ref().is_some_and(|r| r.placement_must_enclose);
    if must
        && game.kind_of(from) != BoardKind::Grid
        && game.kind_of(to) == BoardKind::Grid
        && !encloses(game, state, token, to)
    {
        return Err(Refusal::MustEnclose);
    }
    Ok(())
}

/// After `token` was put down on grid cell `cell`: turn or take what it encloses.
pub(crate) fn after_landing(game: &Game, state: &mut State, token: TokenId, cell: CellId, events: &mut Vec<Event>) {
    let Some(rule) = game.rules().enclosing.as_ref() else { return };
    if game.kind_of(cell) != BoardKind::Grid {
        return;
    }
    let me = state.tokens[token as usize].owners;
    let mut caught: Vec<TokenId> = Vec::new();
    each_line(game, state, cell, me, &mut |line| {
        caught.extend_from_slice(line);
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
