//! Where games come from: the built-in designs embedded at build time, and the user's own
//! (imported or duplicated) kept in localStorage as JSON.

use std::cell::RefCell;
use std::sync::Arc;

use tablier::game::Game;
use tablier::json::Value;
use tablier::lang::Lang;
use tablier::load::Problem;

use crate::storage;

// The built-in games: every file of games/, embedded at build time by build.rs.
include!(concat!(env!("OUT_DIR"), "/games.rs"));

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

/// A design from JSON expected to be right. The player takes the quick road (`load::decode`,
/// without the structural report); the designer's bundle carries the full reader anyway, and
/// one copy of the decoding code is smaller than two.
pub fn read(json: &str) -> Option<tablier::model::Design> {
    #[cfg(feature = "designer")]
    return tablier::load::parse(json).ok();
    #[cfg(not(feature = "designer"))]
    return tablier::load::decode(json);
}

thread_local! {
    /// Games compiled already, by id with the JSON they came from: the library is drawn again
    /// after each import, copy or deletion, and a big design is not read a second time.
    /// (A list: a library holds tens of games, and a map's code would cost the download more.)
    static COMPILED: RefCell<Vec<(String, String, Arc<Game>)>> = const { RefCell::new(Vec::new()) };
}

fn compile(id: &str, json: &str, builtin: bool) -> Option<Entry> {
    let known = COMPILED.with(|c| c.borrow().iter().find(|(i, j, _)| i == id && j == json).map(|(_, _, g)| g.clone()));
    let game = match known {
        Some(game) => game,
        None => {
            // Built-in and saved games were checked when they were made: the quick road (a
            // stored game that no longer reads is left out, as before).
            let game = Arc::new(Game::new(&read(json)?).ok()?);
            remember(id, json, game.clone());
            game
        }
    };
    Some(Entry { id: id.to_string(), json: json.to_string(), game, builtin })
}

fn remember(id: &str, json: &str, game: Arc<Game>) {
    COMPILED.with(|c| {
        let mut c = c.borrow_mut();
        c.retain(|(i, _, _)| i != id);
        c.push((id.to_string(), json.to_string(), game));
    });
}

/// The user's games as (id, JSON), oldest first.
fn user_list() -> Vec<(String, String)> {
    let Some(Value::Array(items)) = storage::get(USER_KEY) else { return Vec::new() };
    items
        .iter()
        .filter_map(|v| Some((v.get("id")?.as_str()?.to_string(), v.get("json")?.as_str()?.to_string())))
        .collect()
}

/// Save the user's games (in memory only when the browser refuses: see `storage`).
fn save_user_list(list: &[(String, String)]) {
    let items =
        list.iter().map(|(id, json)| Value::object(vec![("id", id.as_str().into()), ("json", json.as_str().into())]));
    storage::set(USER_KEY, &Value::Array(items.collect()));
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

/// A fresh id for a user's game (the time, made unique among the user's games).
fn new_id(list: &[(String, String)]) -> String {
    let base = format!("my-{}", js_sys::Date::now() as u64);
    let mut id = base.clone();
    let mut n = 1;
    while list.iter().any(|(i, _)| *i == id) {
        n += 1;
        id = format!("{base}-{n}");
    }
    id
}

/// Problems listed when an import is refused.
const SHOWN: usize = 5;

/// Add a design to the user's games; the problems, in `lang`, if it is not a valid design.
/// For designs made here (a copy, the designer's own), which always read as designs.
pub fn add(json: &str, lang: Lang) -> Result<String, Vec<String>> {
    keep(json.to_string(), read(json).ok_or_else(|| structure_problems(json)), lang)
}

/// Import a file: as `add`, but a file that does not read as a design gets the full report of
/// what is wrong in it, worked out in a worker by the designer's bundle (see `validate`), and a
/// game named as one already in the library gets a number after its name ("Taquin (2)").
#[cfg(not(feature = "designer"))]
pub async fn import(json: &str, lang: Lang) -> Result<String, Vec<String>> {
    let Some(mut design) = read(json) else {
        return keep(json.to_string(), Err(crate::validate::problems(json, crate::validate::unreadable).await), lang);
    };
    let json = match distinct_name(&design, lang).and_then(|name| Some((renamed(json, &name)?, name))) {
        Some((renamed, name)) => {
            design.name = name;
            renamed
        }
        None => json.to_string(),
    };
    let game = match Game::new(&design) {
        Err(problems) if problems.iter().any(Problem::is_unsaid) => {
            // The player's checks say whether a design is right, not why (`load::Checks`): the
            // designer's bundle, in a worker, names each problem.
            Err(crate::validate::problems(&json, crate::validate::unexplained).await)
        }
        game => game,
    };
    store(json, game, lang)
}

/// The name a design gets when a game of the library already has its name in `lang` (the
/// language shown): its name with the first free number, "Taquin (2)", "(3)"…, in each language
/// of its name; None when its name is free.
#[cfg(not(feature = "designer"))]
fn distinct_name(design: &tablier::model::Design, lang: Lang) -> Option<tablier::model::Words> {
    let games = all();
    let taken = |name: &str, l: Lang| games.iter().any(|e| e.game.design.name.get(l) == name);
    if !taken(design.name.get(lang), lang) {
        return None;
    }
    (2..)
        .map(|n| design.name.map(|name, _| format!("{name} ({n})"), design.home()))
        .find(|name| [Lang::En, Lang::Fr].into_iter().all(|l| !taken(name.get(l), l)))
}

#[cfg(feature = "designer")]
fn structure_problems(json: &str) -> Vec<Problem> {
    tablier::load::parse(json).err().unwrap_or_default()
}

#[cfg(not(feature = "designer"))]
fn structure_problems(_json: &str) -> Vec<Problem> {
    vec![crate::validate::unreadable()]
}

/// Save the design when it compiles, else say the first problems.
fn keep(json: String, design: Result<tablier::model::Design, Vec<Problem>>, lang: Lang) -> Result<String, Vec<String>> {
    store(json, design.and_then(|design| Game::new(&design)), lang)
}

/// Save a compiled design, else say the first problems.
fn store(json: String, game: Result<Game, Vec<Problem>>, lang: Lang) -> Result<String, Vec<String>> {
    let game = match game {
        Ok(game) => game,
        Err(problems) => return Err(shown(&problems, lang)),
    };
    let mut list = user_list();
    let id = new_id(&list);
    list.push((id.clone(), json.clone()));
    save_user_list(&list);
    remember(&id, &json, Arc::new(game));
    Ok(id)
}

/// The first problems in `lang`, and a last line when there are more.
fn shown(problems: &[Problem], lang: Lang) -> Vec<String> {
    // Problems the player found without words (a copy that no longer passes its checks, never
    // expected) are said once, as a game with mistakes.
    let unsaid = problems.iter().any(Problem::is_unsaid).then(crate::validate::unexplained);
    let problems: Vec<&Problem> = problems.iter().filter(|p| !p.is_unsaid()).chain(unsaid.as_ref()).collect();
    let mut shown: Vec<String> = problems
        .iter()
        .take(SHOWN)
        // The sentence first, for the educator; the place in the file after, for whoever fixes it.
        .map(|p| match (p.path.is_empty(), lang) {
            (true, _) => p.text(lang).to_string(),
            (false, Lang::En) => format!("{} (in the file: {})", p.text(lang), p.path),
            (false, Lang::Fr) => format!("{} (dans le fichier : {})", p.text(lang), p.path),
        })
        .collect();
    // The loader's own count of the others is about its hundred, not these few.
    if problems.len() > SHOWN {
        shown.push(match lang {
            Lang::En => "…and more problems; fix these first.".into(),
            Lang::Fr => "…et d'autres problèmes ; corrigez d'abord ceux-ci.".into(),
        });
    }
    shown
}

/// A copy of a game, named "… (copy)".
pub fn duplicate(entry: &Entry, lang: Lang) -> Result<String, Vec<String>> {
    add(&copy_json(entry).ok_or_else(Vec::new)?, lang)
}

/// A game's JSON renamed "… (copy)" in each of its languages.
pub fn copy_json(entry: &Entry) -> Option<String> {
    // Each language's name gets its own word for "copy".
    let d = &entry.game.design;
    renamed(&entry.json, &d.name.map(|n, l| format!("{n} ({})", crate::i18n::tr(l, "copy", "copie")), d.home()))
}

/// A design's JSON with another name.
fn renamed(json: &str, name: &tablier::model::Words) -> Option<String> {
    // The JSON with a new name (not `Design::to_json`: the serializer costs the wasm KB).
    let mut design = tablier::json::parse(json).filter(Value::is_object)?;
    design["name"] = match name {
        tablier::model::Words::One(s) => s.as_str().into(),
        tablier::model::Words::Many(map) => {
            Value::object(map.iter().map(|(k, v)| (k.as_str(), v.as_str().into())).collect())
        }
    };
    Some(design.to_string())
}

/// A deleted game, kept so that "Undo" can put it back where it was.
#[derive(Clone)]
pub struct Deleted {
    pub index: usize,
    pub id: String,
    pub json: String,
}

/// Remove one of the user's games (its game in progress stays until `forget`).
pub fn delete(id: &str) -> Option<Deleted> {
    let mut list = user_list();
    let index = list.iter().position(|(i, _)| i == id)?;
    let (id, json) = list.remove(index);
    save_user_list(&list);
    Some(Deleted { index, id, json })
}

/// Put a deleted game back at its place.
pub fn restore(deleted: &Deleted) {
    let mut list = user_list();
    if list.iter().any(|(i, _)| *i == deleted.id) {
        return;
    }
    list.insert(deleted.index.min(list.len()), (deleted.id.clone(), deleted.json.clone()));
    save_user_list(&list);
}

/// Drop the game in progress and the designer's draft of a game deleted for good.
pub fn forget(id: &str) {
    COMPILED.with(|c| c.borrow_mut().retain(|(i, _, _)| i != id));
    storage::remove(&format!("tablier.play.{id}"));
    storage::remove(&draft_key(id));
}

/// Where the designer autosaves its draft of a game (kept even while it has problems).
pub fn draft_key(id: &str) -> String {
    format!("tablier.draft.{id}")
}

/// The saved JSON of one of the user's games.
#[cfg(feature = "designer")]
pub fn user_json(id: &str) -> Option<String> {
    user_list().into_iter().find(|(i, _)| i == id).map(|(_, json)| json)
}

/// Replace one of the user's games (the designer saves each valid version it makes).
#[cfg(feature = "designer")]
pub fn save_user(id: &str, json: &str) {
    let mut list = user_list();
    match list.iter_mut().find(|(i, _)| i == id) {
        Some(entry) => entry.1 = json.to_string(),
        None => list.push((id.to_string(), json.to_string())),
    }
    save_user_list(&list);
}
