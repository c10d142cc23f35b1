//! Who plays each seat: a person or the computer at a level. Before a game starts, a panel
//! lets anyone set each seat (the design's player settings give the defaults), the computer's
//! pace, and "Start" when the computer opens; games against keep-it-close remember how the
//! child did, so the next game is closer.

use leptos::prelude::*;
use tablier::engine::{Play, Status};
use tablier::lang::{lower, Lang, Text};
use tablier::search::KEEP_CLOSE;

use super::control::Ctl;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::storage;

/// The seats a design gives a game of `players` (a one-player design played by several
/// people has person seats only).
pub fn from_design(play: &Play) -> Vec<Option<u8>> {
    let design = &play.game.design.players;
    let n = play.state.players.len();
    (0..n).map(|i| if design.len() == n { design[i].computer } else { None }).collect()
}

/// The seats kept for a game of `n` players: new seats are people's.
pub fn fit(mut seats: Vec<Option<u8>>, n: usize) -> Vec<Option<u8>> {
    seats.resize(n, None);
    seats
}

/// The levels offered, weakest first, then keep-it-close.
const LEVELS: [u8; 6] = [1, 2, 3, 4, 5, KEEP_CLOSE];

pub fn level_words(level: u8) -> Text {
    match level {
        1 => Text::new("Level 1: very easy", "Niveau 1 : très facile"),
        2 => Text::new("Level 2: easy", "Niveau 2 : facile"),
        3 => Text::new("Level 3: medium", "Niveau 3 : moyen"),
        4 => Text::new("Level 4: hard", "Niveau 4 : difficile"),
        KEEP_CLOSE => Text::new("Keep it close (adapts to you)", "Au coude-à-coude (s'adapte à toi)"),
        _ => Text::new("Level 5: expert", "Niveau 5 : expert"),
    }
}

/// How long the computer takes at least per move, so that people see each move happen.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Pace {
    Slow,
    Normal,
    Fast,
}

const PACE_KEY: &str = "tablier.pace";

impl Pace {
    pub fn millis(self) -> u64 {
        match self {
            Pace::Slow => 2000,
            Pace::Normal => 800,
            Pace::Fast => 150,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
        }
    }

    fn words(self) -> Text {
        match self {
            Pace::Slow => Text::new("Slow", "Lent"),
            Pace::Normal => Text::new("Normal", "Normal"),
            Pace::Fast => Text::new("Fast", "Rapide"),
        }
    }

    pub fn stored() -> Pace {
        match storage::get_text(PACE_KEY).as_deref() {
            Some("slow") => Pace::Slow,
            Some("fast") => Pace::Fast,
            _ => Pace::Normal,
        }
    }
}

fn close_key(game: &str) -> String {
    format!("tablier.close.{game}")
}

/// The child's results against keep-it-close in this game, oldest first ("wld…").
pub fn close_results(game: &str) -> String {
    storage::get_text(&close_key(game)).unwrap_or_default()
}

/// At the end of a game with a keep-it-close seat: the people's result, remembered (the last
/// ten games count).
pub fn record_end(game: &str, play: &Play, seats: &[Option<u8>]) {
    if !seats.contains(&Some(KEEP_CLOSE)) || seats.iter().all(|s| s.is_some()) {
        return;
    }
    let result = match (play.state.status, play.state.winner) {
        (Status::Won, Some(w)) if seats.get(w).copied().flatten().is_some() => 'l',
        (Status::Won, Some(_)) => 'w',
        (Status::Lost, _) => 'l',
        _ => 'd',
    };
    let mut all = close_results(game);
    all.push(result);
    let keep: String = all.chars().rev().take(10).collect::<Vec<_>>().into_iter().rev().collect();
    storage::set(&close_key(game), &keep);
}

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
            {move || tr(lang.get(), "Who plays?", "Qui joue ?")}
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
                on:click=move |_| { pace.set(p); storage::set(PACE_KEY, p.name()); }>
                {move || p.words().get(lang.get()).to_string()}
            </button>
        }
    });
    view! {
        <section class="seats" data-testid="seats" role="dialog" aria-modal="false" aria-labelledby="seats-question" hidden=move || !shown()>
            <p id="seats-question">{move || tr(lang.get(), "Who plays?", "Qui joue ?")}</p>
            <ol>{move || (0..count()).map(seat).collect_view()}</ol>
            <p class="seats-fixed" hidden=move || !fixed()>
                {move || tr(lang.get(), "The game has started: restart it to change who plays.", "La partie a commencé : recommence-la pour changer qui joue.")}
            </p>
            <div class="pace" role="group" hidden=move || !any_computer() aria-label=move || tr(lang.get(), "The computer's pace", "Le rythme de l'ordinateur")>
                <span>{move || tr(lang.get(), "The computer's pace:", "Rythme de l'ordinateur :")}</span>
                {paces}
            </div>
            <button class="big" data-testid="seats-done" on:click=move |_| open.set(false)>
                {move || tr(lang.get(), "Done", "C'est prêt")}
            </button>
        </section>
    }
}

/// "The computer, level 3: medium".
pub fn computer_words(level: u8, lang: Lang) -> String {
    let words = level_words(level);
    let level = words.get(lang);
    let level = lower(&level[..1]) + &level[1..];
    match lang {
        Lang::En => format!("The computer, {level}"),
        Lang::Fr => format!("L'ordinateur, {level}"),
    }
}

/// The seat's words for the turn line: "the computer, level 3: medium".
pub fn seat_words(level: u8, lang: Lang) -> String {
    let words = computer_words(level, lang);
    lower(&words[..1]) + &words[1..]
}
