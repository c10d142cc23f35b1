//! Two cards that show different faces and yet make a pair: their properties are equal (or
//! share a word, with loose matching) and neither names the other as its partner. A child
//! who turns them over is told they go together although they look different.

use std::collections::HashMap;

use super::type_name;
use crate::game::Game;
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::model::{HandlingMode, Matching};

pub(super) fn check_pairs(game: &Game, out: &mut Checks) {
    let cards: Vec<usize> = (0..game.types.len())
        .filter(|&t| game.types[t].mode == HandlingMode::Select && !game.types[t].props.is_empty())
        .collect();
    // Cards that may pair share a property: each is compared with the first card of each
    // property it has (cheap on a design of thousands of cards).
    let mut first_with: HashMap<usize, usize> = HashMap::new();
    let mut told = vec![false; game.types.len()];
    for &b in &cards {
        let props = game.types[b].props;
        let mut candidates: Vec<usize> = Vec::new();
        for p in props.indices() {
            match first_with.get(&p) {
                Some(&a) if !candidates.contains(&a) => candidates.push(a),
                Some(_) => {}
                None => {
                    first_with.insert(p, b);
                }
            }
        }
        if game.rules().matching == Matching::Strict {
            candidates.retain(|&a| game.types[a].props == props);
        }
        let twin = candidates.into_iter().find(|&a| {
            let (x, y) = (&game.types[a], &game.types[b]);
            x.face != y.face
                && x.partner != Some(b as u16)
                && y.partner != Some(a as u16)
                && game.cards_match(&[a as u16, b as u16])
        });
        if let (Some(a), false) = (twin, told[b]) {
            told[b] = true;
            let ((a_en, a_fr), (b_en, b_fr)) = (type_name(game, a), type_name(game, b));
            let words: Vec<&str> =
                game.types[a].props.intersection(props).indices().map(|i| game.properties[i].as_str()).collect();
            let words = words.iter().map(|w| format!("\"{w}\"")).collect::<Vec<_>>().join(", ");
            out.add(|| {
                Problem::new(
                    Path::root().key("token_types").index(b).key("properties").to_string(),
                    format!(
                        "{a_en} and {b_en} show different pictures, yet they make a pair: they share the property \
                         {words}. Give each card a property of its own, or make them partners if they go together."
                    ),
                    format!(
                        "{a_fr} et {b_fr} montrent des images différentes, et pourtant ils font une paire\u{a0}: ils ont la \
                         même propriété {words}. Donnez à chaque carte sa propriété, ou faites-en des partenaires si \
                         elles vont ensemble."
                    ),
                )
            });
        }
    }
}
