//! Whether a design is a playable game, asked of the thinking bundle in its worker: the
//! children's bundle has no design checker of its own (it is about 16 KB of its download), so
//! it leaves imports, copies and saved games that this build has not judged to that bundle's
//! `check` (thinking/think.rs), and then compiles them unchecked.

use wasm_bindgen::JsValue;

use crate::shared::worker;

/// How long a check may take before the bundle is taken as unreachable (a network that never
/// answers must not keep the app from starting: `judging::check_saved`).
const CHECK_MILLIS: u64 = 8000;

/// Whether a design's JSON is a playable game, by the thinking bundle's checks: Some(true) or
/// Some(false), None when that bundle cannot be reached in time. `later`, if given, gets the
/// verdict that comes after the time limit (a slow network: the bundle was still loading).
pub async fn check(json: &str, later: Option<Box<dyn FnOnce(bool)>>) -> Option<bool> {
    let late = std::rc::Rc::new(std::cell::Cell::new(false));
    let mut resolve = None;
    let answered = js_sys::Promise::new(&mut |r: js_sys::Function, _| {
        let (give_up, late) = (r.clone(), late.clone());
        let wait = std::time::Duration::from_millis(CHECK_MILLIS);
        leptos::prelude::set_timeout(
            move || {
                late.set(true);
                drop(give_up.call1(&JsValue::NULL, &JsValue::from_str("")));
            },
            wait,
        );
        resolve = Some(r);
    });
    worker::put(
        ("check", json.to_string()),
        Box::new(move |answer, _| match (late.get(), later, verdict(&answer)) {
            (true, Some(later), Some(playable)) => later(playable),
            _ => {
                if let Some(r) = resolve {
                    let _ = r.call1(&JsValue::NULL, &JsValue::from_str(&answer));
                }
            }
        }),
    );
    let answer = wasm_bindgen_futures::JsFuture::from(answered).await.ok().and_then(|a| a.as_string())?;
    verdict(&answer)
}

/// A check's answer, "ok:<checks>" or "no:<checks>": only the word of this build's checks (a
/// bundle of another build answers for its own).
fn verdict(answer: &str) -> Option<bool> {
    let (verdict, checks) = answer.split_once(':')?;
    match (verdict, checks == env!("CHECKED_BY")) {
        ("ok", true) => Some(true),
        ("no", true) => Some(false),
        _ => None,
    }
}
