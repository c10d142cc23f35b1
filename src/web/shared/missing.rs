//! The page of a game that cannot be shown (an old link, a deleted game): why, and the big way
//! back to the library.

use leptos::prelude::*;
use tablier::lang::Text;

use crate::shared::i18n::{tr, use_lang};

#[component]
pub fn Missing(
    /// Why the game is not shown; by default, that there is no such game.
    #[prop(default = None)]
    said: Option<Text>,
    /// What can be done about it, before the way back (the library's "Try again").
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let lang = use_lang();
    let said = said.unwrap_or_else(|| Text::new("This game does not exist.", "Ce jeu n'existe pas."));
    view! {
        <main class="missing">
            <p role="status" data-testid="missing">{move || said.get(lang.get()).to_string()}</p>
            {children.map(|c| c())}
            <a class="button big" href="#/">{move || tr(lang.get(), "All games", "Tous les jeux")}</a>
        </main>
    }
}
