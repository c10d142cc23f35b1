//! A game's printed sheet, in the game's own words: the goal and rules (the teacher's
//! description, else made from the game's settings), who plays, and the limits that end a game. Read from the compiled game, so that it says what is played.

use super::goal_words::goal_text;
use crate::game::Game;
use crate::lang::{Lang, Text};

/// The sheet's lines after the game's name: its goal first.
pub fn sheet_lines(game: &Game) -> Vec<Text> {
    let d = &game.design;
    let mut lines = Vec::new();
    // The teacher's description says the rules in their words; else they are made from the
    // game's settings and words (`goal_text`).
    let goal = goal_text(d);
    if !goal.en.is_empty() || !goal.fr.is_empty() {
        lines.push(goal);
    }
    let counts = game.player_counts();
    let (least, most) = (counts.first().copied().unwrap_or(1), counts.last().copied().unwrap_or(1));
    let names = |lang: Lang| {
        let names: Vec<String> =
            d.players.iter().map(|p| p.name.get(lang).to_string()).filter(|n| !n.is_empty()).collect();
        let and = if lang == Lang::Fr { " et " } else { " and " };
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{}{and}{last}", rest.join(", ")),
            _ => String::new(),
        }
    };
    lines.push(match (least, most) {
        (1, 1) => Text::new("For one player.", "Pour un joueur."),
        (a, b) if a == b && !names(Lang::En).is_empty() => Text::new(
            format!("For {a} players: {}.", names(Lang::En)),
            format!("Pour {a} joueurs\u{a0}: {}.", names(Lang::Fr)),
        ),
        (a, b) if a == b => Text::new(format!("For {a} players."), format!("Pour {a} joueurs.")),
        (a, b) => Text::new(format!("For {a} to {b} players."), format!("Pour {a} à {b} joueurs.")),
    });
    let lose = &d.rules.lose;
    if lose.max_errors > 0 {
        let n = lose.max_errors;
        lines.push(Text::new(
            format!("After {n} mistake{}, the game is lost.", if n == 1 { "" } else { "s" }),
            format!("Après {n} erreur{}, la partie est perdue.", if n == 1 { "" } else { "s" }),
        ));
    }
    if lose.max_moves > 0 {
        let n = lose.max_moves;
        lines.push(Text::new(
            format!("The game is lost after {n} moves without winning."),
            format!("La partie est perdue après {n} coups sans gagner."),
        ));
    }
    if d.rules.draw_on_repeat >= 2 {
        let n = d.rules.draw_on_repeat;
        lines.push(Text::new(
            format!("When the same position comes back {n} times, the game is a draw."),
            format!("Quand la même position revient {n} fois, la partie est nulle."),
        ));
    }
    lines
}
