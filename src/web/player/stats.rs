//! Statistics kept in the browser for each game: per player (each seat, a person or the
//! computer at a level) the games, wins, losses, draws and tokens counted at the end; and the
//! ten best winning scores, where the design counts something (Othello's discs, points).

use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use tablier::engine::{Play, Status};
use tablier::lang::Lang;

use super::counts;
use super::seating::seat_words;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::storage;

/// Kept best scores.
const BEST: usize = 10;

fn key(game: &str) -> String {
    format!("tablier.stats.{game}")
}

/// A game's statistics: each seat once per who played it (a person, a level), and the best
/// winning scores.
#[derive(Default, Serialize, Deserialize)]
struct Stats {
    players: Vec<Line>,
    best: Vec<Best>,
}

/// Who played a seat: a person (None) or the computer at a level.
#[derive(Clone, Copy, PartialEq)]
struct Seat {
    seat: usize,
    computer: Option<u8>,
}

#[derive(Serialize, Deserialize)]
struct Line {
    seat: usize,
    computer: Option<u8>,
    games: u64,
    wins: u64,
    losses: u64,
    draws: u64,
    /// What the design counts at the end (discs, points, tokens won), summed.
    tokens: u64,
}

#[derive(Serialize, Deserialize)]
struct Best {
    seat: usize,
    computer: Option<u8>,
    score: u64,
    /// The day, as 2026-11-27.
    date: String,
}

impl Line {
    fn who(&self) -> Seat {
        Seat { seat: self.seat, computer: self.computer }
    }
}

impl Best {
    fn who(&self) -> Seat {
        Seat { seat: self.seat, computer: self.computer }
    }
}

fn load(game: &str) -> Stats {
    storage::get(&key(game)).unwrap_or_default()
}

/// A finished game, added to the game's statistics.
pub fn record(game: &str, p: &Play, seats: &[Option<u8>]) {
    let mut stats = load(game);
    let scores = counts::scores(p);
    for seat in 0..p.state.players.len() {
        let who = Seat { seat, computer: seats.get(seat).copied().flatten() };
        let won = p.state.status == Status::Won && p.state.winner.is_none_or(|w| w == seat);
        let score = scores.as_ref().and_then(|s| s.get(seat).copied());
        let at = match stats.players.iter().position(|l| l.who() == who) {
            Some(i) => i,
            None => {
                stats.players.push(Line {
                    seat,
                    computer: who.computer,
                    games: 0,
                    wins: 0,
                    losses: 0,
                    draws: 0,
                    tokens: 0,
                });
                stats.players.len() - 1
            }
        };
        let line = &mut stats.players[at];
        line.games += 1;
        match p.state.status {
            Status::Draw => line.draws += 1,
            _ if won => line.wins += 1,
            _ => line.losses += 1,
        }
        line.tokens += u64::from(score.unwrap_or(0));
        if let (true, Some(score)) = (won, score) {
            stats.best.push(Best { seat, computer: who.computer, score: u64::from(score), date: today() });
        }
    }
    stats.best.sort_by_key(|b| std::cmp::Reverse(b.score));
    stats.best.truncate(BEST);
    storage::set(&key(game), &stats);
}

fn today() -> String {
    let iso: String = js_sys::Date::new_0().to_iso_string().into();
    iso.chars().take(10).collect()
}

fn who(p: &Play, who: Seat, lang: Lang) -> String {
    let name = p.state.players.get(who.seat).map(|pl| pl.name.get(lang).to_string()).unwrap_or_default();
    match who.computer {
        Some(level) => format!("{name} ({})", seat_words(level, lang)),
        None => name,
    }
}

/// The table of the game's statistics and its best scores, from the end card.
#[component]
pub fn StatsTable(game: String, play: Play) -> impl IntoView {
    let lang = use_lang();
    let stats = load(&game);
    let counted = counts::scores(&play).is_some();
    move || {
        let l = lang.get();
        let cell = |n: u64, field: &'static str| view! { <td data-testid=format!("stat-{field}")>{n}</td> };
        let rows = stats
            .players
            .iter()
            .map(|line| {
                view! {
                    <tr data-seat=line.seat>
                        <th scope="row">{who(&play, line.who(), l)}</th>
                        {cell(line.games, "games")}{cell(line.wins, "wins")}{cell(line.losses, "losses")}{cell(line.draws, "draws")}
                        {counted.then(|| cell(line.tokens, "tokens"))}
                    </tr>
                }
            })
            .collect_view();
        let best: Vec<String> =
            stats.best.iter().map(|b| format!("{} {} · {}", b.score, who(&play, b.who(), l), b.date)).collect();
        let heads: [&str; 5] = [
            tr(l, "Player", "Joueur"),
            tr(l, "Games", "Parties"),
            tr(l, "Won", "Gagnées"),
            tr(l, "Lost", "Perdues"),
            tr(l, "Drawn", "Nulles"),
        ];
        view! {
            <div class="stats" data-testid="stats-table">
                <table>
                    <thead><tr>
                        {heads.map(|h| view! { <th scope="col">{h}</th> })}
                        {counted.then(|| view! { <th scope="col">{tr(l, "Tokens", "Pions")}</th> })}
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table>
                {(!best.is_empty()).then(|| view! {
                    <h3>{tr(l, "Best scores", "Meilleurs scores")}</h3>
                    <ol class="high-scores" data-testid="high-scores">{best.into_iter().map(|b| view! { <li>{b}</li> }).collect_view()}</ol>
                })}
            </div>
        }
    }
}
