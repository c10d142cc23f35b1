//! Where games come from: the built-in designs embedded at build time, and the user's own
//! (imported or duplicated) kept in localStorage as JSON, each with the mark of the checks
//! that judged it (`marks`).

use std::cell::RefCell;
use std::sync::Arc;

use tablier::game::Game;
#[cfg(not(feature = "designer"))]
use tablier::lang::Lang;
use tablier::lang::Text;
use tablier::load::Problem;

use crate::storage;

// The built-in games: every file of games/, embedded at build time by build.rs.
include!(concat!(env!("OUT_DIR"), "/games.rs"));

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

/// A game ready to play, from its JSON; `checked`: judged playable (a built-in game, checked by
/// the tests, or a saved one marked so). None for a game that is not (it is left out).
fn compile(id: &str, json: &str, builtin: bool, checked: bool) -> Option<Entry> {
    let known = COMPILED.with(|c| c.borrow().iter().find(|(i, j, _)| i == id && j == json).map(|(_, _, g)| g.clone()));
    let game = match known {
        Some(game) => game,
        None => {
            let game = Arc::new(playable(&read(json)?, checked)?);
            remember(id, json, game.clone());
            game
        }
    };
    Some(Entry { id: id.to_string(), json: json.to_string(), game, builtin })
}

/// The designer's bundle has the checks: it runs them.
#[cfg(feature = "designer")]
fn playable(design: &tablier::model::Design, _checked: bool) -> Option<Game> {
    Game::new(design).ok()
}

/// The player has none: it compiles what was judged playable, unchecked.
#[cfg(not(feature = "designer"))]
fn playable(design: &tablier::model::Design, checked: bool) -> Option<Game> {
    checked.then(|| Game::recompile(design))
}

fn remember(id: &str, json: &str, game: Arc<Game>) {
    COMPILED.with(|c| {
        let mut c = c.borrow_mut();
        c.retain(|(i, _, _)| i != id);
        c.push((id.to_string(), json.to_string(), game));
    });
}

/// One of the user's games as kept in localStorage.
#[derive(Clone, serde::Serialize, serde::Deserialize)]
pub struct Saved {
    pub id: String,
    pub json: String,
    /// The checks' mark on it (`marks`); "" when none has judged it yet.
    #[serde(rename = "checked", default)]
    mark: String,
}

impl Saved {
    /// A game judged playable now.
    fn playable(id: String, json: String) -> Saved {
        let mark = crate::marks::mark(&json, true);
        Saved { id, json, mark }
    }

    /// Playable, not, or not judged by this build's checks.
    fn verdict(&self) -> Option<bool> {
        crate::marks::verdict(&self.json, &self.mark)
    }

    fn compile(&self) -> Option<Entry> {
        compile(&self.id, &self.json, false, self.verdict() == Some(true))
    }
}

/// The user's games, oldest first (one that does not read is left out, not the whole list).
fn user_list() -> Vec<Saved> {
    let items: Vec<serde_json::Value> = storage::get(USER_KEY).unwrap_or_default();
    items.into_iter().filter_map(|v| serde_json::from_value(v).ok()).collect()
}

/// Save the user's games (in memory only when the browser refuses: see `storage`).
fn save_user_list(list: &[Saved]) {
    storage::set(USER_KEY, list);
}

thread_local! {
    /// Saved games (their marks as if playable) that could not be judged, the thinking bundle
    /// out of reach, and when: they are tried again at a page shown a while later.
    #[cfg(not(feature = "designer"))]
    static TRIED: RefCell<Vec<(String, f64)>> = const { RefCell::new(Vec::new()) };
    /// A `check_saved` is under way.
    #[cfg(not(feature = "designer"))]
    static JUDGING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether some of the user's games wait for this build's checks (saved by an older build,
/// maybe in another tab, or edited outside the app): `check_saved` them before a page shows.
/// False while they are being checked.
#[cfg(not(feature = "designer"))]
pub fn unjudged() -> bool {
    if JUDGING.get() {
        return false;
    }
    // Not at every page: each try may wait for the network.
    const AGAIN_MILLIS: f64 = 15_000.0;
    let now = js_sys::Date::now();
    let tried = |s: &Saved| {
        let mark = crate::marks::mark(&s.json, true);
        TRIED.with(|t| t.borrow().iter().any(|(m, at)| *m == mark && now - at < AGAIN_MILLIS))
    };
    user_list().iter().any(|s| s.verdict().is_none() && !tried(s))
}

/// Whether a check of saved games found the thinking bundle out of reach in this visit.
#[cfg(not(feature = "designer"))]
pub fn out_of_reach_before() -> bool {
    TRIED.with(|t| !t.borrow().is_empty())
}

/// Judge the user's games that this build's checks have not, in the thinking bundle's worker,
/// and mark them.
#[cfg(not(feature = "designer"))]
pub fn check_saved() -> impl std::future::Future<Output = ()> {
    // Under way from now, not from its first step: a page shown meanwhile starts no other.
    JUDGING.set(true);
    judge_saved()
}

#[cfg(not(feature = "designer"))]
async fn judge_saved() {
    let list = user_list();
    let mut verdicts = Vec::new();
    let mut reached = true;
    for saved in list.iter().filter(|s| s.verdict().is_none()) {
        // Once the thinking bundle is out of reach, the others are not tried now: each try may
        // wait for the network while the page waits.
        let verdict = match reached {
            true => crate::worker::check(&saved.json, Some(late_verdict(saved.id.clone(), saved.json.clone()))).await,
            false => None,
        };
        match verdict {
            Some(playable) => verdicts.push((saved.id.clone(), crate::marks::mark(&saved.json, playable))),
            None => {
                reached = false;
                TRIED.with(|t| t.borrow_mut().push((crate::marks::mark(&saved.json, true), js_sys::Date::now())));
            }
        }
    }
    if verdicts.is_empty() {
        JUDGING.set(false);
        return;
    }
    // Read again: the list may have changed while the worker checked.
    let mut list = user_list();
    for saved in &mut list {
        if let Some((_, mark)) =
            verdicts.iter().find(|(id, mark)| *id == saved.id && crate::marks::verdict(&saved.json, mark).is_some())
        {
            saved.mark = mark.clone();
        }
    }
    save_user_list(&list);
    JUDGING.set(false);
    announce();
}

/// The name of the event the page gets when saved games were judged (the library shows them).
#[cfg(not(feature = "designer"))]
pub const JUDGED: &str = "tablier-games-judged";

#[cfg(not(feature = "designer"))]
fn announce() {
    if let Ok(event) = web_sys::Event::new(JUDGED) {
        let _ = leptos::prelude::window().dispatch_event(&event);
    }
}

/// What to do with a verdict on a saved game that came after the check's time limit (the
/// thinking bundle was still loading on a slow network): mark the game, check the others now
/// that the bundle answers, and tell the page, which shows them without a new try.
#[cfg(not(feature = "designer"))]
fn late_verdict(id: String, json: String) -> Box<dyn FnOnce(bool)> {
    Box::new(move |playable| {
        let mut list = user_list();
        if let Some(saved) = list.iter_mut().find(|s| s.id == id && s.json == json) {
            saved.mark = crate::marks::mark(&json, playable);
            save_user_list(&list);
        }
        leptos::task::spawn_local(async {
            check_again().await;
            announce();
        });
    })
}

/// Why a game asked for by its link cannot be played.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Unplayable {
    /// Not checked yet: the thinking bundle, which checks it, is out of reach.
    Unchecked,
    /// The checks refuse it (the library shows it to the educator, to fix).
    Faulty,
    /// Its file does not even read as a game (the library offers to export it).
    Damaged,
}

/// Why game `id`, which `find` does not give, cannot be played; None when there is no such game.
#[cfg(not(feature = "designer"))]
pub fn why_not(id: &str) -> Option<Unplayable> {
    let saved = user_list().into_iter().find(|s| s.id == id)?;
    Some(match saved.verdict() {
        None => Unplayable::Unchecked,
        Some(_) if read(&saved.json).is_none() => Unplayable::Damaged,
        Some(_) => Unplayable::Faulty,
    })
}

/// The names of the user's games not shown because they could not be checked yet.
#[cfg(not(feature = "designer"))]
pub fn unchecked_names() -> Vec<Text> {
    let unchecked = user_list().into_iter().filter(|s| s.verdict().is_none());
    unchecked.map(|s| shown_name(read(&s.json).as_ref())).collect()
}

/// A saved game's name for the educator (its design, when it reads as one): its own, else
/// what it is.
#[cfg(not(feature = "designer"))]
fn shown_name(design: Option<&tablier::model::Design>) -> Text {
    match design {
        Some(design) if !design.name.is_blank() => design.name.text(),
        Some(_) => Text::new("Game without a name", "Jeu sans nom"),
        None => Text::new("Damaged game", "Jeu abîmé"),
    }
}

/// Check now, as the educator asks, the user's games that could not be checked before.
#[cfg(not(feature = "designer"))]
pub async fn check_again() {
    if JUDGING.get() {
        return;
    }
    TRIED.with(|t| t.borrow_mut().clear());
    check_saved().await
}

/// One of the user's games that this build's checks refuse (saved by an older Tablier whose
/// rules were looser, or edited outside the app): never played, never lost either. The library
/// shows it apart, to fix in the designer, export or delete.
#[cfg(not(feature = "designer"))]
pub struct Faulty {
    pub id: String,
    pub name: Text,
    pub json: String,
    /// Whether it reads as a design, which the designer can open (else only its file is kept).
    pub opens: bool,
}

#[cfg(not(feature = "designer"))]
pub fn faulty() -> Vec<Faulty> {
    let faulty = user_list().into_iter().filter(|s| s.verdict() == Some(false));
    faulty
        .map(|s| {
            let design = read(&s.json);
            Faulty { name: shown_name(design.as_ref()), opens: design.is_some(), id: s.id, json: s.json }
        })
        .collect()
}

pub fn all() -> Vec<Entry> {
    let builtin = BUILTIN.iter().filter_map(|(id, json)| compile(id, json, true, true));
    let user = user_list().into_iter().filter_map(|saved| saved.compile());
    builtin.chain(user).collect()
}

pub fn find(id: &str) -> Option<Entry> {
    if let Some((i, json)) = BUILTIN.iter().find(|(i, _)| *i == id) {
        return compile(i, json, true, true);
    }
    user_list().into_iter().find(|s| s.id == id)?.compile()
}

/// A fresh id for a user's game (the time, made unique among the user's games).
fn new_id(list: &[Saved]) -> String {
    let base = format!("my-{}", js_sys::Date::now() as u64);
    let mut id = base.clone();
    let mut n = 1;
    while list.iter().any(|s| s.id == id) {
        n += 1;
        id = format!("{base}-{n}");
    }
    id
}

/// Problems listed when an import is refused.
const SHOWN: usize = 5;

/// Add a design made in the designer (a copy, the designer's own) to the user's games; its
/// problems if it is not a valid design.
#[cfg(feature = "designer")]
pub fn add(json: &str) -> Result<String, Vec<Text>> {
    let game = tablier::load::parse(json).and_then(|design| Game::new(&design));
    store(json.to_string(), game)
}

/// Import a file: a file that does not read as a design gets the full report of what is wrong
/// in it, worked out in a worker by the designer's bundle (see `validate`), and a game named as
/// one already in the library gets a number after its name ("Taquin (2)").
#[cfg(not(feature = "designer"))]
pub async fn import(json: &str, lang: Lang) -> Result<String, Refused> {
    let Some(design) = read(json) else {
        let problems = shown(&crate::validate::problems(json, crate::validate::unreadable).await);
        return Err(Refused { problems, fixable: None });
    };
    let json = distinct_name(&design, lang).and_then(|name| renamed(json, &name)).unwrap_or_else(|| json.to_string());
    admit(json).await
}

/// A game refused: its problems, and its JSON when it reads as a design that the checks
/// refused, which the educator may keep to fix in the designer (`keep_to_fix`).
#[cfg(not(feature = "designer"))]
pub struct Refused {
    pub problems: Vec<Text>,
    pub fixable: Option<String>,
}

/// Add a design to the user's games once the thinking bundle's checks find it playable (the
/// player has none of its own); else its problems, named by the designer's bundle.
#[cfg(not(feature = "designer"))]
async fn admit(json: String) -> Result<String, Refused> {
    let problems = match crate::worker::check(&json, None).await {
        Some(true) => match read(&json) {
            Some(design) => {
                return store(json, Ok(Game::recompile(&design)))
                    .map_err(|problems| Refused { problems, fixable: None })
            }
            None => vec![crate::validate::unreadable()],
        },
        // The problems named, each with its place, by the designer's bundle in a worker.
        Some(false) => {
            let problems = shown(&crate::validate::problems(&json, crate::validate::unexplained).await);
            return Err(Refused { problems, fixable: Some(json) });
        }
        None => vec![crate::validate::unchecked()],
    };
    Err(Refused { problems: shown(&problems), fixable: None })
}

/// Keep a design the checks refused among the user's games, shown apart to the educator to fix
/// in the designer (as a saved game that a new build refuses); its id and its name.
#[cfg(not(feature = "designer"))]
pub fn keep_to_fix(json: String) -> (String, Text) {
    let name = shown_name(read(&json).as_ref());
    let mut list = user_list();
    let id = new_id(&list);
    let mark = crate::marks::mark(&json, false);
    list.push(Saved { id: id.clone(), json, mark });
    save_user_list(&list);
    (id, name)
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

/// Save a compiled design, else say the first problems.
fn store(json: String, game: Result<Game, Vec<Problem>>) -> Result<String, Vec<Text>> {
    let game = match game {
        Ok(game) => game,
        Err(problems) => return Err(shown(&problems)),
    };
    let mut list = user_list();
    let id = new_id(&list);
    list.push(Saved::playable(id.clone(), json.clone()));
    save_user_list(&list);
    remember(&id, &json, Arc::new(game));
    Ok(id)
}

/// The first problems, in both languages (the library says them in the one shown, and again
/// in the other when the language is switched), and a last line when there are more.
fn shown(problems: &[Problem]) -> Vec<Text> {
    let mut shown: Vec<Text> = problems
        .iter()
        .take(SHOWN)
        // The sentence first, for the educator; the place in the file after, for whoever fixes it.
        .map(|p| match p.path.is_empty() {
            true => p.message.clone(),
            false => Text::new(
                format!("{} (in the file: {})", p.message.en, p.path),
                format!("{} (dans le fichier : {})", p.message.fr, p.path),
            ),
        })
        .collect();
    // The loader's own count of the others is about its hundred, not these few.
    if problems.len() > SHOWN {
        shown.push(Text::new(
            "…and more problems; fix these first.",
            "…et d'autres problèmes ; corrigez d'abord ceux-ci.",
        ));
    }
    shown
}

/// A copy of a game, named "… (copy)", and numbered as an import is when that name is taken:
/// "Taquin (copy) (2)". Checked again (a longer name may break a limit).
#[cfg(not(feature = "designer"))]
pub async fn duplicate(entry: &Entry, lang: Lang) -> Result<String, Vec<Text>> {
    let copy = copy_json(entry).ok_or_else(Vec::new)?;
    let numbered = read(&copy).and_then(|d| distinct_name(&d, lang)).and_then(|name| renamed(&copy, &name));
    admit(numbered.unwrap_or(copy)).await.map_err(|refused| refused.problems)
}

/// A game's JSON renamed "… (copy)" in each of its languages.
pub fn copy_json(entry: &Entry) -> Option<String> {
    // Each language's name gets its own word for "copy".
    let d = &entry.game.design;
    renamed(&entry.json, &d.name.map(|n, l| format!("{n} ({})", crate::i18n::tr(l, "copy", "copie")), d.home()))
}

/// A design's JSON with another name.
fn renamed(json: &str, name: &tablier::model::Words) -> Option<String> {
    let mut design: serde_json::Value = serde_json::from_str(json).ok().filter(serde_json::Value::is_object)?;
    design["name"] = serde_json::to_value(name).ok()?;
    Some(design.to_string())
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
    user_list().into_iter().find(|s| s.id == id).map(|s| s.json)
}

/// Replace one of the user's games (the designer saves each valid version it makes). Marked
/// playable once its JSON, read back, passes the checks (not the design in memory: the mark
/// vouches for the text the player will compile).
#[cfg(feature = "designer")]
pub fn save_user(id: &str, json: &str) {
    let mut list = user_list();
    let checked = tablier::load::parse(json).is_ok_and(|design| Game::new(&design).is_ok());
    let mut saved = Saved::playable(id.to_string(), json.to_string());
    if !checked {
        saved.mark.clear();
    }
    match list.iter_mut().find(|s| s.id == id) {
        Some(entry) => *entry = saved,
        None => list.push(saved),
    }
    save_user_list(&list);
}
