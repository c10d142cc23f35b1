//! Starting points for a new game: a blank design, or a small game of a common kind that
//! already plays (a memory, a sort game, a race, a board game for two), which the educator
//! then changes. Every part of a starting point stays editable. The games are design files in
//! `starts/`, in English and French, checked like the built-in games.

use crate::lang::{Lang, Text};
use crate::model::{Design, Kind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    Blank,
    Memory,
    Sort,
    Race,
    Duel,
}

impl Start {
    pub const ALL: [Start; 5] = [Start::Memory, Start::Sort, Start::Race, Start::Duel, Start::Blank];

    /// A stable name, for the page's hooks.
    pub fn id(self) -> &'static str {
        match self {
            Start::Blank => "blank",
            Start::Memory => "memory",
            Start::Sort => "sort",
            Start::Race => "race",
            Start::Duel => "duel",
        }
    }

    pub fn title(self) -> Text {
        match self {
            Start::Blank => Text::new("Blank", "Page blanche"),
            Start::Memory => Text::new("A memory", "Un jeu de mémoire"),
            Start::Sort => Text::new("A sort game", "Un jeu de tri"),
            Start::Race => Text::new("A race", "Une course"),
            Start::Duel => Text::new("A board game for two", "Un jeu de plateau à deux"),
        }
    }

    /// What it starts with, and what the educator usually changes.
    pub fn summary(self) -> Text {
        match self {
            Start::Blank => Text::new(
                "An empty 4 × 4 grid and one player: build everything yourself.",
                "Une grille vide de 4 × 4 et un joueur\u{a0}: construisez tout vous-même.",
            ),
            Start::Memory => Text::new(
                "6 pairs of cards face down, two players; a pair found is kept and its finder plays again. Change the pictures.",
                "6 paires de cartes face cachée, deux joueurs\u{a0}; une paire trouvée est gardée et son joueur rejoue. Changez les images.",
            ),
            Start::Sort => Text::new(
                "A tray of 8 pictures to put in two rows, each row asking for one kind. Change the pictures and the rows.",
                "Une réserve de 8 images à ranger dans deux rangées, chacune demandant une sorte. Changez les images et les rangées.",
            ),
            Start::Race => Text::new(
                "A track of 20 squares, a die and two pawns: the first to the end wins. Change the track and the squares.",
                "Un parcours de 20 cases, un dé et deux pions\u{a0}: le premier au bout gagne. Changez le parcours et les cases.",
            ),
            Start::Duel => Text::new(
                "Two players take turns putting tokens on a 3 × 3 grid: three in a row wins. Change the grid, the tokens, the line.",
                "Deux joueurs posent tour à tour leurs jetons sur une grille de 3 × 3\u{a0}: trois alignés gagnent. Changez la grille, les jetons, la ligne.",
            ),
        }
    }

    /// The editor the designer opens it with.
    pub fn kind(self) -> Kind {
        match self {
            Start::Blank => Kind::Blank,
            Start::Memory => Kind::Memory,
            Start::Sort => Kind::Sort,
            Start::Race => Kind::Race,
            Start::Duel => Kind::Duel,
        }
    }

    fn file(self) -> Option<&'static str> {
        match self {
            Start::Blank => None,
            Start::Memory => Some(include_str!("starts/memory.json")),
            Start::Sort => Some(include_str!("starts/sort.json")),
            Start::Race => Some(include_str!("starts/race.json")),
            Start::Duel => Some(include_str!("starts/duel.json")),
        }
    }

    /// The design to start from, made in `lang` (the language it is edited in first).
    pub fn design(self, lang: Lang) -> Design {
        let code = if lang == Lang::Fr { "fr" } else { "en" };
        let made = self.file().and_then(|json| crate::load::parse(json).ok());
        let mut design = made.unwrap_or_else(|| blank(lang));
        design.language = code.into();
        design.kind = Some(self.kind());
        // The name is the one text the educator replaces first: in their language only, the
        // name they type is the game's name in every language (a template's other name would
        // stay behind: "Class sort" in English, "Mon jeu de tri" in French).
        design.name = design.name.get(lang).to_string().into();
        design
    }
}

/// The names of the token types and zones of the starting point of a kind of game, in both
/// languages: a text of a game started from it that still names one of them after the
/// educator changed the game is out of step (the checker's `load::lessons` says so). Only a
/// design that says its kind came from a starting point: a built-in game's "finish" is its own.
/// Worked out once: the designer checks at every edit.
pub fn template_names(kind: Option<Kind>) -> &'static [Text] {
    static NAMES: std::sync::OnceLock<Vec<(Kind, Vec<Text>)>> = std::sync::OnceLock::new();
    let all = NAMES.get_or_init(|| {
        Start::ALL
            .iter()
            .map(|start| {
                let d = start.design(Lang::En);
                let mut names: Vec<Text> = Vec::new();
                for w in d.token_types.iter().map(|t| &t.name).chain(d.grid.zones.iter().map(|z| &z.name)) {
                    let text = w.text();
                    if !text.en.is_empty() && !names.contains(&text) {
                        names.push(text);
                    }
                }
                (start.kind(), names)
            })
            .collect()
    });
    all.iter().find(|(k, _)| Some(*k) == kind).map_or(&[], |(_, names)| names.as_slice())
}

/// An empty 4 × 4 grid and one player, named in the language it is made in.
fn blank(lang: Lang) -> Design {
    let say = |en: &str, fr: &str| if lang == Lang::Fr { fr.to_string() } else { en.to_string() };
    let mut design = Design { name: say("New game", "Nouveau jeu").into(), ..Design::default() };
    design.grid.name = say("Grid", "Grille").into();
    // "Player 1", id "player-1": the players added next are "Player 2", "player-2"…
    for (i, p) in design.players.iter_mut().enumerate() {
        p.name = format!("{} {}", say("Player", "Joueur"), i + 1).into();
        p.id = format!("player-{}", i + 1);
    }
    design
}
