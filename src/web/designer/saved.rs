//! The designer's designs among the user's games (`shared/games.rs`): a new game or the copy
//! of a built-in one joins them, and each valid version made replaces the one saved.

use tablier::game::Game;
use tablier::lang::Text;

use crate::shared::games::{self, Saved};

/// Add a design made in the designer (a copy, the designer's own) to the user's games; its
/// problems if it is not a valid design.
pub fn add(json: &str) -> Result<String, Vec<Text>> {
    let game = tablier::load::parse(json).and_then(|design| Game::new(&design));
    let game = game.map_err(|problems| games::shown(&problems))?;
    let mut list = games::user_list();
    let id = games::add_to(&mut list, json.to_string(), game);
    games::save_user_list(&list);
    Ok(id)
}

/// The saved JSON of one of the user's games.
pub fn user_json(id: &str) -> Option<String> {
    games::user_list().into_iter().find(|s| s.id == id).map(|s| s.json)
}

/// Replace one of the user's games (the designer saves each valid version it makes). Marked
/// playable once its JSON, read back, passes the checks (not the design in memory: the mark
/// vouches for the text the player will compile).
pub fn save_user(id: &str, json: &str) {
    let mut list = games::user_list();
    let checked = tablier::load::parse(json).is_ok_and(|design| Game::new(&design).is_ok());
    let mut saved = Saved::playable(id.to_string(), json.to_string());
    if !checked {
        saved.mark.clear();
    }
    match list.iter_mut().find(|s| s.id == id) {
        Some(entry) => *entry = saved,
        None => list.push(saved),
    }
    games::save_user_list(&list);
}
