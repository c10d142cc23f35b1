//! Flying (`Rules::flying`): once a player is down to K tokens or fewer (on the grid and still
//! to place), their grid tokens may move to any empty playable cell, whatever their way of
//! moving says.
//!
//! Serves Nine Men's Morris (flying at three men) and its variants, and catch-up rules in
//! race or capture games where the one behind gets freer moves.

use super::noun::Noun;
use super::phases::to_place;
use super::State;
use crate::game::{BoardKind, Game, TokenId};
use crate::lang::Text;

/// The player's own tokens on the grid (tokens owned by them, alone or with others).
pub(crate) fn owned_on_grid(game: &Game, state: &State, player: usize) -> u32 {
    let bit = 1u32 << state.players[player].design_player;
    game.grid().cells().flat_map(|c| state.stack(c)).filter(|t| state.tokens[*t as usize].owners & bit != 0).count()
        as u32
}

/// Tokens the player has left: on the grid and still to place.
pub(crate) fn tokens_left(game: &Game, state: &State, player: usize) -> u32 {
    owned_on_grid(game, state, player) + to_place(game, state, player)
}

/// Does `token`, a grid token of the current player, fly?
pub(crate) fn flies(game: &Game, state: &State, token: TokenId) -> bool {
    let k = game.rules().flying;
    k > 0
        && state.tokens[token as usize].owners != 0
        && state.owns(state.tokens[token as usize].owners)
        && game.kind_of(state.tokens[token as usize].cell) == BoardKind::Grid
        && tokens_left(game, state, state.current) <= k
}

/// Said when a player has just come down to the flying count (a token of theirs was taken).
pub(crate) fn announce(game: &Game, state: &State, player: usize) -> Option<Text> {
    let k = game.rules().flying;
    if k == 0 || state.players[player].asleep() || tokens_left(game, state, player) != k {
        return None;
    }
    let (name, g) = (&state.players[player].name, state.players[player].grammar);
    Some(Noun::of(game).text(
        &format!("{} {} only {k} {{many}} left: they may now fly to any free point.", name.en, g.en("has", "have")),
        &format!(
            "Il ne reste que {k} {{jetons}} {}\u{a0}: {{ils}} peuvent maintenant voler vers n'importe quel point libre.",
            g.to_fr(&name.fr)
        ),
    ))
}

/// What the current player does now when their tokens fly; `None` when they do not.
pub(crate) fn task(game: &Game, state: &State) -> Option<Text> {
    let k = game.rules().flying;
    let flying = k > 0 && to_place(game, state, state.current) == 0 && tokens_left(game, state, state.current) <= k;
    flying.then(|| {
        Noun::of(game)
            .text("fly: move {a} to any free point", "vole\u{a0}: déplace {un} vers n'importe quel point libre")
    })
}
