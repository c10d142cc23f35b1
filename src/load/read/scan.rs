//! The lengths of a design's lists read straight from the text, before it is decoded: one
//! pass that keeps nothing but counts (decoding a file of 350,000 cell settings took a second
//! natively, most of it allocating). Anything that is not what a design holds counts as an
//! empty list: the decoding that follows says what is wrong with it.

use std::fmt;

use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};

use crate::load::check::sizes::{Sizes, MAX_BIG_DICE};
use crate::load::limits::MAX_FACES;

/// The sizes of the design in `text`; None when the text is not a JSON object (the decoding
/// that follows says why).
pub(crate) fn sizes(text: &str) -> Option<Sizes> {
    let mut de = serde_json::Deserializer::from_str(text);
    Root.deserialize(&mut de).ok()
}

/// A list: its length, the length of one list inside each item (`field`) summed, and the
/// items whose inner list is longer than `max` (place, id, length).
#[derive(Default)]
struct List {
    len: usize,
    inner: usize,
    over: Vec<(usize, String, usize)>,
}

/// Accepts any value that is not what was looked for, as nothing.
macro_rules! anything_else {
    ($value:expr) => {
        fn visit_bool<E>(self, _: bool) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_i64<E>(self, _: i64) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_u64<E>(self, _: u64) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_f64<E>(self, _: f64) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_str<E>(self, _: &str) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_unit<E>(self) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a design")
        }
    };
}

struct Root;

impl<'de> DeserializeSeed<'de> for Root {
    type Value = Sizes;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Sizes, D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Root {
    type Value = Sizes;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a design")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Sizes, A::Error> {
        let mut s = Sizes::default();
        let count = |map: &mut A| map.next_value_seed(ListSeed::plain()).map(|l| l.len);
        while let Some(key) = map.next_key::<String>()? {
            s.settings += 1;
            match key.as_str() {
                "token_types" => s.token_types = count(&mut map)?,
                "players" => s.players = count(&mut map)?,
                "player_counts" => s.player_counts = count(&mut map)?,
                "openings" => s.openings = count(&mut map)?,
                "waiting_areas" | "result_areas" => s.boards += count(&mut map)?,
                "trays" => {
                    let trays = map.next_value_seed(ListSeed { field: Some("queue"), max: usize::MAX })?;
                    s.boards += trays.len;
                    s.tokens += trays.inner;
                }
                "dice" => {
                    let dice = map.next_value_seed(ListSeed { field: Some("faces"), max: MAX_FACES })?;
                    s.dice = dice.len;
                    s.big_dice = dice.over;
                }
                "grid" => map.next_value_seed(Grid(&mut s))?,
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(s)
    }
}

struct Grid<'a>(&'a mut Sizes);

impl<'de> DeserializeSeed<'de> for Grid<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Grid<'_> {
    type Value = ();
    anything_else!(());

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let s = self.0;
        while let Some(key) = map.next_key::<String>()? {
            s.settings += 1;
            match key.as_str() {
                "cells" => s.cells = map.next_value_seed(ListSeed::plain())?.len,
                "tokens" => s.tokens += map.next_value_seed(ListSeed::plain())?.len,
                "moves" => s.moves = map.next_value_seed(ListSeed::plain())?.len,
                "zones" => {
                    let zones = map.next_value_seed(ListSeed { field: Some("cells"), max: usize::MAX })?;
                    (s.zones, s.zone_cells) = (zones.len, zones.inner);
                }
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(())
    }
}

struct ListSeed {
    field: Option<&'static str>,
    max: usize,
}

impl ListSeed {
    fn plain() -> ListSeed {
        ListSeed { field: None, max: usize::MAX }
    }
}

impl<'de> DeserializeSeed<'de> for ListSeed {
    type Value = List;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<List, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for ListSeed {
    type Value = List;
    anything_else!(List::default());

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<List, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(List::default())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<List, A::Error> {
        let mut list = List::default();
        match self.field {
            None => {
                while seq.next_element::<IgnoredAny>()?.is_some() {
                    list.len += 1;
                }
            }
            Some(field) => {
                while let Some((id, n)) = seq.next_element_seed(Item { field })? {
                    if n > self.max && list.over.len() < MAX_BIG_DICE {
                        list.over.push((list.len, id, n));
                    }
                    list.inner = list.inner.saturating_add(n);
                    list.len += 1;
                }
            }
        }
        Ok(list)
    }
}

/// One item of a list: its id (if it is a text) and the length of its list `field`.
struct Item {
    field: &'static str,
}

impl<'de> DeserializeSeed<'de> for Item {
    type Value = (String, usize);
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(String, usize), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Item {
    type Value = (String, usize);
    anything_else!((String::new(), 0));

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok((String::new(), 0))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let (mut id, mut n) = (String::new(), 0);
        while let Some(key) = map.next_key::<String>()? {
            if key == self.field {
                n = map.next_value_seed(ListSeed::plain())?.len;
            } else if key == "id" {
                id = map.next_value_seed(Text)?;
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok((id, n))
    }
}

/// A text, or nothing for any other value.
struct Text;

impl<'de> DeserializeSeed<'de> for Text {
    type Value = String;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<String, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Text {
    type Value = String;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a text")
    }
    fn visit_str<E>(self, s: &str) -> Result<String, E> {
        Ok(s.to_owned())
    }
    fn visit_bool<E>(self, _: bool) -> Result<String, E> {
        Ok(String::new())
    }
    fn visit_i64<E>(self, _: i64) -> Result<String, E> {
        Ok(String::new())
    }
    fn visit_u64<E>(self, _: u64) -> Result<String, E> {
        Ok(String::new())
    }
    fn visit_f64<E>(self, _: f64) -> Result<String, E> {
        Ok(String::new())
    }
    fn visit_unit<E>(self) -> Result<String, E> {
        Ok(String::new())
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<String, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(String::new())
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<String, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(String::new())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Design;

    #[test]
    fn counts_what_decoding_counts() {
        let json = r#"{"format": 1, "token_types": [{"id": "a"}, {"id": "b"}], "players": [{}, {}, {}],
            "player_counts": [1, 2], "dice": [{"id": "d", "faces": [{}, {}]}], "trays": [{"id": "t", "queue": ["a", "b"]}],
            "waiting_areas": [{"id": "w"}], "grid": {"cells": [{"at": [0, 0]}], "zones": [{"id": "z", "cells": [[0, 0], [0, 1]]}],
            "tokens": [{"type": "a", "at": [0, 0]}], "moves": ["up"]}, "unknown": [[[1]]]}"#;
        let design: Design =
            serde_json::from_str(json.replace(r#", "unknown": [[[1]]]"#, "").as_str()).expect("a design");
        let scanned = sizes(json).expect("an object");
        assert_eq!(scanned, Sizes { settings: 13, ..Sizes::of(&design) });
        assert_eq!((scanned.tokens, scanned.boards, scanned.zone_cells), (3, 2, 2));
    }

    #[test]
    fn odd_values_count_as_nothing() {
        let s = sizes(r#"{"dice": 3, "grid": [1], "trays": [4, {"queue": "x"}], "token_types": {"a": 1}}"#)
            .expect("object");
        assert_eq!(s, Sizes { boards: 2, settings: 4, ..Sizes::default() });
        assert!(sizes("[1]").is_none());
        assert!(sizes("{").is_none());
        let many = format!(r#"{{"dice": [{}]}}"#, vec![r#"{"id": "d", "faces": [1, 2]}"#; 20].join(","));
        let s = sizes(&many).expect("object");
        assert_eq!((s.dice, s.big_dice.len()), (20, 0));
    }
}
