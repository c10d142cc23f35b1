//! A tree of values written as compact JSON text, as serde_json writes it.

use std::fmt::{self, Display, Write};

use super::value::{Number, Value};

impl Display for Value {
    /// Compact JSON: `value.to_string()`.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Value::Null => f.write_str("null"),
            Value::Bool(b) => f.write_str(if *b { "true" } else { "false" }),
            Value::Number(n) => n.fmt(f),
            Value::String(s) => string(f, s),
            Value::Array(items) => {
                f.write_char('[')?;
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_char(',')?;
                    }
                    v.fmt(f)?;
                }
                f.write_char(']')
            }
            Value::Object(map) => {
                f.write_char('{')?;
                for (i, (k, v)) in map.iter().enumerate() {
                    if i > 0 {
                        f.write_char(',')?;
                    }
                    string(f, k)?;
                    f.write_char(':')?;
                    v.fmt(f)?;
                }
                f.write_char('}')
            }
        }
    }
}

impl Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            Number::PosInt(u) => write!(f, "{u}"),
            Number::NegInt(i) => write!(f, "{i}"),
            // As serde_json: the shortest text that reads back the same; null for what JSON
            // cannot write.
            Number::Float(x) if x.is_finite() => f.write_str(ryu::Buffer::new().format_finite(x)),
            Number::Float(_) => f.write_str("null"),
        }
    }
}

/// A text in quotes, with the escapes serde_json writes (the short ones, else `\u00XX`).
pub(crate) fn string(f: &mut impl Write, s: &str) -> fmt::Result {
    f.write_char('"')?;
    let mut start = 0;
    for (i, b) in s.bytes().enumerate() {
        let short = match b {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x08 => "\\b",
            0x0c => "\\f",
            0..=0x1f => "",
            _ => continue,
        };
        f.write_str(&s[start..i])?;
        start = i + 1;
        if short.is_empty() {
            write!(f, "\\u{b:04x}")?;
        } else {
            f.write_str(short)?;
        }
    }
    f.write_str(&s[start..])?;
    f.write_char('"')
}
