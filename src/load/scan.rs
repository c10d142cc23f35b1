//! The lengths of a design's lists read straight from the text, before it is decoded: one
//! pass that keeps nothing but counts (decoding a file of 350,000 cell settings took a second
//! natively, most of it allocating). Anything that is not what a design holds counts as an
//! empty list: the decoding that follows says what is wrong with it.

use super::check_sizes::{Sizes, MAX_BIG_DICE};
use super::limits::MAX_FACES;
use crate::json::Reader;

/// The sizes of the design in `text`; None when the text is not a JSON object (the decoding
/// that follows says why).
pub(crate) fn sizes(text: &str) -> Option<Sizes> {
    let mut r = Reader::new(text);
    let mut s = Sizes::default();
    let object = r.object(&mut |r, key| {
        s.settings += 1;
        match key.as_str() {
            "token_types" => s.token_types = list(r, None)?.len,
            "players" => s.players = list(r, None)?.len,
            "player_counts" => s.player_counts = list(r, None)?.len,
            "openings" => s.openings = list(r, None)?.len,
            "waiting_areas" | "result_areas" => s.boards += list(r, None)?.len,
            "trays" => {
                let trays = list(r, Some(("queue", usize::MAX)))?;
                s.boards += trays.len;
                s.tokens += trays.inner;
            }
            "dice" => {
                let dice = list(r, Some(("faces", MAX_FACES)))?;
                s.dice = dice.len;
                s.big_dice = dice.over;
            }
            "grid" => grid(r, &mut s)?,
            _ => r.skip()?,
        }
        Some(())
    })?;
    (object && r.end().is_some()).then_some(s)
}

fn grid(r: &mut Reader, s: &mut Sizes) -> Option<()> {
    r.object(&mut |r, key| {
        s.settings += 1;
        match key.as_str() {
            "cells" => s.cells = list(r, None)?.len,
            "tokens" => s.tokens += list(r, None)?.len,
            "moves" => s.moves = list(r, None)?.len,
            "zones" => {
                let zones = list(r, Some(("cells", usize::MAX)))?;
                (s.zones, s.zone_cells) = (zones.len, zones.inner);
            }
            _ => r.skip()?,
        }
        Some(())
    })
    .map(drop)
}

/// A list: its length, the length of one list inside each item (`field`) summed, and the
/// items whose inner list is longer than `max` (place, id, length).
#[derive(Default)]
struct List {
    len: usize,
    inner: usize,
    over: Vec<(usize, String, usize)>,
}

/// The list that comes next (anything else counts as an empty list), with the length of each
/// item's list `field` when one is given with its `max`.
fn list(r: &mut Reader, field: Option<(&str, usize)>) -> Option<List> {
    let mut list = List::default();
    r.array(&mut |r| {
        if let Some((field, max)) = field {
            let (id, n) = item(r, field)?;
            if n > max && list.over.len() < MAX_BIG_DICE {
                list.over.push((list.len, id, n));
            }
            list.inner = list.inner.saturating_add(n);
        } else {
            r.skip()?;
        }
        list.len += 1;
        Some(())
    })?;
    Some(list)
}

/// One item of a list: its id (if it is a text) and the length of its list `field`.
fn item(r: &mut Reader, field: &str) -> Option<(String, usize)> {
    let (mut id, mut n) = (String::new(), 0);
    r.object(&mut |r, key| {
        if key == field {
            n = list(r, None)?.len;
        } else if key == "id" {
            id = r.text()?.unwrap_or_default();
        } else {
            r.skip()?;
        }
        Some(())
    })?;
    Some((id, n))
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
        let design: Design = crate::load::parse(&json.replace(r#", "unknown": [[[1]]]"#, "")).expect("a design");
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
