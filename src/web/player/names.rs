//! What screen readers and the read-aloud voice say of the board: a place ("row 2, column 3",
//! "Factory 2, place 3"), a token ("white peg", a face-down card), a cell with what is on it.
//! Rows and columns are counted from 1, as a child counts.

use tablier::engine::Play;
use tablier::game::{CellId, Game};
use tablier::lang::Lang;

pub fn place(game: &Game, cell: CellId, lang: Lang) -> String {
    let info = &game.cells[cell as usize];
    let board = &game.boards[info.board as usize];
    let (r, c) = (info.row + 1, info.column + 1);
    let grid = match lang {
        Lang::En => format!("row {r}, column {c}"),
        Lang::Fr => format!("ligne {r}, colonne {c}"),
    };
    if info.board == 0 {
        return grid;
    }
    let name = match board.name.get(lang) {
        "" => board.id.as_str(),
        name => name,
    };
    match (board.rows, board.columns, lang) {
        (1, 1, _) => name.to_string(),
        (1, _, Lang::En) => format!("{name}, place {c}"),
        (1, _, Lang::Fr) => format!("{name}, case {c}"),
        _ => format!("{name}, {grid}"),
    }
}

/// A token as it is seen: its type's name face up, "a face-down card" otherwise.
pub fn token(play: &Play, t: u32, lang: Lang) -> String {
    if play.state.shows_face(&play.game, t) {
        let kind = play.state.tokens[t as usize].kind as usize;
        play.game.design.token_types[kind].display_name(lang).to_string()
    } else {
        match lang {
            Lang::En => "a face-down card".into(),
            Lang::Fr => "une carte face cachée".into(),
        }
    }
}

/// A cell and what is on it: "row 2, column 3: white peg", "…: 3 white pegs", "…: empty".
pub fn cell(play: &Play, cell: CellId, lang: Lang) -> String {
    let here = place(&play.game, cell, lang);
    let Some(top) = play.state.visible(cell) else {
        return format!("{here}{} {}", colon(lang), if lang == Lang::Fr { "vide" } else { "empty" });
    };
    let n = play.state.stack(cell).count();
    let what = token(play, top, lang);
    if n > 1 {
        format!("{here}{} {what} ×{n}", colon(lang))
    } else {
        format!("{here}{} {what}", colon(lang))
    }
}

/// French puts a space before a colon.
pub fn colon(lang: Lang) -> &'static str {
    if lang == Lang::Fr {
        "\u{a0}:"
    } else {
        ":"
    }
}
