//! Tablier: a generator of educational grid board games.
//!
//! - [`model`]: the serde `Design`, what the designer edits and what is shared as JSON;
//! - [`edit`]: the designer's edits, each keeping the design consistent or saying why not;
//! - [`load`]: reading a design from strangers, with every problem reported at once;
//! - [`game`]: a checked design compiled for play;
//! - [`engine`]: the play state, actions, legal-action listing, undo and redo;
//! - [`pictures`]: which uploaded pictures are accepted and which `data:` URLs a design may hold;
//! - [`notation`], [`terminal`]: the command line's action notation and boards drawn as text;
//! - [`results`]: each child's finished games as the teacher's page lists and exports them;
//! - [`sets`]: a set of games handed out at once ("today's games"), as a file or a link;
//! - [`search`]: perft and the solver, built on the legal-action listing.
//!
//! Nothing here depends on the web; the browser app is a thin layer over it.

pub mod edit;
pub mod engine;
pub mod game;
pub mod lang;
pub mod load;
pub mod model;
pub mod notation;
pub mod pictures;
pub mod qr;
pub mod results;
pub mod rng;
pub mod search;
pub mod sets;
pub mod terminal;
