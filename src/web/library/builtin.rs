//! The built-in games, fetched as files rather than carried in the children's wasm: a link to
//! a game moves its own design (about 1 KB of Brotli), not all fifteen (about 8 KB of the main
//! module's Brotli; 10 KB as a file of their own, which the library fetches). The page's first
//! script starts the fetch the page's address calls for as the page comes
//! (`globalThis.tablierGames`, written by scripts/web-split.mjs, which also writes the files:
//! one per game and one of them all); the app waits for it before its first page (`main.rs`),
//! and a page that needs more (the library after a game opened by link) fetches them all first
//! (`app.rs`). The service worker keeps the files for offline play with the rest.

use std::cell::RefCell;

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::shared::games::BUILTIN_IDS;
use crate::shared::route::Route;

thread_local! {
    /// The built-in games fetched so far: (id, JSON) as the files carry them.
    static FETCHED: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
}

/// The built-in games at hand, in the library's order: (id, JSON).
pub fn builtin() -> Vec<(String, String)> {
    FETCHED.with(|f| {
        let f = f.borrow();
        BUILTIN_IDS.iter().filter_map(|id| f.iter().find(|(i, _)| i == id).cloned()).collect()
    })
}

/// Built-in game `id`'s JSON, when it is one and at hand.
pub fn builtin_json(id: &str) -> Option<String> {
    FETCHED.with(|f| f.borrow().iter().find(|(i, _)| i == id).map(|(_, json)| json.clone()))
}

/// The built-in games a page needs: `Some(Some(id))` one game (a game opened by its id),
/// `Some(None)` all of them (the library, a set, a shared game, the class's page), None none
/// (a game of the user's, the designer's pages).
pub fn needed(route: &Route) -> Option<Option<String>> {
    match route {
        Route::Play { id, .. } => BUILTIN_IDS.contains(&id.as_str()).then(|| Some(id.clone())),
        Route::Edit { .. } | Route::New => None,
        _ => Some(None),
    }
}

/// Is built-in game `id` at hand (None: all of them)?
pub fn has_builtin(id: Option<&str>) -> bool {
    let at_hand = |id: &str| FETCHED.with(|f| f.borrow().iter().any(|(i, _)| i == id));
    match id {
        Some(id) => at_hand(id),
        None => BUILTIN_IDS.iter().all(|id| at_hand(id)),
    }
}

/// Fetch built-in game `id` (None: all of them) unless it is at hand; Err when it could not
/// be fetched (no connection before the service worker kept the files).
pub async fn fetch_builtin(id: Option<String>) -> Result<(), ()> {
    if has_builtin(id.as_deref()) {
        return Ok(());
    }
    let asked = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("tablierGames")).map_err(drop)?;
    let asked = asked.dyn_into::<js_sys::Function>().map_err(drop)?;
    let which = id.as_deref().map_or(JsValue::UNDEFINED, JsValue::from_str);
    let pending = asked.call1(&JsValue::NULL, &which).map_err(drop)?;
    let pairs = JsFuture::from(js_sys::Promise::resolve(&pending)).await.map_err(drop)?;
    let pairs = pairs.dyn_into::<js_sys::Array>().map_err(drop)?;
    FETCHED.with(|f| {
        let mut f = f.borrow_mut();
        for pair in pairs.iter() {
            let pair = js_sys::Array::from(&pair);
            if let (Some(i), Some(json)) = (pair.get(0).as_string(), pair.get(1).as_string()) {
                if !f.iter().any(|(known, _)| *known == i) {
                    f.push((i, json));
                }
            }
        }
    });
    has_builtin(id.as_deref()).then_some(()).ok_or(())
}
