//! Pointer handling on the board: drag a token (pointer capture on the token, only its sprite
//! follows the finger), or tap a token then a cell. Every decision about the rules is the
//! engine's: this only turns gestures into `Action`s.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;
use tablier::engine::{Action, TapEmpty};
use tablier::game::CellId;
use tablier::model::HandlingMode;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, PointerEvent, SvgElement};

use super::control::Ctl;
use crate::shared::layout::{self, Rect};

/// Screen pixels a pointer must travel before a press becomes a drag.
const SLOP: f64 = 6.0;

struct Drag {
    pointer: i32,
    from: Option<CellId>,
    /// The token's element when a movable token was pressed.
    el: Option<Element>,
    start: (f64, f64),
    moved: bool,
    /// How far the sprite is drawn from its cell, in SVG units.
    offset: (f64, f64),
    /// SVG units per screen pixel, measured once at the press: reading the board's size on
    /// every move would force the browser to lay the page out again each time.
    units: f64,
}

#[derive(Clone, Default)]
pub struct Pointer(Rc<RefCell<Option<Drag>>>);

fn client_rect(ev: &PointerEvent) -> Option<Rect> {
    let svg: Element = ev.current_target()?.dyn_into().ok()?;
    let r = svg.get_bounding_client_rect();
    Some(Rect { x: r.left(), y: r.top(), w: r.width(), h: r.height() })
}

fn cell_under(ctl: Ctl, vb: Rect, ev: &PointerEvent) -> Option<CellId> {
    let client = client_rect(ev)?;
    let (x, y) = layout::to_svg(vb, client, ev.client_x() as f64, ev.client_y() as f64);
    ctl.play.with_untracked(|p| layout::cell_at(&p.game, x, y))
}

/// A line of N was made and a take is due: a gesture on a grid token means "take this one"
/// (the engine refuses one's own token with a sentence).
fn take_at(ctl: Ctl, cell: CellId) -> bool {
    ctl.play.with_untracked(|p| {
        p.state.take_due && p.state.visible(cell).is_some() && p.game.kind_of(cell) == tablier::game::BoardKind::Grid
    })
}

fn mode_at(ctl: Ctl, cell: CellId) -> Option<HandlingMode> {
    ctl.play.with_untracked(|p| p.state.visible(cell).map(|t| p.state.ty(&p.game, t).mode))
}

fn set_transform(el: &Element, value: &str) {
    if let Some(el) = el.dyn_ref::<SvgElement>() {
        let _ = el.style().set_property("transform", value);
    } else if let Some(el) = el.dyn_ref::<HtmlElement>() {
        let _ = el.style().set_property("transform", value);
    }
}

/// Send the sprite back to its cell with a short glide.
pub(super) fn glide_back(el: &Element) {
    let _ = el.class_list().remove_1("dragging");
    let _ = el.class_list().add_1("gliding");
    set_transform(el, "");
    let el = el.clone();
    set_timeout(move || drop(el.class_list().remove_1("gliding")), std::time::Duration::from_millis(300));
}

impl Pointer {
    /// A token follows a finger now.
    pub fn dragging(&self) -> bool {
        self.0.borrow().as_ref().is_some_and(|d| d.moved && d.el.is_some())
    }

    pub fn down(&self, ctl: Ctl, vb: Rect, ev: PointerEvent) {
        if ev.pointer_type() == "mouse" && ev.button() != 0 {
            return;
        }
        let busy = self.0.borrow().as_ref().is_some_and(|d| d.el.is_some() && d.pointer != ev.pointer_id());
        if busy || ctl.play.with_untracked(|p| p.state.is_over()) {
            // Another finger already holds a token, or the game is over.
            return;
        }
        // Nothing is picked up while the computer plays or a replay is shown: the line says why.
        if ctl.hands_off() {
            return;
        }
        ev.prevent_default();
        let from = cell_under(ctl, vb, &ev);
        // The token of the cell under the finger, even while it still glides back.
        let token = from.and_then(|c| {
            ctl.play.with_untracked(|p| {
                let t = p.state.visible(c)?;
                (p.state.ty(&p.game, t).mode == HandlingMode::Move).then_some(t)
            })
        });
        let svg: Option<Element> = ev.current_target().and_then(|t| t.dyn_into().ok());
        let el =
            token.zip(svg).and_then(|(t, svg)| svg.query_selector(&format!("[data-token=\"{t}\"]")).ok().flatten());
        if let Some(el) = &el {
            let _ = el.class_list().remove_1("gliding");
            set_transform(el, "");
            let _ = el.set_pointer_capture(ev.pointer_id());
        }
        let start = (ev.client_x() as f64, ev.client_y() as f64);
        let units = client_rect(&ev).map_or(1.0, |client| layout::units_per_pixel(vb, client));
        *self.0.borrow_mut() =
            Some(Drag { pointer: ev.pointer_id(), from, el, start, moved: false, offset: (0.0, 0.0), units });
    }

    pub fn moved(&self, ctl: Ctl, ev: PointerEvent) {
        let mut slot = self.0.borrow_mut();
        let Some(drag) = slot.as_mut().filter(|d| d.pointer == ev.pointer_id()) else { return };
        let Some(el) = drag.el.clone() else { return };
        ev.prevent_default();
        let (dx, dy) = (ev.client_x() as f64 - drag.start.0, ev.client_y() as f64 - drag.start.1);
        if !drag.moved && dx.hypot(dy) < SLOP {
            return;
        }
        if !drag.moved {
            drag.moved = true;
            let _ = el.class_list().add_1("dragging");
            ctl.held.set(drag.from);
        }
        let u = drag.units;
        drag.offset = (dx * u, dy * u);
        set_transform(&el, &format!("translate({}px, {}px)", layout::tenths(dx * u), layout::tenths(dy * u)));
    }

    pub fn up(&self, ctl: Ctl, vb: Rect, ev: PointerEvent) {
        let Some(drag) = self.0.borrow_mut().take().filter(|d| d.pointer == ev.pointer_id()) else { return };
        let to = cell_under(ctl, vb, &ev);
        match (drag.el, drag.moved) {
            (Some(el), true) => {
                ctl.held.set(None);
                match (drag.from, to) {
                    // While a take is due, a token dragged anywhere is the one taken.
                    (Some(from), _) if take_at(ctl, from) => {
                        if ctl.act_dragged(Action::Select(from), Some(drag.offset)) {
                            let _ = el.class_list().remove_1("dragging");
                            set_transform(&el, "");
                        } else {
                            glide_back(&el);
                        }
                    }
                    (Some(from), Some(to)) if from != to => {
                        if ctl.act_dragged(Action::Move(from, to), Some(drag.offset)) {
                            let _ = el.class_list().remove_1("dragging");
                            set_transform(&el, "");
                        } else {
                            glide_back(&el);
                        }
                    }
                    _ => glide_back(&el),
                }
            }
            _ => {
                if let Some(cell) = drag.from {
                    tap(ctl, cell);
                }
            }
        }
    }

    pub fn cancel(&self, ctl: Ctl, ev: PointerEvent) {
        let Some(drag) = self.0.borrow_mut().take().filter(|d| d.pointer == ev.pointer_id()) else { return };
        if let Some(el) = drag.el {
            glide_back(&el);
        }
        if drag.moved {
            ctl.held.set(None);
        }
    }
}

/// A tap on a cell: turn a select-mode token; pick up a token; put the held token down.
pub(super) fn tap(ctl: Ctl, cell: CellId) {
    act_on_tap(ctl, cell);
    say_tapped(ctl, cell);
}

/// Read-aloud: the word of a token the child picked up or turned over by tapping it.
fn say_tapped(ctl: Ctl, cell: CellId) {
    if !crate::shared::speech::on() {
        return;
    }
    let lang = crate::shared::i18n::page_lang();
    let picked = ctl.held.get_untracked() == Some(cell) || mode_at(ctl, cell) == Some(HandlingMode::Select);
    let word = ctl.play.with_untracked(|p| {
        let t = p.state.visible(cell).filter(|t| picked && p.state.shows_face(&p.game, *t))?;
        let ty = &p.game.design.token_types[p.state.tokens[t as usize].kind as usize];
        Some(if ty.spoken.is_blank() { ty.display_name(lang).to_string() } else { ty.spoken.get(lang).to_string() })
    });
    if let Some(word) = word {
        crate::shared::speech::say(&word, lang);
    }
}

fn act_on_tap(ctl: Ctl, cell: CellId) {
    let mode = mode_at(ctl, cell);
    // When the engine lists a tap on this cell (a token chosen to roll its die, a chain of
    // jumps ended on its token), that is what the tap means; a fixed token says why it stays.
    let listed = ctl.legal.with_untracked(|l| l.contains(&Action::Select(cell)));
    let holding_other = ctl.held.get_untracked().is_some_and(|h| h != cell);
    let take = take_at(ctl, cell);
    if mode == Some(HandlingMode::Select) || (listed && !holding_other) || mode == Some(HandlingMode::Fixed) || take {
        ctl.held.set(None);
        ctl.act(Action::Select(cell));
        return;
    }
    match ctl.held.get_untracked() {
        Some(h) if h == cell => ctl.held.set(None),
        Some(h) => {
            // Accepted by the engine, not only listed: a row takes a drop on any of its cells.
            let legal = ctl.accepts(Action::Move(h, cell));
            // A token that cannot be taken up (a tile already in a row, another player's man)
            // is where the child wants the held one to go: the drop's own reason is said, and
            // a slip keeps the held token in hand.
            let liftable = || {
                ctl.legal.with_untracked(|legal| {
                    ctl.play.with_untracked(|p| tablier::engine::tap_token(&p.game, &p.state, legal, cell).is_ok())
                })
            };
            if mode == Some(HandlingMode::Move) && !legal && liftable() {
                // Another token: pick it up instead.
                ctl.held.set(None);
                lift(ctl, cell);
            } else {
                ctl.held.set(None);
                // A slip (another player's row, a square taken) keeps the token in hand: the
                // child taps where it goes instead, without picking it up again.
                if !ctl.act(Action::Move(h, cell)) && ctl.refused.with_value(|r| r.as_ref().is_some_and(|r| !r.counted())) {
                    ctl.held.set(Some(h));
                }
            }
        }
        None if mode == Some(HandlingMode::Move) => lift(ctl, cell),
        None if mode.is_none() => tap_empty(ctl, cell),
        None => {}
    }
}

/// A tap picks up the token at `cell` when it can go somewhere now; otherwise the engine's
/// reason is said at once (another player's man, all men to place first, a peg with no jump):
/// a token held in silence taught the rule only at the next tap, as a mistake.
fn lift(ctl: Ctl, cell: CellId) {
    let why = ctl
        .legal
        .with_untracked(|legal| ctl.play.with_untracked(|p| tablier::engine::tap_token(&p.game, &p.state, legal, cell)));
    match why {
        Err(r) => {
            if !ctl.hands_off() {
                let said = ctl.play.with_untracked(|p| r.text_in(&tablier::engine::Noun::of(&p.game)));
                ctl.message.set(Some((said, true)));
            }
        }
        Ok(()) => {
            ctl.held.set(Some(cell));
            // A refusal said before ("This peg cannot jump…") no longer holds for this token.
            if ctl.pick_first.get_value() || ctl.message.with_untracked(|m| m.as_ref().is_some_and(|m| m.1)) {
                ctl.pick_first.set_value(false);
                ctl.message.set(None);
            }
        }
    }
}

/// What the engine says a tap on the empty `cell` means, with nothing in hand.
fn meaning_of_tap(ctl: Ctl, cell: CellId) -> TapEmpty {
    ctl.legal
        .with_untracked(|legal| ctl.play.with_untracked(|p| tablier::engine::tap_empty(&p.game, &p.state, legal, cell)))
}

/// A tap on an empty cell with nothing in hand: the engine says what it means (the one kind of
/// token the tray offers, dropped there; a choice to make first; or the engine's refusal of
/// that drop, said without playing it).
fn tap_empty(ctl: Ctl, cell: CellId) {
    match meaning_of_tap(ctl, cell) {
        TapEmpty::Play(action) => {
            ctl.act(action);
        }
        // Nothing was in hand: the engine's reason is said, tried on a copy, so that a stray
        // tap never counts as a mistake (a design may end the game after a few).
        TapEmpty::Refuse(action) => {
            if ctl.hands_off() {
                return;
            }
            let said = ctl.play.with_untracked(|p| {
                let mut copy = p.state.clone();
                tablier::engine::apply(&p.game, &mut copy, action).message
            });
            ctl.message.set(said.map(|m| (m, true)));
        }
        // Not while the computer plays: its take is not the child's to make.
        TapEmpty::Choose(_) if ctl.hands_off() => {}
        TapEmpty::Choose(words) => {
            ctl.message.set(Some((words, true)));
            ctl.pick_first.set_value(true);
        }
        TapEmpty::Nothing => {}
    }
}
