//! The tree of values, with the parts of `serde_json::Value`'s interface the app uses.

use crate::dict::Dict;

/// An object's settings, in the order of their keys (as serde_json's default map).
pub type Map = Dict<Value>;

#[derive(Clone, Debug, PartialEq, Default)]
pub enum Value {
    #[default]
    Null,
    Bool(bool),
    Number(Number),
    String(String),
    Array(Vec<Value>),
    Object(Map),
}

/// A number as serde_json keeps it: whole and not negative, negative and whole, or neither.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    PosInt(u64),
    NegInt(i64),
    Float(f64),
}

impl Number {
    pub fn as_u64(&self) -> Option<u64> {
        match *self {
            Number::PosInt(u) => Some(u),
            _ => None,
        }
    }

    pub fn as_i64(&self) -> Option<i64> {
        match *self {
            Number::PosInt(u) => i64::try_from(u).ok(),
            Number::NegInt(i) => Some(i),
            Number::Float(_) => None,
        }
    }

    pub fn as_f64(&self) -> Option<f64> {
        Some(match *self {
            Number::PosInt(u) => u as f64,
            Number::NegInt(i) => i as f64,
            Number::Float(f) => f,
        })
    }
}

impl Value {
    /// The setting `key` of an object (None for anything else).
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.as_object()?.get(key)
    }

    pub fn get_mut(&mut self, key: &str) -> Option<&mut Value> {
        self.as_object_mut()?.get_mut(key)
    }

    /// Item `i` of a list.
    pub fn at(&self, i: usize) -> Option<&Value> {
        self.as_array()?.get(i)
    }

    pub fn as_object(&self) -> Option<&Map> {
        match self {
            Value::Object(m) => Some(m),
            _ => None,
        }
    }

    pub fn as_object_mut(&mut self) -> Option<&mut Map> {
        match self {
            Value::Object(m) => Some(m),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&Vec<Value>> {
        match self {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }

    pub fn as_array_mut(&mut self) -> Option<&mut Vec<Value>> {
        match self {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match *self {
            Value::Bool(b) => Some(b),
            _ => None,
        }
    }

    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(n) => n.as_u64(),
            _ => None,
        }
    }

    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::Number(n) => n.as_i64(),
            _ => None,
        }
    }

    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Number(n) => n.as_f64(),
            _ => None,
        }
    }

    pub fn is_object(&self) -> bool {
        matches!(self, Value::Object(_))
    }

    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }

    pub fn is_array(&self) -> bool {
        matches!(self, Value::Array(_))
    }

    pub fn is_string(&self) -> bool {
        matches!(self, Value::String(_))
    }

    /// An object from its settings (a later key replaces an earlier one). Inserted one by one:
    /// collecting into a map sorts first, and the sort costs the download more.
    pub fn object(settings: Vec<(&str, Value)>) -> Value {
        let mut map = Map::new();
        for (k, v) in settings {
            map.insert(k.to_owned(), v);
        }
        Value::Object(map)
    }
}

static NULL: Value = Value::Null;

/// `v["key"]`: the setting, or null when there is none (as serde_json).
impl std::ops::Index<&str> for Value {
    type Output = Value;
    fn index(&self, key: &str) -> &Value {
        self.get(key).unwrap_or(&NULL)
    }
}

/// `v["key"] = …`: the setting, made null first when there is none; a value that is not an
/// object becomes an empty one first (serde_json would panic unless it was null).
impl std::ops::IndexMut<&str> for Value {
    fn index_mut(&mut self, key: &str) -> &mut Value {
        if !self.is_object() {
            *self = Value::Object(Map::new());
        }
        match self {
            Value::Object(map) => map.value_or_default(key),
            other => other,
        }
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::String(s.to_owned())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::String(s)
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b)
    }
}

impl From<u64> for Value {
    fn from(u: u64) -> Value {
        Value::Number(Number::PosInt(u))
    }
}

impl From<u8> for Value {
    fn from(u: u8) -> Value {
        Value::from(u64::from(u))
    }
}

impl From<u32> for Value {
    fn from(u: u32) -> Value {
        Value::from(u64::from(u))
    }
}

impl From<usize> for Value {
    fn from(u: usize) -> Value {
        Value::from(u as u64)
    }
}

impl From<i64> for Value {
    fn from(i: i64) -> Value {
        match u64::try_from(i) {
            Ok(u) => Value::from(u),
            Err(_) => Value::Number(Number::NegInt(i)),
        }
    }
}

impl From<i32> for Value {
    fn from(i: i32) -> Value {
        Value::from(i64::from(i))
    }
}

impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(o: Option<T>) -> Value {
        o.map_or(Value::Null, Into::into)
    }
}

impl<T: Into<Value>> From<Vec<T>> for Value {
    fn from(items: Vec<T>) -> Value {
        Value::Array(items.into_iter().map(Into::into).collect())
    }
}
