//! What a child would be taught wrongly: a design that the checks accept and that plays, but
//! whose pairs, zones, trays or texts say something else than the educator meant. Each
//! finding is a plain sentence in both languages, naming things by their names, with the
//! path of what it is about so that the designer can select it.
//!
//! These are not among the loader's problems (`check`): a design with one still compiles and
//! plays, so that the educator can test-play and see the mistake; `engine::design_problems`
//! (the designer's list) and `tablier validate` add them. They read the compiled game, to ask
//! the rules themselves (`Game::belongs`, `Game::cards_match`) rather than a copy of them.

mod fill;
mod pairs;
mod pinned;
mod stale;
mod stuck;
mod zones;

use crate::game::Game;
use crate::lang::Text;
use crate::load::problem::Problem;
use crate::load::report::Checks;

/// Every teaching mistake of a compiled game. `template_names` are the token and zone names
/// of the starting points (`edit::Start`), which a text may still name after the educator
/// changed the things themselves.
pub fn lessons(game: &Game, template_names: &[Text]) -> Vec<Problem> {
    let mut out = Checks::default();
    pairs::check_pairs(game, &mut out);
    zones::check_zones(game, &mut out);
    fill::check_fill(game, &mut out);
    stuck::check_stuck(game, &mut out);
    pinned::check_pinned(game, &mut out);
    stale::check_stale(game, template_names, &mut out);
    out.finish()
}

/// A token type as its name is shown, between « », in English and French.
fn type_name(game: &Game, ty: usize) -> (String, String) {
    let t = &game.design.token_types[ty];
    crate::load::sentences::shown(&t.name, &t.id)
}

/// The token types that are in the game: placed on the grid or waiting in a queue.
fn in_play(game: &Game) -> Vec<bool> {
    let mut used = vec![false; game.types.len()];
    for t in &game.tokens {
        used[t.token_type as usize] = true;
    }
    used
}
