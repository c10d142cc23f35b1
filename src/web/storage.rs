//! localStorage, with a memory fallback: when the browser refuses to store (quota full,
//! private mode, storage denied), what could not be stored is kept in memory for as long as
//! the page is open, and `failed()` turns true so the app can say so.

use std::cell::RefCell;

use leptos::prelude::*;

thread_local! {
    /// Values written while the browser refused them (`None`: removed).
    static MEMORY: RefCell<Vec<(String, Option<String>)>> = const { RefCell::new(Vec::new()) };
    /// Set by the app (`watch`) with a signal that lives as long as the page.
    static FAILED: std::cell::Cell<Option<RwSignal<bool>>> = const { std::cell::Cell::new(None) };
}

fn store() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

/// The signal that turns true once the browser refused to store something; made by the app's
/// root component so that it lives as long as the page.
pub fn watch(failed: RwSignal<bool>) {
    FAILED.with(|f| f.set(Some(failed)));
}

pub fn get(key: &str) -> Option<String> {
    if let Some(kept) = MEMORY.with(|m| m.borrow().iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())) {
        return kept;
    }
    store()?.get_item(key).ok().flatten()
}

/// Store `value`; kept in memory (and `failed()` set) when the browser refuses.
pub fn set(key: &str, value: &str) {
    let stored = store().is_some_and(|s| s.set_item(key, value).is_ok());
    keep(key, (!stored).then(|| Some(value.to_string())));
    if !stored {
        if let Some(f) = FAILED.with(|f| f.get()).filter(|f| !f.get_untracked()) {
            f.set(true);
        }
    }
}

pub fn remove(key: &str) {
    let removed = store().is_some_and(|s| s.remove_item(key).is_ok());
    keep(key, (!removed).then_some(None));
}

/// Keep `value` in memory for `key` (`None`: forget what memory had for it).
fn keep(key: &str, value: Option<Option<String>>) {
    MEMORY.with(|m| {
        let mut m = m.borrow_mut();
        m.retain(|(k, _)| k != key);
        if let Some(v) = value {
            m.push((key.to_string(), v));
        }
    });
}
