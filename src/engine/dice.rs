//! Rolling dice and doing what their faces say (docs/model.md §5). Moves follow the numbered
//! cells of the grid (`Game::track`).

use super::step::{Count, Step};
use super::{boards, Event, Finish, Refusal, State};
use crate::game::{BoardKind, CellId, Game, Start, TokenId, NONE};
use crate::lang::{Lang, Text};
use crate::model::FaceAction;

/// How many dice may roll one after another from one roll (a cell die sending a token to
/// another cell with a die, and so on): a design that loops stops there.
const MAX_CHAIN: u32 = 8;

/// The steps one action may take, whatever the design says: an action that would roll this
/// many dice is refused, and the state is as before but for the random generator, so that
/// the next roll differs (the loader refuses dice that roll each other, and bounds how many
/// dice one roll rolls; this keeps any design from looping).
pub(crate) const MAX_ROLLS: usize = crate::load::MAX_ROLLED + 1;

fn rolls(events: &[Event]) -> usize {
    events.iter().filter(|e| matches!(e, Event::Rolled { .. })).count()
}

/// The token whose die a `roll` rolls: the chosen one, else the player's only token with a die.
pub(crate) fn rolling_token(game: &Game, state: &State) -> Result<TokenId, Refusal> {
    if let Some((_, target, _)) = state.must_move {
        let n = game.cells[target as usize].number;
        return Err(Refusal::MoveByHand(n));
    }
    if let Some(t) = state.picked {
        return Ok(t);
    }
    let mut mine = (0..game.tokens.len() as TokenId).filter(|&t| {
        let tok = &state.tokens[t as usize];
        state.ty(game, t).die.is_some() && state.owns(tok.owners) && tok.cell != NONE
    });
    match (mine.next(), mine.next()) {
        (Some(t), None) => Ok(t),
        (None, _) => Err(Refusal::NoDie),
        (Some(_), Some(_)) => Err(Refusal::PickFirst),
    }
}

/// Roll the die of the chosen (or only) token and do what its faces say.
pub(crate) fn roll(game: &Game, state: &mut State) -> Step {
    let token = match rolling_token(game, state) {
        Ok(t) => t,
        Err(r) => return Step::refused(r),
    };
    let Some(die) = state.ty(game, token).die else { return Step::refused(Refusal::NoDie) };
    let before = state.clone();
    state.settle();
    state.picked = None;
    let mut events = Vec::new();
    let pass = run_die(game, state, token, die, 0, &mut events);
    if let Some(refused) = over_budget(state, before, &events) {
        return refused;
    }
    if let Some((_, target, _)) = state.must_move {
        let ask = Refusal::MoveByHand(game.cells[target as usize].number).text_in(&super::Noun::of(game));
        let told = tell(game, &state.players[state.current], &events)
            .map_or(ask.clone(), |t| Text::new(format!("{} {}", t.en, ask.en), format!("{} {}", t.fr, ask.fr)));
        return Step::new(Count::Kept, events, Some(told));
    }
    finish(game, state, pass, events)
}

/// The action refused if its dice went past [`MAX_ROLLS`]: the state put back as it was
/// `before`, but for the random generator.
fn over_budget(state: &mut State, mut before: State, events: &[Event]) -> Option<Step> {
    if rolls(events) < MAX_ROLLS {
        return None;
    }
    before.rng = state.rng.clone();
    *state = before;
    Some(Step::refused(Refusal::EndlessRoll))
}

/// What the dice did, in words, naming who rolled (children share one tablet):
/// "Ann rolled 4. Goose: go again. Square 13."
fn tell(game: &Game, who: &super::PlayerState, events: &[Event]) -> Option<Text> {
    let (mut en, mut fr) = (Vec::new(), Vec::new());
    let mut last_cell = None;
    for e in events {
        match e {
            Event::Rolled { die, face, .. } => {
                let d = &game.design.dice[*die as usize];
                if d.faces.len() > 1 {
                    let label = &d.faces[*face as usize].label;
                    let label = (label.get(Lang::En), label.get(Lang::Fr));
                    en.push(format!("{} rolled {}.", who.name.en, label.0));
                    let g = who.grammar;
                    fr.push(format!("{} {} {}.", g.subject_fr(&who.name.fr), g.fr("a fait", "ont fait"), label.1));
                } else if !d.name.is_blank() {
                    en.push(format!("{}.", d.name.get(Lang::En)));
                    fr.push(format!("{}.", d.name.get(Lang::Fr)));
                }
            }
            Event::Moved { to, .. } => last_cell = Some(*to),
            Event::Bounced { at, .. } => {
                let last = game.track.len();
                en.push(format!("Too far: back from {last}."));
                fr.push(format!("Trop loin\u{a0}: retour depuis {last}."));
                last_cell = Some(*at);
            }
            _ => {}
        }
    }
    if let Some(n) = last_cell.map(|c| game.cells[c as usize].number).filter(|n| *n > 0) {
        en.push(format!("Square {n}."));
        fr.push(format!("Case {n}."));
    }
    (!en.is_empty()).then(|| Text::new(en.join(" "), fr.join(" ")))
}

/// The roll is over: a move, said in words; a "pass" face passes the turn once it is counted.
fn finish(game: &Game, state: &State, pass: bool, events: Vec<Event>) -> Step {
    let told = tell(game, &state.players[state.current], &events);
    Step { pass, ..Step::new(Count::Move { valid: true }, events, told) }
}

/// Roll a die for a token and do what the face says. True when a face passes the turn.
fn run_die(game: &Game, state: &mut State, token: TokenId, die: u16, depth: u32, events: &mut Vec<Event>) -> bool {
    if rolls(events) >= MAX_ROLLS {
        return false;
    }
    let info = &game.design.dice[die as usize];
    let n = info.faces.len();
    let shown: Vec<u16> = (0..info.faces_shown).map(|_| state.rng.below(n) as u16).collect();
    let face = state.rng.below(n) as u16;
    state.last_roll = Some((die, face));
    events.push(Event::Rolled { die, face, shown });
    let action = info.faces[face as usize].action.clone();
    do_face(game, state, token, &action, depth, events)
}

fn do_face(
    game: &Game,
    state: &mut State,
    token: TokenId,
    action: &FaceAction,
    depth: u32,
    events: &mut Vec<Event>,
) -> bool {
    match action {
        FaceAction::Nothing => {}
        FaceAction::Move { cells } => return travel(game, state, token, *cells, depth, events),
        FaceAction::Repeat => return travel(game, state, token, state.last_steps, depth, events),
        FaceAction::MoveByHand { cells, tries } => {
            state.last_steps = *cells;
            if let Some(target) = track_target(game, state, token, *cells) {
                state.must_move = Some((token, target, *tries));
            }
        }
        FaceAction::BackToTray => put_back(game, state, token, true, events),
        FaceAction::BackToStart => put_back(game, state, token, false, events),
        FaceAction::ToResult => {
            let to = boards::send_to_result(game, state, token, events);
            events.push(Event::Removed { token, to });
        }
        FaceAction::Remove => {
            state.lift(token);
            events.push(Event::Removed { token, to: None });
        }
        FaceAction::Roll { die, times } => {
            let Some(d) = game.design.dice.iter().position(|x| &x.id == die) else { return false };
            let mut pass = false;
            for _ in 0..*times {
                if depth >= MAX_CHAIN || state.must_move.is_some() || rolls(events) >= MAX_ROLLS {
                    break;
                }
                pass |= run_die(game, state, token, d as u16, depth + 1, events);
            }
            return pass;
        }
        FaceAction::Pass => return true,
        FaceAction::Sleep => {
            let me = state.current;
            let rank = state.players.iter().filter(|p| p.win_rank > 0).count() as u32 + 1;
            let p = &mut state.players[me];
            if p.finish.is_none() {
                p.finish = Some(Finish::Won);
                p.win_rank = rank;
                events.push(Event::PlayerWon { player: me });
            }
        }
        FaceAction::SkipTurns { turns } => state.players[state.current].skip += turns,
    }
    false
}

/// The numbered cell `cells` away from the token's place on the track (0 before the first
/// cell), bouncing back from the last cell when the grid says so.
fn track_target(game: &Game, state: &State, token: TokenId, cells: i32) -> Option<CellId> {
    bounce_target(game, state, token, cells).map(|(to, _)| to)
}

/// [`track_target`], and whether the move went past the last cell and bounced back.
fn bounce_target(game: &Game, state: &State, token: TokenId, cells: i32) -> Option<(CellId, bool)> {
    let last = game.track.len() as i64;
    if last == 0 {
        return None;
    }
    let cell = state.tokens[token as usize].cell;
    let here = if cell != NONE { game.cells[cell as usize].number as i64 } else { 0 };
    let mut to = here + cells as i64;
    let bounced = to > last && game.design.grid.bounce;
    if to > last {
        to = if bounced { 2 * last - to } else { last };
    }
    let to = to.clamp(1, last);
    Some((game.track[to as usize - 1], bounced))
}

/// Move a token along the track by itself, then roll the die of the cell it lands on.
fn travel(game: &Game, state: &mut State, token: TokenId, cells: i32, depth: u32, events: &mut Vec<Event>) -> bool {
    state.last_steps = cells;
    let Some((to, bounced)) = bounce_target(game, state, token, cells) else { return false };
    if bounced {
        events.push(Event::Bounced { token, at: to });
    }
    land(game, state, token, to, depth, events)
}

/// Put a token on a cell and roll the cell's die, if any.
pub(crate) fn land(
    game: &Game,
    state: &mut State,
    token: TokenId,
    to: CellId,
    depth: u32,
    events: &mut Vec<Event>,
) -> bool {
    let from = state.tokens[token as usize].cell;
    if from != to {
        state.lift(token);
        state.push(token, to);
        events.push(Event::Moved { token, from, to });
        if from != NONE
            && game.kind_of(from) == BoardKind::Tray
            && game.cells[from as usize].board != game.cells[to as usize].board
        {
            boards::token_left_tray(game, state, from, events);
        }
    }
    match game.cells[to as usize].die {
        Some(die) if depth < MAX_CHAIN => run_die(game, state, token, die, depth + 1, events),
        _ => false,
    }
}

/// Back to the player's tray (`tray`) or to where the token started.
fn put_back(game: &Game, state: &mut State, token: TokenId, tray: bool, events: &mut Vec<Event>) {
    let start = match game.tokens[token as usize].start {
        Start::Cell(c) if !tray => Some(c),
        Start::Queue(b) => {
            game.boards[b as usize].cells().find(|c| state.is_empty(*c)).or(Some(game.boards[b as usize].first_cell))
        }
        _ => None,
    };
    let players_tray = game.players[state.players[state.current].design_player].tray;
    let to = if tray { players_tray.map(|b| game.boards[b as usize].first_cell).or(start) } else { start };
    if let Some(to) = to {
        let from = state.tokens[token as usize].cell;
        state.lift(token);
        state.push(token, to);
        events.push(Event::Moved { token, from, to });
    }
}

/// A move by hand that a die asked for: the right cell finishes the roll; a wrong one counts
/// an error, and after the allowed tries the token moves by itself.
pub(crate) fn hand_move(game: &Game, state: &mut State, from: CellId, to: CellId) -> Step {
    let Some((token, target, tries)) = state.must_move else { return Step::refused(Refusal::NoSuchPlace) };
    let n = game.cells[target as usize].number;
    if state.visible(from) != Some(token) {
        return Step::refused(Refusal::MoveByHand(n));
    }
    let before = state.clone();
    state.settle();
    let wrong_try = to != target;
    // After the last allowed try the die moves the token itself (below); 0 allows any number.
    if wrong_try && tries != 1 {
        if tries > 1 {
            state.must_move = Some((token, target, tries - 1));
        }
        return Step { wrong_try, ..Step::refused(Refusal::MoveByHand(n)) };
    }
    state.must_move = None;
    let mut events = Vec::new();
    let pass = land(game, state, token, target, 0, &mut events);
    if let Some(refused) = over_budget(state, before, &events) {
        return refused;
    }
    if state.must_move.is_some() {
        return Step { wrong_try, ..Step::new(Count::Kept, events, None) };
    }
    Step { wrong_try, ..finish(game, state, pass, events) }
}
