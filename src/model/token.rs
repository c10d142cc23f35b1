//! Token types (docs/model.md §3.2). Instances are made when the designer places tokens.

use serde::{Deserialize, Serialize};

use super::Words;
use crate::lang::{Lang, Text};

/// How a player handles a token.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HandlingMode {
    /// Shown face down; a tap turns it; groups of N are compared (memory).
    Select,
    /// Picked up and put down elsewhere.
    #[default]
    Move,
    /// Never handled: decorations, exercise text.
    Fixed,
}

/// How a move-mode token may travel inside the grid.
///
/// `Jump` and `JumpCapture` go past the thesis as its chapter 2 asks (solitaire, Chinese
/// checkers): the token jumps over the next cell, which must hold a token, in a direction of
/// the origin cell's table, to the empty cell beyond. Jumps never wrap round the grid's edges
/// (a jump across the border would surprise a child); one-cell moves do, as in the thesis.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum InGrid {
    /// Anywhere in the grid.
    #[default]
    Anything,
    /// To a neighbour allowed by the origin cell's direction table (wrapping round edges).
    OneCell,
    /// "Flies" up to `distance` cells in any direction, ignoring direction tables, no wrap.
    UpTo,
    /// Jump over one token, which stays.
    Jump,
    /// Jump over one token, which is captured into the player's result area.
    JumpCapture,
    /// Cannot move once in the grid.
    Fixed,
    /// One step to a neighbour (no wrap), or a chain of jumps over single tokens, which
    /// stay: the Chinese checkers move. After a jump the same token may jump again; the turn
    /// ends when the player taps it again or passes, or when no jump is left. A step never
    /// follows a jump.
    JumpChain,
    /// The same with every jumped token captured: the draughts move.
    JumpChainCapture,
}

impl InGrid {
    /// Jumps that capture the token jumped over.
    pub fn captures(self) -> bool {
        matches!(self, InGrid::JumpCapture | InGrid::JumpChainCapture)
    }

    /// Moves that may chain several jumps in one turn.
    pub fn chains(self) -> bool {
        matches!(self, InGrid::JumpChain | InGrid::JumpChainCapture)
    }
}

/// May a token go from one kind of board to another? All default to yes (docs/model.md §8.8).
/// Moves within the same tray or waiting area, and between trays, need no flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Permissions {
    pub grid_to_tray: bool,
    pub grid_to_waiting: bool,
    pub tray_to_grid: bool,
    pub tray_to_waiting: bool,
    pub waiting_to_grid: bool,
    pub waiting_to_tray: bool,
}

impl Default for Permissions {
    fn default() -> Self {
        Permissions {
            grid_to_tray: true,
            grid_to_waiting: true,
            tray_to_grid: true,
            tray_to_waiting: true,
            waiting_to_grid: true,
            waiting_to_tray: true,
        }
    }
}

/// A kind of token, designed once and placed as many times as it has copies.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TokenType {
    /// Stable identifier used by placements, owners and the action notation.
    pub id: String,
    /// Shown to people; defaults to the id.
    pub name: Words,
    /// Short text drawn in text mode and when the picture is missing; defaults to the name.
    pub label: Words,
    /// The word read aloud when a child taps the token (read-aloud on): a word for a picture,
    /// for children who do not read yet. Blank: the name is read.
    #[serde(skip_serializing_if = "Words::is_blank")]
    pub spoken: Words,
    /// Front picture: a built-in picture name or a `data:` URL.
    pub front: String,
    /// Back picture, for select-mode tokens shown face down.
    pub back: String,
    /// Properties as plain words; zones compare them (docs/model.md §4.7).
    pub properties: Vec<String>,
    pub mode: HandlingMode,
    /// Several stackable tokens may share a cell; the last one in is visible.
    pub stackable: bool,
    pub in_grid: InGrid,
    /// The x of "up to x cells" (docs/model.md §8.8: the thesis stores it nowhere).
    pub distance: u32,
    pub permissions: Permissions,
    /// Number of copies (Nb). Absent means "as many as are placed".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub copies: Option<u32>,
    /// Player ids that may handle this token; empty means everyone.
    pub owners: Vec<String>,
    /// The id of the die that moves this token (shown when the token is chosen).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub die: Option<String>,
    /// Enclosing that turns tokens: the token type this one becomes when turned to a player
    /// (player id -> token type id): Othello's black disc becomes the white disc for White.
    /// A player not listed only becomes its owner.
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub turns_to: std::collections::BTreeMap<String, String>,
    /// The token type (id) this card pairs with although it shows another face: a picture and
    /// its word. Without it, cards without properties pair when they show the same face.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub partner: String,
}

impl Default for TokenType {
    fn default() -> Self {
        TokenType {
            id: String::new(),
            name: Words::default(),
            label: Words::default(),
            spoken: Words::default(),
            front: String::new(),
            back: String::new(),
            properties: Vec::new(),
            mode: HandlingMode::Move,
            stackable: false,
            in_grid: InGrid::Anything,
            distance: 1,
            permissions: Permissions::default(),
            copies: None,
            owners: Vec::new(),
            die: None,
            turns_to: std::collections::BTreeMap::new(),
            partner: String::new(),
        }
    }
}

impl TokenType {
    /// The name to show in `lang`: the name, else the id.
    pub fn display_name(&self, lang: Lang) -> &str {
        match self.name.get(lang) {
            "" => &self.id,
            name => name,
        }
    }

    /// The name to show, in both languages.
    pub fn name_text(&self) -> Text {
        Text::new(self.display_name(Lang::En), self.display_name(Lang::Fr))
    }

    /// The short text for text mode in `lang`: the label, else the name, else the id.
    pub fn display_label(&self, lang: Lang) -> &str {
        match self.label.get(lang) {
            "" => self.display_name(lang),
            label => label,
        }
    }
}
