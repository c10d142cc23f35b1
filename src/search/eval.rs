//! How good a position looks to a player, from general terms that the design's mechanisms
//! give, never from the game's name: tokens left (on the grid, still to place, won), points,
//! tokens standing in lines of N, and the cell weights a design may carry.

use super::race::Goal;
use crate::engine::{open_lines, OpenLines, State, Status};
use crate::game::Game;
use crate::model::LineEffect;

/// What the evaluation works out once per game: the distance tables of races.
pub struct Judge {
    goal: Option<Goal>,
}

impl Judge {
    pub fn new(game: &Game) -> Judge {
        // Races to zones (Chinese checkers): how far the tokens still have to go counts.
        let race = game.rules().win.own_tokens_home;
        Judge { goal: race.then(|| Goal::new(game)) }
    }
}

impl Judge {
    /// In a race to zones, the steps `p`'s tokens still have to go; None in other games.
    pub fn steps_left(&self, game: &Game, state: &State, p: usize) -> Option<u32> {
        self.goal.as_ref().map(|g| g.steps_left(game, state, p))
    }
}

/// The score of a won game; a win found sooner scores higher.
pub const WIN: i32 = 1_000_000;

/// One token counts this much; cell weights are on the same scale.
const TOKEN: i32 = 100;

/// The players other than `me` who are still in the game, or all others when none is.
fn others(state: &State, me: usize) -> impl Iterator<Item = usize> + '_ {
    (0..state.players.len()).filter(move |p| *p != me)
}

/// A finished game from `me`'s side, `ply` actions from the root (sooner wins are better).
pub fn terminal(state: &State, me: usize, ply: u32) -> i32 {
    match (state.status, state.winner) {
        (Status::Won, Some(w)) if w == me => WIN - ply as i32,
        (Status::Won, Some(_)) | (Status::Lost, _) => -WIN + ply as i32,
        (Status::Won, None) if state.players.len() == 1 => WIN - ply as i32,
        _ => 0,
    }
}

/// What one player has: tokens left and won, points, tokens in lines, cell weights (when
/// `weights`), and (in races) a tenth of a token less per step still to go.
fn holdings(judge: &Judge, game: &Game, state: &State, p: usize, weights: bool) -> i32 {
    let bit = 1u32 << state.players[p].design_player;
    let mut score = 0i32;
    // Where a line wins, a line on the board has ended the game: no token to count in one.
    let lines = game.rules().lines.as_ref().is_some_and(|l| l.effect != LineEffect::Win);
    for cell in game.grid().cells() {
        let Some(t) = state.visible(cell) else { continue };
        if state.tokens[t as usize].owners & bit == 0 {
            continue;
        }
        score += TOKEN + if weights { game.cells[cell as usize].weight } else { 0 };
        if lines && crate::engine::in_line(game, state, cell) {
            score += TOKEN / 4;
        }
    }
    let player = &state.players[p];
    score += TOKEN * crate::engine::tokens_to_place(game, state, p) as i32;
    score += TOKEN * player.tokens_won as i32 / 2;
    score += TOKEN * 3 * player.points as i32;
    if let Some(goal) = &judge.goal {
        score -= (TOKEN / 10) * goal.steps_left(game, state, p) as i32;
    }
    score
}

/// The position from `me`'s side: what `me` has minus what the strongest other player has.
pub fn evaluate(judge: &Judge, game: &Game, state: &State, me: usize) -> i32 {
    weighed(judge, game, state, me, true)
}

/// [`evaluate`] without the design's cell weights: what a child counts at a glance (discs,
/// points, rows growing), not knowing that a corner is worth more nor who is to play.
pub fn at_a_glance(judge: &Judge, game: &Game, state: &State, me: usize) -> i32 {
    weighed(judge, game, state, me, false)
}

fn weighed(judge: &Judge, game: &Game, state: &State, me: usize, weights: bool) -> i32 {
    if state.is_over() {
        return terminal(state, me, 0);
    }
    // Lines still open count where lines win or score: a child sees a row growing, and the
    // computer (with `weights`) also who is to play when a line can be finished.
    let lines = game.rules().lines.as_ref().filter(|l| l.effect != LineEffect::Take);
    let open: Vec<OpenLines> = match lines {
        Some(_) => {
            (0..state.players.len()).map(|p| open_lines(game, state, 1u32 << state.players[p].design_player)).collect()
        }
        None => Vec::new(),
    };
    let length = lines.map_or(0, |l| l.length as usize);
    let worth = |p: usize| holdings(judge, game, state, p, weights) + open.get(p).map_or(0, |o| open_worth(o, length));
    let mine = worth(me);
    let best_other = others(state, me).map(worth).max().unwrap_or(0);
    let tempo = match lines {
        Some(l) if weights && l.effect == LineEffect::Win => tempo(state, &open),
        _ => 0,
    };
    let tempo = if state.current == me { tempo } else { -tempo };
    // Kept well below a won game's score, whatever the design's weights and counts.
    (mine - best_other + tempo).clamp(-WIN / 4, WIN / 4)
}

/// What open lines are worth to their player: a run of N - 1 half a token, of N - 2 an
/// eighth, of N - 3 a thirty-second.
fn open_worth(open: &OpenLines, length: usize) -> i32 {
    (1..length).map(|k| open.by_count[k.min(8)] as i32 * ((TOKEN / 2) >> (2 * (length - 1 - k)).min(16))).sum()
}

/// Where lines win, from the side of the player to act: a line they can finish now is all but
/// won; another player's two finishing cells cannot both be stopped.
fn tempo(state: &State, open: &[OpenLines]) -> i32 {
    let mover = state.current;
    if open.get(mover).is_some_and(|o| !o.finishing.is_empty()) {
        return 20 * TOKEN;
    }
    if others(state, mover).any(|p| open.get(p).is_some_and(|o| o.finishing.len() >= 2)) {
        return -10 * TOKEN;
    }
    0
}
