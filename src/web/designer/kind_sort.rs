//! The editor of a sort (the "Game" panel, kind Sort): only the settings that kind uses.

use leptos::prelude::*;

use super::draft::Draft;

#[component]
pub fn SortEditor(draft: Draft) -> impl IntoView {
    let _ = draft;
}
