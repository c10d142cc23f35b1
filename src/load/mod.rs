//! Reading game designs from strangers: every problem at once, each with a JSON path and
//! a plain sentence in English and French.
//!
//! - [`parse`]: structural decoding of the JSON text into a [`Design`];
//! - [`check`]: semantic checks of a decoded design (ids, boards, tokens, grid, players, dice,
//!   pictures, rules);
//! - [`load`]: both, `Ok` only when there is no problem at all;
//! - [`decode`]: the quick road for designs expected to be right (no structural report).
//!
//! Nothing here panics or allocates in proportion to a number written in the file.

mod boards;
mod check;
mod check_boards;
mod check_dice;
mod check_dice_rolls;
mod check_grid;
mod check_ids;
mod check_mechanisms;
mod check_pictures;
mod check_players;
mod check_rounds;
mod check_sizes;
mod check_texts;
mod check_tokens;
mod choices;
mod decode;
mod explain;
mod fault;
mod limits;
mod names;
mod parse;
mod path;
mod pieces;
mod place;
mod problem;
mod report;
mod scan;
mod suggest;
mod syntax;
mod words;

pub use check::check;
pub use decode::decode;
pub(crate) use limits::MAX_ROLLED;
pub use limits::{MAX_CELLS, MAX_FILE_BYTES, MAX_PROPERTIES, MAX_TOKENS};
pub use parse::{file_too_big, parse, size_problems};
pub use problem::Problem;

use crate::model::Design;

/// parse + check: Ok only when there is no problem at all.
pub fn load(json: &str) -> Result<Design, Vec<Problem>> {
    let design = parse(json)?;
    let problems = check(&design);
    if problems.is_empty() {
        Ok(design)
    } else {
        Err(problems)
    }
}
