//! The plain actions (docs/model.md §4.5, §4.6): turning tokens over, moving them, refilling a
//! tray on request, ending a chain of jumps and passing. Each answers a step; the turn flow
//! counts it and passes the turn (`flow`).
//!
//! A refused action changes nothing, except the refusals that break the rules of the game
//! (a wrong way of moving, a token in the wrong zone): those count a move and an error and
//! may pass the turn, as the thesis's strict rule control asks.

use super::checks::{candidates, owner_names, plan_drop, plan_move, plan_select, SelectPlan};
use super::step::{Count, Step};
use super::{boards, conditions, enclosing, game_words, lines, phases, Event, Noun, Refusal, State};
use crate::game::{BoardKind, Game, TokenId};
use crate::lang::Text;
use crate::model::{IfMatched, Words};

fn designer_text(s: &Words) -> Option<Text> {
    (!s.is_blank()).then(|| s.text())
}

/// A tap on a cell: turn a token over (a group of them is then matched), turn it back,
/// choose a token with a die, or end a chain of jumps.
pub(crate) fn select(game: &Game, state: &mut State, cell: u32) -> Step {
    let plan = match plan_select(game, state, cell) {
        Ok(plan) => plan,
        Err(r) => return Step::refused(r),
    };
    state.settle();
    let mut events = Vec::new();
    let token = match plan {
        SelectPlan::Deselect(token) => {
            state.tokens[token as usize].face_up = false;
            state.selection.retain(|t| *t != token);
            events.push(Event::TurnedBack { token });
            return Step::done(events, None);
        }
        SelectPlan::EndChain => return end_chain(state),
        SelectPlan::Pick(token) => {
            state.picked = Some(token);
            events.push(Event::Picked { token });
            return Step::done(events, Some(Refusal::RollNow.text()));
        }
        SelectPlan::Turn(token) => token,
    };
    state.tokens[token as usize].face_up = true;
    state.selection.push(token);
    events.push(Event::Turned { token });
    let rules = game.rules();
    if state.selection.len() < rules.group_size as usize {
        return Step::done(events, None);
    }
    let group = std::mem::take(&mut state.selection);
    let kinds: Vec<u16> = group.iter().map(|t| state.tokens[*t as usize].kind).collect();
    let matched = game.cards_match(&kinds);
    let message;
    if matched {
        events.push(Event::Matched { tokens: group.clone() });
        for &t in &group {
            if rules.if_matched == IfMatched::Remove {
                let to = boards::send_to_result(game, state, t, &mut events);
                events.push(Event::Removed { token: t, to });
            } else {
                state.tokens[t as usize].locked = true;
            }
        }
        // A child turning cards over always gets a word, even before the educator writes one:
        // the cards' own names.
        let keeps_turn = !rules.turns.after_valid && state.players.len() > 1;
        message =
            designer_text(&rules.matched_message).or_else(|| Some(game_words::cards_matched(game, &kinds, keeps_turn)));
    } else {
        events.push(Event::Mismatched { tokens: group.clone() });
        state.revealed = group;
        message =
            designer_text(&rules.not_matched_message).or_else(|| Some(game_words::cards_not_matched(game, &kinds)));
    }
    Step::new(Count::Move { valid: matched }, events, message)
}

/// A token dragged from one cell to another (not a move a die asked for: `dice`).
pub(crate) fn move_token(game: &Game, state: &mut State, from: u32, to: u32) -> Step {
    let plan = match plan_move(game, state, from, to) {
        Ok(plan) => plan,
        // In the middle of a chain of jumps, a jump to a hole the token cannot reach is a slip of
        // the finger, refused without counting: the chain goes on, as when the child taps that
        // hole. A jump into a zone the token does not belong in still counts.
        Err(refusal) if refusal.counted() && (state.chain.is_none() || refusal == Refusal::WrongPlace) => {
            // The move breaks the game's rules: it is refused, and it counts (ending any chain).
            state.settle();
            state.stop_chain();
            // A wrong place: the designer's word, else the question the zones ask.
            let designer = match refusal {
                Refusal::WrongPlace => {
                    designer_text(&game.rules().not_matched_message).or_else(|| game_words::wrong_place(game))
                }
                _ => None,
            };
            let message = designer.unwrap_or_else(|| refusal.text());
            return Step {
                refusal: Some(refusal),
                ..Step::new(Count::Move { valid: false }, Vec::new(), Some(message))
            };
        }
        Err(refusal) => return Step::refused(refusal),
    };
    state.settle();
    let rules = game.rules();
    let mut events = Vec::new();
    let token = plan.token;
    state.lift(token);
    if plan.remove {
        let at = boards::send_to_result(game, state, token, &mut events);
        events.push(Event::Removed { token, to: at });
    } else {
        state.push(token, to);
        events.push(Event::Moved { token, from, to });
    }
    if let Some((over, capture)) = plan.over {
        if capture {
            let at = boards::send_to_result(game, state, over, &mut events);
            events.push(Event::Captured { token: over, to: at });
        }
    }
    // Rearranging a tray's or waiting area's own cells is tidying, not a move: no token left
    // the tray, nothing is counted and the turn stays.
    if game.kind_of(from) != BoardKind::Grid && game.cells[from as usize].board == game.cells[to as usize].board {
        return Step::done(events, None);
    }
    if game.kind_of(from) == BoardKind::Tray {
        boards::token_left_tray(game, state, from, &mut events);
    }
    // The last token to place is down: say that this player moves from now on.
    let placed_all = phases::announce(game, state, state.current, from);
    if game.kind_of(to) == BoardKind::Grid && !plan.remove {
        enclosing::after_landing(game, state, to, &mut events);
        // A move that also wins is counted at once: a take could undo the win it made (a full
        // grid no longer full).
        if lines::after_landing(game, state, to, &mut events) && !conditions::won_already(game, state) {
            let take_now = lines::demand_take(game, state);
            state.stop_chain();
            return Step::new(Count::Kept, events, Text::then(Some(take_now), placed_all));
        }
    }
    // A jump that can be followed by another keeps the turn, with this token only.
    let chained = state.chain == Some(token);
    state.chain = None;
    let in_grid = state.ty(game, token).in_grid;
    if in_grid.chains() && plan.over.is_some() {
        // Where a chain takes nothing, the cells it stood on are closed to it for this turn.
        if !in_grid.captures() {
            if !chained {
                state.chain_path.clear();
                state.chain_path.push(from);
            }
            state.chain_path.push(to);
        }
        if can_jump_again(game, state, token) {
            state.chain = Some(token);
            events.push(Event::KeepJumping { token });
            return Step::new(Count::Kept, events, Some(jump_again(game)));
        }
    }
    state.chain_path.clear();
    let message = if plan.valid {
        designer_text(&rules.matched_message).filter(|_| plan.matched)
    } else {
        // Accepted although unmatched: only the designer's word, if any (a refusal text would
        // contradict the move the child sees accepted).
        designer_text(&rules.not_matched_message)
    };
    // Said unless the flow has words of its own (the end, a new round).
    Step::new(Count::Move { valid: plan.valid }, events, Text::then(message, placed_all))
}

/// The refill button of a tray that refills on request.
pub(crate) fn refill(game: &Game, state: &mut State, board: usize) -> Step {
    if board >= game.boards.len() || game.boards[board].kind != BoardKind::Tray {
        return Step::refused(Refusal::NoSuchPlace);
    }
    if let Some((_, target, _)) = state.must_move {
        return Step::refused(Refusal::MoveByHand(game.cells[target as usize].number));
    }
    if game.rules().refill != crate::model::RefillMode::OnRequest {
        return Step::refused(Refusal::NoRefillOnRequest);
    }
    if !state.owns(game.boards[board].owners) {
        return Step::refused(Refusal::NotYourBoard(owner_names(game, game.boards[board].owners)));
    }
    if !boards::can_refill(game, state, board) {
        return Step::refused(Refusal::NothingToRefill);
    }
    state.settle();
    let mut events = Vec::new();
    boards::fill_tray(game, state, board, &mut events);
    Step::done(events, None)
}

/// Does the token have a jump from where it stands, as the next link of a chain?
fn can_jump_again(game: &Game, state: &mut State, token: TokenId) -> bool {
    state.chain = Some(token);
    let from = state.tokens[token as usize].cell;
    let mut targets = Vec::new();
    candidates(game, state, token, from, &mut targets);
    let any = targets.iter().any(|&to| plan_drop(game, state, token, from, to).is_ok());
    state.chain = None;
    any
}

/// The player ends a chain of jumps: it counts as one move, and the turn goes on as usual.
pub(crate) fn end_chain(state: &mut State) -> Step {
    state.settle();
    state.stop_chain();
    Step::new(Count::Move { valid: true }, Vec::new(), None)
}

/// The player passes (the caller has checked they may): a group left half turned is turned
/// back, so that the next player starts afresh.
pub(crate) fn pass(state: &mut State) -> Step {
    state.settle();
    let mut events = Vec::new();
    for t in std::mem::take(&mut state.selection) {
        state.tokens[t as usize].face_up = false;
        events.push(Event::TurnedBack { token: t });
    }
    Step::new(Count::Pass, events, None)
}

/// What the player of a chain of jumps may do next (said after each jump, and kept on the
/// message line while the chain goes on).
pub fn jump_again(game: &Game) -> Text {
    Noun::of(game).text(
        "Jump again: tap where to land, or tap the {one} to end your turn.",
        "Saute encore\u{a0}: touche {cell.le} où arriver, ou touche {le} pour finir ton tour.",
    )
}
