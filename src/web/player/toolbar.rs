//! The player's toolbar: the way home, the game's name and "Who plays?" (not in the
//! designer's test-play, whose own toolbar names the game), undo, restart, the help ladder,
//! the named saves, the goal read aloud, and "Show me".

use super::who::WhoChip;
use leptos::prelude::*;
use tablier::engine::{help_steps, HelpStep};
use tablier::lang::{Lang, Text};

use super::control::Ctl;
use super::parts::PartButtons;
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
                {undo_icon()}<span class="word">{move || tr(lang.get(), "Undo", "Annuler")}</span>
            </button>
            <Restart ctl=ctl seed=seed />
            // Each tap climbs one step of the help ladder; its last step, "show me", takes the
            // place of Help, which has nothing more to give (and a phone's row keeps its room).
            <button data-testid="hints" data-level=move || ctl.help.get() aria-pressed=move || (ctl.help.get() > 0).to_string()
                hidden=move || ctl.helped(HelpStep::ShowMe) || ctl.play.with(|p| help_steps(&p.game).is_empty()) on:click=move |_| ctl.climb_help()>
                {move || tr(lang.get(), "Help", "Aide")}
            </button>
            <button data-testid="show-me" hidden=move || !ctl.helped(HelpStep::ShowMe) || ctl.play.with(|p| p.state.is_over())
                aria-busy=move || ctl.showing.get().to_string() on:click=move |_| ctl.show_me()>
                {move || if ctl.showing.get() { tr(lang.get(), "One moment…", "Un instant…") } else { tr(lang.get(), "Show me", "Montre-moi") }}
            </button>
            {(!embedded).then(|| view! { <SavesButton open=saves_open /> })}
            <button data-testid="hear-goal" hidden=move || !speech::enabled().get() on:click=move |_| say_goal(ctl, lang.get_untracked())>
                {goal_icon()}<span class="word">{move || tr(lang.get(), "The goal", "Le but")}</span>
            </button>
            // Last: on a phone they take the next row, and the game's buttons keep theirs.
            <PartButtons ctl=ctl />
        </nav>
    }
}

/// "Restart": a game in progress is not wiped by one stray tap; the first tap asks, the
/// second (within four seconds) starts again. The question is on the message line (and read
/// aloud with it): the button keeps its size and place, where the second tap goes.
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
            let asked = Text::new("Tap again to restart.", "Touche encore pour recommencer.");
            let before = ctl.message.get_untracked();
            ctl.message.set(Some((asked.clone(), false)));
            set_timeout(
                move || {
                    armed.try_set(false);
                    // The message that was there comes back, unless something else was said since.
                    if ctl.message.try_with_untracked(|m| m.as_ref().is_some_and(|m| m.0 == asked)) == Some(true) {
                        ctl.message.try_set(before);
                    }
                },
                std::time::Duration::from_secs(4),
            );
        }
    };
    view! {
        <button data-testid="restart" data-confirm=move || armed.get().to_string() class:armed=move || armed.get() on:click=tap>
            {restart_icon()}
            <span class="word">{move || tr(lang.get(), "Restart", "Recommencer")}</span>
        </button>
    }
}

// Undo, Restart and the goal carry a picture: a child who does not read knows the arrows, and
// on a phone the pictures alone leave Help or "Show me" and the saves room on one row (the
// words stay for screen readers, style/app.css).

/// A picture of 24 x 24 drawn by `paths`, its markup.
fn icon(paths: &'static str) -> impl IntoView {
    view! { <svg class="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" inner_html=paths></svg> }
}

fn undo_icon() -> impl IntoView {
    icon(r#"<path d="M9 15L4 10l5-5M4 10h10a6 6 0 0 1 0 12h-3" stroke="currentColor" stroke-width="2.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>"#)
}

fn restart_icon() -> impl IntoView {
    icon(r#"<path d="M20 12a8 8 0 1 1-2.6-5.9M20 3v5h-5" stroke="currentColor" stroke-width="2.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>"#)
}

/// A speaker that asks: not the header's read-aloud switch, whose speaker sends out waves
/// (on a phone both are pictures alone).
fn goal_icon() -> impl IntoView {
    icon(concat!(
        r#"<path d="M2 9v6h4l5 4V5L6 9H2z" fill="currentColor"/>"#,
        r#"<path d="M14.5 8.5a3.5 3.5 0 1 1 4.5 3.4c-.8.3-1.2.9-1.2 1.7V15" stroke="currentColor" stroke-width="2.2" fill="none" stroke-linecap="round"/>"#,
        r#"<circle cx="17.8" cy="19" r="1.4" fill="currentColor"/>"#
    ))
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
