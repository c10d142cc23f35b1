//! Reading the model's types from a tree of JSON values by hand, for the quick road
//! ([`super::decode`]). serde's derived decoders cost the children's player about 40 KB gzip
//! (a visitor for maps and one for arrays, field identifiers and error texts, for every type);
//! these accept exactly what they accept (the tests in `model_values.rs` hold them to it) and
//! only say yes or no: the designer's bundle names the problem when there is one.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::model::{FaceAction, Words};

/// A value read from JSON as serde's derived decoder would read it from a `serde_json::Value`;
/// `None` where serde would fail.
pub(crate) trait FromValue: Sized {
    fn from_value(v: &Value) -> Option<Self>;
}

impl FromValue for bool {
    fn from_value(v: &Value) -> Option<Self> {
        v.as_bool()
    }
}

impl FromValue for String {
    fn from_value(v: &Value) -> Option<Self> {
        v.as_str().map(str::to_owned)
    }
}

/// Whole numbers only, in the type's range (serde refuses 3.0 for a count).
fn whole<T: TryFrom<u64> + TryFrom<i64>>(v: &Value) -> Option<T> {
    let Value::Number(n) = v else { return None };
    match (n.as_u64(), n.as_i64()) {
        (Some(u), _) => T::try_from(u).ok(),
        (None, Some(i)) => T::try_from(i).ok(),
        _ => None,
    }
}

impl FromValue for u8 {
    fn from_value(v: &Value) -> Option<Self> {
        whole(v)
    }
}

impl FromValue for u32 {
    fn from_value(v: &Value) -> Option<Self> {
        whole(v)
    }
}

impl FromValue for i32 {
    fn from_value(v: &Value) -> Option<Self> {
        whole(v)
    }
}

impl<T: FromValue> FromValue for Option<T> {
    fn from_value(v: &Value) -> Option<Self> {
        match v {
            Value::Null => Some(None),
            v => T::from_value(v).map(Some),
        }
    }
}

impl<T: FromValue> FromValue for Vec<T> {
    fn from_value(v: &Value) -> Option<Self> {
        let items = v.as_array()?;
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            out.push(T::from_value(item)?);
        }
        Some(out)
    }
}

impl<T: FromValue> FromValue for [T; 2] {
    fn from_value(v: &Value) -> Option<Self> {
        match v.as_array()?.as_slice() {
            [a, b] => Some([T::from_value(a)?, T::from_value(b)?]),
            _ => None,
        }
    }
}

impl<T: FromValue> FromValue for BTreeMap<String, T> {
    fn from_value(v: &Value) -> Option<Self> {
        let mut out = BTreeMap::new();
        for (k, v) in v.as_object()? {
            out.insert(k.clone(), T::from_value(v)?);
        }
        Some(out)
    }
}

impl FromValue for Words {
    fn from_value(v: &Value) -> Option<Self> {
        match v {
            Value::String(s) => Some(Words::One(s.clone())),
            Value::Object(_) => Some(Words::Many(FromValue::from_value(v)?)),
            _ => None,
        }
    }
}

impl FromValue for FaceAction {
    fn from_value(v: &Value) -> Option<Self> {
        crate::model::read_face_action(v)
    }
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
macro_rules! structs {
    ($($ty:ident { $($field:ident $(= $key:literal)?),* $(,)? })*) => { $(
        impl $crate::load::from_value::FromValue for $ty {
            // Not inlined: one copy per type, however many places hold it.
            #[inline(never)]
            fn from_value(v: &serde_json::Value) -> Option<Self> {
                let mut out = Self::default();
                $crate::load::from_value::settings(v, &[$(key!($field $($key)?)),*], &mut |k, v| {
                    $(if k == key!($field $($key)?) {
                        out.$field = $crate::load::from_value::FromValue::from_value(v)?;
                        return Some(());
                    })*
                    None
                })?;
                let $ty { $($field: _),* } = &out;
                Some(out)
            }
        }
    )*
        /// Each type's settings, as serde knows them and as listed here.
        #[cfg(test)]
        pub(crate) fn struct_lists() -> Vec<(&'static str, String, String)> {
            vec![$((stringify!($ty), $crate::load::from_value::serde_names::<$ty>(), [$(key!($field $($key)?)),*].join(","))),*]
        }
    };
}

/// Enums of named choices (`#[serde(rename_all = "kebab-case")]`): each variant with its name
/// in the file. serde also reads `{"name": null}` as that choice.
macro_rules! choices {
    ($($ty:ident { $($variant:ident = $key:literal),* $(,)? })*) => { $(
        impl $crate::load::from_value::FromValue for $ty {
            fn from_value(v: &serde_json::Value) -> Option<Self> {
                let name = $crate::load::from_value::choice_name(v)?;
                $(if name == $key {
                    return Some($ty::$variant);
                })*
                None
            }
        }
        // Every variant listed.
        const _: fn(&$ty) = |x| match x { $($ty::$variant => ()),* };
    )*
        /// Each type's choices, as serde knows them and as listed here.
        #[cfg(test)]
        pub(crate) fn choice_lists() -> Vec<(&'static str, String, String)> {
            vec![$((stringify!($ty), $crate::load::from_value::serde_names::<$ty>(), [$($key),*].join(","))),*]
        }
    };
}

pub(crate) use {choices, key, structs};

/// Each setting of a struct with its name: from an object, or from an array in the order of
/// `names` (no more items than names). `read` refuses an unknown name.
pub(crate) fn settings(v: &Value, names: &[&str], read: &mut dyn FnMut(&str, &Value) -> Option<()>) -> Option<()> {
    match v {
        Value::Object(map) => map.iter().try_for_each(|(k, v)| read(k, v)),
        Value::Array(items) if items.len() <= names.len() => names.iter().zip(items).try_for_each(|(k, v)| read(k, v)),
        _ => None,
    }
}

/// The name of a choice: a text, or an object's one key whose value is null.
pub(crate) fn choice_name(v: &Value) -> Option<&str> {
    match v {
        Value::String(s) => Some(s),
        Value::Object(map) if map.len() == 1 => map.iter().next().filter(|(_, v)| v.is_null()).map(|(k, _)| k.as_str()),
        _ => None,
    }
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
