//! The quick road for designs that are almost always right (the built-in games, the user's
//! saved games, a design sent to the computer's worker): serde's reading with a yes or no,
//! without the paths, the sentences and the search for every structural problem that
//! [`super::parse`] does. That reporting machinery is large; the children's player only needs
//! it when an imported file is broken, and then asks another bundle for it.

use crate::load::limits::MAX_FILE_BYTES;
use crate::model::{Design, FORMAT};

/// The design when the text decodes as one of this format as it is; `None` means that
/// [`super::parse`] has problems to report (it finds the same design when there are none).
/// Semantic problems are still [`super::check`]'s.
pub fn decode(json: &str) -> Option<Design> {
    if json.len() > MAX_FILE_BYTES {
        return None;
    }
    let text = json.strip_prefix('\u{feff}').unwrap_or(json);
    // Through the tree of values, as `parse` reads it: a setting given twice is its last value.
    let root: serde_json::Value = serde_json::from_str(text).ok()?;
    // `parse` refuses a file without a format number, where serde would take the default.
    if root.get("format")?.as_u64() != Some(u64::from(FORMAT)) {
        return None;
    }
    serde_json::from_value(root).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::parse;

    #[test]
    fn decodes_what_parse_accepts_and_nothing_it_refuses() {
        for entry in std::fs::read_dir("games").expect("games/") {
            let path = entry.expect("entry").path();
            let text = std::fs::read_to_string(&path).expect("a game");
            assert_eq!(decode(&text), parse(&text).ok(), "{}", path.display());
        }
        let refused = [
            "",
            "[]",
            "{}",
            r#"{"format": 2}"#,
            r#"{"format": "1"}"#,
            r#"{"format": 1, "nonsense": true}"#,
            r#"{"format": 1, "grid": {"rows": "three"}}"#,
            r#"{"format": 1,"#,
        ];
        for text in refused {
            assert!(parse(text).is_err(), "{text}");
            assert_eq!(decode(text), None, "{text}");
        }
        assert!(decode("\u{feff}{\"format\": 1}").is_some());
        // A setting given twice: the last one, as `parse` reads it.
        let twice = r#"{"format": 1, "name": "a", "name": "b"}"#;
        assert_eq!(decode(twice), parse(twice).ok());
        assert!(decode(twice).is_some());
    }
}
