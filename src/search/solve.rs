//! The solver for one-player designs. The search is chosen by what the design says, in
//! general terms (`shape`): when every solution has the same length, depth-first for any
//! win with a table of failed positions under the board's symmetries, after the three-colour
//! proof (`parity`) has had its say; when every action slides one token towards zones,
//! IDA* bounded by the tokens' distances; otherwise breadth-first while the positions fit,
//! then a beam search for races to zones, then depth-first. Every stage stops at its
//! budgets with a sentence.

use super::breadth::{breadth_first, Breadth};
use super::budget::{Budget, Stop};
use super::depth::{depth_first, Depth};
use super::ida::{ida_star, Ida};
use super::pegs::{pegs, Pegs};
use super::{parity, shape, Symmetries};
use crate::engine::{legal_actions, Action, State, Status};
use crate::game::Game;
use crate::lang::Text;

/// Bounds on the work, in positions and bytes, so a run is repeatable on any machine and
/// never outgrows it.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Positions kept by the breadth-first stage before it hands over.
    pub breadth_positions: usize,
    /// Positions visited by the depth-first and IDA* stages before giving up.
    pub depth_nodes: u64,
    /// Positions kept per turn by the beam search of races (0: no beam search).
    pub beam_width: usize,
    /// Bytes each stage may keep (positions, action lists) before it stops.
    pub memory: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { breadth_positions: 400_000, depth_nodes: 50_000_000, beam_width: 300, memory: 1 << 29 }
    }
}

impl Limits {
    /// Small enough to answer within a child's moment in the browser ("show me").
    pub const QUICK: Limits = Limits { breadth_positions: 500, depth_nodes: 8_000, beam_width: 8, memory: 1 << 26 };

    /// For "Show me" in the browser's worker, where the page stays free while it searches, when
    /// the quick budget found no win: a few seconds on a tablet, memory a tablet can spare.
    pub const PATIENT: Limits =
        Limits { breadth_positions: 500, depth_nodes: 6_000_000, beam_width: 8, memory: 1 << 28 };
}

/// The search that gave an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Search {
    /// Depth-first, where every solution has the same length.
    SameLength,
    /// IDA* with a lower bound that never overestimates: shortest.
    IdaStar,
    /// Breadth-first: shortest.
    BreadthFirst,
    /// The beam search of races: not always shortest.
    Beam,
    /// Depth-first: any win.
    DepthFirst,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solution {
    /// A winning sequence; `shortest` when no shorter one exists.
    Found { actions: Vec<Action>, shortest: bool, positions: u64, search: Search },
    /// No win exists: every reachable position was explored, or `why` says.
    Impossible { positions: u64, why: Option<Text> },
    /// A budget was reached first; `why` says which, and how big the search is. `towards`:
    /// the actions to the most promising position reached, when the search knows one (races).
    GaveUp { positions: u64, why: Text, towards: Vec<Action> },
    /// The solver plays one-player designs only.
    NotOnePlayer,
}

fn found(actions: Vec<Action>, search: Search, budget: &Budget) -> Solution {
    let shortest = matches!(search, Search::SameLength | Search::IdaStar | Search::BreadthFirst);
    Solution::Found { actions, shortest, positions: budget.visited, search }
}

/// How big the search is: the grid, the tokens, and the actions open at the start.
fn size(game: &Game, start: &State) -> Text {
    let grid = game.grid();
    let tokens = start.tokens.len();
    let mut actions = Vec::new();
    legal_actions(game, start, &mut actions);
    let n = actions.len();
    Text::new(
        format!("a {} x {} grid, {tokens} tokens, {n} actions from the start", grid.rows, grid.columns),
        format!("une grille de {} x {}, {tokens} jetons, {n} actions au départ", grid.rows, grid.columns),
    )
}

fn gave_up(game: &Game, start: &State, stop: Stop, positions: u64) -> Solution {
    Solution::GaveUp { positions, why: stop.sentence(positions, &size(game, start)), towards: Vec::new() }
}

pub fn solve(game: &Game, start: &State, limits: Limits) -> Solution {
    if start.players.len() != 1 {
        return Solution::NotOnePlayer;
    }
    if start.status == Status::Won {
        return Solution::Found { actions: Vec::new(), shortest: true, positions: 1, search: Search::BreadthFirst };
    }
    let mut budget = Budget::new(limits.depth_nodes, limits.memory);
    if let Some(left) = shape::same_length(game, start) {
        if let Some(why) = parity::impossible(game, start, left) {
            return Solution::Impossible { positions: 0, why: Some(why) };
        }
        let symmetries = Symmetries::of(game);
        match pegs(game, start, left, &symmetries, &mut budget) {
            Pegs::Found(actions) => return found(actions, Search::SameLength, &budget),
            Pegs::Exhausted => return Solution::Impossible { positions: budget.visited, why: None },
            Pegs::Stopped(stop) => return gave_up(game, start, stop, budget.visited),
            Pegs::Unfit => {}
        }
        return match depth_first(game, start, &symmetries, &mut budget) {
            Depth::Found(actions) => found(actions, Search::SameLength, &budget),
            Depth::Exhausted => Solution::Impossible { positions: budget.visited, why: None },
            Depth::Unsure => gave_up(game, start, Stop::Cycles, budget.visited),
            Depth::Stopped(stop) => gave_up(game, start, stop, budget.visited),
        };
    }
    if shape::slides(game, start) {
        return match ida_star(game, start, &mut budget) {
            Ida::Found(actions) => found(actions, Search::IdaStar, &budget),
            Ida::Exhausted => Solution::Impossible { positions: budget.visited, why: None },
            Ida::Stopped { stop, towards } => {
                let why = stop.sentence(budget.visited, &size(game, start));
                Solution::GaveUp { positions: budget.visited, why, towards }
            }
        };
    }
    // Tokens that step and hop, racing to the start's mirror image: a fast model of their turns
    // answers before the slower searches, on a budget of its own (a route not proven shortest,
    // where breadth-first might prove one on a small board; Chinese checkers solitaire's 27
    // turns come in half a second instead of after seconds of breadth-first). Native only: the
    // browser's Show me searches with a beam of 8, where the model finds no route (it needs
    // about a thousand positions a turn), and the thinking bundle would be 6.4 KB gzip bigger.
    #[cfg(not(target_arch = "wasm32"))]
    if game.zones_ask && limits.beam_width > 0 {
        let mut own = Budget::new(limits.depth_nodes, limits.memory);
        if let Some((actions, _turns)) = super::hops::race(game, start, limits.beam_width, &mut own) {
            return found(actions, Search::Beam, &own);
        }
    }
    let symmetries = Symmetries::of(game);
    let mut breadth = Budget::new(limits.breadth_positions as u64, limits.memory);
    match breadth_first(game, start, &symmetries, &mut breadth) {
        Breadth::Found(actions) => return found(actions, Search::BreadthFirst, &breadth),
        Breadth::Exhausted => return Solution::Impossible { positions: breadth.visited, why: None },
        // Too many positions for a shortest answer: the next stages take over.
        Breadth::Stopped => {}
    }
    // Races to zones have a distance to go, which a beam search follows.
    if game.zones_ask && limits.beam_width > 0 {
        match super::race::race(game, start, limits.beam_width, 500, &mut budget) {
            Ok(Some((actions, _turns))) => return found(actions, Search::Beam, &budget),
            Ok(None) => {}
            Err(stopped) => {
                let why = stopped.stop.sentence(budget.visited, &size(game, start));
                return Solution::GaveUp { positions: budget.visited, why, towards: stopped.towards };
            }
        }
    }
    match depth_first(game, start, &symmetries, &mut budget) {
        Depth::Found(actions) => found(actions, Search::DepthFirst, &budget),
        Depth::Exhausted => Solution::Impossible { positions: budget.visited, why: None },
        Depth::Unsure => gave_up(game, start, Stop::Cycles, budget.visited),
        Depth::Stopped(stop) => gave_up(game, start, stop, budget.visited),
    }
}
