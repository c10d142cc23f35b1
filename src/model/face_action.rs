//! A die face's action as written in a file: `{"do": name, settings…}`, or
//! `[name, settings in order…]`. Read by hand from serde_json's tree rather than by serde's
//! internally tagged enums, so that a setting that does not fit is named where it stands
//! (`cells` of the action, or its item 2) with serde's own message, where serde's derive blames
//! the whole action.

use serde::de::Error as _;
use serde::Deserialize;
use serde_json::{Error, Map, Value};

use super::FaceAction;

/// The actions' names in a file, in the order of [`FaceAction`]'s variants.
pub(crate) const ACTIONS: [&str; 12] = [
    "nothing",
    "move",
    "move-by-hand",
    "repeat",
    "back-to-tray",
    "back-to-start",
    "to-result",
    "remove",
    "roll",
    "pass",
    "sleep",
    "skip-turns",
];

/// Where inside the action a value did not fit: a setting's name, or an item of the list form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Inside {
    Key(String),
    Index(usize),
}

/// Why an action does not read: serde's message, and the setting at fault when it is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ActionFault {
    pub inside: Option<Inside>,
    pub message: String,
}

impl ActionFault {
    fn new(message: impl ToString) -> Self {
        ActionFault { inside: None, message: message.to_string() }
    }

    fn at(self, inside: Inside) -> Self {
        ActionFault { inside: Some(inside), ..self }
    }
}

/// An action's other settings: by name (`{"do": …}`), or in order (`[name, …]`).
enum Settings<'a> {
    Named(&'a Map<String, Value>),
    InOrder(&'a [Value]),
}

/// The action written in `v`, or why not.
pub(crate) fn read(v: &Value) -> Result<FaceAction, ActionFault> {
    match v {
        Value::Object(map) => {
            let name = map.get("do").ok_or_else(|| ActionFault::new(Error::missing_field("do")))?;
            let index = tag(name).map_err(|f| f.at(Inside::Key("do".into())))?;
            read_action(index, Settings::Named(map))
        }
        Value::Array(items) => {
            let name = items.first().ok_or_else(|| ActionFault::new(Error::missing_field("do")))?;
            let index = tag(name).map_err(|f| f.at(Inside::Index(0)))?;
            read_action(index, Settings::InOrder(&items[1..]))
        }
        _ => Err(invalid_type(v, "internally tagged enum FaceAction")),
    }
}

/// serde's message for a value of the wrong kind, where `expected` was.
fn invalid_type(v: &Value, expected: &'static str) -> ActionFault {
    /// Accepts nothing: each kind of value gets serde's default refusal.
    struct Expecting(&'static str);
    impl serde::de::Visitor<'_> for Expecting {
        type Value = ();
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str(self.0)
        }
    }
    match serde::Deserializer::deserialize_any(v, Expecting(expected)) {
        Err(e) => ActionFault::new(e),
        Ok(()) => ActionFault::new(Error::custom(expected)),
    }
}

/// The action's name, as its index in [`ACTIONS`].
fn tag(v: &Value) -> Result<usize, ActionFault> {
    let name = v.as_str().ok_or_else(|| invalid_type(v, "variant identifier"))?;
    ACTIONS.iter().position(|a| *a == name).ok_or_else(|| ActionFault::new(Error::unknown_variant(name, &ACTIONS)))
}

/// The action at `index` in [`ACTIONS`] from its other settings.
fn read_action(index: usize, settings: Settings) -> Result<FaceAction, ActionFault> {
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
        Settings::Named(_) if names.is_empty() => return Ok(unit(index)),
        Settings::InOrder(in_order) if names.is_empty() => {
            if !in_order.is_empty() {
                return Err(ActionFault::new(Error::invalid_length(in_order.len(), &"0 elements in sequence")));
            }
            return Ok(unit(index));
        }
        Settings::Named(named) => {
            for (key, v) in named.iter().filter(|(k, _)| *k != "do") {
                let at = || Inside::Key(key.clone());
                let i = names
                    .iter()
                    .position(|n| n == key)
                    .ok_or_else(|| ActionFault::new(Error::unknown_field(key, names)).at(at()))?;
                // Its type checked as serde checks it, where it stands.
                check(index, i, v).map_err(|f| f.at(at()))?;
                found[i] = Some(v);
            }
        }
        Settings::InOrder(in_order) => {
            let count = |n: usize| if n == 1 { "1 element".to_owned() } else { format!("{n} elements") };
            for (i, slot) in found.iter_mut().enumerate().take(names.len()) {
                let Some(v) = in_order.get(i) else {
                    let expected = format!("struct variant FaceAction::{variant} with {}", count(names.len()));
                    return Err(ActionFault::new(Error::invalid_length(i, &expected.as_str())));
                };
                check(index, i, v).map_err(|f| f.at(Inside::Index(i + 1)))?;
                *slot = Some(v);
            }
            if in_order.len() > names.len() {
                let expected = format!("{} in sequence", count(names.len()));
                return Err(ActionFault::new(Error::invalid_length(in_order.len(), &expected.as_str())));
            }
        }
    }
    let get = |i: usize| found[i].ok_or_else(|| ActionFault::new(Error::missing_field(names[i])));
    // Each setting given was checked above: only a missing one fails here.
    let number = |v: &Value| i32::deserialize(v).map_err(ActionFault::new);
    let count = |v: &Value| u32::deserialize(v).map_err(ActionFault::new);
    Ok(match index {
        1 => FaceAction::Move { cells: number(get(0)?)? },
        2 => FaceAction::MoveByHand { cells: number(get(0)?)?, tries: count(get(1)?)? },
        8 => {
            let die = String::deserialize(get(0)?).map_err(ActionFault::new)?;
            FaceAction::Roll { die, times: count(get(1)?)? }
        }
        _ => FaceAction::SkipTurns { turns: count(get(0)?)? },
    })
}

/// A setting's type, as serde checks it: a die's name, a number of cells, or a count.
fn check(index: usize, i: usize, v: &Value) -> Result<(), ActionFault> {
    let checked = match (index, i) {
        (8, 0) => String::deserialize(v).map(drop),
        (1 | 2, 0) => i32::deserialize(v).map(drop),
        _ => u32::deserialize(v).map(drop),
    };
    checked.map_err(ActionFault::new)
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
    use serde_json::json;

    fn message(v: Value) -> Result<FaceAction, String> {
        read(&v).map_err(|f| f.message)
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
        }
    }

    /// What serde's internally tagged enum accepted and said, word for word.
    #[test]
    fn accepts_and_says_what_serde_did() {
        assert_eq!(message(json!({"do": "nothing", "cells": 3})), Ok(FaceAction::Nothing));
        assert_eq!(message(json!(["move", 3])), Ok(FaceAction::Move { cells: 3 }));
        assert_eq!(message(json!({})), Err("missing field `do`".into()));
        assert_eq!(message(json!([])), Err("missing field `do`".into()));
        assert_eq!(message(json!({"do": "move"})), Err("missing field `cells`".into()));
        assert_eq!(
            message(json!({"do": "move", "cells": 1, "x": 1})),
            Err("unknown field `x`, expected `cells`".into())
        );
        assert_eq!(
            message(json!({"do": "move", "cells": "3"})),
            Err("invalid type: string \"3\", expected i32".into())
        );
        assert_eq!(message(json!({"do": 3})), Err("invalid type: integer `3`, expected variant identifier".into()));
        assert_eq!(
            message(json!("move")),
            Err("invalid type: string \"move\", expected internally tagged enum FaceAction".into())
        );
        assert_eq!(
            message(json!(["move-by-hand", 3])),
            Err("invalid length 1, expected struct variant FaceAction::MoveByHand with 2 elements".into())
        );
        assert_eq!(message(json!(["nothing", 1])), Err("invalid length 1, expected 0 elements in sequence".into()));
        assert!(message(json!({"do": "jump"}))
            .unwrap_err()
            .starts_with("unknown variant `jump`, expected one of `nothing`"));
        assert_eq!(
            message(json!({"do": "skip-turns", "turns": 1.5})),
            Err("invalid type: floating point `1.5`, expected u32".into())
        );
        assert_eq!(message(json!(["move", 1, 2])), Err("invalid length 2, expected 1 element in sequence".into()));
        assert_eq!(
            message(json!({"do": "move-by-hand", "cells": 1, "try": 1})),
            Err("unknown field `try`, expected `cells` or `tries`".into())
        );
    }

    /// A wrong name is at `do`, where the educator wrote it; a wrong setting at its name.
    #[test]
    fn names_the_setting_at_fault() {
        let inside = |v: Value| read(&v).unwrap_err().inside;
        assert_eq!(inside(json!({"do": "jump"})), Some(Inside::Key("do".into())));
        assert_eq!(inside(json!(["roll", "d", "twice"])), Some(Inside::Index(2)));
        let fault = read(&json!({"do": "move", "cells": 3000000000u64})).unwrap_err();
        assert_eq!(fault.inside, Some(Inside::Key("cells".into())));
        assert_eq!(fault.message, "invalid value: integer `3000000000`, expected i32");
        assert_eq!(inside(json!({"do": "move"})), None);
    }
}
