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
