//! The reading and writing held to serde_json's: the same answer, the same tree, the same text.

use super::{from_serde, parse, Number, Value};

/// The same tree, each decimal number to the bit (-0.0 and 0.0 differ, as in the files).
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(Number::Float(x)), Value::Number(Number::Float(y))) => x.to_bits() == y.to_bits(),
        (Value::Array(a), Value::Array(b)) => a.len() == b.len() && a.iter().zip(b).all(|(a, b)| same(a, b)),
        (Value::Object(a), Value::Object(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|((ka, a), (kb, b))| ka == kb && same(a, b))
        }
        (a, b) => a == b,
    }
}

fn agrees(text: &str) {
    let theirs = serde_json::from_str::<serde_json::Value>(text).ok();
    let ours = parse(text);
    match (&ours, theirs) {
        (Some(v), Some(json)) => {
            assert!(same(v, &from_serde(json.clone())), "{text:?}: {v:?}");
            // Written back as serde_json writes the same tree.
            assert_eq!(v.to_string(), serde_json::to_string(&json).expect("text"), "{text:?}");
        }
        (None, None) => {}
        (ours, theirs) => panic!("{text:?}: {ours:?} where serde_json reads {theirs:?}"),
    }
    // Passed over exactly where it reads.
    let mut r = super::Reader::new(text);
    assert_eq!(r.skip().is_some() && r.end().is_some(), ours.is_some(), "{text:?}");
}

#[test]
fn reads_numbers_as_serde_json() {
    let numbers = [
        "0",
        "-0",
        "1",
        "-1",
        "01",
        "-01",
        "00",
        "1.",
        ".5",
        "-",
        "+1",
        "1e",
        "1e+",
        "1e-",
        "1E5",
        "1e-5",
        "3.5",
        "-3.5",
        "3.0",
        "1e16",
        "0.000001",
        "1.5e300",
        "1e308",
        "1e309",
        "-1e309",
        "1e-400",
        "0e999999999999",
        "1e999999999999",
        "1e-999999999999",
        "18446744073709551615",
        "18446744073709551616",
        "-9223372036854775808",
        "-9223372036854775809",
        "123456789012345678901234567890",
        "1844674407370955161.7",
        "18446744073709551616.5",
        "184467440737095516150.5e-3",
        "0.1",
        "0.30000000000000004",
        "2.5e-5",
        "1e22",
        "1e23",
        "4.35",
        "100.25",
        "-0.0",
        "0.0e0",
        "1.0e+2",
        "1x",
        "- 1",
        "1 2",
        "12345678901234567890123e-10",
        "9.99999999999999999999999",
        "0.00000000000000000000000000000000000000001",
        "1.7976931348623157e308",
        "1.7976931348623159e308",
        "1e45",
        "2.2250738585072014e-308",
        "5e-324",
        "1e-330",
        "123.456e-7",
        "9007199254740993",
        "9007199254740993.0",
    ];
    for n in numbers {
        agrees(n);
        agrees(&format!("[{n}]"));
        agrees(&format!("{{\"n\": {n}}}"));
    }
}

#[test]
fn reads_strings_as_serde_json() {
    let strings = [
        r#""""#,
        r#""a""#,
        r#""é ü 漢字 🎲""#,
        r#""\"\\\/\b\f\n\r\t""#,
        r#""\u0041\u00e9\u6f22""#,
        r#""\ud83c\udfb2""#,
        r#""\ud83c""#,
        r#""\udfb2""#,
        r#""\ud83cx""#,
        r#""\ud83c\u0041""#,
        r#""\ud83c\n""#,
        r#""\u12""#,
        r#""\u12G4""#,
        r#""\x""#,
        "\"a\u{1}b\"",
        "\"tab\there\"",
        "\"a\u{7f}\"",
        r#""unterminated"#,
        r#""\"#,
        r#""\u0000""#,
        r#""\u001f\u007f""#,
    ];
    for s in strings {
        agrees(s);
        agrees(&format!("{{{s}: 1}}"));
    }
}

#[test]
fn reads_structure_as_serde_json() {
    let texts = [
        "",
        " ",
        "null",
        "nul",
        "nulll",
        "true",
        "tru",
        "false",
        "[]",
        "{}",
        "[1,]",
        "[,1]",
        "[1 2]",
        "{\"a\"}",
        "{\"a\":}",
        "{\"a\":1,}",
        "{a:1}",
        "{\"a\":1 \"b\":2}",
        "{\"b\":1,\"a\":2,\"b\":3}",
        "[[], {}, [[]]]",
        " \n\t\r[1] \n",
        "[1] x",
        "[1]]",
        "\u{feff}[1]",
        "{\"a\":[1,{\"b\":null}]}",
        "[\u{a0}1]",
        "[1\u{b}]",
    ];
    for t in texts {
        agrees(t);
    }
    // Lists inside lists: the 128th is refused, as serde_json refuses it.
    for depth in [126, 127, 128, 129, 10_000] {
        agrees(&format!("{}{}", "[".repeat(depth), "]".repeat(depth)));
        agrees(&format!("{}1{}", "[{\"a\":".repeat(depth / 2), "}]".repeat(depth / 2)));
    }
}

#[test]
fn writes_as_serde_json() {
    let v = Value::object(vec![
        ("text", Value::from("a\"b\\c\n\r\t\u{8}\u{c}\u{1}\u{1f}\u{7f}é🎲")),
        ("list", Value::from(vec![Value::from(1u64), Value::from(-2i64), Value::Null, Value::from(true)])),
        (
            "floats",
            Value::Array(
                [0.5, -0.0, 1e16, 1e-7, f64::NAN, f64::INFINITY].map(|f| Value::Number(Number::Float(f))).to_vec(),
            ),
        ),
    ]);
    let theirs = serde_json::json!({
        "text": "a\"b\\c\n\r\t\u{8}\u{c}\u{1}\u{1f}\u{7f}é🎲",
        "list": [1, -2, null, true],
        "floats": [0.5, -0.0, 1e16, 1e-7, null, null],
    });
    assert_eq!(v.to_string(), serde_json::to_string(&theirs).expect("text"));
}

/// Every built-in game, and thousands of copies of each broken in one place: a character
/// removed, doubled, or replaced by one that matters to JSON.
#[test]
fn reads_every_game_and_its_broken_copies_as_serde_json() {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    const MATTER: [&str; 16] = ["\"", "\\", "{", "}", "[", "]", ",", ":", "-", "0", "e", ".", " ", "\u{1}", "é", "\\u"];
    for entry in std::fs::read_dir("games").expect("games/") {
        let text = std::fs::read_to_string(entry.expect("entry").path()).expect("a game");
        agrees(&text);
        let chars: Vec<(usize, char)> = text.char_indices().collect();
        for _ in 0..300 {
            let (at, c) = chars[next(chars.len())];
            let end = at + c.len_utf8();
            let broken = match next(3) {
                0 => format!("{}{}", &text[..at], &text[end..]),
                1 => format!("{}{c}{}", &text[..end], &text[end..]),
                _ => format!("{}{}{}", &text[..at], MATTER[next(MATTER.len())], &text[end..]),
            };
            agrees(&broken);
        }
    }
}
