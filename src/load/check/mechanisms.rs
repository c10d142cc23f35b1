//! Checks of the strategy-game mechanisms: lines of N, enclosing (and the types tokens turn
//! into), flying, elimination and the draw by repetition.

use std::collections::{HashMap, HashSet};

use super::tokens::unknown_type_hint;
use crate::lang::Text;
use crate::load::limits::MAX_TOKENS;
use crate::load::names::Kind;
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::load::sentences::quote;
use crate::model::{Design, LineEffect, Ranking, TokenType};

/// The longest line a rule may ask for: longer than any grid side cannot be made anyway.
const MAX_LINE: u32 = 100;

pub(crate) fn check_mechanisms(design: &Design, out: &mut Checks) {
    check_lines(design, out);
    check_counts(design, out);
    check_turns_to(design, out);
    check_enough_to_start(design, out);
    check_points(design, out);
    check_repeats(design, out);
}

/// A position always comes once: a draw at its first coming would end every game at once.
fn check_repeats(design: &Design, out: &mut Checks) {
    if design.rules.draw_on_repeat == 1 {
        out.add(|| {
            Problem::new(
                "rules.draw_on_repeat",
                "A draw when a position comes once would end the game at its first move: say 2 or more times \
             (3 in Nine Men's Morris), or 0 for never.",
                "Un match nul quand une position arrive une fois finirait la partie dès le premier coup\u{a0}: \
             mettez 2 fois ou plus (3 au jeu du moulin), ou 0 pour jamais.",
            )
        });
    }
}

/// Ranking by points needs a rule that gives points, or every game would end in a draw.
fn check_points(design: &Design, out: &mut Checks) {
    let scores = design.rules.lines.as_ref().is_some_and(|l| l.effect == LineEffect::Point)
        || design.rules.mosaic.is_some()
        || design.grid.zones.iter().any(|z| !z.points.is_empty());
    if design.rules.ranking == Ranking::MostPoints && !scores {
        out.add(|| {
            Problem::new(
                "rules.ranking",
                "The most points win, but nothing gives points: every game would be a draw. Set the lines of N to \
             score a point, or rank another way.",
                "Le plus de points gagne, mais rien ne donne de points\u{a0}: chaque partie finirait à égalité. Réglez les \
             lignes pour marquer un point, ou classez autrement.",
            )
        });
    }
}

/// With "loses with fewer than K tokens", every player must start with at least K, or they
/// would lose at the first move: a game is never lost by accident.
fn check_enough_to_start(design: &Design, out: &mut Checks) {
    let k = design.rules.lose.fewer_tokens_than;
    if k == 0 || k as usize > MAX_TOKENS {
        return;
    }
    let owners: std::collections::HashMap<&str, &[String]> =
        design.token_types.iter().map(|t| (t.id.as_str(), t.owners.as_slice())).collect();
    let placed = design.grid.tokens.iter().map(|p| p.token_type.as_str());
    let queued = design.trays.iter().flat_map(|t| t.queue.iter().map(String::as_str));
    let mut counts: std::collections::HashMap<&str, u64> = std::collections::HashMap::new();
    for id in placed.chain(queued) {
        for owner in owners.get(id).copied().unwrap_or_default() {
            *counts.entry(owner.as_str()).or_default() += 1;
        }
    }
    for p in &design.players {
        let n = counts.get(p.id.as_str()).copied().unwrap_or(0);
        if n < u64::from(k) {
            let who = if p.name.is_blank() { Text::new(quote(&p.id), quote(&p.id)) } else { p.name.text() };
            out.add(|| {
                Problem::new(
                    "rules.lose.fewer_tokens_than",
                    format!(
                        "{} starts with {n} tokens of their own, fewer than {k}: they would lose at the first \
                     move. Give them more tokens (as owner), or lower the number.",
                        who.en
                    ),
                    format!(
                        "{} commence avec {n} jetons à lui, moins que {k}\u{a0}: il perdrait dès le premier coup. \
                     Donnez-lui plus de jetons (comme propriétaire), ou baissez le nombre.",
                        who.fr
                    ),
                )
            });
        }
    }
}

fn check_lines(design: &Design, out: &mut Checks) {
    let Some(rule) = &design.rules.lines else { return };
    let g = &design.grid.geometry;
    let side = g.rows.max(g.columns);
    let n = rule.length;
    if !(2..=MAX_LINE).contains(&n) {
        out.add(|| {
            Problem::new(
                "rules.lines.length",
                format!("A line should hold between 2 and {MAX_LINE} tokens (3 for tic-tac-toe), not {n}."),
                format!("Une ligne devrait compter entre 2 et {MAX_LINE} jetons (3 pour le morpion), pas {n}."),
            )
        });
    } else if n > side {
        out.add(|| Problem::new(
            "rules.lines.length",
            format!("A line of {n} cannot fit on a grid of {} x {}: make the line shorter or the grid larger.", g.rows, g.columns),
            format!(
                "Une ligne de {n} ne tient pas sur une grille de {} x {}\u{a0}: raccourcissez la ligne ou agrandissez la grille.",
                g.rows, g.columns
            ),
        ));
    }
}

fn check_counts(design: &Design, out: &mut Checks) {
    let limits = [
        ("rules.flying", design.rules.flying, "Flying", "Le vol"),
        ("rules.lose.fewer_tokens_than", design.rules.lose.fewer_tokens_than, "Losing", "La défaite"),
    ];
    for (at, n, en, fr) in limits {
        if n > MAX_TOKENS as u32 {
            out.add(|| {
                Problem::new(
                    at,
                    format!("{en} starts at {n} tokens, more than a game may hold ({MAX_TOKENS})."),
                    format!("{fr} commence à {n} jetons, plus qu'un jeu ne peut en contenir ({MAX_TOKENS})."),
                )
            });
        }
    }
}

/// Every `turns_to` names a player and a token type of the design.
fn check_turns_to(design: &Design, out: &mut Checks) {
    let players: HashSet<&str> = design.players.iter().map(|p| p.id.as_str()).collect();
    // By id: 10,000 types each turning into another were quadratic.
    let types: HashMap<&str, &TokenType> = design.token_types.iter().map(|t| (t.id.as_str(), t)).collect();
    for (i, t) in design.token_types.iter().enumerate() {
        let (who_en, who_fr) = Kind::TokenType.called(&t.id, i, &t.name).cap();
        for (player, to) in &t.turns_to {
            let at = Path::root().key("token_types").index(i).key("turns_to").key(player).to_string();
            let (p, q) = (quote(player), quote(to));
            if !players.contains(player.as_str()) {
                out.add(|| {
                    Problem::new(
                        at,
                        format!("{who_en} turns into another type for {p}, but there is no player {p}."),
                        format!("{who_fr} change de type pour {p}, mais il n'y a pas de joueur {p}."),
                    )
                });
            } else if !types.contains_key(to.as_str()) {
                out.add(|| {
                    let (hint_en, hint_fr) = unknown_type_hint(design, to);
                    Problem::new(
                        at,
                        format!("{who_en} turns into {q} for {p}, but there is no token type {q}{hint_en}"),
                        format!("{who_fr} devient {q} pour {p}, mais il n'y a pas de type de jeton {q}{hint_fr}"),
                    )
                });
            } else if !types.get(to.as_str()).is_some_and(|t| t.owners.iter().any(|o| o == player)) {
                // A token turned to a player must become theirs, or enclosing it changes nothing.
                out.add(|| Problem::new(
                    at,
                    format!("{who_en} turns into {q} for {p}, but {q} does not belong to {p}: add {p} to its owners."),
                    format!("{who_fr} devient {q} pour {p}, mais {q} n'appartient pas à {p}\u{a0}: ajoutez {p} à ses propriétaires."),
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::load::check::check;
    use crate::model::{Design, LinesRule, Placement, TokenType};

    fn design() -> Design {
        let mut d = Design::default();
        d.token_types.push(TokenType { id: "a".into(), ..TokenType::default() });
        d.grid.tokens.push(Placement { token_type: "a".into(), at: [0, 0] });
        d
    }

    fn paths(d: &Design) -> Vec<String> {
        check(d).into_iter().map(|p| p.path).collect()
    }

    #[test]
    fn lines_fit_the_grid() {
        let mut d = design();
        d.rules.lines = Some(LinesRule { length: 5, ..LinesRule::default() });
        let problems = check(&d);
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].path, "rules.lines.length");
        assert!(problems[0].message.en.contains("cannot fit on a grid of 4 x 4"), "{}", problems[0].message.en);
        d.rules.lines = Some(LinesRule { length: 1, ..LinesRule::default() });
        assert_eq!(paths(&d), ["rules.lines.length"]);
        d.rules.lines = Some(LinesRule::default());
        assert!(paths(&d).is_empty());
    }

    #[test]
    fn turns_to_names_players_and_types() {
        let mut d = design();
        d.token_types[0].turns_to.insert("player".into(), "b".into());
        d.token_types[0].turns_to.insert("ghost".into(), "a".into());
        let problems = check(&d);
        let got: Vec<(&str, &str)> = problems.iter().map(|p| (p.path.as_str(), p.message.en.as_str())).collect();
        assert_eq!(got.len(), 2, "{got:?}");
        assert_eq!(got[0].0, "token_types[0].turns_to.ghost");
        assert!(got[0].1.contains("there is no player 'ghost'"));
        assert_eq!(got[1].0, "token_types[0].turns_to.player");
        assert!(got[1].1.contains("there is no token type 'b'"));
    }

    #[test]
    fn turned_tokens_become_the_players_and_points_need_a_rule() {
        let mut d = design();
        d.players.push(crate::model::Player { id: "other".into(), ..crate::model::Player::default() });
        d.token_types.push(TokenType { id: "b".into(), owners: vec!["other".into()], ..TokenType::default() });
        d.token_types[0].turns_to.insert("player".into(), "b".into());
        let problems = check(&d);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(problems[0].path, "token_types[0].turns_to.player");
        assert!(problems[0].message.en.contains("but 'b' does not belong to 'player'"), "{}", problems[0].message.en);
        d.token_types[1].owners.push("player".into());
        assert!(paths(&d).is_empty());
        d.rules.ranking = crate::model::Ranking::MostPoints;
        assert_eq!(paths(&d), ["rules.ranking"]);
        d.rules.lines = Some(LinesRule { length: 3, effect: crate::model::LineEffect::Point, ..LinesRule::default() });
        assert!(paths(&d).is_empty());
    }

    #[test]
    fn a_draw_by_repetition_needs_a_position_to_come_back() {
        let mut d = design();
        d.rules.draw_on_repeat = 1;
        assert_eq!(paths(&d), ["rules.draw_on_repeat"]);
        for fine in [0, 2, 3, u32::MAX] {
            d.rules.draw_on_repeat = fine;
            assert!(paths(&d).is_empty(), "{fine}");
        }
    }

    #[test]
    fn counts_are_bounded() {
        let mut d = design();
        d.rules.flying = u32::MAX;
        d.rules.lose.fewer_tokens_than = u32::MAX;
        assert_eq!(paths(&d), ["rules.flying", "rules.lose.fewer_tokens_than"]);
    }

    #[test]
    fn players_start_with_enough_tokens_not_to_lose_at_once() {
        let mut d = design();
        d.rules.lose.fewer_tokens_than = 2;
        let problems = check(&d);
        assert_eq!(problems.len(), 1);
        assert_eq!(
            problems[0].message.en,
            "Player starts with 0 tokens of their own, fewer than 2: they would lose at the first move. Give them \
             more tokens (as owner), or lower the number."
        );
        d.token_types[0].owners = vec!["player".into()];
        d.grid.tokens.push(Placement { token_type: "a".into(), at: [1, 1] });
        assert!(paths(&d).is_empty());
    }
}
