//! The status line: whose turn, the scores, the opening followed, the last message, and the
//! hint kept while something must be done first.

use leptos::prelude::*;
use tablier::engine::{help_steps, help_words, Action, HelpStep};
use tablier::lang::{Grammar, Lang, Text};
use tablier::model::Ranking;

use super::control::Ctl;
use super::counts;
use crate::shared::i18n::{tr, use_lang};

pub(super) fn turn_text(lang: Lang, players: usize, name: &str, grammar: Grammar) -> String {
    match (players > 1, lang) {
        // "Crosses' turn", not "Crosses's turn".
        (true, Lang::En) if name.ends_with('s') => format!("{name}' turn"),
        (true, Lang::En) => format!("{name}'s turn"),
        // "C'est au tour des Noirs"; a name without article: "C'est au tour du joueur 1".
        (true, Lang::Fr) => grammar.turn_fr(name),
        (false, l) => tr(l, "Your turn", "À toi de jouer").to_string(),
    }
}

/// A person's turn and, when the game's mechanisms name it, what to do now: "White's turn.
/// Place a token: 8 left."
pub(super) fn with_task(turn: String, p: &tablier::engine::Play, lang: Lang) -> String {
    match tablier::engine::task(&p.game, &p.state) {
        Some(task) => format!("{turn}. {}.", tablier::lang::capital(task.get(lang))),
        None => turn,
    }
}

/// "1 pair", "3 pairs" (groups of two), "2 groups" (larger groups), in English or French.
fn group_count(lang: Lang, n: u32, group: u32) -> String {
    let word = match (lang, group == 2, n == 1) {
        (Lang::En, true, true) => "pair",
        (Lang::En, true, false) => "pairs",
        (Lang::En, false, true) => "group",
        (Lang::En, false, false) => "groups",
        (Lang::Fr, true, n1) => {
            if n1 || n == 0 {
                "paire"
            } else {
                "paires"
            }
        }
        (Lang::Fr, false, n1) => {
            if n1 || n == 0 {
                "groupe"
            } else {
                "groupes"
            }
        }
    };
    format!("{n} {word}")
}

/// The sentence kept on the message line while something must be done first: take a token
/// after a line of N (when the line's own message was replaced), jump again or end a chain of
/// jumps, or pass when nothing else is possible.
pub(super) fn hint(ctl: Ctl) -> Option<Text> {
    // Hints are for the hand that plays: none while the computer has the turn.
    let computer = ctl.computer_turn();
    ctl.play.with(|p| {
        let s = &p.state;
        if s.is_over() || computer {
            return None;
        }
        if s.take_due {
            // The message of the move that made the line says it already, and so does a refusal
            // while the take is due ("This man is yours: take one of the other side.").
            if ctl.message.with(Option::is_some) {
                return None;
            }
            // The engine's own sentence (help_words says what must be done first).
            return help_words(&p.game, s, None);
        }
        // A chain of jumps goes on after an undo or a return to the game, whose message is gone;
        // the help's words (a step, where only a jump may follow) wait for the chain's end.
        if s.chain.is_some() {
            return ctl.message.with(|m| m.is_none()).then(|| tablier::engine::jump_again(&p.game));
        }
        if ctl.legal.with(|l| l == &[Action::Pass]) && !p.game.rules().turns.pass_button {
            let (name, g) = (&s.players[s.current].name, s.players[s.current].grammar);
            return Some(Text::new(
                format!("No move for {}: pass your turn.", name.en),
                format!("{} {} pas jouer\u{a0}: passe ton tour.", g.subject_fr(&name.fr), g.fr("ne peut", "ne peuvent")),
            ));
        }
        // Tokens picked up in a tray (drafting): where they go now.
        if let Some(said) = ctl.held.get().and_then(|h| tablier::engine::after_pick(&p.game, &p.state, h)) {
            return Some(said);
        }
        // The help ladder's words: asked for, or after a wrong try when the design offers them.
        let wrong = ctl.message.with(|m| m.as_ref().is_some_and(|m| m.1));
        let offered = help_steps(&p.game).contains(&HelpStep::Words);
        // After a wrong try the words do not follow the finger: the line must not change (and
        // move the board) when the child picks the next token up.
        // Nothing in hand after a wrong try: the words speak of the token just refused.
        let tried = move || if wrong { ctl.tried.get() } else { None };
        if ctl.helped(HelpStep::Words) {
            help_words(&p.game, s, ctl.held.get().or_else(tried))
        } else if wrong && offered && ctl.refused.with_value(|r| r.as_ref().is_some_and(|r| r.wants_help())) {
            help_words(&p.game, s, tried())
        } else {
            // The squares' step lights nothing until a token is held: just climbed, it says so
            // (a tap on Help that seems to do nothing teaches nothing).
            let steps = help_steps(&p.game);
            let top = ctl.help.get().checked_sub(1).and_then(|i| steps.get(i).copied());
            // (Where a tap puts a token, the squares are lit with nothing held: no word needed.)
            let unlit = || ctl.taps.with(Vec::is_empty);
            (top == Some(HelpStep::Squares) && ctl.held.get().is_none() && unlit()).then(|| {
                Text::new(
                    "Pick a token up: the squares where it may go light up.",
                    "Prends un jeton\u{a0}: les cases où il peut aller s'allument.",
                )
            })
        }
    })
}

#[component]
pub fn Status(ctl: Ctl) -> impl IntoView {
    let lang = use_lang();
    let turn = move || {
        ctl.play.with(|p| {
            let s = &p.state;
            if s.is_over() {
                return String::new();
            }
            let lang = lang.get();
            let pl = &s.players[s.current];
            let text = turn_text(lang, s.players.len(), pl.name.get(lang), pl.grammar);
            // "White's turn. The computer plays." (its level is the educator's, in the seats
            // panel); a person is told what to do now when the game's mechanisms name it:
            // "White's turn. Place a token: 8 left."
            match ctl.seats.with(|seats| seats.get(s.current).copied().flatten()) {
                Some(_) => format!("{text}. {}.", tr(lang, "The computer plays", "L'ordinateur joue")),
                None => with_task(text, p, lang),
            }
        })
    };
    let refused = move || ctl.message.with(|m| m.as_ref().is_some_and(|m| m.1));
    // The game's own neutral word (a memory's "Not a pair"): neither praise nor refusal.
    let calm = move || ctl.calm.with(|c| c.is_some() && ctl.message.with(|m| m.as_ref().map(|m| &m.0) == c.as_ref()));
    let message = move || ctl.message.with(|m| m.as_ref().map(|m| m.0.get(lang.get()).to_string()).unwrap_or_default());
    // The picture of the current player's own tokens, so that a child sees which are theirs.
    let turn_picture = move || {
        ctl.play.with(|p| {
            let s = &p.state;
            if s.is_over() || s.players.len() < 2 {
                return None;
            }
            let bit = 1u32 << s.players[s.current].design_player;
            let ty = p.game.design.token_types.iter().zip(&p.game.types).find(|(_, info)| info.owners == bit)?.0;
            crate::shared::images::url(&ty.front)
        })
    };
    // Several players: each one's tokens won, so children see who is ahead; not shown while
    // nothing is counted (a race shows no "0 · 0").
    let scores = move || {
        ctl.play.with(|p| {
            if p.state.players.len() < 2 {
                // Alone, the moves played so far (a chain of jumps is one): a puzzle's goal is
                // often to need few of them; the designer's limit and the results say "moves"
                // too. A refused try is not one.
                let moves = p.state.players.first().map_or(0, |pl| pl.played);
                return match (moves, lang.get()) {
                    (0, _) => String::new(),
                    (n, Lang::En) => format!("Moves: {n}"),
                    (n, Lang::Fr) => format!("Coups\u{a0}: {n}"),
                };
            }
            if let Some(count) = counts::grid_count(p, lang.get()) {
                return count;
            }
            let counted = matches!(p.game.ranking(), Ranking::MostTokens | Ranking::MostPoints);
            if !counted && p.state.players.iter().all(|pl| pl.tokens_won == 0) {
                return String::new();
            }
            let rules = p.game.rules();
            let group = rules.group_size.max(1);
            let in_groups = rules.if_matched == tablier::model::IfMatched::Remove && group > 1;
            let list: Vec<String> = p
                .state
                .players
                .iter()
                .map(|pl| {
                    // French puts a space before the colon.
                    let colon = if lang.get() == Lang::Fr { "\u{a0}:" } else { ":" };
                    if p.game.ranking() == Ranking::MostPoints {
                        format!("{}{colon} {}", pl.name.get(lang.get()), pl.points)
                    } else if in_groups {
                        format!(
                            "{}{colon} {}",
                            pl.name.get(lang.get()),
                            group_count(lang.get(), pl.tokens_won / group, group)
                        )
                    } else {
                        format!("{}{colon} {}", pl.name.get(lang.get()), pl.tokens_won)
                    }
                })
                .collect();
            list.join(" · ")
        })
    };
    // The named opening (Othello's "Tiger") the last move completed, when the design lists
    // openings: said once, as it is played.
    let opening = move || {
        ctl.play.with(|p| {
            tablier::search::opening_played(&p.game, &p.log)
                .map(|o| format!("{} {}", tr(lang.get(), "Opening:", "Ouverture\u{a0}:"), o.name.get(lang.get())))
        })
    };
    let node = NodeRef::<leptos::html::Div>::new();
    super::fit::keep_fitted(node, move || {
        let _ = (turn(), scores(), opening(), message(), hint(ctl), turn_picture());
    });
    view! {
        <div class="status" role="status" aria-live="polite" node_ref=node>
            <span class="turn" data-testid="current-player">
                {move || turn_picture().map(|href| view! { <img class="turn-token" src=href alt="" /> })}
                {turn}
            </span>
            <span class="scores" data-testid="scores">{scores}</span>
            <span class="opening-name" data-testid="opening">{opening}</span>
            <span class="message" class:refused=refused class:calm=calm data-testid="message">{message}</span>
            <span class="hint" data-testid="hint">{move || hint(ctl).map(|t| t.get(lang.get()).to_string())}</span>
        </div>
    }
}
