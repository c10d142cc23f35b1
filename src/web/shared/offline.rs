//! Offline use: registers the service worker (dist/sw.js, written by scripts/make-sw.mjs), says
//! when the app is kept for use without a network, and offers the update when a new build has
//! been installed beside the running one. The worker waits for the "Update" tap, so a page never
//! runs old code against new files; the page reloads once the new worker is in charge.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState};

use crate::shared::route::ROOT;

/// What the page knows of its offline copy.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Offline {
    /// No worker yet (first load still caching, or a browser without service workers).
    Unknown,
    /// Every file this device uses is cached (the designer's only on an educator's device): the
    /// app opens without a network.
    Ready,
    /// A new build is cached and waits for the "Update" tap.
    UpdateReady,
}

/// The browser's service workers, when the page may use them (a secure context: https or
/// localhost).
pub fn container() -> Option<ServiceWorkerContainer> {
    let navigator = window().navigator();
    let has = js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).unwrap_or(false);
    has.then(|| navigator.service_worker())
}

/// Register the worker and keep `state` up to date; called once by the app. `keeps_designer`
/// says, once the worker is ready, whether this device keeps the designer for use offline: an
/// educator's (the library not in child mode), or any that opened the designer. The tablets of
/// a class in child mode keep only what children use, about half of it (scripts/web-budget.sh
/// prints both).
pub fn start(state: RwSignal<Offline>, keeps_designer: fn() -> bool) {
    let Some(sw) = container() else { return };
    leptos::task::spawn_local(async move {
        early_modules_came().await;
        // Not on the way of the page being drawn: registering holds the thread a few
        // milliseconds (more on a slow tablet), and the worker's downloads share the line. (On a
        // link, Chromium builds the board in the same run of promise callbacks as the game's
        // modules coming, before any frame: split.test checks that the worker comes after it.)
        crate::shared::paint::painted().await;
        let options = web_sys::RegistrationOptions::new();
        // The worker is at the app's root folder, whichever bundle's page registers it.
        options.set_scope(if ROOT.is_empty() { "./" } else { ROOT });
        let script = format!("{ROOT}sw.js");
        let Ok(reg) = JsFuture::from(sw.register_with_options(&script, &options)).await else { return };
        // (A browser that blocks workers may answer with nothing.)
        let Ok(reg) = reg.dyn_into::<ServiceWorkerRegistration>() else { return };
        watch_updates(&sw, &reg, state);
        if let Ok(ready) = sw.ready() {
            match JsFuture::from(ready).await.ok().and_then(|r| r.dyn_into::<ServiceWorkerRegistration>().ok()) {
                // An educator's device keeps the designer too, and says so once it is kept.
                Some(active) if keeps_designer() => {
                    let kept = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
                        let answer = ev.data().as_string().unwrap_or_default();
                        if answer.starts_with("designer-") && state.get_untracked() == Offline::Unknown {
                            state.set(Offline::Ready);
                        }
                    });
                    sw.set_onmessage(Some(kept.as_ref().unchecked_ref()));
                    kept.forget();
                    ask_designer(&active);
                    // A worker that never answers (a stalled download, or an older worker
                    // still in charge after a hard reload): the player works offline anyway.
                    set_timeout(
                        move || {
                            if state.try_get_untracked() == Some(Offline::Unknown) {
                                state.set(Offline::Ready);
                            }
                        },
                        std::time::Duration::from_secs(20),
                    );
                }
                Some(_) if state.get_untracked() == Offline::Unknown => state.set(Offline::Ready),
                _ => {}
            }
        }
        // Ask the server now whether a new build is there (the page may have come from the
        // cache); awaited, so that a failure offline is not an unhandled rejection.
        if let Ok(p) = reg.update() {
            let _ = JsFuture::from(p).await;
        }
        // A tablet left open for days still hears of new builds when it comes back.
        let again = reg.clone();
        let look = Closure::<dyn Fn()>::new(move || {
            if !document().hidden() {
                if let Ok(p) = again.update() {
                    leptos::task::spawn_local(async move {
                        let _ = JsFuture::from(p).await;
                    });
                }
            }
        });
        let _ = document().add_event_listener_with_callback("visibilitychange", look.as_ref().unchecked_ref());
        look.forget();
    });
}

/// On a first visit the worker fetches the whole app, sharing a slow connection with the page:
/// a link's page waits for the modules its first script fetched for the game
/// (`globalThis.tablierEarlyCame`, scripts/web-split.mjs) before the worker is registered.
async fn early_modules_came() {
    let came = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("tablierEarlyCame"));
    if let Ok(came) = came.and_then(|c| c.dyn_into::<js_sys::Promise>()) {
        let _ = JsFuture::from(came).await;
    }
}

/// Ask the active service worker to keep the designer's files (it answers "designer-kept").
pub fn ask_designer(reg: &ServiceWorkerRegistration) {
    if let Some(active) = reg.active() {
        let _ = active.post_message(&JsValue::from_str("designer"));
    }
}

/// Offer the update when a new worker is installed while an older one runs this page.
fn watch_updates(sw: &ServiceWorkerContainer, reg: &ServiceWorkerRegistration, state: RwSignal<Offline>) {
    let waiting_now = reg.waiting().is_some() && sw.controller().is_some();
    if waiting_now {
        state.set(Offline::UpdateReady);
    }
    let (sw2, reg2) = (sw.clone(), reg.clone());
    let found = Closure::<dyn Fn()>::new(move || {
        let Some(new) = reg2.installing() else { return };
        let (sw3, new2) = (sw2.clone(), new.clone());
        let changed = Closure::<dyn Fn()>::new(move || {
            if new2.state() == ServiceWorkerState::Installed && sw3.controller().is_some() {
                state.set(Offline::UpdateReady);
            }
        });
        new.set_onstatechange(Some(changed.as_ref().unchecked_ref()));
        changed.forget();
    });
    reg.set_onupdatefound(Some(found.as_ref().unchecked_ref()));
    found.forget();
}

/// The "Update" tap: the waiting worker takes over, then the page reloads with the new build.
pub fn update() {
    let Some(sw) = container() else { return };
    leptos::task::spawn_local(async move {
        let Ok(reg) = JsFuture::from(sw.get_registration()).await else { return };
        let Some(reg) = reg.dyn_into::<ServiceWorkerRegistration>().ok() else { return };
        let Some(waiting): Option<ServiceWorker> = reg.waiting() else { return };
        let reload = Closure::<dyn Fn()>::new(|| {
            let _ = window().location().reload();
        });
        sw.set_oncontrollerchange(Some(reload.as_ref().unchecked_ref()));
        reload.forget();
        let _ = waiting.post_message(&JsValue::from_str("update"));
    });
}
