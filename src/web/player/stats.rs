//! Statistics kept in the browser for each game: per player (each seat, a person or the
//! computer at a level) the games, wins, losses, draws and tokens counted at the end; and the
//! ten best winning scores, where the design counts something (Othello's discs, points).

use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use tablier::engine::{Play, Status};
use tablier::lang::Lang;
use tablier::model::Ranking;

use super::seats::seat_words;
use crate::i18n::{tr, use_lang};
use crate::storage;

#[derive(Serialize, Deserialize, Default, Clone, PartialEq)]
struct Stats {
    players: Vec<Line>,
    best: Vec<Best>,
}

/// One seat's record: the seat's number and who played it (None: a person).
#[derive(Serialize, Deserialize, Clone, PartialEq)]
struct Line {
    seat: usize,
    computer: Option<u8>,
    games: u32,
    wins: u32,
    losses: u32,
    draws: u32,
    tokens: u32,
}

#[derive(Serialize, Deserialize, Clone, PartialEq)]
struct Best {
    seat: usize,
    computer: Option<u8>,
    score: u32,
    date: String,
}

/// Kept best scores.
const BEST: usize = 10;

fn key(game: &str) -> String {
    format!("tablier.stats.{game}")
}

fn load(game: &str) -> Stats {
    storage::get(&key(game)).and_then(|t| serde_json::from_str(&t).ok()).unwrap_or_default()
}

/// What the design counts for each player at the end, if anything: tokens on the grid,
/// points, or tokens won.
fn scores(p: &Play) -> Option<Vec<u32>> {
    match p.game.ranking() {
        Ranking::MostOnGrid => Some(super::status::on_grid(p).into_iter().map(|n| n as u32).collect()),
        Ranking::MostPoints => Some(p.state.players.iter().map(|pl| pl.points).collect()),
        Ranking::MostTokens => Some(p.state.players.iter().map(|pl| pl.tokens_won).collect()),
        _ => None,
    }
}

/// A finished game, added to the game's statistics.
pub fn record(game: &str, p: &Play, seats: &[Option<u8>]) {
    let mut stats = load(game);
    let scores = scores(p);
    for seat in 0..p.state.players.len() {
        let computer = seats.get(seat).copied().flatten();
        let line = match stats.players.iter().position(|l| l.seat == seat && l.computer == computer) {
            Some(i) => &mut stats.players[i],
            None => {
                stats.players.push(Line { seat, computer, games: 0, wins: 0, losses: 0, draws: 0, tokens: 0 });
                stats.players.last_mut().expect("just pushed")
            }
        };
        line.games += 1;
        let won = match p.state.status {
            Status::Won => p.state.winner.is_none_or(|w| w == seat),
            _ => false,
        };
        match p.state.status {
            Status::Draw => line.draws += 1,
            _ if won => line.wins += 1,
            _ => line.losses += 1,
        }
        let score = scores.as_ref().and_then(|s| s.get(seat).copied());
        line.tokens += score.unwrap_or(0);
        if let (true, Some(score)) = (won, score) {
            stats.best.push(Best { seat, computer, score, date: today() });
        }
    }
    stats.best.sort_by(|a, b| b.score.cmp(&a.score));
    stats.best.truncate(BEST);
    if let Ok(text) = serde_json::to_string(&stats) {
        storage::set(&key(game), &text);
    }
}

fn today() -> String {
    let iso: String = js_sys::Date::new_0().to_iso_string().into();
    iso.chars().take(10).collect()
}

fn who(p: &Play, seat: usize, computer: Option<u8>, lang: Lang) -> String {
    let name = p.state.players.get(seat).map(|pl| pl.name.get(lang).to_string()).unwrap_or_default();
    match computer {
        Some(level) => format!("{name} ({})", seat_words(level, lang)),
        None => name,
    }
}

/// The table of the game's statistics and its best scores, from the end card.
#[component]
pub fn StatsTable(game: String, play: Play) -> impl IntoView {
    let lang = use_lang();
    let stats = load(&game);
    let counted = scores(&play).is_some();
    let rows = stats.players.clone();
    let best = stats.best.clone();
    let play2 = play.clone();
    view! {
        <div class="stats" data-testid="stats-table">
            <table>
                <thead><tr>
                    <th scope="col">{move || tr(lang.get(), "Player", "Joueur")}</th>
                    <th scope="col">{move || tr(lang.get(), "Games", "Parties")}</th>
                    <th scope="col">{move || tr(lang.get(), "Won", "Gagnées")}</th>
                    <th scope="col">{move || tr(lang.get(), "Lost", "Perdues")}</th>
                    <th scope="col">{move || tr(lang.get(), "Drawn", "Nulles")}</th>
                    {counted.then(|| view! { <th scope="col">{move || tr(lang.get(), "Tokens", "Pions")}</th> })}
                </tr></thead>
                <tbody>
                    {rows.into_iter().map(|l| {
                        let p = play.clone();
                        view! {
                            <tr data-seat=l.seat>
                                <th scope="row">{move || who(&p, l.seat, l.computer, lang.get())}</th>
                                <td data-testid="stat-games">{l.games}</td>
                                <td data-testid="stat-wins">{l.wins}</td>
                                <td data-testid="stat-losses">{l.losses}</td>
                                <td data-testid="stat-draws">{l.draws}</td>
                                {counted.then(|| view! { <td data-testid="stat-tokens">{l.tokens}</td> })}
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
            {(!best.is_empty()).then(|| view! {
                <h3>{move || tr(lang.get(), "Best scores", "Meilleurs scores")}</h3>
                <ol class="high-scores" data-testid="high-scores">
                    {best.into_iter().map(|b| {
                        let p = play2.clone();
                        view! { <li><strong>{b.score}</strong>" "{move || who(&p, b.seat, b.computer, lang.get())}" · "{b.date.clone()}</li> }
                    }).collect_view()}
                </ol>
            })}
        </div>
    }
}
