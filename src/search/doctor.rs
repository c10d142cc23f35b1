//! The game doctor: the computer plays a design against itself many times and says, in plain
//! words, how the game plays: how often the first player wins, how often it is a draw, how long
//! a game lasts (moves, and minutes at a child's pace), games that never end, and squares or
//! tokens never used; with the usual fixes when one side wins most games. For the educator who
//! made the game, before children meet it.

use super::{choose_knowing, Seen};
use crate::engine::{apply, new_game, Status};
use crate::game::{CellId, Game};
use crate::lang::{Grammar, Text};
use crate::model::Design;
use crate::rng::Rng;

/// A game longer than this many actions is stopped and counted as not ending.
pub const MOVE_LIMIT: u32 = 600;

/// The level the computer plays both sides at: quick, and a little varied from game to game.
pub const LEVEL: u8 = 2;

/// Seconds a child takes for one action, for "minutes at a child's pace".
const CHILD_SECONDS: u32 = 6;

/// What the games showed (sent as JSON from the browser's worker, a game at a time).
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Checkup {
    pub games: u32,
    /// Wins by seat (the first player is seat 0).
    pub wins: Vec<u32>,
    pub draws: u32,
    /// Games stopped at [`MOVE_LIMIT`].
    pub unfinished: u32,
    /// Actions of each finished game.
    pub lengths: Vec<u32>,
    /// Playable grid squares no token ever stood on, as [row, column] from 0.
    pub unused_squares: Vec<[u32; 2]>,
    /// Token types (indexes) never seen on the grid.
    pub unused_types: Vec<usize>,
}

/// Plays `games` games among `players` at the doctor's level, from seeds `seed`, `seed + 1`…
/// `progress(done)` is called after each game; it returns false to stop early (a Stop button).
pub fn checkup(game: &Game, players: usize, games: u32, seed: u64, progress: &mut dyn FnMut(u32) -> bool) -> Checkup {
    let grid: Vec<CellId> = game.grid().cells().filter(|&c| game.cells[c as usize].playable).collect();
    let mut used_cells = vec![false; game.cells.len()];
    let mut used_types = vec![false; game.design.token_types.len()];
    let mut out = Checkup { wins: vec![0; players], ..Checkup::default() };
    for g in 0..games {
        let seed = seed.wrapping_add(g as u64);
        let mut state = new_game(game, seed, players);
        let mut seen = Seen::of(game, &state);
        let mut rng = Rng::new(seed ^ 0xD0C);
        let mut moves = 0;
        let mut mark = |state: &crate::engine::State| {
            for &c in &grid {
                if let Some(t) = state.visible(c) {
                    used_cells[c as usize] = true;
                    if let Some(u) = used_types.get_mut(state.tokens[t as usize].kind as usize) {
                        *u = true;
                    }
                }
            }
        };
        mark(&state);
        while !state.is_over() && moves < MOVE_LIMIT {
            let Some(action) = choose_knowing(game, &state, LEVEL, &seen, &mut rng) else { break };
            apply(game, &mut state, action);
            seen.observe(game, &state);
            mark(&state);
            moves += 1;
        }
        out.games += 1;
        match (state.status, state.winner) {
            (Status::Won, Some(w)) if w < players => {
                out.wins[w] += 1;
                out.lengths.push(moves);
            }
            (Status::Playing, _) => out.unfinished += 1,
            _ => {
                out.draws += 1;
                out.lengths.push(moves);
            }
        }
        if !progress(g + 1) {
            break;
        }
    }
    out.unused_squares = grid
        .into_iter()
        .filter(|c| !used_cells[*c as usize])
        .map(|c| [game.cells[c as usize].row, game.cells[c as usize].column])
        .collect();
    out.unused_types = used_types.iter().enumerate().filter(|(_, u)| !**u).map(|(i, _)| i).collect();
    out
}

impl Checkup {
    /// Adds the games of `other` (played on the same design): a square or a token counts as
    /// unused only when neither used it.
    pub fn merge(&mut self, other: Checkup) {
        self.games += other.games;
        if self.wins.len() < other.wins.len() {
            self.wins.resize(other.wins.len(), 0);
        }
        for (mine, theirs) in self.wins.iter_mut().zip(&other.wins) {
            *mine += theirs;
        }
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        self.lengths.extend(other.lengths);
        if self.games == other.games {
            // The first games merged: their unused places are the list so far.
            self.unused_squares = other.unused_squares;
            self.unused_types = other.unused_types;
        } else {
            self.unused_squares.retain(|c| other.unused_squares.contains(c));
            self.unused_types.retain(|t| other.unused_types.contains(t));
        }
    }

    /// Games that ended (won or drawn).
    fn ended(&self) -> u32 {
        self.games - self.unfinished
    }

    /// Per cent of the games, rounded.
    fn percent(&self, n: u32) -> u32 {
        (100 * n + self.games / 2).checked_div(self.games).unwrap_or(0)
    }

    /// The mean length of the games that ended, in actions.
    pub fn mean_length(&self) -> f64 {
        if self.lengths.is_empty() {
            0.0
        } else {
            self.lengths.iter().sum::<u32>() as f64 / self.lengths.len() as f64
        }
    }

    /// What the games showed, one plain sentence each, in the educator's words; then the usual
    /// fixes when one side wins most games.
    pub fn sentences(&self, design: &Design) -> Vec<Text> {
        let mut out = Vec::new();
        let n = self.games;
        out.push(Text::new(
            format!("The computer played your game {n} {} against itself.", en_plural(n, "time", "times")),
            format!("L'ordinateur a joué {n} fois à votre jeu contre lui-même."),
        ));
        let name = |seat: usize| match design.players.get(seat) {
            Some(p) => (p.name.text(), p.grammar()),
            None => (Text::new("?", "?"), Grammar::default()),
        };
        for (seat, &w) in self.wins.iter().enumerate() {
            let (who, g) = name(seat);
            let who = Text::new(who.en, g.subject_fr(&who.fr));
            let first = match (seat, g.plural_fr) {
                (0, false) => (g.en(" (who starts)", " (who start)"), " (qui commence)"),
                (0, true) => (g.en(" (who starts)", " (who start)"), " (qui commencent)"),
                _ => ("", ""),
            };
            out.push(Text::new(
                format!("{}{} won {} ({}%).", who.en, first.0, games_en(w), self.percent(w)),
                format!(
                    "{}{} {} {} ({}\u{a0}%).",
                    who.fr,
                    first.1,
                    g.fr("a gagné", "ont gagné"),
                    parties_fr(w),
                    self.percent(w)
                ),
            ));
        }
        if self.draws > 0 {
            let d = self.draws;
            out.push(Text::new(
                format!("{} {} a draw ({}%).", games_en(d), en_plural(d, "was", "were"), self.percent(d)),
                format!(
                    "{} {} à égalité ({}\u{a0}%).",
                    parties_fr(d),
                    fr_plural(d, "a fini", "ont fini"),
                    self.percent(d)
                ),
            ));
        }
        if self.ended() > 0 {
            let moves = self.mean_length().round() as u32;
            let minutes = (moves * CHILD_SECONDS).div_ceil(60).max(1);
            out.push(Text::new(
                format!(
                    "A game lasts {moves} {} on average: about {minutes} {} at a child's pace.",
                    en_plural(moves, "move", "moves"),
                    en_plural(minutes, "minute", "minutes")
                ),
                format!(
                    "Une partie dure {moves} {} en moyenne\u{a0}: environ {minutes} {} au rythme d'un enfant.",
                    fr_plural(moves, "coup", "coups"),
                    fr_plural(minutes, "minute", "minutes")
                ),
            ));
        }
        if self.unfinished > 0 {
            let u = self.unfinished;
            out.push(Text::new(
                format!(
                    "{} had not ended after {MOVE_LIMIT} moves: give the game a way to end (a goal, or a limit on moves).",
                    games_en(u)
                ),
                format!(
                    "{} {} après {MOVE_LIMIT} coups\u{a0}: donnez au jeu une façon de finir (un but, ou un nombre de coups limité).",
                    parties_fr(u),
                    fr_plural(u, "n'était pas finie", "n'étaient pas finies")
                ),
            ));
        }
        if !self.unused_squares.is_empty() {
            let k = self.unused_squares.len();
            let places: Vec<String> =
                self.unused_squares.iter().take(4).map(|[row, column]| format!("{},{}", row + 1, column + 1)).collect();
            let more = if k > 4 { "…" } else { "" };
            out.push(Text::new(
                match k {
                    1 => format!("1 square was never used (row,column: {}).", places.join("; ")),
                    _ => format!("{k} squares were never used (row,column: {}{more}).", places.join("; ")),
                },
                match k {
                    1 => format!("1 case n'a jamais servi (ligne,colonne\u{a0}: {}).", places.join("\u{a0}; ")),
                    _ => format!(
                        "{k} cases n'ont jamais servi (ligne,colonne\u{a0}: {}{more}).",
                        places.join("\u{a0}; ")
                    ),
                },
            ));
        }
        for &t in &self.unused_types {
            let Some(ty) = design.token_types.get(t) else { continue };
            let name = ty.name.text();
            out.push(Text::new(
                format!("\"{}\" never came on the grid.", name.en),
                format!("«\u{a0}{}\u{a0}» n'est jamais venu sur la grille.", name.fr),
            ));
        }
        out.extend(self.balance(&name));
        out
    }

    /// Whether one side wins most games (with the usual fixes), a side never wins, or the game
    /// looks fair; nothing before ten decided games, too few to tell.
    /// `name(seat)` is a seat's bare name and its grammar.
    fn balance(&self, name: &dyn Fn(usize) -> (Text, Grammar)) -> Option<Text> {
        let decided: u32 = self.wins.iter().sum();
        if self.wins.len() < 2 || decided < 10 {
            return None;
        }
        let (seat, &w) = self.wins.iter().enumerate().max_by_key(|(i, w)| (**w, std::cmp::Reverse(*i)))?;
        if 10 * w >= 7 * self.ended().max(1) {
            let (who, g) = name(seat);
            let named = Text::new(who.en.clone(), g.name_fr(&who.fr));
            let who = Text::new(who.en, g.subject_fr(&who.fr));
            let (wins, gagne) = (g.en("wins", "win"), g.fr("gagne", "gagnent"));
            return Some(if seat == 0 {
                Text::new(
                    format!("{} {wins} most games: let the other side start, or give it one more token.", who.en),
                    format!(
                        "{} {gagne} la plupart des parties\u{a0}: laissez l'autre camp commencer, ou donnez-lui un jeton de plus.",
                        who.fr
                    ),
                )
            } else {
                // Playing later is the advantage here: the winner starts instead.
                Text::new(
                    format!(
                        "{} {wins} most games: let {} start instead, or give the others one more token.",
                        who.en, named.en
                    ),
                    format!(
                        "{} {gagne} la plupart des parties\u{a0}: laissez plutôt commencer {}, ou donnez un jeton de plus aux autres.",
                        who.fr, named.fr
                    ),
                )
            });
        }
        if let Some(never) = self.wins.iter().position(|&w| w == 0) {
            let (who, g) = name(never);
            return Some(Text::new(
                format!("{} never won: give {} one more token, or let {} start.", who.en, who.en, who.en),
                format!(
                    "{} {}\u{a0}: donnez un jeton de plus {}, ou laissez commencer {}.",
                    g.subject_fr(&who.fr),
                    g.fr("n'a jamais gagné", "n'ont jamais gagné"),
                    g.to_fr(&who.fr),
                    g.name_fr(&who.fr)
                ),
            ));
        }
        Some(Text::new("Every side wins: the game looks fair.", "Chaque camp gagne\u{a0}: le jeu semble équilibré."))
    }
}

/// "1 game", "3 games".
fn games_en(n: u32) -> String {
    format!("{n} {}", en_plural(n, "game", "games"))
}

/// «0 partie», «1 partie», «3 parties»: French counts 0 and 1 in the singular.
fn parties_fr(n: u32) -> String {
    format!("{n} {}", fr_plural(n, "partie", "parties"))
}

fn en_plural<'a>(n: u32, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 {
        one
    } else {
        many
    }
}

fn fr_plural<'a>(n: u32, one: &'a str, many: &'a str) -> &'a str {
    if n <= 1 {
        one
    } else {
        many
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(file: &str) -> Game {
        let text = std::fs::read_to_string(format!("{}/games/{file}.json", env!("CARGO_MANIFEST_DIR"))).expect("game");
        Game::from_json(&text).unwrap_or_else(|p| panic!("{p:?}"))
    }

    #[test]
    fn tic_tac_toe_is_short_and_uses_every_square() {
        let g = game("tic-tac-toe");
        let mut calls = 0;
        let c = checkup(&g, 2, 12, 1, &mut |done| {
            calls += 1;
            assert_eq!(done, calls);
            true
        });
        assert_eq!(c.games, 12);
        assert_eq!(c.wins.iter().sum::<u32>() + c.draws + c.unfinished, 12);
        assert_eq!(c.unfinished, 0);
        assert!(c.mean_length() >= 5.0 && c.mean_length() <= 9.0, "{}", c.mean_length());
        assert!(c.unused_squares.is_empty());
        let said = c.sentences(&g.design);
        assert!(said[0].en.contains("12 times"), "{}", said[0].en);
        assert!(said.iter().any(|t| t.fr.contains("au rythme d'un enfant")));
    }

    /// Games that never end, squares never used, and one side winning most: each said, with
    /// the usual fixes, in both languages.
    #[test]
    fn what_goes_wrong_is_said_with_its_fix() {
        let g = game("tic-tac-toe");
        let c = Checkup {
            games: 20,
            wins: vec![15, 2],
            draws: 0,
            unfinished: 3,
            lengths: vec![7; 17],
            unused_squares: vec![[2, 2]],
            unused_types: vec![],
        };
        let said = c.sentences(&g.design);
        let en: Vec<&str> = said.iter().map(|t| t.en.as_str()).collect();
        let fr: Vec<&str> = said.iter().map(|t| t.fr.as_str()).collect();
        assert_eq!(en[1], "Crosses (who start) won 15 games (75%).");
        assert_eq!(fr[1], "Les Croix (qui commencent) ont gagné 15 parties (75\u{a0}%).");
        assert!(en.contains(&"A game lasts 7 moves on average: about 1 minute at a child's pace."), "{en:?}");
        assert!(en.iter().any(|t| t.starts_with("3 games had not ended after 600 moves: give the game a way to end")));
        assert!(en.contains(&"1 square was never used (row,column: 3,3)."), "{en:?}");
        assert_eq!(*en.last().unwrap(), "Crosses win most games: let the other side start, or give it one more token.");
        assert!(fr.last().unwrap().starts_with("Les Croix gagnent la plupart des parties"), "{fr:?}");
    }

    /// When the second side wins most, the fix names it: it should start instead. A side that
    /// never wins is named; "fair" only when every side wins some and none wins most.
    #[test]
    fn the_verdict_names_who_it_is_about() {
        let g = game("tic-tac-toe");
        let verdict = |wins: Vec<u32>, draws: u32| {
            let games = wins.iter().sum::<u32>() + draws;
            let c = Checkup { games, wins, draws, lengths: vec![7; games as usize], ..Checkup::default() };
            c.sentences(&g.design).pop().unwrap()
        };
        let late = verdict(vec![2, 14], 4);
        assert_eq!(late.en, "Noughts win most games: let Noughts start instead, or give the others one more token.");
        assert_eq!(
            late.fr,
            "Les Ronds gagnent la plupart des parties\u{a0}: laissez plutôt commencer les Ronds, ou donnez un jeton de plus aux autres."
        );
        let fair = verdict(vec![7, 6], 7);
        assert_eq!(fair.en, "Every side wins: the game looks fair.");
        let lopsided = verdict(vec![9, 1], 0);
        assert!(lopsided.en.starts_with("Crosses win most games"), "{}", lopsided.en);
        // Too few decided games to tell: no verdict at all.
        let few = verdict(vec![3, 2], 10);
        assert!(few.en.starts_with("A game lasts"), "{}", few.en);
    }

    #[test]
    fn a_side_that_never_wins_is_named() {
        let mut g = game("tic-tac-toe");
        let mut third = g.design.players[1].clone();
        third.name = "Triangles".into();
        g.design.players.push(third);
        let c = Checkup { games: 12, wins: vec![6, 6, 0], lengths: vec![7; 12], ..Checkup::default() };
        let said = c.sentences(&g.design).pop().unwrap();
        assert!(said.en.starts_with("Triangles never won"), "{}", said.en);
    }

    /// One game, one draw, one unfinished: singular words; French counts 0 in the singular.
    #[test]
    fn counts_of_one_and_zero_agree() {
        let g = game("tic-tac-toe");
        let c =
            Checkup { games: 3, wins: vec![1, 0], draws: 1, unfinished: 1, lengths: vec![1, 1], ..Checkup::default() };
        let said = c.sentences(&g.design);
        let en: Vec<&str> = said.iter().map(|t| t.en.as_str()).collect();
        let fr: Vec<&str> = said.iter().map(|t| t.fr.as_str()).collect();
        assert_eq!(en[1], "Crosses (who start) won 1 game (33%).");
        assert_eq!(fr[1], "Les Croix (qui commencent) ont gagné 1 partie (33\u{a0}%).");
        assert_eq!(fr[2], "Les Ronds ont gagné 0 partie (0\u{a0}%).");
        assert_eq!(en[3], "1 game was a draw (33%).");
        assert_eq!(fr[3], "1 partie a fini à égalité (33\u{a0}%).");
        assert!(en[4].starts_with("A game lasts 1 move on average"), "{}", en[4]);
        assert!(en[5].starts_with("1 game had not ended"), "{}", en[5]);
        assert!(fr[5].starts_with("1 partie n'était pas finie"), "{}", fr[5]);
        let once = Checkup { games: 1, wins: vec![1, 0], lengths: vec![5], ..Checkup::default() };
        assert!(once.sentences(&g.design)[0].en.contains("1 time against"));
    }

    /// Games played one at a time (in the browser's worker) and merged say what games played
    /// together say.
    #[test]
    fn games_merged_one_by_one_are_games_played_together() {
        let g = game("tic-tac-toe");
        let together = checkup(&g, 2, 6, 4, &mut |_| true);
        let mut merged = Checkup::default();
        for i in 0..6 {
            merged.merge(checkup(&g, 2, 1, 4 + i, &mut |_| true));
        }
        assert_eq!(merged, together);
    }

    #[test]
    fn a_stop_ends_the_checkup_at_once() {
        let g = game("tic-tac-toe");
        let c = checkup(&g, 2, 50, 1, &mut |done| done < 3);
        assert_eq!(c.games, 3);
    }
}
