//! The computer's line, under the status: "Start" when the computer opens, "The computer is
//! thinking…" while it does, and Pause / Go on when the computer plays against itself.

use leptos::prelude::*;

use super::control::Ctl;
use super::seats::waiting_to_start;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::worker::Thinker;

/// While the computer thinks, a line says so; computer against computer may be paused.
#[component]
pub fn ComputerLine(ctl: Ctl) -> impl IntoView {
    let lang = use_lang();
    let watching = move || {
        ctl.seats.with(|s| !s.is_empty() && s.iter().all(|s| s.is_some()))
            && ctl.started.get()
            && ctl.play.with(|p| !p.state.is_over())
    };
    let thinker = move || match ctl.thinker.get() {
        Some(Thinker::Worker) => "worker",
        Some(Thinker::Page) => "page",
        None => "",
    };
    let waiting = move || waiting_to_start(ctl);
    view! {
        <div class="computer-line" hidden=move || ctl.thinking.get().is_none() && !watching() && !waiting()>
            <button class="big" data-testid="start" hidden=move || !waiting() on:click=move |_| ctl.started.set(true)>
                {move || tr(lang.get(), "Start: the computer begins", "Commencer\u{a0}: l'ordinateur joue en premier")}
            </button>
            <span class="thinking" data-testid="thinking" data-thinker=thinker hidden=move || ctl.thinking.get().is_none()>
                {move || tr(lang.get(), "The computer is thinking…", "L'ordinateur réfléchit…")}
            </span>
            <button data-testid="pause" hidden=move || !watching() || waiting() aria-pressed=move || ctl.paused.get().to_string()
                on:click=move |_| {
                    ctl.thinking.set(None);
                    ctl.paused.update(|p| *p = !*p);
                }>
                {move || if ctl.paused.get() { tr(lang.get(), "Go on", "Continuer") } else { tr(lang.get(), "Pause", "Pause") }}
            </button>
        </div>
    }
}
