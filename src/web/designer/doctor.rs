//! "How does it play?": the game doctor in the designer. For a game of two or more players,
//! the computer plays it against itself in the worker, one game per question (a progress bar,
//! and Stop between two games), and the educator reads what it found in plain words, with a
//! bar of who won how often (`tablier::search::doctor`, the same as `tablier doctor`).

use leptos::prelude::*;
use tablier::lang::Lang;
use tablier::model::Design;
use tablier::search::doctor::Checkup;

use super::draft::Draft;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::images;
use crate::shared::split::NotLoaded;
use leptos::wasm_split::wasm_split;

/// Games played for one check-up: enough for "most games", quick enough to wait for.
const GAMES: u32 = 40;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Run {
    Idle,
    Playing,
    Stopped,
    Done,
}

#[component]
pub fn Doctor(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    // Played only when the design has no problem and a count of two or more players (the
    // page never compiles a game itself: that code comes with a test-play, `test_play.rs`).
    let playable = Memo::new(move |_| {
        if !draft.problems.with(Vec::is_empty) {
            return None;
        }
        draft.design.with(|d| {
            let players = d.player_counts().into_iter().find(|n| *n >= 2)?;
            Some((d.to_json(), players))
        })
    });
    let run = RwSignal::new(Run::Idle);
    let done = RwSignal::new(0u32);
    let found = RwSignal::new(Checkup::default());
    // The game the results are about (its JSON, and itself): a change of the design starts over.
    let about = StoredValue::new(String::new());
    // Each press of the button starts a new round: an answer from an earlier round (Stop, then
    // "Play it again" while a game was out) is dropped, never merged into this one.
    let round = StoredValue::new(0u32);
    let played_design = StoredValue::new(None::<Design>);
    Effect::new(move |_| {
        let json = playable.with(|p| p.as_ref().map(|(j, _)| j.clone()).unwrap_or_default());
        if json != about.get_value() && run.get_untracked() != Run::Playing {
            run.set(Run::Idle);
            found.set(Checkup::default());
            done.set(0);
        }
    });
    let start = move |_| {
        let Some((json, players)) = playable.get_untracked() else { return };
        about.set_value(json.clone());
        played_design.set_value(Some(draft.design.get_untracked()));
        // The first check-up plays the seeds `tablier doctor` plays; another one, other games.
        let first_seed = if run.get_untracked() == Run::Idle { 1 } else { (js_sys::Math::random() * 1e6) as u32 + 1 };
        found.set(Checkup::default());
        done.set(0);
        run.set(Run::Playing);
        round.update_value(|r| *r += 1);
        let chain = Chain { json, players, first_seed, round, this_round: round.get_value(), run, done, found };
        next(chain);
    };
    // The results are about the game that was played (`about`), whatever the design is now.
    let played = move || played_design.get_value();
    let said = move || {
        let c = found.get();
        let game = played().filter(|_| c.games > 0)?;
        Some(c.sentences(&game))
    };
    let label = move |en: &'static str, fr: &'static str| move || tr(lang.get(), en, fr);
    view! {
        <Show when=move || playable.with(Option::is_some)>
            <section class="doctor" data-testid="doctor-panel">
                <h2>{label("How does it play?", "Comment se joue-t-il\u{a0}?")}</h2>
                <p class="caption">{label(
                    "The computer plays your game against itself and tells you what it saw.",
                    "L'ordinateur joue à votre jeu contre lui-même et vous dit ce qu'il a vu.")}</p>
                <Show when=move || run.get() != Run::Playing
                    fallback=move || view! {
                        <progress data-testid="doctor-progress" max=GAMES value=move || done.get()></progress>
                        <button data-testid="doctor-stop" on:click=move |_| run.set(Run::Stopped)>{label("Stop", "Arrêter")}</button>
                    }>
                    <button data-testid="doctor" class="primary" on:click=start>
                        {move || match (run.get(), lang.get()) {
                            (Run::Idle, Lang::En) => format!("Play it {GAMES} times"),
                            (Run::Idle, Lang::Fr) => format!("Le jouer {GAMES} fois"),
                            (_, Lang::En) => "Play it again".to_string(),
                            (_, Lang::Fr) => "Le rejouer".to_string(),
                        }}
                    </button>
                </Show>
                {move || said().map(|lines| view! {
                    {chart(found.get(), played(), lang.get())}
                    <ul data-testid="doctor-said">
                        {lines.into_iter().map(|t| view! { <li>{t.get(lang.get()).to_string()}</li> }).collect_view()}
                    </ul>
                })}
            </section>
        </Show>
    }
}

/// One check-up's games asked one after the other, and where their answers go.
#[derive(Clone)]
struct Chain {
    json: String,
    players: usize,
    first_seed: u32,
    round: StoredValue<u32>,
    this_round: u32,
    run: RwSignal<Run>,
    done: RwSignal<u32>,
    found: RwSignal<Checkup>,
}

impl Chain {
    /// Still the round on screen, and still playing (not stopped, the panel not gone).
    fn current(&self) -> bool {
        self.round.try_get_value() == Some(self.this_round) && self.run.try_get_untracked() == Some(Run::Playing)
    }
}

/// Asks the worker for one more game, until all are played or Stop is pressed.
fn next(chain: Chain) {
    let Some(n) = chain.done.try_get_untracked() else { return };
    if !chain.current() {
        return;
    }
    if n >= GAMES {
        chain.run.try_set(Run::Done);
        return;
    }
    let question = (chain.json.clone(), chain.first_seed.wrapping_add(n), chain.players);
    let run = chain.run;
    let answered = move |game: Option<Checkup>| {
        if !chain.current() {
            return;
        }
        match game {
            Some(game) => {
                chain.found.try_update(|f| f.merge(game));
                chain.done.try_update(|d| *d += 1);
                next(chain);
            }
            // The worker could not answer (the bundle did not load): stop, keep what is known.
            None => {
                chain.run.try_set(Run::Stopped);
            }
        }
    };
    leptos::task::spawn_local(async move {
        // The worker's bridge comes with the test-play's module, fetched now if not yet.
        let answer: Box<dyn FnOnce(Option<Checkup>)> = Box::new(answered);
        if let Err(NotLoaded) = ask_worker(question, answer).await {
            run.try_set(Run::Stopped);
        }
    });
}

/// One game of the doctor asked of the thinking worker: `(design, seed, players)`; `answer`
/// gets what it showed (None when the worker could not answer). With the worker's bridge, in
/// the test-play's module: out of the designer's first load.
#[wasm_split(test_play, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn ask_worker(
    (design, seed, players): (String, u32, usize),
    answer: Box<dyn FnOnce(Option<Checkup>)>,
) -> Result<(), NotLoaded> {
    use crate::shared::worker::{self, Request};
    let request = Request {
        design,
        seed: seed.to_string(),
        players,
        log: Vec::new(),
        level: tablier::search::doctor::LEVEL,
        close: String::new(),
        show_me: false,
    };
    worker::put(("doctor", request.to_json()), Box::new(move |text, _| answer(serde_json::from_str(&text).ok())));
    Ok(())
}

/// A bar of the games: each side's wins, the draws and the games that did not end, in
/// proportion, with the numbers written beside it for those who do not read colours.
fn chart(c: Checkup, design: Option<Design>, lang: Lang) -> impl IntoView {
    let total = c.games.max(1) as f64;
    // Each side by its name and the picture of its tokens (colours of the bar mean nothing of
    // their own: a red token's side drawn in blue would mislead).
    let sides: Vec<(String, Option<String>)> = design
        .map(|d| {
            d.players
                .iter()
                .map(|p| {
                    let own = d.token_types.iter().find(|t| t.owners.contains(&p.id));
                    (p.name.get(lang).to_string(), own.and_then(|t| images::url(&t.front)))
                })
                .collect()
        })
        .unwrap_or_default();
    let mut parts: Vec<(String, u32, &'static str, Option<String>)> = c
        .wins
        .iter()
        .enumerate()
        .map(|(i, w)| {
            let (name, front) = sides.get(i).cloned().unwrap_or_default();
            (name, *w, ["#44546a", "#a3b1c2", "#6b8e7f", "#c9a66b"][i % 4], front)
        })
        .collect();
    parts.push((tr(lang, "Draws", "Égalités").to_string(), c.draws, "#e4e0d8", None));
    parts.push((tr(lang, "Not ended", "Pas finies").to_string(), c.unfinished, "#e0b040", None));
    let mut x = 0.0;
    let bars = parts
        .iter()
        .filter(|(_, n, _, _)| *n > 0)
        .map(|(name, n, colour, _)| {
            let w = 300.0 * *n as f64 / total;
            let bar = view! { <rect x=x y=0 width=w height=24 fill=*colour><title>{counted(name, *n, lang)}</title></rect> };
            x += w;
            bar
        })
        .collect_view();
    let legend = parts
        .into_iter()
        .filter(|(_, n, _, _)| *n > 0)
        .map(|(name, n, colour, front)| {
            let picture = front.map(|src| view! { <img class="side" src=src alt="" /> });
            view! { <li><span class="swatch" style=format!("background:{colour}")></span>{picture}{counted(&name, n, lang)}</li> }
        })
        .collect_view();
    view! {
        <svg class="doctor-chart" data-testid="doctor-chart" viewBox="0 0 300 24" role="img"
            aria-label=tr(lang, "Who won how often", "Qui a gagné combien de fois")>{bars}</svg>
        <ul class="doctor-legend">{legend}</ul>
    }
}

/// "Red: 22", «Rouge : 22».
fn counted(name: &str, n: u32, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{name}: {n}"),
        Lang::Fr => format!("{name}\u{a0}: {n}"),
    }
}
