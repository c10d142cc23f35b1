//! Dice (concepts.md §3.11, §5): designed in the thesis, built here. A die belongs to a token
//! type (it appears when such a token is chosen; a tap rolls it) or to a grid cell (it rolls
//! by itself when a token lands there). Rolls come from the game's seeded generator.

use std::fmt;

use serde::de::{Error as _, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use super::Words;

/// What a face does to the token the die rolled for. Moves count numbered cells. Written
/// `{"do": "move", "cells": 3}`; read by hand (below).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum FaceAction {
    /// Nothing happens.
    Nothing,
    /// The token moves by itself, forward (or back when negative).
    Move { cells: i32 },
    /// The player moves the token by hand exactly this far; after `tries` wrong tries it
    /// moves by itself (0: it waits for the right move).
    MoveByHand { cells: i32, tries: u32 },
    /// The token moves again as far as it just moved (the goose).
    Repeat,
    /// Back to the player's tray.
    BackToTray,
    /// Back to where the token started the game.
    BackToStart,
    /// Into the player's result area.
    ToResult,
    /// Out of the game.
    Remove,
    /// Roll another die, `times` times.
    Roll { die: String, times: u32 },
    /// The turn passes at once.
    Pass,
    /// The token's player has finished (asleep, ranked).
    Sleep,
    /// The token's player misses their next turns (the goose's inn, well and prison).
    SkipTurns { turns: u32 },
}

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

/// Read by hand rather than by serde's machinery for internally tagged enums (its copy of every
/// setting before reading them is large in the browser's bundle), accepting the same inputs
/// with serde's own messages: `{"do": name, settings…}`, or `[name, settings in order…]`.
impl<'de> Deserialize<'de> for FaceAction {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let (index, settings) = deserializer.deserialize_any(Tagged)?;
        read_action(index, &settings).map_err(|(_, e)| D::Error::custom(e))
    }
}

/// The action's name (its index in [`ACTIONS`]), read where it stands (a problem with it is
/// at `do`), and its other settings kept as they are: by name, or in order.
struct Tagged;

/// An action's other settings: by name (`{"do": …}`), or in order (`[name, …]`).
enum Settings {
    Named(Vec<(String, Value)>),
    InOrder(Vec<Value>),
}

impl<'de> Visitor<'de> for Tagged {
    type Value = (usize, Settings);

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("internally tagged enum FaceAction")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(usize, Settings), A::Error> {
        let mut tag = None;
        let mut named = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            if key == "do" {
                if tag.is_some() {
                    return Err(A::Error::duplicate_field("do"));
                }
                tag = Some(map.next_value::<Tag>()?.0);
            } else {
                named.push((key, map.next_value()?));
            }
        }
        Ok((tag.ok_or_else(|| A::Error::missing_field("do"))?, Settings::Named(named)))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(usize, Settings), A::Error> {
        let tag = seq.next_element::<Tag>()?.ok_or_else(|| A::Error::missing_field("do"))?;
        let mut in_order = Vec::new();
        while let Some(v) = seq.next_element()? {
            in_order.push(v);
        }
        Ok((tag.0, Settings::InOrder(in_order)))
    }
}

/// An action's name, as its index in [`ACTIONS`].
struct Tag(usize);

impl<'de> Deserialize<'de> for Tag {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Name;
        impl Visitor<'_> for Name {
            type Value = Tag;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("variant identifier")
            }

            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Tag, E> {
                ACTIONS.iter().position(|a| *a == v).map(Tag).ok_or_else(|| E::unknown_variant(v, &ACTIONS))
            }
        }
        deserializer.deserialize_identifier(Name)
    }
}

/// Where in an action a setting does not fit: the action as a whole, one of its settings by
/// name, or one item of the action written as a list (the name being item 0).
#[derive(Debug, PartialEq)]
pub(crate) enum At {
    Here,
    Key(String),
    Index(usize),
}

/// An action (its index in [`ACTIONS`]) from its settings by name, as the decoder above reads it
/// (also from the loader's own reading of designs, `load/from_value.rs`).
pub(crate) fn action_named(index: usize, named: Vec<(String, Value)>) -> Result<FaceAction, (At, serde_json::Error)> {
    read_action(index, &Settings::Named(named))
}

/// An action from its settings in order, after its name.
pub(crate) fn action_in_order(index: usize, in_order: Vec<Value>) -> Result<FaceAction, (At, serde_json::Error)> {
    read_action(index, &Settings::InOrder(in_order))
}

/// A face's action from its name and other settings; what does not fit gets serde's own message,
/// and where it is.
fn read_action(index: usize, settings: &Settings) -> Result<FaceAction, (At, serde_json::Error)> {
    use serde_json::Error as E;
    let here = |e| (At::Here, e);
    let (variant, names): (&str, &'static [&'static str]) = match index {
        1 => ("Move", &["cells"]),
        2 => ("MoveByHand", &["cells", "tries"]),
        8 => ("Roll", &["die", "times"]),
        11 => ("SkipTurns", &["turns"]),
        _ => ("", &[]),
    };
    // serde checks each setting's type as it meets it: a die's name, a number of cells, or a count.
    let check = |i: usize, v: &Value| match (index, i) {
        (8, 0) => String::deserialize(v).map(drop),
        (1 | 2, 0) => i32::deserialize(v).map(drop),
        _ => u32::deserialize(v).map(drop),
    };
    // Each setting, in the order of `names`.
    let mut found: [Option<&Value>; 2] = [None, None];
    match settings {
        // An action without settings ignores any other given by name, not in order.
        Settings::Named(_) if names.is_empty() => return Ok(unit(index)),
        Settings::InOrder(in_order) if names.is_empty() => {
            if in_order.is_empty() {
                return Ok(unit(index));
            }
            return Err(here(E::invalid_length(in_order.len(), &"0 elements in sequence")));
        }
        Settings::Named(named) => {
            for (key, v) in named {
                let at = || At::Key(key.clone());
                let i = names.iter().position(|n| n == key).ok_or_else(|| (at(), E::unknown_field(key, names)))?;
                if found[i].is_some() {
                    return Err(here(E::duplicate_field(names[i])));
                }
                check(i, v).map_err(|e| (at(), e))?;
                found[i] = Some(v);
            }
        }
        Settings::InOrder(in_order) => {
            let count = |n: usize| if n == 1 { "1 element".to_owned() } else { format!("{n} elements") };
            for (i, slot) in found.iter_mut().enumerate().take(names.len()) {
                let Some(v) = in_order.get(i) else {
                    let expected = format!("struct variant FaceAction::{variant} with {}", count(names.len()));
                    return Err(here(E::invalid_length(i, &expected.as_str())));
                };
                check(i, v).map_err(|e| (At::Index(i + 1), e))?;
                *slot = Some(v);
            }
            if in_order.len() > names.len() {
                let expected = format!("{} in sequence", count(names.len()));
                return Err(here(E::invalid_length(in_order.len(), &expected.as_str())));
            }
        }
    }
    let get = |i: usize| found[i].ok_or_else(|| E::missing_field(names[i]));
    // Each setting was checked above: only a missing one fails here.
    let action = || {
        Ok(match index {
            1 => FaceAction::Move { cells: i32::deserialize(get(0)?)? },
            2 => FaceAction::MoveByHand { cells: i32::deserialize(get(0)?)?, tries: u32::deserialize(get(1)?)? },
            8 => FaceAction::Roll { die: String::deserialize(get(0)?)?, times: u32::deserialize(get(1)?)? },
            _ => FaceAction::SkipTurns { turns: u32::deserialize(get(0)?)? },
        })
    };
    action().map_err(here)
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

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Face {
    /// Picture of the face: a built-in name or a `data:` URL.
    pub picture: String,
    /// Short text for text mode and when the picture is missing ("3", "+6").
    pub label: Words,
    pub action: FaceAction,
}

impl Default for Face {
    fn default() -> Self {
        Face { picture: String::new(), label: Words::default(), action: FaceAction::Nothing }
    }
}

impl Face {
    /// A plain movement face: its label is the number.
    pub fn step(cells: i32) -> Face {
        Face { picture: format!("die-{cells}"), label: cells.to_string().into(), action: FaceAction::Move { cells } }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Die {
    pub id: String,
    pub name: Words,
    pub faces: Vec<Face>,
    /// Random faces shown one after another before the result; 0 rolls at once, unseen.
    pub faces_shown: u32,
    /// Tenths of a second each shown face stays.
    pub face_time: u32,
}

impl Default for Die {
    fn default() -> Self {
        Die {
            id: "die".into(),
            name: "Die".into(),
            faces: (1..=6).map(Face::step).collect(),
            faces_shown: 5,
            face_time: 5,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn read(v: Value) -> Result<FaceAction, String> {
        FaceAction::deserialize(&v).map_err(|e| e.to_string())
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
            assert_eq!(read(serde_json::to_value(&a).unwrap()).unwrap(), a, "{text}");
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
        // A wrong name is at `do`, where the educator wrote it.
        let face = json!({"action": {"do": "jump"}});
        let err = serde_path_to_error::deserialize::<_, Face>(&face).unwrap_err();
        assert_eq!(err.path().to_string(), "action.do");
        let err = serde_json::from_str::<FaceAction>(r#"{"do": "move", "do": "move", "cells": 1}"#).unwrap_err();
        assert!(err.to_string().starts_with("duplicate field `do`"), "{err}");
    }
}
