//! A game's card as a one-page sheet to print, in the language shown: its name, its goal and
//! rules in the game's own words (`engine::sheet_lines`), and its board as the game starts.
//! Shown first on the screen, with "Print" (the browser's print dialog: style/app.css keeps only
//! the sheet on paper), the other language and "Close".

use leptos::prelude::*;
use tablier::engine::Play;

use crate::player::markup::Picture;
use crate::shared::games::Entry;
use crate::shared::i18n::{self, tr, use_lang};

#[component]
pub fn PrintSheet(entry: Entry, close: Callback<()>) -> impl IntoView {
    let lang = use_lang();
    let name = entry.game.design.name.text();
    let lines = tablier::engine::sheet_lines(&entry.game);
    let board = Play::new(entry.game.clone(), 1, entry.players());
    view! {
        <div class="print-wrap" data-testid="print-sheet" role="dialog" aria-modal="true">
            <article class="print-sheet">
                <h1>{move || name.get(lang.get()).to_string()}</h1>
                {lines.into_iter().map(|line| view! { <p data-testid="sheet-line">{move || line.get(lang.get()).to_string()}</p> }).collect_view()}
                <div class="sheet-board"><Picture play=board /></div>
            </article>
            <div class="print-buttons">
                <button class="big primary" data-testid="print" on:click=|_| drop(window().print())>
                    {move || tr(lang.get(), "Print", "Imprimer")}
                </button>
                // The sheet covers the page's own switch: the other language, from here.
                <button class="big" data-testid="sheet-lang" on:click=move |_| i18n::toggle(lang)>
                    {move || tr(lang.get(), "En français", "In English")}
                </button>
                <button class="big" data-testid="print-close" on:click=move |_| close.run(())>
                    {move || tr(lang.get(), "Close", "Fermer")}
                </button>
            </div>
        </div>
    }
}
