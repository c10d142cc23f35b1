//! What `apply` answers: accepted with what happened, or refused with a reason for a child.

use super::noun::Noun;
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
    /// A chain that takes nothing back on a cell it already stood on this turn.
    BeenThere,
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
    /// A token tapped that may be taken up but has nowhere to go now (`tap::tap_token`);
    /// `jumps` when its way of moving is to jump (a solitaire peg).
    Stuck {
        jumps: bool,
    },
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

    /// A refusal that says what is wrong but not what to do (a token in a zone where it does
    /// not belong): the help's words may follow it. The others say their rule themselves ("This
    /// peg must jump…", "Put your disc where it traps…") or are slips: the help would say it
    /// twice, or read a whole goal aloud after a tap on the wrong row.
    pub fn wants_help(&self) -> bool {
        matches!(self, Refusal::WrongPlace)
    }

    /// What the child is told, with "token" / «jeton» for the game's tokens.
    pub fn text(&self) -> Text {
        self.text_in(&Noun::plain())
    }

    /// What the child is told, in the game's word for its tokens (`Noun`).
    pub fn text_in(&self, n: &Noun) -> Text {
        use Refusal::*;
        match self {
            GameOver => Text::new("The game is over.", "La partie est terminée."),
            NoSuchPlace => {
                Text::new("There is no such place on the boards.", "Cet endroit n'existe pas sur le plateau.")
            }
            EmptyCell => n.text("There is no {one} here.", "Il n'y a pas {de} ici."),
            NotPlayable => {
                n.text("{Many} cannot go there.", "{Les} ne peuvent pas aller là.")
            }
            FixedToken => n.text("This {one} does not move.", "{Ce} ne bouge pas."),
            NotYours(who) => {
                n.text(&format!("This {{one}} belongs to {}.", who.en), &format!("{{Ce}} appartient {}.", who.fr))
            }
            NotYourBoard(who) => {
                Text::new(format!("This place belongs to {}.", who.en), format!("Cette place appartient {}.", who.fr))
            }
            TurnNotMove => n.text("Tap this {one} to turn it over.", "Touche {ce} pour {pron} retourner."),
            MoveNotTurn => n.text("Drag this {one} to move it.", "Fais glisser {ce} pour {pron} déplacer."),
            AlreadyTurned => n.text("This {one} is already turned over.", "{Ce} est déjà retourné{e}."),
            AlreadyFound => n.text("This {one} has already been found.", "{Ce} a déjà été trouvé{e}."),
            FinishGroup => n.text("Finish turning {many} over first.", "Termine d'abord de retourner {les}."),
            Occupied => n.text("This {cell.one} is already taken.", "{cell.Ce} est déjà occupé{cell.e}."),
            SameCell => n.text("The {one} is already here.", "{Le} est déjà ici."),
            NoPermission(from, to) => n.text(
                &format!("This {{one}} may not go from the {} to the {}.", place_en(from), place_en(to)),
                &format!("{{Ce}} ne peut pas aller {} {}.", from_fr(from), to_fr(to)),
            ),
            IntoResultArea => n.text(
                "{Many} go to the result area by themselves.",
                if n.feminine {
                    "{Les} vont toutes seules dans la zone de résultat."
                } else {
                    "{Les} vont tout seuls dans la zone de résultat."
                },
            ),
            InResultArea => {
                n.text("{Many} in the result area stay there.", "{Les} de la zone de résultat y restent.")
            }
            CannotMoveInGrid => {
                n.text("This {one} cannot move on the grid.", "{Ce} ne peut pas bouger sur la grille.")
            }
            OneCellOnly => n.text(
                "This {one} moves one {cell.one} at a time, along the allowed directions.",
                "{Ce} avance d'{cell.un} à la fois, dans les directions permises.",
            ),
            AlongLineOnly => n.text(
                "{A} moves along a line, to the next point.",
                "{Un} avance le long d'une ligne, jusqu'au point suivant.",
            ),
            TooFar(k) => n.text(
                &format!("This {{one}} moves at most {k} {}.", if *k == 1 { "{cell.one}" } else { "{cell.many}" }),
                &format!("{{Ce}} avance d'au plus {k} {}.", if *k == 1 { "{cell.jeton}" } else { "{cell.jetons}" }),
            ),
            MustJump => n.text(
                "This {one} must jump over one {one} onto an empty {cell.one}.",
                "{Ce} doit sauter par-dessus {un} vers {cell.un} vide.",
            ),
            StepOrJump => n.text(
                "This {one} moves to {cell.a} next to it, or jumps over one {one} onto an empty {cell.one}.",
                "{Ce} va sur {cell.un} voisin{cell.e}, ou saute par-dessus {un} vers {cell.un} vide.",
            ),
            WrongPlace => n.text("This {one} does not belong here.", "{Ce} ne va pas ici."),
            NothingToRefill => Text::new("There is nothing to refill.", "Il n'y a rien à remplir."),
            NoRefillOnRequest => {
                Text::new("The tray refills by itself.", "Le plateau de réserve se remplit tout seul.")
            }
            KeepJumping => n.text(
                "Keep jumping with the same {one}, or tap it to end your turn.",
                if n.feminine {
                    "Continue à sauter avec la même {jeton}, ou touche-la pour finir ton tour."
                } else {
                    "Continue à sauter avec le même {jeton}, ou touche-le pour finir ton tour."
                },
            ),
            BeenThere => n.text(
                "This {one} has already been on this {cell.one} this turn: jump somewhere else, or tap it to end your turn.",
                "{Ce} est déjà passé{e} par {cell.ce} pendant ce tour\u{a0}: saute ailleurs, ou touche-{pron} pour finir ton tour.",
            ),
            StepAfterJump => Text::new(
                "After a jump, only another jump can follow.",
                "Après un saut, seul un autre saut peut suivre.",
            ),
            NoDie => Text::new("There is no die to roll now.", "Il n'y a pas de dé à lancer maintenant."),
            PickFirst => n.text(
                "Tap the {one} you want to move, then roll the die.",
                "Touche {le} à déplacer, puis lance le dé.",
            ),
            MoveByHand(k) => n.text(
                &format!("Move your {{one}} to {{cell.one}} {k}, as the die says."),
                &format!("Avance {} jusqu'à {{cell.le}} {k}, comme le dit le dé.", if n.feminine { "ta {jeton}" } else { "ton {jeton}" }),
            ),
            RollNow => Text::new("Now tap the die to roll it.", "Touche maintenant le dé pour le lancer."),
            EndlessRoll => Text::new(
                "This roll would make the dice roll each other without end, so it does not count: roll again. \
                 The game's dice should be changed.",
                "Ce lancer ferait rouler les dés les uns après les autres sans fin, il ne compte donc pas\u{a0}: relance. \
                 Il faudrait changer les dés du jeu.",
            ),
            RollFirst => n.text(
                "Roll the die first: it moves your {one}.",
                if n.feminine {
                    "Lance d'abord le dé\u{a0}: c'est lui qui fait avancer ta {jeton}."
                } else {
                    "Lance d'abord le dé\u{a0}: c'est lui qui fait avancer ton {jeton}."
                },
            ),
            PassNotAllowed => Text::new("You cannot pass your turn now.", "Tu ne peux pas passer ton tour maintenant."),
            TakeFirst(names) => {
                let names = super::lines::bracket(names);
                n.text(
                    &format!("First take {{a}} of the other side{}: tap it.", names.en),
                    &format!("Prends d'abord {{un}} de l'autre camp{}\u{a0}: touche-{{pron}}.", names.fr),
                )
            }
            TakeOne(names) => {
                let names = super::lines::bracket(names);
                n.text(
                    &format!("Tap {{a}} of the other side to take it{}.", names.en),
                    &format!("Touche {{un}} de l'autre camp pour {{pron}} prendre{}.", names.fr),
                )
            }
            TakeNotYours(names) => {
                let names = super::lines::bracket(names);
                n.text(
                    &format!("This {{one}} is yours: take one of the other side{}.", names.en),
                    &format!(
                        "{{Ce}} est à toi\u{a0}: prends-en {} de l'autre camp{}.",
                        if n.feminine { "une" } else { "un" },
                        names.fr
                    ),
                )
            }
            TakeInLine(k) => n.text(
                &format!("This {{one}} stands in a line of {k}, so it is safe: take another one."),
                &format!(
                    "{{Ce}} est dans une ligne de {k}, {{il}} est protégé{{e}}\u{a0}: prends-en {}.",
                    if n.feminine { "une autre" } else { "un autre" }
                ),
            ),
            MustEnclose => n.text(
                "Put your {one} where it traps at least one {one} of the other side in a straight line, \
                 between it and one of yours.",
                if n.feminine {
                    "Pose ta {jeton} là où elle enferme au moins {un} de l'autre camp en ligne droite, \
                     entre elle et une des tiennes."
                } else {
                    "Pose ton {jeton} là où il enferme au moins {un} de l'autre camp en ligne droite, \
                     entre lui et un des tiens."
                },
            ),
            PlaceFirst(k) => n.text(
                &format!("First put all your {{many}} on the board: {k} still to place. Then you may move them."),
                &format!(
                    "Pose d'abord {} tes {{jetons}} sur le plateau\u{a0}: encore {k} à poser. Ensuite tu pourras les déplacer.",
                    if n.feminine { "toutes" } else { "tous" }
                ),
            ),
            Said(text) => text.clone(),
            Stuck { jumps } => {
                let other = if n.feminine { "une autre" } else { "un autre" };
                if *jumps {
                    n.text(
                        "This {one} cannot jump anywhere now: try another one.",
                        &format!("{{Ce}} ne peut sauter nulle part pour l'instant\u{a0}: essaies-en {other}."),
                    )
                } else {
                    n.text(
                        "This {one} cannot move now: try another one.",
                        &format!("{{Ce}} ne peut pas bouger pour l'instant\u{a0}: essaies-en {other}."),
                    )
                }
            }
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
    /// Points went to `player` for what happened at `at`: a token laid on a mosaic wall (its
    /// neighbours in line), a zone with points counted at the end of a round (Azul's floor).
    Scored {
        player: usize,
        at: CellId,
        points: i64,
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
