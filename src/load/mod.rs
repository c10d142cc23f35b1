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

mod check;
mod limits;
mod names;
mod path;
mod problem;
mod read;
mod report;
mod sentences;
mod suggest;

pub use check::{check, lessons};
pub(crate) use limits::MAX_ROLLED;
pub use limits::{MAX_CELLS, MAX_FILE_BYTES, MAX_PROPERTIES, MAX_TOKENS};
pub use problem::Problem;
pub use read::decode::decode;
pub use read::parse::{file_too_big, parse, size_problems};

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
