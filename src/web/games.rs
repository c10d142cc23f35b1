//! Where games come from: the built-in designs embedded at build time, and the user's own
//! (imported or duplicated) kept in localStorage as JSON.

use std::sync::Arc;

use tablier::game::Game;
use tablier::lang::Lang;

use crate::storage;

/// The built-in games, embedded at build time.
const BUILTIN: &[(&str, &str)] = &[
    ("memory", include_str!("../../games/memory.json")),
    ("taquin", include_str!("../../games/taquin.json")),
    ("pigeon-vole", include_str!("../../games/pigeon-vole.json")),
    ("families", include_str!("../../games/families.json")),
    ("arithmetic", include_str!("../../games/arithmetic.json")),
    ("solitaire-english", include_str!("../../games/solitaire-english.json")),
    ("solitaire-french", include_str!("../../games/solitaire-french.json")),
];

const USER_KEY: &str = "tablier.games";

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

fn compile(id: &str, json: &str, builtin: bool) -> Option<Entry> {
    let game = Game::from_json(json).ok()?;
    Some(Entry { id: id.to_string(), json: json.to_string(), game: Arc::new(game), builtin })
}

/// The user's games as (id, JSON), oldest first.
fn user_list() -> Vec<(String, String)> {
    let Some(text) = storage::get(USER_KEY) else { return Vec::new() };
    let Ok(serde_json::Value::Array(items)) = serde_json::from_str(&text) else { return Vec::new() };
    items
        .iter()
        .filter_map(|v| Some((v.get("id")?.as_str()?.to_string(), v.get("json")?.as_str()?.to_string())))
        .collect()
}

fn save_user_list(list: &[(String, String)]) -> Result<(), ()> {
    let items: Vec<serde_json::Value> =
        list.iter().map(|(id, json)| serde_json::json!({ "id": id, "json": json })).collect();
    storage::try_set(USER_KEY, &serde_json::Value::Array(items).to_string())
}

pub fn all() -> Vec<Entry> {
    let builtin = BUILTIN.iter().filter_map(|(id, json)| compile(id, json, true));
    let user = user_list().into_iter().filter_map(|(id, json)| compile(&id, &json, false));
    builtin.chain(user).collect()
}

pub fn find(id: &str) -> Option<Entry> {
    if let Some((i, json)) = BUILTIN.iter().find(|(i, _)| *i == id) {
        return compile(i, json, true);
    }
    user_list().into_iter().find(|(i, _)| i == id).and_then(|(i, json)| compile(&i, &json, false))
}

fn new_id() -> String {
    format!("my-{}", js_sys::Date::now() as u64)
}

/// Add a design to the user's games; the problems, in `lang`, if it is not a valid design.
pub fn add(json: &str, lang: Lang) -> Result<String, Vec<String>> {
    if let Err(problems) = Game::from_json(json) {
        return Err(problems
            .iter()
            .take(5)
            .map(|p| if p.path.is_empty() { p.text(lang).to_string() } else { format!("{}: {}", p.path, p.text(lang)) })
            .collect());
    }
    let id = new_id();
    let mut list = user_list();
    list.push((id.clone(), json.to_string()));
    save_user_list(&list).map_err(|_| vec![full(lang)])?;
    Ok(id)
}

fn full(lang: Lang) -> String {
    crate::i18n::tr(lang, "The browser's storage is full.", "Le stockage du navigateur est plein.").to_string()
}

/// A copy of a game, named "… (copy)".
pub fn duplicate(entry: &Entry, lang: Lang) -> Result<String, Vec<String>> {
    let mut design = entry.game.design.clone();
    design.name = format!("{} ({})", design.name, crate::i18n::tr(lang, "copy", "copie"));
    add(&design.to_json(), lang)
}

pub fn delete(id: &str) {
    let list: Vec<_> = user_list().into_iter().filter(|(i, _)| i != id).collect();
    let _ = save_user_list(&list);
    storage::remove(&format!("tablier.play.{id}"));
}
