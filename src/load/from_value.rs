//! Reading the model's types from a tree of JSON values by hand. serde's derived decoders cost
//! the children's player about 27 KB gzip and the designer more (a visitor for maps and one for
//! arrays, field identifiers and error texts for every type, and serde_path_to_error's
//! wrappers); these accept exactly what they accept and fail where they fail, with the same
//! message (the tests in `decode.rs` and `model_values.rs` hold them to it), except that a face
//! action's setting that does not fit is named where serde blames the whole action. The player's
//! quick road ([`super::decode`]) only hears yes or no; the designer's report (`fault.rs`) hears
//! why.

use crate::dict::Dict;

use crate::json::Value;
use crate::model::Words;

/// A value read from JSON as serde's derived decoder reads it from a `serde_json::Value` (the
/// same tree as [`crate::json::Value`]).
pub(crate) trait FromValue: Sized {
    /// The value, or `None` where serde fails; the sink hears what serde would say, and where.
    fn read<S: Sink>(v: &Value, s: &mut S) -> Option<Self>;

    /// The quick road: yes or no, no words (nothing of the report is built, or linked).
    fn from_value(v: &Value) -> Option<Self> {
        Self::read(v, &mut ())
    }
}

/// Who hears why a reading failed. The player's quick road says nothing (`()`); the designer's
/// report (`load::fault`) keeps serde's message and the path to the value at fault.
pub(crate) trait Sink {
    /// serde's message for the value at fault, built only if it is kept.
    fn fail(&mut self, message: impl FnOnce() -> String);
    /// The failure was inside the setting `key` (heard while unwinding, innermost first).
    fn inside_key(&mut self, key: &str);
    /// The failure was inside the item `index` of a list.
    fn inside_index(&mut self, index: usize);
}

impl Sink for () {
    fn fail(&mut self, _: impl FnOnce() -> String) {}
    fn inside_key(&mut self, _: &str) {}
    fn inside_index(&mut self, _: usize) {}
}

/// serde's words for a value that does not fit (as `serde_json::Value::unexpected`).
pub(crate) fn unexpected(v: &Value) -> String {
    match v {
        Value::Null => "null".into(),
        Value::Bool(b) => format!("boolean `{b}`"),
        Value::Number(n) => match (n.as_u64(), n.as_i64(), n.as_f64()) {
            (Some(u), _, _) => format!("integer `{u}`"),
            (None, Some(i), _) => format!("integer `{i}`"),
            // As serde_json writes it: "3.0", "1e16".
            (_, _, f) => format!("floating point `{}`", ryu::Buffer::new().format(f.unwrap_or_default())),
        },
        // In quotes as JSON writes it (serde writes Rust's `{:?}`, the same for any text without
        // control characters; Debug's escaping costs each bundle about 3 KB gzip).
        Value::String(_) => format!("string {v}"),
        Value::Array(_) => "sequence".into(),
        Value::Object(_) => "map".into(),
    }
}

/// serde's list of names: "`a`", "`a` or `b`", "one of `a`, `b`, `c`".
pub(crate) fn one_of(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    match quoted.as_slice() {
        [one] => one.clone(),
        [a, b] => format!("{a} or {b}"),
        _ => format!("one of {}", quoted.join(", ")),
    }
}

/// The message of a value of the wrong kind.
pub(crate) fn invalid_type<S: Sink>(s: &mut S, v: &Value, expected: &'static str) {
    s.fail(|| format!("invalid type: {}, expected {expected}", unexpected(v)));
}

impl FromValue for bool {
    fn read<S: Sink>(v: &Value, s: &mut S) -> Option<Self> {
        let b = v.as_bool();
        if b.is_none() {
            invalid_type(s, v, "a boolean");
        }
        b
    }
}

impl FromValue for String {
    fn read<S: Sink>(v: &Value, s: &mut S) -> Option<Self> {
        let text = v.as_str().map(str::to_owned);
        if text.is_none() {
            invalid_type(s, v, "a string");
        }
        text
    }
}

/// Whole numbers only, in the type's range (serde refuses 3.0 for a count).
fn whole<T: TryFrom<u64> + TryFrom<i64>, S: Sink>(v: &Value, s: &mut S, name: &'static str) -> Option<T> {
    let read = match v {
        Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => Some(T::try_from(u).ok()),
            (None, Some(i)) => Some(T::try_from(i).ok()),
            _ => None,
        },
        _ => None,
    };
    match read {
        Some(Some(n)) => Some(n),
        Some(None) => {
            s.fail(|| format!("invalid value: {}, expected {name}", unexpected(v)));
            None
        }
        None => {
            invalid_type(s, v, name);
            None
        }
    }
}

impl FromValue for u8 {
    fn read<S: Sink>(v: &Value, s: &mut S) -> Option<Self> {
        whole(v, s, "u8")
    }
}

impl FromValue for u32 {
    fn read<S: Sink>(v: &Value, s: &mut S) -> Option<Self> {
        whole(v, s, "u32")
    }
}

impl FromValue for i32 {
    fn read<S: Sink>(v: &Value, s: &mut S) -> Option<Self> {
        whole(v, s, "i32")
    }
}

impl<T: FromValue> FromValue for Option<T> {
    fn read<S: Sink>(v: &Value, s: &mut S) -> Option<Self> {
        match v {
            Value::Null => Some(None),
            v => T::read(v, s).map(Some),
        }
    }
}

impl<T: FromValue> FromValue for Vec<T> {
    fn read<S: Sink>(v: &Value, s: &mut S) -> Option<Self> {
        let Some(items) = v.as_array() else {
            invalid_type(s, v, "a sequence");
            return None;
        };
        let mut out = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            let Some(item) = T::read(item, s) else {
                s.inside_index(i);
                return None;
            };
            out.push(item);
        }
        Some(out)
    }
}

impl<T: FromValue> FromValue for [T; 2] {
    fn read<S: Sink>(v: &Value, s: &mut S) -> Option<Self> {
        let Some(items) = v.as_array() else {
            invalid_type(s, v, "an array of length 2");
            return None;
        };
        let mut pair = [None, None];
        for (i, slot) in pair.iter_mut().enumerate() {
            let Some(item) = items.get(i) else {
                s.fail(|| format!("invalid length {i}, expected an array of length 2"));
                return None;
            };
            *slot = T::read(item, s);
            if slot.is_none() {
                s.inside_index(i);
                return None;
            }
        }
        if items.len() > 2 {
            s.fail(|| format!("invalid length {}, expected fewer elements in array", items.len()));
            return None;
        }
        let [Some(a), Some(b)] = pair else { return None };
        Some([a, b])
    }
}

impl<T: FromValue> FromValue for Dict<T> {
    fn read<S: Sink>(v: &Value, s: &mut S) -> Option<Self> {
        let Some(map) = v.as_object() else {
            invalid_type(s, v, "a map");
            return None;
        };
        let mut out = Dict::new();
        for (k, v) in map {
            let Some(v) = T::read(v, s) else {
                s.inside_key(k);
                return None;
            };
            out.insert(k.clone(), v);
        }
        Some(out)
    }
}

impl FromValue for Words {
    fn read<S: Sink>(v: &Value, s: &mut S) -> Option<Self> {
        match v {
            Value::String(text) => Some(Words::One(text.clone())),
            Value::Object(_) => Some(Words::Many(FromValue::read(v, s)?)),
            _ => {
                invalid_type(s, v, "a text or texts by language");
                None
            }
        }
    }
}

/// The names a struct's settings or a choice's words take in the file, in the model's order.
pub(crate) trait Named {
    const NAMES: &'static [&'static str];
}

/// A setting's name in the file: the field's own, or the one given.
macro_rules! key {
    ($field:ident) => {
        stringify!($field)
    };
    ($field:ident $key:literal) => {
        $key
    };
}

/// Structs with `#[serde(default, deny_unknown_fields)]`, their fields listed in the order they
/// are declared (serde reads a struct from an array in that order; a missing field fails to
/// compile). A setting not given keeps the type's default; a setting unknown refuses the design.
/// Each struct is also written as serde writes it (`model::write`): its settings in the same
/// order, those marked `omit` left out when empty.
macro_rules! structs {
    ($($ty:ident { $($field:ident $(= $key:literal)? $($omit:ident)?),* $(,)? })*) => { $(
        impl $crate::load::from_value::FromValue for $ty {
            // Not inlined: one copy per type, however many places hold it.
            #[inline(never)]
            fn read<S: $crate::load::from_value::Sink>(v: &$crate::json::Value, s: &mut S) -> Option<Self> {
                use $crate::load::from_value::{FromValue, Named};
                let mut out = Self::default();
                $crate::load::from_value::settings(v, Self::NAMES, stringify!($ty), s, &mut |k, v, s| {
                    $(if k == key!($field $($key)?) {
                        out.$field = FromValue::read(v, s)?;
                        return Some(());
                    })*
                    None
                })?;
                let $ty { $($field: _),* } = &out;
                Some(out)
            }
        }
        impl $crate::load::from_value::Named for $ty {
            const NAMES: &'static [&'static str] = &[$(key!($field $($key)?)),*];
        }
        impl $crate::model::write::WriteJson for $ty {
            #[inline(never)]
            fn write_json(&self, w: &mut $crate::json::Pretty) {
                #[allow(unused_imports)]
                use $crate::model::write::{Omit, WriteJson};
                w.begin_object();
                $(
                    let omitted = false $(|| { let $omit = Omit::omit(&self.$field); $omit })?;
                    if !omitted {
                        w.key(key!($field $($key)?));
                        self.$field.write_json(w);
                    }
                )*
                w.end_object();
            }
        }
    )*
        /// Each type's settings, as serde knows them and as listed here.
        #[cfg(test)]
        pub(crate) fn struct_lists() -> Vec<(&'static str, String, String)> {
            use $crate::load::from_value::Named;
            vec![$((stringify!($ty), $crate::load::from_value::serde_names::<$ty>(), $ty::NAMES.join(","))),*]
        }
    };
}

/// Enums of named choices (`#[serde(rename_all = "kebab-case")]`): each variant with its name
/// in the file. serde also reads `{"name": null}` as that choice.
macro_rules! choices {
    ($($ty:ident { $($variant:ident = $key:literal),* $(,)? })*) => { $(
        impl $crate::load::from_value::FromValue for $ty {
            fn read<S: $crate::load::from_value::Sink>(v: &$crate::json::Value, s: &mut S) -> Option<Self> {
                use $crate::load::from_value::Named;
                let name = $crate::load::from_value::choice(v, Self::NAMES, s)?;
                $(if name == $key {
                    return Some($ty::$variant);
                })*
                None
            }
        }
        impl $crate::load::from_value::Named for $ty {
            const NAMES: &'static [&'static str] = &[$($key),*];
        }
        impl $crate::model::write::WriteJson for $ty {
            fn write_json(&self, w: &mut $crate::json::Pretty) {
                w.string(match self { $($ty::$variant => $key),* });
            }
        }
        // Every variant listed.
        const _: fn(&$ty) = |x| match x { $($ty::$variant => ()),* };
    )*
        /// Each type's choices, as serde knows them and as listed here.
        #[cfg(test)]
        pub(crate) fn choice_lists() -> Vec<(&'static str, String, String)> {
            use $crate::load::from_value::Named;
            vec![$((stringify!($ty), $crate::load::from_value::serde_names::<$ty>(), $ty::NAMES.join(","))),*]
        }
    };
}

pub(crate) use {choices, key, structs};

/// Each setting of a struct with its name: from an object, or from an array in the order of
/// `names` (no more items than names). `read` reads a known setting.
pub(crate) fn settings<S: Sink>(
    v: &Value,
    names: &[&str],
    ty: &'static str,
    s: &mut S,
    read: &mut dyn FnMut(&str, &Value, &mut S) -> Option<()>,
) -> Option<()> {
    match v {
        Value::Object(map) => {
            for (k, v) in map {
                if !names.contains(&k.as_str()) {
                    s.fail(|| format!("unknown field `{k}`, expected {}", one_of(names)));
                    s.inside_key(k);
                    return None;
                }
                if read(k, v, s).is_none() {
                    s.inside_key(k);
                    return None;
                }
            }
        }
        Value::Array(items) => {
            for (i, (k, v)) in names.iter().zip(items).enumerate() {
                if read(k, v, s).is_none() {
                    s.inside_index(i);
                    return None;
                }
            }
            if items.len() > names.len() {
                s.fail(|| format!("invalid length {}, expected fewer elements in array", items.len()));
                return None;
            }
        }
        _ => {
            s.fail(|| format!("invalid type: {}, expected struct {ty}", unexpected(v)));
            return None;
        }
    }
    Some(())
}

/// The word of a choice: a text, or an object's one key whose value is null; `None` (and the
/// sink told why) when it is anything else or not one of `names`.
pub(crate) fn choice<'v, S: Sink>(v: &'v Value, names: &[&str], s: &mut S) -> Option<&'v str> {
    let (name, value) = match v {
        Value::String(name) => (name.as_str(), None),
        Value::Object(map) if map.len() == 1 => map.iter().next().map(|(k, v)| (k.as_str(), Some(v)))?,
        Value::Object(_) => {
            s.fail(|| "invalid value: map, expected map with a single key".into());
            return None;
        }
        _ => {
            s.fail(|| format!("invalid type: {}, expected string or map", unexpected(v)));
            return None;
        }
    };
    if !names.contains(&name) {
        s.fail(|| format!("unknown variant `{name}`, expected {}", one_of(names)));
        return None;
    }
    if let Some(value) = value.filter(|v| !v.is_null()) {
        s.fail(|| format!("invalid type: {}, expected unit", unexpected(value)));
        return None;
    }
    Some(name)
}

/// The settings or choices serde's derived decoder knows for `T`, in order: what it hands
/// the decoder it is given, caught here.
#[cfg(test)]
pub(crate) fn serde_names<T: serde::de::DeserializeOwned>() -> String {
    use serde::de::{Error, Visitor};
    struct Catch;
    impl<'de> serde::Deserializer<'de> for Catch {
        type Error = serde_json::Error;
        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
            Err(Error::custom("not a struct or an enum"))
        }
        fn deserialize_struct<V: Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Self::Error> {
            Err(Error::custom(fields.join(",")))
        }
        fn deserialize_enum<V: Visitor<'de>>(
            self,
            _: &'static str,
            variants: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Self::Error> {
            Err(Error::custom(variants.join(",")))
        }
        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
            option unit unit_struct newtype_struct seq tuple tuple_struct map identifier ignored_any
        }
    }
    T::deserialize(Catch).err().map(|e| e.to_string()).unwrap_or_default()
}
