//! The length of every list of a design, checked before any other work: a file of 5 MB may
//! hold two million numbers of players or a hundred thousand token types, and looking at each
//! (and saying what is wrong with each) froze the browser for minutes. A list over its limit
//! is reported once, and the other checks are not run until it is shortened.

use crate::load::limits::{
    MAX_BOARDS, MAX_CELLS, MAX_DICE, MAX_DIRECTIONS, MAX_FACES, MAX_OPENINGS, MAX_PLAYERS, MAX_SETTINGS, MAX_TOKENS,
    MAX_TOKEN_TYPES, MAX_ZONES,
};
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Report;
use crate::load::sentences::quote;
use crate::model::Design;

/// Who has too many of what, for the sentence "The grid has 20000 zones; it may have at most
/// 10000." and its French ("La grille a ... ; elle peut en avoir au plus ...").
struct Owner {
    en: String,
    fr: String,
    /// "il" or "elle".
    pronoun: &'static str,
}

fn game() -> Owner {
    Owner { en: "The game".into(), fr: "Le jeu".into(), pronoun: "il" }
}

fn grid() -> Owner {
    Owner { en: "The grid".into(), fr: "La grille".into(), pronoun: "elle" }
}

fn too_many(out: &mut Report, path: String, n: usize, max: usize, who: impl FnOnce() -> Owner, what: (&str, &str)) {
    if n <= max {
        return;
    }
    out.add(|| {
        let who = who();
        let Owner { en, fr, pronoun } = who;
        Problem::new(
            path,
            format!("{en} has {n} {}; it may have at most {max}.", what.0),
            format!("{fr} a {n} {}\u{a0}; {pronoun} peut en avoir au plus {max}.", what.1),
        )
    });
}

/// The lengths of a design's lists: from a decoded design, or from the text before it is
/// decoded (`scan`), so that a file of a million items is refused before it is decoded.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct Sizes {
    pub token_types: usize,
    pub players: usize,
    pub player_counts: usize,
    pub dice: usize,
    /// Trays, waiting areas and result areas.
    pub boards: usize,
    pub openings: usize,
    pub cells: usize,
    pub zones: usize,
    /// Cells listed in all zones together.
    pub zone_cells: usize,
    pub moves: usize,
    /// Placed tokens and tray queue entries.
    pub tokens: usize,
    /// Settings of the design and of its grid, known or not (counted from the text only: a
    /// decoded design has no unknown ones).
    pub settings: usize,
    /// Dice with more than [`MAX_FACES`] faces: place in the list, id, faces (a few at most).
    pub big_dice: Vec<(usize, String, usize)>,
}

impl Sizes {
    pub fn of(design: &Design) -> Sizes {
        let g = &design.grid;
        let big_dice = design.dice.iter().enumerate().filter(|(_, d)| d.faces.len() > MAX_FACES);
        Sizes {
            token_types: design.token_types.len(),
            players: design.players.len(),
            player_counts: design.player_counts.len(),
            dice: design.dice.len(),
            boards: design.trays.len() + design.waiting_areas.len() + design.result_areas.len(),
            openings: design.openings.len(),
            cells: g.cells.len(),
            zones: g.zones.len(),
            zone_cells: g.zones.iter().map(|z| z.cells.len()).sum(),
            moves: g.moves.len(),
            tokens: g.tokens.len() + design.trays.iter().map(|t| t.queue.len()).sum::<usize>(),
            settings: 0,
            big_dice: big_dice.take(MAX_BIG_DICE).map(|(i, d)| (i, d.id.clone(), d.faces.len())).collect(),
        }
    }
}

/// Dice with too many faces named one by one.
pub(crate) const MAX_BIG_DICE: usize = 10;

/// True when every list fits its limit; else each one that does not is reported.
pub(crate) fn check_sizes(design: &Design, out: &mut Report) -> bool {
    report_sizes(&Sizes::of(design), out)
}

/// True when every list fits its limit; else each one that does not is reported.
pub(crate) fn report_sizes(s: &Sizes, out: &mut Report) -> bool {
    let before = out.found();
    too_many(out, String::new(), s.settings, MAX_SETTINGS, game, ("settings", "réglages"));
    too_many(out, "token_types".into(), s.token_types, MAX_TOKEN_TYPES, game, ("token types", "types de jetons"));
    too_many(out, "players".into(), s.players, MAX_PLAYERS, game, ("players", "joueurs"));
    let counts = ("numbers of players offered", "nombres de joueurs proposés");
    too_many(out, "player_counts".into(), s.player_counts, MAX_PLAYERS, game, counts);
    too_many(out, "dice".into(), s.dice, MAX_DICE, game, ("dice", "dés"));
    let boards = ("trays and areas", "réserves et zones d'attente ou de résultat");
    too_many(out, String::new(), s.boards, MAX_BOARDS, game, boards);
    too_many(out, "openings".into(), s.openings, MAX_OPENINGS, game, ("openings", "ouvertures"));
    too_many(out, "grid.cells".into(), s.cells, MAX_CELLS, grid, ("cell settings", "réglages de cases"));
    too_many(out, "grid.zones".into(), s.zones, MAX_ZONES, grid, ("zones", "zones"));
    let zone_cells = ("cells listed in its zones", "cases citées dans ses zones");
    too_many(out, "grid.zones".into(), s.zone_cells, MAX_CELLS, grid, zone_cells);
    too_many(out, "grid.moves".into(), s.moves, MAX_DIRECTIONS, grid, ("directions", "directions"));
    let tokens = s.tokens;
    if tokens > MAX_TOKENS {
        out.add(|| {
            Problem::new(
                "",
                format!("The game puts {tokens} tokens in the grid and in tray queues; it may put at most {MAX_TOKENS}."),
                format!(
                    "Le jeu met {tokens} jetons dans la grille et dans les files des réserves\u{a0}; il peut en mettre au plus \
                     {MAX_TOKENS}."
                ),
            )
        });
    }
    for (i, id, faces) in &s.big_dice {
        let (q, path) = (quote(id), Path::root().key("dice").index(*i).key("faces").to_string());
        let die = || Owner { en: format!("The die {q}"), fr: format!("Le dé {q}"), pronoun: "il" };
        too_many(out, path, *faces, MAX_FACES, die, ("faces", "faces"));
    }
    out.found() == before
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::check::check;
    use crate::model::{Die, Face, Zone};

    #[test]
    fn a_list_over_its_limit_is_the_only_problem_reported() {
        let mut d = Design::default();
        d.player_counts = vec![0; 2_000_000];
        d.grid.zones = (0..=MAX_ZONES).map(|_| Zone { id: "same".into(), ..Zone::default() }).collect();
        let p = check(&d);
        let paths: Vec<&str> = p.iter().map(|p| p.path.as_str()).collect();
        assert_eq!(paths, ["player_counts", "grid.zones"]);
        assert_eq!(p[0].message.en, "The game has 2000000 numbers of players offered; it may have at most 32.");
        assert_eq!(p[1].message.fr, "La grille a 10001 zones\u{a0}; elle peut en avoir au plus 10000.");
    }

    #[test]
    fn lists_inside_pieces() {
        let mut d = Design::default();
        d.dice.push(Die { id: "d".into(), faces: vec![Face::default(); MAX_FACES + 1], ..Die::default() });
        let p = check(&d);
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].path, "dice[0].faces");
        assert_eq!(p[0].message.en, "The die 'd' has 101 faces; it may have at most 100.");
    }
}
