//! Dice (docs/model.md §3.11, §5): designed in the thesis, built here. A die belongs to a token
//! type (it appears when such a token is chosen; a tap rolls it) or to a grid cell (it rolls
//! by itself when a token lands there). Rolls come from the game's seeded generator.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};

use super::Words;

/// What a face does to the token the die rolled for. Moves count numbered cells. Written
/// `{"do": "move", "cells": 3}`; read by hand (below).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum FaceAction {
    /// Nothing happens.
    Nothing,
    /// The token moves by itself, forward (or back when negative).
    Move { cells: i32 },
    /// The player moves the token by hand exactly this far; after `tries` wrong tries it
    /// moves by itself (0: it waits for the right move).
    MoveByHand { cells: i32, tries: u32 },
    /// The token moves again as far as it just moved (the goose).
    Repeat,
    /// Back to the player's tray.
    BackToTray,
    /// Back to where the token started the game.
    BackToStart,
    /// Into the player's result area.
    ToResult,
    /// Out of the game.
    Remove,
    /// Roll another die, `times` times.
    Roll { die: String, times: u32 },
    /// The turn passes at once.
    Pass,
    /// The token's player has finished (asleep, ranked).
    Sleep,
    /// The token's player misses their next turns (the goose's inn, well and prison).
    SkipTurns { turns: u32 },
}

/// Read by hand (`face_action.rs`) from serde_json's tree, so that a setting at fault is
/// named where it stands.
impl<'de> Deserialize<'de> for FaceAction {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let v = serde_json::Value::deserialize(deserializer)?;
        super::face_action::read(&v).map_err(|fault| D::Error::custom(fault.message))
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Face {
    /// Picture of the face: a built-in name or a `data:` URL.
    pub picture: String,
    /// Short text for text mode and when the picture is missing ("3", "+6").
    pub label: Words,
    pub action: FaceAction,
}

impl Default for Face {
    fn default() -> Self {
        Face { picture: String::new(), label: Words::default(), action: FaceAction::Nothing }
    }
}

impl Face {
    /// A plain movement face: its label is the number.
    pub fn step(cells: i32) -> Face {
        Face { picture: format!("die-{cells}"), label: cells.to_string().into(), action: FaceAction::Move { cells } }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Die {
    pub id: String,
    pub name: Words,
    pub faces: Vec<Face>,
    /// Random faces shown one after another before the result; 0 rolls at once, unseen.
    pub faces_shown: u32,
    /// Tenths of a second each shown face stays.
    pub face_time: u32,
}

impl Default for Die {
    fn default() -> Self {
        Die {
            id: "die".into(),
            name: "Die".into(),
            faces: (1..=6).map(Face::step).collect(),
            faces_shown: 5,
            face_time: 5,
        }
    }
}
