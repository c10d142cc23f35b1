//! What a game is about, for its card and "The goal" read aloud: the designer's description,
//! or when it is blank a sentence made from the rules and the game's words (its zones' names),
//! made each time it is read so that it follows the educator's changes. Read from the design
//! alone: the library shows many cards and compiles none of them.

use crate::lang::{quoted, Lang, Text};
use crate::model::{Design, HandlingMode, LineEffect, Ranking, Words};

/// The description when written, else the goal made from the rules; empty when the rules say
/// nothing a sentence could tell (the caller shows the name then).
pub fn goal_text(design: &Design) -> Text {
    if !design.description.is_blank() {
        return design.description.text();
    }
    made_goal(design).unwrap_or_else(|| Text::new("", ""))
}

fn number(n: u32) -> (String, String) {
    match n {
        2 => ("two".into(), "deux".into()),
        3 => ("three".into(), "trois".into()),
        4 => ("four".into(), "quatre".into()),
        5 => ("five".into(), "cinq".into()),
        n => (n.to_string(), n.to_string()),
    }
}

/// The names of the zones that ask something (an answer key or properties), in one language.
fn asking_zones(design: &Design, lang: Lang) -> Vec<String> {
    let name = |n: &Words, id: &str| quoted(if n.is_blank() { id } else { n.get(lang) }, lang);
    design
        .grid
        .zones
        .iter()
        .filter(|z| !z.properties.is_empty() || !z.tokens.is_empty())
        .map(|z| name(&z.name, &z.id))
        .collect()
}

/// The goal made from the rules and the game's words, whatever the description says (the
/// designer shows it in the empty description field).
pub fn made_goal(d: &Design) -> Option<Text> {
    let rules = &d.rules;
    let w = &rules.win;
    let several = d.players.len() > 1;
    if d.token_types.iter().any(|t| t.mode == HandlingMode::Select) {
        let (en_n, fr_n) = number(rules.group_size);
        let partners = d.token_types.iter().any(|t| !t.partner.is_empty());
        let (how_en, how_fr) = if partners {
            (": the same picture, or a picture and its word", "\u{a0}: la même image, ou une image et son mot")
        } else {
            ("", "")
        };
        let mut text = Text::new(
            format!("Turn over {en_n} cards at a time and find the ones that go together{how_en}."),
            format!("Retourne {fr_n} cartes à la fois et trouve celles qui vont ensemble{how_fr}."),
        );
        if several && d.ranking() == Ranking::MostTokens {
            text.en.push_str(" The player with the most pairs wins.");
            text.fr.push_str(" Qui a le plus de paires gagne.");
        }
        return Some(text);
    }
    if !d.dice.is_empty() {
        return Some(Text::new(
            "Roll the die and move along the track: whoever reaches the end first wins.",
            "Lance le dé et avance sur le parcours\u{a0}: qui arrive au bout en premier gagne.",
        ));
    }
    if let Some(lines) = rules.lines.as_ref().filter(|l| l.effect == LineEffect::Win) {
        let (en_n, fr_n) = number(lines.length);
        return Some(Text::new(
            format!("Take turns putting a token on the grid: {en_n} in a row wins."),
            format!("À tour de rôle, pose un jeton sur la grille\u{a0}: {fr_n} alignés, c'est gagné\u{a0}!"),
        ));
    }
    let (en, fr) = (asking_zones(d, Lang::En), asking_zones(d, Lang::Fr));
    let zones_win = w.zones_valid || w.zones_valid_and_tray_empty || w.zones_valid_and_grid_full;
    if zones_win && !en.is_empty() {
        let pictures = d.token_types.iter().filter(|t| t.mode == HandlingMode::Move).all(|t| !t.front.is_empty());
        let (noun_en, noun_fr) = if pictures { ("picture", "image") } else { ("token", "jeton") };
        let listed = en.len() <= 4;
        let or = |names: &[String], or: &str| match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} {or} {last}", rest.join(", ")),
            _ => names.join(""),
        };
        let (list_en, list_fr) = if listed {
            (format!(": {}", or(&en, "or")), format!("\u{a0}: {}", or(&fr, "ou")))
        } else {
            Default::default()
        };
        return Some(if !d.trays.is_empty() {
            Text::new(
                format!("Put each {noun_en} from the tray in its place{list_en}."),
                format!("Range chaque {noun_fr} de la réserve à sa place{list_fr}."),
            )
        } else {
            Text::new(
                format!("Move the {noun_en}s until everything is in its place{list_en}."),
                format!("Déplace les {noun_fr}s jusqu'à ce que tout soit à sa place{list_fr}."),
            )
        });
    }
    if let Some(n) = w.tokens_left {
        let (en_n, fr_n) = if n == 1 { ("one".to_string(), "un seul".to_string()) } else { number(n) };
        return Some(Text::new(
            format!("Jump over the tokens to take them, until only {en_n} is left."),
            format!("Saute par-dessus les jetons pour les prendre, jusqu'à ce qu'il n'en reste que {fr_n}."),
        ));
    }
    if w.own_tokens_home {
        return Some(Text::new("Bring all your tokens home.", "Amène tous tes jetons à leur arrivée."));
    }
    if w.grid_empty {
        return Some(Text::new("Empty the grid.", "Vide la grille."));
    }
    if w.grid_full {
        return Some(Text::new("Fill the grid.", "Remplis la grille."));
    }
    None
}
