//! The quick road for designs that are almost always right (the built-in games, the user's
//! saved games, a design sent to the computer's worker): the tree of values read into a
//! [`Design`] with a yes or no, without the path, the messages and the search for every
//! structural problem that [`super::parse`] does. That reporting machinery is large; the
//! children's player only needs it when an imported file is broken, and then asks the
//! designer's bundle for it.

use super::from_value::FromValue;
use super::limits::MAX_FILE_BYTES;
use crate::model::{Design, FORMAT};

/// The design when the text decodes as one of this format as it is; `None` means that
/// [`super::parse`] has problems to report (it finds the same design when there are none).
/// Semantic problems are still [`super::check`]'s.
pub fn decode(json: &str) -> Option<Design> {
    if json.len() > MAX_FILE_BYTES {
        return None;
    }
    let text = json.strip_prefix('\u{feff}').unwrap_or(json);
    // Through the tree of values, as `parse` does (the same keys kept when one is repeated).
    let root = crate::json::parse(text)?;
    // `parse` refuses a file without a format number, where serde would take the default.
    if root.get("format")?.as_u64() != Some(u64::from(FORMAT)) {
        return None;
    }
    Design::from_value(&root)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::{json, to_serde, Value};
    use crate::load::fault::read_reporting;
    use crate::load::parse;
    use crate::load::path::{Path, Seg};

    #[test]
    fn decodes_what_parse_accepts_and_nothing_it_refuses() {
        for entry in std::fs::read_dir("games").expect("games/") {
            let path = entry.expect("entry").path();
            let text = std::fs::read_to_string(&path).expect("a game");
            assert_eq!(decode(&text), parse(&text).ok(), "{}", path.display());
        }
        let refused = [
            "",
            "[]",
            "{}",
            r#"{"format": 2}"#,
            r#"{"format": "1"}"#,
            r#"{"format": 1, "nonsense": true}"#,
            r#"{"format": 1, "grid": {"rows": "three"}}"#,
            r#"{"format": 1,"#,
        ];
        for text in refused {
            assert!(parse(text).is_err(), "{text}");
            assert_eq!(decode(text), None, "{text}");
        }
        assert!(decode("\u{feff}{\"format\": 1}").is_some());
        // A setting given twice: the last one, as `parse` reads it.
        let twice = r#"{"format": 1, "name": "a", "name": "b"}"#;
        assert_eq!(decode(twice), parse(twice).ok());
        assert!(decode(twice).is_some());
    }

    /// Every place of a value whose lists are followed through their first item only (one of
    /// each kind of setting).
    fn places(v: &Value, path: &mut Vec<Seg>, out: &mut Vec<Path>) {
        out.push(Path(path.clone()));
        match v {
            Value::Object(map) => {
                for (k, v) in map {
                    path.push(Seg::Key(k.clone()));
                    places(v, path, out);
                    path.pop();
                }
            }
            Value::Array(items) if !items.is_empty() => {
                path.push(Seg::Index(0));
                places(&items[0], path, out);
                path.pop();
            }
            _ => {}
        }
    }

    /// The value at `path`, which is there.
    fn at<'a>(v: &'a mut Value, path: &Path) -> &'a mut Value {
        path.0.iter().fold(v, |v, seg| match seg {
            Seg::Key(k) => v.get_mut(k).expect("a setting"),
            Seg::Index(i) => &mut v.as_array_mut().expect("a list")[*i],
        })
    }

    /// The loader's reading reads what serde's derived decoders read, and where it fails says
    /// what serde says at the same place (the designer's report turns it into a sentence), on
    /// every built-in game changed in one place:
    /// each setting or first list item removed, given another kind of value, a choice written as `{"name": null}`,
    /// each group given an unknown setting or written as a list.
    #[test]
    fn agrees_with_serde_on_every_game_changed_in_one_place() {
        let others: Vec<Value> = [
            "null",
            "true",
            "0",
            "-1",
            "1.5",
            "3.0",
            "1e16",
            "0.000001",
            "18446744073709551616",
            "256",
            "4294967296",
            "-2147483649",
            "\"text\"",
            "\"up\"",
            "[]",
            "{}",
            "[1]",
            "[1, 2]",
            "[1, 2, 3]",
            "[\"a\", \"b\"]",
            "[[1, 2]]",
            "{\"en\": \"a\"}",
            "{\"en\": 1}",
            "{\"x\": null}",
            "{\"do\": \"move\", \"cells\": 2}",
            "[\"roll\", \"die\", 2]",
        ]
        .iter()
        .map(|t| crate::json::parse(t).expect("json"))
        .collect();
        let (mut tried, mut accepted) = (0, 0);
        let mut check = |root: &Value| {
            let derived = serde_path_to_error::deserialize::<_, Design>(&to_serde(root))
                .map_err(|e| (Path::from_serde(e.path()).to_string(), e.inner().to_string()));
            let read = read_reporting::<Design>(root).map_err(|(path, message)| (path.to_string(), message));
            match (&read, &derived) {
                // One difference on purpose: a face action's setting that does not fit is named,
                // where serde blames the whole action.
                (Err((path, message)), Err((serde_path, serde_message)))
                    if serde_path.contains(".faces[") && serde_path.ends_with(".action") && path != serde_path =>
                {
                    assert_eq!(message, serde_message, "{root}");
                    let below = path.strip_prefix(serde_path.as_str()).unwrap_or_default();
                    let one_key = below.strip_prefix('.').is_some_and(|k| !k.is_empty() && !k.contains(['.', '[']));
                    let one_item = below
                        .strip_prefix('[')
                        .and_then(|b| b.strip_suffix(']'))
                        .is_some_and(|i| i.parse::<usize>().is_ok());
                    assert!(one_key || one_item, "{path} is not one setting below {serde_path}");
                }
                _ => assert_eq!(read, derived, "{root}"),
            }
            assert_eq!(Design::from_value(root), derived.as_ref().ok().cloned(), "{root}");
            tried += 1;
            accepted += usize::from(derived.is_ok());
        };
        // Each kind of setting once, in the first game that has it.
        let mut seen = std::collections::HashSet::new();
        let mut files: Vec<_> = std::fs::read_dir("games").expect("games/").map(|e| e.expect("entry").path()).collect();
        files.sort();
        let games =
            files.iter().map(|f| crate::json::parse(&std::fs::read_to_string(f).expect("a game")).expect("json"));
        // And the settings no built-in game uses (lists are followed through their first item).
        let rest = |action: Value| {
            json!({
                "format": 1,
                "token_types": [{"id": "t", "spoken": {"en": "tee"}, "copies": 2, "die": "d", "turns_to": {"a": "b"}}],
                "trays": [{"id": "tr", "mark_owner": true, "bag": "b", "min_players": 2}],
                "dice": [{"id": "d", "faces": [{"action": action}]}],
                "players": [{"id": "p", "computer": 3, "waiting": "w", "result": "r"}],
                "rules": {"mosaic": {"jokers": [1, 2], "joker": "j"}, "lose": {"fewer_tokens_than": 2}},
                "portrait": {"boards": {"grid": [0, 1]}},
            })
        };
        let rests = [
            rest(json!({"do": "move-by-hand", "cells": 2, "tries": 1})),
            rest(json!(["roll", "d", 2])),
            rest(json!({"do": "skip-turns", "turns": 1})),
        ];
        for game in games.chain(rests) {
            let mut list = Vec::new();
            places(&game, &mut Vec::new(), &mut list);
            let shape = |p: &Path| {
                p.0.iter().map(|s| if let Seg::Key(k) = s { k.as_str() } else { "*" }).collect::<Vec<_>>().join("/")
            };
            for path in list.iter().filter(|p| !p.0.is_empty() && seen.insert(shape(p))) {
                let was = at(&mut game.clone(), path).clone();
                let mut with = |value: Value| {
                    let mut changed = game.clone();
                    *at(&mut changed, path) = value;
                    check(&changed);
                };
                for other in &others {
                    with(other.clone());
                }
                if let Value::String(s) = &was {
                    with(json!({ s.as_str(): null }));
                    with(json!({ s.as_str(): 1 }));
                }
                if let Value::Object(map) = &was {
                    with(Value::Array(map.values().take(2).cloned().collect()));
                    with(Value::Array(map.values().take(3).cloned().collect()));
                    with(Value::Array(vec![Value::Null; 40]));
                    let mut more = map.clone();
                    more.insert("unknown".into(), Value::Null);
                    with(Value::Object(more));
                }
                let mut removed = game.clone();
                if path.remove(&mut removed) {
                    check(&removed);
                }
            }
        }
        // Both kinds of answer were met many times: the comparison is not empty on either side.
        assert!(tried > 3_000 && accepted > 300 && tried - accepted > 1_000, "{tried} tried, {accepted} accepted");
    }
}
