//! The children who share this tablet, as the teacher lists them (`library/class_page.rs`):
//! each a name and a picture (for children who do not read yet), and whether a game asks
//! "Who is playing?" before it starts. Kept on the device with the results (`results`).

use serde::{Deserialize, Serialize};

use crate::shared::storage;

pub const KEY: &str = "tablier.class";

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Class {
    /// Ask who is playing before each game (only when children are listed).
    pub ask: bool,
    pub children: Vec<Child>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Child {
    pub name: String,
    /// A built-in picture's name (`library/class_page.rs` gives them in turn).
    pub picture: String,
}

impl Class {
    pub fn load() -> Class {
        storage::get(KEY).unwrap_or_default()
    }

    /// Does a new game ask who is playing?
    pub fn asks(&self) -> bool {
        self.ask && !self.children.is_empty()
    }
}
