//! The picture chooser of the kinds' editors: the built-in pictures that go on tokens, then
//! the pictures the educator uploaded into this game, then "Upload a picture". It stays open:
//! each tap is one thing added (a pair, a token to sort), as a teacher picks six pictures in
//! six taps.

use leptos::prelude::*;
use tablier::edit::{for_tokens, picture_words};

use super::draft::Draft;
use super::widgets::upload_button;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::images;

/// `title` says what a tap does; `pick` gets the picture's name (or `data:` URL); `word`
/// offers "No picture" (a card showing its word) as well.
pub fn chooser(
    draft: Draft,
    title: Signal<String>,
    pick: Callback<String>,
    word: bool,
    close: Callback<()>,
) -> AnyView {
    let lang = use_lang();
    let uploaded = move || {
        draft.design.with(|d| {
            let mut seen: Vec<String> = Vec::new();
            for t in &d.token_types {
                if t.front.starts_with("data:") && !seen.contains(&t.front) {
                    seen.push(t.front.clone());
                }
            }
            seen.into_iter()
                .map(|url| {
                    let chosen = url.clone();
                    view! {
                        <button class="picture" data-picture="uploaded" aria-label=move || tr(lang.get(), "Your picture", "Votre image")
                            on:click=move |_| pick.run(chosen.clone())><img src=url alt="" /></button>
                    }
                })
                .collect_view()
        })
    };
    let built_in = images::BUILT_IN
        .iter()
        .filter(|(name, _)| for_tokens(name))
        .map(|(name, _)| {
            let words = picture_words(name);
            let url = images::url(name).unwrap_or_default();
            view! {
                <button class="picture" data-picture=*name aria-label=move || words.get(lang.get()).to_string()
                    on:click=move |_| pick.run(name.to_string())>
                    <img src=url alt="" loading="lazy" />
                </button>
            }
        })
        .collect_view();
    let no_picture = word.then(|| {
        view! {
            <button class="picture none" data-picture="" on:click=move |_| pick.run(String::new())>
                {move || tr(lang.get(), "Its word", "Son mot")}
            </button>
        }
    });
    view! {
        <div class="chooser" data-testid="chooser" role="group" aria-label=move || title.get()>
            <div class="chooser-head">
                <p class="chooser-title">{move || title.get()}</p>
                <button class="primary" data-testid="chooser-done" on:click=move |_| close.run(())>{move || tr(lang.get(), "Done", "Terminé")}</button>
            </div>
            <div class="gallery chooser-pictures">{no_picture}{uploaded}{built_in}</div>
            {upload_button(draft, "chooser-upload", move |url| pick.run(url))}
        </div>
    }
    .into_any()
}
