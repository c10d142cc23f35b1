//! Searches built on the legal-action listing: perft (counting action sequences, a check of
//! the move generator and a speed benchmark) and a solver for one-player designs.

mod key;
mod perft;
mod race;
mod solve;

pub use key::Symmetries;
pub use perft::perft;
pub use race::race;
pub use solve::{solve, Limits, Solution};
