//! localStorage, with a memory fallback: when the browser refuses to store (quota full,
//! private mode, storage denied), what could not be stored is kept in memory for as long as
//! the page is open, and `failed()` turns true so the app can say so.

use std::cell::RefCell;
use std::collections::HashMap;

use leptos::prelude::*;

thread_local! {
    /// Values written while the browser refused them (`None`: removed).
    static MEMORY: RefCell<HashMap<String, Option<String>>> = RefCell::new(HashMap::new());
    static FAILED: RwSignal<bool> = RwSignal::new(false);
}

fn store() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

/// True once the browser refused to store something.
pub fn failed() -> RwSignal<bool> {
    FAILED.with(|f| *f)
}

pub fn get(key: &str) -> Option<String> {
    if let Some(kept) = MEMORY.with(|m| m.borrow().get(key).cloned()) {
        return kept;
    }
    store()?.get_item(key).ok().flatten()
}

/// Store `value`; kept in memory (and `failed()` set) when the browser refuses.
pub fn set(key: &str, value: &str) {
    let stored = store().is_some_and(|s| s.set_item(key, value).is_ok());
    if stored {
        MEMORY.with(|m| m.borrow_mut().remove(key));
    } else {
        MEMORY.with(|m| m.borrow_mut().insert(key.to_string(), Some(value.to_string())));
        let f = failed();
        if !f.get_untracked() {
            f.set(true);
        }
    }
}

pub fn remove(key: &str) {
    let removed = store().is_some_and(|s| s.remove_item(key).is_ok());
    MEMORY.with(|m| {
        let mut m = m.borrow_mut();
        if removed {
            m.remove(key);
        } else {
            m.insert(key.to_string(), None);
        }
    });
}
