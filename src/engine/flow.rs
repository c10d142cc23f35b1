//! The turn flow (docs/model.md §4.9, §4.10): the one place that finishes every action, after
//! its mechanism played it (`Step`): count it, check the end, pass the turn, end the round,
//! and conclude when nobody can play on. Only `apply` and `setup` use it; no mechanism does.

use super::rounds::Round;
use super::step::{Count, Step};
use super::{
    conditions, elimination, end_words, flying, legal, repetition, rounds, Event, Finish, Outcome, State, Status,
};
use crate::game::Game;
use crate::lang::Text;
use crate::model::Ranking;

/// Finish an action `mover` played: what its step counts as, then what the rules make of it.
pub(crate) fn finish(game: &Game, state: &mut State, mover: usize, step: Step) -> Outcome {
    let Step { refusal, mut events, mut message, count, wrong_try, pass, took_from } = step;
    if wrong_try {
        // Counted before what followed: the die may have moved the token itself since.
        state.players[mover].errors += 1;
        events.insert(0, Event::ErrorCounted { player: mover });
    }
    match count {
        Count::Nothing | Count::Kept => {}
        Count::Move { valid } => {
            let end = after_move(game, state, valid, &mut events);
            debug_assert!(end.is_some() || !state.is_over(), "a game ends with words");
            match end {
                Some(end) => message = Some(end),
                // A move refused but counted that passed the turn: say so, and who plays now.
                None if refusal.is_some() && state.current != mover => {
                    message = message.map(|said| {
                        let (next, g) = (&state.players[state.current].name, state.players[state.current].grammar);
                        Text::new(
                            format!("{} Your turn is over: {} {} now.", said.en, next.en, g.en("plays", "play")),
                            format!("{} Ton tour est fini. {}.", said.fr, g.turn_fr(&next.fr)),
                        )
                    })
                }
                None => {}
            }
            if pass && !state.is_over() && state.current == mover {
                pass_turn(state, &mut events);
            }
            if took_from != 0 && !state.is_over() {
                // A player who lost a token may be down to flying now: say so.
                let hit = (0..state.players.len()).filter(|p| took_from & (1 << state.players[*p].design_player) != 0);
                for p in hit {
                    message = Text::then(message, flying::announce(game, state, p));
                }
            }
        }
        Count::Tiled { chooser } => {
            state.players[mover].moves += 1;
            state.players[mover].played += 1;
            match chooser {
                Some(next) => give_turn(state, next, &mut events),
                None => {
                    let round = rounds::finish_round(game, state, &mut events);
                    message = round_words(game, state, round, &mut events);
                }
            }
        }
        Count::Pass => {
            let stuck = !legal::has_move(game, state);
            pass_turn(state, &mut events);
            // A forced pass (Othello) is said, so that nobody wonders why the turn went over.
            message = (stuck && state.current != mover).then(|| {
                let (who, next) = (&state.players[mover], &state.players[state.current]);
                let (g, h) = (who.grammar, next.grammar);
                Text::new(
                    format!(
                        "{} cannot play and {}. {} {}.",
                        who.name.en,
                        g.en("passes", "pass"),
                        next.name.en,
                        h.en("plays", "play")
                    ),
                    format!(
                        "{} {} pas jouer et {}. {}.",
                        g.subject_fr(&who.name.fr),
                        g.fr("ne peut", "ne peuvent"),
                        g.fr("passe", "passent"),
                        h.turn_fr(&next.name.fr)
                    ),
                )
            });
        }
    }
    Outcome { refusal, events, message }
}

/// The current player won by a win condition; `ends_all` puts everyone else to sleep too.
fn win(state: &mut State, ends_all: bool, events: &mut Vec<Event>) {
    let me = state.current;
    let rank = state.players.iter().filter(|p| p.win_rank > 0).count() as u32 + 1;
    let p = &mut state.players[me];
    p.finish = Some(Finish::Won);
    p.win_rank = rank;
    events.push(Event::PlayerWon { player: me });
    if ends_all {
        put_all_asleep(state);
    }
}

fn put_all_asleep(state: &mut State) {
    for p in &mut state.players {
        p.finish.get_or_insert(Finish::Stopped);
    }
}

/// The next awake player after the current one, in list order, wrapping round.
fn next_awake(state: &State) -> Option<usize> {
    let n = state.players.len();
    (1..=n).map(|k| (state.current + k) % n).find(|&p| !state.players[p].asleep())
}

/// Give the turn to a player the rules name (a round's starter, a wall's chooser).
fn give_turn(state: &mut State, player: usize, events: &mut Vec<Event>) {
    if state.current != player {
        state.current = player;
        events.push(Event::TurnPassed { to: player });
    }
}

/// Give the turn to the next awake player, passing over those who must miss turns.
fn pass_turn(state: &mut State, events: &mut Vec<Event>) {
    let start = state.current;
    // Each player passed over loses one missed turn, so this ends; the bound is a safeguard.
    for _ in 0..state.players.len() * 64 {
        let Some(next) = next_awake(state) else { return };
        state.current = next;
        if state.players[next].skip == 0 {
            break;
        }
        state.players[next].skip -= 1;
        events.push(Event::TurnMissed { player: next });
    }
    if state.current != start {
        events.push(Event::TurnPassed { to: state.current });
    }
}

/// After a move: count it, check the end, pass the turn, end the round (§4.9, §4.10).
fn after_move(game: &Game, state: &mut State, valid: bool, events: &mut Vec<Event>) -> Option<Text> {
    let rules = game.rules();
    let me = state.current;
    state.players[me].moves += 1;
    if valid {
        state.players[me].played += 1;
    } else {
        state.players[me].errors += 1;
        if events.iter().any(|e| matches!(e, Event::Mismatched { .. })) {
            state.players[me].misses += 1;
        }
        events.push(Event::ErrorCounted { player: me });
    }
    let counted = state.players.len() > 1 && game.ranking() != Ranking::FirstToWin;
    if let Some(everyone) = conditions::won(game, state) {
        if everyone && counted {
            // The grid emptied or filled: the game is over for all and the count decides, not
            // who made the last move (the mover is not marked as having won).
            put_all_asleep(state);
        } else {
            win(state, everyone || rules.one_ends_all, events);
        }
    } else if conditions::lost(game, state) {
        state.players[me].finish = Some(Finish::Lost);
        events.push(Event::PlayerLost { player: me });
        if rules.one_ends_all {
            put_all_asleep(state);
        }
    }
    if elimination::too_few(game, state, events) && rules.one_ends_all && state.players.len() == 1 {
        put_all_asleep(state);
    }
    if let Some(end) = maybe_conclude(game, state, events) {
        return Some(end);
    }
    let turns = &rules.turns;
    if state.players[me].asleep() || (valid && turns.after_valid) || (!valid && turns.after_invalid) {
        pass_turn(state, events);
    }
    // A player whose turn comes while they can do nothing may lose by it (Morris).
    for _ in 0..state.players.len() {
        if !elimination::loses_when_blocked(game, state) || legal::has_move(game, state) {
            break;
        }
        elimination::put_out_blocked(state, events);
        if let Some(end) = maybe_conclude(game, state, events) {
            return Some(end);
        }
        pass_turn(state, events);
    }
    // The last token of the round is taken: the round ends, and the game may end with it.
    let round = rounds::after_turn(game, state, events);
    let message = round_words(game, state, round, events);
    if state.is_over() || state.tiling {
        return message;
    }
    if let Some(text) = check_stuck(game, state, events) {
        return Some(text);
    }
    if repetition::came_back(game, state) {
        put_all_asleep(state);
        let text = conclude(game, state, events);
        let said = repetition::said(game.rules().draw_on_repeat);
        return Some(Text::new(format!("{} {}", said.en, text.en), format!("{} {}", said.fr, text.fr)));
    }
    message
}

/// What the end of a round says; a round that ends the game (the mosaic's) ends it for
/// everyone, and the count decides.
fn round_words(game: &Game, state: &mut State, round: Round, events: &mut Vec<Event>) -> Option<Text> {
    match round {
        Round::GoesOn => None,
        Round::Tiling { chooser: next, said } | Round::Next { starter: next, said } => {
            give_turn(state, next, events);
            Some(said)
        }
        Round::GameOver => {
            put_all_asleep(state);
            Some(conclude(game, state, events))
        }
    }
}

/// With one player left awake (unless all play to the end), or none, the game is over.
fn maybe_conclude(game: &Game, state: &mut State, events: &mut Vec<Event>) -> Option<Text> {
    let awake = state.players.iter().filter(|p| !p.asleep()).count();
    if state.players.len() > 1 && awake == 1 && !game.rules().play_to_the_end {
        put_all_asleep(state);
    }
    state.players.iter().all(|p| p.asleep()).then(|| conclude(game, state, events))
}

/// Ends the game when no awake player can do anything (solitaire: no jump left).
pub(crate) fn check_stuck(game: &Game, state: &mut State, events: &mut Vec<Event>) -> Option<Text> {
    let me = state.current;
    let mut can_act = false;
    // The player whose turn it is first: they can usually act, which ends the look at once.
    for k in 0..state.players.len() {
        let p = (me + k) % state.players.len();
        if state.players[p].asleep() {
            continue;
        }
        state.current = p;
        if legal::has_move(game, state) {
            can_act = true;
            break;
        }
    }
    state.current = me;
    if can_act {
        return None;
    }
    events.push(Event::Stuck);
    put_all_asleep(state);
    let text = conclude(game, state, events);
    Some(Text::new(
        format!("No more moves are possible. {}", text.en),
        format!("Plus aucun coup n'est possible. {}", text.fr),
    ))
}

/// Everyone is asleep: decide the result and the winner, and say it.
fn conclude(game: &Game, state: &mut State, events: &mut Vec<Event>) -> Text {
    let winner = conditions::winner(game, state);
    let players = &state.players;
    state.winner = winner;
    state.status = match winner {
        Some(_) => Status::Won,
        None if players.len() == 1 || players.iter().all(|p| p.finish == Some(Finish::Lost)) => Status::Lost,
        None => Status::Draw,
    };
    events.push(Event::GameOver);
    end_words::end_text(game, state)
}
