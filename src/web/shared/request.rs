//! What a page asks the thinking bundle (`thinking/think.rs`), sent to its Web Worker as JSON:
//! every bundle holds this one definition, the pages' to write a question, the thinking one
//! (which takes this file alone from `shared/`) to read it.

use serde::{Deserialize, Serialize};

/// What the computer is asked: the game as its design, seed, number of players and log.
#[derive(Serialize, Deserialize)]
pub struct Request {
    pub design: String,
    pub seed: String,
    pub players: usize,
    pub log: Vec<String>,
    /// 1 to 5, or `search::KEEP_CLOSE`.
    pub level: u8,
    /// For keep-it-close: the child's last results against it, oldest first (w, l, d).
    #[serde(default)]
    pub close: String,
    /// Not the computer's turn but the help ladder's "Show me" for the player to act.
    #[serde(default)]
    pub show_me: bool,
}

impl Request {
    // Each bundle uses one of the two.
    #[allow(dead_code)]
    pub fn to_json(&self) -> String {
        // Plain data: serde_json cannot fail on it.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// None when the text is not a request (nothing is answered then).
    #[allow(dead_code)]
    pub fn from_json(text: &str) -> Option<Request> {
        serde_json::from_str(text).ok()
    }
}
