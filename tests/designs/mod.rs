//! Designs shared by the loader's tests: the smallest valid one and one that uses every
//! section of the model.

use serde_json::{json, Value};

pub const MINIMAL: &str = r#"{"format":1,"token_types":[{"id":"a"}],"grid":{"tokens":[{"type":"a","at":[0,0]}]}}"#;

/// A valid design that uses every section of the model.
pub fn rich() -> Value {
    json!({
        "format": 1,
        "name": "Pigeon vole",
        "description": "Ça vole ou pas\u{a0}?",
        "language": "fr",
        "token_types": [
            {"id": "pigeon", "name": "Pigeon", "properties": ["flying"], "copies": 2},
            {"id": "cat", "name": "Chat", "properties": ["not-flying"], "in_grid": "one-cell"},
            {"id": "frame", "mode": "fixed", "stackable": true},
            {"id": "ball", "mode": "select", "back": "back.png", "in_grid": "up-to", "distance": 2,
             "owners": ["p1"], "permissions": {"grid_to_tray": false}},
            {"id": "peg", "in_grid": "jump-capture", "stackable": true}
        ],
        "grid": {
            "id": "grid",
            "name": "Grille",
            "geometry": {"rows": 2, "columns": 4, "cell_width": 60, "cell_height": 60, "row_space": 2},
            "order": "keep",
            "moves": ["up", "down", "left", "right", "up-left"],
            "playable": true,
            "show_numbers": true,
            "cells": [{"at": [0, 0], "playable": false}, {"at": [1, 3], "moves": ["up"], "number": 4}],
            "zones": [
                {"id": "flying", "name": "Ça vole", "properties": ["flying"], "cells": [[0, 1], [0, 2]]},
                {"id": "not-flying", "properties": ["not-flying"], "cells": [[1, 0], [1, 1]]}
            ],
            "tokens": [
                {"type": "frame", "at": [0, 3]},
                {"type": "peg", "at": [0, 3]},
                {"type": "frame", "at": [1, 2]},
                {"type": "ball", "at": [0, 1]}
            ]
        },
        "trays": [{"id": "tray", "name": "Sabot", "geometry": {"x": 300, "rows": 1, "columns": 3},
                   "queue": ["pigeon", "cat", "pigeon"], "queue_order": "keep", "mark_owner": true}],
        "waiting_areas": [{"id": "wait", "geometry": {"x": 300, "y": 100}}],
        "result_areas": [{"id": "won", "geometry": {"x": 300, "y": 200}, "fill": "by-column", "when_full": "shift-row"}],
        "players": [
            {"id": "p1", "name": "Ana", "tray": "tray", "waiting": "wait", "result": "won"},
            {"id": "p2", "name": "Ben", "tray": "tray"}
        ],
        "rules": {
            "matching": "loose", "if_matched": "remove", "if_not_matched": "accept", "group_size": 2,
            "allow_deselect": true, "flip_back_delay": 3,
            "win": {"grid_full": true, "tokens_left": 1}, "lose": {"max_moves": 10},
            "turns": {"after_valid": false, "pass_button": true}, "refill": "when-empty", "ranking": "most-tokens",
            "won_message": "Bravo\u{a0}!", "one_ends_all": false
        }
    })
}

pub fn text(v: &Value) -> String {
    serde_json::to_string_pretty(v).unwrap()
}
