//! Named openings: the first actions of a game that players know by a name (Othello's
//! "Tiger", "Buffalo"…). A design may list them; the player shows the name while a game
//! follows one (`search::opening`), seen through the board's symmetries.

use serde::{Deserialize, Serialize};

use super::Words;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Opening {
    pub name: Words,
    /// The actions, in the command line's notation ("move black-discs:0,0 grid:4,5").
    pub moves: Vec<String>,
}
