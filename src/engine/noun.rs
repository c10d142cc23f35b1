//! What a game calls its tokens, in every sentence the engine writes: the design's word
//! (`Design::token_word`: "tile" / «tuile», feminine), else the word its token types' names
//! share ("White man" and "Black man": "man" / «pion»), else "token" / «jeton». A sentence is
//! written once with blanks that this fills, so a refusal, a hint and the turn line say the
//! same word, and French agrees with it (ce pion, cette tuile, retournée).

use crate::game::Game;
use crate::lang::{capital, lower_letter, Lang, Text};
use crate::model::Design;

/// The game's word for its tokens, in both languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Noun {
    pub one: String,
    pub many: String,
    pub fr_one: String,
    pub fr_many: String,
    /// Feminine in French.
    pub feminine: bool,
    /// The game's word for the places of its board, said by the `{cell.…}` blanks.
    pub cell: CellWord,
}

/// What a game calls the places of its board: "square" / «case» unless the design says
/// ("hole" / «trou» in solitaire), "point" when tokens move along lines (Morris).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellWord {
    pub one: String,
    pub many: String,
    pub fr_one: String,
    pub fr_many: String,
    pub feminine: bool,
}

impl CellWord {
    pub fn of_design(design: &Design) -> CellWord {
        let home = design.home();
        let said = |lang: Lang| Some(lower(design.cell_word.own(lang, home).trim())).filter(|w| !w.is_empty());
        let (en, fr) = if design.grid.along_lines { ("point", "point") } else { ("square", "case") };
        let one = said(Lang::En).unwrap_or_else(|| en.into());
        let fr_one = said(Lang::Fr).unwrap_or_else(|| fr.into());
        let feminine = sounds_feminine(&fr_one);
        CellWord { many: many_en(&one), fr_many: many_fr(&fr_one), one, fr_one, feminine }
    }
}

impl Noun {
    /// "token" / «jeton».
    pub fn plain() -> Noun {
        Noun::new("token".into(), "jeton".into(), false, &Design::default())
    }

    pub fn of(game: &Game) -> Noun {
        Noun::of_design(&game.design)
    }

    /// The same, from a design being made (the designer shows the word in use).
    pub fn of_design(design: &Design) -> Noun {
        let home = design.home();
        let new = |one, fr, feminine| Noun::new(one, fr, feminine, design);
        let said = |lang: Lang| Some(lower(design.token_word.own(lang, home).trim())).filter(|w| !w.is_empty());
        let (en, fr) = (said(Lang::En), said(Lang::Fr));
        let feminine = design.token_feminine;
        match (en.or_else(|| own_word(design, Lang::En)), fr) {
            (one, Some(fr)) => new(one.unwrap_or_else(|| "token".into()), fr, feminine),
            (one, None) => {
                let own = own_word(design, Lang::Fr);
                let guessed = feminine || own.as_deref().is_some_and(sounds_feminine);
                new(one.unwrap_or_else(|| "token".into()), own.unwrap_or_else(|| "jeton".into()), guessed)
            }
        }
    }

    /// The word the names of a game's trays share ("Factory 1" … "Factory 9": "factory" /
    /// «fabrique»), when at least two share one in both languages.
    pub fn of_trays(game: &Game) -> Option<Noun> {
        let home = game.design.home();
        let shared = |lang: Lang| {
            let names = game.design.trays.iter().map(|t| t.name.own(lang, home));
            most_shared(names)
        };
        let (en, fr) = (shared(Lang::En)?, shared(Lang::Fr)?);
        let feminine = sounds_feminine(&fr);
        Some(Noun::new(en, fr, feminine, &game.design))
    }

    fn new(one: String, fr_one: String, feminine: bool, design: &Design) -> Noun {
        Noun {
            many: many_en(&one),
            fr_many: many_fr(&fr_one),
            one,
            fr_one,
            feminine,
            cell: CellWord::of_design(design),
        }
    }

    /// A sentence with its blanks filled. English: `{a}` (a peg, an owl), `{one}`, `{many}`,
    /// `{Many}`. French: `{un}` (un pion, une tuile), `{ce}` (ce pion, cet oiseau, cette
    /// tuile), `{le}` (le pion, la tuile, l'image), `{de}` (de pion, d'image), `{jeton}`,
    /// `{jetons}`, `{pron}` (le, la: « pour le retourner »), `{e}` (a participle's agreement:
    /// trouvé, trouvée), `{quel}`; the same after `cell.` for the places of the board
    /// (`{cell.one}`: "square", "point"; `{cell.ce}`: «cette case», «ce trou»); a capital blank (`{A}`, `{Ce}`, `{Le}`, `{Les}`…) starts a sentence.
    pub fn fill(&self, s: &str) -> String {
        if !s.contains('{') {
            return s.into();
        }
        let c = &self.cell;
        let out = fill_word(s, "", &self.one, &self.many, &self.fr_one, &self.fr_many, self.feminine);
        fill_word(&out, "cell.", &c.one, &c.many, &c.fr_one, &c.fr_many, c.feminine)
    }

    /// Both languages' sentences, filled.
    pub fn text(&self, en: &str, fr: &str) -> Text {
        Text::new(self.fill(en), self.fill(fr))
    }
}

/// `s` with the blanks of one word filled (`prefix` before each key: "{cell.ce}").
fn fill_word(s: &str, prefix: &str, one: &str, many: &str, fr_one: &str, fr_many: &str, f: bool) -> String {
    let vowel = fr_one.starts_with(['a', 'e', 'é', 'è', 'ê', 'i', 'î', 'o', 'ô', 'u']);
    let a = format!("{} {}", if one.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" }, one);
    let un = format!("{} {}", if f { "une" } else { "un" }, fr_one);
    let ce = format!(
        "{} {}",
        if f {
            "cette"
        } else if vowel {
            "cet"
        } else {
            "ce"
        },
        fr_one
    );
    let le = if vowel { format!("l'{}", fr_one) } else { format!("{} {}", if f { "la" } else { "le" }, fr_one) };
    let de = if vowel { format!("d'{}", fr_one) } else { format!("de {}", fr_one) };
    let les = format!("les {}", fr_many);
    let blanks: [(&str, &str); 16] = [
        ("a", &a),
        ("one", one),
        ("many", many),
        ("un", &un),
        ("ce", &ce),
        ("le", &le),
        ("les", &les),
        ("de", &de),
        ("jetons", fr_many),
        ("jeton", fr_one),
        ("fr", fr_many),
        ("pron", if f { "la" } else { "le" }),
        ("e", if f { "e" } else { "" }),
        ("il", if f { "elle" } else { "il" }),
        ("ils", if f { "elles" } else { "ils" }),
        ("quel", if f { "quelle" } else { "quel" }),
    ];
    let mut out = s.to_string();
    for (key, word) in blanks {
        out = out.replace(&format!("{{{prefix}{key}}}"), word);
        out = out.replace(&format!("{{{prefix}{}}}", capital(key)), &capital(word));
    }
    out
}

/// "red pegs" (the last word takes the plural).
fn many_en(one: &str) -> String {
    match one.rsplit_once(' ') {
        Some((head, last)) => format!("{head} {}", plural_en(last)),
        None => plural_en(one),
    }
}

/// "pions rouges" (French adjectives take the plural too).
fn many_fr(one: &str) -> String {
    one.split(' ').map(plural_fr).collect::<Vec<_>>().join(" ")
}

/// The word most of these names have, when two or more have it ("factory" in "Factory 1",
/// "Factory 2" and "Centre of the table").
fn most_shared<'a>(names: impl Iterator<Item = &'a str>) -> Option<String> {
    let mut counts: Vec<(String, usize)> = Vec::new();
    for name in names {
        let mut seen: Vec<String> = Vec::new();
        for w in
            name.split_whitespace().map(lower).filter(|w| w.chars().all(char::is_alphabetic) && w.chars().count() > 3)
        {
            if seen.contains(&w) {
                continue;
            }
            seen.push(w.clone());
            match counts.iter_mut().find(|(c, _)| *c == w) {
                Some((_, n)) => *n += 1,
                None => counts.push((w, 1)),
            }
        }
    }
    counts.into_iter().filter(|(_, n)| *n >= 2).max_by_key(|(_, n)| *n).map(|(w, _)| w)
}

fn lower(s: &str) -> String {
    s.chars().map(lower_letter).collect()
}

/// A French word that is most likely feminine, when the design does not say: it ends in "e"
/// and is not one of the masculine words games use for their tokens.
fn sounds_feminine(word: &str) -> bool {
    const MASCULINE: [&str; 10] =
        ["disque", "cube", "symbole", "cercle", "triangle", "rectangle", "losange", "signe", "nombre", "chiffre"];
    let last = word.split(' ').next().unwrap_or(word);
    last.ends_with('e') && !MASCULINE.contains(&last)
}

/// The game's own word for its tokens in one language: the word that the names of all its
/// token types share ("Peg"; "Red peg" and "Blue peg"; "Tile 1" and "Tile 2"), when the design
/// writes them in that language ("red peg" for one type "Red peg"); None when they share none
/// ("Cross" and "Nought").
fn own_word(design: &Design, lang: Lang) -> Option<String> {
    let words = |name: &str| -> Vec<String> {
        name.split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()).chars().map(lower_letter).collect::<String>())
            .filter(|w| !w.is_empty() && w.chars().all(|c| c.is_alphabetic() || c == '-' || c == '\''))
            .collect()
    };
    let home = design.home();
    let mut names = design.token_types.iter().map(|t| t.name.own(lang, home));
    let mut common = words(names.next()?);
    for name in names {
        let these = words(name);
        common.retain(|w| these.contains(w));
    }
    // A long name is a description, not a word for a token.
    (1..=3).contains(&common.len()).then(|| common.join(" "))
}

/// "pegs", "boxes", "berries", "men": the regular English plurals, and "-man".
pub(crate) fn plural_en(word: &str) -> String {
    if let Some(stem) = word.strip_suffix("man") {
        return format!("{stem}men");
    }
    if let Some(stem) = word.strip_suffix('y').filter(|s| !s.ends_with(['a', 'e', 'i', 'o', 'u'])) {
        return format!("{stem}ies");
    }
    if word.ends_with(['s', 'x', 'z']) || word.ends_with("ch") || word.ends_with("sh") {
        return format!("{word}es");
    }
    format!("{word}s")
}

/// "pions", "carreaux", "chevaux", "noix": the French plurals of the usual nouns.
pub(crate) fn plural_fr(word: &str) -> String {
    if word.ends_with(['s', 'x', 'z']) {
        return word.into();
    }
    if word.ends_with("au") || word.ends_with("eu") {
        return format!("{word}x");
    }
    if let Some(stem) = word.strip_suffix("al") {
        return format!("{stem}aux");
    }
    format!("{word}s")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plurals() {
        let en = ["peg", "disc", "box", "berry", "key", "man", "church"].map(plural_en);
        assert_eq!(en, ["pegs", "discs", "boxes", "berries", "keys", "men", "churches"]);
        let fr = ["pion", "carreau", "cheval", "noix", "bille", "jeu"].map(plural_fr);
        assert_eq!(fr, ["pions", "carreaux", "chevaux", "noix", "billes", "jeux"]);
        assert_eq!("Étoile ŒUF Zèbre".chars().map(lower_letter).collect::<String>(), "étoile œuf zèbre");
    }

    #[test]
    fn blanks_agree_with_the_word() {
        let tile = Noun::new("tile".into(), "tuile".into(), true, &Design::default());
        assert_eq!(
            tile.fill("{Ce} est déjà retourné{e}\u{a0}: touche {un} autre."),
            "Cette tuile est déjà retournée\u{a0}: touche une tuile autre."
        );
        assert_eq!(tile.fill("{A} goes; {Many} stay; {les} restent"), "A tile goes; Tiles stay; les tuiles restent");
        let bird = Noun::new("owl".into(), "oiseau".into(), false, &Design::default());
        assert_eq!(bird.fill("{Ce}, {le}, {de}, {a}"), "Cet oiseau, l'oiseau, d'oiseau, an owl");
        assert_eq!(Noun::plain().fill("Touche {ce} pour {pron} retourner."), "Touche ce jeton pour le retourner.");
    }

    #[test]
    fn the_places_of_the_board_have_the_game_s_word() {
        let square = Noun::plain();
        assert_eq!(square.fill("{cell.Ce} est occupé{cell.e}; {cell.a}"), "Cette case est occupée; a square");
        let mut lines = Design::default();
        lines.grid.along_lines = true;
        let point = Noun::of_design(&lines);
        assert_eq!(point.fill("{cell.Ce} est occupé{cell.e}; {cell.many}"), "Ce point est occupé; points");
        let mut holes = Design::default();
        holes.cell_word = crate::model::Words::from(Text::new("hole", "trou"));
        let hole = Noun::of_design(&holes);
        assert_eq!(hole.fill("n'importe {cell.quel} {cell.jeton}; {cell.a}"), "n'importe quel trou; a hole");
    }
}
