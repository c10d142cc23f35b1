//! Reading aloud, for children who do not read yet: the browser's speech synthesis says the
//! messages, the refusals, the end of the game, a tapped token's word and, on request, the
//! game's goal, in the interface's language. A setting remembered on this device; a browser
//! without speech, or without a French (English) voice, says nothing and shows no error.

use leptos::prelude::*;
use tablier::lang::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{SpeechSynthesis, SpeechSynthesisUtterance, SpeechSynthesisVoice};

use crate::shared::storage;

const KEY: &str = "tablier.voice";

/// The read-aloud setting, shared by the app (through the context).
#[derive(Clone, Copy)]
pub struct Voice(pub RwSignal<bool>);

thread_local! {
    // Also kept here for timers and pointer handlers, where the context cannot be asked.
    static SETTING: std::cell::Cell<Option<RwSignal<bool>>> = const { std::cell::Cell::new(None) };
}

pub fn provide() -> Voice {
    let voice = Voice(RwSignal::new(storage::get::<bool>(KEY).unwrap_or(false)));
    provide_context(voice);
    SETTING.with(|s| s.set(Some(voice.0)));
    voice
}

/// The setting as a signal, for views.
pub fn enabled() -> RwSignal<bool> {
    expect_context::<Voice>().0
}

/// Whether read-aloud is on.
pub fn on() -> bool {
    SETTING.with(|s| s.get()).and_then(|v| v.try_get_untracked()).unwrap_or(false)
}

/// Turned on, the voice says so at once: a child who cannot read the button hears it work.
pub fn toggle(voice: Voice, lang: Lang) {
    let next = !voice.0.get_untracked();
    storage::set(KEY, &next);
    voice.0.set(next);
    if next {
        speak(if lang == Lang::Fr { "Lecture à voix haute." } else { "Reading aloud." }, lang);
    } else if let Some(s) = synth() {
        s.cancel();
    }
}

fn synth() -> Option<SpeechSynthesis> {
    let w = window();
    let has = js_sys::Reflect::has(&w, &JsValue::from_str("speechSynthesis")).unwrap_or(false);
    if has {
        w.speech_synthesis().ok()
    } else {
        None
    }
}

/// The voice for a language: the browser's default one for it first. `None` with voices
/// listed but none in the language (nothing is said then); `Some(None)` when the browser has
/// not listed its voices yet (it then picks one by the language asked).
fn voice_for(s: &SpeechSynthesis, lang: Lang) -> Option<Option<SpeechSynthesisVoice>> {
    let code = if lang == Lang::Fr { "fr" } else { "en" };
    let voices: Vec<SpeechSynthesisVoice> = s.get_voices().iter().map(|v| v.unchecked_into()).collect();
    if voices.is_empty() {
        return Some(None);
    }
    let fits = |v: &&SpeechSynthesisVoice| v.lang().to_ascii_lowercase().starts_with(code);
    // (No sort: one pass for the default voice, then any, keeps the wasm small.)
    let default = voices.iter().filter(fits).find(|v| v.default());
    default.or_else(|| voices.iter().find(fits)).map(|v| Some(v.clone()))
}

/// A loudspeaker, drawn (an emoji may be missing from a tablet's fonts).
pub fn speaker_icon() -> impl IntoView {
    view! {
        <svg class="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M3 9v6h4l5 4V5L7 9H3z" fill="currentColor" />
            <path d="M16 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" stroke="currentColor" stroke-width="2" fill="none" stroke-linecap="round" />
        </svg>
    }
}

thread_local! {
    // What was asked to be said in this turn of the event loop, said together once it ends.
    static BATCH: std::cell::RefCell<Vec<(u8, String, Lang)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Say `text` when read-aloud is on. What several parts of the page ask in the same moment (a
/// move's message, the turn that passes, a hint) is said as one utterance, each sentence once:
/// a second call would cancel the first, and the end of a game must not be heard twice.
pub fn say(text: &str, lang: Lang) {
    say_in(0, text, lang);
}

/// `say`, placed by `rank` among what is said in the same moment (0 first: what happened,
/// then what to do), whichever part of the page asked first.
pub fn say_in(rank: u8, text: &str, lang: Lang) {
    let text = text.trim();
    if !on() || text.is_empty() {
        return;
    }
    let first = BATCH.with(|b| {
        let mut b = b.borrow_mut();
        b.push((rank, text.to_string(), lang));
        b.len() == 1
    });
    if first {
        // After the effects of this change have run (they run as microtasks).
        set_timeout(flush, std::time::Duration::ZERO);
    }
}

fn flush() {
    let batch = BATCH.with(|b| std::mem::take(&mut *b.borrow_mut()));
    let Some(lang) = batch.last().map(|(_, _, l)| *l) else { return };
    // Rank by rank, each in the order asked (a pass per rank: no sort's code in the download).
    let ranked = (0..=u8::MAX).take_while(|r| batch.iter().any(|(k, _, _)| k >= r));
    let texts = ranked.flat_map(|r| batch.iter().filter(move |(k, _, _)| *k == r).map(|(_, t, _)| t.clone()));
    speak(&joined(texts), lang);
}

/// The sentences in order, leaving out one already said within another ("Draw!" after "No
/// move is possible any more. Draw!").
fn joined(texts: impl Iterator<Item = String>) -> String {
    let mut kept: Vec<String> = Vec::new();
    for text in texts {
        if kept.iter().any(|k| k.contains(text.as_str())) {
            continue;
        }
        // A longer one that holds an earlier one replaces it.
        kept.retain(|k| !text.contains(k.as_str()));
        kept.push(text);
    }
    // A word said alone (a tapped card's "Blue") ends with a stop: the voice pauses before
    // the next sentence instead of reading "Blue Not a pair".
    let last = kept.len().saturating_sub(1);
    for k in kept[..last].iter_mut().filter(|k| k.ends_with(char::is_alphanumeric)) {
        k.push('.');
    }
    kept.join(" ")
}

/// Say `text` whatever the setting (the "hear the goal" button asks for it).
pub fn speak(text: &str, lang: Lang) {
    let text = text.trim();
    let Some(s) = synth().filter(|_| !text.is_empty()) else { return };
    let Some(voice) = voice_for(&s, lang) else { return };
    let Ok(u) = SpeechSynthesisUtterance::new_with_text(text) else { return };
    u.set_lang(if lang == Lang::Fr { "fr-FR" } else { "en-GB" });
    if let Some(v) = voice {
        u.set_voice(Some(&v));
    }
    // A slower pace, for children.
    u.set_rate(0.9);
    // A tapped token's word is followed by the message its move brings; anything older
    // than the one being said is dropped, so the voice never lags behind the child.
    if s.pending() {
        s.cancel();
    }
    s.speak(&u);
}
