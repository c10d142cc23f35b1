//! The chosen token type's settings: name, front and back pictures (built-in or uploaded),
//! copies, how it is handled, stacking, properties, how it moves in the grid, where it may
//! go and who owns it.

use leptos::prelude::*;
use tablier::model::{HandlingMode, InGrid, Permissions, TokenType};

use super::draft::Draft;
use super::widgets::{chips, choice, gallery, stepper, switch, upload_button};
use super::words_input::words_input;
use crate::shared::i18n::{tr, use_lang};

const MODES: [HandlingMode; 3] = [HandlingMode::Select, HandlingMode::Move, HandlingMode::Fixed];
const MOVES: [InGrid; 8] = [
    InGrid::Anything,
    InGrid::OneCell,
    InGrid::UpTo,
    InGrid::Jump,
    InGrid::JumpCapture,
    InGrid::JumpChain,
    InGrid::JumpChainCapture,
    InGrid::Fixed,
];

#[component]
pub fn TokenForm(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    move || {
        let id = draft.token_type.get()?;
        draft.design.with_untracked(|d| d.token_types.iter().any(|t| t.id == id)).then(|| form(draft, id, lang))
    }
}

fn form(draft: Draft, id: String, lang: RwSignal<tablier::lang::Lang>) -> impl IntoView {
    let id = StoredValue::new(id);
    // Read and change the chosen type.
    let get = move |f: fn(&TokenType) -> String| {
        draft.design.with(|d| d.token_types.iter().find(|t| t.id == id.get_value()).map(f).unwrap_or_default())
    };
    let with = move |f: &dyn Fn(&TokenType) -> usize| {
        draft.design.with(|d| d.token_types.iter().find(|t| t.id == id.get_value()).map(f).unwrap_or(0))
    };
    let change = move |f: Box<dyn FnOnce(&mut TokenType)>| {
        draft.set(|d| {
            if let Some(t) = d.token_types.iter_mut().find(|t| t.id == id.get_value()) {
                f(t);
            }
        })
    };
    let side = RwSignal::new(0usize);
    let pick = move |name: String| {
        if side.get_untracked() == 0 {
            // What it shows is what it is: a default name follows, hidden identities go.
            draft.edit(|d| d.set_token_picture(&id.get_value(), &name));
        } else {
            change(Box::new(move |t| t.back = name))
        }
    };
    // Properties are an advanced setting, open when this game compares them.
    // Read once: an edit must not fold it under the finger.
    let uses_properties = {
        draft.design.with_untracked(|d| {
            d.grid.zones.iter().any(|z| !z.properties.is_empty())
                || d.token_types.iter().any(|t| t.id == id.get_value() && !t.properties.is_empty())
        })
    };
    let known = move || {
        draft.design.with(|d| {
            let mut all: Vec<String> = d.token_types.iter().flat_map(|t| t.properties.clone()).collect();
            all.extend(d.grid.zones.iter().flat_map(|z| z.properties.clone()));
            all.sort();
            all.dedup();
            all
        })
    };
    let players = move || {
        draft
            .design
            .with(|d| d.players.iter().map(|p| (p.id.clone(), p.name.get(lang.get()).to_string())).collect::<Vec<_>>())
    };
    let owners = move || {
        let list = players();
        (list.len() > 1).then(|| {
            list.into_iter()
                .map(|(pid, name)| {
                    let p2 = pid.clone();
                    let on = move || {
                        draft
                            .design
                            .with(|d| d.token_types.iter().any(|t| t.id == id.get_value() && t.owners.contains(&p2)))
                    };
                    view! {
                        <label class="switch small">
                            <input type="checkbox" data-owner=pid.clone() prop:checked=on on:change=move |ev| {
                                let (checked, pid) = (event_target_checked(&ev), pid.clone());
                                change(Box::new(move |t| {
                                    t.owners.retain(|o| *o != pid);
                                    if checked { t.owners.push(pid); }
                                }));
                            } />
                            <span class="switch-label">{name}</span>
                        </label>
                    }
                })
                .collect_view()
        })
    };
    let permission =
        |key: &'static str, en: &'static str, fr: &'static str, field: fn(&mut Permissions) -> &mut bool| {
            let on = move || {
                draft.design.with(|d| {
                    d.token_types
                        .iter()
                        .find(|t| t.id == id.get_value())
                        .map(|t| *field(&mut t.permissions.clone()))
                        .unwrap_or(true)
                })
            };
            switch(key, (en, fr), ("", ""), on, move |v| change(Box::new(move |t| *field(&mut t.permissions) = v)))
        };
    view! {
        <section class="token-form" data-testid="token-form">
            <label class="field">{move || tr(lang.get(), "Name", "Nom")}
                {words_input(draft, "token-name", "", None, move |d| d.token_types.iter().find(|t| t.id == id.get_value()).map(|t| &t.name),
                    move |d| d.token_types.iter_mut().find(|t| t.id == id.get_value()).map(|t| &mut t.name))}
            </label>
            <label class="field">{move || tr(lang.get(), "Word read aloud when tapped (blank: its name)", "Mot lu à voix haute quand on le touche (vide\u{a0}: son nom)")}
                {words_input(draft, "token-spoken", "", None, move |d| d.token_types.iter().find(|t| t.id == id.get_value()).map(|t| &t.spoken),
                    move |d| d.token_types.iter_mut().find(|t| t.id == id.get_value()).map(|t| &mut t.spoken))}
            </label>
            {choice("picture-side", vec![("Front picture", "Image de face"), ("Back picture", "Image de dos")], move || side.get(), move |i| side.set(i))}
            {move || gallery("gallery", move || if side.get() == 0 { get(|t| t.front.clone()) } else { get(|t| t.back.clone()) }, pick, true)}
            {upload_button(draft, "upload", pick)}
            {stepper("copies", ("Copies", "Exemplaires"), move || draft.design.with(|d| d.token_types.iter().find(|t| t.id == id.get_value()).and_then(|t| t.copies)),
                move |n| change(Box::new(move |t| t.copies = n)), 1)}
            <h3>{move || tr(lang.get(), "How children use it", "Comment les enfants l'utilisent")}</h3>
            {choice("mode", vec![("Turn over (select)", "Retourner (sélection)"), ("Move", "Déplacer"), ("Fixed", "Fixe")],
                move || with(&|t| MODES.iter().position(|m| *m == t.mode).unwrap_or(1)),
                move |i| change(Box::new(move |t| t.mode = MODES[i])))}
            {switch("stackable", ("Stackable", "Empilable"), ("Several such tokens may lie on one square.", "Plusieurs de ces jetons peuvent être sur une même case."),
                move || with(&|t| t.stackable as usize) == 1, move |v| change(Box::new(move |t| t.stackable = v)))}
            <details class="advanced" data-testid="advanced-properties" open=uses_properties>
                <summary>{move || tr(lang.get(), "Advanced: properties", "Avancé\u{a0}: propriétés")}</summary>
                <small>{move || tr(lang.get(),
                    "Only for games that compare words: cards with a common property pair, zones may ask for one. A memory pairs cards by their pictures, a sort game by the answer you show: neither needs any.",
                    "Seulement pour les jeux qui comparent des mots\u{a0}: des cartes ayant une propriété commune vont ensemble, une zone peut en demander une. Un jeu de mémoire apparie les cartes par leurs images, un jeu de tri par la réponse que vous montrez\u{a0}: aucun n'en a besoin.")}</small>
                {chips("properties", move || draft.design.with(|d| d.token_types.iter().find(|t| t.id == id.get_value()).map(|t| t.properties.clone()).unwrap_or_default()),
                    known, move |list| change(Box::new(move |t| t.set_properties(list))))}
            </details>
            <h3>{move || tr(lang.get(), "How it moves in the grid", "Comment il se déplace sur la grille")}</h3>
            {choice("in-grid", vec![("Anywhere", "N'importe où"), ("One square", "D'une case"), ("Up to…", "Jusqu'à…"), ("Jump", "Saut"),
                ("Jump and take", "Saut et prise"), ("Jumps in a row", "Sauts enchaînés"), ("Jumps in a row, taking", "Sauts enchaînés avec prise"), ("Does not move", "Ne bouge pas")],
                move || with(&|t| MOVES.iter().position(|m| *m == t.in_grid).unwrap_or(0)),
                move |i| change(Box::new(move |t| t.in_grid = MOVES[i])))}
            {move || (with(&|t| (t.in_grid == InGrid::UpTo) as usize) == 1).then(|| stepper("distance", ("Squares at most", "Cases au plus"),
                move || Some(with(&|t| t.distance as usize) as u32), move |n| change(Box::new(move |t| t.distance = n.unwrap_or(1).max(1))), 1))}
            {move || draft.design.with(|d| !d.dice.is_empty()).then(|| {
                let current = move || draft.design.with(|d| d.token_types.iter().find(|t| t.id == id.get_value()).and_then(|t| t.die.clone()).unwrap_or_default());
                view! {
                    <label class="field">{move || tr(lang.get(), "Its die (tap it to roll when the token is chosen)", "Son dé (touché pour le lancer quand le jeton est choisi)")}
                        <select data-testid="token-die" on:change=move |ev| { let v = event_target_value(&ev); change(Box::new(move |t| t.die = (!v.is_empty()).then_some(v))) }>
                            <option value="" selected=move || current().is_empty()>{move || tr(lang.get(), "none", "aucun")}</option>
                            {draft.design.with(|d| d.dice.iter().map(|x| { let (i, i2) = (x.id.clone(), x.id.clone()); view! { <option value=i selected=move || current() == i2>{x.name.get(lang.get_untracked()).to_string()}</option> } }).collect_view())}
                        </select>
                    </label>
                }
            })}
            <h3>{move || tr(lang.get(), "Where it may go", "Où il peut aller")}</h3>
            {permission("tray-to-grid", "From a tray to the grid", "D'une réserve à la grille", |p| &mut p.tray_to_grid)}
            {permission("grid-to-tray", "From the grid back to a tray", "De la grille à une réserve", |p| &mut p.grid_to_tray)}
            {permission("grid-to-waiting", "From the grid to a waiting area", "De la grille à une zone d'attente", |p| &mut p.grid_to_waiting)}
            {permission("waiting-to-grid", "From a waiting area to the grid", "D'une zone d'attente à la grille", |p| &mut p.waiting_to_grid)}
            {permission("tray-to-waiting", "From a tray to a waiting area", "D'une réserve à une zone d'attente", |p| &mut p.tray_to_waiting)}
            {permission("waiting-to-tray", "From a waiting area to a tray", "D'une zone d'attente à une réserve", |p| &mut p.waiting_to_tray)}
            {move || owners().map(|o| view! { <h3>{move || tr(lang.get(), "Whose token", "À qui est ce jeton")}</h3><div class="owners">{o}</div> })}
            {move || turns_to(draft, id)}
        </section>
    }
}

/// Enclosing turns tokens: for each player, the type this one becomes when that player
/// encloses it (Othello's black disc becomes a white disc for White), or itself.
fn turns_to(draft: Draft, id: StoredValue<String>) -> Option<impl IntoView> {
    let lang = use_lang();
    let turning = draft.design.with(|d| {
        d.players.len() > 1
            && d.rules.enclosing.as_ref().is_some_and(|e| e.effect == tablier::model::EncloseEffect::Turn)
    });
    if !turning {
        return None;
    }
    let players: Vec<(String, String)> = draft
        .design
        .with(|d| d.players.iter().map(|p| (p.id.clone(), p.name.get(lang.get_untracked()).to_string())).collect());
    let selects = players
        .into_iter()
        .map(|(pid, name)| {
            let p2 = StoredValue::new(pid.clone());
            let current = move || {
                draft.design.with(|d| {
                    let t = d.token_types.iter().find(|t| t.id == id.get_value())?;
                    p2.with_value(|p| t.turns_to.get(p).cloned())
                }).unwrap_or_default()
            };
            let types = draft.design.with(|d| d.token_types.iter().map(|t| (t.id.clone(), t.display_name(lang.get_untracked()).to_string())).collect::<Vec<_>>());
            view! {
                <label class="field">{move || format!("{} {name}", tr(lang.get(), "Enclosed by", "Pris par"))}
                    <select data-testid="turns-to" data-player=pid.clone() on:change=move |ev| {
                        let (v, pid) = (event_target_value(&ev), pid.clone());
                        draft.set(|d| if let Some(t) = d.token_types.iter_mut().find(|t| t.id == id.get_value()) {
                            if v.is_empty() { t.turns_to.remove(&pid); } else { t.turns_to.insert(pid, v); }
                        });
                    }>
                        <option value="" selected=move || current().is_empty()>{move || tr(lang.get(), "it only changes side", "il change seulement de camp")}</option>
                        {types.into_iter().map(|(tid, tname)| {
                            let t2 = tid.clone();
                            view! { <option value=tid selected=move || current() == t2>{tname}</option> }
                        }).collect_view()}
                    </select>
                </label>
            }
        })
        .collect_view();
    Some(view! {
        <h3>{move || tr(lang.get(), "When enclosed, becomes…", "Quand il est pris, devient…")}</h3>
        {selects}
    })
}
