//! The design being edited: one signal holding the whole `Design`, undo and redo by keeping
//! whole designs (edits need no inverse), and autosave on every change.
//!
//! Autosave keeps the draft under `tablier.draft.<id>` whatever its problems; each valid
//! version also replaces the game in the library. It runs a moment after the last edit (a
//! brush stroke is many edits, and a design with pictures is megabytes of JSON), and at once
//! when the page is hidden or closed, so nothing is lost by closing the tab.

use std::time::Duration;

use leptos::prelude::*;
use tablier::lang::Text;
use tablier::load::Problem;
use tablier::model::Design;

use crate::shared::{games, storage};

/// How many edits undo remembers.
const HISTORY: usize = 200;

/// How long autosave waits for the edits to stop.
const SAVE_AFTER: Duration = Duration::from_millis(400);

/// Which panel of the designer is open; the canvas's gestures follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    /// The game as a whole: its kind, name and description, and that kind's editor.
    Game,
    Tokens,
    Boards,
    Zones,
    Cells,
    Players,
    Dice,
    Rules,
}

/// What the educator is told of autosave.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Saving {
    /// Nothing edited yet (nothing is said).
    Untouched,
    /// Every edit is stored.
    Saved,
    /// An edit waits for the next save (a moment after the last edit).
    Waiting,
    /// The browser refused to store the draft: it lives only as long as the page.
    Refused,
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
    /// The validator's findings on the design, kept up to date (the panel shows them,
    /// autosave and test-play read them).
    pub problems: Memo<Vec<Problem>>,
    /// Where autosave stands, shown in the toolbar.
    pub saving: RwSignal<Saving>,
    /// Edits not saved yet: bumped by each one, so only the last schedules the save.
    pending: StoredValue<u32>,
    /// The newest valid design not yet in the library (a valid moment between two edits
    /// counts, even if the next edit brings a problem before the save).
    valid: StoredValue<Option<Design>>,
    /// A built-in game being edited: the copy (its JSON) that joins the user's games at the
    /// first edit, so that looking at a game in the designer adds nothing to the library.
    copy: StoredValue<Option<String>>,
}

impl Draft {
    /// `copy`: the JSON of a built-in game's copy, added to the user's games at the first edit.
    pub fn new(id: &str, design: Design, copy: Option<String>) -> Draft {
        let board = design.grid.id.clone();
        let first = design.token_types.first().map(|t| t.id.clone());
        // A kind of game opens on its editor; a blank page on its tokens, the first thing to make.
        let tab = if design.kind_or_guess() == tablier::model::Kind::Blank { Tab::Tokens } else { Tab::Game };
        let design = RwSignal::new(design);
        let draft = Draft {
            id: StoredValue::new(id.to_string()),
            design,
            past: StoredValue::new(Vec::new()),
            future: StoredValue::new(Vec::new()),
            history: RwSignal::new((0, 0)),
            tab: RwSignal::new(tab),
            token_type: RwSignal::new(first),
            board: RwSignal::new(board),
            zone: RwSignal::new(tablier::edit::REST.to_string()),
            cells: RwSignal::new(Vec::new()),
            numbering: RwSignal::new(None),
            message: RwSignal::new(None),
            // The loader's problems and what a new game shows (nothing can be played, or won at once).
            problems: Memo::new(move |_| design.with(tablier::engine::design_problems)),
            saving: RwSignal::new(Saving::Untouched),
            pending: StoredValue::new(0),
            valid: StoredValue::new(None),
            copy: StoredValue::new(copy),
        };
        // The text being typed is committed first: leaving the page keeps it too (coming
        // back to the page leaves the caret where it was).
        let leave = move |gone: bool| {
            if gone || document().hidden() {
                super::typing::commit_typed();
            }
            draft.flush();
        };
        let hidden = window_event_listener(leptos::ev::pagehide, move |_| leave(true));
        let away = window_event_listener(leptos::ev::visibilitychange, move |_| leave(false));
        on_cleanup(move || {
            draft.store();
            hidden.remove();
            away.remove();
        });
        draft
    }

    /// The design to edit for a game id: its autosaved draft, else (no draft, or one that no
    /// longer reads) the saved game.
    pub fn load(id: &str) -> Option<Design> {
        let read = |json: Option<String>| json.and_then(|j| tablier::load::parse(&j).ok());
        read(storage::get_json(&games::draft_key(id))).or_else(|| read(crate::saved::user_json(id)))
    }

    /// The edited copy of the design, or the refusal said to the educator.
    fn attempt(&self, f: impl FnOnce(&mut Design) -> Result<(), Text>) -> Option<Design> {
        let mut next = self.design.get_untracked();
        match f(&mut next) {
            Ok(()) => Some(next),
            Err(why) => {
                self.message.set(Some((why, true)));
                None
            }
        }
    }

    /// Make an edit; a refusal leaves the design as it was and says why.
    pub fn edit(&self, f: impl FnOnce(&mut Design) -> Result<(), Text>) -> bool {
        self.attempt(f).map(|next| self.commit(next)).is_some()
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
    pub fn step(&self, f: impl FnOnce(&mut Design) -> Result<(), Text>) {
        if let Some(next) = self.attempt(f) {
            if next != self.design.get_untracked() {
                self.design.set(next);
                self.save();
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

    /// Autosave, a moment after the last edit.
    fn save(&self) {
        self.make_copy();
        if self.problems.with_untracked(Vec::is_empty) {
            self.valid.set_value(Some(self.design.get_untracked()));
        }
        self.pending.update_value(|n| *n = n.wrapping_add(1));
        self.saving.set(Saving::Waiting);
        let (draft, at) = (*self, self.pending.get_value());
        set_timeout(
            move || {
                if draft.pending.try_get_value() == Some(at) {
                    draft.flush();
                }
            },
            SAVE_AFTER,
        );
    }

    /// Save now if an edit is waiting, and say so in the toolbar.
    pub fn flush(&self) {
        if self.store() {
            // Whether the browser refused the last value stored there (kept in memory only).
            let refused = |key: &str| matches!(storage::in_memory(key), Some(Some(_)));
            let refused = self.id.try_with_value(|id| refused(&games::draft_key(id)) || refused(games::USER_KEY));
            self.saving.try_set(if refused == Some(true) { Saving::Refused } else { Saving::Saved });
        }
    }

    /// Save now if an edit is waiting: the draft always, and the newest valid version to the
    /// library; whether anything was saved. (Also when the designer is taken down, when
    /// nothing may be said: a signal set then would reach views being removed.)
    fn store(&self) -> bool {
        // (Its signals may be gone then.)
        if self.pending.try_get_value().unwrap_or(0) == 0 {
            return false;
        }
        self.pending.set_value(0);
        let Some(id) = self.id.try_get_value() else { return false };
        let Some(json) = self.design.try_with_untracked(Design::to_json) else { return false };
        storage::set_json(&games::draft_key(&id), &json);
        if let Some(valid) = self.valid.try_update_value(Option::take).flatten() {
            crate::saved::save_user(&id, &valid.to_json());
        }
        true
    }

    /// At the first edit of a built-in game, its copy joins the user's games and the page's
    /// address names the copy (a reload then opens it).
    fn make_copy(&self) {
        let Some(json) = self.copy.try_update_value(Option::take).flatten() else { return };
        if let Ok(id) = crate::saved::add(&json) {
            let href = crate::shared::route::edit_href(&id);
            self.id.set_value(id);
            if let Ok(history) = window().history() {
                let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&href));
            }
        }
    }

    /// Is this a built-in game whose copy is not made yet (nothing changed)?
    pub fn copy_pending(&self) -> bool {
        self.copy.with_value(Option::is_some)
    }

    pub fn say(&self, en: impl Into<String>, fr: impl Into<String>) {
        self.message.set(Some((Text::new(en, fr), false)));
    }
}
