//! The rule checks of docs/model.md §4.3 to §4.7, shared by `apply` and `legal_actions` so the
//! two can never disagree.

use super::{enclosing, flying, phases, Refusal, State};
use crate::game::{matches, BoardKind, CellId, Game, PropSet, TokenId, NONE};
use crate::lang::Text;
use crate::model::{HandlingMode, IfMatched, IfNotMatched, InGrid, DIRECTIONS};

/// What a select action does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SelectPlan {
    Turn(TokenId),
    Deselect(TokenId),
    /// A tap on the token in the middle of a chain of jumps ends the turn.
    EndChain,
    /// A tap on a token with a die chooses it for the next roll.
    Pick(TokenId),
}

/// A checked move, ready to perform.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MovePlan {
    pub token: TokenId,
    pub from: CellId,
    pub to: CellId,
    /// The token jumped over, and whether it is captured.
    pub over: Option<(TokenId, bool)>,
    /// Matched with "remove": the token goes to the result area instead of `to`.
    pub remove: bool,
    /// False for an unmatched move accepted anyway: it counts as an error.
    pub valid: bool,
    /// The token was compared with the destination zone and matched.
    pub matched: bool,
}

/// Names of the designer players in an owner mask, for "this belongs to ...": in French with
/// their preposition ("aux Noirs", "à Joueur 1").
pub(crate) fn owner_names(game: &Game, owners: u32) -> Text {
    let owned = game.players.iter().enumerate().filter(|(i, _)| owners & (1 << i) != 0).map(|(_, p)| p);
    let names: Vec<Text> = owned.map(|p| Text::new(p.name.en.clone(), p.grammar.to_fr(&p.name.fr))).collect();
    Text::join(&names.iter().collect::<Vec<_>>(), ", ")
}

fn check_token_owner(game: &Game, state: &State, token: TokenId) -> Result<(), Refusal> {
    let owners = state.tokens[token as usize].owners;
    if state.owns(owners) {
        Ok(())
    } else {
        Err(Refusal::NotYours(owner_names(game, owners)))
    }
}

/// Trays and waiting areas belong to the players who use them; the grid is everyone's.
fn check_board_owner(game: &Game, state: &State, cell: CellId) -> Result<(), Refusal> {
    let board = game.board_of(cell);
    if board.kind == BoardKind::Grid || state.owns(board.owners) {
        Ok(())
    } else {
        Err(Refusal::NotYourBoard(owner_names(game, board.owners)))
    }
}

/// §4.3 and §4.4 for a tap on a cell.
pub(crate) fn plan_select(game: &Game, state: &State, cell: CellId) -> Result<SelectPlan, Refusal> {
    if state.is_over() {
        return Err(Refusal::GameOver);
    }
    if let Some(jumping) = state.chain {
        return if state.visible(cell) == Some(jumping) { Ok(SelectPlan::EndChain) } else { Err(Refusal::KeepJumping) };
    }
    // A fixed token is named as such even on an unplayable cell: the reason a child needs.
    let fixed = state.visible(cell).is_some_and(|t| state.ty(game, t).mode == HandlingMode::Fixed);
    let info = &game.cells[cell as usize];
    match game.board_of(cell).kind {
        _ if fixed => return Err(Refusal::FixedToken),
        BoardKind::Grid if !info.playable => return Err(Refusal::NotPlayable),
        BoardKind::Result => return Err(Refusal::InResultArea),
        _ => {}
    }
    let token = state.visible(cell).ok_or(Refusal::EmptyCell)?;
    let ty = state.ty(game, token);
    if let Some((_, target, _)) = state.must_move {
        return Err(Refusal::MoveByHand(game.cells[target as usize].number));
    }
    if ty.mode == HandlingMode::Move && ty.die.is_some() && state.selection.is_empty() {
        check_token_owner(game, state, token)?;
        return if state.picked == Some(token) { Err(Refusal::RollNow) } else { Ok(SelectPlan::Pick(token)) };
    }
    match ty.mode {
        HandlingMode::Fixed => return Err(Refusal::FixedToken),
        HandlingMode::Move if state.selection.is_empty() => return Err(Refusal::MoveNotTurn),
        HandlingMode::Move => return Err(Refusal::FinishGroup),
        HandlingMode::Select => {}
    }
    check_token_owner(game, state, token)?;
    check_board_owner(game, state, cell)?;
    let tok = &state.tokens[token as usize];
    if tok.locked {
        return Err(Refusal::AlreadyFound);
    }
    if state.selection.contains(&token) {
        return if game.rules().allow_deselect { Ok(SelectPlan::Deselect(token)) } else { Err(Refusal::AlreadyTurned) };
    }
    Ok(SelectPlan::Turn(token))
}

/// §4.3 with intent "move": may `token` be put down on `cell`?
pub(crate) fn check_landing(game: &Game, state: &State, token: TokenId, cell: CellId) -> Result<(), Refusal> {
    if game.board_of(cell).kind == BoardKind::Grid && !game.cells[cell as usize].playable {
        return Err(Refusal::NotPlayable);
    }
    let stackable = state.ty(game, token).stackable;
    for other in state.stack(cell) {
        let ty = state.ty(game, other);
        // Fixed tokens are background (docs/model.md §8.14).
        if ty.mode != HandlingMode::Fixed && !(ty.stackable && stackable) {
            return Err(Refusal::Occupied);
        }
    }
    Ok(())
}

/// The token-level check of §4.6 for a move inside the grid. Returns the token jumped over.
pub(crate) fn check_in_grid(
    game: &Game,
    state: &State,
    token: TokenId,
    from: CellId,
    to: CellId,
) -> Result<Option<(TokenId, bool)>, Refusal> {
    let ty = state.ty(game, token);
    let moves = game.cells[from as usize].moves;
    if flying::flies(game, state, token) {
        return Ok(None);
    }
    match ty.in_grid {
        InGrid::Anything => Ok(None),
        InGrid::Fixed => Err(Refusal::CannotMoveInGrid),
        InGrid::OneCell => {
            let near =
                DIRECTIONS.iter().filter(|d| moves & d.bit() != 0).any(|d| game.neighbour(from, *d, true) == Some(to));
            if near {
                Ok(None)
            } else if game.design.grid.along_lines {
                Err(Refusal::AlongLineOnly)
            } else {
                Err(Refusal::OneCellOnly)
            }
        }
        InGrid::UpTo => {
            let (a, b) = (&game.cells[from as usize], &game.cells[to as usize]);
            let far = a.row.abs_diff(b.row).max(a.column.abs_diff(b.column));
            if far <= ty.distance {
                Ok(None)
            } else {
                Err(Refusal::TooFar(ty.distance))
            }
        }
        InGrid::Jump | InGrid::JumpCapture => {
            jump_over(game, state, from, to).map(|t| Some((t, ty.in_grid.captures())))
        }
        InGrid::JumpChain | InGrid::JumpChainCapture => {
            let step =
                DIRECTIONS.iter().filter(|d| moves & d.bit() != 0).any(|d| game.neighbour(from, *d, false) == Some(to));
            match (step, state.chain == Some(token)) {
                (true, true) => Err(Refusal::StepAfterJump),
                (true, false) => Ok(None),
                // Mid-chain only a jump may follow; otherwise a step would have done too.
                (false, chained) => match jump_over(game, state, from, to) {
                    Err(why) => Err(if chained { why } else { Refusal::StepOrJump }),
                    Ok(_) if chained && state.chain_path.contains(&to) => Err(Refusal::BeenThere),
                    Ok(t) => Ok(Some((t, ty.in_grid.captures()))),
                },
            }
        }
    }
}

/// The token a jump from `from` to `to` goes over: two cells away in a direction of the
/// origin's table, over a non-fixed token, without wrapping.
fn jump_over(game: &Game, state: &State, from: CellId, to: CellId) -> Result<TokenId, Refusal> {
    let moves = game.cells[from as usize].moves;
    for &d in DIRECTIONS.iter().filter(|d| moves & d.bit() != 0) {
        let Some(mid) = game.neighbour(from, d, false) else { continue };
        if game.neighbour(mid, d, false) != Some(to) {
            continue;
        }
        return state.visible(mid).filter(|t| state.ty(game, *t).mode != HandlingMode::Fixed).ok_or(Refusal::MustJump);
    }
    Err(Refusal::MustJump)
}

/// Does the token belong where it lands, by its zone (docs/model.md §8.2, §4.8)? A zone that
/// asks something (an answer key, designer properties) is judged by `Game::belongs`; one that
/// asks nothing compares the token with what the tokens inside have taught it.
fn fits_zone(game: &Game, state: &State, cell: CellId, moving: TokenId) -> bool {
    let zone = game.cells[cell as usize].zone;
    let kind = state.tokens[moving as usize].kind;
    if game.zone_asks(zone) {
        return game.belongs(kind, zone);
    }
    matches(game.rules().matching, game.types[kind as usize].props, learned_set(game, state, zone, moving))
}

/// What a zone without designer properties has learned: the properties of the tokens in it,
/// the moving one aside.
fn learned_set(game: &Game, state: &State, zone: u16, moving: TokenId) -> PropSet {
    // "Rest of grid" (zone 0, which a design cannot give properties) asks nothing: it is where
    // no zone was drawn, not a category to learn. Otherwise the first cross of a tic-tac-toe
    // built from blank would make every nought "not belong" on the grid.
    if zone == 0 {
        return PropSet::EMPTY;
    }
    game.grid()
        .cells()
        .filter(|c| game.cells[*c as usize].zone == zone)
        .flat_map(|c| state.stack(c))
        .filter(|t| *t != moving)
        .fold(PropSet::EMPTY, |set, t| set.union(state.ty(game, t).props))
}

/// The whole move flow check of §4.6, without changing anything.
pub(crate) fn plan_move(game: &Game, state: &State, from: CellId, to: CellId) -> Result<MovePlan, Refusal> {
    plan_drop(game, state, plan_pick(game, state, from)?, from, to)
}

/// The first half of a move: may the current player take the visible token of `from`?
pub(crate) fn plan_pick(game: &Game, state: &State, from: CellId) -> Result<TokenId, Refusal> {
    if state.is_over() {
        return Err(Refusal::GameOver);
    }
    let token = state.visible(from).ok_or(Refusal::EmptyCell)?;
    let ty = state.ty(game, token);
    match ty.mode {
        HandlingMode::Fixed => return Err(Refusal::FixedToken),
        HandlingMode::Select => return Err(Refusal::TurnNotMove),
        HandlingMode::Move => {}
    }
    if !state.selection.is_empty() {
        return Err(Refusal::FinishGroup);
    }
    let kind_from = game.kind_of(from);
    if kind_from == BoardKind::Result {
        return Err(Refusal::InResultArea);
    }
    if kind_from == BoardKind::Grid && !game.cells[from as usize].playable {
        return Err(Refusal::NotPlayable);
    }
    check_token_owner(game, state, token)?;
    check_board_owner(game, state, from)?;
    if state.chain.is_some_and(|t| t != token) {
        return Err(Refusal::KeepJumping);
    }
    if let Some((_, target, _)) = state.must_move {
        return Err(Refusal::MoveByHand(game.cells[target as usize].number));
    }
    phases::check_pick(game, state, token, from)?;
    Ok(token)
}

/// The second half of a move: may the picked `token` go from `from` to `to`?
pub(crate) fn plan_drop(
    game: &Game,
    state: &State,
    token: TokenId,
    from: CellId,
    to: CellId,
) -> Result<MovePlan, Refusal> {
    let ty = state.ty(game, token);
    let (kind_from, kind_to) = (game.kind_of(from), game.kind_of(to));
    if from == to {
        return Err(Refusal::SameCell);
    }
    if kind_to == BoardKind::Result {
        return Err(Refusal::IntoResultArea);
    }
    if state.chain.is_some() && kind_to != BoardKind::Grid {
        return Err(Refusal::KeepJumping);
    }
    check_board_owner(game, state, to)?;
    check_landing(game, state, token, to)?;
    let p = &ty.permissions;
    let allowed = match (kind_from, kind_to) {
        (BoardKind::Grid, BoardKind::Tray) => p.grid_to_tray,
        (BoardKind::Grid, BoardKind::Waiting) => p.grid_to_waiting,
        (BoardKind::Tray, BoardKind::Grid) => p.tray_to_grid,
        (BoardKind::Tray, BoardKind::Waiting) => p.tray_to_waiting,
        (BoardKind::Waiting, BoardKind::Grid) => p.waiting_to_grid,
        (BoardKind::Waiting, BoardKind::Tray) => p.waiting_to_tray,
        _ => true,
    };
    // A token its die moves, dragged by hand instead: say what to do, not which rule failed.
    let by_die = ty.die.is_some() && state.must_move.is_none();
    if !allowed {
        return Err(if by_die { Refusal::RollFirst } else { Refusal::NoPermission(kind_from.name(), kind_to.name()) });
    }
    enclosing::check_placement(game, state, from, to)?;
    let mut plan = MovePlan { token, from, to, over: None, remove: false, valid: true, matched: false };
    if kind_to != BoardKind::Grid {
        return Ok(plan);
    }
    if kind_from == BoardKind::Grid {
        plan.over =
            check_in_grid(game, state, token, from, to).map_err(|r| if by_die { Refusal::RollFirst } else { r })?;
    }
    let rules = game.rules();
    let kind = state.tokens[token as usize].kind;
    if rules.zones_are_goals || !game.judged(kind, game.cells[to as usize].zone) {
        return Ok(plan);
    }
    if fits_zone(game, state, to, token) {
        plan.remove = rules.if_matched == IfMatched::Remove;
        plan.matched = true;
    } else if rules.if_not_matched == IfNotMatched::Accept {
        plan.valid = false;
    } else {
        return Err(Refusal::WrongPlace);
    }
    Ok(plan)
}

/// Grid cells a token in `from` might reach by its way of moving (before any check), and
/// every cell of the other boards: the candidates `legal_actions` checks with `plan_move`.
pub(crate) fn candidates(game: &Game, state: &State, token: TokenId, from: CellId, out: &mut Vec<CellId>) {
    out.clear();
    let ty = state.ty(game, token);
    let in_grid = game.kind_of(from) == BoardKind::Grid;
    let grid = game.grid();
    if in_grid && flying::flies(game, state, token) {
        out.extend(grid.cells());
    } else if in_grid {
        let moves = game.cells[from as usize].moves;
        match ty.in_grid {
            InGrid::Anything => out.extend(grid.cells()),
            InGrid::Fixed => {}
            InGrid::OneCell => {
                for &d in DIRECTIONS.iter().filter(|d| moves & d.bit() != 0) {
                    // Wrapping round a narrow grid can reach one cell twice.
                    match game.neighbour(from, d, true) {
                        Some(n) if !out.contains(&n) => out.push(n),
                        _ => {}
                    }
                }
            }
            InGrid::UpTo => {
                let k = ty.distance as i32;
                for dr in -k..=k {
                    for dc in -k..=k {
                        out.extend(game.step(from, dr, dc, false));
                    }
                }
            }
            InGrid::Jump | InGrid::JumpCapture | InGrid::JumpChain | InGrid::JumpChainCapture => {
                let chaining = state.chain == Some(token);
                for &d in DIRECTIONS.iter().filter(|d| moves & d.bit() != 0) {
                    let Some(mid) = game.neighbour(from, d, false) else { continue };
                    if state.top[mid as usize] != NONE {
                        out.extend(game.neighbour(mid, d, false));
                    } else if ty.in_grid.chains() && !chaining {
                        out.push(mid);
                    }
                }
                if chaining {
                    return; // no board but the grid in the middle of a chain
                }
            }
        }
    } else if !enclosing::placement_candidates(game, state, out) {
        out.extend(grid.cells());
    }
    for board in &game.boards[1..] {
        // Other players' boards would be refused: not worth naming them for each token.
        if matches!(board.kind, BoardKind::Tray | BoardKind::Waiting) && state.owns(board.owners) {
            out.extend(board.cells());
        }
    }
}
