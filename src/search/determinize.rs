//! One possible world consistent with what the players know: face-down tokens nobody has seen
//! change places among themselves (only with tokens whose backs look the same), and the dice
//! get a fresh generator, so that a search neither peeks at hidden faces nor knows future
//! rolls. The world drawn depends only on what is known, never on where the hidden tokens
//! really lie: the same seed gives the same world for two games that differ only there.

use super::Seen;
use crate::engine::State;
use crate::game::{CellId, Game, TokenId, NONE};
use crate::model::{HandlingMode, QueueOrder};
use crate::rng::Rng;

/// Does the design hide anything from the players or leave anything to chance?
pub fn has_chance_or_hidden(game: &Game) -> bool {
    !game.design.dice.is_empty() || game.types.iter().any(|t| t.mode == HandlingMode::Select) || hidden_queues(game)
}

/// A shuffled queue of several kinds: nobody knows what comes next (Azul's bag).
pub fn hidden_queues(game: &Game) -> bool {
    game.boards.iter().any(|b| {
        b.queue_order == QueueOrder::Random
            && b.queue
                .windows(2)
                .any(|w| game.tokens[w[0] as usize].token_type != game.tokens[w[1] as usize].token_type)
    })
}

/// A face-down select-mode token nobody has seen, alone in its cell (stacks are left alone:
/// a token under another is not simply swapped).
fn hidden(game: &Game, state: &State, seen: &Seen, t: TokenId) -> bool {
    let tok = &state.tokens[t as usize];
    state.ty(game, t).mode == HandlingMode::Select
        && !tok.face_up
        && !tok.locked
        && tok.cell != NONE
        && tok.below == NONE
        && state.top[tok.cell as usize] == t
        && !seen.knows(t)
}

/// What shows of a face-down token: its back picture and who may handle it.
fn back(game: &Game, state: &State, t: TokenId) -> (String, u32) {
    let kind = state.tokens[t as usize].kind as usize;
    let picture = game.design.token_types.get(kind).map(|ty| ty.back.clone()).unwrap_or_default();
    (picture, state.tokens[t as usize].owners)
}

/// Make `world` a determinization of `state`, drawing from `rng`.
pub fn determinize(game: &Game, state: &State, seen: &Seen, rng: &mut Rng, world: &mut State) {
    world.clone_from(state);
    world.rng = Rng::new(rng.next_u64());
    let mut groups: Vec<((String, u32), Vec<TokenId>)> = Vec::new();
    for t in 0..state.tokens.len() as TokenId {
        if !hidden(game, state, seen, t) {
            continue;
        }
        let key = back(game, state, t);
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, list)) => list.push(t),
            None => groups.push((key, vec![t])),
        }
    }
    // What is left in a shuffled queue (and the lid it refills from) is drawn in any order.
    for (b, board) in game.boards.iter().enumerate() {
        if board.queue_order == QueueOrder::Random {
            let q = &mut world.queues[b];
            let mut rest = q.tokens.split_off(q.next);
            rest.sort_unstable();
            rng.shuffle(&mut rest);
            q.tokens.extend(rest);
        }
    }
    for (_, tokens) in groups {
        // Cells in a known order, then shuffled: the draw does not depend on who lies where.
        let mut cells: Vec<CellId> = tokens.iter().map(|t| state.tokens[*t as usize].cell).collect();
        cells.sort_unstable();
        rng.shuffle(&mut cells);
        for (&t, &c) in tokens.iter().zip(&cells) {
            world.tokens[t as usize].cell = c;
            world.top[c as usize] = t;
        }
    }
}
