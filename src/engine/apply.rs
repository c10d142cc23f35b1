//! `apply`: the selection flow (concepts.md §4.5) and the move flow (§4.6).
//!
//! A refused action changes nothing, except the refusals that break the rules of the game
//! (a wrong way of moving, a token in the wrong zone): those count a move and an error and
//! may pass the turn, as the thesis's strict rule control asks.

use super::checks::{candidates, owner_names, plan_drop, plan_move, plan_select, SelectPlan};
use super::flow::{after_outcome, pass_turn};
use super::{boards, dice, drafting, enclosing, legal, lines, mosaic, phases, Action, Event, Outcome, Refusal, State};
use crate::game::{group_matches, BoardKind, Game, PropSet, TokenId};
use crate::lang::Text;
use crate::model::{IfMatched, Words};

/// Apply an action for the current player.
pub fn apply(game: &Game, state: &mut State, action: Action) -> Outcome {
    if state.is_over() {
        return Outcome::refused(Refusal::GameOver);
    }
    let in_range = |c: u32| (c as usize) < game.cells.len();
    if state.take_due {
        return match action {
            Action::Select(cell) if in_range(cell) => lines::take(game, state, cell),
            _ => Outcome::refused(lines::take_first(game, state)),
        };
    }
    if state.tiling {
        return match action {
            Action::Move(from, to) if in_range(from) && in_range(to) => mosaic::tile_by_hand(game, state, from, to),
            _ => Outcome::refused(Refusal::Said(Text::new(
                "First move a token of your highest full row onto your wall.",
                "Glisse d'abord un jeton de ta rangée pleine la plus haute sur ton mur.",
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
        Action::Select(cell) if in_range(cell) => select(game, state, cell),
        Action::Move(from, to) if in_range(from) && in_range(to) => move_token(game, state, from, to),
        Action::Refill(board) => refill(game, state, board as usize),
        Action::Pass => pass(game, state),
        Action::Roll => dice::roll(game, state),
        _ => Outcome::refused(Refusal::NoSuchPlace),
    }
}

fn designer_text(s: &Words) -> Option<Text> {
    (!s.is_blank()).then(|| s.text())
}

fn select(game: &Game, state: &mut State, cell: u32) -> Outcome {
    let plan = match plan_select(game, state, cell) {
        Ok(plan) => plan,
        Err(r) => return Outcome::refused(r),
    };
    state.settle();
    let mut events = Vec::new();
    let token = match plan {
        SelectPlan::Deselect(token) => {
            state.tokens[token as usize].face_up = false;
            state.selection.retain(|t| *t != token);
            events.push(Event::TurnedBack { token });
            return Outcome { refusal: None, events, message: None };
        }
        SelectPlan::EndChain => return end_chain(game, state),
        SelectPlan::Pick(token) => {
            state.picked = Some(token);
            events.push(Event::Picked { token });
            return Outcome { refusal: None, events, message: Some(Refusal::RollNow.text()) };
        }
        SelectPlan::Turn(token) => token,
    };
    state.tokens[token as usize].face_up = true;
    state.selection.push(token);
    events.push(Event::Turned { token });
    let rules = game.rules();
    if state.selection.len() < rules.group_size as usize {
        return Outcome { refusal: None, events, message: None };
    }
    let group = std::mem::take(&mut state.selection);
    let sets: Vec<PropSet> = group.iter().map(|t| state.ty(game, *t).props).collect();
    let matched = group_matches(rules.matching, &sets);
    let mut message;
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
        // A child turning cards over always gets a word, even before the educator writes one.
        message =
            designer_text(&rules.matched_message).or_else(|| Some(Text::new("They match!", "Elles vont ensemble !")));
    } else {
        events.push(Event::Mismatched { tokens: group.clone() });
        state.revealed = group;
        message = designer_text(&rules.not_matched_message).or_else(|| {
            Some(Text::new("They do not match: they turn back.", "Elles ne vont pas ensemble : elles se retournent."))
        });
    }
    if let Some(end) = after_outcome(game, state, matched, &mut events) {
        message = Some(end);
    }
    Outcome { refusal: None, events, message }
}

fn move_token(game: &Game, state: &mut State, from: u32, to: u32) -> Outcome {
    if state.must_move.is_some() {
        return dice::hand_move(game, state, from, to);
    }
    let plan = match plan_move(game, state, from, to) {
        Ok(plan) => plan,
        // In the middle of a chain of jumps, a jump to a hole the token cannot reach is a slip of
        // the finger, refused without counting: the chain goes on, as when the child taps that
        // hole. A jump into a zone the token does not belong in still counts.
        Err(refusal) if refusal.counted() && (state.chain.is_none() || refusal == Refusal::WrongPlace) => {
            // The move breaks the game's rules: it is refused, and it counts (ending any chain).
            state.settle();
            state.chain = None;
            let mut events = Vec::new();
            let designer = match refusal {
                Refusal::WrongPlace => designer_text(&game.rules().not_matched_message),
                _ => None,
            };
            let mut message = designer.unwrap_or_else(|| refusal.text());
            let me = state.current;
            if let Some(end) = after_outcome(game, state, false, &mut events) {
                message = end;
            } else if state.current != me {
                // The rules pass the turn after a wrong move: say so, and who plays now.
                let next = &state.players[state.current].name;
                message = Text::new(
                    format!("{} Your turn is over: {} plays now.", message.en, next.en),
                    format!("{} Ton tour est fini. C'est au tour de : {}.", message.fr, next.fr),
                );
            }
            return Outcome { refusal: Some(refusal), events, message: Some(message) };
        }
        Err(refusal) => return Outcome::refused(refusal),
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
        return Outcome { refusal: None, events, message: None };
    }
    if game.kind_of(from) == BoardKind::Tray {
        boards::token_left_tray(game, state, from, &mut events);
    }
    // The last token to place is down: say that this player moves from now on.
    let placed_all = phases::announce(game, state, state.current, from);
    if game.kind_of(to) == BoardKind::Grid && !plan.remove {
        enclosing::after_landing(game, state, to, &mut events);
        if let Some(take_now) = lines::after_landing(game, state, to, &mut events) {
            state.chain = None;
            return Outcome { refusal: None, events, message: Text::then(Some(take_now), placed_all) };
        }
    }
    // A jump that can be followed by another keeps the turn, with this token only.
    state.chain = None;
    if state.ty(game, token).in_grid.chains() && plan.over.is_some() && can_jump_again(game, state, token) {
        state.chain = Some(token);
        events.push(Event::KeepJumping { token });
        return Outcome { refusal: None, events, message: Some(jump_again()) };
    }
    let mut message = if plan.valid {
        designer_text(&rules.matched_message).filter(|_| plan.matched)
    } else {
        // Accepted although unmatched: only the designer's word, if any (a refusal text would
        // contradict the move the child sees accepted).
        designer_text(&rules.not_matched_message)
    };
    match after_outcome(game, state, plan.valid, &mut events) {
        Some(end) => message = Some(end),
        None if !state.is_over() => message = Text::then(message, placed_all),
        None => {}
    }
    Outcome { refusal: None, events, message }
}

fn refill(game: &Game, state: &mut State, board: usize) -> Outcome {
    if board >= game.boards.len() || game.boards[board].kind != BoardKind::Tray {
        return Outcome::refused(Refusal::NoSuchPlace);
    }
    if let Some((_, target, _)) = state.must_move {
        return Outcome::refused(Refusal::MoveByHand(game.cells[target as usize].number));
    }
    if game.rules().refill != crate::model::RefillMode::OnRequest {
        return Outcome::refused(Refusal::NoRefillOnRequest);
    }
    if !state.owns(game.boards[board].owners) {
        return Outcome::refused(Refusal::NotYourBoard(owner_names(game, game.boards[board].owners)));
    }
    if !boards::can_refill(game, state, board) {
        return Outcome::refused(Refusal::NothingToRefill);
    }
    state.settle();
    let mut events = Vec::new();
    boards::fill_tray(game, state, board, &mut events);
    Outcome { refusal: None, events, message: None }
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
fn end_chain(game: &Game, state: &mut State) -> Outcome {
    state.settle();
    state.chain = None;
    let mut events = Vec::new();
    let message = after_outcome(game, state, true, &mut events);
    Outcome { refusal: None, events, message }
}

fn pass(game: &Game, state: &mut State) -> Outcome {
    if state.chain.is_some() && !state.is_over() {
        return end_chain(game, state);
    }
    if !legal::may_pass(game, state) {
        return Outcome::refused(Refusal::PassNotAllowed);
    }
    state.settle();
    let mut events = Vec::new();
    // A group left half turned is turned back: the next player starts afresh.
    for t in std::mem::take(&mut state.selection) {
        state.tokens[t as usize].face_up = false;
        events.push(Event::TurnedBack { token: t });
    }
    let stuck = !legal::has_move(game, state);
    let me = state.current;
    pass_turn(state, &mut events);
    // A forced pass (Othello) is said, so that nobody wonders why the turn went over.
    let message = (stuck && state.current != me).then(|| {
        let (who, next) = (&state.players[me].name, &state.players[state.current].name);
        Text::new(
            format!("{} cannot play and passes. {} plays.", who.en, next.en),
            format!("{} ne peut pas jouer et passe. C'est au tour de : {}.", who.fr, next.fr),
        )
    });
    Outcome { refusal: None, events, message }
}

/// What the player of a chain of jumps may do next (said after each jump, and kept on the
/// message line while the chain goes on).
pub fn jump_again() -> Text {
    Text::new(
        "Jump again: tap where to land, or tap the token to end your turn.",
        "Saute encore : touche la case où arriver, ou touche le jeton pour finir ton tour.",
    )
}
