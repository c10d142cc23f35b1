//! The help ladder (`Rules::help`): what a stuck child may ask for, one step at a time. Each
//! step teaches a little more: a hint in words (what the token is, how tokens move, what must
//! be done first), then the squares where the held token may go by the rules of moving, whether
//! or not it is right there (lighting only right squares would be the answer), then "show me"
//! (a good move, chosen by the search module and played by the caller).
//!
//! Serves every design: sorting games get the token's properties in words, memories how to
//! find a pair, puzzles and board games how their tokens move, dice games to roll.

use super::checks::{candidates, plan_drop, plan_pick};
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
    let show_me = ladder.show_me.unwrap_or(!game.zones_have_properties);
    [(ladder.words, HelpStep::Words), (ladder.squares, HelpStep::Squares), (show_me, HelpStep::ShowMe)]
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
        return Some(lines::take_first(game, state).text());
    }
    if state.tiling {
        return Some(Text::new(
            "Move a token of your highest full row onto your wall, in the same row, in a column that does not have \
             its kind yet.",
            "Glisse un jeton de ta rangée pleine la plus haute sur ton mur, dans la même ligne, dans une colonne qui \
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
        return Some(Text::new(
            format!("Take all the tokens of one kind from a tray and put them on one of your rows. A row holds one kind only.{more_en}"),
            format!("Prends tous les jetons d'une sorte dans une réserve et pose-les sur une de tes rangées. Une rangée ne garde qu'une sorte.{more_fr}"),
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
        return Some(Text::new(
            "Turn over tokens that go together. Try to remember where you saw each one.",
            "Retourne des jetons qui vont ensemble. Essaie de te rappeler où tu as vu chacun.",
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
    let ty = &game.design.token_types[state.tokens[token as usize].kind as usize];
    if game.zones_have_properties && !ty.properties.is_empty() && !game.rules().zones_are_goals {
        // The question the zones ask, not which one is right: "It flies, or It does not fly?"
        let say = |lang: Lang, or: &str| {
            let names: Vec<&str> = game
                .design
                .grid
                .zones
                .iter()
                .filter(|z| !z.properties.is_empty())
                .map(|z| match z.name.get(lang) {
                    "" => z.id.as_str(),
                    name => name,
                })
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
            format!("Regarde bien : {token_fr}. Où va-t-il : {fr} ?"),
        ));
    }
    Some(how_it_moves(game, state, cell))
}

/// How a token in `from` moves, in a sentence.
fn how_it_moves(game: &Game, state: &State, from: CellId) -> Text {
    if game.kind_of(from) != BoardKind::Grid {
        if game.rules().enclosing.as_ref().is_some_and(|e| e.placement_must_enclose) {
            return Text::new(
                "Put your token where it traps tokens of the other side in a straight line, between it and one of yours.",
                "Pose ton jeton là où il enferme des jetons de l'autre camp en ligne droite, entre lui et un des tiens.",
            );
        }
        return Text::new("Put a token from your tray on the board.", "Pose un jeton de ta réserve sur le plateau.");
    }
    let Some(token) = state.visible(from) else {
        return Text::new("Move one of your tokens.", "Déplace un de tes jetons.");
    };
    if super::flying::flies(game, state, token) {
        return Text::new(
            "Your tokens may fly: move one to any free square.",
            "Tes jetons peuvent voler : pose-en un sur n'importe quelle case libre.",
        );
    }
    let ty = state.ty(game, token);
    match ty.in_grid {
        InGrid::Anything => Text::new("Move a token to any free square.", "Déplace un jeton sur une case libre."),
        InGrid::OneCell => Text::new(
            "A token moves one square, to a free square next to it.",
            "Un jeton avance d'une case, sur une case libre à côté de lui.",
        ),
        InGrid::UpTo => Text::new(
            format!("A token moves up to {} squares in a straight line.", ty.distance),
            format!("Un jeton avance jusqu'à {} cases en ligne droite.", ty.distance),
        ),
        InGrid::Jump | InGrid::JumpCapture => Text::new(
            "Jump over a token onto the free square just behind it.",
            "Saute par-dessus un jeton, sur la case libre juste derrière.",
        ),
        InGrid::JumpChain | InGrid::JumpChainCapture => Text::new(
            "Step to a free square next to your token, or jump over tokens, again and again.",
            "Avance d'une case libre, ou saute par-dessus des jetons, encore et encore.",
        ),
        InGrid::Fixed => Text::new("This token does not move.", "Ce jeton ne bouge pas."),
    }
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
