//! The player (`#/play/<id>?seed=N`): the boards, the message line, the die, how many play,
//! undo, restart, the end panel.

pub mod board;
mod choice;
mod computer;
pub mod control;
mod counts;
mod die;
mod drag;
mod keys;
mod names;
mod record;
mod replay;
mod saves;
mod seating;
mod seats;
mod stats;
mod status;

use leptos::prelude::*;
use tablier::engine::{help_squares, help_steps, winning_line, Action, HelpStep};
use tablier::game::CellId;

use crate::shared::games::Entry;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::layout;
use board::{boards_view, queue_counts, token_items, token_view, view_box_attr};
use choice::PlayersChoice;
use control::{has_choice, Ctl};
use drag::Pointer;
use replay::ReplayBar;
use saves::{SavesButton, SavesPanel};
use seats::{Seats, SeatsButton};
use status::{GameOver, Status};

/// While the computer thinks, a line says so; computer against computer may be paused.
fn thinking(ctl: Ctl) -> impl IntoView {
    let lang = use_lang();
    let watching = move || {
        ctl.seats.with(|s| !s.is_empty() && s.iter().all(|s| s.is_some()))
            && ctl.started.get()
            && ctl.play.with(|p| !p.state.is_over())
    };
    let thinker = move || match ctl.thinker.get() {
        Some(crate::shared::worker::Thinker::Worker) => "worker",
        Some(crate::shared::worker::Thinker::Page) => "page",
        None => "",
    };
    let waiting = move || seats::waiting_to_start(ctl);
    view! {
        <div class="computer-line" hidden=move || ctl.thinking.get().is_none() && !watching() && !waiting()>
            <button class="big" data-testid="start" hidden=move || !waiting() on:click=move |_| ctl.started.set(true)>
                {move || tr(lang.get(), "Start: the computer begins", "Commencer : l'ordinateur joue en premier")}
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

#[component]
pub fn Player(
    entry: Entry,
    seed: Option<u64>,
    /// A game in progress to show and play on (the designer's test-play keeps it).
    #[prop(optional)]
    shared: Option<RwSignal<tablier::engine::Play>>,
) -> impl IntoView {
    // Inside the designer, its own toolbar names the game and leads back to the library.
    let embedded = shared.is_some();
    let lang = use_lang();
    let ctl = match shared {
        Some(play) => Ctl::shared(&entry, play),
        None => {
            let (play, whole) = control::restore(&entry, seed);
            let ctl = Ctl::new(&entry, play);
            if !whole {
                ctl.say_shortened();
            }
            ctl
        }
    };
    computer::drive(ctl);
    let game = entry.game.clone();
    // The boards shown follow how many play (Azul's factories and boards for 2, 3 or 4), and
    // on a screen taller than wide, the design's portrait arrangement (counted in `arranged`).
    let players = Memo::new(move |_| ctl.play.with(|p| p.state.players.len()));
    let arranged = RwSignal::new(0u32);
    let upright = {
        let game = game.clone();
        move || {
            let tall = window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0)
                > window().inner_width().ok().and_then(|w| w.as_f64()).unwrap_or(0.0);
            if layout::set_portrait(tall, &game) {
                arranged.update(|n| *n += 1);
            }
        }
    };
    upright();
    let vb_game = game.clone();
    let vb = Memo::new(move |_| {
        arranged.track();
        layout::view_box(&vb_game, players.get())
    });
    // The squares lit by the help ladder: where the held token may go by the rules of moving
    // (not whether it is right there), or the tokens that may be taken after a line of N.
    // At the end of a game won by a line of N, they are that line's squares instead
    // (style/app.css lights them in gold once the end card is up).
    let targets = Memo::new(move |_| {
        if let Some(line) = ctl.play.with(|p| winning_line(&p.game, &p.state)) {
            return line;
        }
        if !ctl.helped(HelpStep::Squares) {
            return Vec::new();
        }
        if ctl.play.with(|p| p.state.take_due) {
            let takes = |legal: &Vec<Action>| {
                legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Select(c) => Some(*c),
                        _ => None,
                    })
                    .collect()
            };
            return ctl.legal.with(takes);
        }
        match ctl.held.get() {
            Some(h) => ctl.play.with(|p| help_squares(&p.game, &p.state, h)),
            // Nothing held: where a tap puts a token, in games played so (an Othello disc); not
            // while the computer plays or a replay runs (the squares are for the child's tap).
            None => {
                if ctl.computer_turn() || ctl.replaying.get() {
                    return Vec::new();
                }
                ctl.taps.get()
            }
        }
    });
    let held: Signal<Option<CellId>> = ctl.held.into();
    let surface = NodeRef::<leptos::svg::Svg>::new();
    // Texts on the board follow the cells but stay within screen pixels (style/app.css):
    // the board's scale is told to the stylesheet, again when the window changes size.
    let scale = move || {
        if let Some(svg) = surface.get_untracked() {
            let r = svg.get_bounding_client_rect();
            let client = layout::Rect { x: r.left(), y: r.top(), w: r.width(), h: r.height() };
            let upp = layout::units_per_pixel(vb.get_untracked(), client);
            let px = |n: f64| format!("{}px", layout::tenths(n * upp));
            let style = svg.style();
            let _ = style.set_property("--floor", &px(11.0));
            let _ = style.set_property("--cap", &px(20.0));
        }
    };
    Effect::new(move |_| {
        if let Some(svg) = surface.get() {
            crate::shared::touch::hold_touches(&svg);
            scale();
        }
    });
    let resized = window_event_listener(leptos::ev::resize, move |_| {
        upright();
        scale();
    });
    on_cleanup(move || resized.remove());
    // Read-aloud: each message and refusal, as it comes.
    Effect::new(move |_| {
        let text = ctl.message.with(|m| m.as_ref().map(|m| m.0.get(lang.get_untracked()).to_string()));
        if let Some(text) = text {
            crate::shared::speech::say(&text, lang.get_untracked());
        }
    });
    let goal = {
        let d = &game.design;
        let words = if d.description.is_blank() { d.name.text() } else { d.description.text() };
        move || crate::shared::speech::speak(words.get(lang.get_untracked()), lang.get_untracked())
    };
    let cursor = RwSignal::new(None::<CellId>);
    let pointer = Pointer::default();
    let (p1, p2, p3, p4) = (pointer.clone(), pointer.clone(), pointer.clone(), pointer);
    let name = game.design.name.text();
    let name = Signal::derive(move || name.get(lang.get()).to_string());
    let rules = game.rules();
    // The engine lists nothing but a pass (Othello: no square encloses): a big button says so.
    let forced = Memo::new(move |_| ctl.legal.with(|l| l == &[Action::Pass]));
    let forced = move || forced.get();
    let pass_label = move || {
        if forced() {
            tr(lang.get(), "Pass my turn", "Passer mon tour")
        } else {
            tr(lang.get(), "Next player", "Joueur suivant")
        }
    };
    let armed = RwSignal::new(false);
    let saves_open = RwSignal::new(false);
    let seats_open = RwSignal::new(false);
    let pass_button = rules.turns.pass_button;
    let pass = view! {
        <button data-testid="pass" class:big=forced class:forced=forced hidden=move || !(pass_button || forced())
            on:click=move |_| { ctl.act(Action::Pass); }>
            {pass_label}
        </button>
    };
    // Dice: one big button, enabled when the engine lists a roll, and the die that was rolled.
    let roll = (!game.design.dice.is_empty()).then(|| {
        let can_roll = move || ctl.legal.with(|l| l.contains(&Action::Roll));
        view! {
            <button class="roll" data-testid="roll" disabled=move || !can_roll() on:click=move |_| { ctl.act(Action::Roll); }>
                {move || tr(lang.get(), "Roll the die", "Lancer le dé")}
            </button>
            {die::view(&game)}
        }
    });
    let choice = ctl.play.with_untracked(has_choice).then(|| view! { <PlayersChoice ctl=ctl /> });
    let refill = (rules.refill == tablier::model::RefillMode::OnRequest).then(|| {
        (0..game.boards.len())
            .filter(|b| game.boards[*b].kind == tablier::game::BoardKind::Tray)
            .map(|b| {
                let label = layout::board_label(&game, b).unwrap_or_else(|| tablier::lang::Text::new("", ""));
                view! {
                    <button data-testid="refill" on:click=move |_| { ctl.act(Action::Refill(b as u16)); }>
                        {move || tr(lang.get(), "Refill", "Remplir")}" "{move || label.get(lang.get()).to_string()}
                    </button>
                }
            })
            .collect_view()
    });
    view! {
        <main class="player" data-game=entry.id.clone()>
            <nav class="toolbar">
                {(!embedded).then(|| view! {
                    <a class="button" href="#/" data-testid="library" aria-label=move || tr(lang.get(), "All games", "Tous les jeux")>"⌂"</a>
                    <h1 class="game-name">{name}</h1>
                })}
                // In the designer's test-play the seats are the design's ("Played by").
                {(!embedded).then(|| view! { <SeatsButton ctl=ctl open=seats_open /> })}
                // On a phone the toolbar's buttons go on the next line, after the name and "Who plays?".
                {(!embedded).then(|| view! { <span class="toolbar-break"></span> })}
                <button data-testid="undo" disabled=move || ctl.replaying.get() || ctl.play.with(|p| !p.can_undo()) on:click=move |_| ctl.undo()>
                    {move || tr(lang.get(), "Undo", "Annuler")}
                </button>
                // A game in progress is not wiped by one stray tap: the first tap asks, the
                // second (within four seconds) starts again.
                <button data-testid="restart" data-confirm=move || armed.get().to_string() class:armed=move || armed.get()
                    on:click=move |_| {
                        if armed.get_untracked() || ctl.play.with_untracked(|p| p.log.is_empty()) {
                            armed.set(false);
                            ctl.restart(seed);
                        } else {
                            armed.set(true);
                            set_timeout(move || { armed.try_set(false); }, std::time::Duration::from_secs(4));
                        }
                    }>
                    {move || if armed.get() { tr(lang.get(), "Tap again to restart", "Touche encore pour recommencer") } else { tr(lang.get(), "Restart", "Recommencer") }}
                </button>
                // Each tap climbs one step of the help ladder; the last step is "show me".
                <button data-testid="hints" data-level=move || ctl.help.get() aria-pressed=move || (ctl.help.get() > 0).to_string()
                    hidden=move || ctl.play.with(|p| help_steps(&p.game).is_empty()) on:click=move |_| ctl.climb_help()>
                    {move || tr(lang.get(), "Help", "Aide")}
                </button>
                {(!embedded).then(|| view! { <SavesButton open=saves_open /> })}
                <button data-testid="hear-goal" hidden=move || !crate::shared::speech::enabled().get() on:click=move |_| goal()>
                    {crate::shared::speech::speaker_icon()}{move || tr(lang.get(), "The goal", "Le but")}
                </button>
                <button data-testid="show-me" hidden=move || !ctl.helped(HelpStep::ShowMe) || ctl.play.with(|p| p.state.is_over())
                    aria-busy=move || ctl.showing.get().to_string() on:click=move |_| ctl.show_me()>
                    {move || if ctl.showing.get() { tr(lang.get(), "One moment…", "Un instant…") } else { tr(lang.get(), "Show me", "Montre-moi") }}
                </button>
            </nav>
            <Status ctl=ctl />
            {thinking(ctl)}
            {
                let always = pass_button || refill.is_some() || roll.is_some();
                view! { <div class="actions" hidden=move || !(always || forced())>{roll}{pass}{refill}</div> }
            }
            <div class="board-area">
                <svg class="board" data-testid="board" node_ref=surface viewBox=move || view_box_attr(vb.get()) preserveAspectRatio="xMidYMin meet" role="application" aria-label=name aria-describedby="board-keys"
                    on:pointerdown=move |ev| p1.down(ctl, vb.get_untracked(), ev)
                    on:pointermove=move |ev| p2.moved(ctl, ev)
                    on:pointerup=move |ev| p3.up(ctl, vb.get_untracked(), ev)
                    on:pointercancel=move |ev| p4.cancel(ctl, ev)
                    tabindex="0" on:keydown=move |ev| keys::on_key(ctl, cursor, ev)>
                    {
                        let game = game.clone();
                        move || {
                            arranged.track();
                            boards_view(&game, targets.into(), players.get())
                        }
                    }
                    <g class="tokens">
                        <For each=move || { arranged.track(); ctl.play.with(|p| token_items(p, lang.get())) } key=|item| item.clone() let(item)>
                            {
                                let arrival = ctl.take_arrival(item.token);
                                let flip = ctl.take_flip(item.token);
                                token_view(item, held, arrival, flip)
                            }
                        </For>
                    </g>
                    {
                        let game = game.clone();
                        move || {
                            arranged.track();
                            queue_counts(&game, ctl.play.into())
                        }
                    }
                    {keys::cursor_view(&game, cursor)}
                </svg>
                {keys::cursor_words(ctl, cursor)}
            </div>
            {choice}
            <Seats ctl=ctl open=seats_open />
            <ReplayBar ctl=ctl />
            <SavesPanel ctl=ctl open=saves_open />
            <GameOver ctl=ctl seed=seed />
        </main>
    }
}
