//! Boards as text, for `tablier show` and `tablier play`. Boards are printed as tables of rows
//! and columns, as actions name cells, even when their rows are drawn shifted
//! (`Geometry::row_shift`, the hexagonal star): a slanted drawing would hide the columns.

use std::fmt::Write;

use crate::engine::State;
use crate::game::{BoardKind, Game};
use crate::lang::Lang;
use crate::model::HandlingMode;

/// The text of one cell: blank if not playable, `.` if empty, `?` for a face-down token
/// (`?label` when revealed),
/// else the visible token's label, with `+n` when n more tokens lie under it.
/// Letters of a token's label shown in a cell.
const MAX_LABEL: usize = 12;

fn cell_text(game: &Game, state: &State, cell: u32, reveal: bool, lang: Lang) -> String {
    let info = &game.cells[cell as usize];
    if game.board_of(cell).kind == BoardKind::Grid && !info.playable && state.is_empty(cell) {
        return String::new();
    }
    let Some(top) = state.visible(cell) else { return ".".into() };
    let face_down = state.ty(game, top).mode == HandlingMode::Select && !state.tokens[top as usize].face_up;
    // Labels are cut to a few letters: a cell is a column of the board, and the formatter
    // refuses widths beyond u16 (a 100,000-letter label made `show` panic).
    let label: String = game.design.token_types[state.tokens[top as usize].kind as usize]
        .display_label(lang)
        .chars()
        .take(MAX_LABEL)
        .map(|c| if c.is_whitespace() { '_' } else { c })
        .collect();
    let mut s = match (face_down, reveal) {
        (true, false) => "?".to_string(),
        (true, true) => format!("?{label}"),
        (false, _) => label,
    };
    let under = state.stack(cell).count() - 1;
    if under > 0 {
        let _ = write!(s, "+{under}");
    }
    s
}

/// Every board, then whose turn it is and the counters. `reveal` shows face-down tokens
/// as `?` followed by their label (for designers and tests). Labels and names are in `lang`.
pub fn render(game: &Game, state: &State, reveal: bool, lang: Lang) -> String {
    let mut out = String::new();
    for board in &game.boards {
        let texts: Vec<String> = board.cells().map(|c| cell_text(game, state, c, reveal, lang)).collect();
        let width =
            texts.iter().map(|t| t.chars().count()).max().unwrap_or(1).max(board.columns.to_string().len()).max(1);
        let kind = match board.kind {
            BoardKind::Grid => "grid",
            BoardKind::Tray => "tray",
            BoardKind::Waiting => "waiting area",
            BoardKind::Result => "result area",
        };
        let _ = write!(out, "{} ({kind}, {} x {})", board.id, board.rows, board.columns);
        if board.kind == BoardKind::Tray {
            let _ = write!(out, ", {} in queue", state.queues[game.board_index(&board.id).unwrap_or(0)].remaining());
        }
        out.push('\n');
        let label_w = board.rows.saturating_sub(1).to_string().len();
        let _ = write!(out, "{:label_w$} ", "");
        for c in 0..board.columns {
            let _ = write!(out, " {:>width$}", c);
        }
        out.push('\n');
        for r in 0..board.rows {
            let _ = write!(out, "{:>label_w$} ", r);
            for c in 0..board.columns {
                let _ = write!(out, " {:>width$}", texts[(r * board.columns + c) as usize]);
            }
            out.push('\n');
        }
        out.push('\n');
    }
    let limits = &game.rules().lose;
    for (i, p) in state.players.iter().enumerate() {
        let mark = if i == state.current && !state.is_over() { "> " } else { "  " };
        let _ = write!(out, "{mark}{}: {} moves, {} errors", p.name.get(lang), p.moves, p.errors);
        if limits.max_moves > 0 || limits.max_errors > 0 {
            let _ = write!(out, " (limits: {} moves, {} errors)", limits.max_moves, limits.max_errors);
        }
        if p.tokens_won > 0 {
            let _ = write!(out, ", {} tokens won", p.tokens_won);
        }
        // What decides the winner, when it is a count: tokens on the board, or points.
        match game.ranking() {
            crate::model::Ranking::MostOnGrid => {
                let bit = 1u32 << p.design_player;
                let on_grid = game
                    .grid()
                    .cells()
                    .filter_map(|c| state.visible(c))
                    .filter(|t| state.tokens[*t as usize].owners & bit != 0)
                    .count();
                let _ = write!(out, ", {on_grid} on the board");
            }
            crate::model::Ranking::MostPoints => {
                let _ = write!(out, ", {} points", p.points);
            }
            _ => {}
        }
        out.push('\n');
    }
    out
}
