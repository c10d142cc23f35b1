//! A problem found in a design: where it is (a JSON path) and what is wrong, in plain words.

use std::fmt;

use crate::lang::{Lang, Text};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// JSON path of the offending value, such as `token_types[2].copies`; empty for the whole file.
    pub path: String,
    pub message: Text,
}

impl Problem {
    pub fn new(path: impl Into<String>, en: impl Into<String>, fr: impl Into<String>) -> Self {
        Problem { path: path.into(), message: Text::new(en, fr) }
    }

    /// A problem found but not put into words: the children's player's checks (see
    /// `report::Checks`) only say whether a design is right.
    pub fn unsaid() -> Self {
        Problem { path: String::new(), message: Text::new("", "") }
    }

    /// True for a problem found but not put into words ([`Problem::unsaid`]).
    pub fn is_unsaid(&self) -> bool {
        self.message.en.is_empty() && self.message.fr.is_empty()
    }

    pub fn text(&self, lang: Lang) -> &str {
        self.message.get(lang)
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            write!(f, "{}", self.message.en)
        } else {
            write!(f, "{}: {}", self.path, self.message.en)
        }
    }
}
