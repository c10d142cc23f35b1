//! The zones panel: choose the brush's zone (or "Rest of grid"), add a zone, name it, give it
//! the properties its tokens must have, delete it. Painting happens on the canvas.

use leptos::prelude::*;
use tablier::edit::REST;

use super::draft::Draft;
use super::shapes::zone_colour;
use super::widgets::{chips, id_select, switch};
use super::words_input::words_input;
use crate::shared::i18n::{tr, use_lang};

#[component]
pub fn ZonesPanel(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let add = move |_| {
        let mut made = String::new();
        draft.set(|d| {
            let n = d.grid.zones.len() + 1;
            let l = lang.get_untracked();
            made = d.add_zone(d.words_in(l, format!("{} {n}", tr(l, "Zone", "Zone"))));
        });
        draft.zone.set(made);
    };
    // One button per zone, keyed by its id: an edit (a name typed, then a tap here) redraws
    // a button's words, never the buttons themselves between a finger's press and release.
    let ids = Memo::new(move |_| {
        draft.design.with(|d| {
            let list = d.grid.zones.iter().enumerate().map(|(i, z)| (z.id.clone(), zone_colour(i)));
            std::iter::once((REST.to_string(), "#ffffff")).chain(list).collect::<Vec<_>>()
        })
    });
    let zones = move || {
        view! {
            <For each=move || ids.get() key=|z| z.clone() let((id, colour))>
                {
                    let (id2, id3) = (id.clone(), id.clone());
                    // A zone without a name is shown by its id (the button must say something).
                    let name = move || {
                        if id3 == REST {
                            return tr(lang.get(), "Rest of grid", "Reste de la grille").to_string();
                        }
                        draft.design.with(|d| match d.grid.zones.iter().find(|z| z.id == id3).map(|z| z.name.get(lang.get())) {
                            Some("") | None => id3.clone(),
                            Some(n) => n.to_string(),
                        })
                    };
                    view! {
                        <button class="zone-choice" data-zone-choice=id.clone() style=format!("--zone:{colour}")
                            aria-pressed=move || (draft.zone.get() == id2).to_string() on:click=move |_| draft.zone.set(id.clone())>
                            <span class="swatch"></span>{name}
                        </button>
                    }
                }
            </For>
        }
    };
    // A memo: the zone's settings are drawn again when another zone is chosen, not at each edit
    // of this one (a tap on a property's × right after typing its name would hit nothing).
    let chosen = Memo::new(move |_| draft.design.with(|d| d.grid.zones.iter().any(|z| z.id == draft.zone.get())));
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
    // The chosen zone's settings, read through one closure.
    let zone = move || {
        draft.design.with(|d| d.grid.zones.iter().find(|z| z.id == draft.zone.get()).cloned().unwrap_or_default())
    };
    let players = move || {
        draft.design.with(|d| d.players.iter().map(|p| (p.id.clone(), p.name.get(lang.get()).to_string())).collect())
    };
    let other_zones = move || {
        draft.design.with(|d| {
            let me = draft.zone.get();
            d.grid
                .zones
                .iter()
                .filter(|z| z.id != me)
                .map(|z| (z.id.clone(), z.name.get(lang.get()).to_string()))
                .collect()
        })
    };
    let points_text = move || zone().points.iter().map(i32::to_string).collect::<Vec<_>>().join(" ");
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
            {move || chosen.get().then(|| view! {
                <label class="field">{move || tr(lang.get(), "Name", "Nom")}
                    {words_input(draft, "zone-name", "", None, move |d| d.grid.zones.iter().find(|z| z.id == draft.zone.get()).map(|z| &z.name),
                        move |d| d.grid.zones.iter_mut().find(|z| z.id == draft.zone.get_untracked()).map(|z| &mut z.name))}
                </label>
                <h3>{move || tr(lang.get(), "Tokens allowed here must have", "Les jetons admis ici doivent avoir")}</h3>
                {chips("zone-properties", move || draft.design.with(|d| d.grid.zones.iter().find(|z| z.id == draft.zone.get()).map(|z| z.properties.clone()).unwrap_or_default()),
                    known, move |list| change(Box::new(move |z| z.properties = list)))}
                <h3>{move || tr(lang.get(), "Rows and rounds", "Rangées et manches")}</h3>
                <label class="field">{move || tr(lang.get(), "Belongs to", "Appartient à")}
                    {id_select("zone-owner", ("everyone", "tout le monde"), players, move || zone().owner,
                        move |v| change(Box::new(move |z| z.owner = v)))}
                </label>
                {switch("zone-one-kind", ("A row of one kind", "Une rangée d'une seule sorte"),
                    ("Its tokens are all of one kind, one per square, put there all at once from a tray (Azul's lines).",
                     "Ses jetons sont tous d'une même sorte, un par case, posés ensemble depuis une réserve (les lignes d'Azul)."),
                    move || zone().one_kind, move |v| change(Box::new(move |z| z.one_kind = v)))}
                <label class="field">{move || tr(lang.get(), "Tokens that do not fit go to", "Les jetons qui ne tiennent pas vont dans")}
                    {id_select("zone-overflow", ("nowhere: they leave the game", "nulle part\u{a0}: ils sortent du jeu"), other_zones,
                        move || zone().overflow, move |v| change(Box::new(move |z| z.overflow = v)))}
                </label>
                <label class="field">{move || tr(lang.get(), "Points of each square at the end of a round (Azul's floor: -1 -1 -2 -2 -2 -3 -3)",
                    "Points de chaque case à la fin d'une manche (plancher d'Azul\u{a0}: -1 -1 -2 -2 -2 -3 -3)")}
                    <input data-testid="zone-points" inputmode="numeric" prop:value=points_text
                        on:change=move |ev| {
                            match parse_points(&event_target_value(&ev)) {
                                Some(list) if list.iter().all(|p| p.abs() <= 1000) => change(Box::new(move |z| z.points = list)),
                                _ => draft.say("Write whole numbers separated by spaces, such as -1 -1 -2.",
                                    "Écrivez des nombres entiers séparés par des espaces, comme -1 -1 -2."),
                            }
                        } />
                </label>
                <button data-testid="remove-zone" on:click=remove>{move || tr(lang.get(), "Delete this zone", "Supprimer cette zone")}</button>
            })}
        </section>
    }
}

/// "-1 -1 -2" (spaces, commas or semicolons between) as numbers; None when a word is not one.
fn parse_points(text: &str) -> Option<Vec<i32>> {
    text.split([' ', ',', ';']).filter(|w| !w.is_empty()).map(|w| w.parse::<i32>().ok()).collect()
}
