//! A designer's text in several languages (a name, a message): one plain string, or one
//! string per language code (`{"en": "Memory", "fr": "Mémoire"}`).
//!
//! A plain string is written in the design's own language (`Design::language`, English when
//! absent) and is shown in every language until it is translated: files made before texts had
//! languages keep their meaning and are saved unchanged.

use std::collections::BTreeMap;
use std::fmt;

use serde::de::{self, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::lang::{Lang, Text};

/// The language codes a text may be written in.
pub const LANGUAGES: [&str; 2] = ["en", "fr"];

/// The code of a language in files ("en", "fr").
pub fn code(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Fr => "fr",
    }
}

/// One designer text. Codes are kept as written so that the loader can name unknown ones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Words {
    /// The same text in every language (written in the design's language).
    One(String),
    /// Texts by language code; never read as empty when another language has a text.
    Many(BTreeMap<String, String>),
}

impl Default for Words {
    fn default() -> Self {
        Words::One(String::new())
    }
}

impl From<&str> for Words {
    fn from(s: &str) -> Self {
        Words::One(s.to_owned())
    }
}

impl From<&String> for Words {
    fn from(s: &String) -> Self {
        Words::One(s.clone())
    }
}

impl From<String> for Words {
    fn from(s: String) -> Self {
        Words::One(s)
    }
}

impl From<Text> for Words {
    fn from(t: Text) -> Self {
        let mut map = BTreeMap::new();
        map.insert("en".to_owned(), t.en);
        map.insert("fr".to_owned(), t.fr);
        Words::Many(map)
    }
}

/// Compares a plain text (tests and defaults read better that way).
impl PartialEq<&str> for Words {
    fn eq(&self, other: &&str) -> bool {
        matches!(self, Words::One(s) if s == other)
    }
}

impl Words {
    /// The text for `lang`: its own, else the other language's, else any; "" when none.
    pub fn get(&self, lang: Lang) -> &str {
        match self {
            Words::One(s) => s,
            Words::Many(map) => {
                let other = match lang {
                    Lang::En => Lang::Fr,
                    Lang::Fr => Lang::En,
                };
                let written = |l: Lang| map.get(code(l)).filter(|s| !s.is_empty());
                written(lang)
                    .or_else(|| written(other))
                    .or_else(|| map.values().find(|s| !s.is_empty()))
                    .map_or("", String::as_str)
            }
        }
    }

    /// The text written for `lang` itself (a plain text belongs to `home`, the design's
    /// language), without falling back: what the designer edits in that language.
    pub fn own(&self, lang: Lang, home: Lang) -> &str {
        match self {
            Words::One(s) if lang == home => s,
            Words::One(_) => "",
            Words::Many(map) => map.get(code(lang)).map_or("", String::as_str),
        }
    }

    /// Both languages, each with its fallback: what the engine's sentences are built from.
    pub fn text(&self) -> Text {
        Text::new(self.get(Lang::En), self.get(Lang::Fr))
    }

    /// True when no language has any text but spaces.
    pub fn is_blank(&self) -> bool {
        match self {
            Words::One(s) => s.trim().is_empty(),
            Words::Many(map) => map.values().all(|s| s.trim().is_empty()),
        }
    }

    /// Sets the text of `lang` and keeps the others. A plain text belongs to `home`: set in
    /// another language it becomes a map holding both. An empty text removes that language,
    /// and a map left with the home language only becomes plain again, as it was.
    pub fn set(&mut self, lang: Lang, text: impl Into<String>, home: Lang) {
        let text = text.into();
        let mut map = match std::mem::take(self) {
            Words::One(_) if lang == home => {
                *self = Words::One(text);
                return;
            }
            Words::One(s) if s.is_empty() => BTreeMap::new(),
            Words::One(s) => {
                let mut map = BTreeMap::new();
                map.insert(code(home).to_owned(), s);
                map
            }
            Words::Many(map) => map,
        };
        if text.is_empty() {
            map.remove(code(lang));
        } else {
            map.insert(code(lang).to_owned(), text);
        }
        *self = match map.len() {
            0 => Words::default(),
            1 if map.contains_key(code(home)) => Words::One(map.into_values().next().unwrap_or_default()),
            _ => Words::Many(map),
        };
    }

    /// Rewrites every text (a copy's "(copy)" suffix in each language).
    pub fn map(&self, f: impl Fn(&str, Lang) -> String, home: Lang) -> Words {
        match self {
            Words::One(s) => Words::One(f(s, home)),
            Words::Many(map) => {
                let mut out = BTreeMap::new();
                for (k, v) in map {
                    out.insert(k.clone(), f(v, Lang::from_code(k)));
                }
                Words::Many(out)
            }
        }
    }
}

impl Serialize for Words {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Words::One(s) => serializer.serialize_str(s),
            Words::Many(map) => map.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for Words {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(WordsVisitor)
    }
}

struct WordsVisitor;

impl<'de> Visitor<'de> for WordsVisitor {
    type Value = Words;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        // The loader turns these words into a sentence (load/explain.rs).
        f.write_str("a text or texts by language")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Words, E> {
        Ok(Words::One(v.to_owned()))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Words, E> {
        Ok(Words::One(v))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Words, A::Error> {
        let mut map = BTreeMap::new();
        while let Some((code, text)) = access.next_entry::<String, String>()? {
            map.insert(code, text);
        }
        Ok(Words::Many(map))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from_json(json: &str) -> Words {
        serde_json::from_str(json).expect("valid text")
    }

    #[test]
    fn plain_text_round_trip_is_unchanged() {
        let w = from_json("\"Memory\"");
        assert_eq!(w, Words::One("Memory".into()));
        assert_eq!(serde_json::to_string(&w).unwrap_or_default(), "\"Memory\"");
        assert_eq!(w.get(Lang::Fr), "Memory");
    }

    #[test]
    fn map_round_trip() {
        let json = r#"{"en":"Memory","fr":"Mémoire"}"#;
        let w = from_json(json);
        assert_eq!(w.get(Lang::En), "Memory");
        assert_eq!(w.get(Lang::Fr), "Mémoire");
        assert_eq!(serde_json::to_string(&w).unwrap_or_default(), json);
        assert_eq!(w.text(), Text::new("Memory", "Mémoire"));
    }

    #[test]
    fn falls_back_to_the_other_language_then_any() {
        let w = from_json(r#"{"fr":"Mémoire","en":""}"#);
        assert_eq!(w.get(Lang::En), "Mémoire");
        let w = from_json(r#"{"de":"Gedächtnis"}"#);
        assert_eq!(w.get(Lang::Fr), "Gedächtnis");
        assert_eq!(from_json("{}").get(Lang::En), "");
        assert!(from_json(r#"{"en":" "}"#).is_blank());
    }

    #[test]
    fn refuses_other_values() {
        assert!(serde_json::from_str::<Words>("3").is_err());
        assert!(serde_json::from_str::<Words>(r#"{"en": 3}"#).is_err());
        assert!(serde_json::from_str::<Words>("[\"a\"]").is_err());
    }

    #[test]
    fn setting_one_language_keeps_the_other() {
        let mut w = Words::from("Memory");
        w.set(Lang::Fr, "Mémoire", Lang::En);
        assert_eq!((w.get(Lang::En), w.get(Lang::Fr)), ("Memory", "Mémoire"));
        w.set(Lang::En, "Pairs", Lang::En);
        assert_eq!((w.get(Lang::En), w.get(Lang::Fr)), ("Pairs", "Mémoire"));
        assert_eq!((w.own(Lang::Fr, Lang::En), w.own(Lang::En, Lang::En)), ("Mémoire", "Pairs"));
        // Removing the translation gives back the plain text the file had.
        w.set(Lang::Fr, "", Lang::En);
        assert_eq!(w, "Pairs");
    }

    #[test]
    fn plain_text_belongs_to_the_home_language() {
        let mut w = Words::from("Mémoire");
        assert_eq!((w.own(Lang::Fr, Lang::Fr), w.own(Lang::En, Lang::Fr)), ("Mémoire", ""));
        w.set(Lang::Fr, "Paires", Lang::Fr);
        assert_eq!(w, "Paires");
        w.set(Lang::En, "Pairs", Lang::Fr);
        assert_eq!(serde_json::to_string(&w).unwrap_or_default(), r#"{"en":"Pairs","fr":"Paires"}"#);
        // A text only in the other language stays a map: it must not pass for the home one.
        let mut w = Words::default();
        w.set(Lang::En, "Pairs", Lang::Fr);
        assert_eq!(serde_json::to_string(&w).unwrap_or_default(), r#"{"en":"Pairs"}"#);
    }

    #[test]
    fn map_rewrites_each_language() {
        let w = from_json(r#"{"en":"Memory","fr":"Mémoire"}"#);
        let copy = w.map(|s, l| format!("{s} ({})", if l == Lang::Fr { "copie" } else { "copy" }), Lang::En);
        assert_eq!(copy.text(), Text::new("Memory (copy)", "Mémoire (copie)"));
    }
}
