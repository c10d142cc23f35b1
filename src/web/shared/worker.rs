//! The computer thinks in a Web Worker, so the board never freezes while it searches. The
//! worker runs the thinking bundle (think.html; found from its page, cached by the service
//! worker with the others), whose `think` (`thinking/think.rs`) answers: neither the player nor the
//! designer carries search code of its own. Where a worker cannot start, the page loads that
//! bundle and thinks itself, a moment later. The same bundle checks the user's games for the
//! library (`library/checks.rs`), which leaves the design checker to it.

use std::cell::RefCell;
use std::collections::HashMap;

use wasm_bindgen::prelude::*;

pub use crate::shared::request::Request;
use crate::shared::route::ROOT;

/// Where an answer was worked out: in the worker, or on the page when no worker could start.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Thinker {
    Worker,
    Page,
}

thread_local! {
    static BRIDGE: RefCell<Option<Bridge>> = const { RefCell::new(None) };
    /// The worker could not start: the page thinks from now on.
    static FAILED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The last worker that failed (`retire`).
    static RETIRED: RefCell<Option<Bridge>> = const { RefCell::new(None) };
}

/// What is done with an answer, and where it was worked out.
pub type Answer = Box<dyn FnOnce(String, Thinker)>;

/// A question for the thinking bundle: the name of its export, and the text it is given.
pub type Question = (&'static str, String);

struct Bridge {
    worker: web_sys::Worker,
    pending: HashMap<u32, (Question, Answer)>,
    next: u32,
    /// Kept alive as long as the worker.
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

/// Start the worker and its bundle now, before the first question: a game with a computer seat
/// calls it when it opens, so the computer's first move does not wait for the bundle to load.
pub fn warm() {
    BRIDGE.with(|b| {
        let mut b = b.borrow_mut();
        if b.is_none() && !FAILED.with(|f| f.get()) {
            *b = start();
        }
    });
}

/// Let the worker work out an answer it will soon be asked for (remembered there, not sent
/// back). Only in a worker: nothing is kept for the page to redo if the worker fails, since
/// there a search would freeze the board for an answer nobody waits for.
pub fn prepare(request: &Request) {
    warm();
    if FAILED.with(|f| f.get()) {
        return;
    }
    BRIDGE.with(|b| {
        if let Some(bridge) = b.borrow_mut().as_mut() {
            // Its answer finds no one waiting and is dropped.
            let _ = bridge.post(&("think", request.to_json()));
        }
    });
}

/// Ask the computer; `answer` gets its action ("" for none) once it is found, never at once.
pub fn ask(request: &Request, answer: impl FnOnce(String, Thinker) + 'static) {
    put(("think", request.to_json()), Box::new(answer));
}

/// Send a question to the worker, or to the page when there is none.
pub fn put(question: Question, answer: Answer) {
    let mut answer: Option<Answer> = Some(answer);
    warm();
    let sent = BRIDGE.with(|b| {
        let mut b = b.borrow_mut();
        if FAILED.with(|f| f.get()) {
            return Err(question);
        }
        let Some(bridge) = b.as_mut() else { return Err(question) };
        match bridge.post(&question) {
            Ok(id) => {
                if let Some(answer) = answer.take() {
                    bridge.pending.insert(id, (question, answer));
                }
                Ok(())
            }
            Err(_) => Err(question),
        }
    });
    if let (Err(question), Some(answer)) = (sent, answer) {
        on_page(question, answer);
    }
}

/// Think on the page (no worker): the page loads the thinking bundle beside its own, once, and
/// asks the question's export. "" when it cannot be loaded.
fn on_page((export, text): Question, answer: Answer) {
    thread_local! {
        /// The thinking bundle loading, or loaded, on the page.
        static ON_PAGE: RefCell<Option<js_sys::Promise>> = const { RefCell::new(None) };
    }
    let loaded = ON_PAGE.with(|p| {
        p.borrow_mut()
            .get_or_insert_with(|| {
                let source = format!("{}\nreturn bundle;", loader("think"));
                js_sys::Function::new_no_args(&source)
                    .call0(&JsValue::NULL)
                    .ok()
                    .and_then(|p| p.dyn_into().ok())
                    .unwrap_or_else(|| js_sys::Promise::reject(&JsValue::NULL))
            })
            .clone()
    });
    wasm_bindgen_futures::spawn_local(async move {
        let reply = match wasm_bindgen_futures::JsFuture::from(loaded).await {
            Ok(module) => js_sys::Reflect::get(&module, &JsValue::from_str(export))
                .ok()
                .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
                .and_then(|f| f.call1(&JsValue::NULL, &JsValue::from_str(&text)).ok())
                .and_then(|a| a.as_string())
                .unwrap_or_default(),
            Err(_) => {
                // Tried again at the next question (the network may be back).
                ON_PAGE.with(|p| p.borrow_mut().take());
                String::new()
            }
        };
        answer(reply, Thinker::Page)
    });
}

/// A script that defines `bundle`: a promise of a bundle (its module, started) found from its
/// page, `think/` or `design/`, whose script and wasm names change with each build.
pub fn loader(folder: &str) -> String {
    let here = leptos::prelude::window().location().href().unwrap_or_default();
    // Where the bundle's page is, seen from the current page.
    let page = format!("{ROOT}{folder}/index.html");
    let page = web_sys::Url::new_with_base(&page, &here).map(|u| u.href()).unwrap_or_default();
    // In quotes as JSON writes a text (a JavaScript string too), not by `{:?}`: Debug's
    // formatting of text is code the bundles otherwise leave out.
    let page = serde_json::to_string(&page).unwrap_or_default();
    format!(
        "const page = {page};\n\
         const bundle = (async () => {{\n\
           const html = await (await fetch(page)).text();\n\
           const link = (rel) => new URL(html.match(new RegExp('rel=\"' + rel + '\" href=\"([^\"]+)\"'))[1], page).href;\n\
           const module = await import(link('modulepreload'));\n\
           await module.default({{ module_or_path: link('preload') }});\n\
           return module;\n\
         }})();\n"
    )
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

impl Bridge {
    /// Send a question under a new id; the id, or Err when the worker cannot take it.
    fn post(&mut self, (export, text): &Question) -> Result<u32, JsValue> {
        let id = self.next;
        self.next = self.next.wrapping_add(1);
        let message = js_sys::Array::of3(&JsValue::from(id), &JsValue::from_str(text), &JsValue::from_str(export));
        self.worker.post_message(&message)?;
        Ok(id)
    }
}

fn start() -> Option<Bridge> {
    let source = format!(
        "{}\n\
         self.onmessage = async (e) => {{\n\
           const [id, request, name] = e.data; let answer = '';\n\
           try {{ answer = (await bundle)[name](request); }} catch (_) {{ answer = null; }}\n\
           self.postMessage([id, answer]);\n\
         }};\n",
        loader("think")
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
            // The worker failed on this request (its bundle did not load, or it broke): the
            // page tries it, and a new worker takes the next question.
            None => {
                on_page(text, reply);
                retire();
            }
        }
    });
    // A worker that cannot load (an old browser without module workers).
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|_| give_up());
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(Bridge { worker, pending: HashMap::new(), next: 0, _on_message: on_message, _on_error: on_error })
}

/// The worker failed (its bundle could not be loaded, maybe for a network gone for a moment,
/// or it broke): it stops, the questions it holds are answered on the page, and the next
/// question starts a new worker. Only a worker that cannot run at all (`give_up`) leaves the
/// page to think for the rest of the visit, which freezes the board while it searches.
fn retire() {
    let pending = BRIDGE.with(|b| {
        let mut old = b.borrow_mut().take()?;
        old.worker.terminate();
        let pending = std::mem::take(&mut old.pending);
        // Its closures may be running now: kept until the next worker retires.
        RETIRED.with(|r| r.replace(Some(old)));
        Some(pending)
    });
    for (_, (text, reply)) in pending.into_iter().flatten() {
        on_page(text, reply);
    }
}

/// The worker is of no use: every question waiting, and every later one, is answered on the
/// page. (The bridge itself stays: the closures that call this belong to it.)
fn give_up() {
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
}
