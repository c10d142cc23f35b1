//! localStorage, with every failure (private mode, quota) treated as "nothing stored".

use leptos::prelude::*;

fn store() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

pub fn get(key: &str) -> Option<String> {
    store()?.get_item(key).ok().flatten()
}

pub fn set(key: &str, value: &str) {
    if let Some(s) = store() {
        let _ = s.set_item(key, value);
    }
}

/// Store, telling whether it worked (a full quota fails).
pub fn try_set(key: &str, value: &str) -> Result<(), ()> {
    store().ok_or(())?.set_item(key, value).map_err(|_| ())
}

pub fn remove(key: &str) {
    if let Some(s) = store() {
        let _ = s.remove_item(key);
    }
}
