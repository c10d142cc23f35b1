//! A game's mistakes by the rule that refused them, for the teacher's results ("2 × wrong
//! place, 1 × too far"): the game is played again from its seed and log, as a save is, and
//! each counted error is named by what caused it. Counted refusals are actions of the log
//! (they count a move and an error), so nothing else has to be kept while playing.

use super::{apply, new_game, Action, Event, Outcome, Refusal};
use crate::game::Game;
use crate::lang::Text;

/// What a counted error broke, in words a teacher reads in a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mistake {
    /// A token dropped in a zone where it does not belong (a sort game's wrong answer).
    WrongPlace,
    /// Tokens turned together that do not go together (memory).
    NoMatch,
    /// A token moved more than one square.
    OneSquare,
    /// A token moved further than it may.
    TooFar,
    /// A token that does not move on the grid.
    DoesNotMove,
    /// Off the board's lines (Morris).
    OffLine,
    /// A move that had to be a jump, or neither a step nor a jump.
    NotAJump,
    /// A token moved by hand to another square than the die said.
    DieSquare,
}

impl Mistake {
    pub const ALL: [Mistake; 8] = [
        Mistake::WrongPlace,
        Mistake::NoMatch,
        Mistake::OneSquare,
        Mistake::TooFar,
        Mistake::DoesNotMove,
        Mistake::OffLine,
        Mistake::NotAJump,
        Mistake::DieSquare,
    ];

    /// The kind of a stable name (`key`).
    pub fn from_key(key: &str) -> Option<Mistake> {
        Mistake::ALL.into_iter().find(|m| m.key() == key)
    }

    /// A stable name, for the JSON export.
    pub fn key(self) -> &'static str {
        match self {
            Mistake::WrongPlace => "wrong_place",
            Mistake::NoMatch => "no_match",
            Mistake::OneSquare => "one_square",
            Mistake::TooFar => "too_far",
            Mistake::DoesNotMove => "does_not_move",
            Mistake::OffLine => "off_line",
            Mistake::NotAJump => "not_a_jump",
            Mistake::DieSquare => "die_square",
        }
    }

    /// Short words for the teacher's table and spreadsheet.
    pub fn words(self) -> Text {
        match self {
            Mistake::WrongPlace => Text::new("wrong place", "mauvaise place"),
            Mistake::NoMatch => Text::new("did not match", "ne vont pas ensemble"),
            Mistake::OneSquare => Text::new("more than one square", "plus d'une case"),
            Mistake::TooFar => Text::new("too far", "trop loin"),
            Mistake::DoesNotMove => Text::new("a token that does not move", "un jeton qui ne bouge pas"),
            Mistake::OffLine => Text::new("not along a line", "pas le long d'une ligne"),
            Mistake::NotAJump => Text::new("not a jump", "pas un saut"),
            Mistake::DieSquare => Text::new("not the die's square", "pas la case du dé"),
        }
    }

    /// What a counted error was, from the action's answer.
    fn of(outcome: &Outcome) -> Mistake {
        match &outcome.refusal {
            Some(Refusal::WrongPlace) => Mistake::WrongPlace,
            Some(Refusal::OneCellOnly) => Mistake::OneSquare,
            Some(Refusal::TooFar(_)) => Mistake::TooFar,
            Some(Refusal::CannotMoveInGrid) => Mistake::DoesNotMove,
            Some(Refusal::AlongLineOnly) => Mistake::OffLine,
            Some(Refusal::MustJump | Refusal::StepOrJump) => Mistake::NotAJump,
            _ if outcome.events.iter().any(|e| matches!(e, Event::Mismatched { .. })) => Mistake::NoMatch,
            // The only other counted error: a move by hand away from the die's square.
            _ => Mistake::DieSquare,
        }
    }
}

/// Each player's mistakes in a game played from `seed` by `players` with these actions, by
/// kind, in the order of `Mistake`: `[(player, kind, count)]`.
pub fn mistakes(game: &Game, seed: u64, players: usize, log: &[Action]) -> Vec<(usize, Mistake, u32)> {
    let mut state = new_game(game, seed, players);
    let mut found: Vec<(usize, Mistake, u32)> = Vec::new();
    for action in log {
        let outcome = apply(game, &mut state, *action);
        for event in &outcome.events {
            if let Event::ErrorCounted { player } = event {
                let kind = Mistake::of(&outcome);
                match found.iter_mut().find(|(p, k, _)| *p == *player && *k == kind) {
                    Some(line) => line.2 += 1,
                    None => found.push((*player, kind, 1)),
                }
            }
        }
    }
    found.sort();
    found
}
