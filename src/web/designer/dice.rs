//! The dice panel: add a die (six faces moving 1 to 6 squares), name it, say how long a roll
//! is shown, and give each face its action in plain words; remove a die nothing uses.
//! A token type gets its die in the token form; squares get theirs in the squares panel.

use leptos::prelude::*;
use tablier::model::{Die, Face, FaceAction};

use super::draft::Draft;
use super::widgets::stepper;
use super::words_input::words_input;
use crate::shared::i18n::{tr, use_lang};

/// The face actions an educator picks from, with the number each one asks for.
const ACTIONS: [(&str, &str, &str); 12] = [
    ("nothing", "Nothing", "Rien"),
    ("move", "Move by itself (squares)", "Avancer tout seul (cases)"),
    ("move-by-hand", "Move by hand (squares)", "Avancer à la main (cases)"),
    ("repeat", "Move the last roll again (the goose)", "Avancer encore du même nombre (l'oie)"),
    ("back-to-tray", "Back to the tray", "Retour à la réserve"),
    ("back-to-start", "Back to the start", "Retour au départ"),
    ("to-result", "To the result area", "Vers la zone de résultat"),
    ("remove", "Taken off the game", "Retiré du jeu"),
    ("roll", "Roll another die", "Lancer un autre dé"),
    ("pass", "Next player", "Joueur suivant"),
    ("sleep", "Falls asleep", "S'endort"),
    ("skip-turns", "Miss turns", "Passe des tours"),
];

fn action_key(a: &FaceAction) -> &'static str {
    match a {
        FaceAction::Nothing => "nothing",
        FaceAction::Move { .. } => "move",
        FaceAction::MoveByHand { .. } => "move-by-hand",
        FaceAction::Repeat => "repeat",
        FaceAction::BackToTray => "back-to-tray",
        FaceAction::BackToStart => "back-to-start",
        FaceAction::ToResult => "to-result",
        FaceAction::Remove => "remove",
        FaceAction::Roll { .. } => "roll",
        FaceAction::Pass => "pass",
        FaceAction::Sleep => "sleep",
        FaceAction::SkipTurns { .. } => "skip-turns",
    }
}

/// The number an action carries (squares, times, turns), if any.
fn amount(a: &FaceAction) -> Option<i32> {
    match a {
        FaceAction::Move { cells } | FaceAction::MoveByHand { cells, .. } => Some(*cells),
        FaceAction::Roll { times, .. } => Some(*times as i32),
        FaceAction::SkipTurns { turns } => Some(*turns as i32),
        _ => None,
    }
}

/// The action named `key`, keeping the number of the one before when it has one.
fn action(key: &str, n: i32, other_die: &str) -> FaceAction {
    let count = n.max(1) as u32;
    match key {
        "move" => FaceAction::Move { cells: n },
        "move-by-hand" => FaceAction::MoveByHand { cells: n, tries: 3 },
        "repeat" => FaceAction::Repeat,
        "back-to-tray" => FaceAction::BackToTray,
        "back-to-start" => FaceAction::BackToStart,
        "to-result" => FaceAction::ToResult,
        "remove" => FaceAction::Remove,
        "roll" => FaceAction::Roll { die: other_die.to_string(), times: count },
        "pass" => FaceAction::Pass,
        "sleep" => FaceAction::Sleep,
        "skip-turns" => FaceAction::SkipTurns { turns: count },
        _ => FaceAction::Nothing,
    }
}

#[component]
pub fn DicePanel(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let chosen = RwSignal::new(draft.design.with_untracked(|d| d.dice.first().map(|x| x.id.clone())));
    let add = move |_| {
        let mut made = String::new();
        draft.set(|d| made = d.add_die(d.words_in(lang.get_untracked(), tr(lang.get_untracked(), "Die", "Dé"))));
        chosen.set(Some(made));
    };
    let dice = move || {
        draft.design.with(|d| {
            d.dice
                .iter()
                .map(|die| {
                    let (id, id2) = (die.id.clone(), die.id.clone());
                    view! {
                        <button data-die-choice=id.clone() aria-pressed=move || (chosen.get().as_deref() == Some(id2.as_str())).to_string()
                            on:click=move |_| chosen.set(Some(id.clone()))>{die.name.get(lang.get()).to_string()}</button>
                    }
                })
                .collect_view()
        })
    };
    let die = move || {
        let id = chosen.get()?;
        draft.design.with(|d| d.dice.iter().find(|x| x.id == id).cloned())
    };
    let change = move |f: Box<dyn FnOnce(&mut Die)>| {
        let Some(id) = chosen.get_untracked() else { return };
        draft.set(|d| {
            if let Some(x) = d.dice.iter_mut().find(|x| x.id == id) {
                f(x);
            }
        })
    };
    let remove = move |_| {
        let Some(id) = chosen.get_untracked() else { return };
        if draft.edit(|d| d.remove_die(&id)) {
            chosen.set(draft.design.with_untracked(|d| d.dice.first().map(|x| x.id.clone())));
        }
    };
    view! {
        <section class="panel" data-testid="dice-panel">
            <p class="hint">{move || tr(lang.get(), "A die belongs to a token (choose it in the token's settings) or to squares (in the squares panel).",
                "Un dé appartient à un jeton (à choisir dans ses réglages) ou à des cases (dans le panneau des cases).")}</p>
            <div class="row">{dice}</div>
            <button class="big" data-testid="add-die" on:click=add>{move || tr(lang.get(), "+ New die", "+ Nouveau dé")}</button>
            {move || die().map(|x| {
                let faces = x.faces.clone();
                view! {
                    <label class="field">{move || tr(lang.get(), "Name", "Nom")}
                        {words_input(draft, "die-name", "", None, move |d| chosen.with(|c| d.dice.iter().find(|x| Some(&x.id) == c.as_ref())).map(|x| &x.name),
                            move |d| { let c = chosen.get_untracked(); d.dice.iter_mut().find(|x| Some(&x.id) == c.as_ref()).map(|x| &mut x.name) })}
                    </label>
                    {stepper("faces-shown", ("Faces shown while it rolls", "Faces montrées pendant le lancer"), move || die().map(|d| d.faces_shown),
                        move |n| change(Box::new(move |d| d.faces_shown = n.unwrap_or(0).min(30))), 0)}
                    {stepper("face-time", ("Tenths of a second per face", "Dixièmes de seconde par face"), move || die().map(|d| d.face_time),
                        move |n| change(Box::new(move |d| d.face_time = n.unwrap_or(0).min(20))), 0)}
                    <h3>{move || tr(lang.get(), "Faces", "Faces")}</h3>
                    <ol class="faces">{faces.into_iter().enumerate().map(|(i, f)| face_row(draft, chosen, i, f)).collect_view()}</ol>
                    <div class="row">
                        <button data-testid="add-face" on:click=move |_| change(Box::new(|d| { let n = d.faces.len() as i32 + 1; d.faces.push(Face::step(n.min(6))); }))>
                            {move || tr(lang.get(), "+ Face", "+ Face")}
                        </button>
                        <button data-testid="remove-face" on:click=move |_| change(Box::new(|d| if d.faces.len() > 1 { d.faces.pop(); }))>
                            {move || tr(lang.get(), "− Face", "− Face")}
                        </button>
                        <button data-testid="remove-die" on:click=remove>{move || tr(lang.get(), "Remove this die", "Supprimer ce dé")}</button>
                    </div>
                }
            })}
        </section>
    }
}

fn face_row(draft: Draft, chosen: RwSignal<Option<String>>, i: usize, face: Face) -> impl IntoView {
    let lang = use_lang();
    let set = move |f: Box<dyn FnOnce(&mut Face)>| {
        let Some(id) = chosen.get_untracked() else { return };
        draft.set(|d| {
            if let Some(face) = d.dice.iter_mut().find(|x| x.id == id).and_then(|x| x.faces.get_mut(i)) {
                f(face);
            }
        })
    };
    let key = action_key(&face.action);
    let n = amount(&face.action);
    let other = draft
        .design
        .with_untracked(|d| d.dice.iter().map(|x| x.id.clone()).find(|x| Some(x) != chosen.get_untracked().as_ref()));
    let options = ACTIONS
        .iter()
        .map(|(k, en, fr)| view! { <option value=*k selected=*k == key>{move || tr(lang.get(), en, fr)}</option> })
        .collect_view();
    view! {
        <li class="face" data-face=i>
            {crate::shared::images::url(&face.picture).map(|u| view! { <img src=u alt="" /> })}
            {words_input(draft, "face-label", "face-label", Some(("Label", "Étiquette")),
                move |d| chosen.with(|c| d.dice.iter().find(|x| Some(&x.id) == c.as_ref())).and_then(|x| x.faces.get(i)).map(|f| &f.label),
                move |d| { let c = chosen.get_untracked(); d.dice.iter_mut().find(|x| Some(&x.id) == c.as_ref()).and_then(|x| x.faces.get_mut(i)).map(|f| &mut f.label) })}
            <select data-testid="face-action" aria-label=move || format!("{} {}", tr(lang.get(), "What happens, face", "Ce qui arrive, face"), i + 1) on:change=move |ev| {
                let (k, other) = (event_target_value(&ev), other.clone().unwrap_or_default());
                set(Box::new(move |f| f.action = action(&k, amount(&f.action).unwrap_or(1), &other)))
            }>{options}</select>
            {n.map(|v| view! {
                <input type="number" class="face-amount" data-testid="face-amount" min="-63" max="63" prop:value=v.to_string()
                    aria-label=move || format!("{} {}", tr(lang.get(), "How many, face", "Combien, face"), i + 1)
                    on:change=move |ev| {
                        let v: i32 = event_target_value(&ev).parse().unwrap_or(1);
                        set(Box::new(move |f| { let k = action_key(&f.action); let die = match &f.action { FaceAction::Roll { die, .. } => die.clone(), _ => String::new() }; f.action = action(k, v, &die) }))
                    } />
            })}
        </li>
    }
}
