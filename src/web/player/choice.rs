//! How many play: for designs that let 2 to 6 (or 2, 3, 4 or 6) people play, big number
//! buttons before the game starts (and again after "Restart" or "Play again"). A tap starts
//! the same game for that many; the first move keeps the number shown as chosen.

use leptos::prelude::*;

use super::control::Ctl;
use crate::shared::i18n::{tr, use_lang};

#[component]
pub fn PlayersChoice(ctl: Ctl) -> impl IntoView {
    let lang = use_lang();
    let counts = ctl.play.with_untracked(|p| p.game.player_counts());
    let current = move || ctl.play.with(|p| p.state.players.len());
    let shown = move || ctl.choosing.get() && ctl.play.with(|p| p.log.is_empty() && !p.state.is_over());
    let buttons = counts
        .into_iter()
        .map(|n| {
            view! {
                <button data-players=n aria-pressed=move || (current() == n).to_string() on:click=move |_| ctl.choose_players(n)>
                    {n}
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="players-choice" data-testid="players-choice" role="dialog" aria-modal="false" aria-labelledby="players-question" hidden=move || !shown()>
            <p id="players-question">{move || question(lang.get())}</p>
            <div class="players-buttons">{buttons}</div>
        </div>
    }
}

/// The question the number buttons answer (shown, and said when read aloud is on).
pub(super) fn question(lang: tablier::lang::Lang) -> &'static str {
    tr(lang, "How many players?", "Combien de joueurs\u{a0}?")
}
