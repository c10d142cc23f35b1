//! A die face's action read from the tree of values: `{"do": name, settings…}`, or
//! `[name, settings in order…]`, accepting what serde's internally tagged enum accepted, with
//! its messages; unlike serde, which blamed the whole action, a setting that does not fit is
//! named (`cells` of the action, or its item 2).

use super::from_value::{invalid_type, one_of, FromValue, Sink};
use crate::json::{Map, Value};
use crate::model::{FaceAction, ACTIONS};

/// An action's other settings: by name (`{"do": …}`), or in order (`[name, …]`).
enum Settings<'a> {
    Named(&'a Map),
    InOrder(&'a [Value]),
}

impl FromValue for FaceAction {
    fn read<S: Sink>(v: &Value, s: &mut S) -> Option<Self> {
        match v {
            Value::Object(map) => {
                let Some(name) = map.get("do") else {
                    s.fail(|| "missing field `do`".into());
                    return None;
                };
                let Some(index) = tag(name, s) else {
                    s.inside_key("do");
                    return None;
                };
                read_action(index, Settings::Named(map), s)
            }
            Value::Array(items) => {
                let Some(name) = items.first() else {
                    s.fail(|| "missing field `do`".into());
                    return None;
                };
                let Some(index) = tag(name, s) else {
                    s.inside_index(0);
                    return None;
                };
                read_action(index, Settings::InOrder(&items[1..]), s)
            }
            _ => {
                invalid_type(s, v, "internally tagged enum FaceAction");
                None
            }
        }
    }
}

/// The action's name, as its index in [`ACTIONS`].
fn tag<S: Sink>(v: &Value, s: &mut S) -> Option<usize> {
    let Some(name) = v.as_str() else {
        invalid_type(s, v, "variant identifier");
        return None;
    };
    let index = ACTIONS.iter().position(|a| *a == name);
    if index.is_none() {
        s.fail(|| format!("unknown variant `{name}`, expected {}", one_of(&ACTIONS)));
    }
    index
}

/// The action at `index` in [`ACTIONS`] from its other settings.
fn read_action<S: Sink>(index: usize, settings: Settings, s: &mut S) -> Option<FaceAction> {
    let (variant, names): (&str, &'static [&'static str]) = match index {
        1 => ("Move", &["cells"]),
        2 => ("MoveByHand", &["cells", "tries"]),
        8 => ("Roll", &["die", "times"]),
        11 => ("SkipTurns", &["turns"]),
        _ => ("", &[]),
    };
    // Each setting, in the order of `names`.
    let mut found: [Option<&Value>; 2] = [None, None];
    match settings {
        // An action without settings ignores any other given by name, not in order.
        Settings::Named(_) if names.is_empty() => return Some(unit(index)),
        Settings::InOrder(in_order) if names.is_empty() => {
            if !in_order.is_empty() {
                s.fail(|| format!("invalid length {}, expected 0 elements in sequence", in_order.len()));
                return None;
            }
            return Some(unit(index));
        }
        Settings::Named(named) => {
            for (key, v) in named.iter().filter(|(k, _)| *k != "do") {
                let Some(i) = names.iter().position(|n| n == key) else {
                    s.fail(|| format!("unknown field `{key}`, expected {}", one_of(names)));
                    s.inside_key(key);
                    return None;
                };
                // Its type checked as serde checked it, where it stands.
                if check(index, i, v, s).is_none() {
                    s.inside_key(key);
                    return None;
                }
                found[i] = Some(v);
            }
        }
        Settings::InOrder(in_order) => {
            let count = |n: usize| if n == 1 { "1 element".to_owned() } else { format!("{n} elements") };
            for (i, slot) in found.iter_mut().enumerate().take(names.len()) {
                let Some(v) = in_order.get(i) else {
                    s.fail(|| {
                        format!(
                            "invalid length {i}, expected struct variant FaceAction::{variant} with {}",
                            count(names.len())
                        )
                    });
                    return None;
                };
                if check(index, i, v, s).is_none() {
                    s.inside_index(i + 1);
                    return None;
                }
                *slot = Some(v);
            }
            if in_order.len() > names.len() {
                s.fail(|| format!("invalid length {}, expected {} in sequence", in_order.len(), count(names.len())));
                return None;
            }
        }
    }
    let mut get = |i: usize| {
        if found[i].is_none() {
            s.fail(|| format!("missing field `{}`", names[i]));
        }
        found[i]
    };
    // Each setting given was checked above: only a missing one fails here.
    Some(match index {
        1 => FaceAction::Move { cells: i32::from_value(get(0)?)? },
        2 => {
            let cells = get(0)?;
            FaceAction::MoveByHand { cells: i32::from_value(cells)?, tries: u32::from_value(get(1)?)? }
        }
        8 => {
            let die = get(0)?;
            FaceAction::Roll { die: String::from_value(die)?, times: u32::from_value(get(1)?)? }
        }
        _ => FaceAction::SkipTurns { turns: u32::from_value(get(0)?)? },
    })
}

/// A setting's type, as serde checked it: a die's name, a number of cells, or a count.
fn check<S: Sink>(index: usize, i: usize, v: &Value, s: &mut S) -> Option<()> {
    match (index, i) {
        (8, 0) => String::read(v, s).map(drop),
        (1 | 2, 0) => i32::read(v, s).map(drop),
        _ => u32::read(v, s).map(drop),
    }
}

/// The action without settings at `index` in [`ACTIONS`].
fn unit(index: usize) -> FaceAction {
    match index {
        3 => FaceAction::Repeat,
        4 => FaceAction::BackToTray,
        5 => FaceAction::BackToStart,
        6 => FaceAction::ToResult,
        7 => FaceAction::Remove,
        9 => FaceAction::Pass,
        10 => FaceAction::Sleep,
        _ => FaceAction::Nothing,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::json;
    use crate::load::fault::read_reporting;
    use crate::model::Face;

    fn read(v: Value) -> Result<FaceAction, String> {
        read_reporting::<FaceAction>(&v).map_err(|(_, message)| message)
    }

    #[test]
    fn reads_what_it_writes() {
        let all = [
            FaceAction::Nothing,
            FaceAction::Move { cells: -2 },
            FaceAction::MoveByHand { cells: 3, tries: 2 },
            FaceAction::Repeat,
            FaceAction::BackToTray,
            FaceAction::BackToStart,
            FaceAction::ToResult,
            FaceAction::Remove,
            FaceAction::Roll { die: "d".into(), times: 2 },
            FaceAction::Pass,
            FaceAction::Sleep,
            FaceAction::SkipTurns { turns: 1 },
        ];
        for a in all {
            let text = serde_json::to_string(&a).unwrap();
            assert_eq!(serde_json::from_str::<FaceAction>(&text).unwrap(), a, "{text}");
            assert_eq!(read(crate::json::parse(&text).unwrap()).unwrap(), a, "{text}");
        }
    }

    /// What serde's internally tagged enum accepted and said, word for word.
    #[test]
    fn accepts_and_says_what_serde_did() {
        assert_eq!(read(json!({"do": "nothing", "cells": 3})), Ok(FaceAction::Nothing));
        assert_eq!(read(json!(["move", 3])), Ok(FaceAction::Move { cells: 3 }));
        assert_eq!(read(json!({})), Err("missing field `do`".into()));
        assert_eq!(read(json!([])), Err("missing field `do`".into()));
        assert_eq!(read(json!({"do": "move"})), Err("missing field `cells`".into()));
        assert_eq!(read(json!({"do": "move", "cells": 1, "x": 1})), Err("unknown field `x`, expected `cells`".into()));
        assert_eq!(read(json!({"do": "move", "cells": "3"})), Err("invalid type: string \"3\", expected i32".into()));
        assert_eq!(read(json!({"do": 3})), Err("invalid type: integer `3`, expected variant identifier".into()));
        assert_eq!(
            read(json!("move")),
            Err("invalid type: string \"move\", expected internally tagged enum FaceAction".into())
        );
        assert_eq!(
            read(json!(["move-by-hand", 3])),
            Err("invalid length 1, expected struct variant FaceAction::MoveByHand with 2 elements".into())
        );
        assert_eq!(read(json!(["nothing", 1])), Err("invalid length 1, expected 0 elements in sequence".into()));
        assert!(read(json!({"do": "jump"}))
            .unwrap_err()
            .starts_with("unknown variant `jump`, expected one of `nothing`"));
        // A wrong name is at `do`, where the educator wrote it; a wrong setting at its name.
        let (path, _) = read_reporting::<Face>(&json!({"action": {"do": "jump"}})).unwrap_err();
        assert_eq!(path.to_string(), "action.do");
        let (path, _) = read_reporting::<Face>(&json!({"action": ["roll", "d", "twice"]})).unwrap_err();
        assert_eq!(path.to_string(), "action[2]");
        let (path, message) =
            read_reporting::<Face>(&json!({"action": {"do": "move", "cells": 3000000000u64}})).unwrap_err();
        assert_eq!(
            (path.to_string(), message.as_str()),
            ("action.cells".into(), "invalid value: integer `3000000000`, expected i32")
        );
        assert_eq!(
            read(json!({"do": "skip-turns", "turns": 1.5})),
            Err("invalid type: floating point `1.5`, expected u32".into())
        );
        assert_eq!(read(json!(["move", 1, 2])), Err("invalid length 2, expected 1 element in sequence".into()));
        assert_eq!(
            read(json!({"do": "move-by-hand", "cells": 1, "try": 1})),
            Err("unknown field `try`, expected `cells` or `tries`".into())
        );
        // Read from a tree of values, a setting given twice is the last one, as everywhere in
        // a design (serde's reading of the text refused a second "do").
        let twice = crate::json::parse(r#"{"do": "move", "do": "pass"}"#).unwrap();
        assert_eq!(read(twice), Ok(FaceAction::Pass));
    }
}
