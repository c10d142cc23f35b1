//! The rules form (concepts.md §6.8) as one short page of plain choices, each with the
//! default already set and one line saying what it does.

use leptos::prelude::*;
use tablier::model::{IfMatched, IfNotMatched, Matching, Ranking, RefillMode, Rules};

use super::draft::Draft;
use super::widgets::{choice, stepper, switch};
use crate::i18n::{tr, use_lang};

#[component]
pub fn RulesPanel(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let get = move |f: fn(&Rules) -> usize| move || draft.design.with(|d| f(&d.rules));
    let flag = move |f: fn(&mut Rules) -> &mut bool| {
        (move || draft.design.with(|d| *f(&mut d.rules.clone())), move |v| draft.set(|d| *f(&mut d.rules) = v))
    };
    let text = move |hook: &'static str, en: &'static str, fr: &'static str, f: fn(&mut Rules) -> &mut String| {
        view! {
            <label class="field">{move || tr(lang.get(), en, fr)}
                <input type="text" data-testid=hook prop:value=move || draft.design.with(|d| f(&mut d.rules.clone()).clone())
                    on:change=move |ev| { let v = event_target_value(&ev); draft.set(|d| *f(&mut d.rules) = v) } />
            </label>
        }
    };
    let win = |hook: &'static str,
               en: &'static str,
               fr: &'static str,
               help: (&'static str, &'static str),
               f: fn(&mut Rules) -> &mut bool| {
        let (on, set) = flag(f);
        switch(hook, (en, fr), help, on, set)
    };
    let number = move |hook: &'static str, en: &'static str, fr: &'static str, f: fn(&mut Rules) -> &mut u32| {
        stepper(
            hook,
            (en, fr),
            move || draft.design.with(|d| Some(*f(&mut d.rules.clone())).filter(|n| *n > 0)),
            move |n| draft.set(|d| *f(&mut d.rules) = n.unwrap_or(0)),
            0,
        )
    };
    let (one_ends, set_one_ends) = flag(|r| &mut r.one_ends_all);
    let (to_the_end, set_to_the_end) = flag(|r| &mut r.play_to_the_end);
    let (deselect, set_deselect) = flag(|r| &mut r.allow_deselect);
    view! {
        <section class="panel rules" data-testid="rules-panel">
            <h3>{move || tr(lang.get(), "When tokens are put together", "Quand des jetons sont mis ensemble")}</h3>
            {choice("matching", vec![("Same properties (strict)", "Mêmes propriétés (strict)"), ("One property in common (loose)", "Une propriété en commun (souple)")],
                get(|r| (r.matching == Matching::Loose) as usize),
                move |i| draft.set(|d| d.rules.matching = if i == 1 { Matching::Loose } else { Matching::Strict }))}
            <small>{move || tr(lang.get(), "How tokens turned over together, or a token and its zone, are compared.", "Comment on compare les jetons retournés ensemble, ou un jeton et sa zone.")}</small>
            {choice("if-matched", vec![("They stay", "Ils restent"), ("They are taken away", "Ils sont retirés")],
                get(|r| (r.if_matched == IfMatched::Remove) as usize),
                move |i| draft.set(|d| d.rules.if_matched = if i == 1 { IfMatched::Remove } else { IfMatched::Accept }))}
            <small>{move || tr(lang.get(), "What happens to tokens that go together (a memory's pair is taken away).", "Ce que deviennent les jetons qui vont ensemble (la paire d'un memory est retirée).")}</small>
            {choice("if-not-matched", vec![("The move is refused", "Le coup est refusé"), ("The move is allowed", "Le coup est permis")],
                get(|r| (r.if_not_matched == IfNotMatched::Accept) as usize),
                move |i| draft.set(|d| d.rules.if_not_matched = if i == 1 { IfNotMatched::Accept } else { IfNotMatched::Refuse }))}
            {number("group-size", "Tokens turned over together", "Jetons retournés ensemble", |r| &mut r.group_size)}
            {switch("allow-deselect", ("A token can be turned back by tapping it", "Un jeton peut être retourné à nouveau en le touchant"), ("", ""), deselect, set_deselect)}
            {text("matched-message", "Message when they go together", "Message quand ils vont ensemble", |r| &mut r.matched_message)}
            {text("not-matched-message", "Message when they do not", "Message quand ils ne vont pas ensemble", |r| &mut r.not_matched_message)}
            <h3>{move || tr(lang.get(), "Winning", "Gagner")}</h3>
            {win("win-grid-empty", "The grid is empty", "La grille est vide", ("Every token has left the grid.", "Tous les jetons ont quitté la grille."), |r| &mut r.win.grid_empty)}
            {win("win-grid-full", "The grid is full", "La grille est pleine", ("A token stands on every square.", "Un jeton est sur chaque case."), |r| &mut r.win.grid_full)}
            {win("win-tray-empty", "The tray is empty", "La réserve est vide", ("The player has placed every token of their tray.", "Le joueur a posé tous les jetons de sa réserve."), |r| &mut r.win.tray_empty)}
            {win("win-zones", "Every token is in a right zone", "Chaque jeton est dans une bonne zone", ("Zones hold only tokens with their properties.", "Les zones ne contiennent que des jetons ayant leurs propriétés."), |r| &mut r.win.zones_valid)}
            {win("win-zones-tray", "Right zones and the tray is empty", "Bonnes zones et réserve vide", ("Both at once (the default).", "Les deux à la fois (par défaut)."), |r| &mut r.win.zones_valid_and_tray_empty)}
            {win("win-zones-grid", "Right zones and the grid is full", "Bonnes zones et grille pleine", ("Both at once (the default).", "Les deux à la fois (par défaut)."), |r| &mut r.win.zones_valid_and_grid_full)}
            {win("win-home", "Each player's tokens reach their home zone", "Les jetons de chaque joueur atteignent leur zone d'arrivée", ("", ""), |r| &mut r.win.own_tokens_home)}
            {text("won-message", "Message when the game is won", "Message quand la partie est gagnée", |r| &mut r.won_message)}
            <h3>{move || tr(lang.get(), "Losing", "Perdre")}</h3>
            {number("max-moves", "Moves at most", "Coups au plus", |r| &mut r.lose.max_moves)}
            {number("max-errors", "Mistakes at most", "Erreurs au plus", |r| &mut r.lose.max_errors)}
            <small>{move || tr(lang.get(), "∞: no limit.", "∞ : pas de limite.")}</small>
            {text("lost-message", "Message when the game is lost", "Message quand la partie est perdue", |r| &mut r.lost_message)}
            <h3>{move || tr(lang.get(), "With several players", "À plusieurs joueurs")}</h3>
            {switch("one-ends-all", ("The first winner ends the game", "Le premier gagnant termine la partie"), ("Off: the others play on for the next places.", "Désactivé : les autres continuent pour les places suivantes."), one_ends, set_one_ends)}
            {switch("play-to-the-end", ("Play on until every player has finished", "Continuer jusqu'à ce que tous aient fini"),
                ("Off: the game stops when one player is left.", "Désactivé : la partie s'arrête quand il ne reste qu'un joueur."), to_the_end, set_to_the_end)}
            {choice("ranking", vec![("First to win", "Premier à gagner"), ("Most tokens won", "Le plus de jetons gagnés"), ("Fewest mistakes", "Le moins d'erreurs")],
                get(|r| match r.ranking { Ranking::FirstToWin => 0, Ranking::MostTokens => 1, Ranking::FewestErrors => 2 }),
                move |i| draft.set(|d| d.rules.ranking = [Ranking::FirstToWin, Ranking::MostTokens, Ranking::FewestErrors][i]))}
            <h3>{move || tr(lang.get(), "Trays", "Réserves")}</h3>
            {choice("refill", vec![("Refill as tokens leave", "Remplir quand un jeton part"), ("Refill when empty", "Remplir quand elle est vide"), ("A refill button", "Un bouton pour remplir")],
                get(|r| match r.refill { RefillMode::OnLeave => 0, RefillMode::WhenEmpty => 1, RefillMode::OnRequest => 2 }),
                move |i| draft.set(|d| d.rules.refill = [RefillMode::OnLeave, RefillMode::WhenEmpty, RefillMode::OnRequest][i]))}
        </section>
    }
}
