//! Small helpers to write sentences about a design.

use serde_json::Value;

/// A name from the file between single quotes, cut short if it is very long.
pub(crate) fn quote(s: &str) -> String {
    const MAX: usize = 40;
    let mut out: String = s.chars().filter(|c| !c.is_control()).take(MAX).collect();
    if s.chars().count() > MAX {
        out.push('…');
    }
    format!("'{out}'")
}

/// "a, b and c" / "a, b et c"; "and" is the last joining word.
pub(crate) fn join(items: &[String], and: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
    }
}

/// "1 copy" / "3 copies".
pub(crate) fn count(n: u64, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// A cell as written in the action notation: "row,column", from 0.
pub(crate) fn cell(at: [u32; 2]) -> String {
    format!("{},{}", at[0], at[1])
}

/// Megabytes with one decimal, English ("7.2") and French ("7,2").
pub(crate) fn megabytes(bytes: usize) -> (String, String) {
    let tenths = (bytes as u64 * 10 + 524_288) / 1_048_576;
    let en = format!("{}.{}", tenths / 10, tenths % 10);
    let fr = en.replace('.', ",");
    (en, fr)
}

/// A JSON value as a reader would see it, in English and French:
/// `the text "abc"`, `-3`, `true`, `null`, `[1,2,3]` or `a list of 12 items`.
pub(crate) fn describe(value: &Value) -> (String, String) {
    match value {
        Value::Null => ("null (nothing)".into(), "null (rien)".into()),
        Value::Bool(b) => (b.to_string(), b.to_string()),
        Value::Number(n) => (n.to_string(), n.to_string()),
        Value::String(s) => {
            let q = short_text(s);
            (format!("the text {q}"), format!("le texte {q}"))
        }
        Value::Array(a) => {
            let text = value.to_string();
            if text.chars().count() <= 30 {
                (text.clone(), text)
            } else {
                (
                    format!("a list of {}", count(a.len() as u64, "item", "items")),
                    format!("une liste de {}", count(a.len() as u64, "élément", "éléments")),
                )
            }
        }
        Value::Object(_) => ("a group of settings { }".into(), "un groupe de réglages { }".into()),
    }
}

/// A text in double quotes, cut short.
fn short_text(s: &str) -> String {
    const MAX: usize = 30;
    let mut out: String = s.chars().filter(|c| !c.is_control()).take(MAX).collect();
    if s.chars().count() > MAX {
        out.push('…');
    }
    format!("\"{out}\"")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn joins_and_counts() {
        let items = vec!["a".to_string(), "b".into(), "c".into()];
        assert_eq!(join(&items, "and"), "a, b and c");
        assert_eq!(join(&items[..1], "and"), "a");
        assert_eq!(count(1, "copy", "copies"), "1 copy");
        assert_eq!(count(0, "copy", "copies"), "0 copies");
    }

    #[test]
    fn quotes_long_names_short() {
        assert_eq!(quote("cat"), "'cat'");
        assert!(quote(&"x".repeat(1000)).chars().count() < 50);
    }

    #[test]
    fn shows_megabytes() {
        assert_eq!(megabytes(7_549_747), ("7.2".to_string(), "7,2".to_string()));
        assert_eq!(megabytes(6 * 1024 * 1024).0, "6.0");
    }

    #[test]
    fn describes_values() {
        assert_eq!(describe(&json!("abc")).0, "the text \"abc\"");
        assert_eq!(describe(&json!(-3)).0, "-3");
        assert_eq!(describe(&json!([1, 2, 3])).0, "[1,2,3]");
        assert_eq!(describe(&json!(vec![1000; 20])).0, "a list of 20 items");
    }
}

/// A thing as its name is shown, between “ ” in English and « » in French: the designer's name in
/// each language, else the id (a thing never named has nothing else to go by).
pub(crate) fn shown(name: &crate::model::Words, id: &str) -> (String, String) {
    let one = |lang| {
        let text = name.get(lang);
        let text: String = if text.trim().is_empty() { id } else { text }.chars().take(40).collect();
        crate::lang::quoted(&text, lang)
    };
    (one(crate::lang::Lang::En), one(crate::lang::Lang::Fr))
}
