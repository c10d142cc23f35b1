//! Hash routes: `#/` is the library, `#/play/<id>?seed=N` plays a game, `#/edit/<id>` edits one,
//! `#/new` starts a new design, `#/shared/<payload>` opens a game carried by the link and
//! `#/class` is the teacher's page of the children and their results, `#/set/<payload>` a set
//! of games carried by the link. The
//! designer is a second bundle served at `design/` (see scripts/web-build.sh): each bundle sends
//! the other's routes there.

use leptos::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Library,
    Play { id: String, seed: Option<u64> },
    Edit { id: String },
    New,
    /// A game carried by the link itself (`library/link.rs`).
    Shared { payload: String },
    /// The children who share this tablet and their results (`library/classroom.rs`).
    Class,
    /// A set of games carried by the link itself (`library/set_page.rs`).
    Set { payload: String },
}

pub fn parse(hash: &str) -> Route {
    let path = hash.trim_start_matches('#');
    let (path, query) = path.split_once('?').unwrap_or((path, ""));
    let seed = query.split('&').find_map(|kv| kv.strip_prefix("seed=")).and_then(|s| s.parse().ok());
    let path = path.trim_start_matches('/');
    if let Some(id) = path.strip_prefix("play/").filter(|id| !id.is_empty()) {
        return Route::Play { id: decode(id), seed };
    }
    if let Some(id) = path.strip_prefix("edit/").filter(|id| !id.is_empty()) {
        return Route::Edit { id: decode(id) };
    }
    if let Some(payload) = path.strip_prefix("shared/").filter(|p| !p.is_empty()) {
        return Route::Shared { payload: payload.to_string() };
    }
    if path == "new" {
        return Route::New;
    }
    if let Some(payload) = path.strip_prefix("set/").filter(|p| !p.is_empty()) {
        return Route::Set { payload: payload.to_string() };
    }
    if path == "class" {
        return Route::Class;
    }
    Route::Library
}

fn decode(s: &str) -> String {
    js_sys::decode_uri_component(s).map(String::from).unwrap_or_else(|_| s.to_string())
}

pub fn current() -> Route {
    parse(&window().location().hash().unwrap_or_default())
}

fn encode(id: &str) -> String {
    String::from(js_sys::encode_uri_component(id))
}

/// The designer's page for game `id`.
pub fn edit_href(id: &str) -> String {
    Route::Edit { id: id.to_string() }.href()
}

/// The designer's page for game `id`, opened on its first problem (a game kept to be fixed).
#[cfg(not(feature = "designer"))]
pub fn fix_href(id: &str) -> String {
    format!("{}?{FIX}", edit_href(id))
}

/// The query that asks the designer to open on the first problem.
pub const FIX: &str = "fix";

/// Does this page's address ask the designer to open on the first problem?
#[cfg(feature = "designer")]
pub fn asks_fix() -> bool {
    let hash = window().location().hash().unwrap_or_default();
    hash.split_once('?').is_some_and(|(_, q)| q.split('&').any(|kv| kv == FIX))
}

/// The app's root folder, where the children's page is, seen from this bundle's page: the
/// designer's is one folder down, in `design/`.
pub const ROOT: &str = if cfg!(feature = "designer") { "../" } else { "" };

/// The designer's page, seen from this bundle's page.
const DESIGNER: &str = if cfg!(feature = "designer") { "" } else { "design/" };

impl Route {
    /// The address of this route from this bundle's page; a route of the other bundle (the
    /// designer's edits, or the library and its games) is on that bundle's page.
    pub fn href(&self) -> String {
        match self {
            Route::Library => format!("{ROOT}#/"),
            Route::Play { id, seed: None } => format!("{ROOT}#/play/{}", encode(id)),
            Route::Play { id, seed: Some(seed) } => format!("{ROOT}#/play/{}?seed={seed}", encode(id)),
            Route::Edit { id } => format!("{DESIGNER}#/edit/{}", encode(id)),
            Route::New => format!("{DESIGNER}#/new"),
            Route::Shared { payload } => format!("{ROOT}#/shared/{payload}"),
            Route::Class => format!("{ROOT}#/class"),
            Route::Set { payload } => format!("{ROOT}#/set/{payload}"),
        }
    }

    /// Go to a route of the other bundle, in place of this page (its own routes each bundle
    /// shows itself: the children's has no designer, the designer's no library).
    pub fn leave(&self) {
        let _ = window().location().replace(&self.href());
    }
}
