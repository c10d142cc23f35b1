//! Hash routes: `#/` is the library, `#/play/<id>?seed=N` plays a game, `#/edit/<id>` edits one
//! and `#/new` starts a blank design. The designer is a second bundle served at `design/`
//! (see scripts/web-build.sh): the player's bundle sends its edit routes there.

use leptos::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Library,
    Play { id: String, seed: Option<u64> },
    Edit { id: String },
    New,
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
    if path == "new" {
        return Route::New;
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

pub fn play_hash(id: &str) -> String {
    format!("#/play/{}", encode(id))
}

/// Where the designer lives, seen from the current bundle.
const DESIGNER: &str = if cfg!(feature = "designer") { "" } else { "design/" };

pub fn edit_href(id: &str) -> String {
    format!("{DESIGNER}#/edit/{}", encode(id))
}

pub fn new_href() -> String {
    format!("{DESIGNER}#/new")
}

/// Each bundle shows its own routes and hands the others to the other bundle: the player's
/// has no designer, the designer's has no library (its "all games" and plays go back).
pub fn leave_for_other_bundle(route: &Route) -> bool {
    let href = match route {
        Route::Edit { id } if !cfg!(feature = "designer") => edit_href(id),
        Route::New if !cfg!(feature = "designer") => new_href(),
        Route::Library | Route::Play { .. } if cfg!(feature = "designer") => {
            format!("../{}", window().location().hash().unwrap_or_default())
        }
        _ => return false,
    };
    let _ = window().location().replace(&href);
    true
}
