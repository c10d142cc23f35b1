//! The players panel: add, rename and remove players (not one who uses a board: the refusal
//! says why); give each a tray, a waiting area and a result area; turn settings in plain words.

use leptos::prelude::*;
use tablier::model::{Design, Player};

use super::draft::Draft;
use super::widgets::switch;
use super::words_input::words_input;
use crate::shared::i18n::{tr, use_lang};
use tablier::lang::Lang;

/// Which of a player's boards a picker sets.
#[derive(Clone, Copy)]
enum Slot {
    Tray,
    Waiting,
    Result,
}

fn slot(p: &mut Player, s: Slot) -> &mut Option<String> {
    match s {
        Slot::Tray => &mut p.tray,
        Slot::Waiting => &mut p.waiting,
        Slot::Result => &mut p.result,
    }
}

/// The value of the "new board" choice (board ids are made of letters, digits and dashes).
const NEW: &str = "+new";

fn kind(s: Slot) -> tablier::edit::BoardKind {
    match s {
        Slot::Tray => tablier::edit::BoardKind::Tray,
        Slot::Waiting => tablier::edit::BoardKind::Waiting,
        Slot::Result => tablier::edit::BoardKind::Result,
    }
}

fn boards_of(d: &Design, s: Slot, lang: Lang) -> Vec<(String, String)> {
    let named = |id: &String, name: &tablier::model::Words| (id.clone(), name.get(lang).to_string());
    match s {
        Slot::Tray => d.trays.iter().map(|b| named(&b.id, &b.name)).collect(),
        Slot::Waiting => d.waiting_areas.iter().map(|b| named(&b.id, &b.name)).collect(),
        Slot::Result => d.result_areas.iter().map(|b| named(&b.id, &b.name)).collect(),
    }
}

#[component]
pub fn PlayersPanel(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let add = move |_| {
        draft.edit(|d| {
            let n = d.players.len() + 1;
            let l = lang.get_untracked();
            d.add_player(d.words_in(l, format!("{} {n}", tr(l, "Player", "Joueur")))).map(|_| ())
        });
    };
    let players = move || {
        let count = draft.design.with(|d| d.players.len());
        (0..count).map(|i| player_card(draft, i)).collect_view()
    };
    let turns = move |f: fn(&mut tablier::model::TurnRules) -> &mut bool| {
        (
            move || draft.design.with(|d| *f(&mut d.rules.turns.clone())),
            move |v| draft.set(|d| *f(&mut d.rules.turns) = v),
        )
    };
    let (after_valid, set_after_valid) = turns(|t| &mut t.after_valid);
    let (after_invalid, set_after_invalid) = turns(|t| &mut t.after_invalid);
    let (pass, set_pass) = turns(|t| &mut t.pass_button);
    view! {
        <section class="panel" data-testid="players-panel">
            <ol class="players">{players}</ol>
            <button class="big" data-testid="add-player" on:click=add>{move || tr(lang.get(), "+ Player", "+ Joueur")}</button>
            {move || (draft.design.with(|d| d.players.len()) > 1).then(|| {
                let all = draft.design.with(|d| d.players.len() as u32);
                view! {
                    <h3>{move || tr(lang.get(), "How many may play", "Combien peuvent jouer")}</h3>
                    <div class="row" data-testid="player-counts">
                        {(1..=all).map(|n| view! {
                            <button data-count=n disabled=n == all
                                aria-pressed=move || draft.design.with(|d| d.allowed_counts().contains(&n)).to_string()
                                on:click=move |_| { draft.edit(|d| d.toggle_count(n)); }>{n.to_string()}</button>
                        }).collect_view()}
                    </div>
                    <small>{move || tr(lang.get(), "Children choose among these numbers before a game; all the players may always play.",
                        "Les enfants choisissent parmi ces nombres avant une partie\u{a0}; tous les joueurs peuvent toujours jouer.")}</small>
                    // Who wins, in plain words, where the players are set (changed on the Rules panel).
                    <small data-testid="players-ranking">{move || {
                        let (en, fr) = super::rules::ranking_words(draft.design.with(|d| d.ranking()));
                        match lang.get() {
                            Lang::En => format!("Who wins: {en} (see Rules)."),
                            Lang::Fr => format!("Qui gagne\u{a0}: {fr} (voir Règles)."),
                        }
                    }}</small>
                }
            })}
            <h3>{move || tr(lang.get(), "Turns", "Tours")}</h3>
            {switch("after-valid", ("Next player after a good move", "Au suivant après un bon coup"),
                ("Off: a player keeps playing while their moves are right.", "Désactivé\u{a0}: un joueur continue tant que ses coups sont bons."), after_valid, set_after_valid)}
            {switch("after-invalid", ("Next player after a wrong move", "Au suivant après une erreur"),
                ("Off: a player may try again after a mistake.", "Désactivé\u{a0}: un joueur peut réessayer après une erreur."), after_invalid, set_after_invalid)}
            {switch("pass-button", ("A \"next player\" button", "Un bouton «\u{a0}joueur suivant\u{a0}»"),
                ("Players end their turn themselves.", "Les joueurs terminent leur tour eux-mêmes."), pass, set_pass)}
        </section>
    }
}

fn player_card(draft: Draft, i: usize) -> impl IntoView {
    let lang = use_lang();
    let field = move |f: fn(&Player) -> String| draft.design.with(|d| d.players.get(i).map(f).unwrap_or_default());
    let picker = move |s: Slot, en: &'static str, fr: &'static str, hook: &'static str| {
        let options = move || draft.design.with(|d| boards_of(d, s, lang.get()));
        let current = move || {
            draft.design.with(|d| d.players.get(i).and_then(|p| slot(&mut p.clone(), s).clone()).unwrap_or_default())
        };
        view! {
            <label class="field">{move || tr(lang.get(), en, fr)}
                <select data-testid=hook on:change=move |ev| {
                    let v = event_target_value(&ev);
                    let l = lang.get_untracked();
                    let who = draft.design.with_untracked(|d| d.players.get(i).map(|p| p.name.get(l).to_string()).unwrap_or_default());
                    let board_name = format!("{} ({who})", tr(l, en, fr));
                    draft.set(|d| {
                        // "New" makes a board of that kind for this player alone.
                        let v = if v == NEW { d.add_board(kind(s), d.words_in(l, board_name)) } else { v };
                        if let Some(p) = d.players.get_mut(i) {
                            *slot(p, s) = (!v.is_empty()).then_some(v);
                        }
                    });
                }>
                    <option value="" selected=move || current().is_empty()>{move || tr(lang.get(), "none", "aucun")}</option>
                    <option value=NEW>{move || tr(lang.get(), "+ a new one", "+ un nouveau")}</option>
                    {move || options().into_iter().map(|(id, name)| {
                        let id2 = id.clone();
                        view! { <option value=id selected=move || current() == id2>{name}</option> }
                    }).collect_view()}
                </select>
            </label>
        }
    };
    let remove = move |_| {
        let id = field(|p| p.id.clone());
        draft.edit(|d| d.remove_player(&id));
    };
    // Who plays this seat unless the children choose otherwise before a game.
    let computer = move || draft.design.with(|d| d.players.get(i).and_then(|p| p.computer));
    let played_by = move || {
        (draft.design.with(|d| d.players.len()) > 1).then(|| view! {
            <label class="field">{move || tr(lang.get(), "Played by", "Joué par")}
                <select data-testid="player-computer" on:change=move |ev| {
                    let level = event_target_value(&ev).parse::<u8>().ok();
                    let id = field(|p| p.id.clone());
                    draft.edit(|d| d.set_computer(&id, level));
                }>
                    <option value="person" selected=move || computer().is_none()>{move || tr(lang.get(), "a person", "une personne")}</option>
                    {(1..=5u8).map(|l| view! {
                        <option value=l.to_string() selected=move || computer() == Some(l)>
                            {move || match lang.get() {
                                Lang::En => format!("the computer, level {l}"),
                                Lang::Fr => format!("l'ordinateur, niveau {l}"),
                            }}
                        </option>
                    }).collect_view()}
                </select>
                <small>{move || tr(lang.get(), "Children may still change it before a game.", "Les enfants peuvent encore le changer avant une partie.")}</small>
            </label>
        })
    };
    // How the game's sentences say the name, in the language shown: «Les Noirs ont gagné !».
    let plural = move || {
        let l = lang.get();
        draft.design.with(|d| d.players.get(i).is_some_and(|p| p.plural.contains(&l)))
    };
    let set_plural = move |on: bool| {
        let l = lang.get_untracked();
        draft.set(|d| {
            if let Some(p) = d.players.get_mut(i) {
                p.plural.retain(|x| *x != l);
                if on {
                    p.plural.push(l);
                }
            }
        })
    };
    let feminine = move || draft.design.with(|d| d.players.get(i).is_some_and(|p| p.feminine));
    let set_feminine = move |on: bool| draft.set(|d| d.players.get_mut(i).into_iter().for_each(|p| p.feminine = on));
    let grammar = view! {
        {switch("player-plural", ("The name is plural", "Le nom est au pluriel"),
            ("The game then says \"Crosses win!\", not \"wins\".", "Le jeu dit alors «\u{a0}Les Noirs ont gagné\u{a0}!\u{a0}», pas «\u{a0}Noirs a gagné\u{a0}»."), plural, set_plural)}
        <Show when=move || lang.get() == Lang::Fr>
            {switch("player-feminine", ("The name is feminine", "Le nom est féminin"),
                ("", "«\u{a0}Les Croix… elles\u{a0}», pas «\u{a0}ils\u{a0}»."), feminine, set_feminine)}
        </Show>
    };
    view! {
        <li class="player-card" data-player=move || field(|p| p.id.clone())>
            {words_input(draft, "player-name", "", Some(("Name", "Nom")), move |d| d.players.get(i).map(|p| &p.name), move |d| d.players.get_mut(i).map(|p| &mut p.name))}
            {grammar}
            {picker(Slot::Tray, "Tray", "Réserve", "player-tray")}
            {picker(Slot::Waiting, "Waiting area", "Zone d'attente", "player-waiting")}
            {picker(Slot::Result, "Result area", "Zone de résultat", "player-result")}
            {played_by}
            <button data-testid="remove-player" on:click=remove>{move || tr(lang.get(), "Remove", "Supprimer")}</button>
        </li>
    }
}
