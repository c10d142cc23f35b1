//! The zones panel: choose the brush's zone (or "Rest of grid"), add a zone, name it, give it
//! the properties its tokens must have, delete it. Painting happens on the canvas.

use leptos::prelude::*;
use tablier::edit::REST;

use super::draft::Draft;
use super::shapes::zone_colour;
use super::texts::words_input;
use super::widgets::chips;
use crate::i18n::{tr, use_lang};

#[component]
pub fn ZonesPanel(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let add = move |_| {
        let mut made = String::new();
        draft.set(|d| {
            let n = d.grid.zones.len() + 1;
            let l = lang.get_untracked();
            made = d.add_zone(d.text_in(l, format!("{} {n}", tr(l, "Zone", "Zone"))));
        });
        draft.zone.set(made);
    };
    let zones = move || {
        draft.design.with(|d| {
            let rest = (REST.to_string(), tr(lang.get(), "Rest of grid", "Reste de la grille").to_string(), "#ffffff");
            let list = d.grid.zones.iter().enumerate().map(|(i, z)| (z.id.clone(), z.name.get(lang.get()).to_string(), zone_colour(i)));
            std::iter::once(rest)
                .chain(list)
                .map(|(id, name, colour)| {
                    let id2 = id.clone();
                    view! {
                        <button class="zone-choice" data-zone-choice=id.clone() style=format!("--zone:{colour}")
                            aria-pressed=move || (draft.zone.get() == id2).to_string() on:click=move |_| draft.zone.set(id.clone())>
                            <span class="swatch"></span>{name}
                        </button>
                    }
                })
                .collect_view()
        })
    };
    let chosen = move || draft.design.with(|d| d.grid.zones.iter().any(|z| z.id == draft.zone.get()));
    let change = move |f: Box<dyn FnOnce(&mut tablier::model::Zone)>| {
        let id = draft.zone.get_untracked();
        draft.set(|d| {
            if let Some(z) = d.grid.zones.iter_mut().find(|z| z.id == id) {
                f(z);
            }
        })
    };
    let known = move || {
        draft.design.with(|d| {
            let mut all: Vec<String> = d.token_types.iter().flat_map(|t| t.properties.clone()).collect();
            all.sort();
            all.dedup();
            all
        })
    };
    let remove = move |_| {
        let id = draft.zone.get_untracked();
        if draft.edit(|d| d.remove_zone(&id)) {
            draft.zone.set(REST.into());
        }
    };
    view! {
        <section class="panel" data-testid="zones-panel">
            <p class="hint">{move || tr(lang.get(), "Choose a zone, then paint squares of the grid with your finger.",
                "Choisissez une zone, puis peignez des cases de la grille avec le doigt.")}</p>
            <div class="row zone-choices">{zones}</div>
            <button class="big" data-testid="add-zone" on:click=add>{move || tr(lang.get(), "+ New zone", "+ Nouvelle zone")}</button>
            {move || chosen().then(|| view! {
                <label class="field">{move || tr(lang.get(), "Name", "Nom")}
                    {words_input(draft, "zone-name", "", None, move |d| d.grid.zones.iter().find(|z| z.id == draft.zone.get()).map(|z| &z.name),
                        move |d| d.grid.zones.iter_mut().find(|z| z.id == draft.zone.get_untracked()).map(|z| &mut z.name))}
                </label>
                <h3>{move || tr(lang.get(), "Tokens allowed here must have", "Les jetons admis ici doivent avoir")}</h3>
                {chips("zone-properties", move || draft.design.with(|d| d.grid.zones.iter().find(|z| z.id == draft.zone.get()).map(|z| z.properties.clone()).unwrap_or_default()),
                    known, move |list| change(Box::new(move |z| z.properties = list)))}
                <button data-testid="remove-zone" on:click=remove>{move || tr(lang.get(), "Delete this zone", "Supprimer cette zone")}</button>
            })}
        </section>
    }
}
