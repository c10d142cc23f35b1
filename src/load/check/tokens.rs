//! Token types and where tokens are put: copies, distances, owners, properties, tray queues
//! and the totals of tokens and property words.

use std::collections::{HashMap, HashSet};

use crate::lang::{quoted, Lang};
use crate::load::limits::MAX_PROPERTIES;
use crate::load::names::Kind;
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::load::sentences::{count, quote};
use crate::load::suggest::closest;
use crate::model::{Design, InGrid};

pub(crate) fn check_tokens(design: &Design, out: &mut Checks) {
    check_totals(design, out);
    check_queues(design, out);
    let mut placed: HashMap<&str, u64> = HashMap::new();
    let queued = design.trays.iter().flat_map(|t| t.queue.iter());
    for id in design.grid.tokens.iter().map(|p| &p.token_type).chain(queued) {
        *placed.entry(id.as_str()).or_default() += 1;
    }
    let players: HashSet<&str> = design.players.iter().map(|p| p.id.as_str()).collect();
    for (i, t) in design.token_types.iter().enumerate() {
        let at = Path::root().key("token_types").index(i);
        let name = Kind::TokenType.called(&t.id, i, &t.name);
        let (who_en, who_fr) = name.cap();
        let n = placed.get(t.id.as_str()).copied().unwrap_or(0);
        match t.copies {
            Some(0) => out.add(|| {
                Problem::new(
                    at.key("copies").to_string(),
                    format!(
                        "{who_en} has 0 copies; give it at least 1, or leave the number out to \
                        allow as many as are placed."
                    ),
                    format!(
                        "{who_fr} a 0 exemplaire\u{a0}; donnez-lui-en au moins 1, ou n'indiquez pas de nombre pour en \
                     permettre autant que de jetons posés."
                    ),
                )
            }),
            Some(copies) if n > u64::from(copies) => out.add(|| {
                Problem::new(
                    at.key("copies").to_string(),
                    format!(
                        "{who_en} is placed {} but has only \
                        {}.",
                        count(n, "time", "times"),
                        count(copies.into(), "copy", "copies")
                    ),
                    format!(
                        "{who_fr} est posé {} mais n'a que {}.",
                        count(n, "fois", "fois"),
                        count(copies.into(), "exemplaire", "exemplaires")
                    ),
                )
            }),
            _ => {}
        }
        if t.in_grid == InGrid::UpTo && t.distance == 0 {
            out.add(|| {
                Problem::new(
                    at.key("distance").to_string(),
                    format!("{who_en} moves up to 0 cells; its distance should be at least 1."),
                    format!("{who_fr} se déplace d'au plus 0 case\u{a0}; sa distance devrait être d'au moins 1."),
                )
            });
        }
        for (j, owner) in t.owners.iter().enumerate() {
            if !players.contains(owner.as_str()) {
                let q = quote(owner);
                out.add(|| {
                    Problem::new(
                        at.key("owners").index(j).to_string(),
                        format!("{who_en} belongs to {q}, but there is no player {q}."),
                        format!("{who_fr} appartient à {q}, mais il n'y a pas de joueur {q}."),
                    )
                });
            }
        }
        check_words(&t.properties, &at.key("properties"), &name.en, &name.fr, out);
    }
}

/// No empty property word in a token type's or a zone's list (named `en` / `fr`).
pub(crate) fn check_words(words: &[String], at: &Path, en: &str, fr: &str, out: &mut Checks) {
    for (j, word) in words.iter().enumerate() {
        if word.trim().is_empty() {
            out.add(|| {
                Problem::new(
                    at.index(j).to_string(),
                    format!(
                        "{} has an empty property; a property is a word such as \
                        \"red\".",
                        crate::load::names::capital(en)
                    ),
                    format!(
                        "{} a une propriété vide\u{a0}; une propriété est un mot comme \"rouge\".",
                        crate::load::names::capital(fr)
                    ),
                )
            });
        }
    }
}

/// How many property words the game uses (the lengths of lists are in `check_sizes`).
fn check_totals(design: &Design, out: &mut Checks) {
    let words: HashSet<&str> = design
        .token_types
        .iter()
        .flat_map(|t| t.properties.iter())
        .chain(design.grid.zones.iter().flat_map(|z| z.properties.iter()))
        .map(|w| w.as_str())
        .filter(|w| !w.trim().is_empty())
        .collect();
    if words.len() > MAX_PROPERTIES {
        out.add(|| {
            Problem::new(
                "",
                format!(
                    "The game uses {} different properties; it may use at most \
                    {MAX_PROPERTIES}.",
                    words.len()
                ),
                format!(
                    "Le jeu utilise {} propriétés différentes\u{a0}; il peut en utiliser au plus {MAX_PROPERTIES}.",
                    words.len()
                ),
            )
        });
    }
}

/// Every queue entry names a token type.
fn check_queues(design: &Design, out: &mut Checks) {
    let known: HashSet<&str> = design.token_types.iter().map(|t| t.id.as_str()).collect();
    for (i, tray) in design.trays.iter().enumerate() {
        let (who_en, who_fr) = Kind::Tray.called(&tray.id, i, &tray.name).cap();
        for (j, id) in tray.queue.iter().enumerate() {
            if !known.contains(id.as_str()) {
                // The suggestion is sought only for the problems shown.
                out.add(|| {
                    let (hint_en, hint_fr) = unknown_type_hint(design, id);
                    let q = quote(id);
                    Problem::new(
                        Path::root().key("trays").index(i).key("queue").index(j).to_string(),
                        format!("{who_en} has {q} in its queue, but there is no token type {q}{hint_en}"),
                        format!("{who_fr} a {q} dans sa file, mais il n'y a pas de type de jeton {q}{hint_fr}"),
                    )
                });
            }
        }
    }
}

/// "; did you mean “Cat”?" when a token type's id is close to `id`, else ".": the end of a
/// sentence. The type is named as the educator named it (its id only when it has no name).
pub(crate) fn unknown_type_hint(design: &Design, id: &str) -> (String, String) {
    let ids: Vec<String> = design.token_types.iter().map(|t| t.id.clone()).collect();
    match closest(id, &ids).and_then(|s| design.token_types.iter().find(|t| t.id == s)) {
        Some(t) => (
            format!("; did you mean {}?", quoted(t.display_name(Lang::En), Lang::En)),
            format!("\u{a0}; vouliez-vous dire {}\u{a0}?", quoted(t.display_name(Lang::Fr), Lang::Fr)),
        ),
        None => (".".into(), ".".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::check::check;
    use crate::model::{Placement, TokenType, Tray, Zone};

    fn problems(d: &Design) -> Vec<(String, String)> {
        check(d).into_iter().map(|p| (p.path, p.message.en)).collect()
    }

    fn token(id: &str) -> TokenType {
        TokenType { id: id.into(), ..TokenType::default() }
    }

    fn placed(d: &mut Design, id: &str, at: [u32; 2]) {
        d.grid.tokens.push(Placement { token_type: id.into(), at });
    }

    fn with_tray(d: &mut Design, queue: &[&str]) {
        let mut tray = Tray { id: "t".into(), ..Tray::default() };
        tray.geometry.y = 300;
        tray.queue = queue.iter().map(|s| s.to_string()).collect();
        d.trays.push(tray);
    }

    #[test]
    fn copies() {
        let mut d = Design::default();
        d.token_types.push(TokenType { copies: Some(0), ..token("cat") });
        d.token_types.push(TokenType { copies: Some(2), ..token("peg") });
        placed(&mut d, "peg", [0, 0]);
        placed(&mut d, "peg", [0, 1]);
        with_tray(&mut d, &["peg"]);
        assert_eq!(
            problems(&d),
            [
                (
                    "token_types[0].copies".to_string(),
                    "Token type 'cat' has 0 copies; give it at least 1, or leave the number out to allow as \
                     many as are placed."
                        .to_string()
                ),
                ("token_types[1].copies".into(), "Token type 'peg' is placed 3 times but has only 2 copies.".into()),
            ]
        );
    }

    #[test]
    fn distance_owners_properties() {
        let mut d = Design::default();
        d.token_types.push(TokenType {
            in_grid: InGrid::UpTo,
            distance: 0,
            owners: vec!["player".into(), "bob".into()],
            properties: vec!["red".into(), " ".into()],
            ..token("cat")
        });
        d.token_types.push(TokenType { distance: 0, ..token("dog") });
        d.grid.zones.push(Zone { id: "z".into(), properties: vec![String::new()], ..Zone::default() });
        assert_eq!(
            problems(&d),
            [
                (
                    "token_types[0].distance".to_string(),
                    "Token type 'cat' moves up to 0 cells; its distance should be at least 1.".to_string()
                ),
                (
                    "token_types[0].owners[1]".into(),
                    "Token type 'cat' belongs to 'bob', but there is no player 'bob'.".into()
                ),
                (
                    "token_types[0].properties[1]".into(),
                    "Token type 'cat' has an empty property; a property is a word such as \"red\".".into()
                ),
                (
                    "grid.zones[0].properties[0]".into(),
                    "Zone 'z' has an empty property; a property is a word such as \"red\".".into()
                ),
            ]
        );
    }

    #[test]
    fn queues() {
        let mut d = Design::default();
        d.token_types.push(token("cat"));
        with_tray(&mut d, &["cat", "cta", "zebra"]);
        assert_eq!(
            problems(&d),
            [
                (
                    "trays[0].queue[1]".to_string(),
                    "Tray “Tray” has 'cta' in its queue, but there is no token type 'cta'; did you mean “cat”?"
                        .to_string()
                ),
                (
                    "trays[0].queue[2]".into(),
                    "Tray “Tray” has 'zebra' in its queue, but there is no token type 'zebra'.".into()
                ),
            ]
        );
    }

    #[test]
    fn totals() {
        let mut d = Design::default();
        d.token_types.push(TokenType { properties: (0..150).map(|n| format!("p{n}")).collect(), ..token("cat") });
        d.token_types.push(TokenType { properties: (150..300).map(|n| format!("p{n}")).collect(), ..token("dog") });
        assert_eq!(
            problems(&d),
            [("".to_string(), "The game uses 300 different properties; it may use at most 256.".to_string())]
        );
        use crate::load::limits::{MAX_TOKENS, MAX_TOKEN_TYPES};
        with_tray(&mut d, &vec!["cat"; MAX_TOKENS + 1]);
        d.token_types.extend((1..MAX_TOKEN_TYPES).map(|n| token(&format!("t{n}"))));
        // Lists too long are reported first, alone.
        assert_eq!(
            problems(&d),
            [
                ("token_types".to_string(), "The game has 10001 token types; it may have at most 10000.".to_string()),
                (
                    "".to_string(),
                    "The game puts 10001 tokens in the grid and in tray queues; it may put at most 10000.".to_string()
                ),
            ]
        );
    }
}
