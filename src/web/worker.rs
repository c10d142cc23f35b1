//! The computer thinks in a Web Worker, so the board never freezes while it searches. The
//! worker runs this very bundle (its JS and wasm, found from the page's own links, already in
//! the browser's cache) and answers [`think`] requests; where a worker cannot start, the page
//! thinks itself, a moment later.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use serde_json::{json, Value};
use tablier::game::Game;
use tablier::notation::{format_action, parse_action};
use tablier::search::{computer_turn, position, ChildResult, Deadline, Guide, KeepClose, Limits};
use wasm_bindgen::prelude::*;

/// The longest the computer searches for a move in the browser (the levels that search ahead
/// play the best move found by then): the top level stays under a second at 4x CPU slow-down.
const THINKING_MILLIS: f64 = 650.0;

/// What the computer is asked: the game as its design, seed, number of players and log.
pub struct Request {
    pub design: String,
    pub seed: String,
    pub players: usize,
    pub log: Vec<String>,
    /// 1 to 5, or `search::KEEP_CLOSE`.
    pub level: u8,
    /// For keep-it-close: the child's last results against it, oldest first (w, l, d).
    pub close: String,
    /// Not the computer's turn but the help ladder's "Show me" for the player to act.
    pub show_me: bool,
}

impl Request {
    fn to_json(&self) -> String {
        json!({
            "design": self.design, "seed": self.seed, "players": self.players, "log": self.log,
            "level": self.level, "close": self.close, "show_me": self.show_me,
        })
        .to_string()
    }

    fn from_json(text: &str) -> Option<Request> {
        let v: Value = serde_json::from_str(text).ok()?;
        let text = |field: &str| v[field].as_str().map(String::from);
        Some(Request {
            design: text("design")?,
            seed: text("seed")?,
            players: v["players"].as_u64()? as usize,
            log: v["log"].as_array()?.iter().filter_map(|a| a.as_str().map(String::from)).collect(),
            level: v["level"].as_u64()?.min(u8::MAX as u64) as u8,
            close: text("close").unwrap_or_default(),
            show_me: v["show_me"].as_bool().unwrap_or(false),
        })
    }
}

/// Where an answer was worked out: in the worker, or on the page when no worker could start.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Thinker {
    Worker,
    Page,
}

thread_local! {
    /// The last design compiled, so that a game's moves do not compile it again.
    static COMPILED: RefCell<Option<(String, Arc<Game>)>> = const { RefCell::new(None) };
    static BRIDGE: RefCell<Option<Bridge>> = const { RefCell::new(None) };
    /// "Show me"'s remembered winning line (for the design in `COMPILED`).
    static GUIDE: RefCell<Guide> = RefCell::new(Guide::default());
    /// The worker could not start: the page thinks from now on.
    static FAILED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The computer's action in the command line's notation, or "" (the game is over, or the
/// request cannot be read). Called in the worker (exported to its script) and on the page.
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
        // The page sends designs it has already read: the quick road.
        let game = Arc::new(Game::new(&crate::games::read(design)?).ok()?);
        *c = Some((design.to_string(), game.clone()));
        GUIDE.with(|g| *g.borrow_mut() = Guide::default());
        Some(game)
    })
}

type Answer = Box<dyn FnOnce(String, Thinker)>;

struct Bridge {
    worker: web_sys::Worker,
    pending: HashMap<u32, (String, Answer)>,
    next: u32,
    /// Kept alive as long as the worker.
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

/// Ask the computer; `answer` gets its action ("" for none) once it is found, never at once.
pub fn ask(request: &Request, answer: impl FnOnce(String, Thinker) + 'static) {
    let text = request.to_json();
    let mut answer: Option<Answer> = Some(Box::new(answer));
    let sent = BRIDGE.with(|b| {
        let mut b = b.borrow_mut();
        if FAILED.with(|f| f.get()) {
            return Err(text);
        }
        if b.is_none() {
            *b = start();
        }
        let Some(bridge) = b.as_mut() else { return Err(text) };
        let id = bridge.next;
        bridge.next = bridge.next.wrapping_add(1);
        let message = js_sys::Array::of2(&JsValue::from(id), &JsValue::from_str(&text));
        match bridge.worker.post_message(&message) {
            Ok(()) => {
                if let Some(answer) = answer.take() {
                    bridge.pending.insert(id, (text, answer));
                }
                Ok(())
            }
            Err(_) => Err(text),
        }
    });
    if let (Err(text), Some(answer)) = (sent, answer) {
        on_page(text, answer);
    }
}

/// Think on the page (no worker): after the current frame, so the last move is drawn first.
fn on_page(text: String, answer: Answer) {
    leptos::prelude::set_timeout(move || answer(think(&text), Thinker::Page), std::time::Duration::from_millis(30));
}

/// The URL of the bundle's script and wasm, from the links Trunk puts in the page.
fn bundle() -> Option<(String, String)> {
    let doc = leptos::prelude::document();
    let href = |selector: &str| -> Option<String> {
        let el = doc.query_selector(selector).ok().flatten()?;
        js_sys::Reflect::get(&el, &JsValue::from_str("href")).ok()?.as_string()
    };
    Some((href("link[rel=modulepreload]")?, href("link[rel=preload][href$='.wasm']")?))
}

/// A module Web Worker running `source` (a script that imports a bundle by its URL).
pub fn module_worker(source: &str) -> Option<web_sys::Worker> {
    let parts = js_sys::Array::of1(&JsValue::from_str(source));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let worker_options = web_sys::WorkerOptions::new();
    worker_options.set_type(web_sys::WorkerType::Module);
    web_sys::Worker::new_with_options(&url, &worker_options).ok()
}

fn start() -> Option<Bridge> {
    let (js, wasm) = bundle()?;
    let source = format!(
        "import init, {{ think }} from {js:?};\n\
         const ready = init({{ module_or_path: {wasm:?} }});\n\
         self.onmessage = async (e) => {{\n\
           const [id, request] = e.data; let answer = '';\n\
           try {{ await ready; answer = think(request); }} catch (_) {{ answer = null; }}\n\
           self.postMessage([id, answer]);\n\
         }};\n"
    );
    let worker = module_worker(&source)?;
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|ev: web_sys::MessageEvent| {
        let data = js_sys::Array::from(&ev.data());
        let id = data.get(0).as_f64().unwrap_or(-1.0) as u32;
        let answer = data.get(1).as_string();
        let Some((text, reply)) = BRIDGE.with(|b| b.borrow_mut().as_mut().and_then(|b| b.pending.remove(&id))) else {
            return;
        };
        match answer {
            Some(answer) => reply(answer, Thinker::Worker),
            // The worker failed on this request: the page tries it.
            None => on_page(text, reply),
        }
    });
    // A worker that cannot load (an old browser without module workers): every question
    // waiting, and every later one, is answered on the page.
    // (The bridge itself stays: this closure belongs to it.)
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|_| {
        FAILED.with(|f| f.set(true));
        let pending = BRIDGE.with(|b| {
            let mut b = b.borrow_mut();
            let bridge = b.as_mut()?;
            bridge.worker.terminate();
            Some(std::mem::take(&mut bridge.pending))
        });
        for (_, (text, reply)) in pending.into_iter().flatten() {
            on_page(text, reply);
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(Bridge { worker, pending: HashMap::new(), next: 0, _on_message: on_message, _on_error: on_error })
}
