//! Test-play from the designer: the game in progress while testing, the one left when going
//! back to editing (the next test goes on from it when the design is unchanged; after an
//! edit a new game starts: an old game, finished or not, replayed on an edited design shows
//! what the design no longer says), and the browser's
//! Back button, which leaves the test, not the designer. The player itself is fetched as a
//! module of its own (`test_play`).

use std::sync::Arc;

use leptos::prelude::*;
use tablier::engine::Play;
use tablier::game::Game;
use tablier::lang::Text;

use super::draft::Draft;
use crate::player::control::random_seed;
use crate::shared::games::Entry;

#[derive(Clone, Copy)]
pub struct Testing {
    /// The game being tested, and its entry.
    now: RwSignal<Option<(Entry, RwSignal<Play>)>>,
    /// The game left when going back to editing, and the design's JSON it was played on.
    last: StoredValue<Option<(String, Play)>>,
    /// Signals made in a click handler belong to the view holding the button; the game of a
    /// test-play must outlive that view, so it belongs to the designer.
    owner: StoredValue<Option<Owner>>,
    /// Whether the test added an entry to the browser's history.
    pushed: StoredValue<bool>,
}

impl Testing {
    pub fn new() -> Testing {
        let testing = Testing {
            now: RwSignal::new(None),
            last: StoredValue::new(None),
            owner: StoredValue::new(Owner::current()),
            pushed: StoredValue::new(false),
        };
        let popped = window_event_listener(leptos::ev::popstate, move |_| {
            testing.pushed.set_value(false);
            if testing.now.with_untracked(Option::is_some) {
                testing.stop();
            }
        });
        on_cleanup(move || popped.remove());
        testing
    }

    /// The game being tested, if any.
    pub fn game(self) -> Option<(Entry, RwSignal<Play>)> {
        self.now.get()
    }

    /// Whether a test is under way.
    pub fn on(self) -> bool {
        self.now.with(Option::is_some)
    }

    pub fn on_untracked(self) -> bool {
        self.now.with_untracked(Option::is_some)
    }

    /// Test the design as it is: the game left before goes on when the change fits it.
    pub fn start(self, draft: Draft) {
        let design = draft.design.get_untracked();
        let game = match Game::new(&design) {
            Ok(game) => Arc::new(game),
            Err(found) => {
                let why = Text::new(
                    format!("Fix the {} problem(s) listed below before playing.", found.len()),
                    format!("Réglez le(s) {} problème(s) ci-dessous avant de jouer.", found.len()),
                );
                return draft.message.set(Some((why, true)));
            }
        };
        // Still the built-in game while its copy is not made (nothing changed yet).
        let entry = Entry {
            id: draft.id.get_value(),
            json: design.to_json(),
            game: game.clone(),
            builtin: draft.copy_pending(),
        };
        let (play, continued) = match self.last.get_value() {
            Some((json, before)) if json == entry.json => (before, true),
            before => (Play::new(game, random_seed(), entry.players()), before.is_none()),
        };
        if let Some(words) = first_words(&play, continued) {
            draft.message.set(Some((words, false)));
        }
        let play = match self.owner.get_value() {
            Some(owner) => owner.with(|| RwSignal::new(play)),
            None => RwSignal::new(play),
        };
        self.now.set(Some((entry, play)));
        // The browser's Back button leaves the test-play, not the designer.
        if let Ok(history) = window().history() {
            self.pushed.set_value(history.push_state(&wasm_bindgen::JsValue::NULL, "").is_ok());
        }
    }

    /// "Back to editing".
    pub fn back(self) {
        match self.pushed.get_value() {
            // Going back in the history takes the test-play's entry away; `popstate` then stops it.
            true => {
                if window().history().and_then(|h| h.back()).is_err() {
                    self.stop();
                }
            }
            false => self.stop(),
        }
    }

    fn stop(self) {
        if let Some((entry, play)) = self.now.get_untracked() {
            self.last.set_value(Some((entry.json, play.get_untracked())));
        }
        self.now.set(None);
    }
}

/// What is said as a test starts: that the game starts again (the design changed since the
/// last test), that nothing can be played yet.
fn first_words(play: &Play, continued: bool) -> Option<Text> {
    let mut words: Vec<(&'static str, &'static str)> = Vec::new();
    if !continued {
        words.push((
            "The game changed since the last test: it starts again, as a new game.",
            "Le jeu a changé depuis le dernier test\u{a0}: il recommence, en nouvelle partie.",
        ));
    }
    if play.log.is_empty() && play.state.is_over() {
        words.push((
            "Nothing can be played yet: place tokens, or look at the rules and who may move what.",
            "Rien ne peut encore être joué\u{a0}: posez des jetons, ou revoyez les règles et qui peut déplacer quoi.",
        ));
    }
    let en: Vec<&str> = words.iter().map(|w| w.0).collect();
    let fr: Vec<&str> = words.iter().map(|w| w.1).collect();
    (!words.is_empty()).then(|| Text::new(en.join(" "), fr.join(" ")))
}
