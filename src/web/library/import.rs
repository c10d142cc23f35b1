//! Where the educator's last import (or copy) stands: one state, said under the cards, and the
//! problems of a refused file with, when it reads as a design, the offer to keep it to fix.

use tablier::lang::{Lang, Text};

use crate::shared::i18n::tr;

#[derive(Clone, PartialEq, Eq)]
pub enum Import {
    /// Nothing to say.
    Idle,
    /// A file or a copy is being checked (by the thinking bundle, in a worker): said, and the
    /// buttons that add a game wait.
    Checking,
    /// The game just added (imported or duplicated), by its name.
    Added(Text),
    /// Refused, with its first problems; its JSON when it reads as a design that the checks
    /// refused, which the educator may keep to fix in the designer.
    Refused { problems: Vec<Text>, fixable: Option<String> },
    /// A refused design kept with the user's games to be fixed, by its name.
    KeptToFix(Text),
    /// The file could not be read at all.
    Unreadable,
}

impl Import {
    /// A game refused with these problems, none of which the designer could fix.
    pub fn refused(problems: Vec<Text>) -> Import {
        Import::Refused { problems, fixable: None }
    }

    /// Whether a game is being checked: another waits.
    pub fn checking(&self) -> bool {
        *self == Import::Checking
    }

    /// What the status line under the cards says.
    pub fn said(&self, lang: Lang) -> Option<String> {
        Some(match (self, lang) {
            (Import::Checking, _) => tr(lang, "Checking the game…", "Vérification du jeu…").to_string(),
            (Import::Added(name), Lang::En) => format!("“{}” was added to your games.", name.en),
            (Import::Added(name), Lang::Fr) => format!("« {} » a été ajouté à vos jeux.", name.fr),
            (Import::KeptToFix(name), Lang::En) => {
                format!("“{}” is kept with your games, to fix: open it with Fix.", name.en)
            }
            (Import::KeptToFix(name), Lang::Fr) => {
                format!("« {} » est gardé avec vos jeux, pour le corriger : ouvrez-le avec Corriger.", name.fr)
            }
            _ => return None,
        })
    }

    /// The problems said of a refused file (none while another is checked: a second failure
    /// is seen as new).
    pub fn problems(&self) -> Vec<Text> {
        match self {
            Import::Refused { problems, .. } => problems.clone(),
            Import::Unreadable => vec![Text::new("This file cannot be read.", "Ce fichier ne peut pas être lu.")],
            _ => Vec::new(),
        }
    }

    /// The JSON of a refused design the educator may keep to fix.
    pub fn fixable(&self) -> Option<&String> {
        match self {
            Import::Refused { fixable, .. } => fixable.as_ref(),
            _ => None,
        }
    }

    /// A deletion's word replaces the last addition's (the game added may be the one deleted).
    pub fn after_deletion(&mut self) {
        if matches!(self, Import::Added(_) | Import::KeptToFix(_)) {
            *self = Import::Idle;
        }
    }
}
