//! Structural decoding: JSON text to `Design`, with every problem at once.

use serde_json::Value;

use super::explain::explain;
use super::fault::read_reporting;
use super::pieces::collect;
use super::scan;
use super::syntax::syntax_problem;
use crate::load::check::sizes::report_sizes;
use crate::load::limits::MAX_FILE_BYTES;
use crate::load::problem::Problem;
use crate::load::report::{thousands, Report};
use crate::load::sentences::{describe, megabytes};
use crate::model::{Design, FORMAT};

/// Lists too long, read from the text before it is decoded (which costs far more): the
/// problems, if any. Small enough for the children's player, which has no `parse`.
pub fn size_problems(text: &str) -> Option<Vec<Problem>> {
    let sizes = scan::sizes(text)?;
    let mut out = Report::default();
    (!report_sizes(&sizes, &mut out)).then(|| out.finish())
}

/// Structural decoding: JSON text -> Design. Never panics on any input.
pub fn parse(json: &str) -> Result<Design, Vec<Problem>> {
    if let Some(p) = file_too_big(json.len()) {
        return Err(vec![p]);
    }
    let text = json.strip_prefix('\u{feff}').unwrap_or(json);
    if text.trim().is_empty() {
        return Err(vec![Problem::new("", "This file is empty.", "Ce fichier est vide.")]);
    }
    if let Some(problems) = size_problems(text) {
        return Err(problems);
    }
    let root: Value = serde_json::from_str(text).map_err(|e| vec![syntax_problem(&e)])?;
    if !root.is_object() {
        let (en, fr) = describe(&root);
        return Err(vec![Problem::new(
            "",
            format!(
                "This file is not a Tablier game: it should hold a group of settings in braces \
                    {{ }}, not {en}."
            ),
            format!(
                "Ce fichier n'est pas un jeu Tablier\u{a0}: il devrait contenir un groupe de réglages entre \
                 accolades {{ }}, pas {fr}."
            ),
        )]);
    }
    let mut problems = Vec::new();
    match root.get("format") {
        // Another program's file (a package list, a saved form...): one plain word, not a list
        // of its settings that a game does not know.
        None if !has_game_setting(&root) => return Err(vec![not_a_game()]),
        None => problems.push(Problem::new(
            "format",
            "This file has no format number: is it a Tablier game?",
            "Ce fichier n'a pas de numéro de format\u{a0}: est-ce bien un jeu Tablier\u{a0}?",
        )),
        Some(format) => {
            if let Some(p) = format_problem(format) {
                return Err(vec![p]);
            }
        }
    }
    match read_reporting::<Design>(&root) {
        Ok(design) if problems.is_empty() => Ok(design),
        Ok(_) => Err(problems),
        Err((path, message)) => {
            let (found, more) = collect(&root);
            if found.is_empty() {
                // Cannot happen if the pieces cover the model; say what the reading said anyway.
                problems.push(explain(&root, &path, &message, path.find(&root), false));
            }
            problems.extend(found);
            if more > 0 {
                problems.push(at_least_more(more));
            }
            Err(problems)
        }
    }
}

/// Whether an object holds at least one setting only a game has: a name, a description or a
/// language are in many programs' files too (a package list has a name and a description).
fn has_game_setting(root: &Value) -> bool {
    let known = super::choices::fields::<Design>();
    let own = |k: &str| known.iter().any(|n| n == k) && !matches!(k, "format" | "name" | "description" | "language");
    root.as_object().is_some_and(|o| o.keys().any(|k| own(k)))
}

fn not_a_game() -> Problem {
    Problem::new(
        "",
        "This file is not a Tablier game: it has none of the settings that make a game (a grid, players, \
         tokens…). It may come from another program.",
        "Ce fichier n'est pas un jeu Tablier\u{a0}: il n'a aucun des réglages qui font un jeu (une grille, des \
         joueurs, des jetons…). Il vient peut-être d'un autre programme.",
    )
}

/// The last problem of a long list: the file's pieces past the limit are decoded once each,
/// not once per problem, so their count is a lower bound.
fn at_least_more(n: usize) -> Problem {
    let (en, fr) = thousands(n);
    let plural = if n == 1 { "" } else { "s" };
    Problem::new(
        "",
        format!("…and at least {en} more problem{plural}; fix these first, then open the game again."),
        format!(
            "…et au moins {fr} autre{plural} problème{plural}\u{a0}; corrigez d'abord ceux-ci, puis rouvrez le jeu."
        ),
    )
}

/// The problem of a file of `bytes` bytes, if it is over the limit: asked before the file is
/// even read (the browser checks a chosen file's size first).
pub fn file_too_big(bytes: usize) -> Option<Problem> {
    (bytes > MAX_FILE_BYTES).then(|| too_big(bytes))
}

fn too_big(bytes: usize) -> Problem {
    let (en, fr) = megabytes(bytes);
    let max = MAX_FILE_BYTES / (1024 * 1024);
    Problem::new(
        "",
        format!("This file is {en} MB; a game may be at most {max} MB."),
        format!("Ce fichier fait {fr} Mo\u{a0}; un jeu peut faire au plus {max} Mo."),
    )
}

/// A problem if the file's format is not the one this version reads.
fn format_problem(format: &Value) -> Option<Problem> {
    let problem = match format.as_u64() {
        Some(n) if n == u64::from(FORMAT) => return None,
        Some(n) if n > u64::from(FORMAT) => Problem::new(
            "format",
            format!(
                "This game was made with a newer Tablier (format {n}); this version reads \
                    format {FORMAT}."
            ),
            format!(
                "Ce jeu a été fait avec un Tablier plus récent (format {n})\u{a0}; cette version lit le \
                    format {FORMAT}."
            ),
        ),
        Some(n) => Problem::new(
            "format",
            format!("This file has format {n}, which this version cannot read; it reads format {FORMAT}."),
            format!(
                "Ce fichier a le format {n}, que cette version ne sait pas lire\u{a0}; elle lit le \
                    format {FORMAT}."
            ),
        ),
        None => {
            let (en, fr) = describe(format);
            Problem::new(
                "format",
                format!("The format number should be a whole number such as {FORMAT}, not {en}."),
                format!("Le numéro de format devrait être un nombre entier comme {FORMAT}, pas {fr}."),
            )
        }
    };
    Some(problem)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_big_files_without_reading_them() {
        let text = " ".repeat(7_549_747);
        let problems = parse(&text).unwrap_err();
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].message.en, "This file is 7.2 MB; a game may be at most 5 MB.");
    }

    #[test]
    fn format_numbers() {
        let p = parse(r#"{"name": "x", "players": []}"#).unwrap_err();
        assert_eq!(p[0].message.en, "This file has no format number: is it a Tablier game?");
        let p = parse(r#"{"format": 2, "bogus": 1}"#).unwrap_err();
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].message.en, "This game was made with a newer Tablier (format 2); this version reads format 1.");
        let p = parse(r#"{"format": "1"}"#).unwrap_err();
        assert!(p[0].message.en.contains("whole number such as 1"));
        assert!(parse(r#"{"format": 0}"#).is_err());
        assert!(parse(r#"{"format": -1}"#).is_err());
        assert!(parse(r#"{"format": 1e300}"#).is_err());
    }

    #[test]
    fn missing_format_and_broken_settings_together() {
        let p = parse(r#"{"name": 3, "players": []}"#).unwrap_err();
        let paths: Vec<&str> = p.iter().map(|p| p.path.as_str()).collect();
        assert_eq!(paths, ["format", "name"]);
    }

    #[test]
    fn another_programs_file_is_said_in_one_sentence() {
        // A package list: none of a game's settings, so no list of settings unknown to a game.
        let p = parse(r#"{"dependencies": {"a": "1"}, "version": "2.0"}"#).unwrap_err();
        assert_eq!(p.len(), 1);
        assert!(p[0]
            .message
            .en
            .starts_with("This file is not a Tablier game: it has none of the settings that make a game"));
        assert!(p[0].message.fr.starts_with("Ce fichier n'est pas un jeu Tablier"));
        // A name and a description are in other files too.
        let p = parse(r#"{"name": "app", "description": "A tool", "version": "1.0.0"}"#).unwrap_err();
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].message.en, not_a_game().message.en);
        // One setting only a game has is enough to be taken as a game with mistakes.
        let p = parse(r#"{"name": "x", "grid": {}, "version": "2.0"}"#).unwrap_err();
        let paths: Vec<&str> = p.iter().map(|p| p.path.as_str()).collect();
        assert_eq!(paths, ["format", "version"]);
        assert_eq!(parse("{}").unwrap_err()[0].message.en, not_a_game().message.en);
    }

    #[test]
    fn odd_tops() {
        assert!(parse("").unwrap_err()[0].message.en.contains("empty"));
        assert!(parse("[1]").unwrap_err()[0].message.en.contains("not a Tablier game"));
        assert!(parse("\u{feff}{\"format\": 1}").is_ok());
    }
}
