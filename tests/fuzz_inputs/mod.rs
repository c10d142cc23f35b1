//! Inputs for the fuzz harness (`tests/fuzz.rs`), each from a seed: byte-level mutations of
//! the built-in games, mutations of their JSON values that keep the shape of a design (so
//! that many still load and are played), and small designs drawn at random from scratch
//! (grids, token types, dice whose faces roll dice, numbered cells, players, win rules).

use serde_json::{json, Value};

/// A tiny xorshift generator: the harness needs nothing else.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1B5_4A32_D192_ED03 | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// One input: how it was made (to reproduce it) and its text.
pub struct Input {
    pub name: String,
    pub text: String,
}

/// The input for `seed`, from the built-in games `games` (name, text).
pub fn input(seed: u64, games: &[(String, String)]) -> Input {
    let mut rng = Rng::new(seed);
    let (game, text) = rng.pick(games);
    match seed % 3 {
        0 => Input { name: format!("bytes of {game}, seed {seed}"), text: bytes(&mut rng, text) },
        1 => {
            let mut v: Value = serde_json::from_str(text).unwrap_or(Value::Null);
            for _ in 0..1 + rng.below(4) {
                mutate(&mut rng, &mut v);
            }
            Input { name: format!("values of {game}, seed {seed}"), text: v.to_string() }
        }
        _ => Input { name: format!("random design, seed {seed}"), text: random_design(&mut rng).to_string() },
    }
}

/// Flipped bits, cut, doubled or removed runs of bytes, and JSON punctuation dropped in.
fn bytes(rng: &mut Rng, text: &str) -> String {
    let mut b = text.as_bytes().to_vec();
    for _ in 0..1 + rng.below(6) {
        if b.is_empty() {
            break;
        }
        let at = rng.below(b.len());
        let len = (1 + rng.below(64)).min(b.len() - at);
        match rng.below(5) {
            0 => b[at] ^= 1 << rng.below(8),
            1 => b.truncate(at),
            2 => {
                let run = b[at..at + len].to_vec();
                b.splice(at..at, run);
            }
            3 => {
                b.drain(at..at + len);
            }
            _ => {
                let bits: &[&[u8]] = &[b"{", b"}", b"[", b"]", b",", b"\"", b":", b"-1", b"1e999", b"null", b"\\u0000"];
                b.splice(at..at, rng.pick(bits).iter().copied());
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

/// Odd values a design may be given anywhere.
fn odd(rng: &mut Rng, like: &Value, ids: &[String]) -> Value {
    match like {
        Value::Number(_) => json!(*rng.pick(&[0i64, 1, 2, -1, 3, 7, 63, 255, 65_535, 4_294_967_295, i64::MAX])),
        Value::Bool(b) => json!(!b),
        Value::String(_) if !ids.is_empty() && rng.chance(70) => json!(rng.pick(ids)),
        Value::String(s) => json!(match rng.below(4) {
            0 => String::new(),
            1 => s.repeat(1 + rng.below(50)),
            2 => format!("{s}x"),
            _ => "anything".into(),
        }),
        Value::Array(items) if !items.is_empty() => {
            let mut items = items.clone();
            let i = rng.below(items.len());
            if rng.chance(50) {
                let copy = items[i].clone();
                items.insert(i, copy);
            } else {
                items.remove(i);
            }
            Value::Array(items)
        }
        _ => rng.pick(&[json!(null), json!([]), json!({}), json!(-1), json!("x")]).clone(),
    }
}

/// One value somewhere in the design replaced by an odd one.
fn mutate(rng: &mut Rng, v: &mut Value) {
    let mut pointers = Vec::new();
    let mut ids = Vec::new();
    walk(v, String::new(), &mut pointers, &mut ids);
    if pointers.is_empty() {
        return;
    }
    let at = rng.pick(&pointers).clone();
    if let Some(slot) = v.pointer_mut(&at) {
        *slot = odd(rng, slot, &ids);
    }
}

/// Every JSON pointer of `v`, and every id in it.
fn walk(v: &Value, here: String, out: &mut Vec<String>, ids: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            for (k, child) in map {
                if k == "id" {
                    if let Some(s) = child.as_str() {
                        ids.push(s.to_owned());
                    }
                }
                let p = format!("{here}/{}", k.replace('~', "~0").replace('/', "~1"));
                out.push(p.clone());
                walk(child, p, out, ids);
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                let p = format!("{here}/{i}");
                out.push(p.clone());
                walk(child, p, out, ids);
            }
        }
        _ => {}
    }
}

/// A small design drawn at random: a grid, token types with ways of moving and dice, placed
/// tokens, dice whose faces move, roll other dice or pass, numbered cells, 1 to 3 players.
fn random_design(rng: &mut Rng) -> Value {
    let (rows, columns) = (1 + rng.below(8), 1 + rng.below(8));
    let players: Vec<Value> = (0..1 + rng.below(3)).map(|p| json!({"id": format!("p{p}")})).collect();
    let dice: Vec<Value> = (0..rng.below(4))
        .map(|d| {
            let faces: Vec<Value> = (0..1 + rng.below(6))
                .map(|_| match rng.below(6) {
                    0 => json!({"action": {"do": "roll", "die": format!("d{}", rng.below(4)), "times": 1 + rng.below(3)}}),
                    1 => json!({"action": {"do": "pass"}}),
                    2 => json!({"action": {"do": "back-to-start"}}),
                    3 => json!({"action": {"do": "repeat"}}),
                    _ => json!({"action": {"do": "move", "cells": rng.below(7) as i64 - 1}}),
                })
                .collect();
            json!({"id": format!("d{d}"), "faces": faces, "faces_shown": rng.below(3)})
        })
        .collect();
    let ways = ["anything", "one-cell", "up-to", "jump", "jump-capture"];
    let types: Vec<Value> = (0..1 + rng.below(4))
        .map(|t| {
            let mut ty = json!({
                "id": format!("t{t}"), "in_grid": rng.pick(&ways), "distance": 1 + rng.below(3),
                "stackable": rng.chance(30), "mode": rng.pick(&["move", "select", "fixed"]),
                "owners": [format!("p{}", rng.below(players.len()))],
            });
            if !dice.is_empty() && rng.chance(40) {
                ty["die"] = json!(format!("d{}", rng.below(dice.len())));
                ty["in_grid"] = json!("fixed");
            }
            ty
        })
        .collect();
    let tokens: Vec<Value> = (0..rng.below(rows * columns + 1))
        .map(|_| json!({"type": format!("t{}", rng.below(types.len())), "at": [rng.below(rows), rng.below(columns)]}))
        .collect();
    let cells: Vec<Value> = (0..rng.below(rows * columns))
        .map(|i| {
            let mut c = json!({"at": [i / columns, i % columns], "number": i + 1});
            if !dice.is_empty() && rng.chance(20) {
                c["die"] = json!(format!("d{}", rng.below(dice.len())));
            }
            c
        })
        .collect();
    json!({
        "format": 1,
        "name": "random",
        "token_types": types,
        "dice": dice,
        "grid": {"geometry": {"rows": rows, "columns": columns}, "tokens": tokens, "cells": cells, "bounce": rng.chance(50)},
        "players": players,
        "rules": {"win": {"grid_empty": rng.chance(20), "grid_full": rng.chance(20), "tokens_left": rng.chance(20).then_some(1)}}
    })
}
