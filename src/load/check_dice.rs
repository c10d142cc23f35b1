//! Dice: ids, faces, and every die a token type, a cell or a face names must exist.

use super::path::Path;
use super::problem::Problem;
use super::words::quote;
use crate::model::{Design, FaceAction};

/// At most this many faces shown during a roll, and tenths of a second each.
const MAX_SHOWN: u32 = 50;
const MAX_FACES: usize = 100;

pub(crate) fn check_dice(design: &Design, out: &mut Vec<Problem>) {
    let exists = |id: &str| design.dice.iter().any(|d| d.id == id);
    let missing = |path: String, id: &str, who_en: &str, who_fr: &str| {
        let q = quote(id);
        Problem::new(
            path,
            format!("{who_en} uses the die {q}, but there is no die {q}."),
            format!("{who_fr} utilise le dé {q}, mais il n'y a pas de dé {q}."),
        )
    };
    for (i, d) in design.dice.iter().enumerate() {
        let at = Path::root().key("dice").index(i);
        let q = quote(&d.id);
        if d.id.is_empty() || !d.id.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_') {
            out.push(Problem::new(
                at.key("id").to_string(),
                format!("The die {q} needs an id made of letters, digits, '-' and '_'."),
                format!("Le dé {q} a besoin d'un identifiant fait de lettres, de chiffres, de « - » et de « _ »."),
            ));
        }
        if design.dice[..i].iter().any(|e| e.id == d.id) {
            out.push(Problem::new(
                at.key("id").to_string(),
                format!("Two dice are called {q}."),
                format!("Deux dés s'appellent {q}."),
            ));
        }
        if d.faces.is_empty() || d.faces.len() > MAX_FACES {
            out.push(Problem::new(
                at.key("faces").to_string(),
                format!("The die {q} has {} faces; it needs 1 to {MAX_FACES}.", d.faces.len()),
                format!("Le dé {q} a {} faces ; il lui en faut de 1 à {MAX_FACES}.", d.faces.len()),
            ));
        }
        if d.faces_shown > MAX_SHOWN || d.face_time > MAX_SHOWN {
            out.push(Problem::new(
                at.to_string(),
                format!("The die {q} shows too many faces or too slowly (at most {MAX_SHOWN} of each)."),
                format!("Le dé {q} montre trop de faces ou trop lentement (au plus {MAX_SHOWN} de chaque)."),
            ));
        }
        for (f, face) in d.faces.iter().enumerate() {
            if let FaceAction::Roll { die, .. } = &face.action {
                if !exists(die) {
                    let path = at.key("faces").index(f).key("action").key("die").to_string();
                    out.push(missing(path, die, &format!("A face of the die {q}"), &format!("Une face du dé {q}")));
                }
            }
        }
    }
    for (i, t) in design.token_types.iter().enumerate() {
        if let Some(die) = t.die.as_deref().filter(|d| !exists(d)) {
            let path = Path::root().key("token_types").index(i).key("die").to_string();
            let q = quote(&t.id);
            out.push(missing(path, die, &format!("The token type {q}"), &format!("Le type de jeton {q}")));
        }
    }
    for (i, c) in design.grid.cells.iter().enumerate() {
        if c.number > 0 && design.grid.cells[..i].iter().any(|e| e.number == c.number) {
            out.push(Problem::new(
                Path::root().key("grid").key("cells").index(i).key("number").to_string(),
                format!("Two cells have the number {}.", c.number),
                format!("Deux cases ont le numéro {}.", c.number),
            ));
        }
        if let Some(die) = c.die.as_deref().filter(|d| !exists(d)) {
            let path = Path::root().key("grid").key("cells").index(i).key("die").to_string();
            let (en, fr) = (format!("Cell {},{}", c.at[0], c.at[1]), format!("La case {},{}", c.at[0], c.at[1]));
            out.push(missing(path, die, &en, &fr));
        }
    }
}
