//! Position keys for transposition tables: tokens of the same type are interchangeable, and
//! positions that a symmetry of the board maps onto each other share one key.

use crate::engine::State;
use crate::game::{CellId, Game, TokenId, NONE};
use crate::model::{Direction, DIRECTIONS};

/// Symmetries of the grid, each a permutation of the game's cells (only playable grid cells
/// move): those under which the whole design is unchanged (`of`), or only the grid's shape and
/// moves, zones aside (`of_shape`: a race's start may be the image of its goal under one).
#[derive(Clone, Debug)]
pub struct Symmetries {
    pub maps: Vec<Vec<CellId>>,
}

impl Symmetries {
    /// The symmetries of a game's grid; always includes the identity.
    pub fn of(game: &Game) -> Symmetries {
        Symmetries::of_lattice(game, true)
    }

    /// The symmetries of the grid's shape and moves, its zones aside.
    pub(crate) fn of_shape(game: &Game) -> Symmetries {
        Symmetries::of_lattice(game, false)
    }

    /// The maps of the grid's playable cells onto themselves that keep their numbers, their
    /// moves, their neighbours (round the edges too) and, with `zones`, their zones, taken among
    /// every (row, column) -> L (row, column) + offset with L a 2 x 2 matrix of -1, 0 and 1: a
    /// square's eight and, on a grid drawn with shifted rows (hexagons, a star), the
    /// reflections and turns of that lattice, which the square's eight miss (Chinese
    /// checkers' star: twelve, where a square's eight give four). Cells off the playable grid
    /// stay where they are. The identity comes first.
    fn of_lattice(game: &Game, zones: bool) -> Symmetries {
        let grid = game.grid();
        let playable: Vec<CellId> = grid.cells().filter(|&c| game.cells[c as usize].playable).collect();
        let at = |c: CellId| (game.cells[c as usize].row as i32, game.cells[c as usize].column as i32);
        let mut maps: Vec<Vec<CellId>> = vec![(0..game.cells.len() as CellId).collect()];
        let Some(&first) = playable.first() else { return Symmetries { maps } };
        for code in 0..81 {
            let l = [code % 3 - 1, code / 3 % 3 - 1, code / 9 % 3 - 1, code / 27 - 1];
            if l[0] * l[3] - l[1] * l[2] == 0 || l == [1, 0, 0, 1] {
                continue;
            }
            let apply = |(r, c): (i32, i32)| (l[0] * r + l[1] * c, l[2] * r + l[3] * c);
            let turned = |d: Direction| DIRECTIONS.iter().copied().find(|x| x.delta() == apply(d.delta()));
            // The offset that takes the smallest image onto the smallest cell: the only one that
            // can map the playable cells onto themselves.
            let low = playable.iter().map(|&c| apply(at(c))).min().unwrap_or_default();
            let offset = (at(first).0 - low.0, at(first).1 - low.1);
            let mut map: Vec<CellId> = (0..game.cells.len() as CellId).collect();
            let placed = playable.iter().all(|&c| {
                let (r, col) = apply(at(c));
                let (r, col) = (r + offset.0, col + offset.1);
                let Some(image) = (r >= 0 && col >= 0).then(|| grid.cell_at(r as u32, col as u32)).flatten() else {
                    return false;
                };
                let (a, b) = (&game.cells[c as usize], &game.cells[image as usize]);
                map[c as usize] = image;
                b.playable && a.number == b.number && (!zones || a.zone == b.zone)
            });
            // Every move of a cell is the image cell's move the other way round, to the image
            // of the same neighbour (a playable one), straight or round the grid's edges.
            let on = |n: Option<CellId>| n.filter(|&n| game.cells[n as usize].playable);
            let moves_kept = |c: CellId| {
                let (a, b) = (game.cells[c as usize].moves, game.cells[map[c as usize] as usize].moves);
                let turned_moves = DIRECTIONS.iter().filter(|d| a & d.bit() != 0).try_fold(0u8, |m, &d| {
                    let t = turned(d)?;
                    let same = [false, true].iter().all(|&wrap| {
                        on(game.neighbour(c, d, wrap)).map(|n| map[n as usize])
                            == on(game.neighbour(map[c as usize], t, wrap))
                    });
                    same.then_some(m | t.bit())
                });
                turned_moves == Some(b)
            };
            // On a grid of one line, several matrices give the same map: kept once.
            if placed && playable.iter().all(|&c| moves_kept(c)) && !maps.contains(&map) {
                maps.push(map);
            }
        }
        Symmetries { maps }
    }

    /// Only the identity: for searches that must not merge mirrored positions.
    pub fn identity(game: &Game) -> Symmetries {
        Symmetries { maps: vec![(0..game.cells.len() as CellId).collect()] }
    }

    /// The smallest key of the state over all symmetries.
    pub fn key(&self, game: &Game, state: &State) -> u128 {
        if self.maps.len() == 1 {
            return self.plain_key(game, state);
        }
        // Stack values and everything off the grid are hashed once; only the grid cells'
        // places change from one symmetry to the next.
        let grid = game.grid().cells();
        let mut stacks: Vec<(CellId, u64)> = Vec::with_capacity(64);
        let (mut lo, mut hi) = (0u64, 0u64);
        each_occupied(game, state, |cell| {
            let value = stack_value(state, cell);
            if grid.contains(&cell) {
                stacks.push((cell, value));
            } else {
                let (a, b) = slot(cell as u64, value);
                lo = lo.wrapping_add(a);
                hi = hi.wrapping_add(b);
            }
        });
        let (a, b) = rest(game, state);
        let (lo, hi) = (lo.wrapping_add(a), hi.wrapping_add(b));
        let base = (game.cells.len() + state.queues.len() + 4 * state.players.len() + 1) as u64;
        self.maps
            .iter()
            .map(|map| {
                let (mut lo, mut hi) = (lo, hi);
                for &(cell, value) in &stacks {
                    let (a, b) = slot(map[cell as usize] as u64, value);
                    lo = lo.wrapping_add(a);
                    hi = hi.wrapping_add(b);
                }
                for (i, t) in state.selection.iter().enumerate() {
                    let cell = state.tokens[*t as usize].cell;
                    let (a, b) = slot(base + i as u64, map.get(cell as usize).map_or(NONE, |c| *c) as u64);
                    lo = lo.wrapping_add(a);
                    hi = hi.wrapping_add(b);
                }
                if let Some(t) = state.chain {
                    let cell = state.tokens[t as usize].cell;
                    let (a, b) = slot(base + 64, map.get(cell as usize).map_or(NONE, |c| *c) as u64);
                    lo = lo.wrapping_add(a);
                    hi = hi.wrapping_add(b);
                }
                (hi as u128) << 64 | lo as u128
            })
            .min()
            .unwrap_or(0)
    }
}

impl Symmetries {
    /// The key without symmetries (computer players search with it at every node): the same
    /// sums as `key` with the identity map, without gathering the grid's stacks first.
    fn plain_key(&self, game: &Game, state: &State) -> u128 {
        let (mut lo, mut hi) = rest(game, state);
        each_occupied(game, state, |cell| {
            let (a, b) = slot(cell as u64, stack_value(state, cell));
            lo = lo.wrapping_add(a);
            hi = hi.wrapping_add(b);
        });
        let base = (game.cells.len() + state.queues.len() + 4 * state.players.len() + 1) as u64;
        for (i, t) in state.selection.iter().enumerate() {
            let (a, b) = slot(base + i as u64, state.tokens[*t as usize].cell as u64);
            lo = lo.wrapping_add(a);
            hi = hi.wrapping_add(b);
        }
        if let Some(t) = state.chain {
            let (a, b) = slot(base + 64, state.tokens[t as usize].cell as u64);
            lo = lo.wrapping_add(a);
            hi = hi.wrapping_add(b);
        }
        (hi as u128) << 64 | lo as u128
    }
}

/// Calls `f` on every cell that holds a stack, once: found from the tokens when they are fewer
/// than the cells (a race of 10 pegs on a 289-cell star: show-me's search 20% faster), else
/// from the cells. The order differs, the keys' sums do not.
#[inline]
fn each_occupied(game: &Game, state: &State, f: impl FnMut(CellId)) {
    if state.tokens.len() < game.cells.len() {
        by_tokens(state, f)
    } else {
        by_cells(state, f)
    }
}

/// The cells whose top token is one of the tokens (each occupied cell has exactly one).
#[inline]
fn by_tokens(state: &State, mut f: impl FnMut(CellId)) {
    for (t, tok) in state.tokens.iter().enumerate() {
        if state.top.get(tok.cell as usize) == Some(&(t as TokenId)) {
            f(tok.cell);
        }
    }
}

#[inline]
fn by_cells(state: &State, mut f: impl FnMut(CellId)) {
    for cell in 0..state.top.len() as CellId {
        if state.top[cell as usize] != NONE {
            f(cell);
        }
    }
}

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The two 64-bit lanes of one (slot, value) pair; a position's key is their sum.
#[inline]
fn slot(slot: u64, value: u64) -> (u64, u64) {
    let v = mix(slot.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ value);
    (v, mix(v ^ 0xD6E8_FEB8_6659_FD93))
}

/// A cell's stack, as token types with their face and lock flags, from the top.
fn stack_value(state: &State, cell: CellId) -> u64 {
    let mut value = 0u64;
    for t in state.stack(cell) {
        let tok = &state.tokens[t as usize];
        let v = ((tok.owners as u64) << 18 | tok.kind as u64) << 2 | (tok.face_up as u64) << 1 | tok.locked as u64;
        value = mix(value ^ v.wrapping_add(1));
    }
    value
}

/// Queues, players and whose turn: what matters for the rest of the game besides the cells.
fn rest(game: &Game, state: &State) -> (u64, u64) {
    let (mut lo, mut hi) = (0u64, 0u64);
    let mut add = |s: u64, value: u64| {
        let (a, b) = slot(s, mix(value));
        lo = lo.wrapping_add(a);
        hi = hi.wrapping_add(b);
    };
    let base = game.cells.len() as u64;
    for (b, q) in state.queues.iter().enumerate() {
        add(base + b as u64, q.next as u64);
    }
    let base = base + state.queues.len() as u64;
    let lose = &game.rules().lose;
    for (i, p) in state.players.iter().enumerate() {
        let counters =
            if lose.max_moves > 0 || lose.max_errors > 0 { (p.moves as u64) << 32 | p.errors as u64 } else { 0 };
        add(base + 4 * i as u64, counters);
        add(base + 4 * i as u64 + 1, p.finish.map_or(0, |f| f as u64 + 1));
    }
    add(base + 4 * state.players.len() as u64, state.current as u64);
    for (i, p) in state.players.iter().enumerate() {
        add(base + 4 * i as u64 + 2, p.skip as u64 | (p.points as u64) << 32);
    }
    if state.take_due {
        add(base + 4 * state.players.len() as u64 + 3, 1);
    }
    let dice = (state.picked.map_or(NONE, |t| t) as u64) << 32 | state.last_steps as u32 as u64;
    add(base + 4 * state.players.len() as u64 + 1, dice);
    if let Some((t, target, tries)) = state.must_move {
        add(base + 4 * state.players.len() as u64 + 2, (t as u64) << 40 | (target as u64) << 8 | tries as u64);
    }
    (lo, hi)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{apply, legal_actions, new_game};
    use crate::rng::Rng;

    /// A square board keeps a square's eight symmetries; the star, a hexagonal lattice drawn
    /// with shifted rows, its twelve (zones aside), and with its goal zone the two that keep
    /// it (the identity and the reflection through the two points). Every map is a
    /// permutation of the cells that keeps which cells are playable.
    #[test]
    fn the_lattices_own_symmetries() {
        let english = Game::built_in("solitaire-english");
        assert_eq!(Symmetries::of(&english).maps.len(), 8);
        let star = Game::built_in("chinese-checkers-solitaire");
        assert_eq!(Symmetries::of_shape(&star).maps.len(), 12);
        assert_eq!(Symmetries::of(&star).maps.len(), 2);
        let othello = Game::built_in("othello");
        for game in [&english, &star, &othello] {
            for map in Symmetries::of_shape(game).maps {
                let mut sorted = map.clone();
                sorted.sort_unstable();
                assert_eq!(sorted, (0..game.cells.len() as CellId).collect::<Vec<_>>());
                assert!(map
                    .iter()
                    .enumerate()
                    .all(|(c, &i)| game.cells[c].playable == game.cells[i as usize].playable));
            }
        }
    }

    /// Both ways of finding the occupied cells give the same cells, through random games with
    /// stacks, trays and captures: keys stay the same whichever way a game takes.
    #[test]
    fn occupied_cells_are_the_same_from_tokens_and_from_cells() {
        let files = [
            include_str!("../../games/chinese-checkers-solitaire.json"),
            include_str!("../../games/othello.json"),
            include_str!("../../games/azul.json"),
            include_str!("../../games/morris.json"),
            include_str!("../../games/goose.json"),
        ];
        for json in files {
            let game = Game::from_json(json).unwrap_or_else(|p| panic!("{p:?}"));
            let mut state = new_game(&game, 3, *game.player_counts().last().unwrap_or(&1));
            let mut rng = Rng::new(3);
            let mut legal = Vec::new();
            for _ in 0..60 {
                let (mut a, mut b) = (Vec::new(), Vec::new());
                by_tokens(&state, |c| a.push(c));
                by_cells(&state, |c| b.push(c));
                a.sort_unstable();
                assert!(!a.is_empty());
                assert_eq!(a, b);
                legal_actions(&game, &state, &mut legal);
                if legal.is_empty() {
                    break;
                }
                apply(&game, &mut state, legal[rng.below(legal.len())]);
            }
        }
    }
}
