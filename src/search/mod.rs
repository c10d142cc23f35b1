//! Searches built on the legal-action listing: perft (counting action sequences, a check of
//! the move generator and a speed benchmark), a solver for one-player designs, and computer
//! players at five levels.

mod alphabeta;
mod computer;
mod eval;
mod key;
mod perft;
mod race;
mod show_me;
mod solve;

pub use alphabeta::{best_action, Found};
pub use computer::{choose, searchable, LEVELS};
pub use eval::{evaluate, Judge};
pub use key::Symmetries;
pub use perft::perft;
pub use race::race;
pub use show_me::show_me;
pub use solve::{solve, Limits, Solution};
