//! The computer's seats take their turns: when a computer seat is to play, the position is
//! sent to the Web Worker (`crate::shared::worker`), and its answer is played as a person's move
//! would be, after at least the pace's delay. An answer for a position that is gone (an undo,
//! a restart, the child left the game) is dropped.

use std::time::Duration;

use leptos::prelude::*;
use tablier::notation::{format_action, parse_action};
use tablier::search::KEEP_CLOSE;

use super::control::Ctl;
use super::seating::{close_results, Pace};
use crate::shared::worker::{ask, Request};

impl Ctl {
    /// The question for the worker about the game as it stands.
    pub fn request(&self, level: u8, show_me: bool) -> Request {
        self.play.with_untracked(|p| Request {
            design: self.design_json.get_value(),
            seed: p.seed.to_string(),
            players: p.state.players.len(),
            log: p.log.iter().map(|a| format_action(&p.game, *a)).collect(),
            level,
            close: if level == KEEP_CLOSE { close_results(&self.game_id.get_value()) } else { String::new() },
            show_me,
        })
    }

    /// A child climbing the help ladder of a puzzle may soon ask "Show me": the worker starts
    /// its search now (the answer is remembered there, not played), so a puzzle that takes it a
    /// few seconds (the French solitaire) is often ready by the time the button is tapped.
    /// Where no worker runs, nothing is prepared (`worker::prepare`).
    pub fn prepare_show_me(&self) {
        let ready = self.play.with_untracked(|p| {
            p.state.players.len() == 1
                && !p.state.is_over()
                && tablier::engine::help_steps(&p.game).contains(&tablier::engine::HelpStep::ShowMe)
        });
        if ready {
            crate::shared::worker::prepare(&self.request(0, true));
        }
    }

    /// "Show me": one good action, worked out in the worker and played as if the child had
    /// tapped it (unless the game moved on meanwhile).
    pub fn show_me(&self) {
        let ctl = *self;
        if self.showing.get_untracked() {
            return;
        }
        self.showing.set(true);
        let at = self.play.with_untracked(|p| p.log.len());
        ask(&self.request(0, true), move |answer, _| {
            if ctl.showing.try_set(false).is_some() {
                return;
            }
            if ctl.play.try_with_untracked(|p| p.log.len() == at && !p.state.is_over()) != Some(true) {
                return;
            }
            if let Some(action) = ctl.play.with_untracked(|p| parse_action(&p.game, &answer).ok()) {
                ctl.held.set(None);
                ctl.play.update(|p| {
                    p.settle();
                    p.helps += 1;
                });
                // A child who asked once often asks again: the worker works out the next
                // answer now, while this move is shown.
                if ctl.act(action) {
                    ctl.prepare_show_me();
                }
            }
        });
    }
}

/// How long the computer waits before asking again for thinking that could not be loaded.
const RETRY_SECONDS: u64 = 3;

pub fn drive(ctl: Ctl) {
    Effect::new(move |_| {
        if ctl.seats.with(|s| s.iter().any(|s| s.is_some())) {
            crate::shared::worker::warm();
        }
        let (at, over, current) = ctl.play.with(|p| (p.log.len(), p.state.is_over(), p.state.current));
        let Some(level) = ctl.seats.with(|s| s.get(current).copied().flatten()) else { return };
        if over || ctl.paused.get() || !ctl.started.get() || ctl.replaying.get() {
            return;
        }
        if ctl.thinking.get_untracked() == Some(at) {
            return;
        }
        ctl.thinking.set(Some(at));
        let request = ctl.request(level, false);
        let asked = js_sys::Date::now();
        // A face-up pair that does not match is turned back before the computer plays on.
        let delay = ctl.play.with_untracked(|p| {
            if p.state.revealed.is_empty() {
                0
            } else {
                p.game.rules().flip_back_delay as u64 * 100
            }
        });
        let pace = Pace::stored().millis().max(delay);
        ask(&request, move |answer, thinker| {
            let waited = (js_sys::Date::now() - asked).max(0.0) as u64;
            let play = move || {
                // Still this position, still the computer's turn: play it.
                if ctl.thinking.try_get_untracked() != Some(Some(at))
                    || ctl.paused.get_untracked()
                    || ctl.replaying.get_untracked()
                {
                    return;
                }
                ctl.thinking.set(None);
                ctl.thinker.set(Some(thinker));
                let action = ctl.play.with_untracked(|p| parse_action(&p.game, &answer).ok());
                match action {
                    Some(action) => {
                        ctl.play.update(|p| p.settle());
                        ctl.computer_act(action);
                    }
                    // No answer: its thinking could not be loaded (the connection lost before
                    // the app was kept offline, or a new version half there). Said, and asked
                    // again a little later: the turn is the computer's, the child cannot go on.
                    None => {
                        ctl.message.set(Some((
                            tablier::lang::Text::new(
                                "The computer cannot think just now (is the Internet connection lost?): it tries again.",
                                "L'ordinateur ne peut pas réfléchir pour l'instant (la connexion Internet est-elle coupée\u{a0}?)\u{a0}: il essaie encore.",
                            ),
                            true,
                        )));
                        set_timeout(
                            move || {
                                // Still the same position: the effect above asks again.
                                if ctl.play.try_with_untracked(|p| p.log.len() == at) == Some(true) {
                                    ctl.play.update(|_| {});
                                }
                            },
                            Duration::from_secs(RETRY_SECONDS),
                        );
                    }
                }
            };
            set_timeout(play, Duration::from_millis(pace.saturating_sub(waited)));
        });
    });
}
