//! Who is at the screen: a child (the library shows only the games, to play) or an educator
//! (it also offers making, editing, importing, exporting and deleting games). Child mode is the
//! default on a touch screen, where children play; an educator unlocks the rest by holding a
//! button for a moment, which a child's tap does not do. Remembered in localStorage.

use leptos::prelude::*;

use crate::shared::{offline, storage};

const KEY: &str = "tablier.mode";

/// How long the educator holds the unlock button.
pub const HOLD_MS: u32 = 1500;

/// Is the library in child mode?
pub fn child() -> bool {
    match storage::get_text(KEY).as_deref() {
        Some("child") => true,
        Some("teacher") => false,
        // A finger as the main pointer: a tablet or a phone.
        _ => window().match_media("(pointer: coarse)").ok().flatten().is_some_and(|m| m.matches()),
    }
}

pub fn set_child(child: bool) {
    storage::set(KEY, if child { "child" } else { "teacher" });
}

/// An educator has just left child mode: the designer is kept for use offline from now on
/// (`offline::start` asks at the start only on an educator's device).
pub fn keep_designer() {
    let Some(sw) = offline::container() else { return };
    let Ok(ready) = sw.ready() else { return };
    // Once a worker is active (on a first visit it may still be installing).
    leptos::task::spawn_local(async move {
        let Ok(reg) = wasm_bindgen_futures::JsFuture::from(ready).await else { return };
        if let Ok(reg) = wasm_bindgen::JsCast::dyn_into::<web_sys::ServiceWorkerRegistration>(reg) {
            offline::ask_designer(&reg);
        }
    });
}
