//! Who plays each seat, as the game keeps it: a person (None) or the computer at a level
//! (`search::KEEP_CLOSE` for keep-it-close); the seats a design gives; the levels' and the
//! computer's pace's words; and keep-it-close's memory of how the child did in each game.

use tablier::engine::{Play, Status};
use tablier::lang::{lower, Lang, Text};
use tablier::search::KEEP_CLOSE;

use crate::shared::storage;

/// The seats a design gives a game of `players` (a one-player design played by several
/// people has person seats only).
pub fn from_design(play: &Play) -> Vec<Option<u8>> {
    let design = &play.game.design.players;
    let n = play.state.players.len();
    (0..n).map(|i| if design.len() == n { design[i].computer } else { None }).collect()
}

/// The seats kept for a game of `n` players: new seats are people's.
pub fn fit(mut seats: Vec<Option<u8>>, n: usize) -> Vec<Option<u8>> {
    seats.resize(n, None);
    seats
}

/// The levels offered, weakest first, then keep-it-close.
pub const LEVELS: [u8; 6] = [1, 2, 3, 4, 5, KEEP_CLOSE];

pub fn level_words(level: u8) -> Text {
    match level {
        1 => Text::new("Level 1: very easy", "Niveau 1\u{a0}: très facile"),
        2 => Text::new("Level 2: easy", "Niveau 2\u{a0}: facile"),
        3 => Text::new("Level 3: medium", "Niveau 3\u{a0}: moyen"),
        4 => Text::new("Level 4: hard", "Niveau 4\u{a0}: difficile"),
        // No brackets: the turn line puts the seat's words in brackets already.
        KEEP_CLOSE => Text::new("Keep it close: adapts to you", "Au coude-à-coude\u{a0}: s'adapte à toi"),
        _ => Text::new("Level 5: expert", "Niveau 5\u{a0}: expert"),
    }
}

/// How long the computer takes at least per move, so that people see each move happen.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Pace {
    Slow,
    Normal,
    Fast,
}

const PACE_KEY: &str = "tablier.pace";

impl Pace {
    pub fn millis(self) -> u64 {
        match self {
            Pace::Slow => 2000,
            Pace::Normal => 800,
            Pace::Fast => 150,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
        }
    }

    pub fn words(self) -> Text {
        match self {
            Pace::Slow => Text::new("Slow", "Lent"),
            Pace::Normal => Text::new("Normal", "Normal"),
            Pace::Fast => Text::new("Fast", "Rapide"),
        }
    }

    /// Remembered on this device for the next games.
    pub fn store(self) {
        storage::set(PACE_KEY, self.name());
    }

    pub fn stored() -> Pace {
        match storage::get_text(PACE_KEY).as_deref() {
            Some("slow") => Pace::Slow,
            Some("fast") => Pace::Fast,
            _ => Pace::Normal,
        }
    }
}

fn close_key(game: &str) -> String {
    format!("tablier.close.{game}")
}

/// The child's results against keep-it-close in this game, oldest first ("wld…").
pub fn close_results(game: &str) -> String {
    storage::get_text(&close_key(game)).unwrap_or_default()
}

/// At the end of a game with a keep-it-close seat: the people's result, remembered (the last
/// ten games count).
pub fn record_end(game: &str, play: &Play, seats: &[Option<u8>]) {
    if !seats.contains(&Some(KEEP_CLOSE)) || seats.iter().all(|s| s.is_some()) {
        return;
    }
    let result = match (play.state.status, play.state.winner) {
        (Status::Won, Some(w)) if seats.get(w).copied().flatten().is_some() => 'l',
        (Status::Won, Some(_)) => 'w',
        (Status::Lost, _) => 'l',
        _ => 'd',
    };
    let mut all = close_results(game);
    all.push(result);
    let keep: String = all.chars().rev().take(10).collect::<Vec<_>>().into_iter().rev().collect();
    storage::set(&close_key(game), &keep);
}

/// "The computer, level 3: medium".
pub fn computer_words(level: u8, lang: Lang) -> String {
    let words = level_words(level);
    let level = words.get(lang);
    let level = lower(&level[..1]) + &level[1..];
    match lang {
        Lang::En => format!("The computer, {level}"),
        Lang::Fr => format!("L'ordinateur, {level}"),
    }
}

/// The seat's words for the turn line: "the computer, level 3: medium".
pub fn seat_words(level: u8, lang: Lang) -> String {
    let words = computer_words(level, lang);
    lower(&words[..1]) + &words[1..]
}
