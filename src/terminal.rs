//! Boards as text, for `tablier show` and `tablier play`. Boards are printed as tables of rows
//! and columns, as actions name cells, even when their rows are drawn shifted
//! (`Geometry::row_shift`, the hexagonal star): a slanted drawing would hide the columns.

use std::fmt::Write;

use crate::engine::State;
use crate::game::{BoardKind, Game};
use crate::lang::Lang;
use crate::model::HandlingMode;

/// Letters of a token's label shown in a cell.
const MAX_LABEL: usize = 12;
/// Letters of a board's id or a player's name: every text drawn has a sane width (the
/// formatter panics on widths beyond u16, and a line 100,000 letters wide helps nobody).
const MAX_NAME: usize = 24;

/// `s` cut to `max` letters, with '…' when cut.
fn cut(s: &str, max: usize) -> String {
    let mut out: String = s.chars().take(max).collect();
    if s.chars().nth(max).is_some() {
        out.pop();
        out.push('…');
    }
    out
}

/// The text of one cell: blank if not playable, `.` if empty, `?` for a face-down token
/// (`?label` when revealed),
/// else the visible token's label, with `+n` when n more tokens lie under it.

fn cell_text(game: &Game, state: &State, cell: u32, reveal: bool, lang: Lang) -> String {
    let info = &game.cells[cell as usize];
    let grid = game.board_of(cell).kind == BoardKind::Grid;
    if grid && state.is_empty(cell) && (!info.playable || !zone_in_play(game, state, info.zone as usize)) {
        return String::new();
    }
    let Some(top) = state.visible(cell) else { return wall_hint(game, cell, lang).unwrap_or_else(|| ".".into()) };
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

/// A zone of a player who is not playing is left blank.
fn zone_in_play(game: &Game, state: &State, zone: usize) -> bool {
    let owners = game.zones[zone].owners;
    owners == 0 || state.players.iter().any(|p| owners & 1 << p.design_player != 0)
}

/// An empty cell of a coloured mosaic wall shows, in small letters, the kind it takes.
fn wall_hint(game: &Game, cell: u32, lang: Lang) -> Option<String> {
    let m = game.mosaic.as_ref()?;
    if game.design.rules.mosaic.as_ref().is_some_and(|r| r.free) {
        return None;
    }
    let i = m.walls.iter().find_map(|w| w.cells.iter().position(|c| *c == cell))?;
    let kind = *m.pattern.get(i)?;
    let label = game.design.token_types.get(kind as usize)?.display_label(lang);
    Some(label.chars().take(MAX_LABEL).map(crate::lang::lower_letter).collect())
}

/// Trays this small are printed side by side, as a row of displays.
fn small(board: &crate::game::BoardInfo) -> bool {
    board.kind == BoardKind::Tray && board.rows <= 3 && board.columns <= 4
}

/// A board's title line: its id, kind and size, and for a tray what is left to deal.
fn title(game: &Game, state: &State, b: usize, lang: Lang) -> String {
    let board = &game.boards[b];
    let kind = match board.kind {
        BoardKind::Grid => "grid",
        BoardKind::Tray => "tray",
        BoardKind::Waiting => "waiting area",
        BoardKind::Result => "result area",
    };
    let mut out = format!("{} ({kind}, {} x {})", cut(&board.id, MAX_NAME), board.rows, board.columns);
    if board.kind == BoardKind::Tray {
        let bag = board.bag as usize;
        if bag == b {
            let _ = write!(out, ", {} in queue", state.queues[b].remaining());
        } else {
            let _ = write!(out, ", from {}", cut(&game.boards[bag].id, MAX_NAME));
        }
    }
    let _ = lang;
    out
}

/// A board as lines of text: its title, column numbers, then each row that shows anything.
fn board_lines(game: &Game, state: &State, b: usize, reveal: bool, lang: Lang) -> Vec<String> {
    let board = &game.boards[b];
    let texts: Vec<String> = board.cells().map(|c| cell_text(game, state, c, reveal, lang)).collect();
    let width = texts.iter().map(|t| t.chars().count()).max().unwrap_or(1).max(board.columns.to_string().len()).max(1);
    let mut lines = vec![title(game, state, b, lang)];
    let label_w = board.rows.saturating_sub(1).to_string().len();
    let mut head = format!("{:label_w$} ", "");
    for c in 0..board.columns {
        let _ = write!(head, " {:>width$}", c);
    }
    lines.push(head);
    for r in 0..board.rows {
        let row = &texts[(r * board.columns) as usize..((r + 1) * board.columns) as usize];
        // A row with nothing to show (a gap between boards drawn on one grid) is left out.
        if board.kind == BoardKind::Grid && row.iter().all(String::is_empty) {
            continue;
        }
        let mut line = format!("{:>label_w$} ", r);
        for t in row {
            let _ = write!(line, " {:>width$}", t);
        }
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// Every board, then whose turn it is and the counters. `reveal` shows face-down tokens
/// as `?` followed by their label (for designers and tests). Labels and names are in `lang`.
pub fn render(game: &Game, state: &State, reveal: bool, lang: Lang) -> String {
    let mut out = String::new();
    // Small trays side by side, as many as fit in 80 columns; other boards one below the other.
    let mut strip: Vec<Vec<String>> = Vec::new();
    let flush = |strip: &mut Vec<Vec<String>>, out: &mut String| {
        let widths: Vec<usize> = strip.iter().map(|b| b.iter().map(|l| l.chars().count()).max().unwrap_or(0)).collect();
        let height = strip.iter().map(Vec::len).max().unwrap_or(0);
        for i in 0..height {
            let mut line = String::new();
            for (b, w) in strip.iter().zip(&widths) {
                let _ = write!(line, "{:<w$}   ", b.get(i).map_or("", String::as_str));
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        if !strip.is_empty() {
            out.push('\n');
        }
        strip.clear();
    };
    for (b, board) in game.boards.iter().enumerate() {
        if !crate::engine::board_in_play(game, state, b) {
            continue;
        }
        let lines = board_lines(game, state, b, reveal, lang);
        if small(board) {
            let shorter: Vec<String> =
                lines.iter().map(|l| l.replace(" (tray, ", " (").replace(" in queue", " left")).collect();
            let wide = |s: &Vec<Vec<String>>| {
                s.iter().map(|b| b.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 3).sum::<usize>()
            };
            let mine = shorter.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 3;
            if wide(&strip) + mine > 80 {
                flush(&mut strip, &mut out);
            }
            strip.push(shorter);
            continue;
        }
        flush(&mut strip, &mut out);
        for l in lines {
            out.push_str(&l);
            out.push('\n');
        }
        out.push('\n');
    }
    flush(&mut strip, &mut out);
    if game.rules().refill == crate::model::RefillMode::EachRound {
        let _ = writeln!(out, "Round {}; {} in the lid", state.round, state.lid.len());
    }
    let limits = &game.rules().lose;
    for (i, p) in state.players.iter().enumerate() {
        let mark = if i == state.current && !state.is_over() { "> " } else { "  " };
        let _ = write!(out, "{mark}{}: {} moves, {} errors", cut(p.name.get(lang), MAX_NAME), p.moves, p.errors);
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

#[cfg(test)]
mod tests {
    use super::cut;

    #[test]
    fn cuts_long_texts_only() {
        assert_eq!(cut("abc", 3), "abc");
        assert_eq!(cut("abcd", 3), "ab…");
        assert_eq!(cut("", 3), "");
    }
}
