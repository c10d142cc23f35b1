//! The game in progress: a `Play` in a signal, the held token, the message line, the choice
//! of how many play, and the save in localStorage (design id + seed + how many play + the log
//! of actions, replayed on load). Rolls are handed to `die` to be shown.

use std::time::Duration;

use leptos::prelude::*;
use tablier::engine::{help_steps, tap_squares, Action, Event, HelpStep, Play};
use tablier::game::{CellId, NONE};
use tablier::lang::Text;
use tablier::notation::parse_action;

use super::die;
use super::record::Record;
use crate::shared::games::Entry;
use crate::shared::layout::{self, Part};
use crate::shared::storage;

#[derive(Clone, Copy)]
pub struct Ctl {
    /// Where the game is saved; None for a built-in game test-played in the designer.
    id: StoredValue<Option<String>>,
    pub play: RwSignal<Play>,
    /// The engine's legal actions now, worked out once for each position and read by the
    /// help's squares, the roll and pass buttons, the hint line and the hands on the board.
    pub legal: Memo<Vec<Action>>,
    /// Where a tap with nothing in hand puts a token (the one kind a tray offers there: an
    /// Othello disc), from the same list.
    pub taps: Memo<Vec<CellId>>,
    /// The cell of the token picked up (tap-tap) or being dragged.
    pub held: RwSignal<Option<CellId>>,
    /// The last message and whether it explains a refusal.
    pub message: RwSignal<Option<(Text, bool)>>,
    /// The cell of the token last refused (it went back there): the hint speaks of it, not of
    /// the first token the rules would move.
    pub tried: RwSignal<Option<CellId>>,
    /// Why the last action was refused (None: it was not): a slip keeps a tapped token in
    /// hand, and only a refusal that does not say what to do is followed by the help's words.
    pub refused: StoredValue<Option<tablier::engine::Refusal>>,
    /// The message asks to pick a token up first ("First tap a tile in a factory."): it goes
    /// once one is picked up, rather than stay red above "Now tap one of your rows".
    pub pick_first: StoredValue<bool>,
    /// A message of the game's that is neither praise nor refusal ("Not a pair: they turn
    /// back."): the status line shows it in the neutral colour while it is the message.
    pub calm: RwSignal<Option<Text>>,
    /// Steps of the help ladder climbed in this game (0: no help shown; see `engine::help`).
    pub help: RwSignal<usize>,
    /// Tokens that just changed cell: (token, dx, dy) from their new place back to where they
    /// were seen, so they are drawn there first and glide home.
    pub arrivals: StoredValue<Vec<(u32, f64, f64)>>,
    /// The game has not started and may be played by more than one number of players: the
    /// choice is offered (until a number is chosen or the first action).
    pub choosing: RwSignal<bool>,
    /// Tokens just turned by enclosing (Othello): drawn with a short flip, once.
    pub flips: StoredValue<Vec<u32>>,
    /// How many tokens the last step turned (the flips above are used up as they are drawn):
    /// read aloud after the computer's move.
    pub turned: StoredValue<usize>,
    /// Who plays each seat: a person (None) or the computer at a level (`search::KEEP_CLOSE`
    /// for keep-it-close); see `seats`.
    pub seats: RwSignal<Vec<Option<u8>>>,
    /// A game the computer opens (or plays alone) waits for "Start", so the seats can be set.
    pub started: RwSignal<bool>,
    /// The computer is working out the move after this many actions (the answer for any
    /// other position is dropped: an undo, a restart, a new game came in between).
    pub thinking: RwSignal<Option<usize>>,
    /// "Show me" is working out a step (its button waits, so repeated taps ask once).
    pub showing: RwSignal<bool>,
    /// Where the computer's last answer was worked out (a hook for tests: the worker).
    pub thinker: RwSignal<Option<crate::shared::worker::Thinker>>,
    /// Computer against computer, paused by the people watching.
    pub paused: RwSignal<bool>,
    /// A finished game shown again move by move (undo and redo walk it; nothing is saved).
    pub replaying: RwSignal<bool>,
    /// What the last steps left on the board until a person acts again (`traces`).
    pub traces: RwSignal<Vec<super::traces::Trace>>,
    /// The parts of the drawing a phone shows one at a time (`layout::parts`; none: the whole
    /// drawing), and the one shown.
    pub parts: RwSignal<Vec<Part>>,
    pub part: RwSignal<Part>,
    /// The design player whose board is shown as "mine" for a moment after their step, while
    /// the next one is already in front (two people on one phone): their tiles are seen landing.
    pub landing: RwSignal<Option<usize>>,
    /// The next action comes from the computer, not from a person's hand.
    by_computer: StoredValue<bool>,
    /// The game's id, under which keep-it-close remembers the child's results.
    pub game_id: StoredValue<String>,
    /// The design's JSON, for the computer's worker: as the library keeps it, or as the
    /// designer wrote it out for its test-play.
    pub design_json: StoredValue<String>,
    /// Its hash, saved with the game (`Record::fits`), worked out once.
    design_hash: StoredValue<String>,
    /// The child playing, picked before the game when the teacher asks (`who`); "" for a
    /// child not listed. Reset by a new game.
    pub who: RwSignal<Option<String>>,
    /// Told of each finished game (the library keeps the children's results); None in the
    /// designer's test-play.
    finished: StoredValue<Option<super::OnFinished>>,
}

/// Where a game's progress is kept (`library/player_page.rs` asks whether there is one).
pub fn save_key(id: &str) -> String {
    format!("tablier.play.{id}")
}

/// The automatic save of a game, when its seed reads.
fn load_save(id: &str) -> Option<(u64, Record)> {
    let save: Record = storage::get(&save_key(id))?;
    Some((save.seed()?, save))
}

pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 1e9) as u64 + 1
}

/// The game to show: the saved one if it matches the asked seed (or no seed was asked); a new
/// game keeps the number of players saved last, and is dealt with `fresh` when no seed was
/// asked (the board drawn while the player's code came). False when the save could not be
/// replayed whole (see `replayed`).
pub fn restore(entry: &Entry, seed: Option<u64>, fresh: Option<u64>) -> (Play, bool) {
    // A game saved on a design edited since is not taken up again on the new design.
    let save = load_save(&entry.id).filter(|(_, s)| s.fits(&entry.json));
    let players = save.as_ref().and_then(|(_, s)| s.players).unwrap_or_else(|| entry.players());
    let saved = save.filter(|(saved, _)| seed.is_none_or(|asked| asked == *saved));
    let helps = saved.as_ref().map_or(0, |(_, s)| s.helps);
    let seed = saved.as_ref().map(|(seed, _)| *seed).or(seed).or(fresh).unwrap_or_else(random_seed);
    let log = saved.map(|(_, s)| s.log).unwrap_or_default();
    replayed(Play::new(entry.game.clone(), seed, players), log.iter().map(String::as_str), helps)
}

/// A saved game played again from its start: its actions, then the help it was given; false
/// when not every action could be (`Ctl::say_shortened`).
pub fn replayed<'a>(mut play: Play, log: impl Iterator<Item = &'a str>, helps: u32) -> (Play, bool) {
    // Every action of a log changed the game when it was played: one that no longer does (a
    // game saved by an older version of the rules) ends the replay where the game still agrees.
    let mut whole = true;
    for line in log {
        let before = play.log.len();
        if let Ok(action) = parse_action(&play.game, line) {
            play.act(action);
        }
        if play.log.len() == before {
            whole = false;
            break;
        }
    }
    play.helps = helps;
    play.settle();
    (play, whole)
}

/// The steps of the help ladder climbed by a game given `helps` help (show me may be asked
/// again at the top).
pub fn climbed(play: &Play) -> usize {
    play.helps.min(help_steps(&play.game).len() as u32) as usize
}

impl Ctl {
    /// Said when a saved game could not be replayed whole: an older version of the game's
    /// rules or of Tablier refuses one of its moves, and the game goes on from the one before.
    pub fn say_shortened(&self) {
        let words = Text::new(
            "This game was saved by an older version: it goes on from the last move that still follows the rules.",
            "Cette partie a été enregistrée par une version plus ancienne\u{a0}: elle reprend au dernier coup qui suit encore les règles.",
        );
        self.message.set(Some((words, false)));
    }

    pub fn new(entry: &Entry, play: Play) -> Ctl {
        // A game taken up again keeps the help it was given: the ladder where the child left
        // it, and the end card's stars counting it.
        let climbed = climbed(&play);
        let ctl = Ctl::over(entry, Some(entry.id.clone()), RwSignal::new(play));
        ctl.help.set(climbed);
        ctl.finished.set_value(use_context::<super::OnFinished>());
        // The seats and the child saved with this very game (a reload goes on as it was).
        let saved = load_save(&entry.id).filter(|(_, s)| s.fits(&entry.json));
        if let Some(seats) = saved.as_ref().and_then(|(_, s)| s.seats()) {
            ctl.seats.set(super::seating::fit(seats, ctl.play.with_untracked(|p| p.state.players.len())));
        }
        let seed = ctl.play.with_untracked(|p| p.seed);
        ctl.who.set(saved.filter(|(saved, _)| *saved == seed).and_then(|(_, s)| s.who));
        // Saved (for a reload to find this very game) once the board is on the screen: the
        // record's writing is not on the way of the first board.
        // (A child who left at once took the game's values with the page: nothing to save.)
        crate::shared::paint::after_paint(move || {
            if ctl.id.try_with_value(|_| ()).is_some() {
                ctl.save();
            }
        });
        ctl
    }

    /// A Ctl over a game in progress that someone else keeps (the designer's test-play). It
    /// is saved as the game's progress, except a built-in game's (still unchanged in the
    /// designer): the library's game in progress of that game is not to be overwritten.
    pub fn shared(entry: &Entry, play: RwSignal<Play>) -> Ctl {
        let ctl = Ctl::over(entry, (!entry.builtin).then(|| entry.id.clone()), play);
        ctl.save();
        ctl
    }

    fn over(entry: &Entry, id: Option<String>, play: RwSignal<Play>) -> Ctl {
        let seats = play.with_untracked(super::seating::from_design);
        let legal = Memo::new(move |_| play.with(Play::legal_actions));
        let taps = Memo::new(move |_| legal.with(|legal| play.with(|p| tap_squares(&p.game, &p.state, legal))));
        Ctl {
            game_id: StoredValue::new(entry.id.clone()),
            design_json: StoredValue::new(entry.json.clone()),
            design_hash: StoredValue::new(crate::shared::marks::design_hash(&entry.json)),
            id: StoredValue::new(id),
            play,
            legal,
            taps,
            held: RwSignal::new(None),
            message: RwSignal::new(None),
            tried: RwSignal::new(None),
            refused: StoredValue::new(None),
            pick_first: StoredValue::new(false),
            calm: RwSignal::new(None),
            help: RwSignal::new(0),
            arrivals: StoredValue::new(Vec::new()),
            choosing: RwSignal::new(play.with_untracked(|p| p.log.is_empty() && has_choice(p))),
            flips: StoredValue::new(Vec::new()),
            turned: StoredValue::new(0),
            seats: RwSignal::new(seats),
            started: RwSignal::new(play.with_untracked(|p| !p.log.is_empty())),
            thinking: RwSignal::new(None),
            showing: RwSignal::new(false),
            thinker: RwSignal::new(None),
            paused: RwSignal::new(false),
            replaying: RwSignal::new(false),
            traces: RwSignal::new(Vec::new()),
            parts: RwSignal::new(Vec::new()),
            part: RwSignal::new(Part::Table),
            landing: RwSignal::new(None),
            by_computer: StoredValue::new(false),
            who: RwSignal::new(None),
            finished: StoredValue::new(None),
        }
    }

    pub fn save(&self) {
        let Some(id) = self.id.get_value() else { return };
        if self.replaying.get_untracked() {
            return;
        }
        storage::set(&save_key(&id), &self.record());
    }

    /// The game as a save records it, with the design it is played on.
    pub fn record(&self) -> Record {
        let mut record = self.play.with_untracked(|p| Record::of(p, self.seats.get_untracked()));
        record.design = self.design_hash.get_value();
        record.who = self.who.get_untracked();
        record
    }

    /// Ask the engine; show its message; turn a mismatched group back after the rules' delay.
    pub fn act(&self, action: Action) -> bool {
        self.act_dragged(action, None)
    }

    /// Are finished games kept in the teacher's results (played from the library)?
    pub fn keeps_results(&self) -> bool {
        self.finished.with_value(Option::is_some)
    }

    /// Has the child climbed the help ladder up to `step`?
    pub fn helped(&self, step: HelpStep) -> bool {
        let climbed = self.help.get();
        self.play.with_untracked(|p| help_steps(&p.game).iter().take(climbed).any(|s| *s == step))
    }

    /// One step up the help ladder (counted in the game); at the top, "show me" again.
    pub fn climb_help(&self) {
        let steps = self.play.with_untracked(|p| help_steps(&p.game).len());
        if self.help.get_untracked() < steps {
            self.help.update(|h| *h += 1);
            self.play.update(|p| p.helps += 1);
            self.prepare_show_me();
        }
    }

    /// Whether the computer plays the seat whose turn it is.
    pub fn computer_to_play(&self) -> bool {
        untrack(|| self.computer_turn())
    }

    /// The same, read by a view or a memo, which follows the turn and the seats.
    pub fn computer_turn(&self) -> bool {
        self.seats.with(|s| self.play.with(|p| s.get(p.state.current).copied().flatten().is_some()))
    }

    /// Whether a person's hand is refused now, saying why: a replay is being watched, or the
    /// computer has the turn.
    pub fn hands_off(&self) -> bool {
        let why = if self.replaying.get_untracked() {
            Text::new(
                "This is a replay: tap Close to play again.",
                "C'est une rediffusion\u{a0}: touche Fermer pour rejouer.",
            )
        } else if self.computer_to_play() && self.play.with_untracked(|p| !p.state.is_over()) {
            Text::new("Wait: the computer is playing.", "Attends\u{a0}: l'ordinateur joue.")
        } else {
            return false;
        };
        self.message.set(Some((why, true)));
        true
    }

    /// The computer's action, shown as a person's would be (it glides from where it was).
    pub fn computer_act(&self, action: Action) {
        let taking = self.play.with_untracked(|p| p.state.take_due);
        self.by_computer.set_value(true);
        let accepted = self.act(action);
        self.by_computer.set_value(false);
        // In the game's own word for a line when it has one ("Mill!"), as the child's is.
        let line = self.play.with_untracked(|p| {
            p.game.rules().lines.as_ref().map(|l| &l.message).filter(|m| !m.is_blank()).map(|m| m.text())
        });
        let line = line.unwrap_or_else(|| Text::new("A line!", "Une ligne\u{a0}!"));
        let noun = self.play.with_untracked(|p| tablier::engine::Noun::of(&p.game));
        // "one of your men" when the other side is the one person playing against it.
        let yours = self.seats.with_untracked(|s| s.len() == 2 && s.iter().filter(|s| s.is_none()).count() == 1);
        let (en, fr) = match (yours, noun.feminine) {
            (true, true) => ("one of your {many}", "une de tes {jetons}"),
            (true, false) => ("one of your {many}", "un de tes {jetons}"),
            (false, _) => ("{a} of the other side", "{un} de l'autre camp"),
        };
        if taking && accepted && self.play.with_untracked(|p| !p.state.is_over()) {
            // Which one: the point it came from is circled on the board (`traces`).
            self.message.set(Some((
                // Without the line's word again: "Mill!" was said when the take was announced.
                noun.text(
                    &format!("The computer took {en} from the circled {{cell.one}}."),
                    &format!("L'ordinateur a pris {fr} sur {{cell.le}} entouré{{cell.e}}."),
                ),
                false,
            )));
        } else if self.play.with_untracked(|p| p.state.take_due && !p.state.is_over()) && self.computer_to_play() {
            // The engine's word after a line of N tells the mover to tap a token to take:
            // when the mover is the computer, the child is told what comes instead.
            self.message.set(Some((
                noun.text(
                    &format!("{} The computer takes {en}.", line.en),
                    &format!("{} L'ordinateur prend {fr}.", line.fr),
                ),
                false,
            )));
        }
    }

    /// `act` for a move whose sprite was dragged `offset` (SVG units) away from its cell.
    /// A person's hand is refused while the computer has the turn.
    pub fn act_dragged(&self, action: Action, offset: Option<(f64, f64)>) -> bool {
        self.refused.set_value(None);
        self.pick_first.set_value(false);
        if !self.by_computer.get_value() && self.hands_off() {
            return false;
        }
        let was_over = self.play.with_untracked(|p| p.state.is_over());
        let before: Vec<CellId> = self.play.with_untracked(|p| p.state.tokens.iter().map(|t| t.cell).collect());
        let mut result = None;
        self.play.update(|p| result = Some(p.act(action)));
        let Some(outcome) = result else { return false };
        self.note_arrivals(&before, action, offset);
        let flipped = outcome.events.iter().filter_map(|e| match e {
            Event::Flipped { token } => Some(*token),
            _ => None,
        });
        self.flips.set_value(flipped.collect());
        self.turned.set_value(self.flips.with_value(Vec::len));
        let accepted = outcome.accepted();
        self.refused.set_value(outcome.refusal.clone());
        self.tried.set(match action {
            Action::Move(from, _) if !accepted => Some(from),
            _ => None,
        });
        let mismatched = outcome.events.iter().any(|e| matches!(e, Event::Mismatched { .. }));
        self.calm.set(outcome.message.clone().filter(|_| mismatched));
        // The traces stay through the computer's turns, until a person's next step; so does
        // the message that explains them ("The points are counted.") while the computer's
        // steps have nothing to say.
        let computer = self.by_computer.get_value();
        let traces = super::traces::of(&outcome.events, &before, computer);
        let explained = computer && outcome.message.is_none() && !self.traces.with_untracked(Vec::is_empty);
        if computer {
            self.traces.update(|t| t.extend(traces));
        } else if accepted {
            self.traces.set(traces);
        }
        if !explained {
            self.message.set(outcome.message.clone().map(|m| (m, !accepted)));
        }
        self.play.with_untracked(|p| die::show(&p.game, &outcome.events));
        if self.play.with_untracked(|p| !p.log.is_empty()) {
            self.choosing.set(false);
        }
        if outcome.events.iter().any(|e| matches!(e, Event::Mismatched { .. })) {
            self.settle_later();
        }
        self.started.set(true);
        if !was_over && self.play.with_untracked(|p| p.state.is_over()) {
            let (game, seats) = (self.game_id.get_value(), self.seats.get_untracked());
            // The engine congratulates the winner: when that is the computer against a child,
            // the line says the end card's kind word instead.
            let computers: Vec<bool> = seats.iter().map(|s| s.is_some()).collect();
            let kind = self.play.with_untracked(|p| {
                tablier::engine::computer_beat_people(&p.state, &computers)
                    .then(|| tablier::engine::end_text_seated(&p.game, &p.state, &computers))
            });
            if let Some(kind) = kind {
                self.message.set(Some((kind, false)));
            }
            self.play.with_untracked(|p| {
                super::seating::record_end(&game, p, &seats);
                super::stats::record(&game, p, &seats);
                if let Some(finished) = self.finished.get_value() {
                    let who = self.who.get_untracked().unwrap_or_default();
                    finished.0.run((game.clone(), p.clone(), seats.clone(), who));
                }
            });
        }
        self.save();
        accepted
    }

    pub fn note_arrivals(&self, before: &[CellId], action: Action, offset: Option<(f64, f64)>) {
        let list = self.play.with_untracked(|p| {
            let mut list = Vec::new();
            for (t, tok) in p.state.tokens.iter().enumerate() {
                let old = before[t];
                if old == tok.cell || old == NONE || tok.cell == NONE {
                    continue;
                }
                let (a, b) = (layout::cell_rect(&p.game, old), layout::cell_rect(&p.game, tok.cell));
                let (mut dx, mut dy) = (a.x - b.x, a.y - b.y);
                if let (Some((ox, oy)), Action::Move(from, _) | Action::Select(from)) = (offset, action) {
                    if from == old {
                        dx += ox;
                        dy += oy;
                    }
                }
                list.push((t as u32, dx, dy));
            }
            list
        });
        self.arrivals.set_value(list);
    }

    /// Where a token being drawn should start from, once.
    pub fn take_arrival(&self, token: u32) -> Option<(f64, f64)> {
        let mut found = None;
        self.arrivals.update_value(|list| {
            if let Some(i) = list.iter().position(|a| a.0 == token) {
                let (_, dx, dy) = list.swap_remove(i);
                found = Some((dx, dy));
            }
        });
        found
    }

    /// Would the engine accept this action now? (Tried on a copy of the state.)
    pub fn accepts(&self, action: Action) -> bool {
        self.refusal(action).is_none()
    }

    /// Why the engine would refuse this action now, if it would. (Tried on a copy.)
    pub fn refusal(&self, action: Action) -> Option<tablier::engine::Refusal> {
        self.play.with_untracked(|p| {
            let mut state = p.state.clone();
            tablier::engine::apply(&p.game, &mut state, action).refusal
        })
    }

    /// Whether a token being drawn was just turned by enclosing, once.
    pub fn take_flip(&self, token: u32) -> bool {
        let mut found = false;
        self.flips.update_value(|list| {
            if let Some(i) = list.iter().position(|t| *t == token) {
                list.swap_remove(i);
                found = true;
            }
        });
        found
    }

    fn settle_later(&self) {
        let (play, at) = (self.play, self.play.with_untracked(|p| p.log.len()));
        let tenths = play.with_untracked(|p| p.game.rules().flip_back_delay).max(1);
        set_timeout(
            move || {
                // The child may have left the game meanwhile: its signals are gone, nothing to do.
                if play.try_with_untracked(|p| p.log.len() == at && !p.state.revealed.is_empty()) == Some(true) {
                    play.try_update(|p| p.settle());
                }
            },
            Duration::from_millis(tenths as u64 * 100),
        );
    }

    /// Take back the last move; against the computer, back to the last person's turn (the
    /// computer's reply and the person's move before it), or the computer would play again.
    pub fn undo(&self) {
        self.held.set(None);
        self.tried.set(None);
        self.thinking.set(None);
        let seats = self.seats.get_untracked();
        let computer = |p: &Play| seats.get(p.state.current).copied().flatten().is_some();
        self.play.update(|p| {
            p.settle();
            while p.undo() && computer(p) {}
        });
        // Back at the start of a game the computer opens: it waits for "Start" again.
        if self.play.with_untracked(|p| p.log.is_empty()) {
            self.started.set(false);
        }
        self.message.set(None);
        self.traces.set(Vec::new());
        self.flips.set_value(Vec::new());
        die::clear();
        self.save();
    }

    /// Start again with as many players; a fresh seed unless the address asked for one. The
    /// number of players is offered again.
    pub fn restart(&self, seed: Option<u64>) {
        let players = self.play.with_untracked(|p| p.state.players.len());
        // A new game may be another child's: asked again (`who`).
        self.who.set(None);
        self.new_game(seed.unwrap_or_else(random_seed), players);
        self.choosing.set(self.play.with_untracked(has_choice));
    }

    /// The number of players chosen: the same game (same seed) for that many.
    pub fn choose_players(&self, players: usize) {
        let seed = self.play.with_untracked(|p| p.seed);
        self.new_game(seed, players);
        self.choosing.set(false);
    }

    fn new_game(&self, seed: u64, players: usize) {
        self.held.set(None);
        self.tried.set(None);
        self.help.set(0);
        self.thinking.set(None);
        self.started.set(false);
        self.paused.set(false);
        self.replaying.set(false);
        self.seats.update(|s| *s = super::seating::fit(std::mem::take(s), players));
        self.play.update(|p| *p = Play::new(p.game.clone(), seed, players));
        self.message.set(None);
        self.traces.set(Vec::new());
        die::clear();
        self.save();
    }
}

/// Whether the design lets people choose how many play.
pub fn has_choice(play: &Play) -> bool {
    play.game.player_counts().len() > 1
}
