//! The editor of a sort game (the "Game" panel, kind Sort): the teacher shows the answer. The
//! zones are drawn as the grid has them (rows or columns), each with its name, typed in place,
//! and the tokens that belong there; "+" in a zone opens the picture chooser, where each tap
//! adds a token that belongs there (it waits in the tray); a tap on a token then on another
//! zone moves its answer. No property is needed (`tablier::edit::answers`).

use leptos::prelude::*;
use tablier::edit::Across;
use tablier::lang::Text;
use tablier::model::{Design, TokenType};

use super::chooser::chooser;
use super::draft::Draft;
use super::lasting::{lasting, Slot};
use super::shapes::zone_colour;
use super::words_input::words_input;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::images;

fn name_of(d: &Design, id: &str) -> Text {
    d.token_types.iter().find(|t| t.id == id).map(TokenType::name_text).unwrap_or(Text::new(id, id))
}

thread_local! {
    static HELD: Slot<Option<String>> = const { std::cell::RefCell::new(None) };
    static ADDING: Slot<Option<String>> = const { std::cell::RefCell::new(None) };
}

#[component]
pub fn SortEditor(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    // The token a tap holds (a second tap on a zone moves its answer there).
    let held = lasting(&HELD, draft, None);
    // The zone the chooser adds to.
    let adding = lasting(&ADDING, draft, None);
    let drop_in = move |zone: String| {
        let Some(token) = held.get_untracked() else { return };
        held.set(None);
        if draft.edit(|d| d.move_answer(&token, &zone)) {
            let (t, z) = draft.design.with_untracked(|d| {
                let z = d.grid.zones.iter().find(|z| z.id == zone).map(|z| z.name.text()).unwrap_or(Text::new("", ""));
                (name_of(d, &token), z)
            });
            draft.say(
                format!("{} belongs in \"{}\" now.", t.en, z.en),
                format!("{} va dans «\u{a0}{}\u{a0}» maintenant.", t.fr, z.fr),
            );
        }
    };
    let token_button = move |d: &Design, id: &str, l| {
        let Some(t) = d.token_types.iter().find(|t| t.id == id) else { return ().into_any() };
        let id = id.to_string();
        let tap = id.clone();
        let is_held = held.get().as_deref() == Some(id.as_str());
        let picture = match images::url(&t.front) {
            Some(url) => view! { <img src=url alt="" /> }.into_any(),
            None => ().into_any(),
        };
        view! {
            <button class="sort-token" data-testid="sort-token" data-token-type=id aria-pressed=is_held.to_string()
                on:click=move |ev| {
                    ev.stop_propagation();
                    held.set(if held.get_untracked().as_deref() == Some(tap.as_str()) { None } else { Some(tap.clone()) });
                }>
                {picture}<span>{t.display_name(l).to_string()}</span>
            </button>
        }
        .into_any()
    };
    let zones = move || {
        let l = lang.get();
        draft.design.with(|d| {
            d.grid
                .zones
                .iter()
                .enumerate()
                .map(|(i, z)| {
                    let zid = StoredValue::new(z.id.clone());
                    let tokens = d.answer(&z.id).iter().map(|t| token_button(d, t, l)).collect_view();
                    let here = z.id.clone();
                    let target = held.get().is_some_and(|t| !d.answer(&z.id).contains(&t));
                    let zone_name = z.name.get(l).to_string();
                    view! {
                        <li class="sort-zone" data-testid="sort-zone" data-zone=z.id.clone() data-target=target.to_string()
                            style=format!("--zone:{}", zone_colour(i))
                            on:click=move |ev| {
                                // A tap on the zone's name field is typing, not a move.
                                let typing = ev.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                                    .is_some_and(|e| e.tag_name() == "INPUT");
                                if !typing { drop_in(here.clone()); }
                            }>
                            <div class="sort-zone-head">
                                {words_input(draft, "zone-name", "zone-name", Some(("Name of the zone", "Nom de la zone")),
                                    move |d| d.grid.zones.iter().find(|z| z.id == zid.get_value()).map(|z| &z.name),
                                    move |d| d.grid.zones.iter_mut().find(|z| z.id == zid.get_value()).map(|z| &mut z.name))}
                                <button class="zone-remove" data-testid="remove-sort-zone"
                                    aria-label=format!("{} {zone_name}", tr(l, "Remove the zone", "Enlever la zone"))
                                    on:click=move |ev| {
                                        ev.stop_propagation();
                                        draft.edit(|d| d.remove_sort_zone(&zid.get_value()));
                                    }>"×"</button>
                            </div>
                            <div class="sort-tokens">
                                {tokens}
                                <button class="sort-add" data-testid="add-to-zone"
                                    aria-label=format!("{} {zone_name}", tr(l, "Add a picture to", "Ajouter une image à"))
                                    aria-pressed=(adding.get().as_deref() == Some(z.id.as_str())).to_string()
                                    on:click=move |ev| {
                                        ev.stop_propagation();
                                        held.set(None);
                                        adding.set(Some(zid.get_value()));
                                    }>"+"</button>
                            </div>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let unsorted = move || {
        let l = lang.get();
        draft.design.with(|d| {
            let list = d.unsorted();
            (!list.is_empty()).then(|| {
                let tokens = list.iter().map(|t| token_button(d, t, l)).collect_view();
                view! {
                    <div class="sort-unsorted" data-testid="sort-unsorted">
                        <p class="hint">{tr(l, "These belong in no zone yet: tap one, then its zone.", "Ceux-ci ne vont encore dans aucune zone\u{a0}: touchez-en un, puis sa zone.")}</p>
                        <div class="sort-tokens">{tokens}</div>
                    </div>
                }
            })
        })
    };
    let add = move |picture: String| {
        let Some(zone) = adding.get_untracked() else { return };
        draft.edit(|d| d.add_sorted_token(&zone, &picture).map(|_| ()));
    };
    let title = Signal::derive(move || {
        let l = lang.get();
        let zone = adding.get().unwrap_or_default();
        let name = draft.design.with(|d| d.grid.zones.iter().find(|z| z.id == zone).map(|z| z.name.get(l).to_string()));
        let name = name.unwrap_or_default();
        match l {
            tablier::lang::Lang::En => format!("Tap pictures: each one adds a token that belongs in \"{name}\"."),
            tablier::lang::Lang::Fr => format!("Touchez des images\u{a0}: chacune ajoute un jeton qui va dans «\u{a0}{name}\u{a0}»."),
        }
    });
    let picker = move || {
        let open = adding.get().is_some_and(|z| draft.design.with(|d| d.grid.zones.iter().any(|x| x.id == z)));
        open.then(|| chooser(draft, title, Callback::new(add), false, Callback::new(move |_| adding.set(None))))
    };
    let held_actions = move || {
        held.get().map(|token| {
            let l = lang.get();
            let name = draft.design.with(|d| name_of(d, &token));
            let shown = name.get(l).to_string();
            view! {
                <div class="row sort-held">
                    <p class="hint">{format!("{} {shown}.", tr(l, "Tap the zone that is right for", "Touchez la zone qui convient à"))}</p>
                    <button data-testid="remove-sort-token" on:click=move |_| {
                        held.set(None);
                        draft.edit(|d| d.remove_sorted_token(&token));
                    }>{format!("{} {shown}", tr(l, "Remove", "Enlever"))}</button>
                </div>
            }
        })
    };
    let across = move || draft.design.with(Design::zones_across);
    let add_zone = move |_| {
        let n = draft.design.with_untracked(|d| d.grid.zones.len() + 1);
        draft.set(|d| {
            d.add_sort_zone(Text::new(format!("Zone {n}"), format!("Zone {n}")));
        });
    };
    let turn = move |_| {
        let next = if across() == Across::Rows { Across::Columns } else { Across::Rows };
        draft.set(|d| d.share_out(next));
    };
    view! {
        <section class="kind-editor sort-editor" data-testid="sort-editor"
            data-across=move || if across() == Across::Rows { "rows" } else { "columns" }>
            <h3>{move || tr(lang.get(), "Where each picture belongs", "Où va chaque image")}</h3>
            <ul class="sort-zones">{zones}</ul>
            {unsorted}
            {held_actions}
            <p class="hint">{move || tr(lang.get(), "The tray holds every picture at the start; the child puts each one in its zone.",
                "La réserve contient toutes les images au départ\u{a0}; l'enfant met chacune dans sa zone.")}</p>
            <div class="row kind-actions">
                <button data-testid="add-sort-zone" on:click=add_zone>{move || tr(lang.get(), "+ Zone", "+ Zone")}</button>
                <button data-testid="zones-across" on:click=turn>{move || match across() {
                    Across::Rows => tr(lang.get(), "Zones in columns", "Zones en colonnes"),
                    Across::Columns => tr(lang.get(), "Zones in rows", "Zones en rangées"),
                }}</button>
                <button data-testid="remove-all-sorted" on:click=move |_| { held.set(None); draft.set(Design::remove_all_sorted); }>
                    {move || tr(lang.get(), "Remove every picture", "Enlever toutes les images")}
                </button>
            </div>
            {picker}
        </section>
    }
}
