//! The rules form (docs/model.md §3.9, §3.10, §6.8). Defaults are the thesis's, but where a
//! field says otherwise (`flip_back_delay`).

use serde::{Deserialize, Serialize};

use super::{DraftingRule, EnclosingRule, LinesRule, MosaicRule, RefillMode, Words};

/// How a token's properties are compared (docs/model.md §8.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Matching {
    /// "Maximum": the property sets are equal.
    #[default]
    Strict,
    /// "Minimum": the sets share at least one property.
    Loose,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum IfMatched {
    /// Perform the move; a matched selection group stays face up and can no longer be turned.
    #[default]
    Accept,
    /// Send the token(s) to the current player's result area.
    Remove,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum IfNotMatched {
    /// Perform the move anyway; it counts as an error.
    Accept,
    /// The token goes back; it counts as an error.
    #[default]
    Refuse,
}

/// Win conditions; any ticked one wins (docs/model.md §8.4). The zone conditions count as
/// false while no zone has designer properties, so the defaults never win a game by accident.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct WinRules {
    pub grid_empty: bool,
    pub grid_full: bool,
    pub tray_empty: bool,
    pub zones_valid: bool,
    pub zones_valid_and_tray_empty: bool,
    pub zones_valid_and_grid_full: bool,
    /// Won when this many non-fixed tokens or fewer are left in the grid (peg solitaire: 1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tokens_left: Option<u32>,
    /// Won when every token the player owns stands in a zone whose designer properties it
    /// matches (Chinese checkers: all ten pegs in the opposite point).
    pub own_tokens_home: bool,
}

impl Default for WinRules {
    fn default() -> Self {
        WinRules {
            grid_empty: false,
            grid_full: false,
            tray_empty: false,
            zones_valid: false,
            zones_valid_and_tray_empty: true,
            zones_valid_and_grid_full: true,
            tokens_left: None,
            own_tokens_home: false,
        }
    }
}

/// Lose conditions; 0 means no limit.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LoseRules {
    pub max_moves: u32,
    pub max_errors: u32,
    /// A player loses when fewer than this many of their tokens are left, on the grid and
    /// still to place (Nine Men's Morris: 3, so a player down to 2 men loses); 0: never.
    #[serde(skip_serializing_if = "is_zero")]
    pub fewer_tokens_than: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// What a player who can do nothing when their turn comes does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WhenBlocked {
    /// They pass, and the game ends when nobody can play (Othello).
    #[default]
    Pass,
    /// They lose (Nine Men's Morris: a player whose men are all blocked loses).
    Lose,
}

/// When the turn passes (docs/model.md §3.9, §8.10).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TurnRules {
    pub after_valid: bool,
    pub after_invalid: bool,
    /// Players may hand the turn over themselves (the "next player" button).
    pub pass_button: bool,
}

impl Default for TurnRules {
    fn default() -> Self {
        TurnRules { after_valid: true, after_invalid: true, pass_button: false }
    }
}

/// How the winner of a game with several players is chosen when it ends
/// (docs/model.md §8.16: the thesis names none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ranking {
    /// Chosen from the other rules (`Game::ranking`): most points when lines score, most
    /// tokens on the grid when tokens are enclosed, most points when a mosaic or zones score,
    /// most tokens won when matched groups go to the result areas (memory), otherwise first to
    /// win. A design made in the designer gets
    /// the ranking its kind of game needs without anyone choosing it.
    #[default]
    Auto,
    /// The first player who meets a win condition; when nobody did, the only player who
    /// has not lost (the last one standing); otherwise nobody.
    FirstToWin,
    /// The most tokens sent to one's result area (memory).
    MostTokens,
    /// The fewest errors.
    FewestErrors,
    /// The most of one's own tokens on the grid when the game ends (Othello).
    MostOnGrid,
    /// The most points (lines of N that score).
    MostPoints,
}

/// Who wins between players the ranking finds equal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TieBreak {
    /// Nobody: a draw.
    #[default]
    Shared,
    /// The player with more full rows on their own boards: a row of a zone that belongs to
    /// that player alone (not a one-kind row nor a floor) with every cell filled (Azul's
    /// rulebook: more complete rows on the wall). Still equal: a draw.
    FullRows,
}

fn is_shared(t: &TieBreak) -> bool {
    *t == TieBreak::Shared
}

/// The rules object.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    pub matching: Matching,
    pub if_matched: IfMatched,
    pub matched_message: Words,
    pub if_not_matched: IfNotMatched,
    pub not_matched_message: Words,
    /// N: how many select-mode tokens make a group.
    pub group_size: u32,
    pub allow_deselect: bool,
    /// Tenths of a second an unmatched group stays face up (0: turn back at once). 1.5 s by
    /// default: half a second is too short for a young child to see the two cards.
    pub flip_back_delay: u32,
    pub win: WinRules,
    pub won_message: Words,
    pub lose: LoseRules,
    pub lost_message: Words,
    /// The first player to finish ends the game for everyone.
    pub one_ends_all: bool,
    /// With several players and `one_ends_all` off: go on until every player has finished,
    /// instead of stopping when only one is still playing.
    pub play_to_the_end: bool,
    pub turns: TurnRules,
    pub refill: RefillMode,
    pub ranking: Ranking,
    /// Who wins when the ranking's count is equal (Azul: more full rows).
    #[serde(skip_serializing_if = "is_shared")]
    pub tie_break: TieBreak,
    /// Lines of N: what a straight line of a player's tokens brings (Morris, tic-tac-toe).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lines: Option<LinesRule>,
    /// Enclosing: what happens to tokens caught between two of a player's (Othello).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enclosing: Option<EnclosingRule>,
    /// Drafting: take every token of one kind from a tray, the rest to a shared tray (Azul).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drafting: Option<DraftingRule>,
    /// The mosaic: full rows tile a wall at the end of each round, and score (Azul).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mosaic: Option<MosaicRule>,
    /// Phases: a player places every token of their tray before any of their grid tokens
    /// may move (Nine Men's Morris).
    #[serde(skip_serializing_if = "is_false")]
    pub place_before_moving: bool,
    /// Flying: once a player has this many tokens or fewer (on the grid and still to place),
    /// their grid tokens may move to any empty playable cell (Morris: 3); 0: never.
    #[serde(skip_serializing_if = "is_zero")]
    pub flying: u32,
    /// Zones are goals, not rules: moves are never compared with the zones they enter; only
    /// the win conditions look at zones (Chinese checkers and halma, where pegs cross other
    /// players' points on their way home). Off: a move into a zone must match it (sorting games).
    #[serde(skip_serializing_if = "is_false")]
    pub zones_are_goals: bool,
    /// A player who cannot act passes (Othello) or loses (Morris).
    #[serde(skip_serializing_if = "is_pass")]
    pub when_blocked: WhenBlocked,
    /// A draw when the same position (the same tokens on the same squares, the same player to
    /// play) comes back this many times (Nine Men's Morris: 3): players who only move their
    /// tokens back and forth would never end the game; 0: never.
    #[serde(skip_serializing_if = "is_zero")]
    pub draw_on_repeat: u32,
    /// The help a child may ask for, step by step.
    #[serde(skip_serializing_if = "super::HelpLadder::is_default")]
    pub help: super::HelpLadder,
}

fn is_pass(w: &WhenBlocked) -> bool {
    *w == WhenBlocked::Pass
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            matching: Matching::Strict,
            if_matched: IfMatched::Accept,
            matched_message: Words::default(),
            if_not_matched: IfNotMatched::Refuse,
            not_matched_message: Words::default(),
            group_size: 2,
            allow_deselect: false,
            flip_back_delay: 15,
            win: WinRules::default(),
            won_message: Words::default(),
            lose: LoseRules::default(),
            lost_message: Words::default(),
            one_ends_all: true,
            play_to_the_end: false,
            turns: TurnRules::default(),
            refill: RefillMode::OnLeave,
            ranking: Ranking::Auto,
            tie_break: TieBreak::Shared,
            lines: None,
            enclosing: None,
            drafting: None,
            mosaic: None,
            place_before_moving: false,
            flying: 0,
            zones_are_goals: false,
            when_blocked: WhenBlocked::Pass,
            draw_on_repeat: 0,
            help: super::HelpLadder::default(),
        }
    }
}
