//! The player's toolbar: the way home, the game's name and "Who plays?" (not in the
//! designer's test-play, whose own toolbar names the game), undo, restart, the help ladder,
//! the named saves, the goal read aloud, and "Show me".

use super::who::WhoChip;
use leptos::prelude::*;
use tablier::engine::{help_steps, HelpStep};
use tablier::lang::Lang;

use super::control::Ctl;
use super::saves::SavesButton;
use super::seats::SeatsButton;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::speech;

#[component]
pub fn Toolbar(
    ctl: Ctl,
    seed: Option<u64>,
    /// The game's name, in the language shown.
    name: Signal<String>,
    /// In the designer's test-play.
    embedded: bool,
    seats_open: RwSignal<bool>,
    saves_open: RwSignal<bool>,
) -> impl IntoView {
    let lang = use_lang();
    view! {
        <nav class="toolbar">
            {(!embedded).then(|| view! {
                <a class="button" href="#/" data-testid="library" aria-label=move || tr(lang.get(), "All games", "Tous les jeux")>"⌂"</a>
                <h1 class="game-name">{name}</h1>
                // The child playing, when the teacher asks who plays (a tap asks again).
                <WhoChip ctl=ctl />
            })}
            // In the designer's test-play the seats are the design's ("Played by").
            {(!embedded).then(|| view! { <SeatsButton ctl=ctl open=seats_open /> })}
            // On a phone the toolbar's buttons go on the next line, after the name and "Who plays?".
            {(!embedded).then(|| view! { <span class="toolbar-break"></span> })}
            <button data-testid="undo" disabled=move || ctl.replaying.get() || ctl.play.with(|p| !p.can_undo()) on:click=move |_| ctl.undo()>
                {move || tr(lang.get(), "Undo", "Annuler")}
            </button>
            <Restart ctl=ctl seed=seed />
            // Each tap climbs one step of the help ladder; the last step is "show me".
            <button data-testid="hints" data-level=move || ctl.help.get() aria-pressed=move || (ctl.help.get() > 0).to_string()
                hidden=move || ctl.play.with(|p| help_steps(&p.game).is_empty()) on:click=move |_| ctl.climb_help()>
                {move || tr(lang.get(), "Help", "Aide")}
            </button>
            {(!embedded).then(|| view! { <SavesButton open=saves_open /> })}
            <button data-testid="hear-goal" hidden=move || !speech::enabled().get() on:click=move |_| say_goal(ctl, lang.get_untracked())>
                {speech::speaker_icon()}{move || tr(lang.get(), "The goal", "Le but")}
            </button>
            <button data-testid="show-me" hidden=move || !ctl.helped(HelpStep::ShowMe) || ctl.play.with(|p| p.state.is_over())
                aria-busy=move || ctl.showing.get().to_string() on:click=move |_| ctl.show_me()>
                {move || if ctl.showing.get() { tr(lang.get(), "One moment…", "Un instant…") } else { tr(lang.get(), "Show me", "Montre-moi") }}
            </button>
        </nav>
    }
}

/// "Restart": a game in progress is not wiped by one stray tap; the first tap asks, the
/// second (within four seconds) starts again.
#[component]
fn Restart(ctl: Ctl, seed: Option<u64>) -> impl IntoView {
    let lang = use_lang();
    let armed = RwSignal::new(false);
    let tap = move |_| {
        if armed.get_untracked() || ctl.play.with_untracked(|p| p.log.is_empty()) {
            armed.set(false);
            ctl.restart(seed);
        } else {
            armed.set(true);
            // A child who does not read hears what the second tap would do.
            let l = lang.get_untracked();
            speech::say(tr(l, "Tap again to restart", "Touche encore pour recommencer"), l);
            set_timeout(
                move || {
                    armed.try_set(false);
                },
                std::time::Duration::from_secs(4),
            );
        }
    };
    view! {
        <button data-testid="restart" data-confirm=move || armed.get().to_string() class:armed=move || armed.get() on:click=tap>
            {move || if armed.get() { tr(lang.get(), "Tap again to restart", "Touche encore pour recommencer") } else { tr(lang.get(), "Restart", "Recommencer") }}
        </button>
    }
}

/// Read aloud what the game is about: its description (written, or made from its rules and
/// words), else its name.
fn say_goal(ctl: Ctl, lang: Lang) {
    speech::speak(&ctl.play.with_untracked(|p| goal_words(p, lang)), lang);
}

/// The game's description (written, or made from its rules and words), else its name.
pub(super) fn goal_words(p: &tablier::engine::Play, lang: Lang) -> String {
    let d = &p.game.design;
    match tablier::engine::goal_text(d).get(lang) {
        "" => d.name.get(lang).to_string(),
        said => said.to_string(),
    }
}
