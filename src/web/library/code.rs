//! The teacher's code for the educators' controls: optional, set on the teacher's page
//! (`tablet.rs`). Once set, holding "For educators" opens a keypad and only the right code
//! lets the educator in; after a few wrong codes the keypad waits, so that a child cannot try
//! them all. Kept as typed on the device: it keeps children out, not a determined adult (who
//! could clear the site's data anyway).

use leptos::prelude::*;

use crate::shared::i18n::{tr, use_lang};
use crate::shared::storage;

const KEY: &str = "tablier.code";
/// When the keypad may be used again (ms since 1970), after too many wrong codes.
const WAIT_KEY: &str = "tablier.code.wait";
/// Wrong codes in a row before the keypad waits, and for how long.
const TRIES: u32 = 5;
const WAIT_MS: f64 = 60_000.0;

/// The code, when one is set.
pub fn code() -> Option<String> {
    storage::get_text(KEY).filter(|c| !c.is_empty())
}

pub fn set_code(code: Option<&str>) {
    match code {
        Some(c) => storage::set(KEY, c),
        None => storage::remove(KEY),
    }
}

/// A code the teacher may choose: 4 to 8 digits.
pub fn acceptable(code: &str) -> bool {
    (4..=8).contains(&code.len()) && code.chars().all(|c| c.is_ascii_digit())
}

fn waiting_until() -> f64 {
    storage::get::<f64>(WAIT_KEY).unwrap_or(0.0)
}

/// The keypad asking the code: `done(true)` once it is typed right, `done(false)` on Cancel.
#[component]
pub fn Keypad(done: Callback<bool>) -> impl IntoView {
    let lang = use_lang();
    let right = StoredValue::new(code().unwrap_or_default());
    let typed = RwSignal::new(String::new());
    let wrong = RwSignal::new(0u32);
    let said = RwSignal::new(None::<&'static str>);
    let length = right.with_value(String::len);
    let press = move |digit: char| {
        if js_sys::Date::now() < waiting_until() {
            said.set(Some(tr(lang.get_untracked(), "Too many wrong codes: wait a minute.", "Trop de codes faux\u{a0}: attendez une minute.")));
            return;
        }
        typed.update(|t| t.push(digit));
        if typed.with_untracked(String::len) < length {
            return;
        }
        if right.with_value(|r| typed.with_untracked(|t| t == r)) {
            done.run(true);
            return;
        }
        typed.set(String::new());
        wrong.update(|w| *w += 1);
        if wrong.get_untracked() >= TRIES {
            wrong.set(0);
            storage::set(WAIT_KEY, &(js_sys::Date::now() + WAIT_MS));
            said.set(Some(tr(lang.get_untracked(), "Too many wrong codes: wait a minute.", "Trop de codes faux\u{a0}: attendez une minute.")));
        } else {
            said.set(Some(tr(lang.get_untracked(), "That is not the code.", "Ce n'est pas le code.")));
        }
    };
    let key = move |d: char| {
        view! { <button class="key" data-testid="key" data-key=d.to_string() on:click=move |_| press(d)>{d.to_string()}</button> }
    };
    view! {
        <div class="keypad-wrap" role="dialog" aria-modal="true" aria-labelledby="keypad-title" data-testid="keypad">
            <div class="keypad">
                <h2 id="keypad-title">{move || tr(lang.get(), "Educators' code", "Code des enseignants")}</h2>
                <p class="dots" aria-live="polite" data-testid="code-dots">
                    {move || (0..length).map(|i| if i < typed.with(String::len) { "●" } else { "○" }).collect::<String>()}
                </p>
                <div class="keys">
                    {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map(key)}
                    <button class="key" data-testid="key-back" aria-label=move || tr(lang.get(), "Erase", "Effacer")
                        on:click=move |_| typed.update(|t| { t.pop(); })>"⌫"</button>
                    {key('0')}
                    <button class="key" data-testid="keypad-cancel" on:click=move |_| done.run(false)>{move || tr(lang.get(), "Cancel", "Annuler")}</button>
                </div>
                <p role="status" class="refused" data-testid="code-said">{move || said.get()}</p>
            </div>
        </div>
    }
}
