//! The board the child plays on: every board of the game drawn to fit the screen (the
//! design's portrait arrangement on a screen taller than wide; the boards of as many as play),
//! the tokens gliding to their places, the squares the help lights, and the hands on it: the
//! pointer (`drag`) and the keys (`keys`).

use std::sync::Arc;

use leptos::prelude::*;
use tablier::engine::{help_squares, winning_line, Action, HelpStep};
use tablier::game::{CellId, Game};

use super::board::{boards_view, queue_counts, token_view};
use super::drawing::{token_items, view_box_attr};
use super::control::Ctl;
use super::drag::Pointer;
use super::keys;
use super::parts;
use crate::shared::i18n::use_lang;
use crate::shared::{layout, touch};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

#[component]
pub fn BoardArea(ctl: Ctl, game: Arc<Game>, name: Signal<String>) -> impl IntoView {
    let lang = use_lang();
    // The boards shown follow how many play (Azul's factories and boards for 2, 3 or 4), and
    // on a screen taller than wide, the design's portrait arrangement (counted in `arranged`).
    let players = Memo::new(move |_| ctl.play.with(|p| p.state.players.len()));
    let arranged = RwSignal::new(0u32);
    // Drawn for the screen's shape from the first frame; the finger's size is weighed once
    // the board is on the screen (`refit`).
    if layout::arrange(layout::for_screen(), &game) {
        arranged.update(|n| *n += 1);
    }
    let targets = Memo::new(move |_| lit_squares(ctl));
    let held: Signal<Option<CellId>> = ctl.held.into();
    // Every token a move from the held cell takes along (Azul: the rest of the colour in its
    // factory) is framed with it: a child sees all that will go.
    let going = Memo::new(move |_| {
        let h = ctl.held.get();
        h.map(|h| ctl.play.with(|p| tablier::engine::drafted_with(&p.game, &p.state, h))).unwrap_or_default()
    });
    let surface = NodeRef::<leptos::svg::Svg>::new();
    // The one who plays here in front (`shared::front`), when the squares would be too small
    // for a finger otherwise: the player to play, or while the computer plays the last person
    // who did, so a child's own board stays where it was.
    let front = Memo::new(move |before: Option<&usize>| {
        let person = |seat: usize| ctl.seats.with(|s| s.get(seat).copied().flatten().is_none());
        ctl.play.with(|p| {
            let seats = p.state.players.len();
            let seat = if person(p.state.current) {
                p.state.current
            } else if let Some(b) = before {
                return *b;
            } else {
                (0..seats).find(|s| person(*s)).unwrap_or(0)
            };
            p.state.players.get(seat).map_or(0, |s| s.design_player)
        })
    });
    // The box drawn: the whole game, or on a phone the part shown (`layout::parts`).
    let vb_game = game.clone();
    let vb = Memo::new(move |_| {
        arranged.track();
        let (players, front) = (players.get(), ctl.landing.get().unwrap_or_else(|| front.get()));
        let parted = ctl.parts.with(|parts| parts.contains(&ctl.part.get()));
        parted
            .then(|| layout::part_box(&vb_game, players, front, ctl.part.get()))
            .flatten()
            .unwrap_or_else(|| layout::view_box(&vb_game, players))
    });
    // Texts on the board follow the cells but stay within screen pixels (style/app.css):
    // the board's scale is told to the stylesheet, again when the window changes size.
    let scale = move || {
        if let Some(svg) = surface.get_untracked() {
            layout::scale_texts(&svg, vb.get_untracked());
        }
    };
    Effect::new(move |_| {
        if let Some(svg) = surface.get() {
            touch::hold_touches(&svg);
        }
    });
    // The arrangement for this screen and the one to play (`layout::fit`), and the parts a
    // phone shows of it.
    let refit = {
        let game = game.clone();
        move || {
            let Some(svg) = surface.get_untracked() else { return };
            let r = svg.get_bounding_client_rect();
            let client = layout::Rect { x: r.left(), y: r.top(), w: r.width(), h: r.height() };
            let (players, front) = (players.get_untracked(), front.get_untracked());
            if layout::fit(&game, players, front, layout::tall(), client) {
                arranged.update(|n| *n += 1);
            }
            let parts = layout::parts(&game, players, front);
            if let Some(first) = parts.first().filter(|_| !parts.contains(&ctl.part.get_untracked())) {
                ctl.part.set(*first);
            }
            if ctl.parts.with_untracked(|p| *p != parts) {
                ctl.parts.set(parts);
            }
        }
    };
    let refit_now = refit.clone();
    Effect::new(move |_| {
        (front.track(), players.track(), surface.track());
        refit_now();
    });
    // The text sizes follow the box drawn, and the board's size on the screen, which also
    // changes while the window's does not (a phone's part buttons come, the status grows):
    // Azul's factory names were drawn for the box before.
    Effect::new(move |_| {
        (vb.track(), surface.track());
        scale();
    });
    let sized = Closure::<dyn Fn()>::new(scale);
    let observer = web_sys::ResizeObserver::new(sized.as_ref().unchecked_ref()).ok();
    let watched = observer.clone();
    Effect::new(move |_| {
        if let (Some(svg), Some(o)) = (surface.get(), watched.as_ref()) {
            o.observe(&svg);
        }
    });
    let resized = window_event_listener(leptos::ev::resize, move |_| refit());
    let closed = game.clone();
    // Kept while the board is (the closure is dropped with it).
    let observed = StoredValue::new_local((observer, sized));
    on_cleanup(move || {
        resized.remove();
        observed.try_with_value(|(o, _)| o.as_ref().map(|o| o.disconnect()));
        crate::shared::front::forget(&closed);
    });
    let pointer = Pointer::default();
    parts::follow_the_game(ctl, game.clone(), front.into(), pointer.clone());
    let cursor = RwSignal::new(None::<CellId>);
    // A keyboard's cursor gone to a square of another part shows that part.
    let cursor_game = game.clone();
    Effect::new(move |_| {
        let Some(cell) = cursor.get() else { return };
        let part = layout::part_of(&cursor_game, cell, front.get_untracked());
        let shown = ctl.part.get_untracked();
        let within = shown == part || (shown == layout::Part::Boards && part == layout::Part::Mine);
        if !within && ctl.parts.with_untracked(|p| p.contains(&part)) {
            ctl.part.set(part);
        }
    });
    let (p1, p2, p3, p4) = (pointer.clone(), pointer.clone(), pointer.clone(), pointer);
    let boards = {
        let game = game.clone();
        move || {
            arranged.track();
            boards_view(&game, targets.into(), players.get())
        }
    };
    let counts = {
        let game = game.clone();
        move || {
            arranged.track();
            queue_counts(&game, ctl.play.into())
        }
    };
    view! {
        <div class="board-area">
            <svg class="board" data-testid="board" node_ref=surface viewBox=move || view_box_attr(vb.get()) preserveAspectRatio="xMidYMin meet" role="application" aria-label=name aria-describedby="board-keys"
                on:pointerdown=move |ev| p1.down(ctl, vb.get_untracked(), ev)
                on:pointermove=move |ev| p2.moved(ctl, ev)
                on:pointerup=move |ev| p3.up(ctl, vb.get_untracked(), ev)
                on:pointercancel=move |ev| p4.cancel(ctl, ev)
                tabindex="0" on:keydown=move |ev| keys::on_key(ctl, cursor, ev)>
                {boards}
                <g class="tokens">
                    <For each=move || { arranged.track(); ctl.play.with(|p| token_items(p, lang.get())) } key=|item| item.clone() let(item)>
                        {
                            let arrival = ctl.take_arrival(item.token);
                            let flip = ctl.take_flip(item.token);
                            token_view(item, held, going.into(), arrival, flip)
                        }
                    </For>
                </g>
                {super::traces::view(game.clone(), ctl.traces.into(), arranged)}
                {counts}
                {keys::cursor_view(game.clone(), cursor, arranged)}
            </svg>
            {keys::cursor_words(ctl, cursor)}
        </div>
    }
}

/// The squares lit by the help ladder: where the held token may go by the rules of moving
/// (not whether it is right there), or the tokens that may be taken after a line of N. At the
/// end of a game won by a line of N, they are that line's squares instead (style/app.css
/// lights them in gold once the end card is up).
fn lit_squares(ctl: Ctl) -> Vec<CellId> {
    if let Some(line) = ctl.play.with(|p| winning_line(&p.game, &p.state)) {
        return line;
    }
    if !ctl.helped(HelpStep::Squares) {
        return Vec::new();
    }
    if ctl.play.with(|p| p.state.take_due) {
        let takes = |legal: &Vec<Action>| {
            let cells = legal.iter().filter_map(|a| match a {
                Action::Select(c) => Some(*c),
                _ => None,
            });
            cells.collect()
        };
        return ctl.legal.with(takes);
    }
    match ctl.held.get() {
        Some(h) => ctl.play.with(|p| help_squares(&p.game, &p.state, h)),
        // Nothing held: where a tap puts a token, in games played so (an Othello disc); not
        // while the computer plays or a replay runs (the squares are for the child's tap).
        None if ctl.computer_turn() || ctl.replaying.get() => Vec::new(),
        None => ctl.taps.get(),
    }
}
