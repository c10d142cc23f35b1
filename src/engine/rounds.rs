//! Rounds (`RefillMode::EachRound`): once every tray in play is empty the round ends. The
//! mosaic tiles its walls, zones with points score their tokens and send them out of play,
//! the game may end; otherwise every tray is dealt afresh from its queue, a queue that runs
//! dry takes back the tokens waiting in the lid, and the drafting marker's holder starts.
//!
//! Serves Azul (factories, bag and lid, floor penalties), and any game dealt in rounds.

use super::boards::{in_play, to_lid};
use super::points::{add_points, owner_playing};
use super::{boards, drafting, mosaic, Event, State};
use crate::game::{BoardKind, Game, TokenId};
use crate::lang::Text;
use crate::model::{HandlingMode, RefillMode};

fn rounds(game: &Game) -> bool {
    game.rules().refill == RefillMode::EachRound
}

/// Every tray in play is empty of tokens that can be taken (a fixed marker does not count).
pub(crate) fn round_over(game: &Game, state: &State) -> bool {
    rounds(game)
        && !state.tiling
        && (0..game.boards.len()).filter(|b| game.boards[*b].kind == BoardKind::Tray).all(|b| {
            game.boards[b]
                .cells()
                .all(|c| state.visible(c).is_none_or(|t| state.ty(game, t).mode == HandlingMode::Fixed))
        })
}

/// How a turn left the round, for the turn flow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Round {
    /// The round goes on (or the game has no rounds).
    GoesOn,
    /// The round is over and `chooser` places a row on the grey wall now: what they are told.
    Tiling { chooser: usize, said: Text },
    /// A new round has started, and `starter` plays first: what is said.
    Next { starter: usize, said: Text },
    /// The round ends the game (the mosaic: a wall row is complete): the count decides.
    GameOver,
}

/// After a turn: when the round is over, end it (and maybe the game).
pub(crate) fn after_turn(game: &Game, state: &mut State, events: &mut Vec<Event>) -> Round {
    if state.is_over() || !round_over(game, state) {
        return Round::GoesOn;
    }
    if game.mosaic.is_some() {
        // The grey wall asks the players where their tokens go: the round ends when all are placed.
        if let Some(chooser) = mosaic::start_tiling(game, state, events) {
            return Round::Tiling { chooser, said: mosaic::tiling_word(game, state, chooser) };
        }
    }
    finish_round(game, state, events)
}

/// The rest of the end of a round, once the walls are tiled: a new round, or the game's end.
pub(crate) fn finish_round(game: &Game, state: &mut State, events: &mut Vec<Event>) -> Round {
    let scored = score_zones(game, state, events);
    if game.mosaic.is_some() && mosaic::game_ends(game, state) {
        mosaic::end_bonuses(game, state);
        return Round::GameOver;
    }
    state.round += 1;
    for b in 0..game.boards.len() {
        if game.boards[b].kind == BoardKind::Tray && in_play(game, state, b) {
            boards::fill_tray(game, state, b, events);
        }
    }
    drafting::round_start(game, state, events);
    // The drafting marker's holder starts, else the turn goes on as it was.
    let starter = state.starter.take().unwrap_or(state.current);
    let (who, g) = (&state.players[starter].name, state.players[starter].grammar);
    let round = state.round;
    let points = if scored { "The points are counted. " } else { "" };
    let points_fr = if scored { "Les points sont comptés. " } else { "" };
    let said = Text::new(
        format!("{points}Round {round}: {} {}.", who.en, g.en("starts", "start")),
        format!("{points_fr}Manche {round}\u{a0}: {} {}.", g.name_fr(&who.fr), g.fr("commence", "commencent")),
    );
    Round::Next { starter, said }
}

/// Zones with points (Azul's floor): each filled cell scores its points for the zone's owner
/// (the totals never go below 0), then its tokens leave play. Returns whether any scored.
fn score_zones(game: &Game, state: &mut State, events: &mut Vec<Event>) -> bool {
    let mut any = false;
    for zone in game.zones.iter().filter(|z| !z.points.is_empty()) {
        let Some(player) = owner_playing(state, zone.owners) else { continue };
        let (mut sum, mut last) = (0i64, None);
        for (i, &cell) in zone.cells.iter().enumerate() {
            let here: Vec<TokenId> = state.stack(cell).collect();
            if here.is_empty() {
                continue;
            }
            last = Some(cell);
            sum += i64::from(*zone.points.get(i).or(zone.points.last()).unwrap_or(&0)) * here.len() as i64;
            // The marker stays until the next round puts it back (drafting).
            let tiles: Vec<TokenId> = here.into_iter().filter(|t| !drafting::is_marker(game, state, *t)).collect();
            for t in tiles {
                to_lid(state, t, events);
            }
            any = true;
        }
        add_points(state, player, sum);
        // Said where the zone's last token was: the sum of what the zone counted.
        if let Some(at) = last {
            events.push(Event::Scored { player, at, points: sum });
        }
    }
    any
}
