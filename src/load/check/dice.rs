//! Dice: ids, faces, and every die a token type, a cell or a face names must exist.

use crate::load::limits::{MAX_FACES, MAX_TIMES};
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::load::sentences::quote;
use crate::model::{Design, FaceAction};

/// At most this many faces shown during a roll, and tenths of a second each.
const MAX_SHOWN: u32 = 50;

pub(crate) fn check_dice(design: &Design, out: &mut Checks) {
    // Hash sets keep the checks linear: a hostile file may hold thousands of dice.
    let ids: std::collections::HashSet<&str> = design.dice.iter().map(|d| d.id.as_str()).collect();
    let exists = |id: &str| ids.contains(id);
    let mut seen: std::collections::HashSet<&str> = std::collections::HashSet::new();
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
            out.add(|| {
                Problem::new(
                    at.key("id").to_string(),
                    format!("The die {q} needs an id made of letters, digits, '-' and '_'."),
                    format!("Le dé {q} a besoin d'un identifiant fait de lettres, de chiffres, de «\u{a0}-\u{a0}» et de «\u{a0}_\u{a0}»."),
                )
            });
        }
        if !seen.insert(d.id.as_str()) {
            out.add(|| {
                Problem::new(
                    at.key("id").to_string(),
                    format!("Two dice are called {q}."),
                    format!("Deux dés s'appellent {q}."),
                )
            });
        }
        if d.faces.is_empty() {
            out.add(|| {
                Problem::new(
                    at.key("faces").to_string(),
                    format!("The die {q} has {} faces; it needs 1 to {MAX_FACES}.", d.faces.len()),
                    format!("Le dé {q} a {} faces\u{a0}; il lui en faut de 1 à {MAX_FACES}.", d.faces.len()),
                )
            });
        }
        if d.faces_shown > MAX_SHOWN || d.face_time > MAX_SHOWN {
            out.add(|| {
                Problem::new(
                    at.to_string(),
                    format!("The die {q} shows too many faces or too slowly (at most {MAX_SHOWN} of each)."),
                    format!("Le dé {q} montre trop de faces ou trop lentement (au plus {MAX_SHOWN} de chaque)."),
                )
            });
        }
        for (f, face) in d.faces.iter().enumerate() {
            if let FaceAction::Roll { die, times } = &face.action {
                if !exists(die) {
                    let path = at.key("faces").index(f).key("action").key("die").to_string();
                    out.add(|| missing(path, die, &format!("A face of the die {q}"), &format!("Une face du dé {q}")));
                }
                if *times == 0 || *times > MAX_TIMES {
                    out.add(|| Problem::new(
                        at.key("faces").index(f).key("action").key("times").to_string(),
                        format!("A face of the die {q} rolls a die {times} times; it may roll it 1 to {MAX_TIMES} times."),
                        format!("Une face du dé {q} lance un dé {times} fois\u{a0}; elle peut le lancer de 1 à {MAX_TIMES} fois."),
                    ));
                }
            }
        }
    }
    super::dice_rolls::check_dice_rolls(design, out);
    for (i, t) in design.token_types.iter().enumerate() {
        if let Some(die) = t.die.as_deref().filter(|d| !exists(d)) {
            let path = Path::root().key("token_types").index(i).key("die").to_string();
            let q = quote(&t.id);
            out.add(|| missing(path, die, &format!("The token type {q}"), &format!("Le type de jeton {q}")));
        }
    }
    let mut numbers: std::collections::HashSet<u32> = std::collections::HashSet::new();
    for (i, c) in design.grid.cells.iter().enumerate() {
        if c.number > 0 && !numbers.insert(c.number) {
            out.add(|| {
                Problem::new(
                    Path::root().key("grid").key("cells").index(i).key("number").to_string(),
                    format!("Two cells have the number {}.", c.number),
                    format!("Deux cases ont le numéro {}.", c.number),
                )
            });
        }
        if let Some(die) = c.die.as_deref().filter(|d| !exists(d)) {
            let path = Path::root().key("grid").key("cells").index(i).key("die").to_string();
            let (en, fr) = (format!("Cell {},{}", c.at[0], c.at[1]), format!("La case {},{}", c.at[0], c.at[1]));
            out.add(|| missing(path, die, &en, &fr));
        }
    }
}
