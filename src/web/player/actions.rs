//! The actions beside the board that are not a token's: roll the die, pass (a big "Pass my
//! turn" when the engine lists nothing else, as in Othello when no square encloses), and refill
//! a tray when the design has it done on request.

use leptos::prelude::*;
use tablier::engine::Action;
use tablier::game::{BoardKind, Game};
use tablier::lang::Text;
use tablier::model::RefillMode;

use super::control::Ctl;
use super::die;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::layout;

/// Whether the game shows its actions' row from the start: a die to roll, "Next player", or a
/// tray refilled on request (the board drawn while the player's code comes keeps its room:
/// `library/coming.rs`).
pub fn always(game: &Game) -> bool {
    let rules = game.rules();
    rules.turns.pass_button || rules.refill == RefillMode::OnRequest || !game.design.dice.is_empty()
}

#[component]
pub fn Actions(ctl: Ctl, game: std::sync::Arc<Game>) -> impl IntoView {
    let rules = game.rules();
    // The engine lists nothing but a pass: a big button says so.
    let forced = Memo::new(move |_| ctl.legal.with(|l| l == &[Action::Pass]));
    let pass_button = rules.turns.pass_button;
    let roll = (!game.design.dice.is_empty()).then(|| view! { <Roll ctl=ctl game=game.clone() /> });
    let refill = (rules.refill == RefillMode::OnRequest).then(|| refills(ctl, &game));
    let always = always(&game);
    view! {
        <div class="actions" hidden=move || !(always || forced.get())>
            {roll}
            <Pass ctl=ctl forced=forced shown=pass_button />
            {refill}
        </div>
    }
}

/// One big button, enabled when the engine lists a roll, and the die that was rolled.
#[component]
fn Roll(ctl: Ctl, game: std::sync::Arc<Game>) -> impl IntoView {
    let lang = use_lang();
    let can_roll = move || ctl.legal.with(|l| l.contains(&Action::Roll));
    view! {
        <button class="roll" data-testid="roll" disabled=move || !can_roll() on:click=move |_| { ctl.act(Action::Roll); }>
            {move || tr(lang.get(), "Roll the die", "Lancer le dé")}
        </button>
        {die::view(&game)}
    }
}

/// "Next player" where the design offers it, "Pass my turn" (big) where nothing else can be
/// played.
#[component]
fn Pass(ctl: Ctl, forced: Memo<bool>, shown: bool) -> impl IntoView {
    let lang = use_lang();
    let label = move || match forced.get() {
        true => tr(lang.get(), "Pass my turn", "Passer mon tour"),
        false => tr(lang.get(), "Next player", "Joueur suivant"),
    };
    view! {
        <button data-testid="pass" class:big=move || forced.get() class:forced=move || forced.get() hidden=move || !(shown || forced.get())
            on:click=move |_| { ctl.act(Action::Pass); }>
            {label}
        </button>
    }
}

/// "Refill" for each tray.
fn refills(ctl: Ctl, game: &Game) -> impl IntoView {
    let lang = use_lang();
    (0..game.boards.len())
        .filter(|b| game.boards[*b].kind == BoardKind::Tray)
        .map(|b| {
            let label = layout::board_label(game, b).unwrap_or_else(|| Text::new("", ""));
            view! {
                <button data-testid="refill" on:click=move |_| { ctl.act(Action::Refill(b as u16)); }>
                    {move || tr(lang.get(), "Refill", "Remplir")}" "{move || label.get(lang.get()).to_string()}
                </button>
            }
        })
        .collect_view()
}
