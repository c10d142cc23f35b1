//! Dice: ids, faces, and every die a token type, a cell or a face names must exist.

use super::path::Path;
use super::problem::Problem;
use super::words::quote;
use crate::model::{Design, FaceAction};

/// At most this many faces shown during a roll, and tenths of a second each.
const MAX_SHOWN: u32 = 50;
const MAX_FACES: usize = 100;
/// A face rolls another die at most this many times.
const MAX_TIMES: u32 = 10;

/// Dice that roll themselves through their faces (a face of A rolls B, a face of B rolls A):
/// one roll would never end. Each die on such a loop is named once.
fn check_cycles(design: &Design, out: &mut Vec<Problem>) {
    let index: std::collections::HashMap<&str, usize> =
        design.dice.iter().enumerate().map(|(i, d)| (d.id.as_str(), i)).collect();
    let next: Vec<Vec<usize>> = design
        .dice
        .iter()
        .map(|d| {
            d.faces
                .iter()
                .filter_map(|f| match &f.action {
                    FaceAction::Roll { die, .. } => index.get(die.as_str()).copied(),
                    _ => None,
                })
                .collect()
        })
        .collect();
    // Depth-first search with colours: 0 unseen, 1 on the path, 2 done; a die reached again
    // while on the path closes a loop.
    let mut colour = vec![0u8; next.len()];
    let mut on_loop = vec![false; next.len()];
    for root in 0..next.len() {
        if colour[root] != 0 {
            continue;
        }
        let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
        colour[root] = 1;
        while let Some(&mut (die, ref mut edge)) = stack.last_mut() {
            if let Some(&to) = next[die].get(*edge) {
                *edge += 1;
                match colour[to] {
                    0 => {
                        colour[to] = 1;
                        stack.push((to, 0));
                    }
                    1 => {
                        // Every die from `to` up the path is on the loop.
                        let from = stack.iter().position(|(d, _)| *d == to).unwrap_or(0);
                        for (d, _) in &stack[from..] {
                            on_loop[*d] = true;
                        }
                    }
                    _ => {}
                }
            } else {
                colour[die] = 2;
                stack.pop();
            }
        }
    }
    for (i, d) in design.dice.iter().enumerate().filter(|(i, _)| on_loop[*i]) {
        let q = quote(&d.id);
        out.push(Problem::new(
            Path::root().key("dice").index(i).key("faces").to_string(),
            format!("The die {q} makes itself roll again through its faces: a roll would never end. Give those faces another action."),
            format!("Le dé {q} se relance lui-même par ses faces : un lancer ne finirait jamais. Donnez une autre action à ces faces."),
        ));
    }
}

pub(crate) fn check_dice(design: &Design, out: &mut Vec<Problem>) {
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
            out.push(Problem::new(
                at.key("id").to_string(),
                format!("The die {q} needs an id made of letters, digits, '-' and '_'."),
                format!("Le dé {q} a besoin d'un identifiant fait de lettres, de chiffres, de « - » et de « _ »."),
            ));
        }
        if !seen.insert(d.id.as_str()) {
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
            if let FaceAction::Roll { die, times } = &face.action {
                if !exists(die) {
                    let path = at.key("faces").index(f).key("action").key("die").to_string();
                    out.push(missing(path, die, &format!("A face of the die {q}"), &format!("Une face du dé {q}")));
                }
                if *times == 0 || *times > MAX_TIMES {
                    out.push(Problem::new(
                        at.key("faces").index(f).key("action").key("times").to_string(),
                        format!("A face of the die {q} rolls a die {times} times; it may roll it 1 to {MAX_TIMES} times."),
                        format!("Une face du dé {q} lance un dé {times} fois ; elle peut le lancer de 1 à {MAX_TIMES} fois."),
                    ));
                }
            }
        }
    }
    check_cycles(design, out);
    for (i, t) in design.token_types.iter().enumerate() {
        if let Some(die) = t.die.as_deref().filter(|d| !exists(d)) {
            let path = Path::root().key("token_types").index(i).key("die").to_string();
            let q = quote(&t.id);
            out.push(missing(path, die, &format!("The token type {q}"), &format!("Le type de jeton {q}")));
        }
    }
    let mut numbers: std::collections::HashSet<u32> = std::collections::HashSet::new();
    for (i, c) in design.grid.cells.iter().enumerate() {
        if c.number > 0 && !numbers.insert(c.number) {
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
