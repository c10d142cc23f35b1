//! Who is at the screen: a child (the library shows only the games, to play) or an educator
//! (it also offers making, editing, importing, exporting and deleting games). Child mode is the
//! default on a touch screen, where children play; an educator unlocks the rest by holding a
//! button for a moment, which a child's tap does not do, and types the teacher's code when one
//! is set (`code`). Remembered in localStorage.

use leptos::prelude::*;

use crate::classroom::KeypadLoader;
use crate::code;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::{offline, storage};

const KEY: &str = "tablier.mode";

/// How long the educator holds the unlock button.
const HOLD_MS: u32 = 1500;

/// Is the library in child mode?
pub fn child() -> bool {
    match storage::get_text(KEY).as_deref() {
        Some("child") => true,
        Some("teacher") => false,
        // A finger as the main pointer: a tablet or a phone.
        _ => window().match_media("(pointer: coarse)").ok().flatten().is_some_and(|m| m.matches()),
    }
}

fn set_child(child: bool) {
    storage::set(KEY, if child { "child" } else { "teacher" });
}

/// An educator has just left child mode: the designer is kept for use offline from now on
/// (`offline::start` asks at the start only on an educator's device).
fn keep_designer() {
    let Some(sw) = offline::container() else { return };
    let Ok(ready) = sw.ready() else { return };
    // Once a worker is active (on a first visit it may still be installing).
    leptos::task::spawn_local(async move {
        let Ok(reg) = wasm_bindgen_futures::JsFuture::from(ready).await else { return };
        if let Ok(reg) = wasm_bindgen::JsCast::dyn_into::<web_sys::ServiceWorkerRegistration>(reg) {
            offline::ask_designer(&reg);
        }
    });
}

/// Child mode's switch, at one place in both modes: held for a moment, it lets the educator
/// in (a tap only says to hold it; a fill shows how long is left); tapped in educator mode, it
/// gives the screen back to the children. The finger that unlocked lifts on the same button:
/// that release is not taken for a tap.
#[component]
pub fn ModeSwitch(child: RwSignal<bool>) -> impl IntoView {
    let lang = use_lang();
    let holding = RwSignal::new(false);
    let told = RwSignal::new(false);
    // Each press has its number: a timer from an earlier press does nothing.
    let press = StoredValue::new(0u32);
    // Set by the unlocking press: the click its release makes is not a tap on "Child mode".
    let swallow = StoredValue::new(false);
    // The teacher's code is asked (`code`).
    let asking = RwSignal::new(false);
    let enter = move || {
        set_child(false);
        keep_designer();
        child.set(false);
    };
    let start = move || {
        swallow.set_value(false);
        if !child.get_untracked() || holding.get_untracked() {
            return;
        }
        holding.set(true);
        let n = press.get_value() + 1;
        press.set_value(n);
        set_timeout(
            move || {
                if press.try_get_value() == Some(n) && holding.try_get_untracked() == Some(true) {
                    holding.set(false);
                    told.set(false);
                    swallow.set_value(true);
                    match code::code() {
                        Some(_) => asking.set(true),
                        None => enter(),
                    }
                }
            },
            std::time::Duration::from_millis(HOLD_MS as u64),
        );
    };
    let stop = move || {
        if holding.get_untracked() {
            holding.set(false);
            press.update_value(|n| *n += 1);
            told.set(true);
        }
    };
    let lock = move |_| {
        if swallow.get_value() {
            swallow.set_value(false);
        } else if !child.get_untracked() {
            set_child(true);
            child.set(true);
        }
    };
    let key = |ev: &leptos::ev::KeyboardEvent| matches!(ev.key().as_str(), "Enter" | " ");
    let keypad = move || {
        asking.get().then(|| {
            let done = Callback::new(move |right: bool| {
                asking.set(false);
                if right {
                    enter();
                }
            });
            view! { <KeypadLoader done=done /> }
        })
    };
    view! {
        <div class="unlock-wrap">
            <button class="unlock" data-testid=move || if child.get() { "unlock" } else { "child-mode" }
                data-holding=move || holding.get().to_string() style=format!("--hold: {}ms", HOLD_MS)
                on:pointerdown=move |ev| { ev.prevent_default(); start(); }
                on:pointerup=move |_| stop()
                on:pointerleave=move |_| stop()
                on:pointercancel=move |_| stop()
                on:contextmenu=|ev| ev.prevent_default()
                on:keydown=move |ev| if key(&ev) && !ev.repeat() { if child.get_untracked() { ev.prevent_default(); } start(); }
                on:keyup=move |ev| if key(&ev) { stop(); }
                on:click=lock>
                <span class="fill" aria-hidden="true"></span>
                <span class="words">{move || match child.get() {
                    true => tr(lang.get(), "For educators", "Pour les enseignants"),
                    false => tr(lang.get(), "Child mode: only play", "Mode enfant\u{a0}: seulement jouer"),
                }}</span>
            </button>
            <p class="unlock-help" role="status" data-testid="unlock-help">
                {move || told.get().then(|| tr(lang.get(), "Keep your finger on the button until it fills.", "Garde le doigt sur le bouton jusqu'à ce qu'il soit plein."))}
            </p>
            {keypad}
        </div>
    }
}
