//! Counting, end conditions and turns (docs/model.md §4.9, §4.10).

use super::{elimination, flying, legal, lines, rounds, Event, Finish, State, Status};
use crate::game::{matches, Game};
use crate::lang::Text;
use crate::model::{HandlingMode, Ranking, WhenBlocked, Words};

/// Non-fixed tokens in the grid (fixed decorations do not count as "left", §8.14).
/// Read from the tokens, not the cells: checked after every action, and a board often has
/// many more cells than tokens.
pub(crate) fn grid_tokens(game: &Game, state: &State) -> u32 {
    let grid = game.grid().cells();
    state
        .tokens
        .iter()
        .filter(|t| grid.contains(&t.cell) && game.types[t.kind as usize].mode != HandlingMode::Fixed)
        .count() as u32
}

/// Every playable grid cell holds a token (fixed ones count).
fn grid_full(game: &Game, state: &State) -> bool {
    game.grid().cells().filter(|c| game.cells[*c as usize].playable).all(|c| !state.is_empty(c))
}

/// The player's tray, its queue and their waiting area are empty (§8.15). A player without a
/// tray of their own takes from the shared trays (those no player names), so those must be
/// empty: a design whose one tray was given to nobody is not won before its tokens are placed.
fn tray_empty(game: &Game, state: &State, player: usize) -> bool {
    let info = &game.players[state.players[player].design_player];
    let empty = |b: usize| state.queues[b].remaining() == 0 && game.boards[b].cells().all(|c| state.is_empty(c));
    let tray_empty = match info.tray {
        Some(b) => empty(b as usize),
        None => (0..game.boards.len()).all(|b| {
            let board = &game.boards[b];
            board.kind != crate::game::BoardKind::Tray || board.owners != 0 || empty(b)
        }),
    };
    let waiting_empty = info.waiting.is_none_or(|b| game.boards[b as usize].cells().all(|c| state.is_empty(c)));
    tray_empty && waiting_empty
}

/// Token-based "all zones valid" (§4.10, §8.3): every grid token with properties matches its
/// zone's designer properties. False while no zone has designer properties, and while no token
/// with properties stands in the grid (an empty grid is not a sorted one).
/// Read from the tokens, like `grid_tokens`.
pub(crate) fn zones_valid(game: &Game, state: &State) -> bool {
    if !game.zones_have_properties {
        return false;
    }
    let rule = game.rules().matching;
    let grid = game.grid().cells();
    let mut sorted_one = false;
    for t in state.tokens.iter().filter(|t| grid.contains(&t.cell)) {
        let props = game.types[t.kind as usize].props;
        if props.is_empty() {
            continue;
        }
        let zone = game.zones[game.cells[t.cell as usize].zone as usize].props;
        if zone.is_empty() || !matches(rule, props, zone) {
            return false;
        }
        sorted_one = true;
    }
    sorted_one
}

/// Would the current player win right now, before playing? (The readiness check.)
pub(crate) fn won_already(game: &Game, state: &State) -> bool {
    won(game, state).is_some()
}

/// Which win condition holds for the current player, if any; the bool says whether it
/// ends the game for everyone (grid empty or full).
fn won(game: &Game, state: &State) -> Option<bool> {
    let w = &game.rules().win;
    let empty = w.grid_empty && grid_tokens(game, state) == 0;
    let full = w.grid_full && grid_full(game, state);
    if empty || full {
        return Some(true);
    }
    let player = state.current;
    let zones = || zones_valid(game, state);
    let tray = || tray_empty(game, state, player);
    let few = w.tokens_left.is_some_and(|n| grid_tokens(game, state) <= n);
    let home = w.own_tokens_home && own_tokens_home(game, state, player);
    let any = few
        || lines::wins(game, state)
        || home
        || (w.tray_empty && tray())
        || (w.zones_valid && zones())
        || (w.zones_valid_and_tray_empty && zones() && tray())
        || (w.zones_valid_and_grid_full && zones() && grid_full(game, state));
    any.then_some(false)
}

/// Every token the player owns stands in a zone whose designer properties it matches.
fn own_tokens_home(game: &Game, state: &State, player: usize) -> bool {
    let bit = 1u32 << state.players[player].design_player;
    let rule = game.rules().matching;
    let mut owned = state.tokens.iter().enumerate().filter(|(_, t)| t.owners & bit != 0).peekable();
    owned.peek().is_some()
        && owned.all(|(i, t)| {
            t.cell != crate::game::NONE && game.kind_of(t.cell) == crate::game::BoardKind::Grid && {
                let zone = game.zones[game.cells[t.cell as usize].zone as usize].props;
                !zone.is_empty() && matches(rule, game.types[game.tokens[i].token_type as usize].props, zone)
            }
        })
}

fn lost(game: &Game, state: &State) -> bool {
    let l = &game.rules().lose;
    let p = &state.players[state.current];
    (l.max_errors > 0 && p.errors >= l.max_errors) || (l.max_moves > 0 && p.moves >= l.max_moves)
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

/// Give the turn to the next awake player, passing over those who must miss turns.
pub(crate) fn pass_turn(state: &mut State, events: &mut Vec<Event>) {
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

/// After a final outcome: count, check the end, pass the turn (§4.9, §4.10).
pub(crate) fn after_outcome(game: &Game, state: &mut State, valid: bool, events: &mut Vec<Event>) -> Option<Text> {
    let rules = game.rules();
    let me = state.current;
    state.players[me].moves += 1;
    if !valid {
        state.players[me].errors += 1;
        events.push(Event::ErrorCounted { player: me });
    }
    let mut message;
    let counted = state.players.len() > 1 && game.ranking() != Ranking::FirstToWin;
    if let Some(everyone) = won(game, state) {
        if everyone && counted {
            // The grid emptied or filled: the game is over for all and the count decides, not
            // who made the last move (the mover is not marked as having won).
            put_all_asleep(state);
        } else {
            win(state, everyone || rules.one_ends_all, events);
        }
    } else if lost(game, state) {
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
        if !elimination::blocked(game, state, events) {
            break;
        }
        if let Some(end) = maybe_conclude(game, state, events) {
            return Some(end);
        }
        pass_turn(state, events);
    }
    // The last token of the round is taken: the round ends, and the game may end with it.
    message = rounds::after_turn(game, state, events);
    if state.is_over() || state.tiling {
        return message;
    }
    if let Some(text) = check_stuck(game, state, events) {
        message = Some(text);
    }
    message
}

/// The game ends for everyone now (a rule's end, such as the mosaic's): the count decides.
pub(crate) fn end_for_all(game: &Game, state: &mut State, events: &mut Vec<Event>) -> Text {
    put_all_asleep(state);
    conclude(game, state, events)
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
    let rules = game.rules();
    let players = &state.players;
    let winner = if players.len() == 1 {
        (players[0].finish == Some(Finish::Won)).then_some(0)
    } else {
        let contenders: Vec<usize> = (0..players.len()).filter(|p| players[*p].finish != Some(Finish::Lost)).collect();
        let best_by = |score: &dyn Fn(usize) -> i64| {
            let best = contenders.iter().map(|p| score(*p)).max()?;
            let top: Vec<usize> = contenders.iter().copied().filter(|p| score(*p) == best).collect();
            (top.len() == 1).then(|| top[0])
        };
        // A player whose win condition (a line, all home...) ended the game wins before any
        // count; when play goes on after a win, the count ranks those who finished.
        let first = players.iter().position(|p| p.win_rank == 1);
        match game.ranking() {
            _ if first.is_some() && rules.one_ends_all => first,
            Ranking::FirstToWin | Ranking::Auto => {
                first.or_else(|| (contenders.len() == 1 && contenders.len() < players.len()).then(|| contenders[0]))
            }
            Ranking::MostTokens => best_by(&|p| players[p].tokens_won as i64),
            Ranking::FewestErrors => best_by(&|p| -(players[p].errors as i64)),
            Ranking::MostOnGrid => best_by(&|p| flying::owned_on_grid(game, state, p) as i64),
            Ranking::MostPoints => best_by(&|p| players[p].points as i64),
        }
    };
    state.winner = winner;
    state.status = match winner {
        Some(_) => Status::Won,
        None if players.len() == 1 || players.iter().all(|p| p.finish == Some(Finish::Lost)) => Status::Lost,
        None => Status::Draw,
    };
    events.push(Event::GameOver);
    end_text(game, state)
}

/// The sentence shown when the game ends: the designer's won or lost text when set.
pub fn end_text(game: &Game, state: &State) -> Text {
    let rules = game.rules();
    let custom = |s: &Words| (!s.is_blank()).then(|| s.text());
    match (state.status, state.winner) {
        (Status::Won, Some(w)) if state.players.len() > 1 => {
            let name = &state.players[w].name;
            let base = custom(&rules.won_message).unwrap_or_else(|| Text::new("Well done!", "Bravo !"));
            // When points decide, the winner's points are said: the end is not a surprise.
            let won = if game.ranking() == Ranking::MostPoints {
                let p = state.players[w].points;
                Text::new(
                    format!("{} wins with {p} points! {}", name.en, base.en),
                    format!("{} a gagné avec {p} points ! {}", name.fr, base.fr),
                )
            } else {
                Text::new(format!("{} wins! {}", name.en, base.en), format!("{} a gagné ! {}", name.fr, base.fr))
            };
            match why_out(game, state) {
                Some(why) => Text::new(format!("{} {}", why.en, won.en), format!("{} {}", why.fr, won.fr)),
                None => won,
            }
        }
        (Status::Won, _) => {
            custom(&rules.won_message).unwrap_or_else(|| Text::new("Well done! You have won!", "Bravo ! Tu as gagné !"))
        }
        (Status::Lost, _) => custom(&rules.lost_message).unwrap_or_else(|| Text::new("You have lost.", "Tu as perdu.")),
        (Status::Draw, _) => Text::new("It's a draw!", "Égalité !"),
        (Status::Playing, _) => Text::new("", ""),
    }
}

/// Whether the computer won against people: a computer seat (`computers[seat]`) is the winner
/// and some person's seat lost. Nobody is congratulated for losing: the end says so kindly,
/// without stars.
pub fn computer_beat_people(state: &State, computers: &[bool]) -> bool {
    let is_computer = |p: usize| computers.get(p).copied().unwrap_or(false);
    match (state.status, state.winner) {
        (Status::Won, Some(w)) => is_computer(w) && (0..state.players.len()).any(|p| p != w && !is_computer(p)),
        _ => false,
    }
}

/// `end_text` when some seats are played by the computer: when the computer beat the people,
/// a kind word instead of the winner's congratulation ("The computer (Noughts) wins this
/// time. Try again!"); otherwise the same sentence.
pub fn end_text_seated(game: &Game, state: &State, computers: &[bool]) -> Text {
    if !computer_beat_people(state, computers) {
        return end_text(game, state);
    }
    let name = &state.players[state.winner.unwrap_or(0)].name;
    let kind = Text::new(
        format!("The computer ({}) wins this time. Try again!", name.en),
        format!("L'ordinateur ({}) gagne cette fois. Essaie encore !", name.fr),
    );
    match why_out(game, state) {
        Some(why) => Text::new(format!("{} {}", why.en, kind.en), format!("{} {}", why.fr, kind.fr)),
        None => kind,
    }
}

/// Why a player is out of the game, when the rules put them out (Morris: down to two men, or
/// blocked), so that the end does not come as a surprise.
fn why_out(game: &Game, state: &State) -> Option<Text> {
    let k = game.rules().lose.fewer_tokens_than;
    let out = (0..state.players.len()).find(|&p| state.players[p].finish == Some(Finish::Lost))?;
    let name = &state.players[out].name;
    if k > 0 && flying::tokens_left(game, state, out) < k {
        return Some(Text::new(
            format!("{} has fewer than {k} tokens left.", name.en),
            format!("Il reste moins de {k} jetons à {}.", name.fr),
        ));
    }
    let mut theirs = state.clone();
    theirs.current = out;
    (game.rules().when_blocked == WhenBlocked::Lose && !legal::has_move(game, &theirs))
        .then(|| Text::new(format!("{} cannot move.", name.en), format!("{} ne peut plus bouger.", name.fr)))
}
