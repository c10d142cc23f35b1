//! What the built-in pictures show, in English and French: a token made from a picture is
//! named in both languages at once ("Bird" / "Oiseau"), so the French designer never shows an
//! English name and a game made in one language reads in the other.

use crate::lang::{capital, Text};

/// The words of each built-in picture's last part (the first part names its set).
const WORDS: &[(&str, &str, &str)] = &[
    ("animal-bat", "Bat", "Chauve-souris"),
    ("animal-bee", "Bee", "Abeille"),
    ("animal-bird", "Bird", "Oiseau"),
    ("animal-butterfly", "Butterfly", "Papillon"),
    ("animal-cat", "Cat", "Chat"),
    ("animal-cow", "Cow", "Vache"),
    ("animal-dog", "Dog", "Chien"),
    ("animal-duck", "Duck", "Canard"),
    ("animal-eagle", "Eagle", "Aigle"),
    ("animal-horse", "Horse", "Cheval"),
    ("animal-owl", "Owl", "Hibou"),
    ("animal-pig", "Pig", "Cochon"),
    ("animal-rabbit", "Rabbit", "Lapin"),
    ("animal-snail", "Snail", "Escargot"),
    ("fruit-apple", "Apple", "Pomme"),
    ("fruit-banana", "Banana", "Banane"),
    ("fruit-cherry", "Cherry", "Cerise"),
    ("fruit-pear", "Pear", "Poire"),
    ("star", "Star", "Étoile"),
    ("mark-o", "Nought", "Rond"),
    ("mark-x", "Cross", "Croix"),
    ("op-divide", "Divided by", "Divisé par"),
    ("op-equals", "Equals", "Égale"),
    ("op-minus", "Minus", "Moins"),
    ("op-plus", "Plus", "Plus"),
    ("op-times", "Times", "Fois"),
    ("square-bridge", "Bridge", "Pont"),
    ("square-death", "Death", "Mort"),
    ("square-goose", "Goose", "Oie"),
    ("square-inn", "Inn", "Auberge"),
    ("square-maze", "Maze", "Labyrinthe"),
    ("square-prison", "Prison", "Prison"),
    ("square-well", "Well", "Puits"),
];

/// Colours, for the sets named by colour ("ball-red": "Red ball" / "Balle rouge").
const COLOURS: &[(&str, &str, &str, &str)] = &[
    // (colour, English, French masculine, French feminine)
    ("black", "Black", "noir", "noire"),
    ("blue", "Blue", "bleu", "bleue"),
    ("green", "Green", "vert", "verte"),
    ("orange", "Orange", "orange", "orange"),
    ("pink", "Pink", "rose", "rose"),
    ("purple", "Purple", "violet", "violette"),
    ("red", "Red", "rouge", "rouge"),
    ("yellow", "Yellow", "jaune", "jaune"),
    ("white", "White", "blanc", "blanche"),
];

/// Sets of coloured things: (set, English noun, French noun, French noun is feminine).
const COLOURED: &[(&str, &str, &str, bool)] = &[
    ("ball", "ball", "Balle", true),
    ("peg", "peg", "Pion", false),
    ("goose", "goose", "Oie", true),
    ("disc", "disc", "Pion", false),
    ("man", "man", "Pion", false),
    ("mosaic", "tile", "Carreau", false),
];

/// Pictures that are backgrounds or card backs, not things to put on a card or to sort.
const NOT_FOR_TOKENS: &[&str] = &["board-morris", "card-back", "felt", "grass", "paper", "wood", "goose-spiral"];

/// The name of a token showing `picture`, in both languages: a built-in picture's words, or
/// for any other name its last part with a capital ("digit-7" gives "7").
pub fn picture_words(picture: &str) -> Text {
    if let Some((_, en, fr)) = WORDS.iter().find(|(p, _, _)| *p == picture) {
        return Text::new(*en, *fr);
    }
    let (set, last) = picture.rsplit_once('-').unwrap_or(("", picture));
    if let (Some(thing), Some(colour)) = (COLOURED.iter().find(|c| c.0 == set), COLOURS.iter().find(|c| c.0 == last)) {
        let fr_colour = if thing.3 { colour.3 } else { colour.2 };
        return Text::new(format!("{} {}", colour.1, thing.1), format!("{} {fr_colour}", thing.2));
    }
    let numbered = |en: &str, fr: &str| Text::new(format!("{en} {last}"), format!("{fr} {last}"));
    match set {
        "die" => numbered("Die", "Dé"),
        "tile" => numbered("Tile", "Tuile"),
        "letter" => Text::new(last.to_uppercase(), last.to_uppercase()),
        _ => Text::new(capital(last), capital(last)),
    }
}

/// Whether a built-in picture is one to put on a token (a card, a thing to sort), not a
/// background or a card's back.
pub fn for_tokens(picture: &str) -> bool {
    !NOT_FOR_TOKENS.contains(&picture) && !picture.starts_with("mosaic-first") && !picture.starts_with("mosaic-joker")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_are_named_in_both_languages() {
        assert_eq!(picture_words("animal-bird"), Text::new("Bird", "Oiseau"));
        assert_eq!(picture_words("fruit-apple"), Text::new("Apple", "Pomme"));
        assert_eq!(picture_words("ball-red"), Text::new("Red ball", "Balle rouge"));
        assert_eq!(picture_words("peg-green"), Text::new("Green peg", "Pion vert"));
        assert_eq!(picture_words("ball-purple"), Text::new("Purple ball", "Balle violette"));
        assert_eq!(picture_words("digit-7"), Text::new("7", "7"));
        assert_eq!(picture_words("die-3"), Text::new("Die 3", "Dé 3"));
        assert_eq!(picture_words("letter-b"), Text::new("B", "B"));
        assert_eq!(picture_words("something"), Text::new("Something", "Something"));
    }

    #[test]
    fn backgrounds_are_not_offered_for_tokens() {
        assert!(for_tokens("animal-cat") && for_tokens("digit-0"));
        assert!(!for_tokens("card-back") && !for_tokens("felt") && !for_tokens("goose-spiral"));
    }
}
