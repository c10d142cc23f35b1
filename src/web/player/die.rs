//! The die on screen: a roll is decided by the engine at once (seeded); this only shows it,
//! flipping through the die's `faces_shown` faces (the ones the engine drew for show) for
//! `face_time` tenths each and stopping on the rolled face. The rules never wait for it, a
//! new roll replaces a roll still being shown, and with `prefers-reduced-motion` the result
//! shows at once.
//!
//! The die is drawn once and its faces are written straight into it (not through signals: a
//! reactive view of it cost the player's wasm about 6 KB gzip). One player is on a page at a
//! time, so there is one die.

use std::cell::Cell;
use std::rc::Rc;
use std::sync::Arc;
use std::time::Duration;

use leptos::prelude::*;
use tablier::engine::Event;
use tablier::game::Game;

use crate::shared::images;

/// One face on screen: die, face, tenths of a second it stays before the next one.
type Frame = (u16, u16, u32);

thread_local! {
    /// Counts the rolls shown: a roll still flipping stops when a newer one starts.
    static SHOWING: Cell<u32> = const { Cell::new(0) };
}

/// Whether a die is worth showing: one with a single face (the goose's special squares) is a
/// rule, named on the message line, not a roll.
fn rolls(game: &Game, die: u16) -> bool {
    game.design.dice.get(die as usize).is_some_and(|d| d.faces.len() > 1)
}

/// The first die the game may roll, if it has one to show.
fn first_die(game: &Game) -> Option<u16> {
    (0..game.design.dice.len() as u16).find(|d| rolls(game, *d))
}

/// The faces to show for the dice rolled in `events`, in order.
fn frames(game: &Game, events: &[Event]) -> Vec<Frame> {
    let mut out = Vec::new();
    for e in events {
        if let Event::Rolled { die, face, shown } = e {
            if rolls(game, *die) {
                let time = game.design.dice[*die as usize].face_time;
                out.extend(shown.iter().map(|f| (*die, *f, time)));
                out.push((*die, *face, time));
            }
        }
    }
    out
}

fn element() -> Option<web_sys::Element> {
    document().query_selector("[data-testid=\"die\"]").ok().flatten()
}

fn reduced_motion() -> bool {
    window().match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|m| m.matches())
}

/// Show the dice an action rolled, if it rolled any.
pub fn show(game: &Arc<Game>, events: &[Event]) {
    let list = frames(game, events);
    if list.is_empty() {
        return;
    }
    let roll = SHOWING.with(|n| n.get() + 1);
    SHOWING.with(|n| n.set(roll));
    if reduced_motion() {
        paint(game, list[list.len() - 1], 0);
    } else {
        step(game.clone(), Rc::new(list), 0, roll);
    }
}

/// A blank die again (after an undo or for a new game).
pub fn clear() {
    SHOWING.with(|n| n.set(n.get() + 1));
    if let Some(el) = element() {
        let _ = el.set_attribute("class", "die");
        let _ = el.remove_attribute("data-face");
        let _ = el.set_attribute("data-rolling", "false");
        if let Some(img) = el.query_selector("img").ok().flatten() {
            let _ = img.set_attribute("hidden", "");
        }
        if let Some(label) = el.query_selector(".die-label").ok().flatten() {
            label.set_text_content(None);
        }
    }
}

/// Frame `i` of a roll, then the next one after its time, while `roll` is the latest roll.
fn step(game: Arc<Game>, list: Rc<Vec<Frame>>, i: usize, roll: u32) {
    if SHOWING.with(|n| n.get()) != roll {
        return;
    }
    let last = i + 1 == list.len();
    // The flip count alternates the animation's name, so each new face flips again.
    paint(&game, list[i], if last { 0 } else { i as u32 + 1 });
    if !last {
        let time = list[i].2;
        set_timeout(move || step(game, list, i + 1, roll), Duration::from_millis(time as u64 * 100));
    }
}

/// Write a face into the die: its picture, else its label; `data-face` names it (its label,
/// else its index); `flip` > 0 while flipping.
fn paint(game: &Game, (die, f, _): Frame, flip: u32) {
    let Some(el) = element() else { return };
    let face = &game.design.dice[die as usize].faces[f as usize];
    // Called from timers, outside any component.
    let lang = crate::shared::i18n::page_lang();
    let name = if face.label.is_blank() { f.to_string() } else { face.label.get(lang).to_string() };
    let picture = images::url(&face.picture);
    let motion = match flip {
        0 => " rolled",
        n if n % 2 == 0 => " flip-a",
        _ => " flip-b",
    };
    let class = format!("die{motion}{}", if picture.is_some() { " pictured" } else { "" });
    let _ = el.set_attribute("data-face", &name);
    let _ = el.set_attribute("data-rolling", if flip > 0 { "true" } else { "false" });
    let _ = el.set_attribute("aria-label", &name);
    if let Some(img) = el.query_selector("img").ok().flatten() {
        match &picture {
            Some(src) => {
                let _ = img.set_attribute("src", src);
                let _ = img.set_attribute("data-picture", images::hook(&face.picture));
                let _ = img.remove_attribute("hidden");
            }
            None => {
                let _ = img.set_attribute("hidden", "");
                let _ = img.remove_attribute("data-picture");
            }
        }
    }
    if let Some(label) = el.query_selector(".die-label").ok().flatten() {
        label.set_text_content(picture.is_none().then_some(name.as_str()));
    }
    // Last, so the animation starts with the new face in place.
    let _ = el.set_attribute("class", &class);
}

/// The die beside the roll button, blank until a roll (`show` writes the faces in it); none
/// when the game has no die with several faces.
pub fn view(game: &Game) -> Option<impl IntoView> {
    let die = first_die(game)?;
    let name = game.design.dice[die as usize].name.text();
    let lang = crate::shared::i18n::use_lang();
    let name = move || name.get(lang.get()).to_string();
    Some(view! {
        <div class="die" data-testid="die" role="img" aria-label=name data-rolling="false">
            <img alt="" draggable="false" hidden />
            <span class="die-label"></span>
        </div>
    })
}
