//! A text that still names a thing of a starting point that the educator has since renamed
//! or removed: "Look again: is it a fruit or an animal?" kept after the zones became "It can
//! fly" and "It does not fly". The starting points' names are handed in by the caller
//! (`edit::template_names`): the loader sits below the designer's edits.

use crate::game::Game;
use crate::lang::{lower, Lang, Text};
use crate::load::problem::Problem;
use crate::load::report::Checks;

/// Does `text` hold `name` as whole words (letters on neither side), whatever the case, or its
/// singular ("fruit" for "Fruits", "animal" for "Animaux")?
fn names(text: &str, name: &str) -> bool {
    let name = lower(name);
    let mut forms = vec![name.clone()];
    if let Some(stem) = name.strip_suffix("aux") {
        forms.push(format!("{stem}al"));
    } else if let Some(stem) = name.strip_suffix(['s', 'x']) {
        forms.push(stem.to_string());
    }
    forms.iter().any(|form| holds(&lower(text), form))
}

fn holds(text: &str, name: &str) -> bool {
    if name.chars().count() < 3 {
        return false;
    }
    text.match_indices(name).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + name.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

pub(super) fn check_stale(game: &Game, template_names: &[Text], out: &mut Checks) {
    let d = &game.design;
    let home = d.home();
    // The names the game has now, in both languages.
    let mut now: Vec<String> = Vec::new();
    for w in d.token_types.iter().flat_map(|t| [&t.name, &t.label]).chain(d.grid.zones.iter().map(|z| &z.name)) {
        for lang in [Lang::En, Lang::Fr] {
            now.push(lower(w.get(lang)));
        }
    }
    now.extend(d.token_types.iter().map(|t| lower(&t.id)));
    let gone: Vec<&Text> =
        template_names.iter().filter(|t| !now.contains(&lower(&t.en)) && !now.contains(&lower(&t.fr))).collect();
    let r = &d.rules;
    let mut texts = vec![
        ("description", &d.description),
        ("rules.matched_message", &r.matched_message),
        ("rules.not_matched_message", &r.not_matched_message),
        ("rules.won_message", &r.won_message),
        ("rules.lost_message", &r.lost_message),
    ];
    if let Some(lines) = &r.lines {
        texts.push(("rules.lines.message", &lines.message));
    }
    for (path, words) in texts {
        let (en, fr) = (words.own(Lang::En, home), words.own(Lang::Fr, home));
        let Some(name) = gone.iter().find(|n| names(en, &n.en) || names(fr, &n.fr)) else { continue };
        let (name_en, name_fr) = (&name.en, &name.fr);
        out.add(|| {
            Problem::new(
                path,
                format!(
                    "This text still speaks of “{name_en}”, which is no longer in the game. Write it again for \
                     your game, or leave it empty: the game then says it in its own words."
                ),
                format!(
                    "Ce texte parle encore de «\u{a0}{name_fr}\u{a0}», qui n'est plus dans le jeu. Réécrivez-le pour votre jeu, \
                     ou laissez-le vide\u{a0}: le jeu le dira alors avec ses propres mots."
                ),
            )
        });
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn whole_words_only() {
        assert!(super::names("Is it a fruit or an Animal?", "animal"));
        assert!(!super::names("Animals!", "animal"));
        assert!(super::names("est-ce un fruit ou un animal\u{a0}?", "Animaux"));
        assert!(!super::names("catalogue", "cat"));
        assert!(super::names("Le chat dort.", "Chat"));
    }
}
