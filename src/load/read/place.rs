//! Which part of the game a JSON path is in, said in words: "of token type 'peg'".

use serde_json::Value;

use crate::load::path::{Path, Seg};
use crate::load::sentences::{cell, quote};

/// The part of the game that holds a value, as "of ..." phrases.
pub(crate) struct Place {
    /// "of token type 'peg'"; empty at the top of the file.
    pub en: String,
    /// "du type de jeton 'peg'"; empty at the top of the file.
    pub fr: String,
}

impl Place {
    fn new(en: impl Into<String>, fr: impl Into<String>) -> Place {
        Place { en: en.into(), fr: fr.into() }
    }
}

/// The element at `section[index]` of the original file, named by its id when it has one:
/// ("token type 'peg'", "du type de jeton 'peg'").
fn element(root: &Value, segs: &[Seg], en: &str, fr_de: &str) -> (String, String) {
    let id = Path(segs.to_vec()).find(root).and_then(|v| v.get("id")).and_then(Value::as_str);
    match (id, segs.last()) {
        (Some(id), _) if !id.is_empty() => (format!("{en} {}", quote(id)), format!("{fr_de} {}", quote(id))),
        (_, Some(Seg::Index(i))) => (format!("{en} number {}", i + 1), format!("{fr_de} n° {}", i + 1)),
        _ => (en.to_owned(), fr_de.to_owned()),
    }
}

/// The board or element that `segs` (a whole path to a struct) names, as
/// (English name, French "de" phrase).
fn owner(root: &Value, segs: &[Seg]) -> Option<(String, String)> {
    let key = |s: &Seg, k: &str| matches!(s, Seg::Key(x) if x == k);
    Some(match segs {
        [s] if key(s, "grid") => ("the grid".into(), "de la grille".into()),
        [s] if key(s, "rules") => ("the rules".into(), "des règles".into()),
        [r, s] if key(r, "rules") && key(s, "win") => {
            ("the win conditions".into(), "des conditions de victoire".into())
        }
        [r, s] if key(r, "rules") && key(s, "lose") => {
            ("the lose conditions".into(), "des conditions de défaite".into())
        }
        [r, s] if key(r, "rules") && key(s, "turns") => ("the turn settings".into(), "des réglages des tours".into()),
        [s, Seg::Index(_)] if key(s, "token_types") => element(root, segs, "token type", "du type de jeton"),
        [s, Seg::Index(_)] if key(s, "trays") => element(root, segs, "tray", "de la réserve"),
        [s, Seg::Index(_)] if key(s, "waiting_areas") => element(root, segs, "waiting area", "de la zone d'attente"),
        [s, Seg::Index(_)] if key(s, "result_areas") => element(root, segs, "result area", "de la zone de résultat"),
        [s, Seg::Index(_)] if key(s, "players") => element(root, segs, "player", "du joueur"),
        [s, Seg::Index(_)] if key(s, "dice") => element(root, segs, "die", "du dé"),
        [die @ .., f, Seg::Index(i)] if key(f, "faces") => {
            let (en, fr) = owner(root, die)?;
            (format!("face {} of {en}", i + 1), format!("de la face {} {fr}", i + 1))
        }
        [.., f, Seg::Index(_), a] if key(f, "faces") && super::fault::is_action(a) => {
            let (en, fr) = owner(root, &segs[..segs.len() - 1])?;
            (format!("the action of {en}"), format!("de l'action {fr}"))
        }
        [g, s, Seg::Index(_)] if key(g, "grid") && key(s, "zones") => element(root, segs, "zone", "de la zone"),
        [g, s, Seg::Index(i)] if key(g, "grid") && key(s, "tokens") => {
            (format!("placed token number {}", i + 1), format!("du jeton posé n° {}", i + 1))
        }
        [g, s, Seg::Index(i)] if key(g, "grid") && key(s, "cells") => {
            let at = Path(segs.to_vec()).find(root).and_then(|v| v.get("at")).and_then(pair);
            match at {
                Some(at) => (
                    format!(
                        "the settings of cell \
                            {}",
                        cell(at)
                    ),
                    format!("des réglages de la case {}", cell(at)),
                ),
                None => (
                    format!(
                        "cell settings number \
                        {}",
                        i + 1
                    ),
                    format!("des réglages de case n° {}", i + 1),
                ),
            }
        }
        [board @ .., s] if key(s, "geometry") => {
            let (en, fr) = owner(root, board)?;
            (format!("the size and position of {en}"), format!("de la taille et de la position {fr}"))
        }
        [tok @ .., s] if key(s, "permissions") => {
            let (en, fr) = owner(root, tok)?;
            (format!("the moves between boards of {en}"), format!("des passages entre plateaux {fr}"))
        }
        // Any other group of settings inside a known part: "'name' of player 'p1'".
        [parent @ .., Seg::Key(k)] => {
            let (en, fr) = owner(root, parent)?;
            (format!("'{k}' of {en}"), format!("de '{k}' {fr}"))
        }
        _ => return None,
    })
}

/// `[row, column]` as numbers, if the value is such a pair.
fn pair(v: &Value) -> Option<[u32; 2]> {
    let a = v.as_array()?;
    match a.as_slice() {
        [r, c] => Some([u32::try_from(r.as_u64()?).ok()?, u32::try_from(c.as_u64()?).ok()?]),
        _ => None,
    }
}

/// The part of the game holding the struct at `segs` in the original file `root`.
pub(crate) fn place_of(root: &Value, segs: &[Seg]) -> Place {
    if segs.is_empty() {
        return Place::new("", "");
    }
    match owner(root, segs) {
        Some((en, fr)) => Place::new(format!("of {en}"), fr),
        None => {
            let p = Path(segs.to_vec());
            Place::new(format!("in {p}"), format!("dans {p}"))
        }
    }
}

/// How to name the value at `path`: "'copies' of token type 'peg'", "item 4 of 'cells' of zone 'z'".
pub(crate) fn subject(root: &Value, path: &Path) -> (String, String) {
    let segs = &path.0;
    match segs.as_slice() {
        [] => ("The file".into(), "Le fichier".into()),
        [parent @ .., Seg::Key(k)] => {
            let place = place_of(root, parent);
            (join_words(&format!("'{k}'"), &place.en), join_words(&format!("'{k}'"), &place.fr))
        }
        [parent @ .., Seg::Key(k), Seg::Index(i)] => {
            let place = place_of(root, parent);
            (
                join_words(&format!("Item {} of '{k}'", i + 1), &place.en),
                join_words(&format!("L'élément {} de '{k}'", i + 1), &place.fr),
            )
        }
        [parent @ .., Seg::Index(i)] => match owner(root, parent) {
            // An item of a list that is itself something ("the action of face 6 of die 'd6'").
            Some((en, fr)) => (format!("Item {} of {en}", i + 1), format!("L'élément {} {fr}", i + 1)),
            None => (format!("Item {}", i + 1), format!("L'élément {}", i + 1)),
        },
    }
}

fn join_words(a: &str, b: &str) -> String {
    if b.is_empty() {
        a.to_owned()
    } else {
        format!("{a} {b}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn path(segs: Vec<Seg>) -> Path {
        Path(segs)
    }

    #[test]
    fn names_the_owner() {
        let root = json!({"token_types": [{"id": "peg"}, {}], "grid": {"zones": [{"id": "z"}]}});
        let p = path(vec![Seg::Key("token_types".into()), Seg::Index(0), Seg::Key("copies".into())]);
        assert_eq!(subject(&root, &p).0, "'copies' of token type 'peg'");
        assert_eq!(subject(&root, &p).1, "'copies' du type de jeton 'peg'");
        let p = path(vec![Seg::Key("token_types".into()), Seg::Index(1), Seg::Key("copies".into())]);
        assert_eq!(subject(&root, &p).0, "'copies' of token type number 2");
        let p = Path::root().key("grid").key("zones").index(0).key("cells").index(3);
        assert_eq!(subject(&root, &p).0, "Item 4 of 'cells' of zone 'z'");
        let p = Path::root().key("grid").key("geometry").key("rows");
        assert_eq!(subject(&root, &p).0, "'rows' of the size and position of the grid");
        let p = Path::root().key("name");
        assert_eq!(subject(&root, &p).0, "'name'");
        let p = Path::root().key("token_types").index(1);
        assert_eq!(subject(&root, &p).0, "Item 2 of 'token_types'");
    }
}
