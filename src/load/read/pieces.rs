//! Decoding a design that serde refused, piece by piece, so that every problem is reported:
//! each top-level setting, each element of each list, each setting of the grid and each of
//! its cells, zones and tokens is decoded on its own. Inside a piece, the value at fault is
//! removed after each error (every setting has a default) and the piece decoded again.

use std::collections::HashMap;

use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::choices::fields;
use super::explain::explain;
use super::fault::{is_action, read_reporting};
use crate::load::limits::{MAX_PER_PIECE, MAX_REPORTED};
use crate::load::path::{Path, Seg};
use crate::load::problem::Problem;
use crate::model::{
    CellSettings, Design, Die, Grid, Placement, Player, ResultArea, TokenType, Tray, WaitingArea, Zone,
};

/// Every structural problem of `root`, a JSON object; true in second place when there are
/// more than could be reported: how many more at least (a piece of the file stops being
/// looked at after its first problem past the limit, and counts one).
pub(crate) fn collect(root: &Value) -> (Vec<Problem>, usize) {
    let mut c = Collector { root, problems: Vec::new(), more: 0 };
    let top = Path::root();
    if let Some(object) = root.as_object() {
        let known = fields::<Design>();
        for (key, value) in in_model_order(object, &known) {
            match key {
                "format" => {}
                // Past the limit, an unknown setting is a problem without decoding anything.
                _ if c.problems.len() >= MAX_REPORTED && !known.iter().any(|k| k == key) => c.more += 1,
                "token_types" => c.list::<TokenType, Design>(&top, key, value),
                "trays" => c.list::<Tray, Design>(&top, key, value),
                "waiting_areas" => c.list::<WaitingArea, Design>(&top, key, value),
                "result_areas" => c.list::<ResultArea, Design>(&top, key, value),
                "dice" => c.list::<Die, Design>(&top, key, value),
                "players" => c.list::<Player, Design>(&top, key, value),
                "grid" if value.is_object() => c.grid(value),
                _ => c.piece::<Design>(&top, single(key, value)),
            }
        }
    }
    (c.problems, c.more)
}

/// Unknown keys first, then the model's fields in the model's order.
fn in_model_order<'a>(object: &'a Map<String, Value>, known: &[String]) -> Vec<(&'a str, &'a Value)> {
    let unknown = object.iter().filter(|(k, _)| !known.contains(k)).map(|(k, v)| (k.as_str(), v));
    let known = known.iter().filter_map(|k| object.get_key_value(k)).map(|(k, v)| (k.as_str(), v));
    unknown.chain(known).collect()
}

/// `{key: value}`: one setting of a struct, decoded alone as that struct.
fn single(key: &str, value: &Value) -> Value {
    let mut m = Map::new();
    m.insert(key.to_owned(), value.clone());
    Value::Object(m)
}

struct Collector<'a> {
    /// The whole file, to name things by their ids.
    root: &'a Value,
    problems: Vec<Problem>,
    more: usize,
}

impl Collector<'_> {
    fn grid(&mut self, grid: &Value) {
        let base = Path::root().key("grid");
        let Some(object) = grid.as_object() else {
            return;
        };
        for (key, value) in in_model_order(object, &fields::<Grid>()) {
            match key {
                "cells" => self.list::<CellSettings, Grid>(&base, key, value),
                "zones" => self.list::<Zone, Grid>(&base, key, value),
                "tokens" => self.list::<Placement, Grid>(&base, key, value),
                _ => self.piece::<Grid>(&base, single(key, value)),
            }
        }
    }

    /// The list `key` of the struct W at `base`: each element alone as a T if it is a list.
    fn list<T: DeserializeOwned, W: DeserializeOwned>(&mut self, base: &Path, key: &str, value: &Value) {
        match value.as_array() {
            Some(items) => {
                let at = base.key(key);
                for (i, item) in items.iter().enumerate() {
                    self.piece::<T>(&at.index(i), item.clone());
                }
            }
            None => self.piece::<W>(base, single(key, value)),
        }
    }

    /// Decodes `piece`, found at `prefix` in the file, as a T, reporting each problem in it.
    fn piece<T: DeserializeOwned>(&mut self, prefix: &Path, mut piece: Value) {
        // Indices removed from each list of the piece, by the list's path in the file,
        // so that later problems in the same list keep the file's numbering.
        let mut removed: HashMap<Path, Vec<usize>> = HashMap::new();
        for found in 0.. {
            let (mut here, message) = match read_reporting::<T>(&piece) {
                Ok(_) => return,
                Err(fault) => fault,
            };
            // Each retry costs the piece's size: a few per piece keep a huge list fast.
            if self.problems.len() >= MAX_REPORTED || found >= MAX_PER_PIECE {
                self.more += 1;
                return;
            }
            // A wrong number inside a [row, column] pair (`at` of a cell or a token, or an item
            // of a zone's `cells`): the pair is at fault. (Other lists of lists, such as a die's
            // face written as a list, are not pairs.)
            let in_file = |here: &Path| {
                let mut whole = prefix.clone();
                whole.0.extend(original_path(here, &removed).0);
                whole
            };
            let pair = match in_file(&here).0.as_slice() {
                [.., Seg::Key(z), Seg::Index(_), Seg::Key(c), Seg::Index(_), Seg::Index(_)] => {
                    z == "zones" && c == "cells"
                }
                [.., Seg::Key(k), Seg::Index(_)] => k == "at",
                _ => false,
            };
            if pair {
                here.0.pop();
            }
            let whole = in_file(&here);
            self.problems.push(explain(self.root, &whole, &message, here.find(&piece), pair));
            let mut gone = here.clone();
            match gone.0.as_slice() {
                // A face action's settings are all needed (it has no defaults): the whole action
                // goes, or the next try would only say that the setting just removed is missing.
                [.., Seg::Key(f), Seg::Index(_), a, _] if f == "faces" && is_action(a) => {
                    gone.0.pop();
                }
                // A setting of a face written as a list: the whole face goes (taking one item
                // out would move the next settings into its place).
                [.., Seg::Key(f), Seg::Index(_), Seg::Index(_)] if f == "faces" => {
                    gone.0.pop();
                }
                _ => {}
            }
            let original = original_path(&gone, &removed);
            if !gone.remove(&mut piece) {
                return;
            }
            if let Some((Seg::Index(i), list)) = original.0.split_last() {
                let gone = removed.entry(Path(list.to_vec())).or_default();
                let at = gone.partition_point(|r| r < i);
                gone.insert(at, *i);
            }
        }
    }
}

/// The path in the file of the value at `here` in the piece, some of whose list items
/// have been removed.
fn original_path(here: &Path, removed: &HashMap<Path, Vec<usize>>) -> Path {
    let mut out = Path::root();
    for seg in &here.0 {
        match seg {
            Seg::Key(k) => out.0.push(Seg::Key(k.clone())),
            Seg::Index(i) => {
                let mut index = *i;
                for r in removed.get(&out).map(Vec::as_slice).unwrap_or_default() {
                    if *r <= index {
                        index += 1;
                    }
                }
                out.0.push(Seg::Index(index));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::ACTIONS;
    use serde_json::json;

    fn paths(doc: Value) -> Vec<String> {
        collect(&doc).0.into_iter().map(|p| p.path).collect()
    }

    /// A die's face whose action does not fit: the setting at fault is named in the face's
    /// own words, once (no second problem saying that the setting is then missing).
    #[test]
    fn a_face_action_names_the_setting_at_fault_once() {
        let doc = json!({
            "format": 1,
            "dice": [{"id": "d6", "faces": [
                {"action": {"do": "move", "cells": "two"}},
                {"action": {"do": "fly"}},
                {"action": {"cells": 2}},
                {"action": {"do": "move", "cells": 2, "speed": 3}},
                // A face, and an action, written as lists (their settings in order).
                ["die-1", "1", {"do": "move", "cells": "one"}],
                ["die-1", "1", ["move", "one"]],
                {"action": ["move", 1, 2]},
                {"action": ["roll", "d6"]},
                // A face written as a list with a wrong label, or one item too many.
                ["die-1", 1, ["move", 1]],
                ["die-1", "1", ["move", 1], "x"],
                [7, "1", ["move", 1]],
            ]}],
            "players": [{"id": "p1", "name": {"en": 3}}]
        });
        let problems = collect(&doc).0;
        let said: Vec<(&str, &str, &str)> =
            problems.iter().map(|p| (p.path.as_str(), p.message.en.as_str(), p.message.fr.as_str())).collect();
        let doing = ACTIONS.join(", ");
        assert_eq!(
            said,
            [
                (
                    "dice[0].faces[0].action.cells",
                    "'cells' of the action of face 1 of die 'd6' should be a whole number, not the text \"two\".",
                    "'cells' de l'action de la face 1 du dé 'd6' devrait être un nombre entier, pas le texte \"two\".",
                ),
                (
                    "dice[0].faces[1].action.do",
                    &*format!("'fly' is not something a face can do; choose one of: {doing}."),
                    &*format!("'fly' n'est pas une chose que peut faire une face\u{a0}; choisissez l'un de\u{a0}: {doing}."),
                ),
                (
                    "dice[0].faces[2].action",
                    &*format!("'action' of face 3 of die 'd6' does not say what the face does: give it \"do\" with one of: {doing}."),
                    &*format!("'action' de la face 3 du dé 'd6' ne dit pas ce que fait la face\u{a0}: donnez-lui \"do\" avec l'un de\u{a0}: {doing}."),
                ),
                (
                    "dice[0].faces[3].action.speed",
                    "The setting 'speed' of the action of face 4 of die 'd6' is not one Tablier knows. Check its spelling, or \
                     remove it; the settings here are: cells.",
                    "Le réglage 'speed' de l'action de la face 4 du dé 'd6' n'est pas un réglage que Tablier connaît. \
                     Vérifiez son orthographe, ou enlevez-le\u{a0}; les réglages possibles ici sont\u{a0}: cells.",
                ),
                (
                    "dice[0].faces[4][2].cells",
                    "'cells' of the action of face 5 of die 'd6' should be a whole number, not the text \"one\".",
                    "'cells' de l'action de la face 5 du dé 'd6' devrait être un nombre entier, pas le texte \"one\".",
                ),
                (
                    "dice[0].faces[5][2][1]",
                    "Item 2 of the action of face 6 of die 'd6' should be a whole number, not the text \"one\".",
                    "L'élément 2 de l'action de la face 6 du dé 'd6' devrait être un nombre entier, pas le texte \"one\".",
                ),
                (
                    "dice[0].faces[6].action",
                    "'action' of face 7 of die 'd6' should be the action's name followed by its setting, such as \
                     [\"move\", 3], not [\"move\",1,2].",
                    "'action' de la face 7 du dé 'd6' devrait être le nom de l'action suivi de son réglage, comme \
                     [\"move\", 3], pas [\"move\",1,2].",
                ),
                (
                    "dice[0].faces[7].action",
                    "'action' of face 8 of die 'd6' should be the action's name followed by its 2 settings, in order, \
                     not [\"roll\",\"d6\"].",
                    "'action' de la face 8 du dé 'd6' devrait être le nom de l'action suivi de ses 2 réglages, dans \
                     l'ordre, pas [\"roll\",\"d6\"].",
                ),
                (
                    "dice[0].faces[8][1]",
                    "Item 2 of face 9 of die 'd6' should be text in double quotes, or one text per language such as \
                     {\"en\": \"Memory\", \"fr\": \"Mémoire\"}, not 1.",
                    "L'élément 2 de la face 9 du dé 'd6' devrait être un texte entre guillemets droits, ou un texte par \
                     langue comme {\"en\": \"Memory\", \"fr\": \"Mémoire\"}, pas 1.",
                ),
                (
                    "dice[0].faces[9]",
                    "Item 10 of 'faces' of die 'd6' lists more items than it has settings \
                     ([\"die-1\",\"1\",[\"move\",1],\"x\"]): write it as a group of settings in braces { }.",
                    "L'élément 10 de 'faces' du dé 'd6' donne plus d'éléments qu'il n'a de réglages \
                     ([\"die-1\",\"1\",[\"move\",1],\"x\"])\u{a0}: écrivez-le comme un groupe de réglages entre accolades { }.",
                ),
                (
                    "dice[0].faces[10][0]",
                    "Item 1 of face 11 of die 'd6' should be text in double quotes, not 7.",
                    "L'élément 1 de la face 11 du dé 'd6' devrait être un texte entre guillemets droits, pas 7.",
                ),
                (
                    "players[0].name.en",
                    "'en' of 'name' of player 'p1' should be text in double quotes, not 3.",
                    "'en' de 'name' du joueur 'p1' devrait être un texte entre guillemets droits, pas 3.",
                ),
            ]
        );
    }

    #[test]
    fn reports_every_problem() {
        let doc = json!({
            "format": 1,
            "colour": "red",
            "token_types": [{"id": "a", "copies": "x"}, {"id": "b"}, {"id": "c", "stackable": 1, "mode": "jumpy"}],
            "grid": {
                "geometry": {"rows": -1, "columns": "x"},
                "zones": [{"id": "z", "cells": [[0, 0], [1], [2, "x"], [3, 4, 5]]}],
                "tokens": [{"type": "a", "at": [0]}, {"type": 3}, {"type": "a", "at": [0, -1]}],
                "wat": true
            },
            "rules": {"group_size": "two", "win": {"grid_full": "no"}}
        });
        assert_eq!(
            paths(doc),
            [
                "colour",
                "token_types[0].copies",
                "token_types[2].mode",
                "token_types[2].stackable",
                "grid.wat",
                "grid.geometry.columns",
                "grid.geometry.rows",
                "grid.zones[0].cells[1]",
                "grid.zones[0].cells[2]",
                "grid.zones[0].cells[3]",
                "grid.tokens[0].at",
                "grid.tokens[1].type",
                "grid.tokens[2].at",
                "rules.group_size",
                "rules.win.grid_full",
            ]
        );
    }

    #[test]
    fn lists_that_are_not_lists() {
        assert_eq!(paths(json!({"token_types": {}, "grid": {"zones": 3}})), ["token_types", "grid.zones"]);
        assert_eq!(paths(json!({"grid": 3})), ["grid"]);
    }

    #[test]
    fn keeps_the_file_numbering_after_removals() {
        let doc = json!({"grid": {"moves": [1, "up", 2, "down", "x"]}});
        assert_eq!(paths(doc), ["grid.moves[0]", "grid.moves[2]", "grid.moves[4]"]);
    }

    #[test]
    fn stops_after_the_limit() {
        let items: Vec<Value> = (0..500).map(|_| json!({"copies": "x"})).collect();
        let (problems, more) = collect(&json!({ "token_types": items }));
        assert_eq!(problems.len(), MAX_REPORTED);
        assert_eq!(more, 400);
    }
}
