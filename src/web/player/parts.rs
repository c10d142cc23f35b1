//! A game too big for a phone at finger size, shown a part at a time (`layout::parts`): the
//! table everyone takes from, the board of the one to play, every player's board. The part
//! follows the game (a token picked up from the table shows where it can go; after each step,
//! the table again, or the child's board when that step scored there) and buttons show any
//! part at one tap.

use std::sync::Arc;
use std::time::Duration;

use leptos::prelude::*;
use tablier::game::Game;

use super::control::Ctl;
use super::drag::Pointer;
use super::traces::Trace;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::layout::{self, Part};

/// Show the part the game needs now: see the module's words.
pub(super) fn follow_the_game(ctl: Ctl, game: Arc<Game>, front: Signal<usize>, pointer: Pointer) {
    let held_game = game.clone();
    Effect::new(move |_| {
        let Some(cell) = ctl.held.get() else { return };
        // A token dragged stays where the finger took it: the part changes for a tap only.
        if pointer.dragging() || !ctl.parts.with_untracked(|p| p.contains(&Part::Mine)) {
            return;
        }
        if layout::part_of(&held_game, cell, front.get_untracked()) == Part::Table {
            ctl.landing.set(None);
            ctl.part.set(Part::Mine);
        }
    });
    // After each step, the table, where the next one takes from: at once, or after a moment
    // when the child's board was shown (the tiles just put down are seen landing) or the step
    // scored there (the points are read first). A part chosen meanwhile stays.
    let steps = Memo::new(move |_| ctl.play.with(|p| p.log.len()));
    let step_seen = StoredValue::new(0usize);
    // The marks on the board (`traces`) as the last step left them: only a step's own marks
    // say where it scored (the computer's are added to the child's until the child acts).
    let marks_seen = StoredValue::new(Vec::<Trace>::new());
    Effect::new(move |before: Option<(usize, usize)>| {
        let n = steps.get();
        let now_front = front.get_untracked();
        // The board the step was played on is the one in front before it: between two people
        // the front is already the next player's.
        let played_on = before.map_or(now_front, |(_, f)| f);
        let marks = ctl.traces.get_untracked();
        let seen = marks_seen.get_value();
        let fresh = if marks.starts_with(&seen) { marks[seen.len()..].to_vec() } else { marks.clone() };
        marks_seen.set_value(marks);
        if before.is_none_or(|(b, _)| b == n) || ctl.parts.with_untracked(Vec::is_empty) {
            return (n, now_front);
        }
        step_seen.set_value(n);
        let scored_here = fresh.iter().any(|t| {
            matches!(t, Trace::Points { cell, points } if *points != 0 && layout::part_of(&game, *cell, played_on) == Part::Mine)
        });
        let wait = if scored_here {
            Some(SCORED)
        } else if ctl.part.get_untracked() == Part::Mine {
            Some(LANDED)
        } else {
            None
        };
        match wait {
            None => {
                ctl.landing.set(None);
                ctl.part.set(Part::Table);
            }
            Some(wait) => {
                ctl.landing.set(Some(played_on));
                ctl.part.set(Part::Mine);
                set_timeout(
                    move || {
                        // Unless another step came, or the child chose a part: the game may be
                        // gone too (its signals with it).
                        if step_seen.try_get_value() == Some(n) {
                            ctl.landing.try_set(None);
                            if ctl.part.try_get_untracked() == Some(Part::Mine) {
                                ctl.part.try_set(Part::Table);
                            }
                        }
                    },
                    wait,
                );
            }
        }
        (n, now_front)
    });
}

/// How long the child's board stays after tiles were put down on it, and after it scored.
const LANDED: Duration = Duration::from_millis(1200);
const SCORED: Duration = Duration::from_millis(3000);

/// The buttons that show each part, on a phone showing the game a part at a time (a part with
/// nothing in it has none).
#[component]
pub fn PartButtons(ctl: Ctl) -> impl IntoView {
    let lang = use_lang();
    let button = move |part: Part, id: &'static str, en: &'static str, fr: &'static str| {
        view! {
            <button data-testid=id hidden=move || !ctl.parts.with(|p| p.contains(&part))
                aria-pressed=move || (ctl.part.get() == part).to_string() on:click=move |_| {
                    ctl.landing.set(None);
                    ctl.part.set(part);
                }>
                {move || tr(lang.get(), en, fr)}
            </button>
        }
    };
    view! {
        <span class="parts" role="group" hidden=move || ctl.parts.with(Vec::is_empty)
            aria-label=move || tr(lang.get(), "What the board shows", "Ce que montre le plateau")>
            {button(Part::Table, "part-table", "Table", "Table")}
            {button(Part::Mine, "part-mine", "My board", "Mon plateau")}
            {button(Part::Boards, "part-boards", "All boards", "Tous")}
        </span>
    }
}
