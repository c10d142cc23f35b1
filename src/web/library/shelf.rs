//! The games the library shows: the built-in ones and the user's that play, and apart, for the
//! educator, the user's that this build's checks refuse or could not check yet; and the
//! deletion of a user's game, which "Undo" can take back for a while.

use tablier::lang::Text;

use crate::shared::games::{self, save_user_list, user_list, Entry, Saved, BUILTIN};
use crate::shared::storage;

/// Every game that plays: the built-in ones, then the user's, oldest first.
pub fn all() -> Vec<Entry> {
    let builtin = BUILTIN.iter().filter_map(|(id, json)| games::compile(id, json, true, true));
    let user = user_list().into_iter().filter_map(|saved| saved.compile());
    builtin.chain(user).collect()
}

/// One of the user's games that this build's checks refuse (saved by an older Tablier whose
/// rules were looser, or edited outside the app): never played, never lost either. The library
/// shows it apart, to fix in the designer, export or delete.
pub struct Faulty {
    pub id: String,
    pub name: Text,
    pub json: String,
    /// Whether it reads as a design, which the designer can open (else only its file is kept).
    pub opens: bool,
}

pub fn faulty() -> Vec<Faulty> {
    let faulty = user_list().into_iter().filter(|s| s.verdict() == Some(false));
    faulty
        .map(|s| {
            let design = games::read(&s.json);
            Faulty { name: shown_name(design.as_ref()), opens: design.is_some(), id: s.id, json: s.json }
        })
        .collect()
}

/// The names of the user's games not shown because they could not be checked yet.
pub fn unchecked_names() -> Vec<Text> {
    let unchecked = user_list().into_iter().filter(|s| s.verdict().is_none());
    unchecked.map(|s| shown_name(games::read(&s.json).as_ref())).collect()
}

/// A saved game's name for the educator (its design, when it reads as one): its own, else
/// what it is.
pub fn shown_name(design: Option<&tablier::model::Design>) -> Text {
    match design {
        Some(design) if !design.name.is_blank() => design.name.text(),
        Some(_) => Text::new("Game without a name", "Jeu sans nom"),
        None => Text::new("Damaged game", "Jeu abîmé"),
    }
}

/// A deleted game, kept so that "Undo" can put it back where it was.
#[derive(Clone)]
pub struct Deleted {
    pub index: usize,
    pub saved: Saved,
}

/// Remove one of the user's games (its game in progress stays until `forget`).
pub fn delete(id: &str) -> Option<Deleted> {
    let mut list = user_list();
    let index = list.iter().position(|s| s.id == id)?;
    let saved = list.remove(index);
    save_user_list(&list);
    Some(Deleted { index, saved })
}

/// Put a deleted game back at its place.
pub fn restore(deleted: &Deleted) {
    let mut list = user_list();
    if list.iter().any(|s| s.id == deleted.saved.id) {
        return;
    }
    list.insert(deleted.index.min(list.len()), deleted.saved.clone());
    save_user_list(&list);
}

/// Drop the game in progress and the designer's draft of a game deleted for good.
pub fn forget(id: &str) {
    games::keep_compiled(id, None);
    storage::remove(&format!("tablier.play.{id}"));
    storage::remove(&games::draft_key(id));
}
