//! What the read-aloud voice says as a game goes (`shared::speech`), for children who do not
//! read yet: each message and refusal, the hint kept on the status line (help's words, "pass
//! your turn", "jump again"), and whose turn it is when it passes between people. The end of
//! the game is said by the end card (`game_over`), once.

use leptos::prelude::*;
use tablier::lang::{Lang, Text};

use super::control::Ctl;
use super::status::{hint, turn_text, with_task};
use super::traces::Trace;
use crate::shared::speech;

pub fn read_aloud(ctl: Ctl, lang: RwSignal<Lang>) {
    // What to do first, when a game opens (or comes back): "How many players?" while the
    // number is asked, then the turn line with its task ("White's turn. Place a man: 9 left."),
    // or the goal when one plays alone. The name alone told a child who cannot read nothing.
    Effect::new(move |was: Option<bool>| {
        let choosing = ctl.choosing.get();
        let l = lang.get_untracked();
        if choosing && was != Some(true) {
            speech::say_in(1, super::choice::question(l), l);
        } else if !choosing && was != Some(false) {
            if let Some(said) = first_words(ctl, l) {
                speech::say_in(1, &said, l);
            }
        }
        choosing
    });
    // Each message as it comes, but the one that ends the game: the end card says the end.
    Effect::new(move |was_over: Option<bool>| {
        let text = ctl.message.with(|m| m.as_ref().map(|m| m.0.get(lang.get_untracked()).to_string()));
        let over = ctl.play.with_untracked(|p| p.state.is_over());
        if let Some(text) = text.filter(|_| !over || was_over == Some(true)) {
            speech::say(&text, lang.get_untracked());
        }
        over
    });
    // The hint, when it changes to something to say, and again after each message (a second
    // wrong try hears the help again).
    let hinted = Memo::new(move |_| hint(ctl));
    Effect::new(move |_| {
        ctl.message.track();
        if let Some(text) = hinted.get() {
            speech::say_in(2, text.get(lang.get_untracked()), lang.get_untracked());
        }
    });
    // Whose turn, when it passes to a person while several people play, or back to the child
    // from the computer (with what the computer took or turned: a child who looked away hears
    // that the board changed).
    Effect::new(move |was: Option<Option<usize>>| {
        let now = ctl.play.with(|p| (!p.state.is_over()).then_some(p.state.current));
        let people = ctl.seats.with_untracked(|s| s.iter().filter(|seat| seat.is_none()).count());
        let players = ctl.play.with_untracked(|p| p.state.players.len());
        if let (Some(Some(before)), Some(current)) = (was, now) {
            let person = ctl.seats.with_untracked(|s| s.get(current).copied().flatten().is_none());
            // Unless the message of the moment names them already ("Black cannot play and
            // passes. White plays.", "Round 3: Player 2 starts.").
            let l = lang.get_untracked();
            let named = ctl.message.with_untracked(|m| {
                m.as_ref().is_some_and(|m| ctl.play.with_untracked(|p| m.0.get(l).contains(p.state.players[current].name.get(l))))
            });
            let from_computer = ctl.seats.with_untracked(|s| s.get(before).copied().flatten().is_some());
            // A message that tells what the computer did ("Mill! The computer took one of
            // your men…") was said already: the turn does not say it again.
            let told = ctl.message.with_untracked(|m| m.as_ref().is_some_and(|m| !m.1));
            if current != before && person && (people > 1 || from_computer) && !named {
                let said = ctl.play.with_untracked(|p| {
                    let pl = &p.state.players[current];
                    let turn = with_task(turn_text(l, players, pl.name.get(l), pl.grammar), p, l);
                    match (from_computer && !told).then(|| computer_did(ctl, p)).flatten() {
                        Some(did) => format!("{} {turn}", did.get(l)),
                        None => turn,
                    }
                });
                speech::say_in(1, &said, l);
            }
        }
        now
    });
}

/// What the computer's last step took or turned, in the game's word: "The computer took 1
/// man.", "The computer turned 3 discs."; None when it only moved or placed.
fn computer_did(ctl: Ctl, p: &tablier::engine::Play) -> Option<Text> {
    let n = tablier::engine::Noun::of(&p.game);
    let taken = ctl.traces.with_untracked(|t| t.iter().filter(|t| matches!(t, Trace::Taken { .. })).count());
    let turned = ctl.turned.get_value();
    let words = |k: usize| if k == 1 { (n.one.clone(), n.fr_one.clone()) } else { (n.many.clone(), n.fr_many.clone()) };
    if taken > 0 {
        let (en, fr) = words(taken);
        return Some(Text::new(format!("The computer took {taken} {en}."), format!("L'ordinateur a pris {taken} {fr}.")));
    }
    (turned > 0).then(|| {
        let (en, fr) = words(turned);
        Text::new(format!("The computer turned {turned} {en}."), format!("L'ordinateur a retourné {turned} {fr}."))
    })
}

/// The first thing a child hears in a game: whose turn and what to do, or the goal alone; None
/// when the game is over or the computer starts (its move is said as it comes).
fn first_words(ctl: Ctl, l: Lang) -> Option<String> {
    let computer = untrack(|| ctl.computer_turn());
    ctl.play.with_untracked(|p| {
        let s = &p.state;
        if s.is_over() || computer {
            return None;
        }
        if s.players.len() == 1 {
            return Some(super::toolbar::goal_words(p, l));
        }
        let pl = &s.players[s.current];
        Some(with_task(turn_text(l, s.players.len(), pl.name.get(l), pl.grammar), p, l))
    })
}
