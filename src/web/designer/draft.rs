//! The design being edited: one signal holding the whole `Design`, undo and redo by keeping
//! whole designs (edits need no inverse), and autosave on every change.
//!
//! Autosave keeps the draft under `tablier.draft.<id>` whatever its problems, so nothing is
//! lost by closing the tab; each valid version also replaces the game in the library.

use leptos::prelude::*;
use tablier::lang::Text;
use tablier::model::Design;

use crate::{games, storage};

/// How many edits undo remembers.
const HISTORY: usize = 200;

fn draft_key(id: &str) -> String {
    format!("tablier.draft.{id}")
}

/// Which panel of the designer is open; the canvas's gestures follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Tokens,
    Boards,
    Zones,
    Cells,
    Players,
    Dice,
    Rules,
}

#[derive(Clone, Copy)]
pub struct Draft {
    pub id: StoredValue<String>,
    pub design: RwSignal<Design>,
    past: StoredValue<Vec<Design>>,
    future: StoredValue<Vec<Design>>,
    /// Bumped when undo or redo becomes possible or not.
    pub history: RwSignal<(usize, usize)>,
    pub tab: RwSignal<Tab>,
    /// The token type of the palette being edited (and placed by a tap on a cell).
    pub token_type: RwSignal<Option<String>>,
    /// The board whose settings are shown.
    pub board: RwSignal<String>,
    /// The zone the brush paints ("rest" for the rest of the grid).
    pub zone: RwSignal<String>,
    /// Cells chosen in the cells panel.
    pub cells: RwSignal<Vec<[u32; 2]>>,
    /// Numbering by taps: the next number to give.
    pub numbering: RwSignal<Option<u32>>,
    /// The last word to the educator, and whether it explains a refusal.
    pub message: RwSignal<Option<(Text, bool)>>,
}

impl Draft {
    pub fn new(id: &str, design: Design) -> Draft {
        let board = design.grid.id.clone();
        let first = design.token_types.first().map(|t| t.id.clone());
        Draft {
            id: StoredValue::new(id.to_string()),
            design: RwSignal::new(design),
            past: StoredValue::new(Vec::new()),
            future: StoredValue::new(Vec::new()),
            history: RwSignal::new((0, 0)),
            tab: RwSignal::new(Tab::Tokens),
            token_type: RwSignal::new(first),
            board: RwSignal::new(board),
            zone: RwSignal::new(tablier::edit::REST.to_string()),
            cells: RwSignal::new(Vec::new()),
            numbering: RwSignal::new(None),
            message: RwSignal::new(None),
        }
    }

    /// The design to edit for a game id: its autosaved draft, else the saved game.
    pub fn load(id: &str) -> Option<Design> {
        let json = storage::get(&draft_key(id)).or_else(|| games::user_json(id))?;
        tablier::load::parse(&json).ok()
    }

    /// Make an edit; a refusal leaves the design as it was and says why.
    pub fn edit(&self, f: impl FnOnce(&mut Design) -> Result<(), Text>) -> bool {
        let mut next = self.design.get_untracked();
        match f(&mut next) {
            Ok(()) => {
                self.commit(next);
                true
            }
            Err(why) => {
                self.message.set(Some((why, true)));
                false
            }
        }
    }

    /// An edit that cannot be refused.
    pub fn set(&self, f: impl FnOnce(&mut Design)) {
        self.edit(|d| {
            f(d);
            Ok(())
        });
    }

    /// Start a gesture made of many small edits (a brush stroke, a board drag): undo takes
    /// the whole gesture back at once.
    pub fn begin(&self) {
        let now = self.design.get_untracked();
        self.remember(now);
    }

    /// One step of a gesture started with `begin`.
    pub fn step(&self, f: impl FnOnce(&mut Design) -> Result<(), Text>) -> bool {
        let mut next = self.design.get_untracked();
        match f(&mut next) {
            Ok(()) => {
                if next != self.design.get_untracked() {
                    self.design.set(next);
                    self.save();
                }
                true
            }
            Err(why) => {
                self.message.set(Some((why, true)));
                false
            }
        }
    }

    /// End a gesture: forget its checkpoint if nothing changed.
    pub fn end(&self) {
        let unchanged = self.past.with_value(|p| p.last() == Some(&self.design.get_untracked()));
        if unchanged {
            self.past.update_value(|p| {
                p.pop();
            });
            self.bump();
        }
    }

    fn remember(&self, before: Design) {
        self.past.update_value(|p| {
            p.push(before);
            if p.len() > HISTORY {
                p.remove(0);
            }
        });
        self.future.set_value(Vec::new());
        self.bump();
    }

    fn commit(&self, next: Design) {
        let before = self.design.get_untracked();
        if before == next {
            return;
        }
        self.remember(before);
        self.message.set(None);
        self.design.set(next);
        self.save();
    }

    fn bump(&self) {
        self.history.set((self.past.with_value(Vec::len), self.future.with_value(Vec::len)));
    }

    pub fn undo(&self) {
        let Some(before) = self.past.try_update_value(|p| p.pop()).flatten() else { return };
        let now = self.design.get_untracked();
        self.future.update_value(|f| f.push(now));
        self.design.set(before);
        self.after_history();
    }

    pub fn redo(&self) {
        let Some(next) = self.future.try_update_value(|f| f.pop()).flatten() else { return };
        let now = self.design.get_untracked();
        self.past.update_value(|p| p.push(now));
        self.design.set(next);
        self.after_history();
    }

    fn after_history(&self) {
        self.bump();
        self.message.set(None);
        self.cells.set(Vec::new());
        self.save();
    }

    /// Autosave: the draft always, the library's copy when the design is valid.
    pub fn save(&self) {
        let id = self.id.get_value();
        self.design.with_untracked(|d| {
            let json = d.to_json();
            storage::set(&draft_key(&id), &json);
            if tablier::load::check(d).is_empty() {
                games::save_user(&id, &json);
            }
        });
    }

    pub fn say(&self, en: impl Into<String>, fr: impl Into<String>) {
        self.message.set(Some((Text::new(en, fr), false)));
    }
}
