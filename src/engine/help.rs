//! The help ladder (`Rules::help`): what a stuck child may ask for, one step at a time. Each
//! step teaches a little more: a hint in words (what the token is, how tokens move, what must
//! be done first), then the squares where the held token may go by the rules of moving, whether
//! or not it is right there (lighting only right squares would be the answer), then "show me"
//! (a good move, chosen by the search module and played by the caller).
//!
//! Serves every design: sorting games get the token's properties in words, memories how to
//! find a pair, puzzles and board games how their tokens move, dice games to roll.

use super::checks::{candidates, plan_drop, plan_pick};
use super::noun::Noun;
use super::{lines, Refusal, State};
use crate::game::{BoardKind, CellId, Game};
use crate::lang::{Lang, Text};
use crate::model::{HandlingMode, InGrid};

/// The steps of the ladder, after "nothing".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpStep {
    Words,
    Squares,
    ShowMe,
}

/// The steps the design offers, in order.
pub fn help_steps(game: &Game) -> Vec<HelpStep> {
    let ladder = &game.rules().help;
    // Showing the move of a sorting game is giving the answer the game teaches.
    let show_me = ladder.show_me.unwrap_or(!game.zones_ask);
    // Squares light where a held token may go: with nothing to pick up (a memory's cards are
    // only turned over) the step would show nothing, and a child would think help is broken.
    let squares = ladder.squares && game.types.iter().any(|t| t.mode == HandlingMode::Move);
    [(ladder.words, HelpStep::Words), (squares, HelpStep::Squares), (show_me, HelpStep::ShowMe)]
        .into_iter()
        .filter_map(|(on, step)| on.then_some(step))
        .collect()
}

/// The hint in words for the current player, about the token held in `held` if any.
pub fn help_words(game: &Game, state: &State, held: Option<CellId>) -> Option<Text> {
    if state.is_over() {
        return None;
    }
    if state.take_due {
        return Some(lines::take_first(game, state).text_in(&Noun::of(game)));
    }
    if state.tiling {
        return Some(Noun::of(game).text(
            "Move {a} of your highest full row onto your wall, in the same row, in a column that does not have \
             its kind yet.",
            "Glisse {un} de ta rangée pleine la plus haute sur ton mur, dans la même ligne, dans une colonne qui \
             n'a pas encore sa sorte.",
        ));
    }
    if game.drafting.is_some() && held.is_none_or(|c| game.kind_of(c) == BoardKind::Tray) {
        let costs = game.zones.iter().any(|z| z.is_overflow && z.points.iter().any(|p| *p < 0));
        let (more_en, more_fr) = if costs {
            (" What does not fit costs points.", " Ce qui ne tient pas coûte des points.")
        } else {
            ("", "")
        };
        let n = Noun::of(game);
        // The trays by the word their names share ("a factory"), else "a tray".
        let tray = Noun::of_trays(game);
        let (from_en, from_fr) = match &tray {
            Some(t) => (t.fill("{a}"), t.fill("{un}")),
            None => ("a tray".to_string(), "une réserve".to_string()),
        };
        let all = if n.feminine { "toutes" } else { "tous" };
        return Some(n.text(
            &format!("Take all the {{many}} of one kind from {from_en} and put them on one of your rows. A row holds one kind only.{more_en}"),
            &format!("Prends {all} les {{jetons}} d'une sorte dans {from_fr} et pose-les sur une de tes rangées. Une rangée ne garde qu'une sorte.{more_fr}"),
        ));
    }
    if let Some(text) = held.and_then(|cell| about_token(game, state, cell)) {
        return Some(text);
    }
    let mut actions = Vec::new();
    super::legal_actions(game, state, &mut actions);
    if actions.iter().any(|a| matches!(a, super::Action::Roll)) {
        return Some(Text::new("Tap the die to roll it.", "Touche le dé pour le lancer."));
    }
    if game.types.iter().any(|t| t.mode == HandlingMode::Select) {
        let n = Noun::of(game);
        return Some(n.text(
            "Turn over {many} that go together. Try to remember where you saw each one.",
            if n.feminine {
                "Retourne des {jetons} qui vont ensemble. Essaie de te rappeler où tu as vu chacune."
            } else {
                "Retourne des {jetons} qui vont ensemble. Essaie de te rappeler où tu as vu chacun."
            },
        ));
    }
    // A move onto the grid says what the game is about (not putting a token back in a tray).
    let onto_grid = |a: &super::Action| match a {
        super::Action::Move(from, to) if game.kind_of(*to) == BoardKind::Grid => Some(*from),
        _ => None,
    };
    let any = |a: &super::Action| match a {
        super::Action::Move(from, _) => Some(*from),
        _ => None,
    };
    let from = actions.iter().find_map(onto_grid).or_else(|| actions.iter().find_map(any))?;
    // Nothing held (the token went back after a wrong try): about the first token to move.
    about_token(game, state, from)
}

/// What the token of `cell` is (sorting games) or how it moves.
fn about_token(game: &Game, state: &State, cell: CellId) -> Option<Text> {
    let token = state.visible(cell)?;
    let kind = state.tokens[token as usize].kind;
    let ty = &game.design.token_types[kind as usize];
    if game.zones_ask && game.types[kind as usize].checked && !game.rules().zones_are_goals {
        // The question the zones ask, not which one is right: "It flies, or It does not fly?"
        let say = |lang: Lang, or: &str| {
            let names: Vec<&str> = (1..game.zones.len() as u16)
                .filter(|z| game.zone_asks(*z))
                .map(|z| game.zones[z as usize].name.get(lang))
                .take(4)
                .collect();
            match names.split_last() {
                Some((last, rest)) if !rest.is_empty() => format!("{}, {or} {last}", rest.join(", ")),
                _ => names.join(""),
            }
        };
        let (en, fr) = (say(Lang::En, "or"), say(Lang::Fr, "ou"));
        let (token_en, token_fr) = (ty.display_name(Lang::En), ty.display_name(Lang::Fr));
        return Some(Text::new(
            format!("Look carefully: {token_en}. Where does it go: {en}?"),
            // "sa place" whatever the gender of the token's name ("Où va-t-il" said it of "la vache").
            format!("Regarde bien\u{a0}: {token_fr}. Où est sa place\u{a0}: {fr}\u{a0}?"),
        ));
    }
    Some(how_it_moves(game, state, cell))
}

/// How a token in `from` moves, in a sentence, with the game's word for its tokens.
fn how_it_moves(game: &Game, state: &State, from: CellId) -> Text {
    let (en, fr, n) = moving(game, state, from);
    let noun = Noun::of(game);
    let n = n.to_string();
    Text::new(noun.fill(en).replace("{n}", &n), noun.fill(fr).replace("{n}", &n))
}

/// The sentence of `how_it_moves` in English and French, with its blanks: `{a}` ("a peg"),
/// `{A}` ("A peg"), `{one}` ("peg"), `{many}` ("pegs"), `{fr}` ("pions"), `{n}` (a distance).
fn moving(game: &Game, state: &State, from: CellId) -> (&'static str, &'static str, u32) {
    if game.kind_of(from) != BoardKind::Grid {
        if game.rules().enclosing.as_ref().is_some_and(|e| e.placement_must_enclose) {
            return (
                "Put your {one} where it traps {many} of the other side in a straight line, between it and one of yours.",
                "Enferme en ligne droite des {fr} de l'autre camp entre deux de tes {fr}\u{a0}: pose là où c'est possible.",
                0,
            );
        }
        return ("Put {a} from your tray on the board.", "Pose sur le plateau les {fr} de ta réserve.", 0);
    }
    let Some(token) = state.visible(from) else {
        return ("Move one of your {many}.", "Déplace tes {fr}.", 0);
    };
    if super::flying::flies(game, state, token) {
        return (
            "Your {many} may fly: move one to any free {cell.one}.",
            "Tes {fr} peuvent voler\u{a0}: vers n'importe {cell.quel} {cell.jeton} libre.",
            0,
        );
    }
    let ty = state.ty(game, token);
    let (en, fr) = match ty.in_grid {
        InGrid::Anything => {
            ("Move {a} to any free {cell.one}.", "Les {fr} vont sur n'importe {cell.quel} {cell.jeton} libre.")
        }
        InGrid::OneCell => (
            "{A} moves one {cell.one}, to a free {cell.one} next to it.",
            "Les {fr} avancent d'{cell.un}, sur {cell.un} libre voisin{cell.e}.",
        ),
        InGrid::UpTo => (
            "{A} moves up to {n} {cell.many} in a straight line.",
            "Les {fr} avancent jusqu'à {n} {cell.jetons} en ligne droite.",
        ),
        InGrid::Jump | InGrid::JumpCapture => (
            "Jump over {a} onto the free {cell.one} just behind it.",
            "Fais sauter tes {fr} par-dessus les {fr} d'à côté, sur {cell.le} libre juste derrière.",
        ),
        InGrid::JumpChain | InGrid::JumpChainCapture => (
            "Step to a free {cell.one} next to your {one}, or jump over {many}, again and again.",
            "Avance d'{cell.un} libre, ou saute par-dessus des {fr}, encore et encore.",
        ),
        InGrid::Fixed => ("This {one} does not move.", "Les {fr} ne bougent pas."),
    };
    (en, fr, ty.distance)
}

/// The squares where the token held in `from` may go by the rules of moving, whether or not
/// it matches them there (a wrong zone is a square it may try).
pub fn help_squares(game: &Game, state: &State, from: CellId) -> Vec<CellId> {
    if state.tiling {
        return super::mosaic::tiling_squares(game, state, from);
    }
    if super::drafting::drafts(game, from) {
        return super::drafting::squares(game, state, from);
    }
    let Ok(token) = plan_pick(game, state, from) else { return Vec::new() };
    let mut targets = Vec::new();
    candidates(game, state, token, from, &mut targets);
    targets.retain(|&to| {
        game.kind_of(to) == BoardKind::Grid
            && matches!(plan_drop(game, state, token, from, to), Ok(_) | Err(Refusal::WrongPlace))
    });
    targets
}
