//! Hostile and absurd designs, written at test time (never committed): what someone sending a
//! strange file would try (issue 15). Each is a JSON text of about `bytes` bytes, built by
//! repeating one piece of a small design; `largest_accepted` is the biggest design that loads.
//! Shared by `tests/hostile.rs`, `tests/fuzz.rs` and `examples/hostile.rs` (which writes the
//! files for `scripts/bench.sh`).

#![allow(dead_code)]

/// A small valid two-player design with `extra` settings added at the top level (a JSON
/// text starting with a comma, or empty) and `grid_extra` in its grid.
fn design(extra: &str, grid_extra: &str) -> String {
    format!(
        r#"{{"format": 1, "name": "hostile",
        "token_types": [{{"id": "red", "owners": ["p1"]}}, {{"id": "blue", "owners": ["p2"]}}],
        "grid": {{"geometry": {{"rows": 8, "columns": 8}},
            "tokens": [{{"type": "red", "at": [0, 0]}}, {{"type": "blue", "at": [7, 7]}}]{grid_extra}}},
        "players": [{{"id": "p1"}}, {{"id": "p2"}}]{extra}}}"#
    )
}

/// `item(0), item(1), ...` until the list holds about `bytes` bytes.
fn repeat(bytes: usize, item: impl Fn(usize) -> String) -> String {
    let mut out = String::with_capacity(bytes + 200);
    let mut i = 0;
    while out.len() < bytes || i == 0 {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&item(i));
        i += 1;
    }
    out
}

/// Every hostile design, by name, each about `bytes` long (less than 5 MB for the loader to
/// read it; a few are small by nature).
pub fn hostile(bytes: usize) -> Vec<(&'static str, String)> {
    let b = bytes.saturating_sub(400);
    let face = |_| r#"{"label": "1", "action": {"do": "move", "cells": 1}}"#.to_string();
    vec![
        ("faces", design(&format!(r#", "dice": [{{"id": "d6", "faces": [{}]}}]"#, repeat(b, face)), "")),
        (
            "bad-faces",
            design(
                &format!(
                    r#", "dice": [{{"id": "d6", "faces": [{}]}}]"#,
                    repeat(b, |_| r#"{"label": 1, "action": {"do": "jump"}}"#.into())
                ),
                "",
            ),
        ),
        (
            "dice-chain",
            design(
                &format!(
                    r#", "dice": [{}]"#,
                    repeat(b, |i| format!(
                        r#"{{"id": "d{i}", "faces": [{{"action": {{"do": "roll", "die": "d{}", "times": 10}}}}]}}"#,
                        i + 1
                    ))
                ),
                "",
            ),
        ),
        (
            "long-unknown-ids",
            design(
                &format!(
                    r#", "token_types": [{{"id": "red", "owners": [{}]}}]"#,
                    repeat(b, |i| format!(r#""{}{i}""#, "w".repeat(50)))
                ),
                "",
            ),
        ),
        ("suggestions", {
            // 256 token types (the most compared) and 10,000 placed tokens of types that are
            // each one letter off.
            let types = (0..256).map(|i| format!(r#"{{"id": "kind-of-token-number-{i:05}", "stackable": true}}"#));
            let tokens =
                (0..10_000).map(|i| format!(r#"{{"type": "kind-of-token-numbr-{:05}", "at": [0, 0]}}"#, i % 256));
            format!(
                r#"{{"format": 1, "name": "near", "token_types": [{}], "grid": {{"tokens": [{}]}}}}"#,
                types.collect::<Vec<_>>().join(","),
                tokens.collect::<Vec<_>>().join(",")
            )
        }),
        (
            "unknown-types",
            design(
                "",
                &format!(
                    r#", "moves": [], "cells": [{}]"#,
                    repeat(b.min(9_000 * 120), |i| format!(
                        r#"{{"at": [{}, {}], "die": "{}{i}"}}"#,
                        i % 8,
                        i / 8 % 8,
                        "redd".repeat(20)
                    ))
                ),
            ),
        ),
        ("unknown-settings", design(&format!(", {}", repeat(b, |i| format!(r#""colour{i}": 1"#))), "")),
        // A deep object of many keys in reverse order (read as a sorted map: one sort, not an
        // insertion each, or reading it would take hours).
        ("reversed-keys", {
            let n = b / 17;
            design(
                &format!(
                    r#", "portrait": {{"boards": {{{}}}}}"#,
                    repeat(b, |i| format!(r#""b{:07}": [0, 0]"#, n.saturating_sub(i)))
                ),
                "",
            )
        }),
        (
            "cells",
            design(
                "",
                &format!(r#", "cells": [{}]"#, repeat(b, |i| format!(r#"{{"at": [{}, {}]}}"#, i % 8, i / 8 % 8))),
            ),
        ),
        ("player-counts", design(&format!(r#", "player_counts": [{}]"#, repeat(b, |i| (i % 3 + 1).to_string())), "")),
        (
            "zone-cells",
            design(
                "",
                &format!(
                    r#", "zones": [{{"id": "z", "cells": [{}]}}]"#,
                    repeat(b, |i| format!("[{}, {}]", i % 8, i / 8 % 8))
                ),
            ),
        ),
        ("stacked-tokens", {
            let tokens = repeat(b, |_| r#"{"type": "pile", "at": [3, 3]}"#.into());
            format!(
                r#"{{"format": 1, "name": "pile", "token_types": [{{"id": "pile", "stackable": true}}],
                "grid": {{"geometry": {{"rows": 8, "columns": 8}}, "tokens": [{tokens}]}}}}"#
            )
        }),
        (
            "token-types",
            design(&format!(r#", "token_types": [{}]"#, repeat(b, |i| format!(r#"{{"id": "t{i}"}}"#))), ""),
        ),
        (
            "trays",
            design(
                &format!(
                    r#", "waiting_areas": [], "result_areas": [], "openings": [], "dice": [], "trays": [{}]"#,
                    repeat(b, |i| format!(r#"{{"id": "t{i}", "geometry": {{"y": {}}}}}"#, 1000 + i * 100))
                ),
                "",
            ),
        ),
        ("long-name", format!(r#"{{"format": 1, "name": "{}"}}"#, "n".repeat(b))),
        (
            "long-label",
            design(&format!(r#", "dice": [{{"id": "d", "faces": [{{"label": "{}"}}]}}]"#, "l".repeat(b)), ""),
        ),
        ("nested", format!(r#"{{"format": 1, "name": {}{}}}"#, "[".repeat(b / 2), "]".repeat(b / 2))),
        (
            "self-rolling-die",
            design(r#", "dice": [{"id": "d6", "faces": [{"action": {"do": "roll", "die": "d6", "times": 10}}]}]"#, ""),
        ),
        (
            "rolled-4e9-times",
            design(
                r#", "dice": [{"id": "d6", "faces": [{"action": {"do": "roll", "die": "blank", "times": 4000000000}}]}, {"id": "blank", "faces": [{}]}]"#,
                "",
            ),
        ),
    ]
}

/// The largest design that loads, near every limit at once: a 100 x 100 grid whose 10,000
/// cells are numbered and each rolls one of 100 dice of 100 faces, 10,000 one-cell zones each
/// sending its extra tokens to the next, 9,998 token types with 60-letter labels each turning
/// into the next for a player, and 5,000 tokens that move anywhere (about 4.9 MB).
pub fn largest_accepted() -> String {
    let n = 100;
    let mut token_types: Vec<String> =
        vec![r#"{"id": "red", "owners": ["p1", "p2"]}"#.into(), r#"{"id": "blue", "owners": ["p1", "p2"]}"#.into()];
    token_types.extend((0..9998).map(|i| {
        format!(
            r#"{{"id": "k{i}", "label": "{}", "properties": ["p{}"], "owners": ["p1", "p2"], "turns_to": {{"p1": "k{}"}}}}"#,
            "k".repeat(60),
            i % 200,
            (i + 1) % 9998
        )
    }));
    let tokens: Vec<String> = (0..5000)
        .map(|i| format!(r#"{{"type": "{}", "at": [{}, {}]}}"#, if i % 2 == 0 { "red" } else { "blue" }, i / n, i % n))
        .collect();
    let zones: Vec<String> = (0..n * n)
        .map(|i| {
            format!(
                r#"{{"id": "z{i}", "cells": [[{}, {}]], "properties": ["p{}"], "overflow": "z{}"}}"#,
                i / n,
                i % n,
                i % 200,
                (i + 1) % (n * n)
            )
        })
        .collect();
    let cells: Vec<String> = (0..n * n)
        .map(|i| format!(r#"{{"at": [{}, {}], "number": {}, "die": "d{}"}}"#, i / n, i % n, i + 1, i % 100))
        .collect();
    let face =
        |j: usize| format!(r#"{{"label": "{}", "action": {{"do": "move", "cells": {}}}}}"#, "f".repeat(20), j % 6 + 1);
    let dice: Vec<String> = (0..100)
        .map(|i| format!(r#"{{"id": "d{i}", "faces": [{}]}}"#, (0..100).map(face).collect::<Vec<_>>().join(",")))
        .collect();
    format!(
        r#"{{"format": 1, "name": "largest", "description": "{}",
        "token_types": [{}],
        "grid": {{"geometry": {{"rows": {n}, "columns": {n}, "cell_width": 10, "cell_height": 10}},
            "tokens": [{}], "zones": [{}], "cells": [{}]}},
        "dice": [{}],
        "players": [{{"id": "p1"}}, {{"id": "p2"}}]}}"#,
        "d".repeat(10_000),
        token_types.join(","),
        tokens.join(","),
        zones.join(","),
        cells.join(","),
        dice.join(",")
    )
}
