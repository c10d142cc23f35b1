//! JSON text to a tree of values and back, small enough for the children's player: serde_json's
//! parser, its `Value` and gloo-storage's wrapper over it cost the player's download about
//! 12 KB gzip (the thinking bundle 25), for files read into the model by hand anyway
//! (`load/from_value.rs`).
//!
//! It reads what serde_json reads, into the same tree (the tests hold it to serde_json on
//! every built-in game, on thousands of broken copies of them and on odd numbers and
//! strings): objects' keys in sorted order, the last of a repeated key kept, whole numbers as
//! `u64` or `i64`, others as `f64` computed as serde_json computes them without its
//! `float_roundtrip` feature. It says only whether the text reads: the designer asks
//! serde_json why a file does not (`load/syntax.rs`).

mod pretty;
mod read;
mod value;
mod write;

#[cfg(test)]
mod tests;

pub use pretty::Pretty;
pub use read::{parse, Reader};
pub use value::{Map, Number, Value};

/// serde_json's tree in this module's terms (for serde's reading of a face's action, which
/// goes through the loader's, and for the tests).
pub(crate) fn from_serde(v: serde_json::Value) -> Value {
    match v {
        serde_json::Value::Null => Value::Null,
        serde_json::Value::Bool(b) => Value::Bool(b),
        serde_json::Value::Number(n) => Value::Number(match (n.as_u64(), n.as_i64(), n.as_f64()) {
            (Some(u), _, _) => Number::PosInt(u),
            (None, Some(i), _) => Number::NegInt(i),
            (_, _, f) => Number::Float(f.unwrap_or_default()),
        }),
        serde_json::Value::String(s) => Value::String(s),
        serde_json::Value::Array(items) => Value::Array(items.into_iter().map(from_serde).collect()),
        serde_json::Value::Object(map) => Value::Object(map.into_iter().map(|(k, v)| (k, from_serde(v))).collect()),
    }
}

/// This module's tree in serde_json's terms (tests only: serde's derived decoders read it).
#[cfg(test)]
pub(crate) fn to_serde(v: &Value) -> serde_json::Value {
    match v {
        Value::Null => serde_json::Value::Null,
        Value::Bool(b) => serde_json::Value::Bool(*b),
        Value::Number(Number::PosInt(u)) => serde_json::Value::from(*u),
        Value::Number(Number::NegInt(i)) => serde_json::Value::from(*i),
        Value::Number(Number::Float(f)) => serde_json::Value::from(*f),
        Value::String(s) => serde_json::Value::String(s.clone()),
        Value::Array(items) => serde_json::Value::Array(items.iter().map(to_serde).collect()),
        Value::Object(map) => serde_json::Value::Object(map.iter().map(|(k, v)| (k.clone(), to_serde(v))).collect()),
    }
}

/// serde_json's `json!`, giving this module's tree (tests only).
#[cfg(test)]
macro_rules! json {
    ($($t:tt)+) => {
        $crate::json::from_serde(serde_json::json!($($t)+))
    };
}

#[cfg(test)]
pub(crate) use json;

/// For `json!` with values of this module inside (tests only).
#[cfg(test)]
impl serde::Serialize for Value {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        to_serde(self).serialize(s)
    }
}
