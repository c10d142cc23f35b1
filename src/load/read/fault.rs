//! The first problem of a design that does not read: serde's message for the value at fault
//! and the path to it (serde_path_to_error), for the designer's report.

use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::load::path::{Path, Seg};
use crate::model::face_action::{self, Inside};

/// `v` read as a T, or the path to its first value at fault and serde's message for it.
pub(crate) fn read_reporting<T: DeserializeOwned>(v: &Value) -> Result<T, (Path, String)> {
    serde_path_to_error::deserialize::<_, T>(v).map_err(|e| {
        let mut path = Path::from_serde(e.path());
        // serde blames a die face's whole action; its own reading names the setting at fault.
        if is_face_action(&path) {
            if let Some(Err(fault)) = path.find(v).map(face_action::read) {
                match fault.inside {
                    Some(Inside::Key(k)) => path.0.push(Seg::Key(k)),
                    Some(Inside::Index(i)) => path.0.push(Seg::Index(i)),
                    None => {}
                }
            }
        }
        (path, e.inner().to_string())
    })
}

/// Does the path end at a face's action: its setting `action`, or item 2 of a face written as
/// a list?
pub(crate) fn is_face_action(path: &Path) -> bool {
    match path.0.as_slice() {
        [.., Seg::Key(f), Seg::Index(_), a] => f == "faces" && is_action(a),
        _ => false,
    }
}

/// A face's action: its setting `action`, or item 2 of a face written as a list.
pub(crate) fn is_action(seg: &Seg) -> bool {
    matches!(seg, Seg::Key(a) if a == "action") || *seg == Seg::Index(2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Design;
    use serde_json::json;

    /// A wrong name is at `do`, where the educator wrote it; a wrong setting at its name.
    #[test]
    fn a_face_action_is_blamed_where_it_is_wrong() {
        let fault = |action: Value| {
            let doc = json!({"format": 1, "dice": [{"id": "d", "faces": [{"action": action}]}]});
            let (at, message) = read_reporting::<Design>(&doc).unwrap_err();
            (at.to_string(), message)
        };
        assert_eq!(fault(json!({"do": "jump"})).0, "dice[0].faces[0].action.do");
        assert_eq!(fault(json!(["roll", "d", "twice"])).0, "dice[0].faces[0].action[2]");
        assert_eq!(
            fault(json!({"do": "move", "cells": 3000000000u64})),
            ("dice[0].faces[0].action.cells".into(), "invalid value: integer `3000000000`, expected i32".into())
        );
        // A face written as a list: its item 2 is the action.
        let doc = json!({"format": 1, "dice": [{"id": "d", "faces": [["p", "1", {"do": "move", "cells": "x"}]]}]});
        let (at, message) = read_reporting::<Design>(&doc).unwrap_err();
        assert_eq!(at.to_string(), "dice[0].faces[0][2].cells");
        assert_eq!(message, "invalid type: string \"x\", expected i32");
        // A missing setting blames the action itself.
        let doc = json!({"format": 1, "dice": [{"id": "d", "faces": [{"action": {"do": "move"}}]}]});
        let (at, message) = read_reporting::<Design>(&doc).unwrap_err();
        assert_eq!((at.to_string(), message.as_str()), ("dice[0].faces[0].action".into(), "missing field `cells`"));
    }
}
