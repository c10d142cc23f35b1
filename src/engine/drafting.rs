//! Drafting (`Rules::drafting`): a move from a tray takes every token of that kind from the
//! tray to one of the player's rows; the rest of the tray goes to the leftovers tray; the
//! first take from the leftovers also takes the marker, whose holder starts the next round.
//!
//! Serves Azul (factories and the centre), and sorting games that gather one colour at once.

use super::checks::owner_names;
use super::noun::Noun;
use super::step::{Count, Step};
use super::{boards, mosaic, Action, Event, Refusal, State};
use crate::game::{BoardKind, CellId, Game, TokenId};
use crate::lang::Text;
use crate::model::HandlingMode;

/// Does a move from this cell draft? (Moves out of trays, when the rule is set.)
pub(crate) fn drafts(game: &Game, from: CellId) -> bool {
    game.drafting.is_some() && game.kind_of(from) == BoardKind::Tray
}

/// Is the token the drafting marker?
pub(crate) fn is_marker(game: &Game, state: &State, token: TokenId) -> bool {
    game.drafting.as_ref().and_then(|d| d.marker) == Some(state.tokens[token as usize].kind)
}

fn name(game: &Game, kind: u16) -> Text {
    game.design.token_types[kind as usize].name_text()
}

/// The kind of the row's tokens, if any (jokers go with any kind: they are not one).
fn row_kind(game: &Game, state: &State, zone: usize) -> Option<u16> {
    mosaic::row_colour(game, state, zone)
}

/// Is the zone one of the current player's (or everyone's) where rows overflow (a floor)?
fn is_overflow_of_mine(game: &Game, state: &State, zone: usize) -> bool {
    game.zones[zone].is_overflow && state.owns(game.zones[zone].owners)
}

/// Why the tokens of `kind` may not go to the zone of `to`, if they may not.
fn check_target(game: &Game, state: &State, kind: u16, to: CellId) -> Result<usize, Refusal> {
    let put_here = || {
        Refusal::Said(
            Noun::of(game).text("Put these {many} on one of your rows.", "Pose ces {jetons} sur une de tes rangées."),
        )
    };
    if game.kind_of(to) != BoardKind::Grid {
        return Err(put_here());
    }
    let zone = game.cells[to as usize].zone as usize;
    let z = &game.zones[zone];
    if zone == 0 {
        return Err(put_here());
    }
    if !state.owns(z.owners) {
        return Err(Refusal::NotYourBoard(owner_names(game, z.owners)));
    }
    if is_overflow_of_mine(game, state, zone) {
        return Ok(zone);
    }
    if !z.one_kind {
        return Err(put_here());
    }
    let joker = mosaic::is_joker(game, kind);
    if let Some(there) = row_kind(game, state, zone).filter(|k| *k != kind && !joker) {
        let (a, b) = (name(game, there), name(game, kind));
        // The kinds are tiles' names, not people's: "“Yellow” tiles", «des tuiles « Jaune »».
        let (q, l) = (crate::lang::quoted, crate::lang::Lang::En);
        let fr = crate::lang::Lang::Fr;
        return Err(Refusal::Said(Noun::of(game).text(
            &format!("This row already holds {} {{many}}: {} {{many}} cannot go here.", q(&a.en, l), q(&b.en, l)),
            &format!(
                "Cette rangée a déjà des {{jetons}} {}\u{a0}: {{un}} {} ne peut pas y aller.",
                q(&a.fr, fr),
                q(&b.fr, fr)
            ),
        )));
    }
    if z.cells.iter().all(|c| !state.is_empty(*c)) {
        return Err(Refusal::Said(Text::new("This row is full.", "Cette rangée est pleine.")));
    }
    if let Some(refusal) = mosaic::refuse_row(game, state, zone, kind) {
        return Err(refusal);
    }
    Ok(zone)
}

/// The token taken and the zone it goes to, or why not.
fn plan(game: &Game, state: &State, from: CellId, to: CellId) -> Result<(u16, usize), Refusal> {
    let Some(token) = state.visible(from) else { return Err(Refusal::EmptyCell) };
    if state.ty(game, token).mode == HandlingMode::Fixed {
        let n = Noun::of(game);
        return Err(Refusal::Said(if n.feminine {
            n.text(
                "This {one} is not taken by itself: it comes with the first {many} taken from here.",
                "{Ce} ne se prend pas seule\u{a0}: elle vient avec les premières {jetons} prises ici.",
            )
        } else {
            n.text(
                "This {one} is not taken by itself: it comes with the first {many} taken from here.",
                "{Ce} ne se prend pas seul\u{a0}: il vient avec les premiers {jetons} pris ici.",
            )
        }));
    }
    if !state.owns(game.board_of(from).owners) {
        return Err(Refusal::NotYourBoard(owner_names(game, game.board_of(from).owners)));
    }
    let kind = state.tokens[token as usize].kind;
    Ok((kind, check_target(game, state, kind, to)?))
}

/// Empty cells of a zone, in filling order.
fn free_cells(game: &Game, state: &State, zone: usize) -> Vec<CellId> {
    game.zones[zone].cells.iter().copied().filter(|c| state.is_empty(*c)).collect()
}

/// Put tokens in a zone's free cells, then its overflow's, then the lid.
fn place(game: &Game, state: &mut State, zone: usize, tokens: &[TokenId], events: &mut Vec<Event>) {
    let mut cells = free_cells(game, state, zone);
    if let Some(over) = game.zones[zone].overflow {
        cells.extend(free_cells(game, state, over as usize));
    }
    let mut cells = cells.into_iter();
    for &t in tokens {
        let from = state.tokens[t as usize].cell;
        match cells.next() {
            Some(to) => {
                state.lift(t);
                state.push(t, to);
                events.push(Event::Moved { token: t, from, to });
            }
            None => boards::to_lid(state, t, events),
        }
    }
}

/// The player's overflow zone (where the marker goes): that of the target row, or the target.
fn overflow_of(game: &Game, zone: usize) -> usize {
    game.zones[zone].overflow.map_or(zone, |z| z as usize)
}

/// Take every token of one kind from a tray to a row.
pub(crate) fn take(game: &Game, state: &mut State, from: CellId, to: CellId) -> Step {
    let (kind, zone) = match plan(game, state, from, to) {
        Ok(plan) => plan,
        Err(refusal) => return Step::refused(refusal),
    };
    state.settle();
    let Some(rule) = &game.drafting else { return Step::refused(Refusal::NoSuchPlace) };
    let mut events = Vec::new();
    let tray = game.board_of(from);
    let here: Vec<TokenId> = tray.cells().filter_map(|c| state.visible(c)).collect();
    // Jokers chosen first come along with the kind taken from their tray.
    let board = game.cells[from as usize].board;
    let along = state.along == Some(board) && !mosaic::is_joker(game, kind);
    let goes = |t: &TokenId| {
        let k = state.tokens[*t as usize].kind;
        k == kind || (along && mosaic::is_joker(game, k))
    };
    let (taken, rest): (Vec<TokenId>, Vec<TokenId>) = here.into_iter().partition(goes);
    state.along = None;
    let from_leftovers = game.cells[from as usize].board == rule.leftovers;
    let (marker, rest): (Vec<TokenId>, Vec<TokenId>) = rest.into_iter().partition(|t| is_marker(game, state, *t));
    if from_leftovers && !marker.is_empty() {
        state.starter = Some(state.current);
        // The marker always shows where it went: on a full floor it takes the last tile's place.
        let floor = overflow_of(game, zone);
        if free_cells(game, state, floor).is_empty() {
            if let Some(last) = game.zones[floor].cells.last().and_then(|c| state.visible(*c)) {
                boards::to_lid(state, last, &mut events);
            }
        }
        place(game, state, floor, &marker, &mut events);
    }
    place(game, state, zone, &taken, &mut events);
    if !from_leftovers {
        let centre = &game.boards[rule.leftovers as usize];
        let mut cells = centre.cells().filter(|c| state.is_empty(*c)).collect::<Vec<_>>().into_iter();
        for t in rest {
            let at = state.tokens[t as usize].cell;
            match cells.next() {
                Some(c) => {
                    state.lift(t);
                    state.push(t, c);
                    events.push(Event::Moved { token: t, from: at, to: c });
                }
                // A leftovers tray too small keeps nothing from being lost: the token waits in the lid.
                None => boards::to_lid(state, t, &mut events),
            }
        }
    }
    Step::new(Count::Move { valid: true }, events, None)
}

/// The other cells whose tokens a move from `from` takes along: the rest of its kind in its
/// tray, and jokers chosen to come along. Shown held with the one touched, as all of them go.
pub fn drafted_with(game: &Game, state: &State, from: CellId) -> Vec<CellId> {
    let Some(token) = state.visible(from).filter(|t| drafts(game, from) && !is_marker(game, state, *t)) else {
        return Vec::new();
    };
    let kind = state.tokens[token as usize].kind;
    let board = game.cells[from as usize].board;
    let along = state.along == Some(board) && !mosaic::is_joker(game, kind);
    let goes = |k: u16| k == kind || (along && mosaic::is_joker(game, k));
    game.boards[board as usize]
        .cells()
        .filter(|c| *c != from && state.visible(*c).is_some_and(|t| goes(state.tokens[t as usize].kind)))
        .collect()
}

/// Said once tokens are picked up in a tray: what is in hand (on a phone the tray is out of
/// sight once the child's board shows), jokers coming along told apart, and where it goes now.
pub fn after_pick(game: &Game, state: &State, from: CellId) -> Option<Text> {
    let token = state.visible(from).filter(|_| drafts(game, from))?;
    let kind = state.tokens[token as usize].kind;
    let along: Vec<u16> = drafted_with(game, state, from)
        .iter()
        .filter_map(|c| state.visible(*c))
        .map(|t| state.tokens[t as usize].kind)
        .collect();
    let same = 1 + along.iter().filter(|k| **k == kind).count();
    let jokers = along.iter().find(|k| **k != kind).map(|k| (*k, along.len() + 1 - same));
    let (q, en, fr) = (crate::lang::quoted, crate::lang::Lang::En, crate::lang::Lang::Fr);
    // "one “Red” tile" / "3 “Red” tiles", « une tuile « Rouge » » / « 3 tuiles « Rouge » ».
    let some = |kind: u16, n: usize| {
        let k = name(game, kind);
        let (k_en, k_fr) = (q(&k.en, en), q(&k.fr, fr));
        match n {
            1 => (format!("one {k_en} {{one}}"), format!("{{un}} {k_fr}")),
            n => (format!("{n} {k_en} {{many}}"), format!("{n} {{jetons}} {k_fr}")),
        }
    };
    let (mut held_en, mut held_fr) = some(kind, same);
    if let Some((joker, n)) = jokers {
        let (j_en, j_fr) = some(joker, n);
        held_en = format!("{held_en} and {j_en}");
        held_fr = format!("{held_fr} et {j_fr}");
    }
    Some(Noun::of(game).text(
        &format!("You hold {held_en}: now tap one of your rows."),
        &format!("Tu tiens {held_fr}\u{a0}: maintenant, touche une de tes rangées."),
    ))
}

/// A tap on a joker in a tray: its jokers will come along with the next kind taken from there.
pub(crate) fn choose_jokers(game: &Game, state: &mut State, cell: CellId) -> Step {
    let Some(token) = state.visible(cell) else { return Step::refused(Refusal::EmptyCell) };
    let board = game.cells[cell as usize].board;
    if !mosaic::is_joker(game, state.tokens[token as usize].kind) || !may_choose_jokers(game, state, board) {
        return Step::refused(Refusal::Said(
            Noun::of(game)
                .text("Drag these {many} onto one of your rows.", "Fais glisser ces {jetons} sur une de tes rangées."),
        ));
    }
    state.settle();
    state.along = Some(board);
    let message = Noun::of(game).text(
        "The jokers will come with the {many} you take from here: now drag a colour onto one of your rows.",
        "Les jokers viendront avec les {jetons} que tu prends ici\u{a0}: glisse maintenant une couleur sur une de tes rangées.",
    );
    Step::done(vec![Event::Picked { token }], Some(message))
}

/// Is the token a joker chosen to come along with the next kind taken from its tray?
pub(crate) fn comes_along(game: &Game, state: &State, token: TokenId) -> bool {
    let tok = &state.tokens[token as usize];
    tok.cell != crate::game::NONE
        && state.along == Some(game.cells[tok.cell as usize].board)
        && mosaic::is_joker(game, tok.kind)
}

/// May the jokers of this tray be chosen to come along? It must hold jokers and another
/// kind, and not have them chosen already.
fn may_choose_jokers(game: &Game, state: &State, board: u16) -> bool {
    let kinds =
        game.boards[board as usize].cells().filter_map(|c| state.visible(c)).map(|t| state.tokens[t as usize].kind);
    let (mut joker, mut other) = (false, false);
    for k in kinds {
        if mosaic::is_joker(game, k) {
            joker = true;
        } else if game.types[k as usize].mode != HandlingMode::Fixed {
            other = true;
        }
    }
    joker && other && state.along != Some(board) && state.owns(game.boards[board as usize].owners)
}

/// At the start of a round, the marker goes back to the leftovers tray.
pub(crate) fn round_start(game: &Game, state: &mut State, events: &mut Vec<Event>) {
    let Some(rule) = &game.drafting else { return };
    let Some(marker) = rule.marker else { return };
    let Some(token) = (0..state.tokens.len() as TokenId).find(|t| state.tokens[*t as usize].kind == marker) else {
        return;
    };
    let from = state.tokens[token as usize].cell;
    state.lift(token);
    state.lid.retain(|t| *t != token);
    let Some(cell) = game.boards[rule.leftovers as usize].cells().find(|c| state.is_empty(*c)) else { return };
    state.push(token, cell);
    if from == cell {
        return;
    }
    if from != crate::game::NONE {
        events.push(Event::Moved { token, from, to: cell });
    } else {
        events.push(Event::Dealt { token, to: cell });
    }
}

/// Every drafting action of the current player: per tray, per kind (from its first cell),
/// per row that takes it (to its first free cell) and per overflow zone. Each target's kinds
/// are worked out once (as a bit per kind), since computer players list actions very often.
pub(crate) fn actions(game: &Game, state: &State, visit: &mut dyn FnMut(Action) -> bool) -> bool {
    const ANY: u64 = u64::MAX;
    let mut targets: Vec<(CellId, u64)> = Vec::new();
    for z in 1..game.zones.len() {
        let zone = &game.zones[z];
        if !state.owns(zone.owners) {
            continue;
        }
        let free = free_cells(game, state, z);
        if is_overflow_of_mine(game, state, z) {
            if let Some(cell) = free.first().copied().or_else(|| zone.cells.first().copied()) {
                targets.push((cell, ANY));
            }
            continue;
        }
        let Some(&cell) = free.first() else { continue };
        if !zone.one_kind {
            continue;
        }
        let kinds = match row_kind(game, state, z) {
            Some(k) if k < 64 => 1 << k,
            Some(_) => 0,
            None => ANY,
        };
        // Jokers go in any row that is not full.
        let joker = game.mosaic.as_ref().and_then(|m| m.joker).filter(|j| *j < 64).map_or(0, |j| 1u64 << j);
        targets.push((cell, (kinds & !mosaic::kinds_on_wall_row(game, state, z)) | joker));
    }
    for b in 0..game.boards.len() {
        if game.boards[b].kind != BoardKind::Tray || !state.owns(game.boards[b].owners) {
            continue;
        }
        if may_choose_jokers(game, state, b as u16) {
            let joker = game.mosaic.as_ref().and_then(|m| m.joker);
            let cell = game.boards[b]
                .cells()
                .find(|c| state.visible(*c).is_some_and(|t| Some(state.tokens[t as usize].kind) == joker));
            if let Some(cell) = cell {
                if !visit(Action::Select(cell)) {
                    return false;
                }
            }
        }
        let mut seen: u64 = 0;
        for from in game.boards[b].cells() {
            let Some(t) = state.visible(from) else { continue };
            let kind = state.tokens[t as usize].kind;
            if state.ty(game, t).mode == HandlingMode::Fixed || (kind < 64 && seen & 1 << kind != 0) {
                continue;
            }
            for &(to, kinds) in &targets {
                // Kinds past 64 (never in a real design) are asked one by one.
                let fits = if kind < 64 { kinds & 1 << kind != 0 } else { check_target(game, state, kind, to).is_ok() };
                if fits && !visit(Action::Move(from, to)) {
                    return false;
                }
            }
            if kind < 64 {
                seen |= 1 << kind;
            }
        }
    }
    true
}

/// The cells a token taken from `from` may be put on (the help's lit squares): every free
/// cell of each row that takes its kind, and every cell of the overflow zones.
pub(crate) fn squares(game: &Game, state: &State, from: CellId) -> Vec<CellId> {
    let Some(token) = state.visible(from) else { return Vec::new() };
    if plan(game, state, from, from).is_err_and(|r| matches!(r, Refusal::EmptyCell | Refusal::NotYourBoard(_)))
        || state.ty(game, token).mode == HandlingMode::Fixed
    {
        return Vec::new();
    }
    let kind = state.tokens[token as usize].kind;
    let mut out = Vec::new();
    for z in 1..game.zones.len() {
        let Some(&first) = game.zones[z].cells.first() else { continue };
        if check_target(game, state, kind, first).is_ok() {
            let all = is_overflow_of_mine(game, state, z);
            out.extend(game.zones[z].cells.iter().copied().filter(|c| all || state.is_empty(*c)));
        }
    }
    out
}
