//! Replay of a finished game: from the end card, the game is walked again move by move
//! (to the start, back, forward, to the end) with the engine's undo and redo; closing the
//! replay goes back to the finished game. Nothing is played or saved meanwhile.

use leptos::prelude::*;
use tablier::engine::Action;
use tablier::game::CellId;

use super::control::Ctl;
use crate::shared::i18n::{tr, use_lang};

#[derive(Clone, Copy)]
enum Step {
    Start,
    Back,
    Forward,
    End,
}

impl Ctl {
    pub fn start_replay(&self) {
        self.held.set(None);
        self.thinking.set(None);
        self.message.set(None);
        self.replaying.set(true);
        self.play.update(|p| {
            p.settle();
            while p.undo() {}
        });
    }

    fn replay_step(&self, step: Step) {
        let before: Vec<CellId> = self.play.with_untracked(|p| p.state.tokens.iter().map(|t| t.cell).collect());
        self.play.update(|p| match step {
            Step::Start => while p.undo() {},
            Step::Back => {
                p.undo();
            }
            Step::Forward => {
                p.redo();
            }
            Step::End => while p.redo() {},
        });
        // A move forward or back glides, as it did when it was played.
        if matches!(step, Step::Back | Step::Forward) {
            self.note_arrivals(&before, Action::Pass, None);
        }
    }

    pub fn end_replay(&self) {
        self.play.update(|p| while p.redo() {});
        self.replaying.set(false);
    }
}

/// The buttons' pictures, drawn (not font glyphs, which tablets may lack): a triangle, with a
/// bar for "to the start" and "to the end".
fn icon(step: Step) -> impl IntoView {
    let (triangle, bar) = match step {
        Step::Start => ("M19 5 L8 12 L19 19 Z", Some("M5 5 h3 v14 h-3 Z")),
        Step::Back => ("M17 5 L6 12 L17 19 Z", None),
        Step::Forward => ("M7 5 L18 12 L7 19 Z", None),
        Step::End => ("M5 5 L16 12 L5 19 Z", Some("M16 5 h3 v14 h-3 Z")),
    };
    view! {
        <svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d=triangle fill="currentColor" />
            {bar.map(|d| view! { <path d=d fill="currentColor" /> })}
        </svg>
    }
}

#[component]
pub fn ReplayBar(ctl: Ctl) -> impl IntoView {
    let lang = use_lang();
    let at = move || ctl.play.with(|p| (p.log.len(), p.log.len() + p.redo_len()));
    let button = move |step: Step, hook: &'static str, en: &'static str, fr: &'static str| {
        let disabled = move || {
            let (k, n) = at();
            match step {
                Step::Start | Step::Back => k == 0,
                Step::Forward | Step::End => k == n,
            }
        };
        view! {
            <button class="big" data-testid=hook disabled=disabled aria-label=move || tr(lang.get(), en, fr)
                on:click=move |_| ctl.replay_step(step)>{icon(step)}</button>
        }
    };
    view! {
        <Show when=move || ctl.replaying.get()>
            <div class="replay-bar" data-testid="replay-bar" role="group" aria-label=move || tr(lang.get(), "Replay", "Rediffusion")>
                <span class="replay-step" data-testid="replay-step">{move || {
                    let (k, n) = at();
                    match lang.get() {
                        tablier::lang::Lang::En => format!("Move {k} of {n}"),
                        tablier::lang::Lang::Fr => format!("Coup {k} sur {n}"),
                    }
                }}</span>
                {button(Step::Start, "replay-start", "To the start", "Au début")}
                {button(Step::Back, "replay-back", "One move back", "Un coup en arrière")}
                {button(Step::Forward, "replay-forward", "One move forward", "Un coup en avant")}
                {button(Step::End, "replay-end", "To the end", "À la fin")}
                <button data-testid="replay-close" on:click=move |_| ctl.end_replay()>{move || tr(lang.get(), "Close", "Fermer")}</button>
            </div>
        </Show>
    }
}
