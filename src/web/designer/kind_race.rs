//! The editor of a race (the "Game" panel, kind Race): how many play, the die's faces, and a
//! way to the squares, where what each square does is set.

use leptos::prelude::*;

use super::draft::{Draft, Tab};
use super::number_field::number_field;
use crate::shared::i18n::{tr, use_lang};

#[component]
pub fn RaceEditor(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let players = move || Some(draft.design.with(|d| d.players.len() as u32));
    // The die the pawns roll (the first one, or the first of the dice).
    let die = move || {
        draft.design.with(|d| {
            let rolled = d.token_types.iter().find_map(|t| t.die.clone());
            rolled.or_else(|| d.dice.first().map(|x| x.id.clone()))
        })
    };
    let faces = move || {
        let id = die()?;
        draft.design.with(|d| d.dice.iter().find(|x| x.id == id).map(|x| x.faces.len() as u32))
    };
    view! {
        <div class="kind-editor race-editor" data-testid="race-editor">
            {number_field("race-players", ("How many players", "Combien de joueurs"), players,
                move |n| n.is_some_and(|n| draft.edit(|d| d.set_race_players(n))))}
            <small>{move || tr(lang.get(), "Each player has a pawn of their own colour, waiting at the start.",
                "Chaque joueur a un pion de sa couleur, qui attend au départ.")}</small>
            {move || die().map(|id| {
                let id = StoredValue::new(id);
                number_field("race-faces", ("Faces of the die", "Faces du dé"), faces,
                    move |n| n.is_some_and(|n| draft.edit(|d| d.set_die_faces(&id.get_value(), n))))
            })}
            <small>{move || tr(lang.get(), "Face 1 moves one square, face 2 two squares, and so on.",
                "La face 1 avance d'une case, la face 2 de deux cases, et ainsi de suite.")}</small>
            <p class="caption">{move || tr(lang.get(), "What a square does (roll again, go back…) is set on the squares.",
                "Ce que fait une case (relancer, reculer…) se choisit sur les cases.")}</p>
            <button class="link-tab" data-testid="go-squares" on:click=move |_| draft.tab.set(Tab::Cells)>
                {move || tr(lang.get(), "Change the squares", "Changer les cases")}</button>
            <button class="link-tab" data-testid="go-dice" on:click=move |_| draft.tab.set(Tab::Dice)>
                {move || tr(lang.get(), "Change what each face does", "Changer ce que fait chaque face")}</button>
        </div>
    }
}
