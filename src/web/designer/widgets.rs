//! The designer's small controls, big enough for a finger: a row of choices, a switch with
//! its one-line explanation, a number stepper, property chips and a picture chooser.

use leptos::prelude::*;

use crate::shared::i18n::{tr, use_lang};
use crate::shared::images;

/// One choice among a few, as a row of big buttons; `current` is the chosen index.
pub fn choice(
    hook: &'static str,
    options: Vec<(&'static str, &'static str)>,
    current: impl Fn() -> usize + Copy + Send + Sync + 'static,
    choose: impl Fn(usize) + Copy + Send + Sync + 'static,
) -> AnyView {
    choice_view(hook, options, Signal::derive(current), Callback::new(choose))
}

// The widgets' views are built once, not once per caller's closures: the designer's bundle
// holds one copy of each.
fn choice_view(
    hook: &'static str,
    options: Vec<(&'static str, &'static str)>,
    current: Signal<usize>,
    choose: Callback<usize>,
) -> AnyView {
    let lang = use_lang();
    let buttons = options
        .into_iter()
        .enumerate()
        .map(|(i, (en, fr))| {
            view! {
                <button class="choice" data-choice=i aria-pressed=move || (current.get() == i).to_string() on:click=move |_| choose.run(i)>
                    {move || tr(lang.get(), en, fr)}
                </button>
            }
        })
        .collect_view();
    view! { <div class="choices" role="group" data-testid=hook>{buttons}</div> }.into_any()
}

/// A switch with its label and, under it, what it does in plain words.
pub fn switch(
    hook: &'static str,
    label: (&'static str, &'static str),
    help: (&'static str, &'static str),
    on: impl Fn() -> bool + Copy + Send + Sync + 'static,
    set: impl Fn(bool) + Copy + Send + Sync + 'static,
) -> AnyView {
    switch_view(hook, label, help, Signal::derive(on), Callback::new(set))
}

fn switch_view(
    hook: &'static str,
    label: (&'static str, &'static str),
    help: (&'static str, &'static str),
    on: Signal<bool>,
    set: Callback<bool>,
) -> AnyView {
    let lang = use_lang();
    view! {
        <label class="switch">
            <input type="checkbox" data-testid=hook prop:checked=on on:change=move |ev| set.run(event_target_checked(&ev)) />
            <span class="switch-label">{move || tr(lang.get(), label.0, label.1)}</span>
            <small>{move || tr(lang.get(), help.0, help.1)}</small>
        </label>
    }
    .into_any()
}

/// − value + ; `None` shows "∞" (no limit) and + starts at 1.
pub fn stepper(
    hook: &'static str,
    label: (&'static str, &'static str),
    value: impl Fn() -> Option<u32> + Copy + Send + Sync + 'static,
    set: impl Fn(Option<u32>) + Copy + Send + Sync + 'static,
    min: u32,
) -> AnyView {
    stepper_view(hook, label, Signal::derive(value), Callback::new(set), min, ("∞", "∞"))
}

/// A stepper whose `None` is shown as `none` ("off" for a rule that can be switched off).
pub fn stepper_or(
    hook: &'static str,
    label: (&'static str, &'static str),
    value: impl Fn() -> Option<u32> + Copy + Send + Sync + 'static,
    set: impl Fn(Option<u32>) + Copy + Send + Sync + 'static,
    min: u32,
    none: (&'static str, &'static str),
) -> AnyView {
    stepper_view(hook, label, Signal::derive(value), Callback::new(set), min, none)
}

fn stepper_view(
    hook: &'static str,
    label: (&'static str, &'static str),
    value: Signal<Option<u32>>,
    set: Callback<Option<u32>>,
    min: u32,
    none: (&'static str, &'static str),
) -> AnyView {
    let lang = use_lang();
    let shown = move || value.get().map(|n| n.to_string()).unwrap_or_else(|| tr(lang.get(), none.0, none.1).into());
    view! {
        <div class="stepper" data-testid=hook>
            <span>{move || tr(lang.get(), label.0, label.1)}</span>
            <button aria-label="−" data-step="down" on:click=move |_| set.run(value.get_untracked().map(|n| n.saturating_sub(1).max(min)))>"−"</button>
            <output>{shown}</output>
            <button aria-label="+" data-step="up" on:click=move |_| set.run(Some(value.get_untracked().map_or(1, |n| n.saturating_add(1))))>"+"</button>
        </div>
    }
    .into_any()
}

/// Properties as chips: tap × to take one away; type a new one or tap a known one to add it.
pub fn chips(
    hook: &'static str,
    words: impl Fn() -> Vec<String> + Copy + Send + Sync + 'static,
    known: impl Fn() -> Vec<String> + Copy + Send + Sync + 'static,
    set: impl Fn(Vec<String>) + Copy + Send + Sync + 'static,
) -> AnyView {
    chips_view(hook, Signal::derive(words), Signal::derive(known), Callback::new(set))
}

fn chips_view(
    hook: &'static str,
    words: Signal<Vec<String>>,
    known: Signal<Vec<String>>,
    set: Callback<Vec<String>>,
) -> AnyView {
    let lang = use_lang();
    // Memos: the chips are drawn again when the list changes, not at every edit of the design
    // (a chip's × pressed would be replaced before the finger is lifted).
    let (words, known) = (Memo::new(move |_| words.get()), Memo::new(move |_| known.get()));
    let typed = RwSignal::new(String::new());
    let add = move |word: String| {
        let word = tablier::lang::lower(word.trim());
        if word.is_empty() {
            return;
        }
        let mut list = words.get();
        if !list.contains(&word) {
            list.push(word);
            set.run(list);
        }
        typed.set(String::new());
    };
    view! {
        <div class="chips" data-testid=hook>
            {move || words.get().into_iter().map(|w| {
                let gone = w.clone();
                view! {
                    <span class="chip" data-chip=w.clone()>{w.clone()}
                        <button aria-label=move || format!("{} {}", tr(lang.get(), "Remove", "Enlever"), gone)
                            on:click={ let w = w.clone(); move |_| set.run(words.get().into_iter().filter(|x| *x != w).collect()) }>"×"</button>
                    </span>
                }
            }).collect_view()}
            <form class="chip-new" on:submit=move |ev| { ev.prevent_default(); add(typed.get_untracked()); }>
                <input type="text" data-testid=format!("{hook}-new") prop:value=move || typed.get() on:input=move |ev| typed.set(event_target_value(&ev))
                    placeholder=move || tr(lang.get(), "new property", "nouvelle propriété") enterkeyhint="done" />
                <button type="submit">{move || tr(lang.get(), "Add", "Ajouter")}</button>
            </form>
            <div class="chip-known">
                {move || {
                    let have = words.get();
                    known.get().into_iter().filter(|k| !have.contains(k)).map(|k| {
                        let (word, hook) = (k.clone(), k.clone());
                        view! { <button class="chip ghost" data-known=hook on:click=move |_| add(word.clone())>"+ "{k}</button> }
                    }).collect_view()
                }}
            </div>
        </div>
    }
    .into_any()
}

/// The built-in pictures as big buttons; `chosen` is the picture now set.
pub fn gallery(
    hook: &'static str,
    chosen: impl Fn() -> String + Copy + Send + Sync + 'static,
    pick: impl Fn(String) + Copy + Send + Sync + 'static,
    none: bool,
) -> AnyView {
    gallery_view(hook, Signal::derive(chosen), Callback::new(pick), none)
}

fn gallery_view(hook: &'static str, chosen: Signal<String>, pick: Callback<String>, none: bool) -> AnyView {
    let lang = use_lang();
    let clear = none.then(|| {
        view! {
            <button class="picture none" data-picture="" aria-pressed=move || chosen.get().is_empty().to_string() on:click=move |_| pick.run(String::new())>
                {move || tr(lang.get(), "None", "Aucune")}
            </button>
        }
    });
    let own = move || {
        let c = chosen.get();
        c.starts_with("data:").then(|| {
            view! { <button class="picture" data-picture="uploaded" aria-pressed="true"><img src=c alt="" /></button> }
        })
    };
    view! {
        <div class="gallery" data-testid=hook>
            {clear}
            {own}
            {images::BUILT_IN.iter().map(|(name, _)| {
                let url = images::url(name).unwrap_or_default();
                view! {
                    <button class="picture" data-picture=*name aria-label=*name aria-pressed=move || (chosen.get() == *name).to_string()
                        on:click=move |_| pick.run(name.to_string())>
                        <img src=url alt="" loading="lazy" />
                    </button>
                }
            }).collect_view()}
        </div>
    }
    .into_any()
}

/// "Upload a picture": the file is checked and drawn small (`crate::upload`), refused with a
/// sentence when it is not a picture or would make the design too big to share, else given
/// to `use_it` as a `data:` URL.
pub fn upload_button(
    draft: super::draft::Draft,
    hook: &'static str,
    use_it: impl Fn(String) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    use wasm_bindgen::JsCast;
    let lang = use_lang();
    let busy = RwSignal::new(false);
    let chosen = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = crate::shared::files::first(&input) else { return };
        input.set_value("");
        busy.set(true);
        leptos::task::spawn_local(async move {
            let result = crate::upload::picture(file).await.and_then(|url| {
                let size = draft.design.with_untracked(|d| d.to_json().len());
                tablier::pictures::fits_in_design(size, url.len()).map(|()| url)
            });
            busy.set(false);
            match result {
                Ok(url) => use_it(url),
                Err(why) => draft.message.set(Some((why, true))),
            }
        });
    };
    view! {
        <label class="button upload">
            {move || if busy.get() { tr(lang.get(), "Reading the picture…", "Lecture de l'image…") } else { tr(lang.get(), "Upload a picture", "Importer une image") }}
            <input type="file" accept="image/png,image/jpeg,image/webp,image/svg+xml" data-testid=hook on:change=chosen />
        </label>
    }
}

/// A choice among the design's own ids (players, zones, trays, token types), with a first
/// choice for none (the value ""); `options` gives (id, name) pairs.
pub fn id_select(
    hook: &'static str,
    none: (&'static str, &'static str),
    options: impl Fn() -> Vec<(String, String)> + Copy + Send + Sync + 'static,
    current: impl Fn() -> String + Copy + Send + Sync + 'static,
    set: impl Fn(String) + Copy + Send + Sync + 'static,
) -> AnyView {
    id_select_view(hook, none, Signal::derive(options), Signal::derive(current), Callback::new(set))
}

fn id_select_view(
    hook: &'static str,
    none: (&'static str, &'static str),
    options: Signal<Vec<(String, String)>>,
    current: Signal<String>,
    set: Callback<String>,
) -> AnyView {
    let lang = use_lang();
    let list = move || {
        options
            .get()
            .into_iter()
            .map(|(id, name)| {
                let chosen = current.get() == id;
                view! { <option value=id selected=chosen>{name}</option> }
            })
            .collect_view()
    };
    view! {
        <select data-testid=hook on:change=move |ev| set.run(event_target_value(&ev))>
            <option value="" selected=move || current.get().is_empty()>{move || tr(lang.get(), none.0, none.1)}</option>
            {list}
        </select>
    }
    .into_any()
}
