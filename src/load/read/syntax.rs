//! A file that is not JSON: where, in plain words.

use crate::load::problem::Problem;

/// The problem for serde_json's syntax error.
pub(crate) fn syntax_problem(err: &serde_json::Error) -> Problem {
    let (line, column) = (err.line(), err.column());
    if err.classify() == serde_json::error::Category::Eof {
        return Problem::new(
            "",
            format!(
                "This file ends too early, at line {line}, column {column}: something is missing, \
                 such as a closing brace }}, a closing bracket ] or a quote \"."
            ),
            format!(
                "Ce fichier se termine trop tôt, à la ligne {line}, colonne {column} : il manque quelque \
                 chose, comme une accolade fermante }}, un crochet fermant ] ou un guillemet \"."
            ),
        );
    }
    let text = err.to_string();
    let raw = text.rfind(" at line ").map_or(text.as_str(), |at| &text[..at]);
    let (en, fr) = hint(raw);
    Problem::new(
        "",
        format!("This file is not a valid game file (JSON): {en}, at line {line}, column {column}."),
        format!(
            "Ce fichier n'est pas un fichier de jeu valide (JSON) : {fr}, à la ligne {line}, \
                colonne {column}."
        ),
    )
}

/// serde_json's message in plain words.
fn hint(raw: &str) -> (String, String) {
    let (en, fr) = match raw {
        "expected value" => ("a value is missing or misspelt", "une valeur manque ou est mal écrite"),
        "expected ident" => {
            ("a word such as true, false or null is misspelt", "un mot comme true, false ou null est mal écrit")
        }
        "key must be a string" => {
            ("a setting name must be in double quotes", "un nom de réglage doit être entre guillemets droits")
        }
        "trailing comma" => (
            "there is one comma too many before a closing bracket or brace",
            "il y a une virgule de trop avant un crochet ou une accolade fermante",
        ),
        "trailing characters" => {
            ("there is extra text after the end of the game", "il y a du texte en trop après la fin du jeu")
        }
        "expected `,` or `}`" => {
            ("a comma , or a closing brace } is missing", "il manque une virgule , ou une accolade fermante }")
        }
        "expected `,` or `]`" => {
            ("a comma , or a closing bracket ] is missing", "il manque une virgule , ou un crochet fermant ]")
        }
        "expected `:`" => {
            ("a colon : is missing after a setting name", "il manque deux-points\u{a0}: après un nom de réglage")
        }
        "recursion limit exceeded" => {
            ("lists and groups are nested too deeply", "les listes et les groupes sont imbriqués trop profondément")
        }
        "number out of range" => ("a number is too large", "un nombre est trop grand"),
        "invalid number" => ("a number is badly written", "un nombre est mal écrit"),
        "control character (\\u0000-\\u001F) found while parsing a string" => (
            "a text holds a line break or a control character (write \\n for a line break)",
            "un texte contient un retour à la ligne ou un caractère de contrôle (écrivez \\n pour \
                un retour à la ligne)",
        ),
        r if r.contains("escape") || r.contains("surrogate") || r.contains("unicode") => (
            "a backslash \\ in a text is not followed by a valid code",
            "une barre oblique inverse \\ dans un texte n'est pas suivie d'un code valide",
        ),
        r => return (r.to_owned(), format!("erreur «\u{a0}{r}\u{a0}»")),
    };
    (en.to_owned(), fr.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(text: &str) -> Problem {
        syntax_problem(&serde_json::from_str::<serde_json::Value>(text).expect_err(text))
    }

    #[test]
    fn says_where() {
        let p = problem("{\n  \"a\": 1,,\n}");
        assert_eq!(
            p.message.en,
            "This file is not a valid game file (JSON): a setting name must be in double quotes, at line 2, column 10."
        );
        assert!(p.message.fr.contains("à la ligne 2, colonne 10"));
        assert!(problem("{\"a\": [1, 2}").message.en.contains("a comma , or a closing bracket ] is missing"));
        assert!(problem("{\"a\": 1} x").message.en.contains("extra text"));
        assert!(problem("{\"a\": tru}").message.en.contains("misspelt"));
        assert!(problem("{\"a\": [1,").message.en.starts_with("This file ends too early, at line 1"));
        // Said as serde_json says it for the tree of values it would build.
        let deep = format!("{}{}", "[".repeat(200), "]".repeat(200));
        assert!(problem(&deep).message.en.contains("lists and groups are nested too deeply, at line 1, column 128"));
        assert!(problem("{\"format\":1,\"a\":1,}").message.en.contains("one comma too many"));
        assert!(problem("[1,]").message.en.contains("one comma too many"));
        assert!(problem("{\"format\":1,\"name\":\"\\ud83c\"}").message.en.contains("a backslash \\ in a text"));
        let p = problem("{\"format\":1e400}");
        assert!(p.message.en.contains("a number is too large, at line 1"), "{}", p.message.en);
    }
}
