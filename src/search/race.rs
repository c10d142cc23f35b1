//! A beam search for one-player races: designs won by bringing tokens into the zones that
//! match them (Chinese checkers solitaire). It works turn by turn, a whole chain of jumps
//! being one turn, and keeps the positions whose tokens are closest to their zones.

use std::collections::{HashSet, VecDeque};

use super::budget::{state_bytes, Budget, Stop};
use super::Symmetries;
use crate::engine::{apply, legal_actions, Action, State, Status};
use crate::game::{matches, BoardKind, CellId, Game, PropSet, NONE};
use crate::model::DIRECTIONS;

/// Far enough to mean "cannot get there".
const FAR: u32 = 10_000;

/// Steps from every grid cell to the nearest cell of a zone matching `props`, along the
/// direction tables (round the edges with `wrap`, as one-cell moves go) and ignoring tokens.
fn distances(game: &Game, props: PropSet, wrap: bool) -> Vec<u32> {
    let rule = game.rules().matching;
    let mut dist = vec![FAR; game.cells.len()];
    let mut back: Vec<Vec<CellId>> = vec![Vec::new(); game.cells.len()];
    let mut queue = VecDeque::new();
    for a in game.grid().cells() {
        let info = &game.cells[a as usize];
        for d in DIRECTIONS.iter().filter(|d| info.moves & d.bit() != 0) {
            if let Some(b) = game.neighbour(a, *d, wrap) {
                back[b as usize].push(a);
            }
        }
        let zone = game.zones[info.zone as usize].props;
        if info.playable && !zone.is_empty() && matches(rule, props, zone) {
            dist[a as usize] = 0;
            queue.push_back(a);
        }
    }
    while let Some(b) = queue.pop_front() {
        for &a in &back[b as usize] {
            if dist[a as usize] == FAR {
                dist[a as usize] = dist[b as usize] + 1;
                queue.push_back(a);
            }
        }
    }
    dist
}

/// The distance tables of every token's property set, and the heuristic built on them.
pub(crate) struct Goal {
    /// Per token: its distance table (index into `tables`), or none for tokens without properties.
    table_of: Vec<Option<usize>>,
    tables: Vec<Vec<u32>>,
}

impl Goal {
    /// Steps the player's own tokens still have to go to their zones, summed (computer
    /// players weigh races with it).
    pub(crate) fn steps_left(&self, game: &Game, state: &State, player: usize) -> u32 {
        let bit = 1u32 << state.players[player].design_player;
        let mut total = 0u32;
        for (t, table) in self.table_of.iter().enumerate() {
            let Some(table) = table else { continue };
            if state.tokens[t].owners & bit == 0 {
                continue;
            }
            let cell = state.tokens[t].cell;
            let d = if cell == NONE || game.kind_of(cell) != BoardKind::Grid {
                FAR
            } else {
                self.tables[*table][cell as usize]
            };
            total = total.saturating_add(d.min(100));
        }
        total
    }

    pub(crate) fn new(game: &Game) -> Goal {
        Goal::along(game, false)
    }

    /// The tables for tokens whose steps go round the grid's edges (`wrap`) or not.
    pub(crate) fn along(game: &Game, wrap: bool) -> Goal {
        let mut sets: Vec<PropSet> = Vec::new();
        let mut tables = Vec::new();
        let table_of = game
            .tokens
            .iter()
            .map(|t| {
                let props = game.types[t.token_type as usize].props;
                if props.is_empty() {
                    return None;
                }
                Some(sets.iter().position(|s| *s == props).unwrap_or_else(|| {
                    sets.push(props);
                    tables.push(distances(game, props, wrap));
                    tables.len() - 1
                }))
            })
            .collect();
        Goal { table_of, tables }
    }

    /// Every token's distance to its zones, summed: when each action moves one token one step,
    /// no fewer actions can win (None: some token can never reach a zone of its own).
    pub(crate) fn lower_bound(&self, game: &Game, state: &State) -> Option<u32> {
        let mut total = 0u32;
        for (t, table) in self.table_of.iter().enumerate() {
            let Some(table) = table else { continue };
            let cell = state.tokens[t].cell;
            if cell == NONE || game.kind_of(cell) != BoardKind::Grid {
                return None;
            }
            let d = self.tables[*table][cell as usize];
            if d >= FAR {
                return None;
            }
            total = total.saturating_add(d);
        }
        Some(total)
    }

    /// Every token's distance to its zones, summed, plus the sum of their squares: a straggler
    /// left far behind costs more than the same steps spread over several tokens, so the beam
    /// keeps the pegs moving together, which leaves them stepping stones to jump along (Chinese
    /// checkers solitaire at the default width: 33 turns instead of 39, in the same time).
    fn cost(&self, game: &Game, state: &State) -> u32 {
        let mut total = 0;
        let mut squares = 0u32;
        for (t, table) in self.table_of.iter().enumerate() {
            let Some(table) = table else { continue };
            let cell = state.tokens[t].cell;
            let d = if cell == NONE || game.kind_of(cell) != BoardKind::Grid {
                FAR
            } else {
                self.tables[*table][cell as usize]
            };
            total += d;
            squares = squares.saturating_add(d.saturating_mul(d));
        }
        total.saturating_mul(4).saturating_add(squares)
    }
}

/// Bytes a key costs in a seen set.
const SEEN_BYTES: usize = 40;

/// Every position one whole turn away, with the actions that reach it (chains explored).
/// The states returned stay counted in `budget`.
fn turns(game: &Game, start: &State, sym: &Symmetries, budget: &mut Budget) -> Result<Vec<(State, Vec<Action>)>, Stop> {
    let moves = start.players[start.current].moves;
    let mut out = Vec::new();
    let mut seen: HashSet<u128> = HashSet::new();
    let mut stack = vec![(start.clone(), Vec::new())];
    budget.keep(state_bytes(start))?;
    let mut actions = Vec::new();
    let result = (|| {
        while let Some((state, path)) = stack.pop() {
            budget.free(state_bytes(&state));
            legal_actions(game, &state, &mut actions);
            for &a in &actions {
                let mut child = state.clone();
                if !apply(game, &mut child, a).accepted() {
                    continue;
                }
                budget.visit()?;
                let mut steps = path.clone();
                steps.push(a);
                let done = child.is_over() || child.players[start.current].moves > moves;
                if !seen.insert(sym.key(game, &child) ^ done as u128) {
                    continue;
                }
                budget.keep(SEEN_BYTES + state_bytes(&child))?;
                if done {
                    out.push((child, steps));
                } else {
                    stack.push((child, steps));
                }
            }
        }
        Ok(())
    })();
    // What this turn kept for itself is given back; only `out` stays counted.
    budget.free(seen.len() * SEEN_BYTES + stack.iter().map(|(s, _)| state_bytes(s)).sum::<usize>());
    if let Err(stop) = result {
        budget.free(out.iter().map(|(s, _)| state_bytes(s)).sum());
        return Err(stop);
    }
    Ok(out)
}

/// A race stopped by a budget: why, and the actions to the most promising position reached
/// (a step the right way, for a hint).
pub(crate) struct Stopped {
    pub stop: Stop,
    pub towards: Vec<Action>,
}

/// The actions to the cheapest position of the next turn found so far, else of this turn.
fn best(next: &[(u32, State, Vec<Action>)], beam: &[(u32, State, Vec<Action>)]) -> Vec<Action> {
    let cheapest =
        |list: &[(u32, State, Vec<Action>)]| list.iter().min_by_key(|(cost, _, _)| *cost).map(|(_, _, p)| p.clone());
    cheapest(next).or_else(|| cheapest(beam)).unwrap_or_default()
}

/// Search for a win, keeping `width` positions per turn. Returns the actions and the number
/// of turns, or None when the beam runs dry or `max_turns` pass.
pub(crate) fn race(
    game: &Game,
    start: &State,
    width: usize,
    max_turns: u32,
    budget: &mut Budget,
) -> Result<Option<(Vec<Action>, u32)>, Stopped> {
    if start.players.len() != 1 {
        return Ok(None);
    }
    let goal = Goal::new(game);
    let sym = Symmetries::identity(game);
    let mut seen: HashSet<u128> = HashSet::new();
    let mut beam: Vec<(u32, State, Vec<Action>)> = vec![(goal.cost(game, start), start.clone(), Vec::new())];
    let bytes =
        |list: &[(u32, State, Vec<Action>)]| list.iter().map(|(_, s, p)| state_bytes(s) + p.len() * 12).sum::<usize>();
    for turn in 1..=max_turns {
        let mut next: Vec<(u32, State, Vec<Action>)> = Vec::new();
        for (_, state, path) in &beam {
            let children = match turns(game, state, &sym, budget) {
                Ok(children) => children,
                Err(stop) => return Err(Stopped { stop, towards: best(&next, &beam) }),
            };
            for (child, steps) in children {
                budget.free(state_bytes(&child));
                if !seen.insert(sym.key(game, &child)) {
                    continue;
                }
                let mut full = path.clone();
                full.extend(steps);
                if child.status == Status::Won {
                    return Ok(Some((full, turn)));
                }
                if !child.is_over() {
                    if let Err(stop) = budget.keep(SEEN_BYTES + state_bytes(&child) + full.len() * 12) {
                        return Err(Stopped { stop, towards: best(&next, &beam) });
                    }
                    next.push((goal.cost(game, &child), child, full));
                }
            }
        }
        if next.is_empty() {
            return Ok(None);
        }
        crate::sort::sort_by_key(&mut next, |(cost, _, path)| (*cost, path.len()));
        budget.free(bytes(&next[width.min(next.len())..]));
        next.truncate(width);
        if turn > 1 {
            budget.free(bytes(&beam));
        }
        beam = next;
    }
    Ok(None)
}
