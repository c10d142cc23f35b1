//! What a tap on a token means: it is taken up only when it can go somewhere now; otherwise
//! the child hears why at once (all men to place first, a peg with no jump, a disc that never
//! moves), rather than holding it in silence and learning it from the next tap.
//!
//! What a tap on an empty cell means when no token is held: on a phone, taking the disc from
//! the tray first is a step a child does not guess. The legal actions decide: when every
//! token the player may take from a tray or a waiting queue is of one type, the tap is the
//! move of that type onto the cell; when none may go there, the engine's refusal of that
//! move is said (the player tries it on a copy: a stray tap counts no mistake); when several types may be taken, the child chooses
//! one first (the legal list would otherwise give away which one fits). In a chain of jumps,
//! the tap is the chained token's next jump onto the cell: a child who taps the token first,
//! to take it up again as for its first jump, would end the turn instead.

use super::{Action, State};
use crate::game::{BoardKind, CellId, Game};
use crate::lang::Text;
use crate::model::InGrid;

/// The meaning of a tap on an empty cell with nothing in hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TapEmpty {
    /// Play this move, as if the token had been taken from its tray and dropped there.
    Play(Action),
    /// Tokens of several types may come here (or from the tray): one must be chosen first.
    Choose(Text),
    /// No move from a tray ends here: the engine's refusal of this one explains why (tried
    /// on a copy of the state: nothing was in hand, so no mistake is counted).
    Refuse(Action),
    /// Nothing comes from a tray now (tokens are moved on the board, or nothing is to place).
    Nothing,
}

/// Why the token the current player tapped at `cell` is not taken up, if it is not: the
/// engine's refusal of picking it (another player's, all to place first, another peg in the
/// middle of its jumps), or, when it may be picked, that it has nowhere to go. `legal` is the
/// current player's legal actions.
pub fn tap_token(game: &Game, state: &State, legal: &[Action], cell: CellId) -> Result<(), super::Refusal> {
    use super::Refusal;
    super::checks::plan_pick(game, state, cell)?;
    if legal.iter().any(|a| matches!(a, Action::Move(from, _) if *from == cell)) {
        return Ok(());
    }
    // The list names one move per choice (one tile of a colour in a factory, a full row by
    // its first tile): any move `apply` takes from this cell counts, tried on copies, but
    // tidying a tray (no action of the game, as in the list). So does a drop a zone judges
    // wrong: a number that answers no sum is still the child's to try (saying it cannot go
    // anywhere would give the answer away).
    let board = game.cells[cell as usize].board;
    let tidy = |to: CellId| game.cells[to as usize].board == board && game.kind_of(cell) != BoardKind::Grid;
    let accepted = |to: CellId| {
        to != cell && !tidy(to) && {
            let outcome = super::apply(game, &mut state.clone(), Action::Move(cell, to));
            outcome.accepted() || outcome.refusal == Some(Refusal::WrongPlace)
        }
    };
    if (0..game.cells.len() as CellId).any(accepted) {
        return Ok(());
    }
    let Some(token) = state.visible(cell) else { return Err(Refusal::EmptyCell) };
    let ty = state.ty(game, token);
    if ty.die.is_some() {
        return Err(Refusal::RollFirst);
    }
    if super::legal::stays_put(game, state, token, cell) {
        // Once put on the board it never moves (an Othello disc, a tile on the wall).
        return Err(Refusal::FixedToken);
    }
    let jumps = game.kind_of(cell) == BoardKind::Grid && matches!(ty.in_grid, InGrid::Jump | InGrid::JumpCapture);
    Err(Refusal::Stuck { jumps })
}

/// The type of the token a move takes from a tray or a waiting queue, when it does.
fn from_tray(game: &Game, state: &State, action: &Action) -> Option<(CellId, CellId, u32)> {
    let Action::Move(from, to) = *action else { return None };
    if !matches!(game.kind_of(from), BoardKind::Tray | BoardKind::Waiting) {
        return None;
    }
    let t = state.visible(from)?;
    Some((from, to, state.tokens[t as usize].kind as u32))
}

/// The cells where a tap with nothing in hand plays (the one type of token the trays offer,
/// dropped there): what the help's squares light before any token is held, in games where
/// tokens are put on the board by a tap (Othello, Nine Men's Morris, tic-tac-toe). None where
/// several types may be taken (the child chooses one first) or in a chain of jumps.
pub fn tap_squares(game: &Game, state: &State, legal: &[Action]) -> Vec<CellId> {
    if state.is_over() || state.chain.is_some() {
        return Vec::new();
    }
    let moves: Vec<(CellId, CellId, u32)> = legal.iter().filter_map(|a| from_tray(game, state, a)).collect();
    let Some(first) = moves.first() else { return Vec::new() };
    if moves.iter().any(|m| m.2 != first.2) {
        return Vec::new();
    }
    // Each cell once (a board of thousands of cells: no search of the list for each).
    let mut seen = vec![false; moves.iter().map(|m| m.1 as usize + 1).max().unwrap_or(0)];
    let mut cells = Vec::new();
    for &(_, to, _) in &moves {
        let open = game.kind_of(to) == BoardKind::Grid && state.visible(to).is_none();
        if open && !std::mem::replace(&mut seen[to as usize], true) {
            cells.push(to);
        }
    }
    cells
}

/// What a tap on `cell` (empty, nothing held) means, from the current player's legal actions.
pub fn tap_empty(game: &Game, state: &State, legal: &[Action], cell: CellId) -> TapEmpty {
    if state.is_over() || state.visible(cell).is_some() {
        return TapEmpty::Nothing;
    }
    // A take is due (a mill): a tap anywhere empty says so again, rather than nothing.
    if state.take_due {
        return TapEmpty::Choose(super::lines::take_first(game, state).text_in(&super::Noun::of(game)));
    }
    if matches!(game.kind_of(cell), BoardKind::Tray | BoardKind::Waiting) {
        return TapEmpty::Nothing;
    }
    if let Some(t) = state.chain {
        let jump = Action::Move(state.tokens[t as usize].cell, cell);
        return if legal.contains(&jump) { TapEmpty::Play(jump) } else { TapEmpty::Refuse(jump) };
    }
    let moves: Vec<(CellId, CellId, u32)> = legal.iter().filter_map(|a| from_tray(game, state, a)).collect();
    let Some(first) = moves.first() else { return TapEmpty::Nothing };
    // The tap stands for the drop only when which token to take is no choice: every token
    // the player may take now is of one type (a disc in Othello). Where the tray offers
    // several (a sorting game), the legal list would name the one that fits: that would be
    // the answer, so the child is asked to choose instead.
    if moves.iter().any(|m| m.2 != first.2) {
        // In the game's words: "First tap a tile in a factory."
        let (en, fr) = match super::Noun::of_trays(game) {
            Some(trays) => (trays.fill("a {one}"), trays.fill("{un}")),
            None => ("your tray".to_string(), "ta réserve".to_string()),
        };
        return TapEmpty::Choose(
            super::Noun::of(game)
                .text(&format!("First tap {{a}} in {en}."), &format!("Touche d'abord {{un}} dans {fr}.")),
        );
    }
    match moves.iter().find(|m| m.1 == cell) {
        Some(m) => TapEmpty::Play(Action::Move(m.0, m.1)),
        None => TapEmpty::Refuse(Action::Move(first.0, cell)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{apply, legal_actions, new_game};

    fn load(file: &str) -> Game {
        let path = format!("{}/games/{file}", env!("CARGO_MANIFEST_DIR"));
        Game::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    /// Othello's start: the four squares where Black may put a disc, each a tap that plays.
    #[test]
    fn tap_squares_are_where_a_tap_plays() {
        let game = load("othello.json");
        let state = new_game(&game, 1, 2);
        let mut legal = Vec::new();
        legal_actions(&game, &state, &mut legal);
        let squares = tap_squares(&game, &state, &legal);
        assert_eq!(squares.len(), 4);
        for cell in squares {
            assert!(matches!(tap_empty(&game, &state, &legal, cell), TapEmpty::Play(_)));
        }
        // A sorting game offers several kinds: the child chooses one first, nothing is lit.
        let game = load("families.json");
        let state = new_game(&game, 5, 1);
        let mut legal = Vec::new();
        legal_actions(&game, &state, &mut legal);
        assert!(tap_squares(&game, &state, &legal).is_empty());
    }

    /// After a mill, a tap on an empty point says again which man to take, in the game's word.
    #[test]
    fn a_tap_on_an_empty_point_while_a_take_is_due_says_to_take() {
        let game = load("morris.json");
        let cell = |at: &str| match crate::notation::parse_action(&game, &format!("select {at}")) {
            Ok(Action::Select(c)) => c,
            other => panic!("{at}: {other:?}"),
        };
        let mut state = new_game(&game, 1, 2);
        // White puts three men on the top row; Black two elsewhere.
        for (from, to) in [
            ("white-men:0,0", "board:0,0"),
            ("black-men:0,0", "board:6,6"),
            ("white-men:0,0", "board:0,3"),
            ("black-men:0,0", "board:6,3"),
            ("white-men:0,0", "board:0,6"),
        ] {
            assert!(apply(&game, &mut state, Action::Move(cell(from), cell(to))).accepted(), "{to}");
        }
        assert!(state.take_due, "White's mill");
        let mut legal = Vec::new();
        legal_actions(&game, &state, &mut legal);
        match tap_empty(&game, &state, &legal, cell("board:3,0")) {
            TapEmpty::Choose(words) => {
                assert!(words.en.starts_with("First take a man of the other side"), "{}", words.en);
                assert!(words.fr.starts_with("Prends d'abord un pion de l'autre camp"), "{}", words.fr);
            }
            other => panic!("{other:?}"),
        }
    }

    /// After a jump that can be followed, a tap on an empty hole is the same peg's next jump
    /// there; a hole it cannot jump to gets the engine's refusal of that jump.
    #[test]
    fn a_tap_goes_on_with_a_chain_of_jumps() {
        let path = format!("{}/games/chinese-checkers-solitaire.json", env!("CARGO_MANIFEST_DIR"));
        let game = Game::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
        let at = |r, c| game.grid().cell_at(r, c).unwrap();
        let mut state = new_game(&game, 1, 1);
        let mut legal = Vec::new();
        legal_actions(&game, &state, &mut legal);
        // Nothing held and no chain: a tap on an empty hole means nothing (no tray).
        assert_eq!(tap_empty(&game, &state, &legal, at(4, 8)), TapEmpty::Nothing);
        assert!(apply(&game, &mut state, Action::Move(at(3, 9), at(4, 9))).accepted());
        assert!(apply(&game, &mut state, Action::Move(at(1, 11), at(3, 9))).accepted());
        assert!(state.chain.is_some(), "the peg may jump again");
        legal_actions(&game, &state, &mut legal);
        assert_eq!(tap_empty(&game, &state, &legal, at(5, 9)), TapEmpty::Play(Action::Move(at(3, 9), at(5, 9))));
        assert_eq!(tap_empty(&game, &state, &legal, at(8, 8)), TapEmpty::Refuse(Action::Move(at(3, 9), at(8, 8))));
        let mut copy = state.clone();
        assert!(apply(&game, &mut copy, Action::Move(at(3, 9), at(8, 8))).message.is_some(), "a refusal is said");
    }
}
