//! The editor of a memory (the "Game" panel, kind Memory): only the settings that kind uses.

use leptos::prelude::*;

use super::draft::Draft;

#[component]
pub fn MemoryEditor(draft: Draft) -> impl IntoView {
    let _ = draft;
}
