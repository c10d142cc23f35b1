//! `Dict`: a map from text keys, kept in key order, for the few small maps of the model and of
//! JSON values (an object's settings, a text's languages, a token type's `turns_to`, the
//! portrait's places). The standard `BTreeMap` brings its tree's code into the wasm once for
//! each type of value, about 12 KB for these three; a sorted list searched by halves does the
//! same for maps of a few dozen keys, with far less code. Keys come out in order, as from a
//! `BTreeMap`, so designs are written the same.

use std::fmt;

use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde::ser::{Serialize, SerializeMap, Serializer};

#[derive(Clone, PartialEq, Eq)]
pub struct Dict<V> {
    items: Vec<(String, V)>,
}

impl<V> Default for Dict<V> {
    fn default() -> Self {
        Dict::new()
    }
}

impl<V> Dict<V> {
    pub const fn new() -> Self {
        Dict { items: Vec::new() }
    }

    /// Where `key` is, or where it would go.
    fn find(&self, key: &str) -> Result<usize, usize> {
        self.items.binary_search_by(|(k, _)| k.as_str().cmp(key))
    }

    pub fn get(&self, key: &str) -> Option<&V> {
        self.find(key).ok().map(|i| &self.items[i].1)
    }

    pub fn get_mut(&mut self, key: &str) -> Option<&mut V> {
        self.find(key).ok().map(|i| &mut self.items[i].1)
    }

    pub fn get_key_value(&self, key: &str) -> Option<(&String, &V)> {
        self.find(key).ok().map(|i| (&self.items[i].0, &self.items[i].1))
    }

    pub fn contains_key(&self, key: &str) -> bool {
        self.find(key).is_ok()
    }

    /// Set `key` to `value`; the value it had, if any.
    pub fn insert(&mut self, key: String, value: V) -> Option<V> {
        match self.find(&key) {
            Ok(i) => Some(std::mem::replace(&mut self.items[i].1, value)),
            Err(i) => {
                self.items.insert(i, (key, value));
                None
            }
        }
    }

    pub fn remove(&mut self, key: &str) -> Option<V> {
        self.find(key).ok().map(|i| self.items.remove(i).1)
    }

    /// The value of `key`, set to the default first when there is none.
    pub fn value_or_default(&mut self, key: &str) -> &mut V
    where
        V: Default,
    {
        let i = match self.find(key) {
            Ok(i) => i,
            Err(i) => {
                self.items.insert(i, (key.to_owned(), V::default()));
                i
            }
        };
        &mut self.items[i].1
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Keys and values in key order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (&String, &V)> + ExactSizeIterator {
        self.items.iter().map(|(k, v)| (k, v))
    }

    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = (&String, &mut V)> + ExactSizeIterator {
        self.items.iter_mut().map(|(k, v)| (&*k, v))
    }

    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &String> + ExactSizeIterator {
        self.items.iter().map(|(k, _)| k)
    }

    pub fn values(&self) -> impl DoubleEndedIterator<Item = &V> + ExactSizeIterator {
        self.items.iter().map(|(_, v)| v)
    }

    pub fn into_values(self) -> impl DoubleEndedIterator<Item = V> + ExactSizeIterator {
        self.items.into_iter().map(|(_, v)| v)
    }

    pub fn values_mut(&mut self) -> impl DoubleEndedIterator<Item = &mut V> + ExactSizeIterator {
        self.items.iter_mut().map(|(_, v)| v)
    }
}

impl<V> Dict<V> {
    /// A map of these keys and values in any order: the last value of a key given twice is
    /// kept, as a `BTreeMap` does. One sort, not an insertion each: a file's object of 300,000
    /// keys in reverse order would otherwise move its list about 45 billion times.
    pub fn from_entries(mut items: Vec<(String, V)>) -> Self {
        crate::sort::sort_by(&mut items, |a, b| a.0.cmp(&b.0));
        let mut out: Vec<(String, V)> = Vec::with_capacity(items.len());
        for item in items {
            match out.last_mut() {
                Some(last) if last.0 == item.0 => *last = item,
                _ => out.push(item),
            }
        }
        Dict { items: out }
    }
}

impl<V> FromIterator<(String, V)> for Dict<V> {
    fn from_iter<I: IntoIterator<Item = (String, V)>>(iter: I) -> Self {
        Dict::from_entries(iter.into_iter().collect())
    }
}

impl<V, const N: usize> From<[(String, V); N]> for Dict<V> {
    fn from(items: [(String, V); N]) -> Self {
        items.into_iter().collect()
    }
}

impl<V> IntoIterator for Dict<V> {
    type Item = (String, V);
    type IntoIter = std::vec::IntoIter<(String, V)>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter()
    }
}

impl<'a, V> IntoIterator for &'a Dict<V> {
    type Item = (&'a String, &'a V);
    type IntoIter = std::iter::Map<std::slice::Iter<'a, (String, V)>, fn(&'a (String, V)) -> (&'a String, &'a V)>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter().map(|(k, v)| (k, v))
    }
}

impl<V: fmt::Debug> fmt::Debug for Dict<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<V: Serialize> Serialize for Dict<V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.len()))?;
        for (k, v) in self {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for Dict<V> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Entries<V>(std::marker::PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for Entries<V> {
            type Value = Dict<V>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a map")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Dict<V>, A::Error> {
                let mut items = Vec::new();
                while let Some(entry) = access.next_entry::<String, V>()? {
                    items.push(entry);
                }
                Ok(Dict::from_entries(items))
            }
        }
        deserializer.deserialize_map(Entries(std::marker::PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_keys_in_order_and_the_last_value_of_a_key() {
        let mut d: Dict<u32> = [("b".to_string(), 1), ("a".to_string(), 2), ("b".to_string(), 3)].into();
        assert_eq!(d.keys().map(String::as_str).collect::<Vec<_>>(), ["a", "b"]);
        assert_eq!(d.get("b"), Some(&3));
        assert_eq!(d.insert("c".into(), 4), None);
        assert_eq!(d.insert("a".into(), 5), Some(2));
        *d.value_or_default("aa") += 7;
        assert_eq!(d.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>(), ["a=5", "aa=7", "b=3", "c=4"]);
        assert_eq!(d.remove("aa"), Some(7));
        assert!(!d.contains_key("aa") && d.len() == 3);
    }

    /// A big object whose keys come in reverse order is read at once (one sort).
    #[test]
    fn many_keys_in_any_order() {
        let n = 300_000;
        let start = std::time::Instant::now();
        let d: Dict<usize> = (0..n).rev().map(|i| (format!("k{i:06}"), i)).collect();
        assert_eq!(d.len(), n);
        assert_eq!(d.keys().next().map(String::as_str), Some("k000000"));
        assert_eq!(d.get("k123456"), Some(&123_456));
        // Quadratic insertion took minutes; this takes well under a second even unoptimised.
        assert!(start.elapsed().as_secs() < 10);
    }

    #[test]
    fn reads_and_writes_as_serde_does_a_btreemap() {
        let json = r#"{"z":1,"a":2,"m":3}"#;
        let d: Dict<u32> = serde_json::from_str(json).unwrap();
        let b: std::collections::BTreeMap<String, u32> = serde_json::from_str(json).unwrap();
        assert_eq!(serde_json::to_string(&d).unwrap(), serde_json::to_string(&b).unwrap());
    }
}
