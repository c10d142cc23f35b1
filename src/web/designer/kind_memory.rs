//! The editor of a memory (the "Game" panel, kind Memory): the pairs as pictures. "Add pairs"
//! opens the picture chooser, where each tap adds a pair; × removes one in one tap; a tap on a
//! card gives it another picture or name; "Link two cards" makes a picture and its word one
//! pair. Cards pair by what they show: no property here (`tablier::edit::pairs`).

use leptos::prelude::*;
use tablier::lang::Text;
use tablier::model::{Design, TokenType};

use super::chooser::chooser;
use super::draft::Draft;
use super::lasting::{lasting, Slot};
use super::words_input::words_input;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::images;

/// What a tap on a picture or a card does now.
#[derive(Clone, Debug, PartialEq)]
enum Mode {
    Idle,
    /// The chooser is open: each picture tapped adds a pair.
    Adding,
    /// A card is chosen: a picture tapped becomes its face.
    Card(String),
    /// "Link two cards": the first card tapped, then the second.
    Linking(Option<String>),
}

/// A card's face: its picture, else its word.
fn face(t: &TokenType, lang: tablier::lang::Lang) -> AnyView {
    match images::url(&t.front) {
        Some(url) => view! { <img src=url alt="" /> }.into_any(),
        None => view! { <span class="card-word">{t.display_label(lang).to_string()}</span> }.into_any(),
    }
}

fn card<'a>(d: &'a Design, id: &str) -> Option<&'a TokenType> {
    d.token_types.iter().find(|t| t.id == id)
}

thread_local! {
    static MODE: Slot<Mode> = const { std::cell::RefCell::new(None) };
}

#[component]
pub fn MemoryEditor(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let mode = lasting(&MODE, draft, Mode::Idle);
    let tap_card = move |id: String| match mode.get_untracked() {
        Mode::Linking(None) => mode.set(Mode::Linking(Some(id))),
        Mode::Linking(Some(first)) => {
            if draft.edit(|d| d.link_cards(&first, &id)) {
                let names = draft.design.with_untracked(|d| {
                    let n = |i: &str| card(d, i).map(TokenType::name_text).unwrap_or(Text::new("", ""));
                    (n(&first), n(&id))
                });
                draft.say(
                    format!("{} and {} are a pair now.", names.0.en, names.1.en),
                    format!("{} et {} forment une paire maintenant.", names.0.fr, names.1.fr),
                );
            }
            mode.set(Mode::Idle);
        }
        Mode::Card(c) if c == id => mode.set(Mode::Idle),
        _ => mode.set(Mode::Card(id)),
    };
    let remove = move |id: String| {
        draft.edit(|d| d.remove_pair(&id));
        if matches!(mode.get_untracked(), Mode::Card(ref c) if *c == id) {
            mode.set(Mode::Idle);
        }
    };
    let pairs = move || {
        let l = lang.get();
        let now = mode.get();
        draft.design.with(|d| {
            d.memory_pairs()
                .into_iter()
                .map(|pair| {
                    let cards: Vec<&TokenType> =
                        std::iter::once(&pair.first).chain(pair.second.as_ref()).filter_map(|id| card(d, id)).collect();
                    let name = cards.iter().map(|t| t.display_name(l).to_string()).collect::<Vec<_>>().join(" + ");
                    let faces = cards
                        .iter()
                        .map(|t| {
                            let id = t.id.clone();
                            let chosen = matches!(&now, Mode::Card(c) | Mode::Linking(Some(c)) if *c == t.id);
                            view! {
                                <button class="pair-card" data-testid="pair-card" data-card=t.id.clone() aria-pressed=chosen.to_string()
                                    aria-label=t.display_name(l).to_string() on:click=move |_| tap_card(id.clone())>
                                    {face(t, l)}
                                </button>
                            }
                        })
                        .collect_view();
                    let first = pair.first.clone();
                    let gone = name.clone();
                    view! {
                        <li class="pair" data-testid="pair" data-pair=pair.first.clone() data-linked=pair.second.is_some().to_string()>
                            <div class="pair-cards">{faces}</div>
                            <span class="pair-name">{name}</span>
                            <button class="pair-remove" data-testid="remove-pair"
                                aria-label=format!("{} {gone}", tr(l, "Remove the pair", "Enlever la paire"))
                                on:click=move |_| remove(first.clone())>"×"</button>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let count = move || draft.design.with(|d| d.memory_pairs().len());
    let add = move |picture: String| {
        let mut made = String::new();
        draft.set(|d| made = d.add_pair(&picture));
        let name = draft.design.with_untracked(|d| card(d, &made).map(TokenType::name_text));
        if let Some(n) = name {
            draft.say(format!("A pair of {} added.", n.en), format!("Une paire «\u{a0}{}\u{a0}» ajoutée.", n.fr));
        }
    };
    let repicture = move |picture: String| {
        let Mode::Card(id) = mode.get_untracked() else { return };
        draft.edit(|d| d.set_token_picture(&id, &picture));
    };
    let chosen_card = move || match mode.get() {
        Mode::Card(id) => draft.design.with(|d| card(d, &id).map(|t| (t.id.clone(), t.partner.clone()))),
        _ => None,
    };
    let title = Signal::derive(move || {
        let l = lang.get();
        match mode.get() {
            Mode::Card(id) => {
                let name =
                    draft.design.with(|d| card(d, &id).map(|t| t.display_name(l).to_string()).unwrap_or_default());
                format!("{} {name}", tr(l, "Tap the new picture of", "Touchez la nouvelle image de"))
            }
            _ => tr(
                l,
                "Tap pictures: each one adds a pair of cards.",
                "Touchez des images\u{a0}: chacune ajoute une paire de cartes.",
            )
            .into(),
        }
    });
    let picker = move || match mode.get() {
        Mode::Adding => {
            Some(chooser(draft, title, Callback::new(add), false, Callback::new(move |_| mode.set(Mode::Idle))))
        }
        Mode::Card(_) => {
            Some(chooser(draft, title, Callback::new(repicture), true, Callback::new(move |_| mode.set(Mode::Idle))))
        }
        _ => None,
    };
    let card_settings = move || {
        chosen_card().map(|(id, partner)| {
            let id = StoredValue::new(id);
            let unlink = (!partner.is_empty()).then(|| {
                view! {
                    <button data-testid="unlink-cards" on:click=move |_| {
                        draft.set(|d| d.unlink_cards(&id.get_value()));
                    }>{move || tr(lang.get(), "Unlink: a pair each", "Délier\u{a0}: une paire chacune")}</button>
                }
            });
            view! {
                <label class="field">{move || tr(lang.get(), "Name of this card", "Nom de cette carte")}
                    {words_input(draft, "card-name", "", None,
                        move |d| d.token_types.iter().find(|t| t.id == id.get_value()).map(|t| &t.name),
                        move |d| d.token_types.iter_mut().find(|t| t.id == id.get_value()).map(|t| &mut t.name))}
                </label>
                {unlink}
            }
        })
    };
    let hint = move || {
        let l = lang.get();
        match mode.get() {
            Mode::Linking(None) => {
                tr(l, "Tap the first card to link (a picture)…", "Touchez la première carte à relier (une image)…")
            }
            Mode::Linking(Some(_)) => {
                tr(l, "…then the card that goes with it (its word).", "…puis la carte qui va avec (son mot).")
            }
            _ => tr(
                l,
                "Two cards make a pair when they show the same picture, or when you link them.",
                "Deux cartes forment une paire quand elles montrent la même image, ou quand vous les reliez.",
            ),
        }
    };
    let linking = move || matches!(mode.get(), Mode::Linking(_));
    view! {
        <section class="kind-editor memory-editor" data-testid="memory-editor">
            <h3>{move || format!("{} ({})", tr(lang.get(), "The pairs", "Les paires"), count())}</h3>
            <ul class="pairs">{pairs}</ul>
            <p class="hint" data-testid="memory-hint">{hint}</p>
            <div class="row kind-actions">
                <button class="big" data-testid="add-pairs" aria-pressed=move || (mode.get() == Mode::Adding).to_string()
                    on:click=move |_| mode.set(if mode.get_untracked() == Mode::Adding { Mode::Idle } else { Mode::Adding })>
                    {move || tr(lang.get(), "+ Add pairs", "+ Ajouter des paires")}
                </button>
                <button data-testid="link-cards" aria-pressed=move || linking().to_string()
                    on:click=move |_| mode.set(if linking() { Mode::Idle } else { Mode::Linking(None) })>
                    {move || tr(lang.get(), "Link two cards", "Relier deux cartes")}
                </button>
                <button data-testid="remove-all-pairs" disabled=move || count() == 0
                    on:click=move |_| { draft.set(Design::remove_all_pairs); mode.set(Mode::Adding); }>
                    {move || tr(lang.get(), "Remove every pair", "Enlever toutes les paires")}
                </button>
            </div>
            {card_settings}
            {picker}
        </section>
    }
}
