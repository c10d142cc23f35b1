//! Statistics kept in the browser for each game: per player (each seat, a person or the
//! computer at a level) the games, wins, losses, draws and tokens counted at the end; and the
//! ten best winning scores, where the design counts something (Othello's discs, points).

use leptos::prelude::*;
use tablier::engine::{Play, Status};
use tablier::json::Value;
use tablier::lang::Lang;
use tablier::model::Ranking;

use super::seats::seat_words;
use crate::i18n::{tr, use_lang};
use crate::storage;

/// Kept best scores.
const BEST: usize = 10;

fn key(game: &str) -> String {
    format!("tablier.stats.{game}")
}

/// `{"players": [{seat, computer, games, wins, losses, draws, tokens}], "best": [{seat,
/// computer, score, date}]}`, each seat once per who played it (a person, a level).
fn load(game: &str) -> Value {
    let v = storage::get(&key(game));
    match v {
        Some(v) if v["players"].is_array() && v["best"].is_array() => v,
        _ => Value::object(vec![("players", Value::Array(Vec::new())), ("best", Value::Array(Vec::new()))]),
    }
}

fn num(v: &Value, field: &str) -> u64 {
    v[field].as_u64().unwrap_or(0)
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
        let who = Value::from(computer);
        let won = p.state.status == Status::Won && p.state.winner.is_none_or(|w| w == seat);
        let column = match p.state.status {
            Status::Draw => "draws",
            _ if won => "wins",
            _ => "losses",
        };
        let score = scores.as_ref().and_then(|s| s.get(seat).copied());
        let Some(lines) = stats["players"].as_array_mut() else { return };
        let at = match lines.iter().position(|l| num(l, "seat") == seat as u64 && l["computer"] == who) {
            Some(i) => i,
            None => {
                let counts = ["games", "wins", "losses", "draws", "tokens"].map(|c| (c, Value::from(0u64)));
                let mut line = vec![("seat", seat.into()), ("computer", who.clone())];
                line.extend(counts);
                let line = Value::object(line);
                lines.push(line);
                lines.len() - 1
            }
        };
        let line = &mut lines[at];
        for (field, add) in [("games", 1), (column, 1), ("tokens", score.unwrap_or(0) as u64)] {
            line[field] = (num(line, field) + add).into();
        }
        if let (true, Some(score), Some(best)) = (won, score, stats["best"].as_array_mut()) {
            best.push(Value::object(vec![
                ("seat", seat.into()),
                ("computer", who.clone()),
                ("score", score.into()),
                ("date", today().into()),
            ]));
        }
    }
    if let Some(best) = stats["best"].as_array_mut() {
        tablier::sort::sort_by_key(best, |b| std::cmp::Reverse(num(b, "score")));
        best.truncate(BEST);
    }
    storage::set(&key(game), &stats);
}

fn today() -> String {
    let iso: String = js_sys::Date::new_0().to_iso_string().into();
    iso.chars().take(10).collect()
}

fn who(p: &Play, line: &Value, lang: Lang) -> String {
    let seat = num(line, "seat") as usize;
    let name = p.state.players.get(seat).map(|pl| pl.name.get(lang).to_string()).unwrap_or_default();
    match line["computer"].as_u64() {
        Some(level) => format!("{name} ({})", seat_words(level as u8, lang)),
        None => name,
    }
}

/// The table of the game's statistics and its best scores, from the end card.
#[component]
pub fn StatsTable(game: String, play: Play) -> impl IntoView {
    let lang = use_lang();
    let stats = load(&game);
    let counted = scores(&play).is_some();
    move || {
        let l = lang.get();
        let cell = |line: &Value, field: &'static str| view! { <td data-testid=format!("stat-{field}")>{num(line, field)}</td> };
        let rows = stats["players"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|line| {
                view! {
                    <tr data-seat=num(line, "seat")>
                        <th scope="row">{who(&play, line, l)}</th>
                        {cell(line, "games")}{cell(line, "wins")}{cell(line, "losses")}{cell(line, "draws")}
                        {counted.then(|| cell(line, "tokens"))}
                    </tr>
                }
            })
            .collect_view();
        let best: Vec<String> = stats["best"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|b| format!("{} {} · {}", num(b, "score"), who(&play, b, l), b["date"].as_str().unwrap_or_default()))
            .collect();
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
