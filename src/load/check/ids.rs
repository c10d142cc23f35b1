//! Ids: present, made of letters, digits, '-' and '_', and unique where they must be.

use std::collections::HashMap;

use super::board_list::boards;
use crate::load::names::Kind;
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::load::sentences::quote;
use crate::model::Design;

/// Letters, digits, '-' and '_' only: ids appear in the action notation `board:row,col`.
pub(crate) fn is_valid_id(id: &str) -> bool {
    !id.is_empty() && id.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_')
}

/// One id to check: its kind, its value and its place in its list.
struct Id<'a> {
    kind: Kind,
    id: &'a str,
    index: usize,
}

impl Id<'_> {
    /// The path of the `id` field.
    fn path(&self) -> String {
        let root = Path::root();
        let list = match self.kind {
            Kind::TokenType => root.key("token_types"),
            Kind::Grid => return "grid.id".into(),
            Kind::Tray => root.key("trays"),
            Kind::Waiting => root.key("waiting_areas"),
            Kind::Result => root.key("result_areas"),
            Kind::Zone => root.key("grid").key("zones"),
            Kind::Player => root.key("players"),
        };
        list.index(self.index).key("id").to_string()
    }
}

pub(crate) fn check_ids(design: &Design, out: &mut Checks) {
    let tokens = ids(Kind::TokenType, design.token_types.iter().map(|t| t.id.as_str()));
    let boards: Vec<Id> = boards(design).iter().map(|b| Id { kind: b.kind, id: b.id, index: b.index }).collect();
    let zones = ids(Kind::Zone, design.grid.zones.iter().map(|z| z.id.as_str()));
    let players = ids(Kind::Player, design.players.iter().map(|p| p.id.as_str()));
    check_group(&tokens, "token type", "type de jeton", out);
    check_group(&boards, "board", "plateau", out);
    check_group(&zones, "zone", "zone", out);
    check_group(&players, "player", "joueur", out);
}

fn ids<'a>(kind: Kind, ids: impl Iterator<Item = &'a str>) -> Vec<Id<'a>> {
    ids.enumerate().map(|(index, id)| Id { kind, id, index }).collect()
}

/// Each id of one group well formed, and no id twice in the group.
fn check_group(ids: &[Id], each_en: &str, each_fr: &str, out: &mut Checks) {
    let mut seen: HashMap<&str, &Id> = HashMap::new();
    for id in ids {
        if id.id.is_empty() {
            let (en, fr) = id.kind.named("", id.index).cap();
            out.add(|| {
                Problem::new(
                    id.path(),
                    format!("{en} has no id; give it one made of letters, digits, '-' and '_'."),
                    format!(
                        "{fr} n'a pas d'identifiant\u{a0}; donnez-lui un identifiant fait de lettres, de chiffres, \
                     de '-' et de '_'."
                    ),
                )
            });
        } else if !is_valid_id(id.id) {
            let (of_en, of_fr) = id.kind.of_a();
            let q = quote(id.id);
            out.add(|| {
                Problem::new(
                    id.path(),
                    format!(
                        "The id {q} {of_en} may only hold letters, digits, '-' and '_' (no spaces, \
                        ':' or ',')."
                    ),
                    format!(
                        "L'identifiant {q} {of_fr} ne peut contenir que des lettres, des chiffres, '-' et '_' \
                     (pas d'espace, de ':' ni de ',')."
                    ),
                )
            });
        } else if let Some(first) = seen.get(id.id) {
            let (this_en, this_fr) = id.kind.named("", id.index).cap();
            let other = first.kind.named("", first.index);
            let q = quote(id.id);
            out.add(|| {
                Problem::new(
                    id.path(),
                    format!("{this_en} has the id {q}, like {}; each {each_en} needs its own id.", other.en),
                    format!(
                        "{this_fr} a l'identifiant {q}, comme {}\u{a0}; chaque {each_fr} doit avoir son \
                        propre identifiant.",
                        other.fr
                    ),
                )
            });
        } else {
            seen.insert(id.id, id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::check::check;
    use crate::model::{Player, TokenType, Tray, WaitingArea, Zone};

    fn problems(d: &Design) -> Vec<(String, String)> {
        check(d).into_iter().map(|p| (p.path, p.message.en)).collect()
    }

    #[test]
    fn ids_are_words() {
        assert!(is_valid_id("peg-1_é"));
        assert!(!is_valid_id("a b"));
        assert!(!is_valid_id("a:b"));
        assert!(!is_valid_id("a,b"));
        assert!(!is_valid_id(""));
    }

    #[test]
    fn bad_and_missing_ids() {
        let mut d = Design::default();
        d.token_types.push(TokenType { id: "my cat".into(), ..TokenType::default() });
        d.token_types.push(TokenType::default());
        d.grid.zones.push(Zone { id: "a:b".into(), ..Zone::default() });
        d.players[0].id = String::new();
        d.grid.id = "g,1".into();
        let p = problems(&d);
        assert!(p.contains(&(
            "token_types[0].id".into(),
            "The id 'my cat' of a token type may only hold letters, digits, '-' and '_' (no spaces, ':' or ',')."
                .into()
        )));
        assert!(p.contains(&(
            "token_types[1].id".into(),
            "Token type number 2 has no id; give it one made of letters, digits, '-' and '_'.".into()
        )));
        assert!(p.iter().any(|(path, _)| path == "grid.zones[0].id"));
        assert!(p.iter().any(|(path, _)| path == "players[0].id"));
        assert!(p.iter().any(|(path, m)| path == "grid.id" && m.contains("of a grid")));
    }

    #[test]
    fn unique_ids() {
        let mut d = Design::default();
        d.token_types.push(TokenType { id: "cat".into(), ..TokenType::default() });
        d.token_types.push(TokenType { id: "cat".into(), ..TokenType::default() });
        d.grid.zones.push(Zone { id: "z".into(), ..Zone::default() });
        d.grid.zones.push(Zone { id: "z".into(), ..Zone::default() });
        d.players.push(Player::default());
        let mut tray = Tray { id: "grid".into(), ..Tray::default() };
        tray.geometry.y = 500;
        d.trays.push(tray);
        let mut waiting = WaitingArea { id: "grid".into(), ..WaitingArea::default() };
        waiting.geometry.y = 600;
        d.waiting_areas.push(waiting);
        let p = problems(&d);
        assert!(p.contains(&(
            "token_types[1].id".into(),
            "Token type number 2 has the id 'cat', like token type number 1; each token type needs its own id.".into()
        )));
        assert!(p.iter().any(|(path, _)| path == "grid.zones[1].id"));
        assert!(p.iter().any(|(path, _)| path == "players[1].id"));
        assert!(p.contains(&(
            "trays[0].id".into(),
            "Tray number 1 has the id 'grid', like the grid; each board needs its own id.".into()
        )));
        assert!(p.iter().any(|(path, _)| path == "waiting_areas[0].id"));
    }
}
