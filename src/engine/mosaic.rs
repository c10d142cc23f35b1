//! The mosaic (`Rules::mosaic`): at the end of each round, each full one-kind row of a player
//! puts one token on the player's wall, in the same grid row, and scores by the wall tokens
//! in line with it; the rest of the row leaves play. The game ends after a round in which a
//! wall row was completed, with bonuses for full rows, full columns and complete kinds.
//!
//! On a coloured wall each cell takes one kind (the pattern) and the tiling is automatic. On
//! the grey wall (`free`) the player chooses the cell (a move from the row to the wall), in a
//! column that does not hold that kind yet; a row with no such cell goes to the floor.
//! With jokers (`MosaicRule::joker`, `jokers`), tokens turned into jokers at the start go in a
//! row with any kind; a full row puts a joker on its kind's cell, and a row of jokers only
//! goes where the player chooses on any wall. A joker on the grey wall stands for no kind
//! (the columns' rule does not see it); jokers never count for the kind bonus.
//!
//! Serves Azul and its variants (the grey wall, the brief's jokers).

use super::checks::owner_names;
use super::noun::Noun;
use super::step::{Count, Step};
use super::{boards, points, Action, Event, Refusal, State};
use crate::game::{CellId, Game, MosaicInfo, TokenId, WallInfo};
use crate::lang::Text;

fn kind_name(game: &Game, kind: u16) -> Text {
    game.design.token_types[kind as usize].name_text()
}

/// The wall a row zone feeds and the wall row, when the row lies beside one of its owner's walls.
fn wall_of<'g>(game: &'g Game, zone: usize) -> Option<(&'g WallInfo, u32)> {
    let m = game.mosaic.as_ref()?;
    let z = &game.zones[zone];
    let row = game.cells[*z.cells.first()? as usize].row;
    m.walls.iter().find(|w| w.owners == z.owners && row >= w.top && row < w.top + m.rows).map(|w| (w, row - w.top))
}

fn kind_at(state: &State, cell: CellId) -> Option<u16> {
    state.visible(cell).map(|t| state.tokens[t as usize].kind)
}

/// Is this kind the jokers'?
pub(crate) fn is_joker(game: &Game, kind: u16) -> bool {
    game.mosaic.as_ref().is_some_and(|m| m.joker == Some(kind))
}

/// The kind of a row's tokens other than jokers, if any.
pub(crate) fn row_colour(game: &Game, state: &State, zone: usize) -> Option<u16> {
    game.zones[zone].cells.iter().filter_map(|c| kind_at(state, *c)).find(|k| !is_joker(game, *k))
}

/// At the start of a game, as many tokens of each kind as the rule says become jokers.
pub(crate) fn deal_jokers(game: &Game, state: &mut State) {
    let Some(m) = game.mosaic.as_ref() else { return };
    let Some(joker) = m.joker else { return };
    let n =
        game.design.rules.mosaic.as_ref().and_then(|r| r.jokers.get(state.players.len().saturating_sub(1)).copied());
    let n = n.unwrap_or(0) as usize;
    if n == 0 {
        return;
    }
    for &kind in &m.kinds {
        let queued: Vec<TokenId> = state.queues.iter().flat_map(|q| q.tokens[q.next..].iter().copied()).collect();
        // Drawn at random among them: the first of the shuffled bag would all be dealt at once.
        let mut of_kind: Vec<TokenId> = queued.into_iter().filter(|t| state.tokens[*t as usize].kind == kind).collect();
        of_kind.sort_unstable();
        state.rng.shuffle(&mut of_kind);
        for t in of_kind.into_iter().take(n) {
            state.tokens[t as usize].kind = joker;
        }
    }
}

/// The kinds (bit per kind below 64) a row zone may no longer take because its wall row has
/// them: on a coloured wall, the kinds whose cell is filled (by them or by a joker); on the
/// grey wall, the kinds standing there. 0 when the row feeds no wall.
pub(crate) fn kinds_on_wall_row(game: &Game, state: &State, zone: usize) -> u64 {
    let (Some(m), Some((wall, r))) = (game.mosaic.as_ref(), wall_of(game, zone)) else { return 0 };
    let cols = m.columns as usize;
    let at = |c: usize| r as usize * cols + c;
    (0..cols)
        .filter(|&c| !state.is_empty(wall.cells[at(c)]))
        .filter_map(|c| if m.free { kind_at(state, wall.cells[at(c)]) } else { Some(m.pattern[at(c)]) })
        .filter(|k| *k < 64)
        .fold(0, |bits, k| bits | 1 << k)
}

/// Drafting asks: may this kind go to this row? Not when its wall row already has it.
pub(crate) fn refuse_row(game: &Game, state: &State, zone: usize, kind: u16) -> Option<Refusal> {
    game.mosaic.as_ref()?;
    wall_of(game, zone)?;
    let taken = if kind < 64 { kinds_on_wall_row(game, state, zone) & 1 << kind != 0 } else { false };
    (taken && !is_joker(game, kind)).then(|| {
        let k = kind_name(game, kind);
        Refusal::Said(Text::new(
            format!("{} is already on the wall in this row.", k.en),
            format!("{} est déjà sur le mur dans cette rangée.", k.fr),
        ))
    })
}

/// Points for a token just put on a wall: the tokens in line with it across and down.
fn adjacency(m: &MosaicInfo, state: &State, wall: &WallInfo, r: usize, c: usize) -> i64 {
    let (rows, cols) = (m.rows as usize, m.columns as usize);
    let filled = |r: usize, c: usize| !state.is_empty(wall.cells[r * cols + c]);
    let run = |dr: isize, dc: isize| {
        let (mut n, mut rr, mut cc) = (0, r as isize + dr, c as isize + dc);
        while rr >= 0 && cc >= 0 && (rr as usize) < rows && (cc as usize) < cols && filled(rr as usize, cc as usize) {
            n += 1;
            rr += dr;
            cc += dc;
        }
        n
    };
    let across = 1 + run(0, -1) + run(0, 1);
    let down = 1 + run(-1, 0) + run(1, 0);
    let sum = if across > 1 { across } else { 0 } + if down > 1 { down } else { 0 };
    sum.max(1)
}

/// A player's full rows, top first.
fn full_rows(game: &Game, state: &State, owners: u32) -> Vec<usize> {
    let mut rows: Vec<usize> = (1..game.zones.len())
        .filter(|z| game.zones[*z].one_kind && game.zones[*z].owners == owners)
        .filter(|z| !game.zones[*z].cells.is_empty() && game.zones[*z].cells.iter().all(|c| !state.is_empty(*c)))
        .filter(|z| wall_of(game, *z).is_some())
        .collect();
    rows.sort_by_key(|z| game.cells[game.zones[*z].cells[0] as usize].row);
    rows
}

/// The token a full row puts on the wall: a joker when the row holds one beside its kind (the
/// brief's rule), else its first.
fn token_to_place(game: &Game, state: &State, zone: usize) -> Option<TokenId> {
    let tokens: Vec<TokenId> = game.zones[zone].cells.iter().filter_map(|c| state.visible(*c)).collect();
    let joker = tokens.iter().copied().find(|t| is_joker(game, state.tokens[*t as usize].kind));
    match (row_colour(game, state, zone), joker) {
        (Some(_), Some(j)) => Some(j),
        _ => tokens.first().copied(),
    }
}

/// Put `token` on a wall cell, score it, and send the rest of its row out of play.
fn tile(
    game: &Game,
    state: &mut State,
    player: usize,
    zone: usize,
    token: TokenId,
    to: CellId,
    events: &mut Vec<Event>,
) {
    let Some(m) = game.mosaic.as_ref() else { return };
    let Some((wall, _)) = wall_of(game, zone) else { return };
    let from = state.tokens[token as usize].cell;
    state.lift(token);
    state.push(token, to);
    events.push(Event::Moved { token, from, to });
    let i = wall.cells.iter().position(|c| *c == to).unwrap_or(0);
    let cols = m.columns as usize;
    let points = adjacency(m, state, wall, i / cols, i % cols);
    points::add_points(state, player, points);
    events.push(Event::Scored { player, at: to, points });
    let rest: Vec<TokenId> = game.zones[zone].cells.iter().filter_map(|c| state.visible(*c)).collect();
    for t in rest {
        boards::to_lid(state, t, events);
    }
}

/// Where a full row of `colour` (None: jokers only) may go on wall row r: on a coloured wall
/// that colour's cell if free; on the grey wall a free cell whose column lacks it; a row of
/// jokers only, any free cell of the row.
fn spots(m: &MosaicInfo, state: &State, wall: &WallInfo, r: u32, colour: Option<u16>) -> Vec<CellId> {
    let (rows, cols) = (m.rows as usize, m.columns as usize);
    let at = |r: usize, c: usize| wall.cells[r * cols + c];
    let r = r as usize;
    (0..cols)
        .filter(|&c| state.is_empty(at(r, c)))
        .filter(|&c| match colour {
            None => true,
            Some(k) if !m.free => m.pattern[r * cols + c] == k,
            Some(k) => (0..rows).all(|rr| kind_at(state, at(rr, c)) != Some(k)),
        })
        .map(|c| at(r, c))
        .collect()
}

/// Does the player choose where this row goes? (The grey wall, or a row of jokers only.)
fn by_hand(m: &MosaicInfo, colour: Option<u16>) -> bool {
    m.free || colour.is_none()
}

/// A full row no wall cell can take goes to the floor (its overflow), then out of play.
fn to_floor(game: &Game, state: &mut State, zone: usize, events: &mut Vec<Event>) {
    let tokens: Vec<TokenId> = game.zones[zone].cells.iter().filter_map(|c| state.visible(*c)).collect();
    let mut cells: Vec<CellId> = game.zones[zone]
        .overflow
        .map(|o| game.zones[o as usize].cells.iter().copied().filter(|c| state.is_empty(*c)).collect())
        .unwrap_or_default();
    cells.reverse();
    for t in tokens {
        let from = state.tokens[t as usize].cell;
        match cells.pop() {
            Some(to) => {
                state.lift(t);
                state.push(t, to);
                events.push(Event::Moved { token: t, from, to });
            }
            None => boards::to_lid(state, t, events),
        }
    }
}

/// The end of a round: tile every wall, player by player, each from the top row down.
/// Rows whose place is known are tiled at once; at the first row whose place a player
/// chooses, returns that player: the turn goes to them.
pub(crate) fn start_tiling(game: &Game, state: &mut State, events: &mut Vec<Event>) -> Option<usize> {
    if state.starter.is_none() {
        state.starter = Some(state.current);
    }
    advance(game, state, events)
}

/// Tile what can be tiled until a player must choose (returned: the turn is theirs) or all
/// is done (None).
fn advance(game: &Game, state: &mut State, events: &mut Vec<Event>) -> Option<usize> {
    let m = game.mosaic.as_ref()?;
    for player in 0..state.players.len() {
        let owners = 1u32 << state.players[player].design_player;
        for zone in full_rows(game, state, owners) {
            let Some((wall, r)) = wall_of(game, zone) else { continue };
            let colour = row_colour(game, state, zone);
            let places = spots(m, state, wall, r, colour);
            if places.is_empty() {
                to_floor(game, state, zone, events);
                continue;
            }
            if !by_hand(m, colour) {
                if let Some(token) = token_to_place(game, state, zone) {
                    tile(game, state, player, zone, token, places[0], events);
                }
                continue;
            }
            state.tiling = true;
            return Some(player);
        }
    }
    state.tiling = false;
    None
}

/// What the chooser is told.
pub(crate) fn tiling_word(game: &Game, state: &State, chooser: usize) -> Text {
    let who = &state.players[chooser].name;
    Noun::of(game).text(
        &format!("The round is over. {}: move {{a}} of your full row onto your wall, in the same row.", who.en),
        &format!(
            "La manche est finie. {}\u{a0}: glisse {{un}} de ta rangée pleine sur ton mur, dans la même ligne.",
            who.fr
        ),
    )
}

/// The row the current player must place now: their highest full row.
fn row_to_place(game: &Game, state: &State) -> Option<usize> {
    let owners = 1u32 << state.players[state.current].design_player;
    full_rows(game, state, owners).first().copied()
}

/// By hand: the moves that place the current player's row.
pub(crate) fn tiling_actions(game: &Game, state: &State, visit: &mut dyn FnMut(Action) -> bool) {
    let Some(m) = game.mosaic.as_ref() else { return };
    let Some(zone) = row_to_place(game, state) else { return };
    let Some((wall, r)) = wall_of(game, zone) else { return };
    let from = game.zones[zone].cells[0];
    for to in spots(m, state, wall, r, row_colour(game, state, zone)) {
        if !visit(Action::Move(from, to)) {
            return;
        }
    }
}

/// By hand: the player moves a token of their highest full row to a cell of their wall. It
/// counts as a move; the flow ends the round once every wall is tiled.
pub(crate) fn tile_by_hand(game: &Game, state: &mut State, from: CellId, to: CellId) -> Step {
    let Some(m) = game.mosaic.as_ref() else { return Step::refused(Refusal::NoSuchPlace) };
    let player = state.current;
    let owners = 1u32 << state.players[player].design_player;
    let Some(zone) = row_to_place(game, state) else { return Step::refused(Refusal::NoSuchPlace) };
    let first = || {
        Refusal::Said(Noun::of(game).text(
            "First move {a} of your highest full row onto your wall.",
            "Glisse d'abord {un} de ta rangée pleine la plus haute sur ton mur.",
        ))
    };
    let here = game.cells[from as usize].zone as usize;
    if here != zone {
        let mine = game.zones[here].owners == owners || here == 0;
        return Step::refused(if mine {
            first()
        } else {
            Refusal::NotYourBoard(owner_names(game, game.zones[here].owners))
        });
    }
    let Some((wall, r)) = wall_of(game, zone) else { return Step::refused(first()) };
    // Whichever tile of the row is dragged, the same one goes: one move, one outcome.
    let Some(token) = token_to_place(game, state, zone) else { return Step::refused(Refusal::EmptyCell) };
    let colour = row_colour(game, state, zone);
    let cols = m.columns as usize;
    let row_cells = &wall.cells[r as usize * cols..(r as usize + 1) * cols];
    if !row_cells.contains(&to) {
        return Step::refused(Refusal::Said(Text::new(
            "Put it on your wall, in the same row.",
            "Pose-le sur ton mur, dans la même ligne.",
        )));
    }
    if !state.is_empty(to) {
        return Step::refused(Refusal::Occupied);
    }
    if !spots(m, state, wall, r, colour).contains(&to) {
        let k = kind_name(game, colour.unwrap_or(0));
        let text = if m.free {
            Text::new(format!("This column already holds {}.", k.en), format!("Cette colonne a déjà {}.", k.fr))
        } else {
            Text::new(
                format!("{} goes on its own square of the wall.", k.en),
                format!("{} va sur sa case du mur.", k.fr),
            )
        };
        return Step::refused(Refusal::Said(text));
    }
    let mut events = Vec::new();
    tile(game, state, player, zone, token, to, &mut events);
    // Tile on until someone must choose; the flow gives them the turn, or ends the round.
    let chooser = advance(game, state, &mut events);
    let message = chooser.filter(|c| *c != player).map(|c| tiling_word(game, state, c));
    Step::new(Count::Tiled { chooser }, events, message)
}

/// By hand: where a token of the row being placed may go (the help's lit squares).
pub(crate) fn tiling_squares(game: &Game, state: &State, from: CellId) -> Vec<CellId> {
    let mut out = Vec::new();
    tiling_actions(game, state, &mut |a| {
        if let Action::Move(f, to) = a {
            if game.cells[f as usize].zone == game.cells[from as usize].zone {
                out.push(to);
            }
        }
        true
    });
    out
}

/// After a round: has some player of the game completed a wall row?
pub(crate) fn game_ends(game: &Game, state: &State) -> bool {
    let Some(m) = game.mosaic.as_ref() else { return false };
    let cols = m.columns as usize;
    m.walls
        .iter()
        .filter(|w| points::owner_playing(state, w.owners).is_some())
        .any(|w| (0..m.rows as usize).any(|r| (0..cols).all(|c| !state.is_empty(w.cells[r * cols + c]))))
}

/// The bonuses at the end: full rows, full columns, kinds whose every cell is filled.
pub(crate) fn end_bonuses(game: &Game, state: &mut State) {
    let Some(m) = game.mosaic.as_ref() else { return };
    let Some(rule) = game.design.rules.mosaic.as_ref() else { return };
    let (rows, cols) = (m.rows as usize, m.columns as usize);
    for w in &m.walls {
        let Some(player) = points::owner_playing(state, w.owners) else { continue };
        let filled = |r: usize, c: usize| !state.is_empty(w.cells[r * cols + c]);
        let full_rows = (0..rows).filter(|&r| (0..cols).all(|c| filled(r, c))).count() as i64;
        let full_columns = (0..cols).filter(|&c| (0..rows).all(|r| filled(r, c))).count() as i64;
        let kinds = m
            .kinds
            .iter()
            .filter(|&&k| w.cells.iter().filter(|c| kind_at(state, **c) == Some(k)).count() == rows)
            .count() as i64;
        let bonus = full_rows * i64::from(rule.row_bonus)
            + full_columns * i64::from(rule.column_bonus)
            + kinds * i64::from(rule.kind_bonus);
        points::add_points(state, player, bonus);
    }
}
