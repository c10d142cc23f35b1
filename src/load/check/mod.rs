//! Semantic checks of a decoded design: every problem at once, each with its path.

mod answers;
mod board_list;
mod boards;
mod dice;
mod dice_rolls;
mod grid;
mod ids;
mod lessons;
mod mechanisms;
mod pictures;
mod players;
mod rounds;
pub(crate) mod sizes;
mod tokens;
mod words;

use self::answers::check_answers;
use self::boards::check_boards;
use self::dice::check_dice;
use self::grid::check_grid;
use self::ids::check_ids;
pub use self::lessons::lessons;
use self::mechanisms::check_mechanisms;
use self::pictures::check_pictures;
use self::players::check_players;
use self::rounds::check_rounds;
use self::sizes::check_sizes;
use self::tokens::check_tokens;
use self::words::check_words;
use crate::load::limits::MAX_GROUP_SIZE;
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::{Checks, Report};
use crate::load::sentences::quote;
use crate::model::Design;

/// Semantic checks of a decoded design; empty means valid. Never panics.
pub fn check(design: &Design) -> Vec<Problem> {
    let mut sizes = Report::default();
    if !check_sizes(design, &mut sizes) {
        return sizes.finish();
    }
    let mut out = Checks::default();
    check_design(design, &mut out);
    check_words(design, &mut out);
    check_ids(design, &mut out);
    check_boards(design, &mut out);
    check_tokens(design, &mut out);
    check_grid(design, &mut out);
    check_answers(design, &mut out);
    check_players(design, &mut out);
    check_dice(design, &mut out);
    check_pictures(design, &mut out);
    check_rules(design, &mut out);
    check_mechanisms(design, &mut out);
    check_rounds(design, &mut out);
    out.finish()
}

fn check_design(design: &Design, out: &mut Checks) {
    if design.language != "en" && design.language != "fr" {
        let q = quote(&design.language);
        out.add(|| {
            Problem::new(
                "language",
                format!("The language of the game should be \"en\" (English) or \"fr\" (French), not {q}."),
                format!("La langue du jeu devrait être \"en\" (anglais) ou \"fr\" (français), pas {q}."),
            )
        });
    }
    let (least, designed) = (design.min_players as usize, design.players.len());
    if least > designed {
        out.add(|| {
            Problem::new(
                "min_players",
                format!("At least {least} players must play, but the game has only {designed}."),
                format!("Il faut au moins {least} joueurs, mais le jeu n'en a que {designed}."),
            )
        });
    }
    check_player_counts(design, out);
    if design.name.is_blank() {
        out.add(|| Problem::new("name", "The game has no name.", "Le jeu n'a pas de nom."));
    }
}

/// Each number of players offered: possible, and listed once. A list longer than the largest
/// number of players is refused whole, before looking at its numbers (`check_sizes`).
fn check_player_counts(design: &Design, out: &mut Checks) {
    let (least, designed) = (design.min_players as usize, design.players.len());
    let counts = &design.player_counts;
    let mut seen = std::collections::HashSet::new();
    for (i, &n) in counts.iter().enumerate() {
        let at = || Path::root().key("player_counts").index(i).to_string();
        if n == 0 || n as usize > designed {
            out.add(|| {
                Problem::new(
                    at(),
                    format!("The game may be played by 1 to {designed} players, not {n}."),
                    format!("Le jeu peut se jouer de 1 à {designed} joueurs, pas {n}."),
                )
            });
        } else if (n as usize) < least {
            out.add(|| {
                Problem::new(
                    at(),
                    format!("At least {least} players must play, so the game cannot be offered to {n}."),
                    format!("Il faut au moins {least} joueurs, donc le jeu ne peut pas être proposé à {n}."),
                )
            });
        } else if !seen.insert(n) {
            out.add(|| {
                Problem::new(
                    at(),
                    format!("The number of players {n} is listed twice."),
                    format!("Le nombre de joueurs {n} est indiqué deux fois."),
                )
            });
        }
    }
}

fn check_rules(design: &Design, out: &mut Checks) {
    let n = design.rules.group_size;
    if !(1..=MAX_GROUP_SIZE).contains(&n) {
        out.add(|| {
            Problem::new(
                "rules.group_size",
                format!(
                    "A selection group has {n} tokens; it should have between 1 and {MAX_GROUP_SIZE} (2 \
                    for a memory game)."
                ),
                format!(
                    "Un groupe de sélection a {n} jetons\u{a0}; il devrait en avoir entre 1 et {MAX_GROUP_SIZE} \
                 (2 pour un memory)."
                ),
            )
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Placement, TokenType};

    /// A small valid design: one token type placed once.
    pub(crate) fn small() -> Design {
        let mut d = Design::default();
        d.token_types.push(TokenType { id: "a".into(), ..TokenType::default() });
        d.grid.tokens.push(Placement { token_type: "a".into(), at: [0, 0] });
        d
    }

    pub(crate) fn paths(d: &Design) -> Vec<String> {
        check(d).into_iter().map(|p| p.path).collect()
    }

    #[test]
    fn default_and_small_designs_are_valid() {
        assert!(check(&Design::default()).is_empty());
        assert!(check(&small()).is_empty());
    }

    #[test]
    fn design_settings() {
        let mut d = small();
        d.language = "de".into();
        d.name = "  ".into();
        d.rules.group_size = 0;
        assert_eq!(paths(&d), ["language", "name", "rules.group_size"]);
        d.rules.group_size = 17;
        assert!(paths(&d).contains(&"rules.group_size".to_string()));
        d.rules.group_size = 16;
        d.rules.win.tokens_left = Some(u32::MAX);
        assert!(!paths(&d).contains(&"rules.group_size".to_string()));
    }

    #[test]
    fn reports_a_bounded_number() {
        let mut d = small();
        for _ in 0..1000 {
            d.grid.tokens.push(Placement { token_type: "zz".into(), at: [0, 1] });
        }
        let problems = check(&d);
        assert_eq!(problems.len(), crate::load::limits::MAX_REPORTED + 1);
        assert_eq!(
            problems.last().map(|p| p.message.en.as_str()),
            Some("…and 900 more problems like these; fix these first, then check the game again.")
        );
    }
}
