//! Each child's results on a shared tablet, without accounts: a finished game as the teacher's
//! page lists it (who, which game, when, how it ended, the stars, the mistakes by the rule that
//! refused them, the help used), the summaries by child and by game, and the spreadsheet
//! export. The browser keeps the list; this module only makes and reads it, so that it is
//! tested natively.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::{computer_beat_people, mistakes, stars, Mistake, Play, Status};
use crate::lang::{Lang, Text};

/// One finished game, from the side of the people who played it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Played {
    /// The child's name as the teacher wrote it; empty when nobody was asked.
    pub who: String,
    /// The game's id in the library, and its name in both languages when it was played.
    pub game: String,
    pub name: Text,
    /// Local date and time, "2026-11-27 14:05": sorts as text, reads in a spreadsheet.
    pub date: String,
    /// "won", "lost" or "draw", for the people (against the computer, its win is their loss).
    pub result: String,
    /// The stars of a won game (`engine::stars`); none otherwise.
    pub stars: Option<u8>,
    /// Moves the people made, mistakes included.
    pub moves: u32,
    /// The people's mistakes by kind (`Mistake::key`), only the kinds made.
    pub mistakes: BTreeMap<String, u32>,
    /// Steps of help climbed and "Show me" asked.
    pub help: u32,
    /// The computer's level when it played a seat; None when only people played.
    #[serde(default)]
    pub computer: Option<u8>,
    /// How many people played (2 or more: children took turns on the tablet).
    #[serde(default = "one")]
    pub people: usize,
}

fn one() -> usize {
    1
}

impl Played {
    /// A finished game played by these seats (None: a person; Some(level): the computer),
    /// named for `who` at `date`.
    pub fn of(game: &str, play: &Play, seats: &[Option<u8>], who: &str, date: &str) -> Played {
        let s = &play.state;
        let person = |p: usize| seats.get(p).copied().flatten().is_none();
        let computers: Vec<bool> = (0..s.players.len()).map(|p| !person(p)).collect();
        let beaten = computer_beat_people(s, &computers);
        let result = match s.status {
            Status::Draw => "draw",
            Status::Won if beaten => "lost",
            Status::Won => "won",
            _ => "lost",
        };
        let mut kinds = BTreeMap::new();
        for (player, kind, n) in mistakes(&play.game, play.seed, s.players.len(), &play.log) {
            if person(player) {
                *kinds.entry(kind.key().to_string()).or_insert(0) += n;
            }
        }
        let name = &play.game.design.name;
        Played {
            who: who.to_string(),
            game: game.to_string(),
            name: Text::new(name.get(Lang::En), name.get(Lang::Fr)),
            date: date.to_string(),
            result: result.to_string(),
            stars: if beaten { None } else { stars(s, play.helps) },
            moves: (0..s.players.len()).filter(|p| person(*p)).map(|p| s.players[p].moves).sum(),
            mistakes: kinds,
            help: play.helps,
            computer: seats.iter().flatten().copied().next(),
            people: (0..s.players.len()).filter(|p| person(*p)).count(),
        }
    }

    pub fn errors(&self) -> u32 {
        self.mistakes.values().sum()
    }

    /// The mistakes in words, most first: "wrong place: 2, too far: 1" ("mauvaise place : 2").
    pub fn mistakes_words(&self, lang: Lang) -> String {
        let mut kinds: Vec<(&String, &u32)> = self.mistakes.iter().collect();
        kinds.sort_by_key(|(_, n)| std::cmp::Reverse(**n));
        let words = |key: &str| match Mistake::from_key(key) {
            Some(kind) => kind.words().get(lang).to_string(),
            None => key.to_string(),
        };
        // French puts a non-breaking space before a colon.
        let colon = if lang == Lang::Fr { "\u{a0}:" } else { ":" };
        kinds.iter().map(|(k, n)| format!("{}{colon} {n}", words(k))).collect::<Vec<_>>().join(", ")
    }

    pub fn result_words(&self, lang: Lang) -> &'static str {
        match (self.result.as_str(), lang) {
            ("won", Lang::En) => "won",
            ("won", Lang::Fr) => "gagné",
            ("draw", Lang::En) => "draw",
            ("draw", Lang::Fr) => "égalité",
            (_, Lang::En) => "lost",
            (_, Lang::Fr) => "perdu",
        }
    }

    /// Who else played, in words: nobody, the computer at its level, or other children.
    pub fn against_words(&self, lang: Lang) -> String {
        match (self.computer, lang) {
            (Some(level), Lang::En) => format!("the computer, level {}", level_number(level)),
            (Some(level), Lang::Fr) => format!("l'ordinateur, niveau {}", level_number(level)),
            (None, _) if self.people < 2 => String::new(),
            (None, Lang::En) => format!("{} children", self.people),
            (None, Lang::Fr) => format!("{} enfants", self.people),
        }
    }
}

/// A level as the teacher reads it: keep-it-close (which adapts) is said as such.
fn level_number(level: u8) -> String {
    match level {
        1..=5 => level.to_string(),
        _ => "~".to_string(),
    }
}

/// A summary line: how a child did over their games, or how a game went over every child.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    pub games: u32,
    pub won: u32,
    /// Stars over the games won, summed (the mean is `stars / won`).
    pub stars: u32,
    pub mistakes: u32,
    pub help: u32,
}

impl Summary {
    pub fn add(&mut self, p: &Played) {
        self.games += 1;
        self.won += u32::from(p.result == "won");
        self.stars += u32::from(p.stars.unwrap_or(0));
        self.mistakes += p.errors();
        self.help += p.help;
    }

    /// The mean stars of the games won, to one decimal ("2.5"), or "–" with none won.
    pub fn mean_stars(&self) -> String {
        match self.won {
            0 => "–".to_string(),
            n => format!("{:.1}", self.stars as f64 / n as f64),
        }
    }
}

/// Summaries keyed by `key` (the child, the game), in the order first met.
pub fn summaries(list: &[Played], key: impl Fn(&Played) -> String) -> Vec<(String, Summary)> {
    let mut out: Vec<(String, Summary)> = Vec::new();
    for p in list {
        let k = key(p);
        match out.iter_mut().find(|(o, _)| *o == k) {
            Some((_, s)) => s.add(p),
            None => {
                let mut s = Summary::default();
                s.add(p);
                out.push((k, s));
            }
        }
    }
    out
}

/// The list as a spreadsheet (CSV, RFC 4180, with a byte-order mark so that a spreadsheet
/// reads the accents), with headings and words in `lang`; `nobody` names unnamed games.
pub fn csv(list: &[Played], lang: Lang, nobody: &str) -> String {
    let heads = match lang {
        Lang::En => {
            ["Child", "Game", "Date", "Result", "Stars", "Moves", "Mistakes", "Mistakes by kind", "Help", "Against"]
        }
        Lang::Fr => {
            ["Enfant", "Jeu", "Date", "Résultat", "Étoiles", "Coups", "Erreurs", "Erreurs par type", "Aide", "Contre"]
        }
    };
    let mut out = String::from("\u{feff}");
    out.push_str(&heads.map(cell).join(","));
    out.push_str("\r\n");
    for p in list {
        let who = if p.who.is_empty() { nobody } else { &p.who };
        let row = [
            who.to_string(),
            p.name.get(lang).to_string(),
            p.date.clone(),
            p.result_words(lang).to_string(),
            p.stars.map(|s| s.to_string()).unwrap_or_default(),
            p.moves.to_string(),
            p.errors().to_string(),
            p.mistakes_words(lang),
            p.help.to_string(),
            p.against_words(lang),
        ];
        out.push_str(&row.iter().map(|c| cell(c)).collect::<Vec<_>>().join(","));
        out.push_str("\r\n");
    }
    out
}

/// A CSV cell: quoted when it holds a comma, a quote or a line break; a leading sign that a
/// spreadsheet would take for a formula (a child named "=1+1") is made plain text.
fn cell(text: &str) -> String {
    let text = match text.chars().next() {
        Some('=' | '+' | '-' | '@') => format!("'{text}"),
        _ => text.to_string(),
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_and_formulas_made_plain() {
        assert_eq!(cell("Léa"), "Léa");
        assert_eq!(cell("wrong place: 2, too far: 1"), "\"wrong place: 2, too far: 1\"");
        assert_eq!(cell("Tom \"le grand\""), "\"Tom \"\"le grand\"\"\"");
        assert_eq!(cell("=HYPERLINK(1)"), "'=HYPERLINK(1)");
    }
}
