//! Searches built on the legal-action listing: perft (counting action sequences, a check of
//! the move generator and a speed benchmark), a solver for one-player designs, and computer
//! players at five levels (alpha-beta, Monte Carlo tree search) and a keep-it-close level.

mod aim;
mod alphabeta;
mod breadth;
mod budget;
mod child_like;
mod computer;
mod deadline;
mod depth;
mod determinize;
pub mod doctor;
mod eval;
// Native only: see `solve`.
#[cfg(not(target_arch = "wasm32"))]
mod hops;
mod ida;
mod keep_close;
mod key;
mod key_set;
mod mcts;
mod meet;
mod mirror;
mod openings;
mod parity;
mod pegs;
mod perft;
mod race;
mod seen;
mod shape;
mod show_me;
mod solve;
mod threats;
mod turn;
mod whole_turn;

pub use alphabeta::{best_action, best_action_until, best_action_varied, Found};
pub use budget::Stop;
pub use child_like::ChildLike;
pub use computer::{choose, choose_knowing, choose_until, mcts_budget, searchable, uses_mcts, LEVELS};
pub use deadline::Deadline;
pub use determinize::determinize;
pub use eval::{at_a_glance, evaluate, Judge, WIN};
pub use keep_close::{ChildResult, KeepClose, KEEP_CLOSE};
pub use key::Symmetries;
pub use mcts::{mcts, mcts_until, Budget, Searched};
pub use openings::{opening, opening_played};
pub use perft::{estimate, perft, perft_within, Budget as PerftBudget, Counted, Estimate};
pub use seen::Seen;
pub use show_me::{show_me, Guide};
pub use solve::{solve, Limits, Search, Solution};
pub use turn::{computer_turn, position};
