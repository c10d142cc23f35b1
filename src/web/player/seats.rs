//! "Who plays?": before a game starts, a panel lets anyone set each seat to a person or the
//! computer at a level (the design's player settings give the defaults, `seating`), the
//! computer's pace, and "Start" when the computer opens.

use leptos::prelude::*;

use super::control::Ctl;
use super::seating::{computer_words, Pace, LEVELS};
use crate::shared::i18n::{tr, use_lang};

/// Whether the seats may be set now: before the first move of a game for two or more.
pub fn before_start(ctl: Ctl) -> bool {
    !ctl.replaying.get() && ctl.play.with(|p| p.state.players.len() > 1 && p.log.is_empty() && !p.state.is_over())
}

/// The toolbar's "Who plays?" for games of two or more (after the first move it shows who
/// plays, and says how to change it).
#[component]
pub fn SeatsButton(ctl: Ctl, open: RwSignal<bool>) -> impl IntoView {
    let lang = use_lang();
    let several = move || ctl.play.with(|p| p.state.players.len() > 1);
    view! {
        <button data-testid="seats-button" hidden=move || !several() aria-expanded=move || open.get().to_string()
            on:click=move |_| open.update(|o| *o = !*o)>
            {move || tr(lang.get(), "Who plays?", "Qui joue\u{a0}?")}
        </button>
    }
}

/// Whether a computer seat opens a game that has not started: it waits for "Start".
pub fn waiting_to_start(ctl: Ctl) -> bool {
    let current = ctl.play.with(|p| (!p.state.is_over() && p.log.is_empty()).then_some(p.state.current));
    !ctl.started.get() && current.is_some_and(|c| ctl.seats.with(|s| s.get(c).copied().flatten().is_some()))
}

/// Each seat's person or computer and the computer's pace, opened from "Who plays?".
#[component]
pub fn Seats(ctl: Ctl, open: RwSignal<bool>) -> impl IntoView {
    let lang = use_lang();
    let pace = RwSignal::new(Pace::stored());
    let shown = move || open.get() && !ctl.replaying.get();
    let fixed = move || !before_start(ctl);
    let count = move || ctl.seats.with(|s| s.len());
    let any_computer = move || ctl.seats.with(|s| s.iter().any(|s| s.is_some()));
    let set = move |i: usize, seat: Option<u8>| {
        ctl.seats.update(|s| {
            if let Some(x) = s.get_mut(i) {
                *x = seat;
            }
        });
        ctl.save();
    };
    let seat = move |i: usize| {
        let name = move || {
            ctl.play.with(|p| p.state.players.get(i).map(|pl| pl.name.get(lang.get()).to_string()).unwrap_or_default())
        };
        let level = move || ctl.seats.with(|s| s.get(i).copied().flatten());
        // One choice per seat (a person, or the computer at a level): one tap, the list.
        view! {
            <li class="seat">
                <label>
                    <span class="seat-name">{name}</span>
                    <select data-testid="seat" data-seat=i disabled=fixed on:change=move |ev| set(i, event_target_value(&ev).parse::<u8>().ok())>
                        <option value="person" selected=move || level().is_none()>{move || tr(lang.get(), "A person", "Une personne")}</option>
                        {LEVELS.iter().map(|&l| view! {
                            <option value=l.to_string() selected=move || level() == Some(l)>
                                {move || computer_words(l, lang.get())}
                            </option>
                        }).collect_view()}
                    </select>
                </label>
            </li>
        }
    };
    let paces = [Pace::Slow, Pace::Normal, Pace::Fast].map(|p| {
        view! {
            <button data-pace=p.name() aria-pressed=move || (pace.get() == p).to_string()
                on:click=move |_| { pace.set(p); p.store(); }>
                {move || p.words().get(lang.get()).to_string()}
            </button>
        }
    });
    view! {
        <section class="seats" data-testid="seats" role="dialog" aria-modal="false" aria-labelledby="seats-question" hidden=move || !shown()>
            <p id="seats-question">{move || tr(lang.get(), "Who plays?", "Qui joue\u{a0}?")}</p>
            <ol>{move || (0..count()).map(seat).collect_view()}</ol>
            <p class="seats-fixed" hidden=move || !fixed()>
                {move || tr(lang.get(), "The game has started: restart it to change who plays.", "La partie a commencé\u{a0}: recommence-la pour changer qui joue.")}
            </p>
            <div class="pace" role="group" hidden=move || !any_computer() aria-label=move || tr(lang.get(), "The computer's pace", "Le rythme de l'ordinateur")>
                <span>{move || tr(lang.get(), "The computer's pace:", "Rythme de l'ordinateur\u{a0}:")}</span>
                {paces}
            </div>
            <button class="big" data-testid="seats-done" on:click=move |_| open.set(false)>
                {move || tr(lang.get(), "Done", "C'est prêt")}
            </button>
        </section>
    }
}
