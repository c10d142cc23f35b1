//! A game opened from a link (`#/shared/…`, `link.rs`): its card, with "Play" and "Keep in my
//! games". What the link carries is what is played, whatever this device holds; kept, it joins
//! the user's games once (a game already kept is found, not added again). A link that was cut
//! or altered says so in one sentence, and nothing else changes.

use leptos::prelude::*;
use tablier::engine::Play;
use tablier::lang::Text;

use crate::link::{self, Broken};
use crate::player::markup::Picture;
use crate::shared::games::{self, Entry};
use crate::shared::i18n::{tr, use_lang};
use crate::shared::route::Route;
use crate::shelf::Shelf;
use crate::{adding, checks};

/// What the link turned out to carry.
#[derive(Clone)]
enum Opened {
    Opening,
    Broken(Broken),
    /// A design this build's checks refuse (made by a build with other rules, or edited).
    Refused,
    /// The game, and the id of the user's game that is the same design, when kept already.
    Game(Entry, Option<String>),
}

/// The link's game, from its payload; `play` opens the player on it.
#[component]
pub fn LinkPage(payload: String, play: Callback<Entry>) -> impl IntoView {
    let lang = use_lang();
    let opened = RwSignal::new(Opened::Opening);
    leptos::task::spawn_local(async move {
        let state = match link::unpack(&payload).await {
            Err(broken) => Opened::Broken(broken),
            Ok(json) => game_of(json).await,
        };
        opened.try_set(state);
    });
    let body = move || match opened.get() {
        Opened::Opening => view! {
            <p role="status">{move || tr(lang.get(), "Opening the game…", "Ouverture du jeu…")}</p>
        }
        .into_any(),
        Opened::Broken(why) => view! {
            <p role="status" data-testid="link-broken">{move || broken_words(why).get(lang.get()).to_string()}</p>
        }
        .into_any(),
        Opened::Refused => view! {
            <p role="status" data-testid="link-refused">{move || tr(lang.get(),
                "This link's game has mistakes and cannot be played: ask for the game's file instead.",
                "Le jeu de ce lien contient des erreurs et ne peut pas être joué\u{a0}: demandez plutôt le fichier du jeu.")}</p>
        }
        .into_any(),
        Opened::Game(entry, kept) => view! { <LinkCard entry=entry kept=kept play=play /> }.into_any(),
    };
    view! {
        <main class="link-page" data-testid="link-page">
            {body}
            <a class="button big" href=Route::Library.href() data-testid="all-games">
                {move || tr(lang.get(), "All games", "Tous les jeux")}
            </a>
        </main>
    }
}

pub fn broken_words(why: Broken) -> Text {
    match why {
        Broken::Damaged => Text::new(
            "This link was cut or changed on the way: ask for it again (copy it whole, or scan its QR code).",
            "Ce lien a été coupé ou modifié en chemin\u{a0}: redemandez-le (copié en entier, ou par son code QR).",
        ),
        Broken::Newer => Text::new(
            "This link was made by a newer Tablier: update the app (the \"Update\" button), then open it again.",
            "Ce lien a été fait par un Tablier plus récent\u{a0}: mettez l'application à jour (bouton «\u{a0}Mettre à jour\u{a0}»), puis rouvrez-le.",
        ),
    }
}

/// The game a link's JSON makes, once this build's checks (in the thinking bundle's worker)
/// find it playable; and the user's game that is the same design, if any.
async fn game_of(json: String) -> Opened {
    let Some(design) = games::read(&json) else { return Opened::Refused };
    if checks::check(&json, None).await != Some(true) {
        return Opened::Refused;
    }
    let kept = adding::already_kept(&design);
    // Its game in progress is kept under an id of its own, by what it carries.
    let id = format!("link-{}", crate::shared::marks::design_hash(&json));
    match games::compile(&id, &json, false, true) {
        Some(entry) => Opened::Game(entry, kept),
        None => Opened::Refused,
    }
}

#[component]
fn LinkCard(entry: Entry, kept: Option<String>, play: Callback<Entry>) -> impl IntoView {
    let lang = use_lang();
    let design = entry.game.design.clone();
    let (name, goal) = (design.name.text(), tablier::engine::goal_text(&design));
    let picture = Play::new(entry.game.clone(), 1, entry.players());
    let kept = RwSignal::new(kept);
    let refused = RwSignal::new(false);
    let json = entry.json.clone();
    let keep = move |_| {
        let json = json.clone();
        leptos::task::spawn_local(async move {
            match adding::import(Shelf::load(), &json, lang.get_untracked()).await {
                Ok(id) => kept.set(Some(id)),
                Err(_) => refused.set(true),
            }
        });
    };
    let played = entry.clone();
    view! {
        <div class="card link-card" data-testid="link-card">
            <div class="card-picture"><Picture play=picture /></div>
            <h1>{move || name.get(lang.get()).to_string()}</h1>
            <p>{move || goal.get(lang.get()).to_string()}</p>
        </div>
        <div class="actions">
            <button class="big primary" data-testid="link-play" on:click=move |_| play.run(played.clone())>
                {move || tr(lang.get(), "▶ Play", "▶ Jouer")}
            </button>
            <Show when=move || kept.with(Option::is_none)
                fallback=move || view! {
                    <p role="status" data-testid="link-kept">
                        {move || tr(lang.get(), "✓ In your games", "✓ Dans vos jeux")}
                    </p>
                }>
                <button class="big" data-testid="link-keep" on:click=keep.clone()>
                    {move || tr(lang.get(), "Keep in my games", "Garder dans mes jeux")}
                </button>
            </Show>
            <Show when=move || refused.get()>
                <p role="status" class="refused">{move || tr(lang.get(),
                    "It could not be kept: this device's storage is full or refused.",
                    "Il n'a pas pu être gardé\u{a0}: la mémoire de cet appareil est pleine ou refusée.")}</p>
            </Show>
        </div>
    }
}
