//! The design: what the designer edits, what is saved and what is shared as JSON.
//!
//! Every field has a default, so a design holding only token types and a grid is playable.
//! Concepts and defaults follow `docs/model.md` §3; each place where this model
//! settles one of the thesis's ambiguities (docs/model.md §8) says so in its doc comment.
//!
//! A `Design` is never played directly: [`crate::load`] checks it and compiles it into a
//! [`crate::game::Game`].

mod all_words;
mod board;
mod dice;
mod directions;
mod drafting;
mod enclosing;
pub(crate) mod face_action;
mod grid;
mod help;
mod kind;
mod lines;
mod mosaic;
mod openings;
mod player;
mod portrait;
mod rules;
mod token;
mod words;

pub use board::{FillOrder, Geometry, QueueOrder, RefillMode, ResultArea, Tray, WaitingArea, WhenFull};
pub use dice::{Die, Face, FaceAction};
pub use directions::{Direction, DIRECTIONS};
pub use drafting::DraftingRule;
pub use enclosing::{EncloseEffect, EnclosingRule};
pub(crate) use face_action::ACTIONS;
pub use grid::{CellSettings, Grid, Placement, TokenOrder, Zone};
pub use help::HelpLadder;
pub use kind::Kind;
pub use lines::{LineEffect, LinesRule};
pub use mosaic::MosaicRule;
pub use openings::Opening;
pub use player::Player;
pub use portrait::Portrait;
pub use rules::{
    IfMatched, IfNotMatched, LoseRules, Matching, Ranking, Rules, TieBreak, TurnRules, WhenBlocked, WinRules,
};
pub use token::{HandlingMode, InGrid, Permissions, TokenType};
pub use words::{code, Words, LANGUAGES};

use serde::{Deserialize, Serialize};

use crate::lang::Lang;

/// The format version this build reads and writes.
pub const FORMAT: u32 = 1;

/// A whole game design.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Design {
    /// Version of the file format; files from a newer Tablier are refused with a clear word.
    pub format: u32,
    pub name: Words,
    /// What the game is about, shown on the library card.
    pub description: Words,
    /// Preferred language of the design's own texts ("en" or "fr"); the interface follows the user.
    pub language: String,
    pub token_types: Vec<TokenType>,
    /// What the game calls its tokens ("tile" / «tuile», "man" / «pion»), said in its refusals,
    /// hints and turn line. Blank: the word its token types' names share, else "token".
    #[serde(skip_serializing_if = "Words::is_blank")]
    pub token_word: Words,
    /// That word is feminine in French (cette tuile).
    #[serde(skip_serializing_if = "is_false")]
    pub token_feminine: bool,
    /// What the game calls the places of its board ("hole" / «trou», "point"), said in its
    /// refusals and hints (French gender guessed from the word's ending: «cette case», «ce
    /// trou»). Blank: "point" when tokens move along lines, else "square" / «case».
    #[serde(skip_serializing_if = "Words::is_blank")]
    pub cell_word: Words,
    pub grid: Grid,
    pub trays: Vec<Tray>,
    pub waiting_areas: Vec<WaitingArea>,
    pub result_areas: Vec<ResultArea>,
    pub dice: Vec<Die>,
    /// One player means any number may play (each a copy of it); two or more means exactly that many,
    /// unless `min_players` lets fewer play.
    pub players: Vec<Player>,
    /// With several players: the fewest who may play (the first ones in the list); 0 means all
    /// of them. The goose: 6 players, at least 2.
    #[serde(skip_serializing_if = "is_zero")]
    pub min_players: u32,
    /// With several players: exactly which numbers of players may play (the first ones in the
    /// list), when not every number from `min_players` up may. Chinese checkers: 2, 3, 4 or 6,
    /// as its rules say. Empty: every number from `min_players` up to all of them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub player_counts: Vec<u32>,
    pub rules: Rules,
    /// Openings known by a name (see `openings`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub openings: Vec<Opening>,
    /// Where boards are drawn on a screen taller than wide, when not where they are designed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub portrait: Option<Portrait>,
    /// Where things are drawn on a phone held upright, when the portrait arrangement would
    /// draw a child's squares smaller than a finger. The player then shows it a part at a time
    /// (what everyone takes from, the board of the one to play, every player's board).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phone: Option<Portrait>,
    /// The kind of game the designer shows its editor for (chosen by the starting point,
    /// changeable); the engine never reads it. Absent: the designer guesses from the design.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<Kind>,
}

impl Default for Design {
    fn default() -> Self {
        Design {
            format: FORMAT,
            name: "New game".into(),
            description: Words::default(),
            language: "en".into(),
            token_types: Vec::new(),
            token_word: Words::default(),
            token_feminine: false,
            cell_word: Words::default(),
            grid: Grid::default(),
            trays: Vec::new(),
            waiting_areas: Vec::new(),
            result_areas: Vec::new(),
            dice: Vec::new(),
            players: vec![Player::default()],
            min_players: 0,
            player_counts: Vec::new(),
            rules: Rules::default(),
            openings: Vec::new(),
            portrait: None,
            phone: None,
            kind: None,
        }
    }
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Design {
    /// How many people may play, smallest first: with several designer players, the design's
    /// `player_counts`, else every number from `min_players` (0: all of them) up to all of them;
    /// a one-player design gives `[1]` (the command line's `--players` makes copies of it).
    pub fn player_counts(&self) -> Vec<usize> {
        let designed = self.players.len().max(1);
        let least = if self.min_players == 0 { designed } else { (self.min_players as usize).clamp(1, designed) };
        let listed = |n: &usize| self.player_counts.iter().any(|c| *c as usize == *n);
        let mut counts: Vec<usize> = if self.player_counts.is_empty() {
            (least..=designed).collect()
        } else {
            (1..=designed).filter(listed).collect()
        };
        if counts.is_empty() {
            counts.push(designed);
        }
        counts
    }

    /// How the winner is chosen: the ranking set, or with `Auto` the one the rules call for.
    pub fn ranking(&self) -> Ranking {
        let rules = &self.rules;
        match rules.ranking {
            Ranking::Auto if rules.lines.as_ref().is_some_and(|l| l.effect == LineEffect::Point) => Ranking::MostPoints,
            Ranking::Auto if rules.enclosing.is_some() => Ranking::MostOnGrid,
            Ranking::Auto if rules.mosaic.is_some() || self.grid.zones.iter().any(|z| !z.points.is_empty()) => {
                Ranking::MostPoints
            }
            Ranking::Auto
                if rules.if_matched == IfMatched::Remove
                    && self.token_types.iter().any(|t| t.mode == HandlingMode::Select) =>
            {
                Ranking::MostTokens
            }
            Ranking::Auto => Ranking::FirstToWin,
            chosen => chosen,
        }
    }

    /// The language a plain text of this design is written in (English unless set).
    pub fn home(&self) -> Lang {
        Lang::from_code(&self.language)
    }

    /// The design as pretty JSON, as saved and exported.
    pub fn to_json(&self) -> String {
        // Plain data with string keys: serde_json cannot fail on it.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
