//! The sentences said when the designer left a message blank, made from the game's own words
//! (its zones' and its tokens' names) at the moment they are said, so that they stay in step
//! when the educator renames a zone or changes a card (a template's sentence, "is it a fruit or
//! an animal?", outlived the zones it named). Sentences only: what belongs where is asked of
//! the rules (`Game::belongs`, `Game::cards_match`). The French never agrees with the gender
//! of a name ("sa place", "on les retourne"): a token may be "la vache" or "le chat".

use crate::game::Game;
use crate::lang::{quoted, Lang, Text};

/// "«A», «B» or «C»" in one language, with at most four names ("…" after them).
fn either(names: &[String], or: &str) -> String {
    let shown = &names[..names.len().min(4)];
    let more = if names.len() > 4 { "…" } else { "" };
    match shown.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} {or} {last}{more}", rest.join(", ")),
        _ => format!("{}{more}", shown.join("")),
    }
}

/// The names of the zones that ask something, in one language.
fn asking_zones(game: &Game, lang: Lang) -> Vec<String> {
    (1..game.zones.len() as u16)
        .filter(|z| game.zone_asks(*z))
        .map(|z| quoted(game.zones[z as usize].name.get(lang), lang))
        .collect()
}

/// A token put where it does not belong: the question the zones ask, never the answer ("Look
/// again: «It can fly» or «It does not fly»?"); None when no zone asks (the zones learn from
/// their tokens: the refusal's own sentence says it).
pub(crate) fn wrong_place(game: &Game) -> Option<Text> {
    let (en, fr) = (asking_zones(game, Lang::En), asking_zones(game, Lang::Fr));
    match en.len() {
        0 => None,
        1 => Some(Text::new(
            format!("Look again: it does not go in {}.", en[0]),
            format!("Regarde encore\u{a0}: sa place n'est pas dans {}.", fr[0]),
        )),
        _ => Some(Text::new(
            format!("Look again: {}?", either(&en, "or")),
            format!("Regarde encore\u{a0}: {}\u{a0}?", either(&fr, "ou")),
        )),
    }
}

/// The names of turned cards, once each, in one language.
fn card_names(game: &Game, kinds: &[u16], lang: Lang) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for &k in kinds {
        let Some(t) = game.design.token_types.get(k as usize) else { continue };
        let name = quoted(t.display_name(lang), lang);
        if !names.contains(&name) {
            names.push(name);
        }
    }
    names
}

/// "«A» and «B»" / "«A» et «B»".
fn both(names: &[String], and: &str) -> String {
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} {and} {last}", rest.join(", ")),
        _ => names.join(""),
    }
}

/// Cards that go together: "A pair: «Cat»!", or "«Cat» and «CAT» go together!" when they show
/// different faces; "Play again." when the one who found them keeps the turn.
pub(crate) fn cards_matched(game: &Game, kinds: &[u16], keeps_turn: bool) -> Text {
    let (en, fr) = (card_names(game, kinds, Lang::En), card_names(game, kinds, Lang::Fr));
    let mut text = if en.len() == 1 && kinds.len() == 2 {
        Text::new(format!("A pair: {}!", en[0]), format!("Une paire\u{a0}: {}\u{a0}!", fr[0]))
    } else if en.len() == 1 {
        Text::new(format!("A set: {}!", en[0]), format!("Une série\u{a0}: {}\u{a0}!", fr[0]))
    } else {
        Text::new(format!("{} go together!", both(&en, "and")), format!("{} vont ensemble\u{a0}!", both(&fr, "et")))
    };
    if keeps_turn {
        text.en.push_str(" Play again.");
        text.fr.push_str(" Rejoue.");
    }
    text
}

/// Cards that do not go together, named: "«Cat» and «Dog» do not go together: they turn back."
pub(crate) fn cards_not_matched(game: &Game, kinds: &[u16]) -> Text {
    let (en, fr) = (card_names(game, kinds, Lang::En), card_names(game, kinds, Lang::Fr));
    Text::new(
        format!("{} do not go together: they turn back.", both(&en, "and")),
        format!("{} ne vont pas ensemble\u{a0}: on les retourne.", both(&fr, "et")),
    )
}

/// What the game says when the designer leaves a message blank, for the designer to show in the
/// empty field: the educator sees the sentence before choosing to write another. None where the
/// rule that refuses says its own reason (a move off the lines, a square taken).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BlankSentences {
    pub wrong: Option<Text>,
    pub right: Option<Text>,
    pub won: Option<Text>,
    pub lost: Option<Text>,
}

/// The sentences said for blank messages, with the game's first cards as the example; None
/// for each when the design does not compile yet.
pub fn blank_sentences(design: &crate::model::Design) -> BlankSentences {
    let Ok(game) = Game::new(design) else { return BlankSentences::default() };
    let cards: Vec<u16> = game
        .tokens
        .iter()
        .map(|t| t.token_type)
        .filter(|k| game.types.get(*k as usize).is_some_and(|t| t.mode == crate::model::HandlingMode::Select))
        .collect();
    let players = game.design.players.len().max(1);
    let keeps_turn = !game.rules().turns.after_valid && players > 1;
    let size = game.rules().group_size.max(2) as usize;
    // A group of the first card with cards that go with it, and one with a card that does not.
    let pair = cards.first().and_then(|&a| {
        let mut group = vec![a];
        group.extend(cards.iter().skip(1).filter(|&&b| game.cards_match(&[a, b])).take(size - 1));
        (group.len() == size).then_some(group)
    });
    let odd = cards.first().and_then(|&a| cards.iter().find(|&&b| !game.cards_match(&[a, b])).map(|&b| vec![a, b]));
    let (right, wrong) = if cards.is_empty() {
        (None, wrong_place(&game))
    } else {
        (pair.map(|g| cards_matched(&game, &g, keeps_turn)), odd.map(|g| cards_not_matched(&game, &g)))
    };
    BlankSentences {
        wrong,
        right,
        won: Some(super::end_words::won_default(players > 1)),
        lost: Some(super::end_words::lost_default()),
    }
}
