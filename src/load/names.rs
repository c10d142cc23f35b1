//! How the checks name the things of a design in sentences: "token type 'cat'",
//! "la réserve 't'", "the grid".

use super::sentences::quote;

/// A kind of named thing in a design.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    TokenType,
    Grid,
    Tray,
    Waiting,
    Result,
    Zone,
    Player,
}

impl Kind {
    /// English noun; French noun with its article; French "a ..."; French "of a ...".
    fn words(self) -> (&'static str, &'static str, &'static str, &'static str) {
        match self {
            Kind::TokenType => ("token type", "le type de jeton", "un type de jeton", "d'un type de jeton"),
            Kind::Grid => ("grid", "la grille", "une grille", "d'une grille"),
            Kind::Tray => ("tray", "la réserve", "une réserve", "d'une réserve"),
            Kind::Waiting => ("waiting area", "la zone d'attente", "une zone d'attente", "d'une zone d'attente"),
            Kind::Result => ("result area", "la zone de résultat", "une zone de résultat", "d'une zone de résultat"),
            Kind::Zone => ("zone", "la zone", "une zone", "d'une zone"),
            Kind::Player => ("player", "le joueur", "un joueur", "d'un joueur"),
        }
    }

    /// "a tray" / "une réserve".
    pub fn a(self) -> (String, String) {
        let (en, _, fr, _) = self.words();
        let article = if en.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
        (format!("{article} {en}"), fr.to_owned())
    }

    /// "of a tray" / "d'une réserve".
    pub fn of_a(self) -> (String, String) {
        (format!("of {}", self.a().0), self.words().3.to_owned())
    }

    /// The thing named by the name a teacher gave it ("the tray “Animals”", "la réserve
    /// « Animaux »"), else as `named` does: an id means nothing to the people reading.
    pub fn called(self, id: &str, index: usize, name: &crate::model::Words) -> Name {
        let (en, fr) = match self {
            // A token the teacher named is a token to them, not a "type".
            Kind::TokenType => ("token", "le jeton"),
            _ => (self.words().0, self.words().1),
        };
        let text = name.text();
        match self {
            Kind::Grid => self.named(id, index),
            _ if text.en.trim().is_empty() => self.named(id, index),
            _ => Name { en: format!("{en} “{}”", text.en), fr: format!("{fr} «\u{a0}{}\u{a0}»", text.fr) },
        }
    }

    /// The thing named by its id, or by its place in its list (from 1) when it has none:
    /// ("token type 'cat'", "le type de jeton 'cat'"); the grid is "the grid".
    pub fn named(self, id: &str, index: usize) -> Name {
        let (en, fr, _, _) = self.words();
        match self {
            Kind::Grid => Name { en: "the grid".into(), fr: "la grille".into() },
            _ if id.is_empty() => {
                Name { en: format!("{en} number {}", index + 1), fr: format!("{fr} n° {}", index + 1) }
            }
            _ => Name { en: format!("{en} {}", quote(id)), fr: format!("{fr} {}", quote(id)) },
        }
    }
}

/// A thing's name in both languages, without capital ("token type 'cat'").
#[derive(Clone, Debug)]
pub(crate) struct Name {
    pub en: String,
    pub fr: String,
}

impl Name {
    /// At the start of a sentence: "Token type 'cat'", "Le type de jeton 'cat'".
    pub fn cap(&self) -> (String, String) {
        (capital(&self.en), capital(&self.fr))
    }

    /// French "de" form: "du type de jeton 'cat'", "de la grille", "de la zone 'z'".
    pub fn fr_de(&self) -> String {
        if let Some(rest) = self.fr.strip_prefix("le ") {
            format!("du {rest}")
        } else {
            format!("de {}", self.fr)
        }
    }
}

/// The first letter in capitals (for English and French: no Unicode tables in the player).
pub(crate) use crate::lang::capital;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(Kind::TokenType.named("cat", 0).en, "token type 'cat'");
        assert_eq!(Kind::TokenType.named("", 2).fr, "le type de jeton n° 3");
        assert_eq!(Kind::Tray.named("t", 0).fr_de(), "de la réserve 't'");
        assert_eq!(Kind::Zone.named("z", 0).fr_de(), "de la zone 'z'");
        assert_eq!(Kind::Grid.named("grid", 0).cap().0, "The grid");
        assert_eq!(Kind::Waiting.a(), ("a waiting area".to_string(), "une zone d'attente".to_string()));
        assert_eq!(Kind::Result.of_a().0, "of a result area");
        assert_eq!(Kind::Tray.a().1, "une réserve");
        let animals = crate::model::Words::from(crate::lang::Text::new("Animals", "Animaux"));
        assert_eq!(Kind::Tray.called("red-tray", 0, &animals).cap().1, "La réserve «\u{a0}Animaux\u{a0}»");
        assert_eq!(Kind::Tray.called("red-tray", 0, &animals).en, "tray “Animals”");
        assert_eq!(Kind::Tray.called("red-tray", 0, &crate::model::Words::default()).en, "tray 'red-tray'");
    }
}
