//! The browser's storage, through gloo-storage (values kept as JSON), with a memory fallback:
//! when the browser refuses to store (quota full, private mode, storage denied), what could not
//! be stored is kept in memory for as long as the page is open, and `failed()` turns true so
//! the app can say so. Nothing the user made is lost while the page stays open.

use std::cell::RefCell;

use gloo_storage::{LocalStorage, Storage};
use leptos::prelude::*;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

thread_local! {
    /// Values written while the browser refused them (`None`: removed).
    static MEMORY: RefCell<Vec<(String, Option<Value>)>> = const { RefCell::new(Vec::new()) };
    /// Set by the app (`watch`) with a signal that lives as long as the page.
    static FAILED: std::cell::Cell<Option<RwSignal<bool>>> = const { std::cell::Cell::new(None) };
}

/// Whether the page may use localStorage at all: gloo's calls throw when it is denied
/// (a sandboxed frame, storage switched off), so they are made only after this says yes.
fn usable() -> bool {
    matches!(window().local_storage(), Ok(Some(_)))
}

/// The signal that turns true once the browser refused to store something; made by the app's
/// root component so that it lives as long as the page.
pub fn watch(failed: RwSignal<bool>) {
    FAILED.with(|f| f.set(Some(failed)));
}

/// The value under `key`, or `None` when there is none or it does not read as a `T`. Words
/// stored by earlier versions as bare text (not JSON) still read as strings.
pub fn get<T: DeserializeOwned>(key: &str) -> Option<T> {
    if let Some(kept) = MEMORY.with(|m| m.borrow().iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())) {
        return kept.and_then(|v| serde_json::from_value(v).ok());
    }
    if !usable() {
        return None;
    }
    match LocalStorage::get::<T>(key) {
        Ok(value) => Some(value),
        Err(gloo_storage::errors::StorageError::SerdeError(_)) => {
            let bare = LocalStorage::raw().get_item(key).ok().flatten()?;
            serde_json::from_value(Value::String(bare)).ok()
        }
        Err(_) => None,
    }
}

/// Store `value`; kept in memory (and `failed()` set) when the browser refuses.
pub fn set<T: Serialize + ?Sized>(key: &str, value: &T) {
    let stored = usable() && LocalStorage::set(key, value).is_ok();
    if stored {
        keep(key, None);
        return;
    }
    keep(key, Some(serde_json::to_value(value).ok()));
    if let Some(f) = FAILED.with(|f| f.get()).filter(|f| !f.get_untracked()) {
        f.set(true);
    }
}

pub fn remove(key: &str) {
    if usable() {
        LocalStorage::delete(key);
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
