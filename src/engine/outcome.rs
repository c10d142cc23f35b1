//! What `apply` answers: accepted with what happened, or refused with a reason for a child.

use crate::game::{CellId, TokenId};
use crate::lang::{Lang, Text};

/// Why an action was refused. Each has a plain sentence in English and French.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    GameOver,
    NoSuchPlace,
    EmptyCell,
    NotPlayable,
    FixedToken,
    /// The token belongs to other players (their names).
    NotYours(Text),
    /// The board belongs to other players (their names).
    NotYourBoard(Text),
    TurnNotMove,
    MoveNotTurn,
    AlreadyTurned,
    AlreadyFound,
    FinishGroup,
    Occupied,
    SameCell,
    /// Not allowed between these kinds of board ("grid", "tray", "waiting").
    NoPermission(&'static str, &'static str),
    IntoResultArea,
    InResultArea,
    /// Counted refusals: the move breaks the token's way of moving or the zone's rule.
    CannotMoveInGrid,
    OneCellOnly,
    /// One step on a board of points joined by lines (Morris).
    AlongLineOnly,
    TooFar(u32),
    MustJump,
    /// A token that may step or jump (Chinese checkers), dropped where neither takes it.
    StepOrJump,
    WrongPlace,
    NothingToRefill,
    NoRefillOnRequest,
    PassNotAllowed,
    /// In the middle of a chain of jumps, only the jumping token may go on.
    KeepJumping,
    StepAfterJump,
    /// Dice: no token of the player has a die; several do (choose one first); a die asked
    /// for a move by hand to this numbered cell; the chosen token is waiting for its roll.
    NoDie,
    PickFirst,
    MoveByHand(u32),
    RollNow,
    /// A token moved by its die was dragged by hand before any roll.
    RollFirst,
    /// Lines of N: a take is due and must come first; what was tapped cannot be taken (the
    /// kinds of token that can); one's own token; a token standing in a line of N.
    TakeFirst(Text),
    TakeOne(Text),
    TakeNotYours(Text),
    TakeInLine(u32),
    /// Enclosing: a placement that encloses nothing.
    MustEnclose,
    /// Phases: this many tokens are still to place before grid tokens may move.
    PlaceFirst(u32),
    /// A mechanism's refusal in its own words (drafting, the mosaic).
    Said(Text),
    /// Dice rolling dice went past the steps one action may take (`dice::MAX_ROLLS`).
    EndlessRoll,
}

impl Refusal {
    /// Refusals that count as a move and an error (docs/model.md §4.6 step 4), but for a move
    /// that cannot be made in the middle of a chain of jumps (see `apply`); the others are
    /// slips (an empty cell, a fixed decoration) that change nothing.
    pub fn counted(&self) -> bool {
        matches!(
            self,
            Refusal::CannotMoveInGrid
                | Refusal::OneCellOnly
                | Refusal::AlongLineOnly
                | Refusal::TooFar(_)
                | Refusal::MustJump
                | Refusal::StepOrJump
                | Refusal::WrongPlace
        )
    }

    pub fn text(&self) -> Text {
        use Refusal::*;
        match self {
            GameOver => Text::new("The game is over.", "La partie est terminée."),
            NoSuchPlace => {
                Text::new("There is no such place on the boards.", "Cet endroit n'existe pas sur le plateau.")
            }
            EmptyCell => Text::new("There is no token here.", "Il n'y a pas de jeton ici."),
            NotPlayable => {
                Text::new("Tokens cannot go on this square.", "Les jetons ne peuvent pas aller sur cette case.")
            }
            FixedToken => Text::new("This token does not move.", "Ce jeton ne bouge pas."),
            NotYours(who) => {
                Text::new(format!("This token belongs to {}.", who.en), format!("Ce jeton appartient {}.", who.fr))
            }
            NotYourBoard(who) => {
                Text::new(format!("This place belongs to {}.", who.en), format!("Cette place appartient {}.", who.fr))
            }
            TurnNotMove => Text::new("Tap this token to turn it over.", "Touche ce jeton pour le retourner."),
            MoveNotTurn => Text::new("Drag this token to move it.", "Fais glisser ce jeton pour le déplacer."),
            AlreadyTurned => Text::new("This token is already turned over.", "Ce jeton est déjà retourné."),
            AlreadyFound => Text::new("This token has already been found.", "Ce jeton a déjà été trouvé."),
            FinishGroup => Text::new("Finish turning tokens over first.", "Termine d'abord de retourner les jetons."),
            Occupied => Text::new("This square is already taken.", "Cette case est déjà occupée."),
            SameCell => Text::new("The token is already here.", "Le jeton est déjà ici."),
            NoPermission(from, to) => Text::new(
                format!("This token may not go from the {} to the {}.", place_en(from), place_en(to)),
                format!("Ce jeton ne peut pas aller {} {}.", from_fr(from), to_fr(to)),
            ),
            IntoResultArea => Text::new(
                "Tokens go to the result area by themselves.",
                "Les jetons vont tout seuls dans la zone de résultat.",
            ),
            InResultArea => {
                Text::new("Tokens in the result area stay there.", "Les jetons de la zone de résultat y restent.")
            }
            CannotMoveInGrid => {
                Text::new("This token cannot move on the grid.", "Ce jeton ne peut pas bouger sur la grille.")
            }
            OneCellOnly => Text::new(
                "This token moves one square at a time, along the allowed directions.",
                "Ce jeton avance d'une case à la fois, dans les directions permises.",
            ),
            AlongLineOnly => Text::new(
                "A token moves along a line, to the next point.",
                "Un jeton avance le long d'une ligne, jusqu'au point suivant.",
            ),
            TooFar(n) => Text::new(
                format!("This token moves at most {n} square{}.", if *n == 1 { "" } else { "s" }),
                format!("Ce jeton avance d'au plus {n} case{}.", if *n == 1 { "" } else { "s" }),
            ),
            MustJump => Text::new(
                "This token must jump over one token onto an empty square.",
                "Ce jeton doit sauter par-dessus un jeton vers une case vide.",
            ),
            StepOrJump => Text::new(
                "This token moves to a square next to it, or jumps over one token onto an empty square.",
                "Ce jeton va sur une case voisine, ou saute par-dessus un jeton vers une case vide.",
            ),
            WrongPlace => Text::new("This token does not belong here.", "Ce jeton ne va pas ici."),
            NothingToRefill => Text::new("There is nothing to refill.", "Il n'y a rien à remplir."),
            NoRefillOnRequest => {
                Text::new("The tray refills by itself.", "Le plateau de réserve se remplit tout seul.")
            }
            KeepJumping => Text::new(
                "Keep jumping with the same token, or tap it to end your turn.",
                "Continue à sauter avec le même jeton, ou touche-le pour finir ton tour.",
            ),
            StepAfterJump => Text::new(
                "After a jump, only another jump can follow.",
                "Après un saut, seul un autre saut peut suivre.",
            ),
            NoDie => Text::new("There is no die to roll now.", "Il n'y a pas de dé à lancer maintenant."),
            PickFirst => Text::new(
                "Tap the token you want to move, then roll the die.",
                "Touche le jeton à déplacer, puis lance le dé.",
            ),
            MoveByHand(n) => Text::new(
                format!("Move your token to square {n}, as the die says."),
                format!("Avance ton jeton jusqu'à la case {n}, comme le dit le dé."),
            ),
            RollNow => Text::new("Now tap the die to roll it.", "Touche maintenant le dé pour le lancer."),
            EndlessRoll => Text::new(
                "This roll would make the dice roll each other without end, so it does not count: roll again. \
                 The game's dice should be changed.",
                "Ce lancer ferait rouler les dés les uns après les autres sans fin, il ne compte donc pas : relance. \
                 Il faudrait changer les dés du jeu.",
            ),
            RollFirst => Text::new(
                "Roll the die first: it moves your token.",
                "Lance d'abord le dé : c'est lui qui fait avancer ton jeton.",
            ),
            PassNotAllowed => Text::new("You cannot pass your turn now.", "Tu ne peux pas passer ton tour maintenant."),
            TakeFirst(names) => Text::new(
                format!("First take a token of the other side ({}): tap it.", names.en),
                format!("Prends d'abord un jeton de l'autre camp ({}) : touche-le.", names.fr),
            ),
            TakeOne(names) => Text::new(
                format!("Tap a token of the other side to take it ({}).", names.en),
                format!("Touche un jeton de l'autre camp pour le prendre ({}).", names.fr),
            ),
            TakeNotYours(names) => Text::new(
                format!("This token is yours: take one of the other side ({}).", names.en),
                format!("Ce jeton est à toi : prends-en un de l'autre camp ({}).", names.fr),
            ),
            TakeInLine(n) => Text::new(
                format!("This token stands in a line of {n}, so it is safe: take another one."),
                format!("Ce jeton est dans une ligne de {n}, il est protégé : prends-en un autre."),
            ),
            MustEnclose => Text::new(
                "Put your token where it traps at least one token of the other side in a straight line, \
                 between it and one of yours.",
                "Pose ton jeton là où il enferme au moins un jeton de l'autre camp en ligne droite, \
                 entre lui et un des tiens.",
            ),
            PlaceFirst(n) => Text::new(
                format!(
                    "First put all your tokens on the board: {n} still to place. Then you may move them."
                ),
                format!("Pose d'abord tous tes jetons sur le plateau : encore {n} à poser. Ensuite tu pourras les déplacer."),
            ),
            Said(text) => text.clone(),
        }
    }
}

fn place_en(kind: &str) -> &'static str {
    match kind {
        "grid" => "grid",
        "tray" => "tray",
        _ => "waiting area",
    }
}

fn from_fr(kind: &str) -> &'static str {
    match kind {
        "grid" => "de la grille",
        "tray" => "de la réserve",
        _ => "de la zone d'attente",
    }
}

fn to_fr(kind: &str) -> &'static str {
    match kind {
        "grid" => "vers la grille",
        "tray" => "vers la réserve",
        _ => "vers la zone d'attente",
    }
}

/// Something that happened, in order, for the interface to animate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Turned {
        token: TokenId,
    },
    TurnedBack {
        token: TokenId,
    },
    Moved {
        token: TokenId,
        from: CellId,
        to: CellId,
    },
    /// A die moved the token past the last numbered cell: it comes back as many cells as it
    /// had too many, to `at` (the goose's exact finish; a `Moved` follows unless it is where it
    /// started).
    Bounced {
        token: TokenId,
        at: CellId,
    },
    /// A selected group matched.
    Matched {
        tokens: Vec<TokenId>,
    },
    /// A selected group did not match; it turns back after the rules' delay.
    Mismatched {
        tokens: Vec<TokenId>,
    },
    /// Sent to a result area cell, or out of play (None).
    Removed {
        token: TokenId,
        to: Option<CellId>,
    },
    /// Jumped over and captured.
    Captured {
        token: TokenId,
        to: Option<CellId>,
    },
    /// Dealt from a queue into a tray cell.
    Dealt {
        token: TokenId,
        to: CellId,
    },
    /// A result area dropped tokens to make room.
    Cleared {
        tokens: Vec<TokenId>,
    },
    ErrorCounted {
        player: usize,
    },
    /// A player missed a turn (the goose's inn, well or prison).
    TurnMissed {
        player: usize,
    },
    TurnPassed {
        to: usize,
    },
    PlayerWon {
        player: usize,
    },
    PlayerLost {
        player: usize,
    },
    /// A token with a die was chosen: its die can be rolled.
    Picked {
        token: TokenId,
    },
    /// A die rolled: the faces shown one after another, then the face it stopped on.
    Rolled {
        die: u16,
        face: u16,
        shown: Vec<u16>,
    },
    /// The token jumped and may jump again in the same turn.
    KeepJumping {
        token: TokenId,
    },
    /// Lines of N: a line was made through this cell.
    LineMade {
        cell: CellId,
    },
    /// Enclosing: the token turned to the player who enclosed it (it may have changed type).
    Flipped {
        token: TokenId,
    },
    /// The player could do nothing when their turn came (and loses, when the rules say so).
    Blocked {
        player: usize,
    },
    /// Nobody can act any more.
    Stuck,
    GameOver,
}

/// The answer of `apply`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Refused actions carry their reason; counted ones still changed the counters and turn.
    pub refusal: Option<Refusal>,
    pub events: Vec<Event>,
    /// The sentence to show on the message line, if any (designer's texts come first).
    pub message: Option<Text>,
}

impl Outcome {
    pub fn accepted(&self) -> bool {
        self.refusal.is_none()
    }

    /// The message in a language, or "".
    pub fn message(&self, lang: Lang) -> &str {
        self.message.as_ref().map(|m| m.get(lang)).unwrap_or("")
    }

    pub(crate) fn refused(refusal: Refusal) -> Outcome {
        Outcome { message: Some(refusal.text()), refusal: Some(refusal), events: Vec::new() }
    }
}
