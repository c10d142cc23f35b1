//! The browser's storage (localStorage, values kept as JSON text), with a memory fallback:
//! when the browser refuses to store (quota full, private mode, storage denied), what could not
//! be stored is kept in memory for as long as the page is open, and `failed()` turns true so
//! the app can say so. Nothing the user made is lost while the page stays open.

use std::cell::RefCell;

use leptos::prelude::*;
use tablier::json::Value;

thread_local! {
    /// Values written while the browser refused them (`None`: removed).
    static MEMORY: RefCell<Vec<(String, Option<Value>)>> = const { RefCell::new(Vec::new()) };
    /// Set by the app (`watch`) with a signal that lives as long as the page.
    static FAILED: std::cell::Cell<Option<RwSignal<bool>>> = const { std::cell::Cell::new(None) };
}

/// localStorage, when the page may use it (not in a sandboxed frame, nor with storage
/// switched off: asking for it throws then, which web-sys turns into an error).
fn local() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

/// The signal that turns true once the browser refused to store something; made by the app's
/// root component so that it lives as long as the page.
pub fn watch(failed: RwSignal<bool>) {
    FAILED.with(|f| f.set(Some(failed)));
}

/// The value under `key`, as JSON. Words stored by earlier versions as bare text (not JSON)
/// read as strings.
pub fn get(key: &str) -> Option<Value> {
    if let Some(kept) = MEMORY.with(|m| m.borrow().iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())) {
        return kept;
    }
    let text = local()?.get_item(key).ok()??;
    Some(tablier::json::parse(&text).unwrap_or(Value::String(text)))
}

/// A word stored under `key` ("fr", "child").
pub fn get_text(key: &str) -> Option<String> {
    match get(key)? {
        Value::String(s) => Some(s),
        _ => None,
    }
}

/// Store `value`; kept in memory (and `failed()` set) when the browser refuses.
pub fn set(key: &str, value: &Value) {
    let stored = local().is_some_and(|s| s.set_item(key, &value.to_string()).is_ok());
    if stored {
        keep(key, None);
        return;
    }
    set_in_memory(key, value.clone());
}

/// What the browser refused to store: kept for as long as the page is open, and said.
fn set_in_memory(key: &str, value: Value) {
    keep(key, Some(Some(value)));
    if let Some(f) = FAILED.with(|f| f.get()).filter(|f| !f.get_untracked()) {
        f.set(true);
    }
}

pub fn set_text(key: &str, text: &str) {
    set(key, &Value::from(text));
}

/// Store JSON already written (a design, as the designer exports it); kept in memory when the
/// browser refuses, as `set` does.
#[cfg(feature = "designer")]
pub fn set_json_text(key: &str, json: &str) {
    if local().is_some_and(|s| s.set_item(key, json).is_ok()) {
        keep(key, None);
        return;
    }
    set_in_memory(key, tablier::json::parse(json).unwrap_or_else(|| Value::from(json)));
}

/// Whether the browser refused the last value stored under `key` (kept in memory only).
#[cfg(feature = "designer")]
pub fn refused(key: &str) -> bool {
    MEMORY.with(|m| m.borrow().iter().any(|(k, v)| k == key && v.is_some()))
}

pub fn remove(key: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(key);
        keep(key, None);
    } else {
        keep(key, Some(None));
    }
}

/// Keep `value` in memory for `key` (`None`: forget what memory had for it).
fn keep(key: &str, value: Option<Option<Value>>) {
    MEMORY.with(|m| {
        let mut m = m.borrow_mut();
        m.retain(|(k, _)| k != key);
        if let Some(v) = value {
            m.push((key.to_string(), v));
        }
    });
}
