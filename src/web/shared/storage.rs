//! The browser's storage: localStorage through gloo-storage (values kept as JSON text, read
//! and written by serde), with a memory fallback that no crate gives: when the browser refuses
//! to store (quota full, private mode, storage denied), what could not be stored is kept in
//! memory for as long as the page is open, and the app is told so that it can say it. Nothing
//! the user made is lost while the page stays open.

use std::cell::RefCell;

use gloo_storage::{LocalStorage, Storage};
use leptos::prelude::*;
use serde::de::DeserializeOwned;
use serde::Serialize;

thread_local! {
    /// JSON texts written while the browser refused them (`None`: removed).
    static MEMORY: RefCell<Vec<(String, Option<String>)>> = const { RefCell::new(Vec::new()) };
    /// Set by the app (`watch`) with a signal that lives as long as the page.
    static FAILED: std::cell::Cell<Option<RwSignal<bool>>> = const { std::cell::Cell::new(None) };
}

/// Whether the page may use localStorage: not in a sandboxed frame, nor with storage switched
/// off (asking for it throws then, and gloo-storage would stop the app on it).
fn available() -> bool {
    matches!(window().local_storage(), Ok(Some(_)))
}

/// The signal that turns true once the browser refused to store something; made by the app's
/// root component so that it lives as long as the page.
pub fn watch(failed: RwSignal<bool>) {
    FAILED.with(|f| f.set(Some(failed)));
}

/// What memory holds for `key` in place of the browser: `Some(None)` when it was removed,
/// `Some(Some(json))` when the browser refused to store it.
pub fn in_memory(key: &str) -> Option<Option<String>> {
    MEMORY.with(|m| m.borrow().iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()))
}

/// The JSON text stored under `key`.
pub fn get_json(key: &str) -> Option<String> {
    if let Some(kept) = in_memory(key) {
        return kept;
    }
    available().then(|| LocalStorage::raw().get_item(key).ok().flatten()).flatten()
}

/// The value under `key`, when it reads as a T.
pub fn get<T: DeserializeOwned>(key: &str) -> Option<T> {
    if let Some(kept) = in_memory(key) {
        return serde_json::from_str(&kept?).ok();
    }
    available().then(|| LocalStorage::get(key).ok()).flatten()
}

/// A word stored under `key` ("fr", "child"); earlier versions stored some as bare text, not
/// JSON.
pub fn get_text(key: &str) -> Option<String> {
    let text = get_json(key)?;
    Some(serde_json::from_str(&text).unwrap_or(text))
}

/// Store `value`; kept in memory (and said) when the browser refuses.
pub fn set<T: Serialize + ?Sized>(key: &str, value: &T) {
    // Plain data with string keys: serde_json cannot fail on it.
    set_json(key, &serde_json::to_string(value).unwrap_or_default());
}

/// Store JSON already written (a design, as the designer exports it); kept in memory when the
/// browser refuses, as `set` does.
pub fn set_json(key: &str, json: &str) {
    if available() && LocalStorage::raw().set_item(key, json).is_ok() {
        keep(key, None);
        return;
    }
    set_in_memory(key, json.to_owned());
}

/// What the browser refused to store: kept for as long as the page is open, and said.
fn set_in_memory(key: &str, json: String) {
    keep(key, Some(Some(json)));
    if let Some(f) = FAILED.with(|f| f.get()).filter(|f| !f.get_untracked()) {
        f.set(true);
    }
}

/// Remove what is stored under `key`.
// Only the library deletes (a game deleted for good): the designer's bundle never calls it.
#[allow(dead_code)]
pub fn remove(key: &str) {
    if available() {
        LocalStorage::delete(key);
        keep(key, None);
    } else {
        keep(key, Some(None));
    }
}

/// Keep `json` in memory for `key` (`None`: forget what memory had for it).
fn keep(key: &str, json: Option<Option<String>>) {
    MEMORY.with(|m| {
        let mut m = m.borrow_mut();
        m.retain(|(k, _)| k != key);
        if let Some(v) = json {
            m.push((key.to_string(), v));
        }
    });
}
