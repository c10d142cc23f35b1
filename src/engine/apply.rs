//! `apply`: the one way an action is played. The mechanism the action belongs to plays it and
//! answers a step (what happened, what it counts as); the turn flow then finishes every
//! action the same way: count, end check, next player, end of round, stuck check (`flow`).

use super::noun::Noun;
use super::step::Step;
use super::{dice, drafting, flow, legal, lines, mosaic, moves, Action, Outcome, Refusal, State};
use crate::game::Game;

/// Apply an action for the current player.
pub fn apply(game: &Game, state: &mut State, action: Action) -> Outcome {
    if state.is_over() {
        return Outcome::refused(Refusal::GameOver);
    }
    let mover = state.current;
    let step = play(game, state, action);
    let mut outcome = flow::finish(game, state, mover, step);
    // A refusal's own sentence is said in the game's word for its tokens ("This tile…").
    if let Some(r) = outcome.refusal.as_ref().filter(|r| outcome.message.as_ref() == Some(&r.text())) {
        outcome.message = Some(r.text_in(&Noun::of(game)));
    }
    outcome
}

/// The action played by the mechanism it belongs to, without the turn flow.
fn play(game: &Game, state: &mut State, action: Action) -> Step {
    let in_range = |c: u32| (c as usize) < game.cells.len();
    if state.take_due {
        return match action {
            Action::Select(cell) if in_range(cell) => lines::take(game, state, cell),
            _ => Step::refused(lines::take_first(game, state)),
        };
    }
    if state.tiling {
        return match action {
            Action::Move(from, to) if in_range(from) && in_range(to) => mosaic::tile_by_hand(game, state, from, to),
            _ => Step::refused(Refusal::Said(Noun::of(game).text(
                "First move {a} of your highest full row onto your wall.",
                "Glisse d'abord {un} de ta rangée pleine la plus haute sur ton mur.",
            ))),
        };
    }
    match action {
        Action::Move(from, to) if in_range(from) && in_range(to) && drafting::drafts(game, from) => {
            drafting::take(game, state, from, to)
        }
        Action::Select(cell) if in_range(cell) && drafting::drafts(game, cell) => {
            drafting::choose_jokers(game, state, cell)
        }
        Action::Select(cell) if in_range(cell) => moves::select(game, state, cell),
        Action::Move(from, to) if in_range(from) && in_range(to) && state.must_move.is_some() => {
            dice::hand_move(game, state, from, to)
        }
        Action::Move(from, to) if in_range(from) && in_range(to) => moves::move_token(game, state, from, to),
        Action::Refill(board) => moves::refill(game, state, board as usize),
        Action::Pass if state.chain.is_some() => moves::end_chain(state),
        Action::Pass if !legal::may_pass(game, state) => Step::refused(Refusal::PassNotAllowed),
        Action::Pass => moves::pass(state),
        Action::Roll => dice::roll(game, state),
        _ => Step::refused(Refusal::NoSuchPlace),
    }
}
