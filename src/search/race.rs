//! A beam search for one-player races: designs won by bringing tokens into the zones that
//! match them (Chinese checkers solitaire). It works turn by turn, a whole chain of jumps
//! being one turn, and keeps the positions whose tokens are closest to their zones (`aim`);
//! when the goal is a single position, a second beam comes from it and the two meet (`meet`).

use super::aim::{on_grid, steps_to, zone_cells, Aim, FAR};
use super::budget::{state_bytes, Budget, Stop};
use super::key_set::KeySet;
use super::mirror::Mirror;
use super::whole_turn::{turns, SEEN_BYTES};
use super::Symmetries;
use crate::engine::{Action, State, Status};
use crate::game::{CellId, Game};

/// The distance tables of the places tokens go (one per set of target cells), and the
/// heuristic built on them.
pub(crate) struct Goal {
    /// Per token: its distance table (index into `tables`), or none for tokens no zone judges.
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
            let d = on_grid(game, state.tokens[t].cell).map_or(FAR, |cell| self.tables[*table][cell as usize]);
            total = total.saturating_add(d.min(100));
        }
        total
    }

    pub(crate) fn new(game: &Game) -> Goal {
        Goal::along(game, false)
    }

    /// The tables for tokens whose steps go round the grid's edges (`wrap`) or not.
    pub(crate) fn along(game: &Game, wrap: bool) -> Goal {
        // Per type its table, worked out once; types going to the same cells share one.
        let mut of_type: Vec<Option<Option<usize>>> = vec![None; game.types.len()];
        let mut targets: Vec<Vec<CellId>> = Vec::new();
        let mut tables = Vec::new();
        let table_of = game
            .tokens
            .iter()
            .map(|t| {
                let kind = t.token_type;
                *of_type[kind as usize].get_or_insert_with(|| {
                    if !game.types[kind as usize].checked {
                        return None;
                    }
                    let cells = zone_cells(game, kind);
                    Some(targets.iter().position(|c| *c == cells).unwrap_or_else(|| {
                        tables.push(steps_to(game, &cells, wrap));
                        targets.push(cells);
                        tables.len() - 1
                    }))
                })
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
            let cell = on_grid(game, state.tokens[t].cell)?;
            let d = self.tables[*table][cell as usize];
            if d >= FAR {
                return None;
            }
            total = total.saturating_add(d);
        }
        Some(total)
    }
}

/// A race stopped by a budget: why, and the actions to the most promising position reached
/// (a step the right way, for a hint).
pub(crate) struct Stopped {
    pub stop: Stop,
    pub towards: Vec<Action>,
}

/// A position kept by one side of the search, with the actions from that side's root.
struct Kept {
    cost: u32,
    state: State,
    path: Vec<Action>,
}

/// One side of the search: a beam from its root towards its aim, turn by turn.
struct Side {
    aim: Aim,
    /// When the goal is the start's mirror image, each position aims at its own image instead.
    mirror: Option<Mirror>,
    seen: KeySet,
    /// The positions of the last turn, cheapest first.
    beam: Vec<Kept>,
    /// Per turn (0: the root): the paths kept, for meetings (none when there is no other side).
    paths: Option<Vec<Vec<Vec<Action>>>>,
}

fn kept_bytes(list: &[Kept]) -> usize {
    list.iter().map(|k| state_bytes(&k.state) + k.path.len() * 12).sum()
}

impl Side {
    fn new(
        game: &Game,
        root: &State,
        aim: Aim,
        mirror: Option<Mirror>,
        sym: &Symmetries,
        meets: bool,
        budget: &mut Budget,
    ) -> Result<Side, Stop> {
        let mut seen = KeySet::default();
        seen.insert(sym.key(game, root));
        budget.keep(SEEN_BYTES + state_bytes(root))?;
        let mut side = Side { aim, mirror, seen, beam: Vec::new(), paths: meets.then(|| vec![vec![Vec::new()]]) };
        side.beam.push(Kept { cost: side.cost(game, root), state: root.clone(), path: Vec::new() });
        Ok(side)
    }

    fn cost(&self, game: &Game, state: &State) -> u32 {
        match &self.mirror {
            Some(mirror) => mirror.cost(game, state),
            None => self.aim.cost(game, state),
        }
    }

    /// One more turn: every child of the beam, the `width` cheapest kept. Some(actions) when a
    /// child wins (the side from the start only: `forward`).
    fn grow(
        &mut self,
        game: &Game,
        sym: &Symmetries,
        width: usize,
        forward: bool,
        budget: &mut Budget,
    ) -> Result<Option<Vec<Action>>, Stop> {
        let mut next: Vec<Kept> = Vec::new();
        let result = self.children(game, sym, forward, &mut next, budget);
        if !matches!(result, Ok(None)) {
            budget.free(kept_bytes(&next));
            return result;
        }
        next.sort_by_key(|k| (k.cost, k.path.len()));
        budget.free(kept_bytes(&next[width.min(next.len())..]));
        next.truncate(width);
        // The states of the last turn are given back; with another side, their paths stay.
        budget.free(self.beam.iter().map(|k| state_bytes(&k.state)).sum());
        if let Some(paths) = &mut self.paths {
            paths.push(next.iter().map(|k| k.path.clone()).collect());
        } else {
            budget.free(self.beam.iter().map(|k| k.path.len() * 12).sum());
        }
        self.beam = next;
        Ok(None)
    }

    fn children(
        &mut self,
        game: &Game,
        sym: &Symmetries,
        forward: bool,
        next: &mut Vec<Kept>,
        budget: &mut Budget,
    ) -> Result<Option<Vec<Action>>, Stop> {
        for parent in &self.beam {
            for (child, steps) in turns(game, &parent.state, sym, budget)? {
                budget.free(state_bytes(&child));
                if !self.seen.insert(sym.key(game, &child)) {
                    continue;
                }
                let mut full = Vec::with_capacity(parent.path.len() + steps.len());
                full.extend_from_slice(&parent.path);
                full.extend(steps);
                if child.status == Status::Won && forward {
                    return Ok(Some(full));
                }
                if !child.is_over() {
                    budget.keep(SEEN_BYTES + state_bytes(&child) + full.len() * 12)?;
                    next.push(Kept { cost: self.cost(game, &child), state: child, path: full });
                }
            }
        }
        Ok(None)
    }

    /// The turn just added to `other`'s paths, seen in the mirror: the paths from the goal of
    /// a beam that is `other`'s image.
    fn mirror_of(&mut self, mirror: &Mirror, other: &Side, budget: &mut Budget) -> Result<(), Stop> {
        let (Some(paths), Some(theirs)) = (&mut self.paths, &other.paths) else { return Ok(()) };
        let layer: Vec<Vec<Action>> =
            theirs.last().map_or(Vec::new(), |l| l.iter().map(|p| mirror.actions(p)).collect());
        budget.keep(layer.iter().map(|p| p.len() * 12).sum())?;
        paths.push(layer);
        Ok(())
    }

    /// The actions to its cheapest position (a hint when a budget stops the search).
    fn towards(&self) -> Vec<Action> {
        self.beam.iter().min_by_key(|k| k.cost).map(|k| k.path.clone()).unwrap_or_default()
    }
}

/// Search for a win, keeping `width` positions per turn. Returns the actions and the number
/// of turns, or None when the beam runs dry or `max_turns` pass.
///
/// When the goal is a single position (each group's zones hold exactly its tokens), a second
/// beam leaves it, and from the first turn on each beam aims at the other's cheapest
/// position: the two meet in the middle (`meet`); when the goal is also the start's mirror
/// image, each position aims at its own image instead, and the beam from the goal is the one
/// from the start seen in the mirror (`mirror`), once per mirror. Chinese checkers solitaire
/// at the default width: 29 turns, where one beam towards the zones took 33 and the beams
/// aiming at each other 31 (the solver gives it to `hops` first: 27).
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
    let sym = Symmetries::identity(game);
    let aim = Aim::zones(game, start);
    let goal = super::meet::goal_state(game, start, &aim);
    let mirrors = goal.as_ref().map_or(Vec::new(), |goal| Mirror::all(game, start, goal, &aim, budget));
    if mirrors.is_empty() {
        return run(game, start, goal.as_ref(), aim, None, &sym, width, max_turns, budget);
    }
    // Each mirror its own search; the shortest route is kept (a search that runs out of
    // budget after another found a route leaves that route).
    let mut best: Option<(Vec<Action>, u32)> = None;
    for mirror in mirrors {
        let limit = best.as_ref().map_or(max_turns, |b| b.1.saturating_sub(1));
        // What one search keeps (its seen set, beams and paths) is given back for the next.
        let left = budget.memory_left();
        let result = run(game, start, goal.as_ref(), aim.clone(), Some(mirror), &sym, width, limit, budget);
        budget.give_back_to(left);
        match result {
            Ok(Some(found)) if best.as_ref().is_none_or(|b| found.1 < b.1) => best = Some(found),
            Ok(_) => {}
            Err(stopped) if best.is_none() => return Err(stopped),
            Err(_) => break,
        }
    }
    Ok(best)
}

/// One search: a beam from the start towards the zones, meeting the goal's beam when there is
/// a single goal, and with a `mirror` looking for a route that is its own mirror image.
#[allow(clippy::too_many_arguments)]
fn run(
    game: &Game,
    start: &State,
    goal: Option<&State>,
    aim: Aim,
    mirror: Option<Mirror>,
    sym: &Symmetries,
    width: usize,
    max_turns: u32,
    budget: &mut Budget,
) -> Result<Option<(Vec<Action>, u32)>, Stopped> {
    let stopped = |stop| Stopped { stop, towards: Vec::new() };
    let mut back = match goal {
        Some(goal) => {
            let towards_start = Aim::at(game, start, &aim);
            Some(Side::new(game, goal, towards_start, None, sym, true, budget).map_err(stopped)?)
        }
        None => None,
    };
    let mut front = Side::new(game, start, aim, mirror, sym, back.is_some(), budget).map_err(stopped)?;
    let mut meets = super::meet::Meetings::default();
    for turn in 1..=max_turns {
        // Without a mirror, each beam aims at the other's best position.
        if let Some(side) = back.as_ref().filter(|_| front.mirror.is_none()) {
            if let Some(q) = side.beam.first() {
                front.aim = Aim::at(game, &q.state, &front.aim);
            }
        }
        match front.grow(game, sym, width, true, budget) {
            Ok(Some(actions)) => return Ok(Some(meets.best(u32::MAX).unwrap_or((actions, turn)))),
            Ok(None) => {}
            Err(stop) => return Err(Stopped { stop, towards: front.towards() }),
        }
        if let (Some(side), Some(goal)) = (&mut back, goal) {
            let grown = match &front.mirror {
                // The beam from the goal would be this one's image (the same cost, seen in the
                // mirror): its turn is this turn's paths mirrored, not a second search.
                Some(mirror) => side.mirror_of(mirror, &front, budget),
                None => {
                    if let Some(p) = front.beam.first() {
                        side.aim = Aim::at(game, &p.state, &side.aim);
                    }
                    side.grow(game, sym, width, false, budget).map(|_| ())
                }
            };
            if let Err(stop) = grown {
                return Err(Stopped { stop, towards: front.towards() });
            }
            let (Some(fp), Some(bp)) = (&front.paths, &side.paths) else { continue };
            meets.add(game, start, goal, sym, fp, bp, budget);
        }
        if let Some(found) = meets.best(turn) {
            return Ok(Some(found));
        }
        if front.beam.is_empty() {
            return Ok(None);
        }
    }
    Ok(meets.best(u32::MAX))
}
