//! The action notation of the command line and of replay files, one action per line:
//! `select B:R,C`, `move B:R,C B:R,C`, `refill B`, `pass`, `roll`. `B` is a board id of the design,
//! `R,C` a zero-based row and column. Blank lines and lines starting with `#` are skipped.

use crate::engine::Action;
use crate::game::{BoardKind, CellId, Game};

/// A cell written `B:R,C`.
pub fn parse_cell(game: &Game, word: &str) -> Result<CellId, String> {
    let (board, rc) = word.split_once(':').ok_or_else(|| format!("'{word}' is not a place: write board:row,column"))?;
    let b = game.board_index(board).ok_or_else(|| {
        let ids: Vec<&str> = game.boards.iter().map(|b| b.id.as_str()).collect();
        format!("there is no board '{board}' (boards: {})", ids.join(", "))
    })?;
    let (r, c) = rc.split_once(',').ok_or_else(|| format!("'{word}' is not a place: write board:row,column"))?;
    let parse = |s: &str| s.trim().parse::<u32>().map_err(|_| format!("'{s}' is not a row or column number"));
    let (r, c) = (parse(r)?, parse(c)?);
    let info = &game.boards[b];
    info.cell_at(r, c)
        .ok_or_else(|| format!("{board} has {} rows and {} columns; {r},{c} is outside", info.rows, info.columns))
}

/// One action.
pub fn parse_action(game: &Game, line: &str) -> Result<Action, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        ["select", cell] => Ok(Action::Select(parse_cell(game, cell)?)),
        ["move", from, to] => Ok(Action::Move(parse_cell(game, from)?, parse_cell(game, to)?)),
        ["refill", board] => match game.board_index(board) {
            Some(b) if game.boards[b].kind == BoardKind::Tray => Ok(Action::Refill(b as u16)),
            Some(_) => Err(format!("'{board}' is not a tray")),
            None => Err(format!("there is no tray '{board}'")),
        },
        ["pass"] => Ok(Action::Pass),
        ["roll"] => Ok(Action::Roll),
        [] => Err("empty action".into()),
        _ => Err(format!(
            "'{}' is not an action; write: select B:R,C | move B:R,C B:R,C | refill B | pass | roll",
            line.trim()
        )),
    }
}

/// An action in the notation.
pub fn format_action(game: &Game, action: Action) -> String {
    match action {
        Action::Select(c) => format!("select {}", game.cell_name(c)),
        Action::Move(a, b) => format!("move {} {}", game.cell_name(a), game.cell_name(b)),
        Action::Refill(b) => format!("refill {}", game.boards[b as usize].id),
        Action::Pass => "pass".into(),
        Action::Roll => "roll".into(),
    }
}

/// A whole actions file: (line number, text, action) per action; an error names its line.
pub fn parse_script(game: &Game, text: &str) -> Result<Vec<(usize, String, Action)>, String> {
    let mut actions = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let action = parse_action(game, line).map_err(|e| format!("line {}: {e}", i + 1))?;
        actions.push((i + 1, line.to_string(), action));
    }
    Ok(actions)
}
