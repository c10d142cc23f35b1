//! What a mechanism answers for an action: what happened, and what the turn flow must do
//! with it. Mechanisms only play; the flow (`flow::finish`) alone counts, checks the end,
//! passes the turn, ends the round and concludes, once per action.

use super::{Event, Refusal};
use crate::lang::Text;

/// What the action counts as, for the turn flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Count {
    /// Not a move: nothing is counted and the turn stays (a token turned or chosen, a tray
    /// tidied or refilled, jokers chosen, a slip refused).
    Nothing,
    /// The move goes on and the turn is kept for its next part: a chain of jumps, a take
    /// due, a move by hand the die asked for. It is counted when it ends.
    Kept,
    /// A move, valid or counted as an error: the flow counts it, checks the end and passes
    /// the turn as the rules say.
    Move { valid: bool },
    /// A full row tiled by hand on the grey wall: a move, and nothing else is checked. The
    /// turn goes to the next player who must choose (`chooser`); once none must, the round ends.
    Tiled { chooser: Option<usize> },
    /// The player passes: the turn goes to the next player, uncounted.
    Pass,
}

/// What happened, and what the flow is to do about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Step {
    /// Refused actions carry their reason; a counted refusal (`Count::Move`) still counts.
    pub refusal: Option<Refusal>,
    pub events: Vec<Event>,
    /// The mechanism's words; the flow's own (the end, a new round) take their place.
    pub message: Option<Text>,
    pub count: Count,
    /// A move by hand the die asked for went to the wrong cell: an error, counted before
    /// anything that followed (the die may then move the token itself).
    pub wrong_try: bool,
    /// A die's face passes the turn: after counting, unless the turn has passed already.
    pub pass: bool,
    /// A line's take: the owners of the token taken. Once the flow is done, a player it
    /// leaves down to flying is told.
    pub took_from: u32,
}

impl Step {
    /// What happened, counting as `count`.
    pub fn new(count: Count, events: Vec<Event>, message: Option<Text>) -> Step {
        Step { refusal: None, events, message, count, wrong_try: false, pass: false, took_from: 0 }
    }

    /// Nothing counted, the turn stays.
    pub fn done(events: Vec<Event>, message: Option<Text>) -> Step {
        Step::new(Count::Nothing, events, message)
    }

    /// Refused, its reason said; nothing counted.
    pub fn refused(refusal: Refusal) -> Step {
        Step { message: Some(refusal.text()), refusal: Some(refusal), ..Step::done(Vec::new(), None) }
    }
}
