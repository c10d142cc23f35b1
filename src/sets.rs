//! A set of games the teacher hands out at once ("today's games"): one file, or one link when
//! small enough, that every tablet imports in one action. It holds the teacher's own games
//! whole and names the built-in ones (every tablet has them). Its format is versioned from the
//! first day, as a design's is.

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::lang::Text;

/// What a set file says it is, in its `format` field.
pub const FORMAT: &str = "tablier-set";
/// The version this build writes, and the newest it reads.
pub const VERSION: u32 = 1;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameSet {
    pub format: String,
    pub version: u32,
    /// Ids of built-in games.
    #[serde(default)]
    pub builtin: Vec<String>,
    /// The teacher's games, each a design's JSON as its own file has it (each is checked when
    /// it is put on a tablet, as an imported file is).
    #[serde(default)]
    pub games: Vec<Box<RawValue>>,
}

/// What a file says it is, read before the rest.
#[derive(Deserialize)]
struct Head {
    format: String,
    #[serde(default)]
    version: u32,
}

impl GameSet {
    /// A set of these built-in games and these designs (their JSON texts; one that is not
    /// JSON is left out).
    pub fn new(builtin: Vec<String>, designs: &[String]) -> GameSet {
        let games = designs.iter().filter_map(|d| RawValue::from_string(d.trim().to_string()).ok()).collect();
        GameSet { format: FORMAT.to_string(), version: VERSION, builtin, games }
    }

    /// The set as a file's text (each design as written).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The designs it carries, as JSON texts to import one by one.
    pub fn designs(&self) -> Vec<String> {
        self.games.iter().map(|g| g.get().to_string()).collect()
    }

    pub fn len(&self) -> usize {
        self.builtin.len() + self.games.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Might this file's text be a set? (A quick look, before reading it whole: a design's format
/// is a number, only a set's file names the set's format.)
pub fn may_be(text: &str) -> bool {
    text.contains(FORMAT)
}

/// A file's text read as a set: None when it is not one (a design, most often), or the set,
/// or why it cannot be read.
pub fn read(text: &str) -> Option<Result<GameSet, Text>> {
    if !may_be(text) {
        return None;
    }
    let head: Head = serde_json::from_str(text).ok()?;
    if head.format != FORMAT {
        return None;
    }
    if head.version > VERSION {
        return Some(Err(Text::new(
            "This set of games was made by a newer Tablier: update the app, then open it again.",
            "Cette série de jeux a été faite par un Tablier plus récent\u{a0}: mettez l'application à jour, puis rouvrez-la.",
        )));
    }
    Some(serde_json::from_str(text).map_err(|_| {
        Text::new(
            "This set of games is damaged: ask for its file again.",
            "Cette série de jeux est abîmée\u{a0}: redemandez son fichier.",
        )
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_reads_back_and_a_design_is_not_a_set() {
        let design = std::fs::read_to_string("games/taquin.json").unwrap();
        let set = GameSet::new(vec!["memory".into()], std::slice::from_ref(&design));
        let back = read(&set.to_json()).unwrap().unwrap();
        assert_eq!(back.to_json(), set.to_json());
        assert_eq!(back.builtin, vec!["memory".to_string()]);
        // The design travels as its file has it, to the byte.
        assert_eq!(back.designs(), vec![design.trim().to_string()]);
        assert_eq!(back.len(), 2);
        assert!(read(&design).is_none());
        assert!(read("not json").is_none());
    }

    #[test]
    fn a_newer_or_damaged_set_says_so() {
        let newer = r#"{"format":"tablier-set","version":2,"games":[]}"#;
        assert!(read(newer).unwrap().unwrap_err().en.contains("newer"));
        let damaged = r#"{"format":"tablier-set","version":1,"games":7}"#;
        assert!(read(damaged).unwrap().unwrap_err().en.contains("damaged"));
    }
}
