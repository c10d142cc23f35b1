//! The model written as JSON text by hand, as `serde_json::to_string_pretty` writes it from
//! serde's derived encoders (the tests hold it to them on every built-in game, each changed in
//! each place): the designer's bundle is about 10 KB gzip lighter without those encoders. The
//! structs and choices get their writing from the lists that read them (`load/model_values.rs`),
//! so a setting cannot be read and forgotten when written.

use crate::dict::Dict;

use super::{FaceAction, HelpLadder, WhenBlocked, Words};
use crate::json::Pretty;

/// A value of the model written as JSON.
pub trait WriteJson {
    fn write_json(&self, w: &mut Pretty);
}

/// What a setting marked `omit` in the lists leaves out of the file: its empty value (serde's
/// `skip_serializing_if` on that field).
pub trait Omit {
    fn omit(&self) -> bool;
}

impl super::Design {
    /// The design as pretty JSON, as saved and exported.
    pub fn to_json(&self) -> String {
        let mut w = Pretty::new();
        self.write_json(&mut w);
        w.finish()
    }
}

impl WriteJson for bool {
    fn write_json(&self, w: &mut Pretty) {
        w.bool(*self);
    }
}

impl WriteJson for String {
    fn write_json(&self, w: &mut Pretty) {
        w.string(self);
    }
}

macro_rules! numbers {
    ($($t:ty),*) => { $(
        impl WriteJson for $t {
            fn write_json(&self, w: &mut Pretty) {
                w.number(i64::from(*self));
            }
        }
        impl Omit for $t {
            fn omit(&self) -> bool {
                *self == 0
            }
        }
    )* };
}
numbers!(u8, u32, i32);

impl<T: WriteJson> WriteJson for Option<T> {
    fn write_json(&self, w: &mut Pretty) {
        match self {
            Some(v) => v.write_json(w),
            None => w.null(),
        }
    }
}

/// A list, whatever holds it.
fn list<T: WriteJson>(items: &[T], w: &mut Pretty) {
    w.begin_array();
    for v in items {
        w.item();
        v.write_json(w);
    }
    w.end_array();
}

impl<T: WriteJson> WriteJson for Vec<T> {
    fn write_json(&self, w: &mut Pretty) {
        list(self, w);
    }
}

impl<T: WriteJson> WriteJson for [T; 2] {
    fn write_json(&self, w: &mut Pretty) {
        list(self, w);
    }
}

impl<T: WriteJson> WriteJson for Dict<T> {
    fn write_json(&self, w: &mut Pretty) {
        w.begin_object();
        for (k, v) in self {
            w.key(k);
            v.write_json(w);
        }
        w.end_object();
    }
}

impl WriteJson for Words {
    fn write_json(&self, w: &mut Pretty) {
        match self {
            Words::One(s) => w.string(s),
            Words::Many(map) => map.write_json(w),
        }
    }
}

/// `{"do": "move", "cells": 3}`: the action's name, then its settings in their order.
impl WriteJson for FaceAction {
    fn write_json(&self, w: &mut Pretty) {
        use FaceAction::*;
        let name = |n: usize| super::dice::ACTIONS[n];
        let (doing, settings): (&str, Vec<(&str, i64)>) = match self {
            Nothing => (name(0), vec![]),
            Move { cells } => (name(1), vec![("cells", i64::from(*cells))]),
            MoveByHand { cells, tries } => (name(2), vec![("cells", i64::from(*cells)), ("tries", i64::from(*tries))]),
            Repeat => (name(3), vec![]),
            BackToTray => (name(4), vec![]),
            BackToStart => (name(5), vec![]),
            ToResult => (name(6), vec![]),
            Remove => (name(7), vec![]),
            Roll { die, times } => {
                w.begin_object();
                w.key("do");
                w.string(name(8));
                w.key("die");
                w.string(die);
                w.key("times");
                w.number(i64::from(*times));
                w.end_object();
                return;
            }
            Pass => (name(9), vec![]),
            Sleep => (name(10), vec![]),
            SkipTurns { turns } => (name(11), vec![("turns", i64::from(*turns))]),
        };
        w.begin_object();
        w.key("do");
        w.string(doing);
        for (k, n) in settings {
            w.key(k);
            w.number(n);
        }
        w.end_object();
    }
}

impl Omit for bool {
    fn omit(&self) -> bool {
        !*self
    }
}

impl Omit for String {
    fn omit(&self) -> bool {
        self.is_empty()
    }
}

impl<T> Omit for Vec<T> {
    fn omit(&self) -> bool {
        self.is_empty()
    }
}

impl<T> Omit for Option<T> {
    fn omit(&self) -> bool {
        self.is_none()
    }
}

impl<T> Omit for Dict<T> {
    fn omit(&self) -> bool {
        self.is_empty()
    }
}

impl Omit for Words {
    fn omit(&self) -> bool {
        self.is_blank()
    }
}

impl Omit for HelpLadder {
    fn omit(&self) -> bool {
        self.is_default()
    }
}

impl Omit for WhenBlocked {
    fn omit(&self) -> bool {
        *self == WhenBlocked::Pass
    }
}

#[cfg(test)]
mod tests {
    use crate::json::{json, to_serde, Value};
    use crate::model::*;

    /// The same text as serde's derived encoders through `serde_json::to_string_pretty`.
    fn same_as_serde(design: &Design) {
        let serde = serde_json::to_string_pretty(design).expect("serde writes a design");
        assert_eq!(design.to_json(), serde);
    }

    /// The empty value of `v`'s kind: 0, false, "", [] or {}.
    fn empty_like(v: &Value) -> Value {
        match v {
            Value::Number(_) => json!(0),
            Value::Bool(_) => json!(false),
            Value::String(_) => json!(""),
            Value::Array(_) => json!([]),
            Value::Object(_) => json!({}),
            Value::Null => Value::Null,
        }
    }

    /// `v` with each setting left out in turn, and each given its empty value, everywhere (lists
    /// through their first two items): every optional setting is met given, empty and left out.
    fn each_one_removed(root: &Value, v: &Value, path: &mut Vec<(Option<String>, usize)>, out: &mut Vec<Value>) {
        match v {
            Value::Object(map) => {
                for (k, child) in map {
                    for empty in [false, true] {
                        let mut copy = root.clone();
                        let parent = path.iter().fold(&mut copy, |v, (key, i)| match key {
                            Some(key) => v.get_mut(key).expect("a setting"),
                            None => &mut v.as_array_mut().expect("a list")[*i],
                        });
                        let parent = parent.as_object_mut().expect("an object");
                        if empty {
                            parent.insert(k.clone(), empty_like(child));
                        } else {
                            parent.remove(k);
                        }
                        out.push(copy);
                    }
                    path.push((Some(k.clone()), 0));
                    each_one_removed(root, child, path, out);
                    path.pop();
                }
            }
            Value::Array(items) => {
                for (i, item) in items.iter().enumerate().take(2) {
                    path.push((None, i));
                    each_one_removed(root, item, path, out);
                    path.pop();
                }
            }
            _ => {}
        }
    }

    #[test]
    fn writes_what_serde_writes() {
        same_as_serde(&Design::default());
        let mut designs = Vec::new();
        let mut files: Vec<_> = std::fs::read_dir("games").expect("games/").map(|e| e.expect("entry").path()).collect();
        files.sort();
        for f in files {
            designs.push(crate::json::parse(&std::fs::read_to_string(f).expect("a game")).expect("json"));
        }
        // The settings no built-in game uses, given.
        let actions = crate::model::dice::ACTIONS.iter().map(|name| match *name {
            "move" => json!({"do": "move", "cells": 3}),
            "move-by-hand" => json!({"do": "move-by-hand", "cells": -2, "tries": 1}),
            "roll" => json!({"do": "roll", "die": "d", "times": 2}),
            "skip-turns" => json!({"do": "skip-turns", "turns": 1}),
            name => json!({ "do": name }),
        });
        for action in actions {
            designs.push(json!({
                "format": 1,
                "name": {"en": "A \"quoted\"\ttab", "fr": "Été\u{1}"},
                "token_types": [{"id": "t", "spoken": {"en": "tee"}, "copies": 2, "die": "d", "turns_to": {"a": "b"}}],
                "trays": [{"id": "tr", "mark_owner": true, "bag": "b", "min_players": 2}],
                "dice": [{"id": "d", "faces": [{"action": action}]}],
                "players": [{"id": "p", "computer": 3, "waiting": "w", "result": "r"}],
                "player_counts": [2, 3],
                "rules": {"mosaic": {"jokers": [1, 2], "joker": "j"}, "lose": {"fewer_tokens_than": 2}, "flying": 3,
                          "when_blocked": "lose", "help": {"show_me": false}},
                "portrait": {"boards": {"grid": [0, -1]}},
                "openings": [{"name": "o", "moves": ["pass"]}],
            }));
        }
        let mut tried = 0;
        for root in &designs {
            let mut changed = vec![root.clone()];
            each_one_removed(root, root, &mut Vec::new(), &mut changed);
            for v in changed {
                if let Some(design) = crate::load::decode(&v.to_string()) {
                    assert_eq!(Some(&design), serde_json::from_value::<Design>(to_serde(&v)).ok().as_ref());
                    same_as_serde(&design);
                    tried += 1;
                }
            }
        }
        assert!(tried > 2000, "{tried} designs written");
    }
}
