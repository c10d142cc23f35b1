//! A designer text edited in the interface's language, with the other language's text small
//! under it (editable by a tap), marked when it is not written yet or still holds a starting
//! point's words: an English game made in a French session is then not half French
//! (model/words.rs keeps both).
//!
//! What is typed is committed once, when the field is left (the `change` event: one undo
//! step, not one per key). A tap elsewhere on a tablet does not always leave the field (the
//! canvas refuses touches, so focus stays), and the field may be drawn away by that very tap:
//! `typing::keep_typed` leaves it first, at the press, before anything else hears of the tap; and the
//! draft leaves it before it saves when the page is hidden (`typing::commit_typed`).

use std::sync::Arc;

use leptos::prelude::*;
use tablier::lang::Lang;
use tablier::model::{Design, Words};
use wasm_bindgen::JsCast;

use super::draft::Draft;
use crate::shared::i18n::{tr, use_lang};

/// A text input for the text that `get` reads and `at` changes in the design (None: nothing
/// to edit).
pub fn words_input(
    draft: Draft,
    hook: &'static str,
    class: &'static str,
    label: Option<(&'static str, &'static str)>,
    get: impl for<'a> Fn(&'a Design) -> Option<&'a Words> + Send + Sync + 'static,
    at: impl for<'a> Fn(&'a mut Design) -> Option<&'a mut Words> + Send + Sync + 'static,
) -> AnyView {
    // One body for every field: the accessors are boxed so the view is not built once per caller.
    field(draft, hook, class, label, Arc::new(get), Arc::new(at), None)
}

/// A text the game replaces by a sentence of its own when it is left blank: the empty field
/// shows that sentence (`said`, in each language), so the educator reads what the child will
/// hear before deciding to write something else.
pub fn words_input_said(
    draft: Draft,
    hook: &'static str,
    get: impl for<'a> Fn(&'a Design) -> Option<&'a Words> + Send + Sync + 'static,
    at: impl for<'a> Fn(&'a mut Design) -> Option<&'a mut Words> + Send + Sync + 'static,
    said: impl Fn(Lang) -> String + Send + Sync + 'static,
) -> AnyView {
    field(draft, hook, "", None, Arc::new(get), Arc::new(at), Some(Arc::new(said)))
}

type Said = Arc<dyn Fn(Lang) -> String + Send + Sync>;

type ReadText = Arc<dyn for<'a> Fn(&'a Design) -> Option<&'a Words> + Send + Sync>;
type WriteText = Arc<dyn for<'a> Fn(&'a mut Design) -> Option<&'a mut Words> + Send + Sync>;

fn other(lang: Lang) -> Lang {
    match lang {
        Lang::En => Lang::Fr,
        Lang::Fr => Lang::En,
    }
}

fn field(
    draft: Draft,
    hook: &'static str,
    class: &'static str,
    label: Option<(&'static str, &'static str)>,
    get: ReadText,
    at: WriteText,
    said: Option<Said>,
) -> AnyView {
    let lang = use_lang();
    // Each language's own text (no fallback), read once per change of the design.
    let texts = {
        let get = get.clone();
        Memo::new(move |_| {
            draft.design.with(|d| {
                get(d).map(|w| [Lang::En, Lang::Fr].map(|l| w.own(l, d.home()).to_string())).unwrap_or_default()
            })
        })
    };
    let own = move |l: Lang| texts.with(|t| t[l as usize].clone());
    let set = move |l: Lang, v: String| {
        let at = at.clone();
        draft.set(move |d| {
            let home = d.home();
            if let Some(w) = at(d) {
                w.set(l, v, home);
            }
        });
    };
    let set = Arc::new(set);
    let sentence = said.is_some();
    // The empty field shows what the game will say; else the other language's text, as a clue.
    let hint = move |l: Lang| match &said {
        Some(said) => said(l),
        None if l == lang.get() => own(other(l)),
        None => String::new(),
    };
    let hint = Arc::new(hint);
    let aria = move || label.map(|(en, fr)| tr(lang.get(), en, fr));
    let main = {
        let (set, hint) = (set.clone(), hint.clone());
        text_box(
            sentence,
            hook.to_string(),
            class,
            move || aria().map(str::to_string),
            move || own(lang.get()),
            move || hint(lang.get()),
            move |v| set(lang.get_untracked(), v),
        )
    };
    // The other language, and why it wants a look.
    let mark = move || {
        let (l, o) = (lang.get(), other(lang.get()));
        let (mine, theirs) = (own(l), own(o));
        if theirs.trim().is_empty() {
            (!mine.trim().is_empty()).then_some("empty")
        } else if starting_words(o, &theirs) && !starting_words(l, &mine) {
            Some("template")
        } else {
            None
        }
    };
    let mark_words = move || match (mark(), other(lang.get())) {
        (Some("empty"), Lang::En) => tr(lang.get(), "not written in English yet", "pas encore écrit en anglais"),
        (Some("empty"), Lang::Fr) => tr(lang.get(), "not written in French yet", "pas encore écrit en français"),
        (Some(_), _) => tr(lang.get(), "still the starting point's words", "encore les mots du modèle de départ"),
        (None, _) => "",
    };
    let other_name = move || match other(lang.get()) {
        Lang::En => tr(lang.get(), "English", "Anglais"),
        Lang::Fr => tr(lang.get(), "French", "Français"),
    };
    let other_aria = move || match aria() {
        Some(l) => format!("{l} ({})", other_name()),
        None => other_name().to_string(),
    };
    let other_box = text_box(
        sentence,
        format!("{hook}-other"),
        "",
        move || Some(other_aria()),
        move || own(other(lang.get())),
        move || hint(other(lang.get())),
        move |v| set(other(lang.get_untracked()), v),
    );
    view! {
        <span class="words-field">
            {main}
            <span class="other-lang" data-testid=format!("{hook}-other-lang") data-mark=move || mark().unwrap_or("")>
                <span class="other-lang-name" aria-hidden="true">{other_name}</span>
                {other_box}
                <span class="other-lang-mark">{mark_words}</span>
            </span>
        </span>
    }
    .into_any()
}

/// One box of text: a line, or for a message two lines that wrap, so that its placeholder (the
/// game's own sentence) is read whole on a tablet's narrow panel; Enter leaves a message as the
/// keyboard's Done leaves a line (a message is one sentence).
fn text_box(
    sentence: bool,
    hook: String,
    class: &'static str,
    aria: impl Fn() -> Option<String> + Send + Sync + 'static,
    value: impl Fn() -> String + Send + Sync + 'static,
    hint: impl Fn() -> String + Send + Sync + 'static,
    changed: impl Fn(String) + 'static,
) -> AnyView {
    // Reached, the whole text is chosen: what is typed replaces it ("My sort game" becomes the
    // new name, not "My sort gameClass sort"); a second tap places the caret.
    if sentence {
        view! {
            <textarea rows="2" class=class data-testid=hook aria-label=aria prop:value=value placeholder=hint
                on:focus=select_all on:keydown=leave_on_enter
                on:change=move |ev| changed(event_target_value(&ev))></textarea>
        }
        .into_any()
    } else {
        view! {
            <input type="text" class=class data-testid=hook aria-label=aria prop:value=value placeholder=hint
                on:focus=select_all on:change=move |ev| changed(event_target_value(&ev)) />
        }
        .into_any()
    }
}

fn select_all(ev: leptos::ev::FocusEvent) {
    let target = ev.target();
    if let Some(input) = target.clone().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
        input.select();
    } else if let Some(area) = target.and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()) {
        area.select();
    }
}

fn leave_on_enter(ev: leptos::ev::KeyboardEvent) {
    if ev.key() == "Enter" && !ev.shift_key() {
        ev.prevent_default();
        if let Some(area) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = area.blur();
        }
    }
}

/// Is `text` one of the starting points' own texts in `lang` (a template's words)?
fn starting_words(lang: Lang, text: &str) -> bool {
    thread_local! {
        static WORDS: [Vec<String>; 2] = {
            let mut out: [Vec<String>; 2] = Default::default();
            for start in tablier::edit::Start::ALL {
                let d = start.design(Lang::En);
                for (_, w) in d.all_words() {
                    for l in [Lang::En, Lang::Fr] {
                        let own = w.own(l, d.home());
                        if !own.trim().is_empty() {
                            out[l as usize].push(own.to_string());
                        }
                    }
                }
            }
            out
        };
    }
    !text.trim().is_empty() && WORDS.with(|w| w[lang as usize].iter().any(|t| t == text))
}
