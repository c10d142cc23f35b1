//! Checks of rounds, drafting and the mosaic: the shared bag and trays by number of players,
//! zones that belong to a player, rows and their overflow, points per cell, the drafting
//! rule's trays and marker, the mosaic's walls and pattern, and the portrait arrangement.

use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::load::sentences::quote;
use crate::model::{Design, HandlingMode, Portrait};

pub(crate) fn check_rounds(design: &Design, out: &mut Checks) {
    check_trays(design, out);
    check_zones(design, out);
    check_drafting(design, out);
    check_mosaic(design, out);
    check_portrait(design, design.portrait.as_ref(), "portrait", out);
    check_portrait(design, design.phone.as_ref(), "phone", out);
}

/// An arrangement for a screen taller than wide (`portrait`, `phone`) names boards, players,
/// zones and trays of the design.
fn check_portrait(design: &Design, portrait: Option<&Portrait>, at: &str, out: &mut Checks) {
    let Some(portrait) = portrait else { return };
    let (en, fr) = match at {
        "phone" => ("The phone arrangement", "La disposition pour téléphone"),
        _ => ("The portrait arrangement", "La disposition en portrait"),
    };
    let boards = std::iter::once(design.grid.id.as_str())
        .chain(design.trays.iter().map(|t| t.id.as_str()))
        .chain(design.waiting_areas.iter().map(|w| w.id.as_str()))
        .chain(design.result_areas.iter().map(|r| r.id.as_str()))
        .collect::<Vec<_>>();
    for id in portrait.boards.keys().filter(|id| !boards.contains(&id.as_str())) {
        let q = quote(id);
        out.add(|| {
            Problem::new(
                format!("{at}.boards.{id}"),
                format!("{en} moves {q}, but there is no board {q}."),
                format!("{fr} déplace {q}, mais il n'y a pas de plateau {q}."),
            )
        });
    }
    for id in portrait.players.keys().filter(|id| !design.players.iter().any(|p| &p.id == *id)) {
        let q = quote(id);
        out.add(|| {
            Problem::new(
                format!("{at}.players.{id}"),
                format!("{en} moves the zones of {q}, but there is no player {q}."),
                format!("{fr} déplace les zones de {q}, mais il n'y a pas de joueur {q}."),
            )
        });
    }
    for id in portrait.zones.keys().filter(|id| !design.grid.zones.iter().any(|z| &z.id == *id)) {
        let q = quote(id);
        out.add(|| {
            Problem::new(
                format!("{at}.zones.{id}"),
                format!("{en} moves the zone {q}, but there is no zone {q}."),
                format!("{fr} déplace la zone {q}, mais il n'y a pas de zone {q}."),
            )
        });
    }
    for (id, columns) in &portrait.columns {
        let q = quote(id);
        if !is_tray(design, id) {
            out.add(|| {
                Problem::new(
                    format!("{at}.columns.{id}"),
                    format!("{en} draws the tray {q} in other columns, but there is no tray {q}."),
                    format!("{fr} dessine la réserve {q} sur d'autres colonnes, mais il n'y a pas de réserve {q}."),
                )
            });
        } else if *columns == 0 {
            out.add(|| {
                Problem::new(
                    format!("{at}.columns.{id}"),
                    format!("{en} draws the tray {q} in no column: give it at least one."),
                    format!("{fr} ne dessine la réserve {q} sur aucune colonne\u{a0}: donnez-lui-en au moins une."),
                )
            });
        }
    }
}

fn is_tray(design: &Design, id: &str) -> bool {
    design.trays.iter().any(|t| t.id == id)
}

fn check_trays(design: &Design, out: &mut Checks) {
    let players = design.players.len();
    for (i, tray) in design.trays.iter().enumerate() {
        if !tray.bag.is_empty() && !is_tray(design, &tray.bag) {
            let q = quote(&tray.bag);
            out.add(|| {
                Problem::new(
                    format!("trays[{i}].bag"),
                    format!("This tray deals from the queue of {q}, but there is no tray {q}."),
                    format!("Cette réserve se remplit depuis la file de {q}, mais il n'y a pas de réserve {q}."),
                )
            });
        }
        if tray.min_players as usize > players.max(1) && players > 1 {
            let n = tray.min_players;
            out.add(|| Problem::new(
                format!("trays[{i}].min_players"),
                format!("This tray is used from {n} players, but the game has only {players}: it would never be used."),
                format!("Cette réserve sert à partir de {n} joueurs, mais le jeu n'en a que {players}\u{a0}: elle ne servirait jamais."),
            ));
        }
    }
}

fn check_zones(design: &Design, out: &mut Checks) {
    let ids: std::collections::HashSet<&str> = design.grid.zones.iter().map(|z| z.id.as_str()).collect();
    let players: std::collections::HashSet<&str> = design.players.iter().map(|p| p.id.as_str()).collect();
    for (i, z) in design.grid.zones.iter().enumerate() {
        let path = |k: &str| format!("grid.zones[{i}].{k}");
        if !z.owner.is_empty() && !players.contains(z.owner.as_str()) {
            let q = quote(&z.owner);
            out.add(|| {
                Problem::new(
                    path("owner"),
                    format!("This zone belongs to {q}, but there is no player {q}."),
                    format!("Cette zone appartient à {q}, mais il n'y a pas de joueur {q}."),
                )
            });
        }
        if !z.overflow.is_empty() && (z.overflow == z.id || !ids.contains(z.overflow.as_str())) {
            let q = quote(&z.overflow);
            out.add(|| {
                Problem::new(
                    path("overflow"),
                    format!("Extra tokens of this zone go to {q}, but there is no other zone {q}."),
                    format!("Les jetons en trop de cette zone vont dans {q}, mais il n'y a pas d'autre zone {q}."),
                )
            });
        }
        if z.points.len() > z.cells.len() {
            let (p, c) = (z.points.len(), z.cells.len());
            out.add(|| {
                Problem::new(
                    path("points"),
                    format!("This zone gives points for {p} cells but has only {c}."),
                    format!("Cette zone donne des points pour {p} cases mais n'en a que {c}."),
                )
            });
        }
    }
}

fn check_drafting(design: &Design, out: &mut Checks) {
    let Some(rule) = &design.rules.drafting else { return };
    if !is_tray(design, &rule.leftovers) {
        let q = quote(&rule.leftovers);
        out.add(|| {
            Problem::new(
                "rules.drafting.leftovers",
                format!("What is left of a tray goes to {q}, but there is no tray {q}."),
                format!("Le reste d'une réserve va dans {q}, mais il n'y a pas de réserve {q}."),
            )
        });
    }
    if !rule.marker.is_empty() {
        match design.token_types.iter().find(|t| t.id == rule.marker) {
            None => {
                let q = quote(&rule.marker);
                out.add(|| {
                    Problem::new(
                        "rules.drafting.marker",
                        format!("The marker is the token type {q}, but there is no token type {q}."),
                        format!("Le marqueur est le type de jeton {q}, mais il n'y a pas de type de jeton {q}."),
                    )
                });
            }
            Some(t) if t.mode != HandlingMode::Fixed => out.add(|| {
                Problem::new(
                    "rules.drafting.marker",
                    "The marker must be a fixed token: it is never taken by itself.",
                    "Le marqueur doit être un jeton fixe\u{a0}: il ne se prend jamais seul.",
                )
            }),
            Some(_) => {}
        }
    }
    if !design.grid.zones.iter().any(|z| z.one_kind) {
        out.add(|| {
            Problem::new(
            "rules.drafting",
            "Tokens taken from a tray go to rows, but no zone is a row of one kind: make some zones rows.",
            "Les jetons pris dans une réserve vont sur des rangées, mais aucune zone n'est une rangée d'une sorte\u{a0}: \
             faites de certaines zones des rangées.",
        )
        });
    }
}

fn check_mosaic(design: &Design, out: &mut Checks) {
    let Some(rule) = &design.rules.mosaic else { return };
    let rows = rule.pattern.len();
    let columns = rule.pattern.first().map_or(0, Vec::len);
    if rows == 0 || columns == 0 || rule.pattern.iter().any(|r| r.len() != columns) {
        out.add(|| {
            Problem::new(
                "rules.mosaic.pattern",
                "The wall pattern must have rows of the same length, at least one.",
                "Le motif du mur doit avoir des lignes de même longueur, au moins une.",
            )
        });
    }
    for (r, row) in rule.pattern.iter().enumerate() {
        for (c, id) in row.iter().enumerate() {
            if !design.token_types.iter().any(|t| &t.id == id) {
                let q = quote(id);
                out.add(|| {
                    Problem::new(
                        format!("rules.mosaic.pattern[{r}][{c}]"),
                        format!("The wall pattern names {q}, but there is no token type {q}."),
                        format!("Le motif du mur nomme {q}, mais il n'y a pas de type de jeton {q}."),
                    )
                });
            }
        }
    }
    if !rule.joker.is_empty() && !design.token_types.iter().any(|t| t.id == rule.joker) {
        let q = quote(&rule.joker);
        out.add(|| {
            Problem::new(
                "rules.mosaic.joker",
                format!("The jokers are the token type {q}, but there is no token type {q}."),
                format!("Les jokers sont le type de jeton {q}, mais il n'y a pas de type de jeton {q}."),
            )
        });
    }
    if !rule.jokers.is_empty() && rule.joker.is_empty() {
        out.add(|| {
            Problem::new(
                "rules.mosaic.jokers",
                "Tokens become jokers, but no token type is the joker: choose one.",
                "Des jetons deviennent des jokers, mais aucun type de jeton n'est le joker\u{a0}: choisissez-en un.",
            )
        });
    }
    if rule.jokers.iter().any(|n| *n > 1000) {
        out.add(|| {
            Problem::new(
                "rules.mosaic.jokers",
                "At most 1000 tokens of a kind may become jokers.",
                "Au plus 1000 jetons d'une sorte peuvent devenir des jokers.",
            )
        });
    }
    for (i, id) in rule.walls.iter().enumerate() {
        let path = format!("rules.mosaic.walls[{i}]");
        let q = quote(id);
        let Some(zone) = design.grid.zones.iter().find(|z| &z.id == id) else {
            out.add(|| {
                Problem::new(
                    path,
                    format!("{q} is given as a wall, but there is no zone {q}."),
                    format!("{q} est donné comme mur, mais il n'y a pas de zone {q}."),
                )
            });
            continue;
        };
        if zone.owner.is_empty() {
            out.add(|| {
                Problem::new(
                    path.clone(),
                    format!("The wall {q} belongs to nobody: give it an owner, the player who tiles it."),
                    format!(
                        "Le mur {q} n'appartient à personne\u{a0}: donnez-lui un propriétaire, le joueur qui le pose."
                    ),
                )
            });
        }
        // The wall is read as a block of the pattern's size from its top-left square: its
        // squares must be exactly that block, inside the grid.
        let top = zone.cells.iter().map(|c| c[0]).min().unwrap_or(0);
        let left = zone.cells.iter().map(|c| c[1]).min().unwrap_or(0);
        let g = &design.grid.geometry;
        let block = (top as usize + rows <= g.rows as usize && left as usize + columns <= g.columns as usize)
            && zone.cells.iter().all(|c| ((c[0] - top) as usize) < rows && ((c[1] - left) as usize) < columns)
            && {
                let mut seen: Vec<[u32; 2]> = zone.cells.clone();
                seen.sort_unstable();
                seen.dedup();
                seen.len() == rows * columns
            };
        if !block {
            let n = zone.cells.len();
            out.add(|| {
                Problem::new(
                    path,
                    format!(
                    "The wall {q} must be a block of {rows} by {columns} squares, as the pattern; it has {n} squares."
                ),
                    format!(
                        "Le mur {q} doit être un bloc de {rows} sur {columns} cases, comme le motif\u{a0}; il a {n} cases."
                    ),
                )
            });
        }
    }
}
