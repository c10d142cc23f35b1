//! The answer keys of zones and the partners of cards (docs/model.md §9.14): each names a
//! token type of the design.

use std::collections::HashSet;

use super::tokens::unknown_type_hint;
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::load::sentences::{quote, shown};
use crate::model::Design;

pub(crate) fn check_answers(design: &Design, out: &mut Checks) {
    let known: HashSet<&str> = design.token_types.iter().map(|t| t.id.as_str()).collect();
    for (i, zone) in design.grid.zones.iter().enumerate() {
        let (en, fr) = shown(&zone.name, &zone.id);
        let mut seen = HashSet::new();
        for (j, id) in zone.tokens.iter().enumerate() {
            let at = || Path::root().key("grid").key("zones").index(i).key("tokens").index(j).to_string();
            if !known.contains(id.as_str()) {
                out.add(|| {
                    let (hint_en, hint_fr) = unknown_type_hint(design, id);
                    let q = quote(id);
                    Problem::new(
                        at(),
                        format!("The zone {en} says that {q} belongs there, but the game has no such token{hint_en}"),
                        format!("La zone {fr} dit que {q} y va, mais le jeu n'a pas de jeton de ce nom{hint_fr}"),
                    )
                });
            } else if !seen.insert(id.as_str()) {
                let token = design.token_types.iter().find(|t| t.id == *id);
                let (ten, tfr) = token.map_or_else(|| (quote(id), quote(id)), |t| shown(&t.name, &t.id));
                out.add(|| {
                    Problem::new(
                        at(),
                        format!("The zone {en} lists {ten} twice among the tokens that belong there."),
                        format!("La zone {fr} cite deux fois {tfr} parmi les jetons qui y vont."),
                    )
                });
            }
        }
    }
    for (i, t) in design.token_types.iter().enumerate() {
        if t.partner.is_empty() {
            continue;
        }
        let at = || Path::root().key("token_types").index(i).key("partner").to_string();
        let (en, fr) = shown(&t.name, &t.id);
        if t.partner == t.id {
            out.add(|| {
                Problem::new(
                    at(),
                    format!("The token {en} is given itself as its partner; choose the card it goes with."),
                    format!("Le jeton {fr} a lui-même pour partenaire\u{a0}; choisissez la carte qui va avec lui."),
                )
            });
        } else if !known.contains(t.partner.as_str()) {
            out.add(|| {
                let (hint_en, hint_fr) = unknown_type_hint(design, &t.partner);
                let q = quote(&t.partner);
                Problem::new(
                    at(),
                    format!("The token {en} goes with {q}, but the game has no such token{hint_en}"),
                    format!("Le jeton {fr} va avec {q}, mais le jeu n'a pas de jeton de ce nom{hint_fr}"),
                )
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::load::check::check;
    use crate::model::{Design, Placement, TokenType, Zone};

    fn design() -> Design {
        let mut d = Design::default();
        for id in ["cat", "dog"] {
            d.token_types.push(TokenType { id: id.into(), name: id.to_uppercase().into(), ..TokenType::default() });
            d.grid.tokens.push(Placement { token_type: id.into(), at: [0, if id == "cat" { 0 } else { 1 }] });
        }
        d
    }

    fn said(d: &Design) -> Vec<(String, String, String)> {
        check(d).into_iter().map(|p| (p.path, p.message.en, p.message.fr)).collect()
    }

    #[test]
    fn an_answer_names_tokens_of_the_game() {
        let mut d = design();
        d.grid.zones.push(Zone {
            id: "pets".into(),
            name: "Pets".into(),
            tokens: vec!["cat".into(), "cta".into(), "cat".into()],
            cells: vec![[1, 0]],
            ..Zone::default()
        });
        let said = said(&d);
        assert_eq!(said.len(), 2, "{said:?}");
        assert_eq!(said[0].0, "grid.zones[0].tokens[1]");
        assert_eq!(
            said[0].1,
            "The zone “Pets” says that 'cta' belongs there, but the game has no such token; did you mean “CAT”?"
        );
        assert!(said[0].2.starts_with("La zone «\u{a0}Pets\u{a0}» dit que 'cta' y va"), "{}", said[0].2);
        assert_eq!(said[1].0, "grid.zones[0].tokens[2]");
        assert_eq!(said[1].1, "The zone “Pets” lists “CAT” twice among the tokens that belong there.");
    }

    #[test]
    fn a_partner_is_another_token_of_the_game() {
        let mut d = design();
        d.token_types[0].partner = "dgo".into();
        d.token_types[1].partner = "dog".into();
        let said = said(&d);
        assert_eq!(said.len(), 2, "{said:?}");
        assert_eq!(said[0].0, "token_types[0].partner");
        assert_eq!(said[0].1, "The token “CAT” goes with 'dgo', but the game has no such token; did you mean “DOG”?");
        assert_eq!(said[1].0, "token_types[1].partner");
        assert!(said[1].2.contains("lui-même"), "{}", said[1].2);
    }
}
