//! "Who is playing?" on a tablet children share: when the teacher listed the children and
//! asks (`class`), a game waits for a child to tap their picture or name before it starts,
//! and its result is kept under that name (`results`). The name stays beside the game; a tap
//! on it asks again (a child who tapped the wrong picture).

use leptos::prelude::*;

use super::class::Class;
use super::control::Ctl;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::{images, speech};

/// The question, over the game, until a child answers.
#[component]
pub fn WhoPlays(ctl: Ctl) -> impl IntoView {
    let lang = use_lang();
    let class = StoredValue::new(Class::load());
    let asking = move || {
        class.with_value(Class::asks) && ctl.keeps_results() && ctl.who.get().is_none() && !ctl.play.with(|p| p.state.is_over())
    };
    let pick = move |name: String| {
        speech::say(&name, lang.get_untracked());
        ctl.who.set(Some(name));
        ctl.save();
    };
    view! {
        <Show when=asking>
            <div class="who" role="dialog" aria-modal="true" aria-labelledby="who-title" data-testid="who">
                <div class="who-card">
                    <h2 id="who-title">{move || tr(lang.get(), "Who is playing?", "Qui joue\u{a0}?")}</h2>
                    <div class="who-list">
                        {class.with_value(|c| c.children.clone()).into_iter().map(|child| {
                            let (name, hook) = (child.name.clone(), child.name.clone());
                            view! {
                                <button class="who-child" data-testid="child" data-name=hook on:click=move |_| pick(name.clone())>
                                    {images::url(&child.picture).map(|src| view! { <img src=src alt="" /> })}
                                    <span>{child.name}</span>
                                </button>
                            }
                        }).collect_view()}
                        <button class="who-child other" data-testid="child-other" on:click=move |_| pick(String::new())>
                            <span class="who-mark" aria-hidden="true">"?"</span>
                            <span>{move || tr(lang.get(), "Someone else", "Quelqu'un d'autre")}</span>
                        </button>
                    </div>
                    <a class="button" href="#/">{move || tr(lang.get(), "All games", "Tous les jeux")}</a>
                </div>
            </div>
        </Show>
    }
}

/// The child playing, beside the game: a tap asks again.
#[component]
pub fn WhoChip(ctl: Ctl) -> impl IntoView {
    let lang = use_lang();
    let class = StoredValue::new(Class::load());
    let shown = move || class.with_value(Class::asks) && ctl.keeps_results() && ctl.who.get().is_some();
    let picture = move || {
        let who = ctl.who.get().unwrap_or_default();
        class.with_value(|c| c.children.iter().find(|ch| ch.name == who).and_then(|ch| images::url(&ch.picture)))
    };
    view! {
        <Show when=shown>
            <button class="who-chip" data-testid="who-chip" on:click=move |_| ctl.who.set(None)
                aria-label=move || tr(lang.get(), "Who is playing? Tap to change.", "Qui joue\u{a0}? Touche pour changer.")>
                {move || picture().map(|src| view! { <img src=src alt="" /> })}
                <span>{move || match ctl.who.get().unwrap_or_default() {
                    name if name.is_empty() => tr(lang.get(), "Someone else", "Quelqu'un d'autre").to_string(),
                    name => name,
                }}</span>
            </button>
        </Show>
    }
}
