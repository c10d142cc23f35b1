//! The grid's contents: placed tokens, cell settings and zones, all inside the grid,
//! stacks only of stackable tokens, each cell in at most one zone.

use std::collections::HashMap;

use super::tokens::{check_words, unknown_type_hint};
use crate::load::names::Kind;
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::load::sentences::{cell, join, quote};
use crate::model::{Design, HandlingMode, TokenType};

pub(crate) fn check_grid(design: &Design, out: &mut Checks) {
    check_placements(design, out);
    check_cells(design, out);
    check_zones(design, out);
}

/// "outside the 2 x 8 grid (rows 0 to 1, columns 0 to 7)" and its French.
fn outside(design: &Design) -> (String, String) {
    let g = &design.grid.geometry;
    let (r, c) = (g.rows, g.columns);
    if r == 0 || c == 0 {
        return (format!("outside the {r} x {c} grid"), format!("hors de la grille de {r} x {c}"));
    }
    (
        format!("outside the {r} x {c} grid (rows 0 to {}, columns 0 to {})", r - 1, c - 1),
        format!("hors de la grille de {r} x {c} (lignes 0 à {}, colonnes 0 à {})", r - 1, c - 1),
    )
}

fn inside(design: &Design, at: [u32; 2]) -> bool {
    at[0] < design.grid.geometry.rows && at[1] < design.grid.geometry.columns
}

/// A grid with no rows or no columns is reported once (by the boards' checks): its tokens,
/// cells and zones are then not each said to be outside it.
fn has_no_cells(design: &Design) -> bool {
    design.grid.geometry.rows == 0 || design.grid.geometry.columns == 0
}

fn check_placements(design: &Design, out: &mut Checks) {
    let types: HashMap<&str, &TokenType> = design.token_types.iter().map(|t| (t.id.as_str(), t)).collect();
    let mut stacks: HashMap<[u32; 2], Stack> = HashMap::new();
    let (outside_en, outside_fr) = outside(design);
    for (i, p) in design.grid.tokens.iter().enumerate() {
        let at = || Path::root().key("grid").key("tokens").index(i);
        let q = || quote(&p.token_type);
        let Some(t) = types.get(p.token_type.as_str()) else {
            // The suggestion is sought only for the problems shown.
            out.add(|| {
                let q = q();
                let (hint_en, hint_fr) = unknown_type_hint(design, &p.token_type);
                Problem::new(
                    at().key("type").to_string(),
                    format!(
                        "The grid holds a token {q} at cell {}, but there is no token type {q}{hint_en}",
                        cell(p.at)
                    ),
                    format!(
                        "La grille contient un jeton {q} en case {}, mais il n'y a pas de type de jeton {q}{hint_fr}",
                        cell(p.at)
                    ),
                )
            });
            continue;
        };
        if !inside(design, p.at) {
            let q = q();
            if has_no_cells(design) {
                continue;
            }
            out.add(|| {
                Problem::new(
                    at().key("at").to_string(),
                    format!("Token {q} is placed at cell {}, {outside_en}.", cell(p.at)),
                    format!("Le jeton {q} est posé en case {}, {outside_fr}.", cell(p.at)),
                )
            });
            continue;
        }
        // Fixed tokens are background: any one token may lie on them (docs/model.md §8.14).
        if t.mode == HandlingMode::Fixed {
            continue;
        }
        // Linear whatever the file: a cell counts its tokens and keeps only the first few
        // to name them (100,000 tokens on one cell were quadratic).
        let stack = stacks.entry(p.at).or_default();
        stack.count += 1;
        if stack.first.len() < NAMED {
            stack.first.push(t);
        }
        if !t.stackable && stack.lone.is_none() {
            stack.lone = Some(t);
        }
        if stack.count < 2 || stack.reported {
            continue;
        }
        if let Some(lone) = stack.lone {
            stack.reported = true;
            let stack = &*stack;
            out.add(|| {
                let mut ids: Vec<String> = stack.first.iter().map(|t| quote(&t.id)).collect();
                let (mut ids_fr, lone) = (ids.clone(), quote(&lone.id));
                if stack.count > NAMED {
                    let others = stack.count - NAMED;
                    ids.push(format!("{others} more"));
                    ids_fr.push(format!("{others} autres"));
                }
                Problem::new(
                    at().to_string(),
                    format!("Cell {} holds {}, but {lone} is not stackable.", cell(p.at), join(&ids, "and")),
                    format!(
                        "La case {} contient {}, mais {lone} n'est pas empilable.",
                        cell(p.at),
                        join(&ids_fr, "et")
                    ),
                )
            });
        }
    }
}

/// Tokens named in a sentence about a stack; the others are counted.
const NAMED: usize = 4;

/// The tokens placed on one cell so far.
#[derive(Default)]
struct Stack<'a> {
    count: usize,
    first: Vec<&'a TokenType>,
    /// The first one that is not stackable.
    lone: Option<&'a TokenType>,
    reported: bool,
}

fn check_cells(design: &Design, out: &mut Checks) {
    let mut seen: HashMap<[u32; 2], usize> = HashMap::new();
    let (outside_en, outside_fr) = outside(design);
    for (i, c) in design.grid.cells.iter().enumerate() {
        let at = Path::root().key("grid").key("cells").index(i).key("at").to_string();
        if !inside(design, c.at) {
            if has_no_cells(design) {
                continue;
            }
            out.add(|| {
                Problem::new(
                    at,
                    format!("The grid has settings for cell {}, {outside_en}.", cell(c.at)),
                    format!("La grille a des réglages pour la case {}, {outside_fr}.", cell(c.at)),
                )
            });
        } else if let Some(first) = seen.get(&c.at) {
            out.add(|| {
                Problem::new(
                    at,
                    format!(
                        "The grid has settings for cell {} twice (see also \
                        grid.cells[{first}]).",
                        cell(c.at)
                    ),
                    format!(
                        "La grille a deux fois des réglages pour la case {} (voir aussi grid.cells[{first}]).",
                        cell(c.at)
                    ),
                )
            });
        } else {
            seen.insert(c.at, i);
        }
    }
}

fn check_zones(design: &Design, out: &mut Checks) {
    // The zone each cell is in so far.
    let mut zone_of: HashMap<[u32; 2], usize> = HashMap::new();
    let (outside_en, outside_fr) = outside(design);
    for (i, zone) in design.grid.zones.iter().enumerate() {
        let base = Path::root().key("grid").key("zones").index(i);
        let name = Kind::Zone.called(&zone.id, i, &zone.name);
        let (who_en, who_fr) = name.cap();
        for (j, &c) in zone.cells.iter().enumerate() {
            let at = base.key("cells").index(j).to_string();
            if !inside(design, c) {
                if has_no_cells(design) {
                    continue;
                }
                out.add(|| {
                    Problem::new(
                        at,
                        format!("{who_en} uses cell {}, {outside_en}.", cell(c)),
                        format!("{who_fr} utilise la case {}, {outside_fr}.", cell(c)),
                    )
                });
                continue;
            }
            match zone_of.get(&c) {
                Some(&k) if k == i => out.add(|| {
                    Problem::new(
                        at,
                        format!("{who_en} lists cell {} twice.", cell(c)),
                        format!("{who_fr} cite deux fois la case {}.", cell(c)),
                    )
                }),
                Some(&k) => {
                    let other = Kind::Zone.called(&design.grid.zones[k].id, k, &design.grid.zones[k].name);
                    out.add(|| {
                        Problem::new(
                            at,
                            format!(
                                "Cell {} is in {} and in {}; a cell belongs to one zone only.",
                                cell(c),
                                other.en,
                                name.en
                            ),
                            format!(
                                "La case {} est dans {} et dans {}\u{a0}; une case n'appartient qu'à une seule zone.",
                                cell(c),
                                other.fr,
                                name.fr
                            ),
                        )
                    });
                }
                None => {
                    zone_of.insert(c, i);
                }
            }
        }
        check_words(&zone.properties, &base.key("properties"), &name.en, &name.fr, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::check::check;
    use crate::model::{CellSettings, Geometry, Placement, Zone};

    fn problems(d: &Design) -> Vec<(String, String)> {
        check(d).into_iter().map(|p| (p.path, p.message.en)).collect()
    }

    fn design() -> Design {
        let mut d = Design::default();
        d.grid.geometry = Geometry::new(2, 8);
        for (id, stackable) in [("cat", false), ("dog", true), ("flea", true)] {
            d.token_types.push(TokenType { id: id.into(), stackable, ..TokenType::default() });
        }
        d
    }

    fn put(d: &mut Design, id: &str, at: [u32; 2]) {
        d.grid.tokens.push(Placement { token_type: id.into(), at });
    }

    #[test]
    fn placements() {
        let mut d = design();
        put(&mut d, "cat", [1, 2]);
        put(&mut d, "dog", [1, 2]);
        put(&mut d, "flea", [1, 2]);
        put(&mut d, "dog", [0, 0]);
        put(&mut d, "flea", [0, 0]);
        put(&mut d, "dgo", [0, 1]);
        put(&mut d, "cat", [5, 9]);
        assert_eq!(
            problems(&d),
            [
                (
                    "grid.tokens[1]".to_string(),
                    "Cell 1,2 holds 'cat' and 'dog', but 'cat' is not stackable.".to_string()
                ),
                (
                    "grid.tokens[5].type".into(),
                    "The grid holds a token 'dgo' at cell 0,1, but there is no token type 'dgo'; did you mean “dog”?"
                        .into()
                ),
                (
                    "grid.tokens[6].at".into(),
                    "Token 'cat' is placed at cell 5,9, outside the 2 x 8 grid (rows 0 to 1, columns 0 to 7).".into()
                ),
            ]
        );
    }

    #[test]
    fn cells() {
        let mut d = design();
        for at in [[0, 0], [2, 0], [0, 0]] {
            d.grid.cells.push(CellSettings { at, ..CellSettings::default() });
        }
        assert_eq!(
            problems(&d),
            [
                (
                    "grid.cells[1].at".to_string(),
                    "The grid has settings for cell 2,0, outside the 2 x 8 grid (rows 0 to 1, columns 0 to 7)."
                        .to_string()
                ),
                (
                    "grid.cells[2].at".into(),
                    "The grid has settings for cell 0,0 twice (see also grid.cells[0]).".into()
                ),
            ]
        );
    }

    #[test]
    fn not_too_many_zones() {
        let mut d = design();
        d.grid.zones =
            (0..=crate::load::limits::MAX_ZONES).map(|n| Zone { id: format!("z{n}"), ..Zone::default() }).collect();
        assert_eq!(
            problems(&d),
            [("grid.zones".to_string(), "The grid has 10001 zones; it may have at most 10000.".to_string())]
        );
    }

    #[test]
    fn zones() {
        let mut d = design();
        d.grid.zones.push(Zone { id: "flying".into(), cells: vec![[0, 0], [5, 9], [0, 0]], ..Zone::default() });
        d.grid.zones.push(Zone { id: "walking".into(), cells: vec![[1, 0], [0, 0]], ..Zone::default() });
        assert_eq!(
            problems(&d),
            [
                (
                    "grid.zones[0].cells[1]".to_string(),
                    "Zone 'flying' uses cell 5,9, outside the 2 x 8 grid (rows 0 to 1, columns 0 to 7).".to_string()
                ),
                ("grid.zones[0].cells[2]".into(), "Zone 'flying' lists cell 0,0 twice.".into()),
                (
                    "grid.zones[1].cells[1]".into(),
                    "Cell 0,0 is in zone 'flying' and in zone 'walking'; a cell belongs to one zone only.".into()
                ),
            ]
        );
    }
}
