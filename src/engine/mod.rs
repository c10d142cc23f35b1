//! The engine: plays any checked design with strict rule control.
//!
//! - [`new_game`] builds the play state from a seed (all randomness comes from it);
//! - [`apply`] checks and performs an action, answering accepted or refused with a reason;
//! - [`legal_actions`] lists every action `apply` accepts;
//! - [`Play`] keeps a game in progress with undo and redo.

mod action;
mod apply;
mod boards;
mod checks;
mod end;
mod legal;
mod outcome;
mod play;
mod setup;
mod state;

pub use action::Action;
pub use apply::apply;
pub use end::end_text;
pub use legal::{has_move, legal_actions};
pub use outcome::{Event, Outcome, Refusal};
pub use play::Play;
pub use setup::new_game;
pub use state::{Finish, PlayerState, Queue, State, Status, Tok};
