//! serde's technical messages turned into plain sentences, in English and French.

use serde_json::Value;

use super::choices::{choice, expected_names};
use super::place::{place_of, subject};
use crate::load::path::{Path, Seg};
use crate::load::problem::Problem;
use crate::load::sentences::{describe, quote};
use crate::load::suggest::closest;
use crate::model::ACTIONS;

/// The problem for serde's `message` at `path` (in the original file `root`).
/// `actual` is the offending value; `pair` says that the path names a `[row, column]` pair
/// one of whose numbers is wrong.
pub(crate) fn explain(root: &Value, path: &Path, message: &str, actual: Option<&Value>, pair: bool) -> Problem {
    let shown = path.to_string();
    if message.starts_with("unknown field") {
        return unknown_field(root, path, message);
    }
    if message.starts_with("unknown variant") {
        return unknown_variant(path, message, actual);
    }
    if message.starts_with("missing field") {
        return missing_field(root, path, message);
    }
    let (who_en, who_fr) = subject(root, path);
    let (actual_en, actual_fr) = match actual {
        Some(v) => describe(v),
        None => {
            let raw = between(message, ": ", ", expected").unwrap_or("?").to_owned();
            (raw.clone(), raw)
        }
    };
    let expected = message.rfind(", expected ").map(|at| &message[at + ", expected ".len()..]);
    // serde's words for a list too long are the same for a pair and for a group of settings
    // written as a list: only numbers make a pair.
    let numbers = actual.and_then(Value::as_array).is_some_and(|a| a.iter().all(|v| matches!(v, Value::Number(_))));
    if !pair && !numbers && message.contains("fewer elements in array") {
        return Problem::new(
            shown,
            format!(
                "{who_en} lists more items than it has settings ({actual_en}): write it as a group of settings in \
                 braces {{ }}."
            ),
            format!(
                "{who_fr} donne plus d'éléments qu'il n'a de réglages ({actual_fr})\u{a0}: écrivez-le comme un groupe de \
                 réglages entre accolades {{ }}."
            ),
        );
    }
    let wanted =
        if pair || message.contains("array of length 2") || (numbers && message.contains("fewer elements in array")) {
            Some((
                "a pair of whole numbers [row, column], such as [0, 2]".to_owned(),
                "une paire de nombres entiers [ligne, colonne], comme [0, 2]".to_owned(),
            ))
        } else {
            expected.and_then(|e| wanted(e, path, actual))
        };
    match wanted {
        Some((en, fr)) => Problem::new(
            shown,
            format!("{who_en} should be {en}, not {actual_en}."),
            format!("{who_fr} devrait être {fr}, pas {actual_fr}."),
        ),
        // serde's words are not for an educator: what is there, and that it does not fit.
        None => Problem::new(
            shown,
            format!("{who_en} cannot be {actual_en}: Tablier does not know what to do with this value here."),
            format!("{who_fr} ne peut pas être {actual_fr}\u{a0}: Tablier ne sait pas quoi faire de cette valeur ici."),
        ),
    }
}

/// What serde expected, in words; None when serde's words are unknown.
fn wanted(expected: &str, path: &Path, actual: Option<&Value>) -> Option<(String, String)> {
    let unsigned_max = match expected {
        "u8" => Some(u8::MAX as u64),
        "u16" => Some(u16::MAX as u64),
        "u32" => Some(u32::MAX as u64),
        "u64" | "usize" => Some(u64::MAX),
        _ => None,
    };
    let is_integer = actual.is_some_and(|v| v.as_i64().is_some() || v.as_u64().is_some());
    if let Some(max) = unsigned_max {
        let too_big = is_integer && actual.is_some_and(|v| v.as_i64().is_none_or(|n| n > 0));
        return Some(if too_big {
            (format!("a whole number no larger than {max}"), format!("un nombre entier d'au plus {max}"))
        } else {
            ("a whole number (0 or more)".into(), "un nombre entier (0 ou plus)".into())
        });
    }
    let (lo, hi) = match expected {
        "i8" => (i8::MIN as i64, i8::MAX as i64),
        "i16" => (i16::MIN as i64, i16::MAX as i64),
        "i32" => (i32::MIN as i64, i32::MAX as i64),
        "i64" => (i64::MIN, i64::MAX),
        _ => (0, -1),
    };
    if lo <= hi {
        return Some(if is_integer {
            (format!("a whole number between {lo} and {hi}"), format!("un nombre entier entre {lo} et {hi}"))
        } else {
            ("a whole number".into(), "un nombre entier".into())
        });
    }
    // A face's action written as a list with too few or too many settings after its name
    // (load/face_action.rs): "1 element in sequence", "struct variant FaceAction::Roll with 2 elements".
    let in_order = expected
        .strip_suffix(" in sequence")
        .or_else(|| expected.strip_prefix("struct variant FaceAction::")?.split_once(" with ").map(|(_, n)| n))
        .and_then(|n| n.split(' ').next()?.parse::<usize>().ok());
    if let Some(n) = in_order {
        return Some(match n {
            0 => (
                "the action's name alone, such as [\"pass\"]".into(),
                "le nom de l'action seul, comme [\"pass\"]".into(),
            ),
            1 => (
                "the action's name followed by its setting, such as [\"move\", 3]".into(),
                "le nom de l'action suivi de son réglage, comme [\"move\", 3]".into(),
            ),
            n => (
                format!("the action's name followed by its {n} settings, in order"),
                format!("le nom de l'action suivi de ses {n} réglages, dans l'ordre"),
            ),
        });
    }
    Some(match expected {
        "a string" => ("text in double quotes".into(), "un texte entre guillemets droits".into()),
        // A designer text (model/words.rs).
        "a text or texts by language" => (
            "text in double quotes, or one text per language such as {\"en\": \"Memory\", \"fr\": \"Mémoire\"}".into(),
            "un texte entre guillemets droits, ou un texte par langue comme {\"en\": \"Memory\", \"fr\": \"Mémoire\"}"
                .into(),
        ),
        // The words of the file, with what they mean for whoever does not read JSON.
        "a boolean" => ("true (yes) or false (no)".into(), "true (oui) ou false (non)".into()),
        "a sequence" => ("a list in square brackets [ ]".into(), "une liste entre crochets [ ]".into()),
        e if e.starts_with("struct ") || e == "map" || e == "a map" => {
            ("a group of settings in braces { }".into(), "un groupe de réglages entre accolades { }".into())
        }
        _ => {
            // A choice written as something other than one of its words.
            let words = setting_key(path).and_then(choice)?.words.join(", ");
            (format!("one of: {words}"), format!("l'un de\u{a0}: {words}"))
        }
    })
}

/// The key naming the setting at `path`: its last key (`moves` for `grid.moves[2]`).
fn setting_key(path: &Path) -> Option<&str> {
    path.0.iter().rev().find_map(|s| match s {
        Seg::Key(k) => Some(k.as_str()),
        Seg::Index(_) => None,
    })
}

fn unknown_field(root: &Value, path: &Path, message: &str) -> Problem {
    let (field, parent) = match path.0.split_last() {
        Some((Seg::Key(k), parent)) => (k.clone(), parent),
        _ => (between(message, "`", "`").unwrap_or("?").to_owned(), path.0.as_slice()),
    };
    let known = expected_names(message);
    let place = place_of(root, parent);
    let name = quote(&field);
    // "The setting 'colour' of token type 'a'" (nothing after the name at the top of the file).
    let (setting_en, setting_fr) = match place.en.is_empty() {
        true => (format!("The setting {name}"), format!("Le réglage {name}")),
        false => (format!("The setting {name} {}", place.en), format!("Le réglage {name} {}", place.fr)),
    };
    let (hint_en, hint_fr) = match closest(&field, &known) {
        Some(s) => (format!(" Did you mean '{s}'?"), format!(" Vouliez-vous dire '{s}'\u{a0}?")),
        None if known.is_empty() => (String::new(), String::new()),
        None => {
            let list = known.join(", ");
            (
                format!(" Check its spelling, or remove it; the settings here are: {list}."),
                format!(
                    " Vérifiez son orthographe, ou enlevez-le\u{a0}; les réglages possibles ici sont\u{a0}: {list}."
                ),
            )
        }
    };
    Problem::new(
        path.to_string(),
        format!("{setting_en} is not one Tablier knows.{hint_en}"),
        format!("{setting_fr} n'est pas un réglage que Tablier connaît.{hint_fr}"),
    )
}

fn unknown_variant(path: &Path, message: &str, actual: Option<&Value>) -> Problem {
    let word = match actual.and_then(Value::as_str) {
        Some(w) => w.to_owned(),
        None => between(message, "`", "`").unwrap_or("?").to_owned(),
    };
    let words = expected_names(message);
    let key = setting_key(path).unwrap_or("?");
    let (noun_en, noun_fr) = match choice(key) {
        Some(c) => (c.en.to_owned(), c.fr.to_owned()),
        None => (format!("a possible value of '{key}'"), format!("une valeur possible de '{key}'")),
    };
    let list = words.join(", ");
    let name = quote(&word);
    let (en, fr) = match closest(&word, &words) {
        Some(s) => (
            format!("{name} is not {noun_en}; choose one of: {list} (did you mean '{s}'?)."),
            format!(
                "{name} n'est pas {noun_fr}\u{a0}; choisissez l'un de\u{a0}: {list} (vouliez-vous dire '{s}'\u{a0}?)."
            ),
        ),
        None => (
            format!("{name} is not {noun_en}; choose one of: {list}."),
            format!("{name} n'est pas {noun_fr}\u{a0}; choisissez l'un de\u{a0}: {list}."),
        ),
    };
    Problem::new(path.to_string(), en, fr)
}

/// A setting that must be given (a face's action names what it does, and how far it moves).
fn missing_field(root: &Value, path: &Path, message: &str) -> Problem {
    let field = between(message, "`", "`").unwrap_or("?");
    let (who_en, who_fr) = subject(root, path);
    let (en, fr) = if field == "do" {
        let list = ACTIONS.join(", ");
        (
            format!("{who_en} does not say what the face does: give it \"do\" with one of: {list}."),
            format!("{who_fr} ne dit pas ce que fait la face\u{a0}: donnez-lui \"do\" avec l'un de\u{a0}: {list}."),
        )
    } else {
        (format!("{who_en} needs the setting '{field}'."), format!("{who_fr} a besoin du réglage '{field}'."))
    };
    Problem::new(path.to_string(), en, fr)
}

/// The text between the first `start` and the next `end`.
fn between<'a>(s: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let from = s.find(start)? + start.len();
    let len = s[from..].find(end)?;
    Some(&s[from..from + len])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Design;
    use serde_json::json;

    /// The problem for the first serde error in `doc`.
    fn first(doc: Value) -> Problem {
        let err = serde_path_to_error::deserialize::<_, Design>(&doc).expect_err("an error");
        let path = Path::from_serde(err.path());
        explain(&doc, &path, &err.inner().to_string(), path.find(&doc), false)
    }

    #[test]
    fn wrong_types() {
        let p = first(json!({"token_types": [{"id": "a", "copies": "abc"}]}));
        assert_eq!(p.path, "token_types[0].copies");
        assert_eq!(
            p.message.en,
            "'copies' of token type 'a' should be a whole number (0 or more), not the text \"abc\"."
        );
        assert!(p.message.fr.contains("devrait être un nombre entier"));
        let p = first(json!({"token_types": [{"stackable": "yes"}]}));
        assert!(p.message.en.contains("should be true (yes) or false (no), not the text \"yes\"."), "{}", p.message.en);
        assert!(
            p.message.fr.contains("devrait être true (oui) ou false (non), pas le texte \"yes\"."),
            "{}",
            p.message.fr
        );
        let p = first(json!({"token_types": [{"properties": "x"}]}));
        assert!(p.message.en.contains("should be a list"), "{}", p.message.en);
        let p = first(json!({"grid": 3}));
        assert!(p.message.en.contains("should be a group of settings"), "{}", p.message.en);
        let p = first(json!({"token_types": [{"in_grid": 3}]}));
        assert!(p.message.en.contains("should be one of: anything, one-cell"), "{}", p.message.en);
    }

    #[test]
    fn numbers_out_of_range() {
        let p = first(json!({"token_types": [{"copies": -3}]}));
        assert!(p.message.en.contains("whole number (0 or more), not -3"), "{}", p.message.en);
        let p = first(json!({"token_types": [{"copies": 5_000_000_000u64}]}));
        assert!(p.message.en.contains("no larger than 4294967295"), "{}", p.message.en);
        let p = first(json!({"grid": {"geometry": {"x": -5_000_000_000i64}}}));
        assert!(p.message.en.contains("between -2147483648 and 2147483647"), "{}", p.message.en);
        let p = first(json!({"token_types": [{"copies": 1.5}]}));
        assert!(p.message.en.contains("not 1.5"), "{}", p.message.en);
    }

    #[test]
    fn unknown_names() {
        let p = first(json!({"token_types": [{"id": "a", "colour": "red"}]}));
        assert_eq!(p.path, "token_types[0].colour");
        assert!(
            p.message.en.starts_with(
                "The setting 'colour' of token type 'a' is not one Tablier knows. Check its spelling, or remove it; \
                 the settings here are: id, name"
            ),
            "{}",
            p.message.en
        );
        assert!(p
            .message
            .fr
            .starts_with("Le réglage 'colour' du type de jeton 'a' n'est pas un réglage que Tablier connaît."));
        let p = first(json!({"token_types": [{"id": "a", "copeis": 2}]}));
        assert_eq!(
            p.message.en,
            "The setting 'copeis' of token type 'a' is not one Tablier knows. Did you mean 'copies'?"
        );
        assert_eq!(
            p.message.fr,
            "Le réglage 'copeis' du type de jeton 'a' n'est pas un réglage que Tablier connaît. Vouliez-vous dire 'copies'\u{a0}?"
        );
        let p = first(json!({"bogus": 1}));
        assert!(p.message.en.starts_with("The setting 'bogus' is not one Tablier knows."), "{}", p.message.en);
        let p = first(json!({"token_types": [{"in_grid": "jumpy"}]}));
        assert_eq!(
            p.message.en,
            "'jumpy' is not a way of moving; choose one of: anything, one-cell, up-to, jump, jump-capture, fixed, \
             jump-chain, jump-chain-capture (did you mean 'jump'?)."
        );
        let p = first(json!({"token_types": [{"in_grid": "sideways"}]}));
        assert_eq!(
            p.message.en,
            "'sideways' is not a way of moving; choose one of: anything, one-cell, up-to, jump, jump-capture, fixed, \
             jump-chain, jump-chain-capture."
        );
        let p = first(json!({"token_types": [{"in_grid": "one_cell"}]}));
        assert!(p.message.en.contains("did you mean 'one-cell'?"), "{}", p.message.en);
        let p = first(json!({"grid": {"moves": ["up", "sideways"]}}));
        assert_eq!(p.path, "grid.moves[1]");
        assert!(p.message.en.starts_with("'sideways' is not a direction"), "{}", p.message.en);
    }

    /// serde's own words (its backquotes, "invalid type") never reach the educator, whatever
    /// serde expected; the path stays.
    #[test]
    fn unknown_expectations_in_plain_words() {
        let doc = json!({"token_types": [{"id": "a", "label": 1}]});
        let path = Path(vec![Seg::Key("token_types".into()), Seg::Index(0), Seg::Key("label".into())]);
        let p = explain(&doc, &path, "invalid type: integer `1`, expected a strange thing", path.find(&doc), false);
        assert_eq!(p.path, "token_types[0].label");
        assert_eq!(
            p.message.en,
            "'label' of token type 'a' cannot be 1: Tablier does not know what to do with this value here."
        );
        assert_eq!(
            p.message.fr,
            "'label' du type de jeton 'a' ne peut pas être 1\u{a0}: Tablier ne sait pas quoi faire de cette valeur ici."
        );
    }

    #[test]
    fn pairs() {
        let p = first(json!({"grid": {"zones": [{"id": "z", "cells": [[1, 2], [3]]}]}}));
        assert_eq!(p.path, "grid.zones[0].cells[1]");
        assert_eq!(
            p.message.en,
            "Item 2 of 'cells' of zone 'z' should be a pair of whole numbers [row, column], such as [0, 2], not [3]."
        );
        let p = first(json!({"grid": {"tokens": [{"type": "a", "at": [1, 2, 3]}]}}));
        assert!(p.message.en.contains("should be a pair"), "{}", p.message.en);
    }
}
