//! The help ladder: what a child stuck in a game may ask for, one step at a time, each step a
//! setting of the design. Step one is nothing at all (help never shows unasked); then a hint in
//! words (also given after a wrong try); then the squares where the held token may go by the
//! rules of moving (not whether it is right there); then "show me", one good move played.

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HelpLadder {
    /// A hint in words: what the held token is, how tokens move, what must be done first.
    pub words: bool,
    /// Light the squares where the held token may go by the rules of moving.
    pub squares: bool,
    /// "Show me": one good move is played for the child. Unset: offered, except in games that
    /// teach sorting (zones with properties), where the move would be the answer to learn.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub show_me: Option<bool>,
}

impl Default for HelpLadder {
    fn default() -> Self {
        HelpLadder { words: true, squares: true, show_me: None }
    }
}

impl HelpLadder {
    pub fn is_default(&self) -> bool {
        *self == HelpLadder::default()
    }
}
