//! Today's games opened from a link (`#/set/…`, made by `set_panel.rs`): the games' names and
//! one button that puts them on this tablet as today's games (each game added once: one kept
//! already is found, not added again). A link that was cut or altered says so in one sentence,
//! and nothing changes.

use leptos::prelude::*;
use tablier::lang::Text;
use tablier::sets::GameSet;

use crate::adding;
use crate::link::{self, Broken};
use crate::shared::games;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::route::Route;
use crate::shelf::Shelf;

#[derive(Clone)]
enum Opened {
    Opening,
    Broken(Text),
    Set(GameSet),
}

#[component]
pub fn SetPage(payload: String) -> impl IntoView {
    let lang = use_lang();
    let opened = RwSignal::new(Opened::Opening);
    leptos::task::spawn_local(async move {
        let state = match link::unpack(&payload).await {
            Err(broken) => Opened::Broken(crate::link_page::broken_words(broken)),
            Ok(json) => match tablier::sets::read(&json) {
                Some(Ok(set)) => Opened::Set(set),
                Some(Err(why)) => Opened::Broken(why),
                None => Opened::Broken(crate::link_page::broken_words(Broken::Damaged)),
            },
        };
        opened.try_set(state);
    });
    let body = move || match opened.get() {
        Opened::Opening => view! { <p role="status">{move || tr(lang.get(), "Opening…", "Ouverture…")}</p> }.into_any(),
        Opened::Broken(why) => {
            view! { <p role="status" data-testid="link-broken">{move || why.get(lang.get()).to_string()}</p> }.into_any()
        }
        Opened::Set(set) => view! { <SetCard set=set /> }.into_any(),
    };
    view! {
        <main class="link-page" data-testid="set-page">
            {body}
            <a class="button big" href=Route::Library.href() data-testid="all-games">
                {move || tr(lang.get(), "All games", "Tous les jeux")}
            </a>
        </main>
    }
}

#[component]
fn SetCard(set: GameSet) -> impl IntoView {
    let lang = use_lang();
    // The names: the teacher's games from their designs, the built-in ones from this tablet's.
    let mut names: Vec<Text> = set.builtin.iter().filter_map(|id| games::find(id)).map(|e| e.game.design.name.text()).collect();
    names.extend(set.designs().iter().filter_map(|json| games::read(json)).map(|d| d.name.text()));
    let done = RwSignal::new(None::<(usize, Vec<Text>)>);
    let busy = RwSignal::new(false);
    let set = StoredValue::new(set);
    let put = move |_| {
        if busy.get_untracked() {
            return;
        }
        busy.set(true);
        leptos::task::spawn_local(async move {
            let set = set.get_value();
            let (ids, refused) = adding::import_set(Shelf::load(), &set, lang.get_untracked()).await;
            crate::today::set_today(&ids);
            done.try_set(Some((ids.len(), refused)));
            busy.try_set(false);
        });
    };
    let count = names.len();
    view! {
        <div class="card link-card" data-testid="set-card">
            <h1>{move || match lang.get() {
                tablier::lang::Lang::En => format!("Today's games ({count})"),
                tablier::lang::Lang::Fr => format!("Les jeux du jour ({count})"),
            }}</h1>
            <ul data-testid="set-names">
                {names.into_iter().map(|n| view! { <li>{move || n.get(lang.get()).to_string()}</li> }).collect_view()}
            </ul>
        </div>
        <div class="actions">
            <Show when=move || done.with(Option::is_none)
                fallback=move || view! {
                    <p role="status" data-testid="set-kept">{move || tr(lang.get(),
                        "✓ Today's games are on this tablet: the children see only them.",
                        "✓ Les jeux du jour sont sur cette tablette\u{a0}: les enfants ne voient qu'eux.")}</p>
                    <ul class="problems">{move || done.get().map(|(_, refused)| refused.into_iter().map(|name| view! {
                        <li>{move || match lang.get() {
                            tablier::lang::Lang::En => format!("“{}” has mistakes and was not added.", name.en),
                            tablier::lang::Lang::Fr => format!("«\u{a0}{}\u{a0}» contient des erreurs et n'a pas été ajouté.", name.fr),
                        }}</li>
                    }).collect_view())}</ul>
                }>
                <button class="big primary" data-testid="set-keep" disabled=move || busy.get() on:click=put>
                    {move || tr(lang.get(), "Put them on this tablet", "Les mettre sur cette tablette")}
                </button>
            </Show>
        </div>
    }
}
