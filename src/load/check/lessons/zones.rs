//! A zone that asks for what no token of the game has (a typo: "swims" where the tokens say
//! "flies"): nothing can ever be put there rightly, so a game won by its zones cannot be won.

use super::{in_play, type_name};
use crate::game::Game;
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::load::sentences::shown;
use crate::load::suggest::closest;

pub(super) fn check_zones(game: &Game, out: &mut Checks) {
    let w = &game.rules().win;
    let zones_win = w.zones_valid || w.zones_valid_and_tray_empty || w.zones_valid_and_grid_full || w.own_tokens_home;
    if !zones_win || game.rules().zones_are_goals && !w.own_tokens_home {
        return;
    }
    let used = in_play(game);
    let words: Vec<String> = {
        let mut words: Vec<String> = Vec::new();
        for (_, ty) in game.design.token_types.iter().enumerate().filter(|(t, _)| used[*t]) {
            for p in &ty.properties {
                if !words.contains(p) {
                    words.push(p.clone());
                }
            }
        }
        words
    };
    // One type in play for each set of properties: zones are compared with these only (a
    // design may have thousands of zones and of token types).
    let mut sets = std::collections::HashSet::new();
    let by_set: Vec<u16> =
        (0..game.types.len()).filter(|&t| used[t] && sets.insert(game.types[t].props)).map(|t| t as u16).collect();
    for (i, zone) in game.design.grid.zones.iter().enumerate() {
        let z = i as u16 + 1;
        if !game.zone_asks(z) || game.zones[z as usize].cells.is_empty() {
            continue;
        }
        // A key is met by one of its own types; properties by one type of each set in play.
        let candidates: &[u16] =
            if game.zones[z as usize].answer.is_empty() { &by_set } else { &game.zones[z as usize].answer };
        if candidates.iter().any(|&t| used[t as usize] && game.belongs(t, z)) {
            continue;
        }
        let (en, fr) = shown(&zone.name, &zone.id);
        let base = Path::root().key("grid").key("zones").index(i);
        if !zone.tokens.is_empty() {
            let listed: Vec<usize> =
                zone.tokens.iter().filter_map(|id| game.design.token_types.iter().position(|t| t.id == *id)).collect();
            let names: Vec<(String, String)> = listed.iter().map(|&t| type_name(game, t)).collect();
            let (list_en, list_fr) = (
                names.iter().map(|n| n.0.clone()).collect::<Vec<_>>().join(", "),
                names.iter().map(|n| n.1.clone()).collect::<Vec<_>>().join(", "),
            );
            out.add(|| {
                Problem::new(
                    base.key("tokens").to_string(),
                    format!(
                        "Nothing can go in the zone {en}: the tokens that belong there ({list_en}) are not in the \
                         game, so it can never be won. Place them on the grid or in a tray."
                    ),
                    format!(
                        "Rien ne peut aller dans la zone {fr}\u{a0}: les jetons qui y vont ({list_fr}) ne sont pas dans le \
                         jeu, qui ne peut donc jamais être gagné. Posez-les sur la grille ou dans une réserve."
                    ),
                )
            });
            continue;
        }
        let missing: Vec<&String> = zone.properties.iter().filter(|p| !words.contains(p)).collect();
        let (hint_en, hint_fr) = match missing.first().and_then(|m| closest(m, &words)) {
            Some(s) => (format!(" Did you mean \"{s}\"?"), format!(" Vouliez-vous dire «\u{a0}{s}\u{a0}»\u{a0}?")),
            None => (String::new(), String::new()),
        };
        let asked = zone.properties.iter().map(|p| format!("\"{p}\"")).collect::<Vec<_>>().join(", ");
        let at = match missing.first() {
            Some(m) => base.key("properties").index(zone.properties.iter().position(|p| p == *m).unwrap_or(0)),
            None => base.key("properties"),
        };
        out.add(|| {
            Problem::new(
                at.to_string(),
                format!(
                    "No token of the game goes in the zone {en}: it asks for {asked}, which no token has, so the game \
                     can never be won.{hint_en}"
                ),
                format!(
                    "Aucun jeton du jeu ne va dans la zone {fr}\u{a0}: elle demande {asked}, qu'aucun jeton n'a, et le jeu \
                     ne peut donc jamais être gagné.{hint_fr}"
                ),
            )
        });
    }
}
