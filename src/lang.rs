//! The two languages of the interface, and messages that carry both.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
}

impl Lang {
    /// "fr..." is French; anything else is English.
    pub fn from_code(code: &str) -> Lang {
        if code.to_ascii_lowercase().starts_with("fr") {
            Lang::Fr
        } else {
            Lang::En
        }
    }
}

/// A letter in lower case, for the Latin letters of English and French ("É" is "é"): the
/// standard `to_lowercase` brings Unicode's whole case tables into the browser's download.
/// Letters of other alphabets stay as they are.
pub fn lower_letter(c: char) -> char {
    match c {
        'A'..='Z' | 'À'..='Ö' | 'Ø'..='Þ' => char::from_u32(c as u32 + 32).unwrap_or(c),
        'Œ' => 'œ',
        'Ÿ' => 'ÿ',
        _ => c,
    }
}

/// A letter in capitals, for the Latin letters of English and French ("é" is "É"), without
/// Unicode's tables (see [`lower_letter`]). Letters of other alphabets stay as they are.
pub fn upper_letter(c: char) -> char {
    match c {
        'a'..='z' | 'à'..='ö' | 'ø'..='þ' => char::from_u32(c as u32 - 32).unwrap_or(c),
        'œ' => 'Œ',
        'ÿ' => 'Ÿ',
        _ => c,
    }
}

/// `text` with its first letter in capitals (see [`upper_letter`]).
pub fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| std::iter::once(upper_letter(c)).chain(chars).collect()).unwrap_or_default()
}

/// `text` in lower case, for the Latin letters of English and French (see [`lower_letter`]).
pub fn lower(text: &str) -> String {
    text.chars().map(lower_letter).collect()
}

/// A name quoted as each language does: “Cat” in English, « Chat » in French (no-break
/// spaces inside, as French typography wants and the app's own texts do).
pub fn quoted(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("“{name}”"),
        Lang::Fr => format!("«\u{a0}{name}\u{a0}»"),
    }
}

/// The no-break space French puts before "!", "?", ":" and ";" and inside « »: "Bravo !"
/// never breaks before its "!" at the end of a line. Plain spaces there become U+00A0.
pub fn french_spaces(text: String) -> String {
    const NBSP: char = '\u{a0}';
    let spaced = |c: char| matches!(c, '!' | '?' | ':' | ';' | '»');
    let chars: Vec<char> = text.chars().collect();
    let needs = |i: usize| {
        chars[i] == ' '
            && (chars.get(i + 1).is_some_and(|&c| spaced(c)) && i > 0 && chars[i - 1] != ' '
                || i > 0 && chars[i - 1] == '«')
    };
    if !(0..chars.len()).any(needs) {
        return text;
    }
    (0..chars.len()).map(|i| if needs(i) { NBSP } else { chars[i] }).collect()
}

/// A sentence in both languages.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Text {
    pub en: String,
    pub fr: String,
}

/// How a player's name is said in a sentence: plural in English ("Crosses win!"), plural in
/// French ("Les Noirs ont gagné !", "aux Noirs"), feminine in French ("les Croix… elles").
/// Names carry no article; a plural French name takes "les" in a sentence.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Grammar {
    pub plural_en: bool,
    pub plural_fr: bool,
    pub feminine: bool,
}

impl Grammar {
    /// The English verb that agrees with the name: `en("wins", "win")`.
    pub fn en<'a>(self, one: &'a str, many: &'a str) -> &'a str {
        if self.plural_en {
            many
        } else {
            one
        }
    }

    /// The French verb that agrees with the name: `fr("a gagné", "ont gagné")`.
    pub fn fr<'a>(self, one: &'a str, many: &'a str) -> &'a str {
        if self.plural_fr {
            many
        } else {
            one
        }
    }

    /// The French name as a sentence's subject: "Les Noirs", "Joueur 1".
    pub fn subject_fr(self, name: &str) -> String {
        capital(&self.name_fr(name))
    }

    /// The French name inside a sentence: "les Noirs", "Joueur 1".
    pub fn name_fr(self, name: &str) -> String {
        if self.plural_fr {
            format!("les {name}")
        } else {
            name.to_string()
        }
    }

    /// "aux Noirs", "à Joueur 1".
    pub fn to_fr(self, name: &str) -> String {
        if self.plural_fr {
            format!("aux {name}")
        } else {
            format!("à {name}")
        }
    }

    /// The French turn: "C'est au tour des Noirs", "C'est au tour du joueur 1", "C'est au
    /// tour d'Alice" (a colon after "de" read as a form to children).
    pub fn turn_fr(self, name: &str) -> String {
        // The app's own names for players without one ("Joueur 2") are a noun and a number:
        // "C'est au tour du joueur 2", as one says it.
        let numbered = |noun: &str| {
            name.strip_prefix(noun)
                .and_then(|rest| rest.strip_prefix(' '))
                .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
                .map(str::to_string)
        };
        if let Some(n) = numbered("Joueur") {
            return format!("C'est au tour du joueur {n}");
        }
        if let Some(n) = numbered("Joueuse") {
            return format!("C'est au tour de la joueuse {n}");
        }
        if let Some(n) = numbered("Équipe") {
            return format!("C'est au tour de l'équipe {n}");
        }
        if self.plural_fr {
            format!("C'est au tour des {name}")
        } else if name.starts_with(['A', 'E', 'I', 'O', 'U', 'É', 'È', 'Ê', 'Î', 'Ô', 'a', 'e', 'i', 'o', 'u', 'é'])
        {
            format!("C'est au tour d'{name}")
        } else {
            format!("C'est au tour de {name}")
        }
    }

    /// The French pronoun that stands for the name: "ils", "elles", "il", "elle".
    pub fn pronoun_fr(self) -> &'static str {
        match (self.plural_fr, self.feminine) {
            (true, false) => "ils",
            (true, true) => "elles",
            (false, false) => "il",
            (false, true) => "elle",
        }
    }
}

impl Text {
    /// The French side gets French spacing ([`french_spaces`]), whoever wrote it: the
    /// engine's sentences, a game's texts, an educator's names.
    pub fn new(en: impl Into<String>, fr: impl Into<String>) -> Self {
        Text { en: en.into(), fr: french_spaces(fr.into()) }
    }

    /// Two sentences said one after the other (either may be missing).
    pub fn then(first: Option<Text>, next: Option<Text>) -> Option<Text> {
        match (first, next) {
            (Some(a), Some(b)) => Some(Text::new(format!("{} {}", a.en, b.en), format!("{} {}", a.fr, b.fr))),
            (a, b) => a.or(b),
        }
    }

    /// The texts joined by `sep`, language by language ("White, Black" / "Blancs, Noirs").
    pub fn join(items: &[&Text], sep: &str) -> Text {
        let each = |f: fn(&Text) -> &str| items.iter().map(|t| f(t)).collect::<Vec<_>>().join(sep);
        Text::new(each(|t| &t.en), each(|t| &t.fr))
    }

    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Fr => &self.fr,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lower_case_of_english_and_french() {
        assert_eq!(lower("Level 3: MEDIUM"), "level 3: medium");
        assert_eq!(lower("ÉLÉPHANT Œuf Ça Ÿ"), "éléphant œuf ça ÿ");
        assert_eq!(lower("Niveau À Ù Ô Ï"), "niveau à ù ô ï");
        // Other alphabets stay as they are, rather than bring Unicode's tables into the player.
        assert_eq!(lower("ΑΒΓ"), "ΑΒΓ");
    }

    #[test]
    fn french_spaces_do_not_break() {
        let fr = |s: &str| french_spaces(s.to_string());
        assert_eq!(fr("Bravo ! Tu as gagné ?"), "Bravo\u{a0}! Tu as gagné\u{a0}?");
        assert_eq!(fr("Tours : 3 ; « oiseau »"), "Tours\u{a0}: 3\u{a0}; «\u{a0}oiseau\u{a0}»");
        // Already right, or nothing to do: the text is kept as it is.
        assert_eq!(fr("Bravo\u{a0}!"), "Bravo\u{a0}!");
        assert_eq!(fr("Bravo!  ok"), "Bravo!  ok");
        // A space that stands alone before a sign (a list of signs) is not glued to nothing.
        assert_eq!(fr(" : "), " : ");
        assert_eq!(Text::new("Well done !", "Bravo !").en, "Well done !");
        assert_eq!(Text::new("Well done!", "Bravo !").fr, "Bravo\u{a0}!");
    }

    #[test]
    fn capitals_of_english_and_french() {
        assert_eq!(capital("éléphant"), "Éléphant");
        assert_eq!(capital("œuf"), "Œuf");
        assert_eq!(capital("ça va"), "Ça va");
        assert_eq!(capital("7 cats"), "7 cats");
        assert_eq!(capital(""), "");
        for c in "abcdefghijklmnopqrstuvwxyzàâäçéèêëîïôöùûüÿœæ".chars() {
            assert_eq!(upper_letter(c).to_string(), c.to_uppercase().to_string(), "{c}");
            assert_eq!(lower_letter(upper_letter(c)), c, "{c}");
        }
    }
}
