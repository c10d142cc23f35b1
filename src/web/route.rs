//! Hash routes: `#/` is the library, `#/play/<id>?seed=N` plays a game.

use leptos::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Library,
    Play { id: String, seed: Option<u64> },
}

pub fn parse(hash: &str) -> Route {
    let path = hash.trim_start_matches('#');
    let (path, query) = path.split_once('?').unwrap_or((path, ""));
    let seed = query.split('&').find_map(|kv| kv.strip_prefix("seed=")).and_then(|s| s.parse().ok());
    match path.trim_start_matches('/').strip_prefix("play/") {
        Some(id) if !id.is_empty() => Route::Play { id: decode(id), seed },
        _ => Route::Library,
    }
}

fn decode(s: &str) -> String {
    js_sys::decode_uri_component(s).map(String::from).unwrap_or_else(|_| s.to_string())
}

pub fn current() -> Route {
    parse(&window().location().hash().unwrap_or_default())
}

pub fn play_hash(id: &str) -> String {
    format!("#/play/{}", String::from(js_sys::encode_uri_component(id)))
}
