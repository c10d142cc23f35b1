//! Helpers shared by the engine's integration tests: building games from inline JSON,
//! acting in the action notation, reading the board back, and a tiny seeded generator.
#![allow(dead_code)]

use serde_json::{json, Value};
use tablier::engine::{apply, legal_actions, new_game, Action, Event, Outcome, Refusal, State};
use tablier::game::{CellId, Game, TokenId, NONE};
use tablier::notation;

/// A game from a JSON design; panics with every problem the loader found.
pub fn game(json: &str) -> Game {
    match Game::from_json(json) {
        Ok(g) => g,
        Err(problems) => {
            let list: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
            panic!("the design was refused:\n{}\n{json}", list.join("\n"))
        }
    }
}

/// A game from a `json!` design; `format` and `name` are added when missing.
pub fn game_of(mut design: Value) -> Game {
    let map = design.as_object_mut().expect("a design is a JSON object");
    map.entry("format").or_insert(json!(1));
    map.entry("name").or_insert(json!("Test"));
    game(&design.to_string())
}

/// Merge `patch` into `base`: objects key by key (recursively), anything else replaced.
pub fn merge(base: &mut Value, patch: Value) {
    match (base, patch) {
        (Value::Object(a), Value::Object(b)) => {
            for (k, v) in b {
                match a.get_mut(&k) {
                    Some(old) => merge(old, v),
                    None => {
                        a.insert(k, v);
                    }
                }
            }
        }
        (slot, v) => *slot = v,
    }
}

/// A board geometry of `rows` x `columns` cells of 50 px, its corner at (x, y).
pub fn geo(rows: u32, columns: u32, x: i32, y: i32) -> Value {
    json!({"rows": rows, "columns": columns, "x": x, "y": y})
}

/// Token placements, written `("type", row, column)`.
pub fn place(list: &[(&str, u32, u32)]) -> Value {
    Value::Array(list.iter().map(|(t, r, c)| json!({"type": t, "at": [r, c]})).collect())
}

/// A new game for one player with seed 1.
pub fn start(g: &Game) -> State {
    new_game(g, 1, 1)
}

/// A cell written `board:row,column`.
pub fn cell(g: &Game, word: &str) -> CellId {
    notation::parse_cell(g, word).unwrap_or_else(|e| panic!("bad cell {word}: {e}"))
}

/// An action in the notation (`select grid:0,1`, `move grid:0,0 tray:0,1`, `refill tray`, `pass`).
pub fn action(g: &Game, line: &str) -> Action {
    notation::parse_action(g, line).unwrap_or_else(|e| panic!("bad action {line}: {e}"))
}

/// Apply an action written in the notation.
pub fn act(g: &Game, s: &mut State, line: &str) -> Outcome {
    let a = action(g, line);
    apply(g, s, a)
}

/// Apply an action that must be accepted.
pub fn ok(g: &Game, s: &mut State, line: &str) -> Outcome {
    let outcome = act(g, s, line);
    assert!(
        outcome.accepted(),
        "'{line}' was refused: {:?} ({})\n{}",
        outcome.refusal,
        outcome.message.as_ref().map(|m| m.en.as_str()).unwrap_or(""),
        tablier::terminal::render(g, s, true, tablier::lang::Lang::En)
    );
    outcome
}

/// Apply an action that must be refused; a refusal that does not count must change nothing.
pub fn refused(g: &Game, s: &mut State, line: &str) -> Refusal {
    let before = s.clone();
    let outcome = act(g, s, line);
    let refusal = outcome.refusal.unwrap_or_else(|| {
        panic!("'{line}' was accepted\n{}", tablier::terminal::render(g, s, true, tablier::lang::Lang::En))
    });
    // Mid-chain, a move the token cannot make counts nothing either (`apply`).
    let mid_chain = before.chain.is_some() && refusal != Refusal::WrongPlace;
    if !refusal.counted() || mid_chain {
        assert_eq!(*s, before, "the refused '{line}' ({refusal:?}) changed the state");
        assert!(outcome.events.is_empty(), "the refused '{line}' has events {:?}", outcome.events);
    }
    refusal
}

/// The English sentence of a refusal.
pub fn en(r: &Refusal) -> String {
    r.text().en
}

/// The French of a refusal (a mechanism's own sentence as it said it).
pub fn fr(r: &Refusal) -> String {
    r.text().fr
}

/// The English message of an outcome, or "".
pub fn said(o: &Outcome) -> String {
    o.message.as_ref().map(|m| m.en.clone()).unwrap_or_default()
}

/// The type id of a token.
pub fn type_id(g: &Game, t: TokenId) -> String {
    g.design.token_types[g.tokens[t as usize].token_type as usize].id.clone()
}

/// The type id a token has now (enclosing may have turned it into another type).
pub fn kind_id(g: &Game, s: &State, t: TokenId) -> String {
    g.design.token_types[s.tokens[t as usize].kind as usize].id.clone()
}

/// The type id of the visible token of a cell, if any.
pub fn at(g: &Game, s: &State, word: &str) -> Option<String> {
    s.visible(cell(g, word)).map(|t| kind_id(g, s, t))
}

/// The type ids of a cell's stack, from the top.
pub fn stack(g: &Game, s: &State, word: &str) -> Vec<String> {
    s.stack(cell(g, word)).map(|t| kind_id(g, s, t)).collect()
}

/// The type ids of every cell of a board, row by row ("." for an empty cell).
pub fn board(g: &Game, s: &State, id: &str) -> Vec<String> {
    let b = &g.boards[g.board_index(id).unwrap_or_else(|| panic!("no board {id}"))];
    b.cells().map(|c| s.visible(c).map(|t| kind_id(g, s, t)).unwrap_or_else(|| ".".into())).collect()
}

/// A built-in design of `games/` as JSON, to change before playing it.
pub fn built_in_json(file: &str) -> Value {
    let path = format!("{}/games/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A built-in game of `games/`.
pub fn built_in(file: &str) -> Game {
    game_of(built_in_json(file))
}

/// Apply actions that must all be accepted, one per line of the notation.
pub fn play_all(g: &Game, s: &mut State, lines: &str) {
    for line in lines.lines().map(str::trim).filter(|l| !l.is_empty()) {
        ok(g, s, line);
    }
}

/// The token visible in a cell (panics if empty).
pub fn token_at(g: &Game, s: &State, word: &str) -> TokenId {
    s.visible(cell(g, word)).unwrap_or_else(|| panic!("{word} is empty"))
}

/// Is the token out of play (in no cell)?
pub fn out_of_play(s: &State, t: TokenId) -> bool {
    s.tokens[t as usize].cell == NONE
}

/// A tiny seeded xorshift generator for random playouts (no dependency).
#[derive(Clone, Debug)]
pub struct XorShift(u64);

impl XorShift {
    pub fn new(seed: u64) -> Self {
        // Spread small seeds and never start at 0.
        XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1B5_4A32_D192_ED03 | 1)
    }

    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number in 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

// Small design builders of the rule tests.

pub fn two_players() -> Value {
    json!([{"id": "ann", "name": "Ann"}, {"id": "bob", "name": "Bob"}])
}

/// Win rules with the two default zone conditions off, plus `extra`.
pub fn win(extra: Value) -> Value {
    let mut w = json!({"zones_valid_and_tray_empty": false, "zones_valid_and_grid_full": false});
    merge(&mut w, extra);
    w
}

/// Select-mode cards in one row, kept in the given order; each card's property is its type id.
pub fn cards(layout: &[&str], extra: Value) -> Game {
    let mut types: Vec<&str> = layout.to_vec();
    types.sort();
    types.dedup();
    let token_types: Vec<Value> = types.iter().map(|t| json!({"id": t, "mode": "select", "properties": [t]})).collect();
    let placed: Vec<(&str, u32, u32)> = layout.iter().enumerate().map(|(i, t)| (*t, 0, i as u32)).collect();
    let mut d = json!({
        "token_types": token_types,
        "grid": {"geometry": geo(1, layout.len() as u32, 0, 0), "order": "keep", "tokens": place(&placed)},
    });
    merge(&mut d, extra);
    game_of(d)
}

pub fn moves(s: &State, p: usize) -> (u32, u32) {
    (s.players[p].moves, s.players[p].errors)
}

pub fn legal(g: &Game, s: &State) -> Vec<Action> {
    let mut out = Vec::new();
    legal_actions(g, s, &mut out);
    out
}

pub fn has_event(events: &[Event], f: impl Fn(&Event) -> bool) -> bool {
    events.iter().any(f)
}

/// One token type `t` with `token` settings, placed as listed, in a grid of rows x columns
/// whose cells and rules are `grid` and `rules`; one player with a tray and a result area.
pub fn mover(rows: u32, columns: u32, token: Value, placed: &[(&str, u32, u32)], extra: Value) -> Game {
    let mut t = json!({"id": "t"});
    merge(&mut t, token);
    let mut d = json!({
        "token_types": [t, {"id": "rock"}],
        "grid": {"geometry": geo(rows, columns, 0, 0), "order": "keep", "tokens": place(placed)},
        "trays": [{"id": "tray", "geometry": geo(1, 2, 0, 1000)}],
        "result_areas": [{"id": "res", "geometry": geo(1, 4, 0, 2000)}],
        "players": [{"id": "p", "tray": "tray", "result": "res"}],
    });
    merge(&mut d, extra);
    game_of(d)
}

pub fn tray_game(columns: u32, queue: &[&str], order: &str, rules: Value, waiting: bool) -> Game {
    let mut d = json!({
        "token_types": letters(),
        "grid": {"geometry": geo(2, 5, 0, 0)},
        "trays": [{"id": "tray", "geometry": geo(1, columns, 0, 1000), "queue": queue, "queue_order": order}],
        "players": [{"id": "p", "tray": "tray"}],
        "rules": rules,
    });
    if waiting {
        merge(
            &mut d,
            json!({
                "waiting_areas": [{"id": "wait", "geometry": geo(1, 2, 0, 2000)}],
                "players": [{"id": "p", "tray": "tray", "waiting": "wait"}],
            }),
        );
    }
    game_of(d)
}

pub fn letters() -> Value {
    json!(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].iter().map(|t| json!({"id": t})).collect::<Vec<_>>())
}

/// A free token and a fixed-in-grid post (any grid move of the post is a counted error).
pub fn turns_game(players: Value, rules: Value) -> Game {
    game_of(json!({
        "token_types": [{"id": "free"}, {"id": "post", "in_grid": "fixed"}],
        "grid": {"geometry": geo(1, 4, 0, 0), "order": "keep", "tokens": place(&[("post", 0, 0), ("free", 0, 1)])},
        "players": players,
        "rules": rules,
    }))
}
