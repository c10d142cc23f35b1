//! The editor of a duel (the "Game" panel, kind Duel): only the settings that kind uses.

use leptos::prelude::*;

use super::draft::Draft;

#[component]
pub fn DuelEditor(draft: Draft) -> impl IntoView {
    let _ = draft;
}
