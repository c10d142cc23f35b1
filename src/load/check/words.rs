//! Texts in several languages: a group of texts by language must hold at least one text, and
//! only in the languages Tablier speaks ("en", "fr").

use crate::load::limits::{MAX_LABEL_CHARS, MAX_TEXT_CHARS};
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::load::sentences::quote;
use crate::model::{Design, Words, LANGUAGES};

pub(crate) fn check_words(design: &Design, out: &mut Checks) {
    for (path, words) in design.all_words() {
        check_length(&path, words, out);
        let Words::Many(map) = words else { continue };
        if map.is_empty() {
            out.add(|| {
                Problem::new(
                    path,
                    "This text is an empty group { }: write the text in double quotes, or one text per language \
                 such as {\"en\": \"Memory\", \"fr\": \"Mémoire\"}.",
                    "Ce texte est un groupe vide { }\u{a0}: écrivez le texte entre guillemets droits, ou un texte par \
                 langue comme {\"en\": \"Memory\", \"fr\": \"Mémoire\"}.",
                )
            });
            continue;
        }
        for code in map.keys().filter(|c| !LANGUAGES.contains(&c.as_str())) {
            let q = quote(code);
            out.add(|| {
                Problem::new(
                    path.clone(),
                    format!(
                        "{q} is not a language Tablier knows: texts may be in \"en\" (English) or \"fr\" (French)."
                    ),
                    format!(
                    "{q} n'est pas une langue que Tablier connaît\u{a0}: les textes peuvent être en \"en\" (anglais) ou \
                     \"fr\" (français)."
                ),
                )
            });
        }
    }
}

/// A label is drawn in a cell or on a die's face, other texts in sentences and panels: a text
/// of 100,000 letters made `tablier show` panic, and drawing one helps nobody.
fn check_length(path: &str, words: &Words, out: &mut Checks) {
    let label = path.ends_with(".label") || path == "token_word" || path == "cell_word";
    let max = if label { MAX_LABEL_CHARS } else { MAX_TEXT_CHARS };
    let texts: Vec<&String> = match words {
        Words::One(s) => vec![s],
        Words::Many(map) => map.values().collect(),
    };
    // Bytes bound characters from above: most texts are not counted at all.
    let Some(n) = texts.iter().filter(|t| t.len() > max).map(|t| t.chars().count()).find(|n| *n > max) else {
        return;
    };
    let (what_en, what_fr) = if label { ("A label", "Une étiquette") } else { ("A text", "Un texte") };
    out.add(|| {
        Problem::new(
            path,
            format!("{what_en} may have at most {max} characters; this one has {n}."),
            format!("{what_fr} peut avoir au plus {max} caractères\u{a0}; celui-ci en a {n}."),
        )
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::{load, parse};

    fn problems(json: &str) -> Vec<(String, String, String)> {
        let d = parse(json).expect("structurally valid");
        let mut out = Checks::default();
        check_words(&d, &mut out);
        out.finish().into_iter().map(|p| (p.path, p.message.en, p.message.fr)).collect()
    }

    #[test]
    fn empty_groups_and_unknown_languages_are_problems() {
        let got =
            problems(r#"{"format": 1, "name": {}, "players": [{"id": "a", "name": {"en": "Ann", "de": "Anna"}}]}"#);
        assert_eq!(got.len(), 2, "{got:?}");
        assert_eq!(got[0].0, "name");
        assert!(got[0].1.starts_with("This text is an empty group"), "{}", got[0].1);
        assert!(got[0].2.starts_with("Ce texte est un groupe vide"), "{}", got[0].2);
        assert_eq!(got[1].0, "players[0].name");
        assert!(got[1].1.starts_with("'de' is not a language Tablier knows"), "{}", got[1].1);
        assert!(got[1].2.contains("n'est pas une langue"), "{}", got[1].2);
    }

    #[test]
    fn long_texts_are_refused() {
        let label = "L".repeat(MAX_LABEL_CHARS + 1);
        let name = "é".repeat(MAX_TEXT_CHARS + 1);
        let json = format!(
            r#"{{"format": 1, "name": "{name}", "token_types": [{{"id": "a", "label": {{"fr": "{label}"}}}}],
            "dice": [{{"id": "d", "faces": [{{"label": "{}"}}]}}]}}"#,
            "x".repeat(MAX_LABEL_CHARS)
        );
        let got = problems(&json);
        let paths: Vec<&str> = got.iter().map(|p| p.0.as_str()).collect();
        assert_eq!(paths, ["name", "token_types[0].label"], "{got:?}");
        assert_eq!(got[1].1, "A label may have at most 100 characters; this one has 101.");
        assert_eq!(got[0].2, "Un texte peut avoir au plus 10000 caractères\u{a0}; celui-ci en a 10001.");
    }

    #[test]
    fn texts_in_both_languages_load() {
        let json = r#"{"format": 1, "name": {"en": "Memory", "fr": "Mémoire"}, "token_types": [{"id": "a"}],
            "grid": {"tokens": [{"type": "a", "at": [0, 0]}]}, "rules": {"won_message": {"fr": "Bravo"}}}"#;
        assert!(problems(json).is_empty());
        assert!(load(json).is_ok(), "{:?}", load(json).err());
    }

    #[test]
    fn a_text_that_is_not_text_is_explained() {
        let errs = parse(r#"{"format": 1, "name": 3, "description": {"en": 4}}"#).err().unwrap_or_default();
        let got: Vec<(&str, &str)> = errs.iter().map(|p| (p.path.as_str(), p.message.en.as_str())).collect();
        assert_eq!(got.len(), 2, "{got:?}");
        assert_eq!(got[0].0, "name");
        assert!(got[0].1.contains("should be text in double quotes, or one text per language"), "{got:?}");
        assert_eq!(got[1].0, "description.en");
        assert!(got[1].1.contains("should be text in double quotes"), "{got:?}");
    }
}
