//! Where games come from: the built-in designs (embedded in the designer's bundle, fetched as
//! files by the children's: `library/builtin.rs`), and the user's own
//! (imported, duplicated or made in the designer) kept in localStorage as JSON, each with the
//! mark of the checks that judged it (`marks`). What the library alone does with them is in
//! `library/` (`shelf`, `adding`, `judging`), what the designer alone does in
//! `designer/saved.rs`.

use std::cell::RefCell;
use std::sync::Arc;

use tablier::game::Game;
use tablier::lang::Text;
use tablier::load::Problem;

use crate::shared::{marks, storage};

// The built-in games: every file of games/, listed at build time by build.rs (`BUILTIN_IDS`,
// the library's order). The designer's bundle embeds them (`BUILTIN`); the children's fetches
// them (`library/builtin.rs`): a link to a game moves its own, not all fifteen.
include!(concat!(env!("OUT_DIR"), "/games.rs"));
#[cfg(not(feature = "designer"))]
pub use crate::builtin::builtin_json;

/// Built-in game `id`'s JSON, when it is one.
#[cfg(feature = "designer")]
pub fn builtin_json(id: &str) -> Option<String> {
    BUILTIN.iter().find(|(i, _)| *i == id).map(|(_, json)| json.to_string())
}

pub const USER_KEY: &str = "tablier.games";

#[derive(Clone)]
pub struct Entry {
    pub id: String,
    pub json: String,
    pub game: Arc<Game>,
    pub builtin: bool,
}

impl Entry {
    /// People playing: the designer's players, or one for a one-player design.
    pub fn players(&self) -> usize {
        self.game.players.len().max(1)
    }
}

// The two page bundles read and compile designs differently: the children's has no design
// checker (the thinking bundle checks for it: `library/checks.rs`), the designer's has every
// check and the loader's full report anyway.

/// A design from JSON expected to be right. The player takes the quick road (`load::decode`,
/// without the structural report); the designer's bundle carries the full reader anyway, and
/// one copy of the decoding code is smaller than two.
#[cfg(not(feature = "designer"))]
pub fn read(json: &str) -> Option<tablier::model::Design> {
    tablier::load::decode(json)
}

#[cfg(feature = "designer")]
pub fn read(json: &str) -> Option<tablier::model::Design> {
    tablier::load::parse(json).ok()
}

/// The children's bundle compiles what was judged playable, unchecked.
#[cfg(not(feature = "designer"))]
fn playable(design: &tablier::model::Design, checked: bool) -> Option<Game> {
    checked.then(|| Game::recompile(design))
}

/// The designer's bundle has the checks: it runs them.
#[cfg(feature = "designer")]
fn playable(design: &tablier::model::Design, _checked: bool) -> Option<Game> {
    Game::new(design).ok()
}

thread_local! {
    /// Games compiled already, by id with the JSON they came from: the library lists its games
    /// again after each import, copy or deletion, and a big design is not read a second time.
    /// (A list: a library holds tens of games, and a map's code would cost the download more.)
    static COMPILED: RefCell<Vec<(String, String, Arc<Game>)>> = const { RefCell::new(Vec::new()) };
}

/// A game ready to play, from its JSON; `checked`: judged playable (a built-in game, checked by
/// the tests, or a saved one marked so). None for a game that is not (it is left out).
pub fn compile(id: &str, json: &str, builtin: bool, checked: bool) -> Option<Entry> {
    let known = COMPILED.with(|c| c.borrow().iter().find(|(i, j, _)| i == id && j == json).map(|(_, _, g)| g.clone()));
    let game = match known {
        Some(game) => game,
        None => {
            let game = Arc::new(playable(&read(json)?, checked)?);
            keep_compiled(id, Some((json, game.clone())));
            game
        }
    };
    Some(Entry { id: id.to_string(), json: json.to_string(), game, builtin })
}

/// Keep game `id` compiled from this JSON, or forget it (None: a game deleted for good).
pub fn keep_compiled(id: &str, compiled: Option<(&str, Arc<Game>)>) {
    COMPILED.with(|c| {
        let mut c = c.borrow_mut();
        c.retain(|(i, _, _)| i != id);
        if let Some((json, game)) = compiled {
            c.push((id.to_string(), json.to_string(), game));
        }
    });
}

/// One of the user's games as kept in localStorage.
#[derive(Clone, serde::Serialize, serde::Deserialize)]
pub struct Saved {
    pub id: String,
    pub json: String,
    /// The checks' mark on it (`marks`); "" when none has judged it yet.
    #[serde(rename = "checked", default)]
    pub mark: String,
}

impl Saved {
    /// A game judged playable now.
    pub fn playable(id: String, json: String) -> Saved {
        let mark = marks::mark(&json, true);
        Saved { id, json, mark }
    }

    /// Playable, not, or not judged by this build's checks.
    pub fn verdict(&self) -> Option<bool> {
        marks::verdict(&self.json, &self.mark)
    }

    /// Ready to play, when it is judged playable.
    pub fn compile(&self) -> Option<Entry> {
        compile(&self.id, &self.json, false, self.verdict() == Some(true))
    }
}

/// The user's games, oldest first (one that does not read is left out, not the whole list).
pub fn user_list() -> Vec<Saved> {
    let items: Vec<serde_json::Value> = storage::get(USER_KEY).unwrap_or_default();
    items.into_iter().filter_map(|v| serde_json::from_value(v).ok()).collect()
}

/// Save the user's games (in memory only when the browser refuses: see `storage`).
pub fn save_user_list(list: &[Saved]) {
    storage::set(USER_KEY, list);
}

pub fn find(id: &str) -> Option<Entry> {
    if let Some(json) = builtin_json(id) {
        return compile(id, &json, true, true);
    }
    user_list().into_iter().find(|s| s.id == id)?.compile()
}

/// Is this the id of an educator's game (`new_id`), not a built-in one?
#[cfg(not(feature = "designer"))]
pub fn is_user_id(id: &str) -> bool {
    id.starts_with(USER_ID)
}

/// How the ids of educators' games begin.
const USER_ID: &str = "my-";

/// A fresh id for a user's game (the time, made unique among the user's games).
pub fn new_id(list: &[Saved]) -> String {
    let base = format!("{USER_ID}{}", js_sys::Date::now() as u64);
    let mut id = base.clone();
    let mut n = 1;
    while list.iter().any(|s| s.id == id) {
        n += 1;
        id = format!("{base}-{n}");
    }
    id
}

/// Problems listed when a game is refused.
const SHOWN: usize = 5;

/// Add a compiled design to the user's games `list` (which the caller saves), marked
/// playable; its new id.
pub fn add_to(list: &mut Vec<Saved>, json: String, game: Game) -> String {
    let id = new_id(list);
    keep_compiled(&id, Some((&json, Arc::new(game))));
    list.push(Saved::playable(id.clone(), json));
    id
}

/// The first problems, in both languages (the library says them in the one shown, and again
/// in the other when the language is switched), and a last line when there are more.
pub fn shown(problems: &[Problem]) -> Vec<Text> {
    let mut shown: Vec<Text> = problems
        .iter()
        .take(SHOWN)
        // The sentence first, for the educator; the place in the file after, for whoever fixes it.
        .map(|p| match p.path.is_empty() {
            true => p.message.clone(),
            false => Text::new(
                format!("{} (in the file: {})", p.message.en, p.path),
                format!("{} (dans le fichier\u{a0}: {})", p.message.fr, p.path),
            ),
        })
        .collect();
    // The loader's own count of the others is about its hundred, not these few.
    if problems.len() > SHOWN {
        shown.push(Text::new(
            "…and more problems; fix these first.",
            "…et d'autres problèmes\u{a0}; corrigez d'abord ceux-ci.",
        ));
    }
    shown
}

/// A game's JSON renamed "… (copy)" in each of its languages.
pub fn copy_json(entry: &Entry) -> Option<String> {
    // Each language's name gets its own word for "copy".
    let d = &entry.game.design;
    renamed(&entry.json, &d.name.map(|n, l| format!("{n} ({})", crate::shared::i18n::tr(l, "copy", "copie")), d.home()))
}

/// A design's JSON with another name.
pub fn renamed(json: &str, name: &tablier::model::Words) -> Option<String> {
    let mut design: serde_json::Value = serde_json::from_str(json).ok().filter(serde_json::Value::is_object)?;
    design["name"] = serde_json::to_value(name).ok()?;
    Some(design.to_string())
}

/// Where the designer autosaves its draft of a game (kept even while it has problems).
pub fn draft_key(id: &str) -> String {
    format!("tablier.draft.{id}")
}
