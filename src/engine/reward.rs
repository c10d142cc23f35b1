//! The reward of a won game: one to three stars from how it was played, so that a child who
//! made no mistake and found the moves alone sees it, and one who struggled or was shown most
//! of the moves still gets a star for finishing.
//!
//! The rule, said on the end card when a star is missing: three stars without a mistake (a
//! move that was not allowed; memory cards that turn back are tries, not mistakes) and
//! without help; two with few mistakes (at most one move in four was wrong) or some help (at
//! most one step of help for two moves); one otherwise. A step of help is one rung of the help
//! ladder climbed or one "Show me" (`Play::helps`).

use super::{State, Status};
use crate::lang::Text;

/// Stars for the winner of a finished game from their mistakes and the help used in the game;
/// None unless the game was won.
pub fn stars(state: &State, helps: u32) -> Option<u8> {
    if state.status != Status::Won {
        return None;
    }
    let p = state.players.get(state.winner.unwrap_or(0))?;
    // A memory card that turns back is a try, not a move that was not allowed.
    let by_errors = match p.errors.saturating_sub(p.misses) {
        0 => 3,
        e if e.saturating_mul(4) <= p.moves => 2,
        _ => 1,
    };
    let by_help = match helps {
        0 => 3,
        h if h.saturating_mul(2) <= p.moves => 2,
        _ => 1,
    };
    Some(by_errors.min(by_help))
}

/// Why stars are missing, gently: the help used ("You used help 24 times"), the mistakes, or
/// both; None with three stars or no stars.
pub fn stars_why(state: &State, helps: u32) -> Option<Text> {
    if stars(state, helps)? == 3 {
        return None;
    }
    let errors = state.players.get(state.winner.unwrap_or(0)).map_or(0, |p| p.errors.saturating_sub(p.misses));
    let times_en = |n: u32| if n == 1 { "once".to_string() } else { format!("{n} times") };
    let mistakes_en =
        |n: u32| if n == 1 { "1 move was not allowed".to_string() } else { format!("{n} moves were not allowed") };
    let mistakes_fr = |n: u32| {
        if n == 1 {
            "1 coup n'était pas permis".to_string()
        } else {
            format!("{n} coups n'étaient pas permis")
        }
    };
    let (en, fr) = match (helps, errors) {
        (0, e) => (format!("{}.", mistakes_en(e)), format!("{}.", mistakes_fr(e))),
        (h, 0) => (format!("You used help {}.", times_en(h)), format!("Tu as utilisé l'aide {h} fois.")),
        (h, e) => (
            format!("You used help {} and {}.", times_en(h), mistakes_en(e)),
            format!("Tu as utilisé l'aide {h} fois et {}.", mistakes_fr(e)),
        ),
    };
    // Each sentence starts with a number or a capital already.
    Some(Text::new(
        format!("{en} Next time, try a few more moves on your own!"),
        format!("{fr} La prochaine fois, essaie encore quelques coups par toi-même\u{a0}!"),
    ))
}
