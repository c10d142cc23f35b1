//! Property tests over every built-in game (`games/*.json`, read at test time so new games
//! are covered): seeded random playouts in which, at every step,
//! - every listed legal action is accepted by `apply`;
//! - random unlisted actions are refused (or refused but counted);
//! - undo gives back exactly the state before, and redo the state after;
//! - every token is in exactly one cell, waits in a queue, or has left play;
//! - nothing panics, and the game stays playing or ends with a consistent result.

mod common;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::Arc;

use common::{game_of, geo, place, XorShift};
use serde_json::json;
use tablier::engine::{apply, has_move, legal_actions, new_game, Action, Finish, Play, Refusal, State, Status};
use tablier::game::{BoardKind, Game, NONE};
use tablier::model::HandlingMode;
use tablier::notation::format_action;

const SEEDS: u64 = 30;
const MAX_ACTIONS: usize = 300;
/// Actions played per game over all its seeds, so that big games stay quick in debug builds.
const ACTION_BUDGET: usize = 5000;
const UNLISTED_SAMPLES: usize = 20;
/// Listed actions per step whose resulting state is checked in full (all are applied).
const CHECKED_CHILDREN: usize = 8;

/// Every built-in game, by file name.
fn built_in_games() -> Vec<(String, Game)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("games");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no games in {}", dir.display());
    paths
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap_or_default().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{name}: {e}"));
            let game = Game::from_json(&text).unwrap_or_else(|problems| {
                let list: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
                panic!("{name} does not load:\n{}", list.join("\n"))
            });
            (name, game)
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Invariants of one state.

/// Where every token is: in exactly one cell's stack (agreeing with its own `cell`), waiting
/// in a queue not yet dealt, or out of play; stacks obey the stacking rule; the selection,
/// the counters and the status are consistent.
fn check_state(game: &Game, s: &State) -> Result<(), String> {
    let n = game.tokens.len();
    if s.tokens.len() != n {
        return Err(format!("{} tokens in play state, {n} in the game", s.tokens.len()));
    }
    if s.top.len() != game.cells.len() {
        return Err(format!("{} cells in the state, {} in the game", s.top.len(), game.cells.len()));
    }
    let mut seen = vec![false; n];
    for cell in 0..game.cells.len() as u32 {
        let mut here = Vec::new();
        let mut t = s.top[cell as usize];
        while t != NONE {
            if t as usize >= n {
                return Err(format!("cell {} holds token {t}, which does not exist", game.cell_name(cell)));
            }
            if seen[t as usize] {
                return Err(format!("token {t} is found twice (again in {})", game.cell_name(cell)));
            }
            seen[t as usize] = true;
            if s.tokens[t as usize].cell != cell {
                return Err(format!(
                    "token {t} lies in {} but thinks it is in cell {}",
                    game.cell_name(cell),
                    s.tokens[t as usize].cell
                ));
            }
            here.push(t);
            t = s.tokens[t as usize].below;
        }
        let movable: Vec<u32> = here.iter().copied().filter(|t| game.type_of(*t).mode != HandlingMode::Fixed).collect();
        if movable.len() > 1 && movable.iter().any(|t| !game.type_of(*t).stackable) {
            return Err(format!(
                "{} holds {} tokens, one of them not stackable ({:?})",
                game.cell_name(cell),
                movable.len(),
                movable.iter().map(|t| game.token_type_name(*t, tablier::lang::Lang::En)).collect::<Vec<_>>()
            ));
        }
    }
    let mut queued = vec![false; n];
    for (b, q) in s.queues.iter().enumerate() {
        if q.next > q.tokens.len() {
            return Err(format!("queue {b} points past its end"));
        }
        if !q.tokens.is_empty() && game.boards[b].kind != BoardKind::Tray {
            return Err(format!("board {} is not a tray but has a queue", game.boards[b].id));
        }
        for &t in &q.tokens[q.next..] {
            if queued[t as usize] || seen[t as usize] {
                return Err(format!("token {t} waits in a queue but is also elsewhere"));
            }
            queued[t as usize] = true;
        }
    }
    for (t, tok) in s.tokens.iter().enumerate() {
        if !seen[t] && (tok.cell != NONE || tok.below != NONE) {
            return Err(format!("token {t} is in no stack but says cell {} below {}", tok.cell, tok.below));
        }
        if tok.locked && !tok.face_up {
            return Err(format!("token {t} is found (locked) but face down"));
        }
    }
    for &t in &s.selection {
        let tok = &s.tokens[t as usize];
        if tok.cell == NONE || !tok.face_up || game.type_of(t).mode != HandlingMode::Select {
            return Err(format!("selected token {t} is not a face-up select-mode token in a cell"));
        }
    }
    if s.selection.len() >= game.rules().group_size.max(1) as usize {
        return Err(format!("{} tokens selected, but a group has {}", s.selection.len(), game.rules().group_size));
    }
    for &t in &s.revealed {
        if !s.tokens[t as usize].face_up {
            return Err(format!("revealed token {t} is face down"));
        }
    }
    let won: u32 = s.players.iter().map(|p| p.tokens_won).sum();
    if won as usize > n {
        return Err(format!("players won {won} tokens, but the game has only {n}"));
    }
    for p in &s.players {
        if p.errors > p.moves {
            return Err(format!("{} has {} errors in {} moves", p.name.en, p.errors, p.moves));
        }
    }
    Ok(())
}

/// (f) Playing with an awake current player and something to do, or over with everyone
/// asleep and a winner that agrees with the status.
fn check_status(game: &Game, s: &State) -> Result<(), String> {
    let mut legal = Vec::new();
    legal_actions(game, s, &mut legal);
    let asleep = s.players.iter().filter(|p| p.asleep()).count();
    if s.current >= s.players.len() {
        return Err(format!("current player {} of {}", s.current, s.players.len()));
    }
    match s.status {
        Status::Playing => {
            if s.winner.is_some() {
                return Err("a winner while the game is still playing".into());
            }
            if asleep == s.players.len() {
                return Err("everyone is asleep but the game is still playing".into());
            }
            if s.players[s.current].asleep() {
                return Err(format!("the current player {} is asleep", s.players[s.current].name.en));
            }
            if legal.is_empty() {
                return Err("the game is playing but the current player has no action at all".into());
            }
            let mut unique = legal.clone();
            unique.sort();
            unique.dedup();
            if unique.len() != legal.len() {
                return Err(format!("an action is listed twice: {legal:?}"));
            }
            if has_move(game, s) != legal.iter().any(|a| *a != Action::Pass) {
                return Err(format!("has_move disagrees with the listed actions {legal:?}"));
            }
        }
        status => {
            if asleep != s.players.len() {
                return Err(format!(
                    "the game is {} but {} players are awake",
                    status.name(),
                    s.players.len() - asleep
                ));
            }
            if !legal.is_empty() {
                return Err(format!("the game is over but actions are listed: {legal:?}"));
            }
            let one = s.players.len() == 1;
            match (status, s.winner) {
                (Status::Won, Some(w)) if w < s.players.len() => {
                    if s.players[w].finish == Some(Finish::Lost) {
                        return Err(format!("the winner {} has lost", s.players[w].name.en));
                    }
                    if one && s.players[0].finish != Some(Finish::Won) {
                        return Err("one player: won, but the player did not win".into());
                    }
                }
                (Status::Lost, None) => {
                    if !one && s.players.iter().any(|p| p.finish != Some(Finish::Lost)) {
                        return Err("lost for all, but not every player lost".into());
                    }
                    if one && s.players[0].finish == Some(Finish::Won) {
                        return Err("one player won, but the game is lost".into());
                    }
                }
                (Status::Draw, None) if !one => {}
                (status, winner) => return Err(format!("status {} with winner {winner:?}", status.name())),
            }
        }
    }
    Ok(())
}

/// Checks of one accepted (or counted) transition.
fn check_step(game: &Game, before: &State, after: &State, action: Action) -> Result<(), String> {
    let me = before.current;
    for (i, (a, b)) in before.players.iter().zip(&after.players).enumerate() {
        let (dm, de) = (b.moves.wrapping_sub(a.moves), b.errors.wrapping_sub(a.errors));
        if i != me && (dm, de) != (0, 0) {
            return Err(format!("{} played, yet {}'s counters changed", before.players[me].name.en, a.name.en));
        }
        if dm > 1 || de > dm {
            return Err(format!("{}: moves +{dm}, errors +{de} in one action", a.name.en));
        }
        if b.tokens_won < a.tokens_won {
            return Err(format!("{} lost tokens won", a.name.en));
        }
        if a.finish.is_some() && b.finish != a.finish {
            return Err(format!("{} woke up", a.name.en));
        }
    }
    // Passing changes no counter, except that ending a chain of jumps counts its one move.
    if matches!(action, Action::Pass) && before.chain.is_none() && after.players != before.players {
        return Err("passing changed the counters".into());
    }
    for (t, (a, b)) in before.tokens.iter().zip(&after.tokens).enumerate() {
        // Tokens in a queue, or in the lid that refills one (rounds), are still in the game.
        let waiting =
            before.queues.iter().any(|q| q.tokens[q.next..].contains(&(t as u32))) || before.lid.contains(&(t as u32));
        if a.cell == NONE && !waiting && b.cell != NONE {
            return Err(format!("token {t} came back into play in {}", game.cell_name(b.cell)));
        }
        if a.cell != NONE && game.kind_of(a.cell) == BoardKind::Result && b.cell != NONE {
            if game.kind_of(b.cell) != BoardKind::Result {
                return Err(format!("token {t} left a result area for {}", game.cell_name(b.cell)));
            }
        }
        if b.cell != NONE && b.cell != a.cell && game.kind_of(b.cell) == BoardKind::Grid {
            if !game.cells[b.cell as usize].playable {
                return Err(format!("token {t} went onto the unplayable {}", game.cell_name(b.cell)));
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Random unlisted actions.

fn random_action(game: &Game, s: &State, rng: &mut XorShift) -> Action {
    let cells = game.cells.len();
    // Mostly real cells, sometimes just past the end; moves mostly from occupied cells.
    let any_cell = |rng: &mut XorShift| rng.below(cells + 2) as u32;
    let occupied: Vec<u32> = (0..cells as u32).filter(|c| s.visible(*c).is_some()).collect();
    match rng.below(10) {
        0..=2 => Action::Select(any_cell(rng)),
        3..=7 => {
            let from = if !occupied.is_empty() && rng.below(4) != 0 {
                occupied[rng.below(occupied.len())]
            } else {
                any_cell(rng)
            };
            Action::Move(from, any_cell(rng))
        }
        8 => Action::Refill(rng.below(game.boards.len() + 1) as u16),
        _ => Action::Pass,
    }
}

// ---------------------------------------------------------------------------------------------
// The playout.

struct Report {
    steps: usize,
    over: bool,
}

fn playout(name: &str, game: &Arc<Game>, seed: u64) -> Result<Report, String> {
    let players = if game.players.len() == 1 { 1 + (seed % 3) as usize } else { game.players.len() };
    let mut play = Play::new(game.clone(), seed, players);
    let g: &Game = game;
    let mut rng = XorShift::new(seed);
    let mut legal = Vec::new();
    let describe = |a: Action| format_action(g, a);
    assert_eq!(play.state, new_game(g, seed, players), "{name}: a new game depends on the seed only");
    check_state(g, &play.state).and_then(|_| check_status(g, &play.state)).map_err(|e| format!("at the start: {e}"))?;
    for step in 0..MAX_ACTIONS {
        let state = play.state.clone();
        check_status(g, &state).map_err(|e| format!("step {step}: {e}"))?;
        if state.is_over() {
            return Ok(Report { steps: step, over: true });
        }
        let at = |e: String| format!("step {step}: {e}");
        legal_actions(g, &state, &mut legal);
        // (a) every listed action is accepted; a sample of them is checked for a sound state
        // (the action played is checked below in any case).
        let every = legal.len().div_ceil(CHECKED_CHILDREN).max(1);
        let offset = rng.below(every);
        for (i, &a) in legal.iter().enumerate() {
            let mut child = state.clone();
            let outcome = apply(g, &mut child, a);
            if let Some(r) = outcome.refusal {
                return Err(at(format!("listed '{}' was refused: {r:?}", describe(a))));
            }
            if i % every == offset {
                check_state(g, &child).map_err(|e| at(format!("after listed '{}': {e}", describe(a))))?;
                check_step(g, &state, &child, a).map_err(|e| at(format!("'{}': {e}", describe(a))))?;
            }
        }
        // (b) unlisted actions are refused; a refusal that does not count changes nothing.
        for _ in 0..UNLISTED_SAMPLES {
            let a = random_action(g, &state, &mut rng);
            if legal.contains(&a) {
                continue;
            }
            let mut child = state.clone();
            let outcome = apply(g, &mut child, a);
            match outcome.refusal {
                // Tidying one's own tray (or waiting area) is accepted but is no action of the
                // game: it counts nothing and keeps the turn.
                None if tidying(g, a) => {
                    let (b, c) = (&state.players[state.current], &child.players[state.current]);
                    if child.current != state.current || (c.moves, c.errors) != (b.moves, b.errors) {
                        return Err(at(format!("tidying '{}' counted or passed the turn", describe_any(g, a))));
                    }
                    check_state(g, &child).map_err(|e| at(format!("after tidying '{}': {e}", describe_any(g, a))))?;
                }
                // Another gesture for a listed action (drafting: a drop on any cell of a row, a
                // take from any cell of that kind) leads where the listed one does.
                None if legal.iter().any(|&l| {
                    let mut same = state.clone();
                    apply(g, &mut same, l);
                    same == child
                }) => {}
                None => return Err(at(format!("unlisted '{}' ({a:?}) was accepted", describe_any(g, a)))),
                // In the middle of a chain of jumps a slip counts nothing (a jump into the wrong
                // zone still does): it falls to the last arm (the state stays as it was).
                Some(r) if r.counted() && (state.chain.is_none() || r == Refusal::WrongPlace) => {
                    let (b, c) = (&state.players[state.current], &child.players[state.current]);
                    if (c.moves, c.errors) != (b.moves + 1, b.errors + 1) {
                        return Err(at(format!("counted refusal {r:?} of '{}' did not count", describe(a))));
                    }
                    check_state(g, &child).map_err(|e| at(format!("after counted '{}': {e}", describe(a))))?;
                    check_step(g, &state, &child, a).map_err(|e| at(format!("'{}': {e}", describe(a))))?;
                }
                Some(r) => {
                    if child != state {
                        return Err(at(format!("refused '{}' ({r:?}) changed the state", describe_any(g, a))));
                    }
                }
            }
        }
        // Play one listed action; (c) undo and redo.
        let a = legal[rng.below(legal.len())];
        let logged = play.log.len();
        let outcome = play.act(a);
        if !outcome.accepted() {
            return Err(at(format!("'{}' refused through Play: {:?}", describe(a), outcome.refusal)));
        }
        let after = play.state.clone();
        check_state(g, &after).map_err(|e| at(format!("after '{}': {e}", describe(a))))?;
        check_step(g, &state, &after, a).map_err(|e| at(format!("'{}': {e}", describe(a))))?;
        let mut direct = state.clone();
        apply(g, &mut direct, a);
        if direct != after {
            return Err(at(format!("'{}' gave two different states", describe(a))));
        }
        if after == state {
            if play.log.len() != logged {
                return Err(at(format!("'{}' changed nothing but was recorded", describe(a))));
            }
            continue;
        }
        if play.log.len() != logged + 1 || play.log.last() != Some(&a) {
            return Err(at(format!("'{}' was not recorded", describe(a))));
        }
        if !play.undo() || play.state != state {
            return Err(at(format!("undo of '{}' did not restore the state before", describe(a))));
        }
        if !play.redo() || play.state != after {
            return Err(at(format!("redo of '{}' did not give the state after", describe(a))));
        }
    }
    Ok(Report { steps: MAX_ACTIONS, over: play.state.is_over() })
}

/// An action in the notation, or its debug form when it names no real place.
fn describe_any(game: &Game, a: Action) -> String {
    let real = |c: u32| (c as usize) < game.cells.len();
    match a {
        Action::Select(c) if !real(c) => format!("{a:?}"),
        Action::Move(x, y) if !real(x) || !real(y) => format!("{a:?}"),
        Action::Refill(b) if b as usize >= game.boards.len() => format!("{a:?}"),
        _ => format_action(game, a),
    }
}

/// Playouts of one game: seeds 0, 1, ... until `SEEDS` or `ACTION_BUDGET` actions in all.
/// Returns a summary line and the failures.
fn play_game(name: &str, game: Game) -> (String, Vec<String>) {
    let game = Arc::new(game);
    let clock = std::time::Instant::now();
    let (mut steps, mut ended, mut seeds) = (0, 0, 0);
    let mut failures = Vec::new();
    for seed in 0..SEEDS {
        if steps >= ACTION_BUDGET {
            break;
        }
        seeds += 1;
        match catch_unwind(AssertUnwindSafe(|| playout(name, &game, seed))) {
            Ok(Ok(report)) => {
                steps += report.steps;
                ended += report.over as u32;
            }
            Ok(Err(e)) => failures.push(format!("{name}, seed {seed}: {e}")),
            Err(panic) => {
                let what = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                failures.push(format!("{name}, seed {seed}: panicked: {what}"));
            }
        }
    }
    let summary = format!(
        "{name}: {seeds} playouts, {steps} actions, {ended} games ended, {} failed, {:.1?}",
        failures.len(),
        clock.elapsed()
    );
    (summary, failures)
}

/// A move between two cells of one tray or waiting area.
fn tidying(g: &Game, a: Action) -> bool {
    matches!(a, Action::Move(f, t) if g.kind_of(f) != tablier::game::BoardKind::Grid
        && g.cells[f as usize].board == g.cells[t as usize].board)
}

#[test]
fn random_playouts_of_every_built_in_game_keep_every_rule() {
    check_playouts(built_in_games());
}

/// Play every game's random playouts, one thread per game (they are independent and the
/// test must stay quick), and fail with every failing playout listed.
fn check_playouts(games: Vec<(String, Game)>) {
    let results: Vec<(String, Vec<String>)> = std::thread::scope(|scope| {
        let handles: Vec<_> =
            games.into_iter().map(|(name, game)| scope.spawn(move || play_game(&name, game))).collect();
        handles.into_iter().map(|h| h.join().expect("a playout thread panicked outside a playout")).collect()
    });
    let mut failures = Vec::new();
    for (summary, mut f) in results {
        eprintln!("{summary}");
        failures.append(&mut f);
    }
    assert!(failures.is_empty(), "{} failing playouts:\n{}", failures.len(), failures.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// The same playouts over small inline designs that use the features the built-in games leave
// out: stacks, owners, waiting areas, refills on request or when empty, "remove" and "accept"
// rules, groups of three, deselection, jumps without capture, limited distances, result areas
// that shift, several players made from one, and lose limits.

fn feature_designs() -> Vec<(String, Game)> {
    let stacks = game_of(json!({
        "token_types": [
            {"id": "coin", "stackable": true, "owners": ["ann"]},
            {"id": "chip", "stackable": true, "in_grid": "up-to", "distance": 2},
            {"id": "cat", "in_grid": "one-cell", "owners": ["bob"]},
            {"id": "frog", "in_grid": "jump"},
            {"id": "deco", "mode": "fixed"},
            {"id": "box"},
        ],
        "grid": {
            "geometry": geo(3, 4, 0, 0),
            "moves": ["up", "down", "left", "right", "up-left", "down-right"],
            "cells": [{"at": [1, 1], "playable": false}, {"at": [0, 3], "moves": ["down"]}],
            "tokens": place(&[
                ("coin", 0, 0), ("coin", 0, 0), ("chip", 0, 1), ("cat", 0, 2), ("frog", 2, 0),
                ("deco", 2, 3), ("cat", 2, 3), ("frog", 1, 2), ("chip", 2, 2), ("box", 1, 0),
            ]),
        },
        "players": [{"id": "ann", "name": "Ann"}, {"id": "bob", "name": "Bob"}],
        "rules": {"turns": {"pass_button": true, "after_valid": false}, "lose": {"max_moves": 40}},
    }));
    let trays = game_of(json!({
        "token_types": [
            {"id": "red", "properties": ["red", "warm"]},
            {"id": "blue", "properties": ["blue", "cold"]},
            {"id": "pink", "properties": ["red", "cold"], "permissions": {"waiting_to_grid": false}},
            {"id": "stone", "in_grid": "up-to", "distance": 2, "permissions": {"grid_to_tray": false}},
        ],
        "grid": {
            "geometry": geo(2, 4, 0, 0),
            "zones": [
                {"id": "warm", "properties": ["red"], "cells": [[0, 0], [0, 1]]},
                {"id": "cold", "properties": ["cold"], "cells": [[1, 0], [1, 1]]},
                {"id": "learn", "cells": [[0, 3], [1, 3]]},
            ],
            "tokens": place(&[("stone", 0, 2)]),
        },
        "trays": [
            {"id": "ta", "geometry": geo(1, 2, 0, 1000), "queue": ["red", "blue", "pink", "red"], "mark_owner": true},
            {"id": "tb", "geometry": geo(1, 2, 0, 2000), "queue": ["blue", "pink", "red", "blue"], "mark_owner": true},
        ],
        "waiting_areas": [
            {"id": "wa", "geometry": geo(1, 2, 0, 3000)},
            {"id": "wb", "geometry": geo(1, 2, 0, 4000)},
        ],
        "result_areas": [{"id": "ra", "geometry": geo(1, 2, 0, 5000), "when_full": "shift-column"}],
        "players": [
            {"id": "ann", "name": "Ann", "tray": "ta", "waiting": "wa", "result": "ra"},
            {"id": "bob", "name": "Bob", "tray": "tb", "waiting": "wb"},
        ],
        "rules": {
            "matching": "loose",
            "if_matched": "remove",
            "if_not_matched": "accept",
            "refill": "on-request",
            "one_ends_all": false,
            "ranking": "fewest-errors",
            "lose": {"max_errors": 6},
            "win": {"tray_empty": true},
        },
    }));
    let cards = game_of(json!({
        "token_types": [
            {"id": "sun", "mode": "select", "properties": ["sun"]},
            {"id": "moon", "mode": "select", "properties": ["moon"]},
            {"id": "star", "mode": "select", "properties": ["sun", "moon"]},
            {"id": "blank", "mode": "select"},
        ],
        "grid": {
            "geometry": geo(3, 3, 0, 0),
            "tokens": place(&[
                ("sun", 0, 0), ("sun", 0, 1), ("sun", 0, 2), ("moon", 1, 0), ("moon", 1, 1),
                ("moon", 1, 2), ("star", 2, 0), ("blank", 2, 1),
            ]),
        },
        "trays": [{"id": "deck", "geometry": geo(1, 2, 0, 1000), "queue": ["star", "blank", "sun", "moon"]}],
        "result_areas": [{"id": "won", "geometry": geo(2, 2, 0, 2000), "fill": "by-column", "when_full": "shift-row"}],
        "players": [{"id": "kid", "name": "Kid", "tray": "deck", "result": "won"}],
        "rules": {
            "group_size": 3,
            "matching": "loose",
            "allow_deselect": true,
            "if_matched": "remove",
            "refill": "when-empty",
            "turns": {"after_invalid": false},
            "ranking": "most-tokens",
            "win": {"grid_empty": true},
        },
    }));
    let pegs = game_of(json!({
        "token_types": [
            {"id": "peg", "in_grid": "jump-capture", "stackable": true},
            {"id": "hop", "in_grid": "jump"},
            {"id": "step", "in_grid": "one-cell"},
        ],
        "grid": {
            "geometry": geo(4, 4, 0, 0),
            "order": "random",
            "moves": ["up", "down", "left", "right", "up-right", "down-left"],
            "cells": [{"at": [3, 3], "playable": false}, {"at": [0, 0], "moves": ["right", "down-right"]}],
            "tokens": place(&[
                ("peg", 0, 0), ("peg", 0, 1), ("peg", 1, 0), ("peg", 1, 1), ("peg", 1, 2),
                ("hop", 2, 1), ("hop", 2, 2), ("step", 3, 0), ("step", 0, 3),
            ]),
        },
        "result_areas": [{"id": "box", "geometry": geo(1, 2, 0, 1000), "when_full": "stop"}],
        "players": [{"id": "p", "name": "P", "result": "box"}],
        "rules": {"win": {"tokens_left": 3}, "one_ends_all": false},
    }));
    vec![
        ("stacks (inline)".into(), stacks),
        ("trays (inline)".into(), trays),
        ("cards (inline)".into(), cards),
        ("pegs (inline)".into(), pegs),
    ]
}

#[test]
fn random_playouts_of_inline_feature_designs_keep_every_rule() {
    check_playouts(feature_designs());
}

#[test]
fn random_playouts_of_the_designers_starting_points_keep_every_rule() {
    let starts = tablier::edit::Start::ALL
        .into_iter()
        .filter(|s| *s != tablier::edit::Start::Blank)
        .map(|s| {
            let design = s.design(tablier::lang::Lang::En);
            (format!("start {}", s.id()), Game::new(&design).unwrap_or_else(|p| panic!("{}: {p:?}", s.id())))
        })
        .collect();
    check_playouts(starts);
}
