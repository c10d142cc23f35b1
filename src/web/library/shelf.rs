//! The games the library shows: the built-in ones and the user's that play, and apart, for the
//! educator, the user's that this build's checks refuse or could not check yet. The user's
//! list is a signal kept in localStorage (`Shelf`): the library changes it through the shelf,
//! which saves each change, and reads it again when another tab or a late verdict changed it.

use leptos::prelude::*;
use tablier::game::Game;
use tablier::lang::Text;

use crate::shared::games::{self, save_user_list, user_list, Entry, Saved};
use crate::shared::{marks, storage};

/// The user's games, oldest first, as stored.
#[derive(Clone, Copy)]
pub struct Shelf(RwSignal<Vec<Saved>>);

impl Shelf {
    pub fn load() -> Shelf {
        Shelf(RwSignal::new(user_list()))
    }

    /// Read the stored list again (another tab saved a game, late verdicts marked some).
    pub fn reload(self) {
        self.0.set(user_list());
    }

    /// Change the list as stored now (another tab may have saved a game meanwhile), save it,
    /// and show it.
    fn change<T>(self, f: impl FnOnce(&mut Vec<Saved>) -> T) -> T {
        let mut list = user_list();
        let out = f(&mut list);
        save_user_list(&list);
        self.0.set(list);
        out
    }

    /// Every game that plays: the user's, oldest first, then the built-in ones.
    pub fn games(self) -> Vec<Entry> {
        self.first_games(usize::MAX)
    }

    /// The first `count` games of [`Shelf::games`], the others not read: a page that shows the
    /// first few before the others reads only theirs (each game read is about 10 ms on a slow
    /// tablet).
    pub fn first_games(self, count: usize) -> Vec<Entry> {
        let builtin = crate::builtin::builtin().into_iter().filter_map(|(id, json)| games::compile(&id, &json, true, true));
        let user = self.0.with(|list| list.iter().filter_map(Saved::compile).take(count).collect::<Vec<_>>());
        // The educator's own games first: the ones being made and tried out in class.
        user.into_iter().chain(builtin).take(count).collect()
    }

    /// The user's games that this build's checks refuse.
    pub fn faulty(self) -> Vec<Faulty> {
        let faulty =
            self.0.with(|list| list.iter().filter(|s| s.verdict() == Some(false)).cloned().collect::<Vec<_>>());
        faulty.into_iter().map(Faulty::of).collect()
    }

    /// The names of the user's games not shown because they could not be checked yet.
    pub fn unchecked_names(self) -> Vec<Text> {
        self.0.with(|list| {
            let unchecked = list.iter().filter(|s| s.verdict().is_none());
            unchecked.map(|s| shown_name(games::read(&s.json).as_ref())).collect()
        })
    }

    /// Add a game the thinking bundle's checks found playable; its id.
    pub fn add(self, json: String, game: Game) -> String {
        self.change(|list| games::add_to(list, json, game))
    }

    /// Keep a design the checks refused among the user's games, shown apart to the educator to
    /// fix in the designer (as a saved game that a new build refuses); its id and its name.
    pub fn keep_to_fix(self, json: String) -> (String, Text) {
        let name = shown_name(games::read(&json).as_ref());
        let id = self.change(|list| {
            let id = games::new_id(list);
            let mark = marks::mark(&json, false);
            list.push(Saved { id: id.clone(), json, mark });
            id
        });
        (id, name)
    }

    /// Remove one of the user's games (its game in progress stays until `forget`).
    pub fn delete(self, id: &str) -> Option<Deleted> {
        self.change(|list| {
            let index = list.iter().position(|s| s.id == id)?;
            Some(Deleted { index, saved: list.remove(index) })
        })
    }

    /// Put a deleted game back at its place.
    pub fn restore(self, deleted: &Deleted) {
        self.change(|list| {
            if !list.iter().any(|s| s.id == deleted.saved.id) {
                list.insert(deleted.index.min(list.len()), deleted.saved.clone());
            }
        });
    }
}

/// One of the user's games that this build's checks refuse (saved by an older Tablier whose
/// rules were looser, or edited outside the app): never played, never lost either. The library
/// shows it apart, to fix in the designer, export or delete.
#[derive(Clone)]
pub struct Faulty {
    pub id: String,
    pub name: Text,
    pub json: String,
    /// Whether it reads as a design, which the designer can open (else only its file is kept).
    pub opens: bool,
    /// Its checks' mark, which changes with its JSON.
    pub mark: String,
}

impl Faulty {
    fn of(s: Saved) -> Faulty {
        let design = games::read(&s.json);
        Faulty { name: shown_name(design.as_ref()), opens: design.is_some(), id: s.id, json: s.json, mark: s.mark }
    }
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

/// Drop the game in progress and the designer's draft of a game deleted for good.
pub fn forget(id: &str) {
    games::keep_compiled(id, None);
    storage::remove(&format!("tablier.play.{id}"));
    storage::remove(&games::draft_key(id));
}
