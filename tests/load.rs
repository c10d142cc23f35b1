//! Reading designs from strangers through the public API: `parse`, `check` and `load`.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use serde_json::{json, Value};
use tablier::load::{check, load, parse, Problem, MAX_CELLS, MAX_FILE_BYTES, MAX_PROPERTIES, MAX_TOKENS};
use tablier::model::Design;

mod designs;
use designs::{rich, text, MINIMAL};

// ---------------------------------------------------------------------------------------------
// An allocator that notes the largest single allocation of the threads that ask it to.

struct Watch;

thread_local! {
    static LARGEST: Cell<Option<usize>> = const { Cell::new(None) };
}

fn note(size: usize) {
    let _ = LARGEST.try_with(|largest| {
        if let Some(max) = largest.get() {
            if size > max {
                largest.set(Some(size));
            }
        }
    });
}

unsafe impl GlobalAlloc for Watch {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note(layout.size());
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        note(layout.size());
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note(new_size);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static WATCH: Watch = Watch;

/// The result of `f` and the largest single allocation it made on this thread.
fn largest_allocation<T>(f: impl FnOnce() -> T) -> (T, usize) {
    LARGEST.with(|l| l.set(Some(0)));
    let out = f();
    let largest = LARGEST.with(|l| l.replace(None)).unwrap_or(0);
    (out, largest)
}

// ---------------------------------------------------------------------------------------------
// Helpers.

/// (path, English message) of each problem `load` finds in `v`.
fn problems(v: &Value) -> Vec<(String, String)> {
    match load(&text(v)) {
        Ok(_) => Vec::new(),
        Err(list) => list.into_iter().map(|p| (p.path, p.message.en)).collect(),
    }
}

fn paths(v: &Value) -> Vec<String> {
    problems(v).into_iter().map(|(p, _)| p).collect()
}

/// The English message of the problem at `path`, failing if there is none.
fn message_at(v: &Value, path: &str) -> String {
    let all = problems(v);
    match all.iter().find(|(p, _)| p == path) {
        Some((_, m)) => m.clone(),
        None => panic!("no problem at {path}; found {all:#?}"),
    }
}

/// `rich()` changed by `f`.
fn rich_with(f: impl FnOnce(&mut Value)) -> Value {
    let mut v = rich();
    f(&mut v);
    v
}

/// Every problem has both languages filled in.
fn assert_bilingual(list: &[Problem]) {
    for p in list {
        assert!(!p.message.en.is_empty() && !p.message.fr.is_empty(), "{p:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Loading.

#[test]
fn minimal_design_loads() {
    let design = load(MINIMAL).expect("the minimal design loads");
    assert_eq!(design.token_types.len(), 1);
    assert_eq!(design.grid.tokens[0].at, [0, 0]);
}

#[test]
fn rich_design_loads_and_survives_a_round_trip() {
    let design = load(&text(&rich())).unwrap_or_else(|p| panic!("{p:#?}"));
    assert_eq!(design.token_types.len(), 5);
    let again = load(&design.to_json()).unwrap_or_else(|p| panic!("{p:#?}"));
    assert_eq!(again, design);
    assert!(check(&Design::default()).is_empty());
}

#[test]
fn row_shift_is_read_kept_and_written_only_when_set() {
    let plain = load(MINIMAL).expect("the minimal design loads");
    assert_eq!(plain.grid.geometry.row_shift, 0, "square grids by default");
    assert!(!plain.to_json().contains("row_shift"), "the default is not written");
    let v = rich_with(|v| v["grid"]["geometry"]["row_shift"] = json!(-15));
    let design = load(&text(&v)).unwrap_or_else(|p| panic!("{p:#?}"));
    assert_eq!(design.grid.geometry.row_shift, -15);
    assert!(design.to_json().contains("\"row_shift\": -15"));
    assert_eq!(load(&design.to_json()).unwrap_or_else(|p| panic!("{p:#?}")), design);
    // The built-in star is drawn as a hexagon: each row half a column pitch right of the one above.
    let star = load(include_str!("../games/chinese-checkers.json")).unwrap_or_else(|p| panic!("{p:#?}"));
    let g = &star.grid.geometry;
    assert_eq!(2 * g.row_shift, (g.cell_width + g.column_space) as i32);
}

#[test]
fn parse_alone_does_not_check() {
    let v = rich_with(|v| v["token_types"][0]["copies"] = json!(0));
    assert!(parse(&text(&v)).is_ok());
    assert!(load(&text(&v)).is_err());
}

// ---------------------------------------------------------------------------------------------
// Structural problems.

#[test]
fn broken_json_gives_line_and_column() {
    let problems = parse("{\n  \"format\": 1,\n  \"name\" \"x\"\n}").unwrap_err();
    assert_eq!(problems.len(), 1);
    let en = &problems[0].message.en;
    assert!(en.contains("line 3, column 10"), "{en}");
    assert!(en.contains("a colon : is missing"), "{en}");
    assert!(problems[0].message.fr.contains("ligne 3, colonne 10"));
    let cut = parse("{\"format\": 1, \"name\": \"x").unwrap_err();
    assert!(cut[0].message.en.starts_with("This file ends too early, at line 1"), "{}", cut[0].message.en);
}

#[test]
fn not_an_object() {
    let p = parse("[1, 2]").unwrap_err();
    assert_eq!(p.len(), 1);
    assert!(p[0].message.en.contains("not a Tablier game"), "{}", p[0].message.en);
    assert!(parse("\"hello\"").is_err());
    assert!(parse("null").is_err());
}

#[test]
fn format_number() {
    let p = parse(r#"{"token_types": []}"#).unwrap_err();
    assert_eq!(p[0].path, "format");
    assert_eq!(p[0].message.en, "This file has no format number: is it a Tablier game?");
    let p = parse(r#"{"format": 2, "token_types": 7, "colour": 1}"#).unwrap_err();
    assert_eq!(p.len(), 1, "an unknown format stops there");
    assert_eq!(p[0].message.en, "This game was made with a newer Tablier (format 2); this version reads format 1.");
}

#[test]
fn every_structural_problem_at_once() {
    let v = json!({
        "format": 1,
        "colour": "blue",
        "token_types": [
            {"id": "a"},
            {"id": "b", "copies": "abc"},
            {"id": "c", "mode": "jumpy", "stackable": "yes"}
        ],
        "grid": {"zones": [{"id": "z", "cells": [[0, 0], [1]]}], "tokens": [{"type": "a", "at": [0, -1]}]},
        "rules": {"win": {"grid_full": 1}}
    });
    let problems = parse(&text(&v)).unwrap_err();
    assert_bilingual(&problems);
    let paths: Vec<&str> = problems.iter().map(|p| p.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "colour",
            "token_types[1].copies",
            "token_types[2].mode",
            "token_types[2].stackable",
            "grid.zones[0].cells[1]",
            "grid.tokens[0].at",
            "rules.win.grid_full"
        ]
    );
    let en: Vec<&str> = problems.iter().map(|p| p.message.en.as_str()).collect();
    assert!(
        en[0].starts_with(
            "The setting 'colour' is not one Tablier knows. Check its spelling, or remove it; the settings here are: \
             format, name"
        ),
        "{}",
        en[0]
    );
    assert_eq!(en[1], "'copies' of token type 'b' should be a whole number (0 or more), not the text \"abc\".");
    assert!(en[2].starts_with("'jumpy' is not a handling mode; choose one of: select, move, fixed"), "{}", en[2]);
    assert_eq!(en[3], "'stackable' of token type 'c' should be true (yes) or false (no), not the text \"yes\".");
    assert!(en[4].contains("should be a pair of whole numbers [row, column]"), "{}", en[4]);
    assert!(en[6].contains("should be true (yes) or false (no), not 1"), "{}", en[6]);
    // Every problem keeps its place in the file and says itself in both languages.
    for p in &problems {
        assert!(!p.message.en.is_empty() && !p.message.fr.is_empty(), "{p:?}");
        assert!(!p.message.en.contains('`') && !p.message.fr.contains('`'), "serde's words: {p:?}");
    }
}

#[test]
fn unknown_setting_suggests_the_closest_name() {
    let v = rich_with(|v| v["token_types"][1]["copeis"] = json!(3));
    let p = parse(&text(&v)).unwrap_err();
    assert_eq!(p.len(), 1);
    assert_eq!(p[0].path, "token_types[1].copeis");
    assert_eq!(
        p[0].message.en,
        "The setting 'copeis' of token type 'cat' is not one Tablier knows. Did you mean 'copies'?"
    );
    assert_eq!(
        p[0].message.fr,
        "Le réglage 'copeis' du type de jeton 'cat' n'est pas un réglage que Tablier connaît. Vouliez-vous dire 'copies'\u{a0}?"
    );
    let v = rich_with(|v| v["grid"]["geometry"]["colums"] = json!(3));
    let p = parse(&text(&v)).unwrap_err();
    assert_eq!(p[0].path, "grid.geometry.colums");
    assert!(p[0].message.en.contains("Did you mean 'columns'?"), "{}", p[0].message.en);
}

#[test]
fn unknown_variant_lists_the_choices() {
    let v = rich_with(|v| v["token_types"][0]["in_grid"] = json!("sideways"));
    let p = parse(&text(&v)).unwrap_err();
    assert_eq!(p[0].path, "token_types[0].in_grid");
    assert_eq!(
        p[0].message.en,
        "'sideways' is not a way of moving; choose one of: anything, one-cell, up-to, jump, jump-capture, fixed, \
         jump-chain, jump-chain-capture."
    );
    let v = rich_with(|v| v["rules"]["refill"] = json!("on_request"));
    let p = parse(&text(&v)).unwrap_err();
    assert_eq!(p[0].path, "rules.refill");
    assert!(p[0].message.en.contains("did you mean 'on-request'?"), "{}", p[0].message.en);
}

#[test]
fn wrong_types_in_plain_words() {
    let cases = [
        (
            "/name",
            json!(3),
            "name",
            "'name' should be text in double quotes, or one text per language such as {\"en\": \"Memory\", \"fr\": \"Mémoire\"}, not 3.",
        ),
        ("/token_types", json!({}), "token_types", "should be a list in square brackets [ ]"),
        ("/players/0/tray", json!(false), "players[0].tray", "'tray' of player 'p1' should be text"),
        ("/grid/geometry/rows", json!(-2), "grid.geometry.rows", "should be a whole number (0 or more), not -2"),
        ("/trays/0/queue", json!("pigeon"), "trays[0].queue", "should be a list"),
        ("/rules/lose", json!([]), "", ""),
        ("/grid/moves/1", json!("sideways"), "grid.moves[1]", "'sideways' is not a direction"),
        ("/grid/cells/1/at", json!([1, 2, 3]), "grid.cells[1].at", "should be a pair of whole numbers [row, column]"),
    ];
    for (pointer, value, path, words) in cases {
        let mut v = rich();
        *v.pointer_mut(pointer).unwrap() = value;
        let result = parse(&text(&v));
        if path.is_empty() {
            // serde reads a list as a struct's fields in order: an empty list is all defaults.
            assert!(result.is_ok());
            continue;
        }
        let p = result.expect_err(pointer);
        assert_eq!(p[0].path, path);
        assert!(p[0].message.en.contains(words), "{pointer}: {}", p[0].message.en);
    }
}

#[test]
fn too_large_a_file_is_refused_unread() {
    let big = format!("{{\"format\": 1, \"name\": \"{}\"}}", "x".repeat(6 * 1024 * 1024));
    let p = parse(&big).unwrap_err();
    assert_eq!(p.len(), 1);
    assert_eq!(p[0].message.en, "This file is 6.0 MB; a game may be at most 5 MB.");
    assert_eq!(p[0].message.fr, "Ce fichier fait 6,0 Mo\u{a0}; un jeu peut faire au plus 5 Mo.");
    assert!(load(&"y".repeat(MAX_FILE_BYTES + 1)).is_err());
}

// ---------------------------------------------------------------------------------------------
// Semantic problems, each on a small change of a valid design.

#[test]
fn design_settings() {
    let v = rich_with(|v| {
        v["language"] = json!("de");
        v["name"] = json!("");
        v["rules"]["group_size"] = json!(0);
    });
    assert_eq!(paths(&v), ["language", "name", "rules.group_size"]);
    let v = rich_with(|v| v["rules"]["group_size"] = json!(17));
    assert_eq!(paths(&v), ["rules.group_size"]);
    let v = rich_with(|v| v["rules"]["win"]["tokens_left"] = json!(4_000_000_000u32));
    assert!(paths(&v).is_empty());
}

#[test]
fn ids() {
    let v = rich_with(|v| {
        v["token_types"][1]["id"] = json!("my cat");
        v["trays"][0]["id"] = json!("");
        v["grid"]["zones"][1]["id"] = json!("a:b");
        v["players"][1]["id"] = json!("x,y");
        v["grid"]["id"] = json!("the grid");
        v["waiting_areas"][0]["id"] = json!("a b");
        v["result_areas"][0]["id"] = json!("r:1");
    });
    let p = problems(&v);
    for path in [
        "token_types[1].id",
        "grid.id",
        "trays[0].id",
        "waiting_areas[0].id",
        "result_areas[0].id",
        "grid.zones[1].id",
        "players[1].id",
    ] {
        assert!(p.iter().any(|(p, _)| p == path), "no problem at {path}: {p:#?}");
    }
    assert_eq!(
        message_at(&v, "token_types[1].id"),
        "The id 'my cat' of a token type may only hold letters, digits, '-' and '_' (no spaces, ':' or ',')."
    );
    assert_eq!(
        message_at(&v, "trays[0].id"),
        "Tray number 1 has no id; give it one made of letters, digits, '-' and '_'."
    );
}

#[test]
fn unique_ids() {
    let v = rich_with(|v| {
        v["token_types"][1]["id"] = json!("pigeon");
        v["grid"]["zones"][1]["id"] = json!("flying");
        v["players"][1]["id"] = json!("p1");
        v["result_areas"][0]["id"] = json!("tray");
    });
    let p = paths(&v);
    for path in ["token_types[1].id", "grid.zones[1].id", "players[1].id", "result_areas[0].id"] {
        assert!(p.iter().any(|p| p == path), "no problem at {path}: {p:#?}");
    }
    assert_eq!(
        message_at(&v, "result_areas[0].id"),
        "Result area number 1 has the id 'tray', like tray number 1; each board needs its own id."
    );
}

#[test]
fn geometry() {
    let v = rich_with(|v| {
        v["grid"]["geometry"]["rows"] = json!(0);
        v["trays"][0]["geometry"]["cell_width"] = json!(0);
        v["waiting_areas"][0]["geometry"]["cell_height"] = json!(1001);
    });
    assert_eq!(
        paths(&v)[..3],
        ["grid.geometry.rows", "trays[0].geometry.cell_width", "waiting_areas[0].geometry.cell_height"]
    );
    assert_eq!(message_at(&v, "grid.geometry.rows"), "The grid has 0 rows; it needs at least 1.");
    let v = rich_with(|v| {
        v["result_areas"][0]["geometry"]["x"] = json!(0);
        v["result_areas"][0]["geometry"]["y"] = json!(90);
    });
    assert_eq!(
        problems(&v),
        [(
            "result_areas[0].geometry".to_string(),
            "Result area “Result area” overlaps the grid in the play area; move one of them.".to_string()
        )]
    );
}

#[test]
fn too_many_cells_in_all() {
    let v = rich_with(|v| {
        v["grid"]["geometry"]["rows"] = json!(60);
        v["grid"]["geometry"]["columns"] = json!(60);
        v["grid"]["geometry"]["x"] = json!(1000);
        v["trays"][0]["geometry"]["rows"] = json!(80);
        v["trays"][0]["geometry"]["columns"] = json!(80);
    });
    let expected = format!("The boards have 10008 cells together; a game may have at most {MAX_CELLS}.");
    assert_eq!(problems(&v), [(String::new(), expected)]);
}

#[test]
fn a_huge_grid_is_refused_without_allocating_for_it() {
    let v = json!({"format": 1, "grid": {"geometry": {"rows": 200, "columns": 200}}});
    assert_eq!(paths(&v), ["grid.geometry"]);
    assert!(message_at(&v, "grid.geometry").starts_with("The grid has 200 x 200 = 40000 cells"));
    let v = json!({
        "format": 1,
        "token_types": [{"id": "a"}],
        "grid": {
            "geometry": {"rows": 4_000_000_000u32, "columns": 4_000_000_000u32, "cell_width": 1000, "column_space": 1000},
            "cells": [{"at": [3_999_999_999u32, 3_999_999_999u32]}],
            "zones": [{"id": "z", "cells": [[3_999_999_999u32, 0]]}],
            "tokens": [{"type": "a", "at": [3_999_999_999u32, 3_999_999_999u32]}]
        },
        "trays": [{"id": "t", "geometry": {"rows": 4_000_000_000u32, "columns": 4_000_000_000u32}}]
    });
    let json = text(&v);
    let (result, largest) = largest_allocation(|| load(&json));
    let problems = result.unwrap_err();
    assert!(problems.iter().any(|p| p.path == "grid.geometry"), "{problems:#?}");
    assert!(largest < 64 * 1024, "load allocated {largest} bytes at once");
}

#[test]
fn copies_and_counts() {
    let v = rich_with(|v| {
        v["token_types"][1]["copies"] = json!(0);
        v["token_types"][0]["copies"] = json!(1);
    });
    assert_eq!(
        problems(&v),
        [
            ("token_types[0].copies".to_string(), "Token “Pigeon” is placed 2 times but has only 1 copy.".to_string()),
            (
                "token_types[1].copies".into(),
                "Token “Chat” has 0 copies; give it at least 1, or leave the number out to allow as many as are placed."
                    .into()
            ),
        ]
    );
}

#[test]
fn distance_owners_and_properties() {
    let v = rich_with(|v| {
        v["token_types"][3]["distance"] = json!(0);
        v["token_types"][3]["owners"] = json!(["p1", "p3"]);
        v["token_types"][0]["properties"] = json!(["flying", ""]);
        v["grid"]["zones"][0]["properties"] = json!([" "]);
    });
    assert_eq!(
        paths(&v),
        [
            "token_types[0].properties[1]",
            "token_types[3].distance",
            "token_types[3].owners[1]",
            "grid.zones[0].properties[0]"
        ]
    );
    assert_eq!(
        message_at(&v, "token_types[3].owners[1]"),
        "Token type 'ball' belongs to 'p3', but there is no player 'p3'."
    );
    // A distance of 0 is only a problem for "up to" moves.
    let v = rich_with(|v| v["token_types"][1]["distance"] = json!(0));
    assert!(paths(&v).is_empty());
}

#[test]
fn too_many_property_words() {
    let words: Vec<String> = (0..=MAX_PROPERTIES).map(|n| format!("p{n}")).collect();
    let v = rich_with(|v| v["token_types"][4]["properties"] = json!(words));
    assert_eq!(paths(&v), [""]);
    assert!(message_at(&v, "").contains("may use at most 256"));
}

#[test]
fn too_many_tokens() {
    let queue = vec!["peg"; MAX_TOKENS];
    let v = rich_with(|v| v["trays"][0]["queue"] = json!(queue));
    let p = problems(&v);
    assert_eq!(
        p[0],
        (
            String::new(),
            format!("The game puts 10004 tokens in the grid and in tray queues; it may put at most {MAX_TOKENS}.")
        )
    );
}

#[test]
fn grid_contents() {
    let v = rich_with(|v| {
        let tokens = v["grid"]["tokens"].as_array_mut().unwrap();
        tokens.push(json!({"type": "cat", "at": [1, 1]}));
        tokens.push(json!({"type": "pigeon", "at": [1, 1]}));
        tokens.push(json!({"type": "dog", "at": [0, 0]}));
        tokens.push(json!({"type": "cat", "at": [2, 0]}));
        v["grid"]["cells"] = json!([{"at": [0, 0]}, {"at": [0, 9]}, {"at": [0, 0]}]);
        v["grid"]["zones"][0]["cells"] = json!([[0, 1], [5, 9], [0, 1]]);
        v["grid"]["zones"][1]["cells"] = json!([[0, 1]]);
        v["token_types"][1]["copies"] = json!(3);
        v["token_types"][0].as_object_mut().unwrap().remove("copies");
    });
    assert_eq!(
        problems(&v),
        [
            (
                "grid.tokens[5]".to_string(),
                "Cell 1,1 holds 'cat' and 'pigeon', but 'cat' is not stackable.".to_string()
            ),
            (
                "grid.tokens[6].type".into(),
                "The grid holds a token 'dog' at cell 0,0, but there is no token type 'dog'.".into()
            ),
            (
                "grid.tokens[7].at".into(),
                "Token 'cat' is placed at cell 2,0, outside the 2 x 4 grid (rows 0 to 1, columns 0 to 3).".into()
            ),
            (
                "grid.cells[1].at".into(),
                "The grid has settings for cell 0,9, outside the 2 x 4 grid (rows 0 to 1, columns 0 to 3).".into()
            ),
            ("grid.cells[2].at".into(), "The grid has settings for cell 0,0 twice (see also grid.cells[0]).".into()),
            (
                "grid.zones[0].cells[1]".into(),
                "Zone “Ça vole” uses cell 5,9, outside the 2 x 4 grid (rows 0 to 1, columns 0 to 3).".into()
            ),
            ("grid.zones[0].cells[2]".into(), "Zone “Ça vole” lists cell 0,1 twice.".into()),
            (
                "grid.zones[1].cells[0]".into(),
                "Cell 0,1 is in zone “Ça vole” and in zone 'not-flying'; a cell belongs to one zone only.".into()
            ),
        ]
    );
}

#[test]
fn tray_queues() {
    let v = rich_with(|v| v["trays"][0]["queue"] = json!(["pigeon", "pigeno", "ball"]));
    assert_eq!(
        problems(&v),
        [(
            "trays[0].queue[1]".to_string(),
            "Tray “Sabot” has 'pigeno' in its queue, but there is no token type 'pigeno'; did you mean “Pigeon”?"
                .to_string()
        )]
    );
}

#[test]
fn players() {
    let v = rich_with(|v| v["players"] = json!([]));
    // Token type 'ball' belongs to the removed player 'p1'.
    assert_eq!(paths(&v), ["token_types[3].owners[0]", "players"]);
    let v = rich_with(|v| {
        v["players"][0]["tray"] = json!("wait");
        v["players"][0]["waiting"] = json!("nowhere");
        v["players"][1]["result"] = json!("tray");
    });
    assert_eq!(
        problems(&v),
        [
            (
                "players[0].tray".to_string(),
                "Player “Ana” has 'wait' as a tray, but 'wait' is a waiting area, not a tray.".to_string()
            ),
            (
                "players[0].waiting".into(),
                "Player “Ana” has 'nowhere' as a waiting area, but there is no waiting area 'nowhere'.".into()
            ),
            (
                "players[1].result".into(),
                "Player “Ben” has 'tray' as a result area, but 'tray' is a tray, not a result area.".into()
            ),
        ]
    );
}

#[test]
fn player_counts() {
    // rich() has two players.
    let v = rich_with(|v| v["player_counts"] = json!([2, 1]));
    assert_eq!(problems(&v), []);
    let v = rich_with(|v| {
        v["min_players"] = json!(2);
        v["player_counts"] = json!([2, 3, 0, 1, 2]);
    });
    assert_eq!(
        problems(&v),
        [
            ("player_counts[1]".to_string(), "The game may be played by 1 to 2 players, not 3.".to_string()),
            ("player_counts[2]".into(), "The game may be played by 1 to 2 players, not 0.".into()),
            ("player_counts[3]".into(), "At least 2 players must play, so the game cannot be offered to 1.".into()),
            ("player_counts[4]".into(), "The number of players 2 is listed twice.".into()),
        ]
    );
    let v = rich_with(|v| v["player_counts"] = json!("2, 3"));
    assert_eq!(paths(&v), ["player_counts"]);
}

#[test]
fn pictures_stored_in_the_game() {
    // A 1 x 1 PNG and an SVG whose script would run if it were drawn as a document.
    let png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    let svg = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>";
    let v = rich_with(|v| {
        v["token_types"][0]["front"] = json!(png);
        v["token_types"][1]["front"] = json!("animal-cat");
        v["token_types"][3]["front"] = json!(svg);
        v["dice"] =
            json!([{"id": "d", "faces": [{"picture": png}, {"picture": "data:text/html;base64,PHNjcmlwdD4="}]}]);
        v["grid"]["geometry"]["background"] = json!("paper");
        v["trays"][0]["geometry"]["background"] = json!("data:image/jpeg;base64,iVBORw0KGgo=");
        v["result_areas"][0]["geometry"]["background"] = json!(png);
    });
    assert_eq!(paths(&v), ["token_types[3].front", "dice[0].faces[1].picture", "trays[0].geometry.background"]);
    assert_eq!(
        message_at(&v, "token_types[3].front"),
        "This picture is not a PNG, JPEG or WebP picture stored in the game; SVG pictures are turned into PNG when \
         uploaded."
    );
    assert_bilingual(&load(&text(&v)).unwrap_err());
    // Names that are not built-in pictures are left alone: the label is drawn instead.
    let v = rich_with(|v| v["token_types"][0]["front"] = json!("my-picture.svg"));
    assert!(paths(&v).is_empty());
}

#[test]
fn every_semantic_problem_is_bilingual() {
    let v = rich_with(|v| {
        v["language"] = json!("xx");
        v["token_types"][1]["copies"] = json!(0);
        v["players"][0]["tray"] = json!("won");
        v["grid"]["zones"][1]["cells"] = json!([[0, 1], [0, 1]]);
    });
    let list = load(&text(&v)).unwrap_err();
    assert!(list.len() >= 4);
    assert_bilingual(&list);
}

/// A grid with no rows is one problem, not one more for every token, cell and zone cell.
#[test]
fn an_empty_grid_is_one_problem() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/games/pigeon-vole.json");
    let mut d: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    d["grid"]["geometry"]["rows"] = serde_json::json!(0);
    let problems = tablier::load::load(&d.to_string()).expect_err("refused");
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].path, "grid.geometry.rows");
}
