//! The end of a game: the card that says how it ended (the stars won, or a kind word when the
//! computer beat the child), with Play again, Watch again, the scores, and a way to fold it
//! down to see the board on a phone.

use leptos::prelude::*;
use tablier::engine::{computer_beat_people, end_text_seated, stars, stars_why, Play};
use tablier::lang::{Lang, Text};

use super::control::Ctl;
use super::counts;
use super::stats::StatsTable;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::speech;

/// Which seats the computer plays.
fn computer_seats(ctl: Ctl) -> Vec<bool> {
    ctl.seats.with(|seats| seats.iter().map(|s| s.is_some()).collect())
}

#[component]
pub fn GameOver(
    ctl: Ctl,
    seed: Option<u64>,
    /// The game was finished when the player opened (its card comes after the board: a game
    /// that ended meanwhile is still said).
    opened_over: bool,
) -> impl IntoView {
    let lang = use_lang();
    let over = move || ctl.play.with(|p| p.state.is_over()) && !ctl.replaying.get();
    // On a phone the card covers the bottom of the board: "See the board" folds it down to a
    // bar (the board shrinks above it), and "Back" opens it again.
    let folded = RwSignal::new(false);
    Effect::new(move |_| {
        if !over() {
            folded.set(false);
        }
    });
    // Read-aloud: the end is said when it comes (not when a finished game is opened again).
    Effect::new(move |was: Option<bool>| {
        let now = over();
        if now && !was.unwrap_or(opened_over) {
            let computers = untrack(|| computer_seats(ctl));
            let l = lang.get_untracked();
            let end = ctl.play.with_untracked(|p| end_text_seated(&p.game, &p.state, &computers)).get(l).to_string();
            // The move's message when it says the end with its reason ("No move is possible
            // any more. Draw!"); the card's words otherwise (a kind word when the computer won).
            let message = ctl.message.with_untracked(|m| m.as_ref().map(|m| m.0.get(l).to_string()));
            speech::say(&message.filter(|m| m.contains(end.as_str())).unwrap_or(end), l);
        }
        now
    });
    view! { <Show when=over><EndCard ctl=ctl seed=seed folded=folded /></Show> }
}

/// How a game ended, as the card says it.
struct End {
    /// The engine's name of the result (won, lost, draw).
    result: &'static str,
    text: Text,
    /// The tokens on the grid, when the ranking counts them.
    count: Option<String>,
    /// The computer beat the people: nobody is congratulated for losing.
    beaten: bool,
    stars: Option<u8>,
    /// Why stars are missing (the help used, the mistakes).
    why: Option<Text>,
    helps: u32,
}

impl End {
    fn of(p: &Play, computers: &[bool], lang: Lang) -> End {
        let beaten = computer_beat_people(&p.state, computers);
        // No stars when the computer beat the child.
        let (stars, why) = match beaten {
            true => (None, None),
            false => (stars(&p.state, p.helps), stars_why(&p.state, p.helps)),
        };
        let text = end_text_seated(&p.game, &p.state, computers);
        let count = counts::grid_count(p, lang);
        End { result: p.state.status.name(), text, count, beaten, stars, why, helps: p.helps }
    }

    /// Why stars are missing, else how much help was used.
    fn helps_line(&self, lang: Lang) -> Option<String> {
        match (&self.why, self.helps) {
            (Some(why), _) => Some(why.get(lang).to_string()),
            (None, 0) => None,
            (None, n) => Some(match lang {
                Lang::En => format!("Help used: {n} {}", if n == 1 { "time" } else { "times" }),
                Lang::Fr => format!("Aide utilisée\u{a0}: {n} fois"),
            }),
        }
    }
}

/// The stars won, popping in one after another (CSS; none with reduced motion).
fn stars_view(n: u8, lang: Lang) -> impl IntoView {
    let label = match lang {
        Lang::En => format!("{n} stars out of 3"),
        Lang::Fr => format!("{n} étoiles sur 3"),
    };
    view! {
        <p class="stars" data-testid="stars" data-stars=n role="img" aria-label=label>
            {(0..3u8).map(|i| view! { <span class="star" class:lit=i < n style=format!("--i: {i}")>"★"</span> }).collect_view()}
        </p>
    }
}

/// The card, drawn again when the language or the game changes.
#[component]
fn EndCard(ctl: Ctl, seed: Option<u64>, folded: RwSignal<bool>) -> impl IntoView {
    let lang = use_lang();
    let stats_open = RwSignal::new(false);
    move || {
        let computers = computer_seats(ctl);
        let end = ctl.play.with(|p| End::of(p, &computers, lang.get()));
        let helps_line = end.helps_line(lang.get());
        view! {
            <div class="game-over" class:folded=move || folded.get() data-testid="game-over" data-result=end.result
                data-winner=end.beaten.then_some("computer") role="dialog" aria-modal="false" aria-labelledby="end-text">
                {end.stars.map(|n| stars_view(n, lang.get()))}
                <p class="end-text" id="end-text">{end.text.get(lang.get()).to_string()}</p>
                <p class="end-count" data-testid="end-count" hidden=end.count.is_none()>{end.count.clone().unwrap_or_default()}</p>
                {helps_line.map(|line| view! { <p class="end-helps" data-testid="end-helps">{line}</p> })}
                {move || stats_open.get().then(|| view! {
                    <StatsTable game=ctl.game_id.get_value() play=ctl.play.get_untracked() />
                })}
                <EndButtons ctl=ctl seed=seed folded=folded stats_open=stats_open />
            </div>
        }
    }
}

#[component]
fn EndButtons(ctl: Ctl, seed: Option<u64>, folded: RwSignal<bool>, stats_open: RwSignal<bool>) -> impl IntoView {
    let lang = use_lang();
    view! {
        <div class="end-buttons">
            <button class="big" data-testid="play-again" on:click=move |_| ctl.restart(seed)>
                {move || tr(lang.get(), "Play again", "Rejouer")}
            </button>
            <button class="big" data-testid="replay" on:click=move |_| ctl.start_replay()>
                {move || tr(lang.get(), "Watch again", "Revoir la partie")}
            </button>
            <button class="big" data-testid="stats" aria-expanded=move || stats_open.get().to_string()
                on:click=move |_| stats_open.update(|o| *o = !*o)>
                {move || tr(lang.get(), "Scores", "Scores")}
            </button>
            <a class="button big" href="#/">{move || tr(lang.get(), "Other games", "Autres jeux")}</a>
            <button class="big see-board" data-testid="see-board" aria-expanded=move || (!folded.get()).to_string()
                on:click=move |_| folded.update(|f| *f = !*f)>
                {move || if folded.get() { tr(lang.get(), "Back to the results", "Retour aux résultats") } else { tr(lang.get(), "See the board", "Voir le plateau") }}
            </button>
        </div>
    }
}
