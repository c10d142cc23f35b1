//! The computer's thinking: the answer to a [`Request`], exported to the Web Worker's script
//! as `think`; and the design checker, as `check`. Only the thinking bundle (`main.rs` beside it)
//! carries them, with the searches it needs: the player and the designer ask it in a worker
//! (`shared/worker.rs`), so neither of their downloads carries search code, and a child playing
//! the computer fetches only this small bundle (cached by the service worker with the others),
//! not the designer.

use std::cell::RefCell;
use std::sync::Arc;

use tablier::game::Game;
use tablier::notation::{format_action, parse_action};
use tablier::search::{computer_turn, position, ChildResult, Deadline, Guide, KeepClose, Limits};
use wasm_bindgen::prelude::*;

use crate::request::Request;

/// The longest the computer searches for a move in the browser (the levels that search ahead
/// play the best move found by then): the top level stays under a second at 4x CPU slow-down.
const THINKING_MILLIS: f64 = 650.0;

thread_local! {
    /// The last design compiled, so that a game's moves do not compile it again.
    static COMPILED: RefCell<Option<(String, Arc<Game>)>> = const { RefCell::new(None) };
    /// "Show me"'s remembered winning line (for the design in `COMPILED`).
    static GUIDE: RefCell<Guide> = RefCell::new(Guide::default());
}

/// The computer's action in the command line's notation, or "" (the game is over, or the
/// request cannot be read). Called in the worker (exported to its script) and, where no
/// worker can start, on the page.
#[wasm_bindgen]
pub fn think(request: &str) -> String {
    let Some(req) = Request::from_json(request) else { return String::new() };
    let Some(game) = compiled(&req.design) else { return String::new() };
    let mut log = Vec::with_capacity(req.log.len());
    for line in &req.log {
        match parse_action(&game, line) {
            Ok(a) => log.push(a),
            Err(_) => return String::new(),
        }
    }
    let close = KeepClose {
        results: req
            .close
            .chars()
            .filter_map(|c| match c {
                'w' => Some(ChildResult::Won),
                'l' => Some(ChildResult::Lost),
                'd' => Some(ChildResult::Draw),
                _ => None,
            })
            .collect(),
    };
    let seed = req.seed.parse().unwrap_or(1);
    if req.show_me {
        let (state, _) = position(&game, seed, req.players, &log);
        // In the worker a longer search freezes nothing; on the page it would.
        let patient = in_worker().then_some(Limits::PATIENT);
        let action = GUIDE.with(|g| g.borrow_mut().show_me(&game, &state, seed, patient));
        return action.map(|a| format_action(&game, a)).unwrap_or_default();
    }
    // However strong the level, an answer within a child's moment on a slow tablet.
    let now = || js_sys::Date::now();
    let deadline = Deadline::after(&now, THINKING_MILLIS);
    computer_turn(&game, seed, req.players, &log, req.level, &close, Some(&deadline))
        .map(|a| format_action(&game, a))
        .unwrap_or_default()
}

/// The game doctor's one game (the request's design, seed and players; its level unused): what
/// it showed, as JSON, for the designer to add to the others (`search::doctor`); "" when the
/// request cannot be read. One game per question: the page shows its progress and can stop.
#[wasm_bindgen]
pub fn doctor(request: &str) -> String {
    let Some(req) = Request::from_json(request) else { return String::new() };
    let Some(game) = compiled(&req.design) else { return String::new() };
    if !game.player_counts().contains(&req.players) {
        return String::new();
    }
    let seed = req.seed.parse().unwrap_or(1);
    let checkup = tablier::search::doctor::checkup(&game, req.players, 1, seed, &mut |_| true);
    serde_json::to_string(&checkup).unwrap_or_default()
}

/// "ok" when a design's JSON is a playable game by every check of this build, else "no". The
/// player has no checker of its own (it is about 17 KB of its download): it asks here for an
/// imported or duplicated game, and for a saved one that this build has not checked yet
/// (`library/judging.rs`), and then compiles it unchecked.
/// The answer names the checks (`CHECKED_BY`, build.rs): a page of another build (a tab left
/// open across an update) does not take this build's word for its own.
#[wasm_bindgen]
pub fn check(design: &str) -> String {
    let playable = tablier::load::decode(design).is_some_and(|d| Game::new(&d).is_ok());
    format!("{}:{}", if playable { "ok" } else { "no" }, env!("CHECKED_BY"))
}

/// Whether this code runs in a Web Worker (no window there).
fn in_worker() -> bool {
    js_sys::global().dyn_into::<web_sys::Window>().is_err()
}

fn compiled(design: &str) -> Option<Arc<Game>> {
    COMPILED.with(|c| {
        let mut c = c.borrow_mut();
        if let Some((json, game)) = c.as_ref() {
            if json == design {
                return Some(game.clone());
            }
        }
        // The page sends only a design it has compiled already: the quick road, unchecked.
        let game = Arc::new(Game::recompile(&tablier::load::decode(design)?));
        *c = Some((design.to_string(), game.clone()));
        GUIDE.with(|g| *g.borrow_mut() = Guide::default());
        Some(game)
    })
}
