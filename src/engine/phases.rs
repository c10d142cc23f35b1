//! Phases: "place all before moving" (`Rules::place_before_moving`). A player whose tray still
//! holds tokens (on its cells, in its queue or in their waiting area) must put them on the grid
//! before any of their grid tokens may move.
//!
//! Serves Nine Men's Morris (nine men placed, then moved), Achi, Tapatan and Picaria (three
//! or four each, placed then moved), and any "set up, then play" game.

use super::noun::Noun;
use super::{Refusal, State};
use crate::game::{BoardKind, CellId, Game, TokenId};
use crate::lang::Text;

/// Tokens the player still has to place: on their tray's cells, in its queue and in their
/// waiting area.
pub(crate) fn to_place(game: &Game, state: &State, player: usize) -> u32 {
    let info = &game.players[state.players[player].design_player];
    let mut n = 0;
    if let Some(tray) = info.tray {
        n += state.queues[tray as usize].remaining() as u32;
        n += game.boards[tray as usize].cells().flat_map(|c| state.stack(c)).count() as u32;
    }
    if let Some(waiting) = info.waiting {
        n += game.boards[waiting as usize].cells().flat_map(|c| state.stack(c)).count() as u32;
    }
    n
}

/// May the current player pick up `token` from `from`? Grid tokens wait until every token to
/// place is placed.
pub(crate) fn check_pick(game: &Game, state: &State, _token: TokenId, from: CellId) -> Result<(), Refusal> {
    if !game.rules().place_before_moving || game.kind_of(from) != BoardKind::Grid {
        return Ok(());
    }
    match to_place(game, state, state.current) {
        0 => Ok(()),
        n => Err(Refusal::PlaceFirst(n)),
    }
}

/// Said when the mover has just put down their last token to place: the game changes for them.
pub(crate) fn announce(game: &Game, state: &State, mover: usize, from: CellId) -> Option<Text> {
    if !game.rules().place_before_moving || game.kind_of(from) == BoardKind::Grid || to_place(game, state, mover) > 0 {
        return None;
    }
    let (name, g) = (&state.players[mover].name, state.players[mover].grammar);
    let n = Noun::of(game);
    Some(n.text(
        &format!(
            "{} {} placed every {{one}}: from now on, {} {} them.",
            name.en,
            g.en("has", "have"),
            name.en,
            g.en("moves", "move")
        ),
        &format!(
            "{} {} {} {} {{jetons}}\u{a0}: désormais, {} les {}.",
            g.subject_fr(&name.fr),
            g.fr("a posé", "ont posé"),
            if n.feminine { "toutes" } else { "tous" },
            g.fr("ses", "leurs"),
            g.pronoun_fr(),
            g.fr("déplace", "déplacent")
        ),
    ))
}

/// What the current player does now in a "place, then move" game: place (and how many are
/// left), or move along the lines; `None` when the rule is off.
pub(crate) fn task(game: &Game, state: &State) -> Option<Text> {
    if !game.rules().place_before_moving {
        return None;
    }
    let n = Noun::of(game);
    Some(match to_place(game, state, state.current) {
        0 => n.text("move {a} along a line", "déplace {un} le long d'une ligne"),
        1 if n.feminine => n.text("place your last {one}", "pose ta dernière {jeton}"),
        1 => n.text("place your last {one}", "pose ton dernier {jeton}"),
        // No brackets: the line is read aloud, and a child reads it as two sentences.
        k => n.text(&format!("place {{a}}: {k} left"), &format!("pose {{un}}\u{a0}: encore {k}")),
    })
}
