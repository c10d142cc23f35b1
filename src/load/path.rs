//! JSON paths such as `grid.zones[0].cells[3]`, and finding or removing the value they name.

use std::fmt;

use serde_json::Value;

/// One step of a path: a key of an object or an index in a list.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Seg {
    Key(String),
    Index(usize),
}

/// A whole path, shown as `token_types[2].copies`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Path(pub Vec<Seg>);

impl Path {
    pub fn root() -> Path {
        Path(Vec::new())
    }

    /// This path followed by a key.
    pub fn key(&self, key: &str) -> Path {
        let mut segs = self.0.clone();
        segs.push(Seg::Key(key.to_owned()));
        Path(segs)
    }

    /// This path followed by an index.
    pub fn index(&self, index: usize) -> Path {
        let mut segs = self.0.clone();
        segs.push(Seg::Index(index));
        Path(segs)
    }

    /// The steps of serde's path. Enum variants are not steps of the JSON text (the whole value
    /// is at fault) and an unknown step ends the path.
    pub fn from_serde(path: &serde_path_to_error::Path) -> Path {
        let mut segs = Vec::new();
        for seg in path {
            match seg {
                serde_path_to_error::Segment::Seq { index } => segs.push(Seg::Index(*index)),
                serde_path_to_error::Segment::Map { key } => segs.push(Seg::Key(key.clone())),
                serde_path_to_error::Segment::Enum { .. } => {}
                serde_path_to_error::Segment::Unknown => break,
            }
        }
        Path(segs)
    }

    /// The value at this path, if there is one.
    pub fn find<'a>(&self, value: &'a Value) -> Option<&'a Value> {
        let mut here = value;
        for seg in &self.0 {
            here = match seg {
                Seg::Key(k) => here.as_object()?.get(k)?,
                Seg::Index(i) => here.as_array()?.get(*i)?,
            };
        }
        Some(here)
    }

    /// Removes the value at this path from its parent; false if there is nothing to remove.
    pub fn remove(&self, value: &mut Value) -> bool {
        let Some((last, parents)) = self.0.split_last() else {
            return false;
        };
        let mut here = value;
        for seg in parents {
            here = match seg {
                Seg::Key(k) => match here.as_object_mut().and_then(|o| o.get_mut(k)) {
                    Some(v) => v,
                    None => return false,
                },
                Seg::Index(i) => match here.as_array_mut().and_then(|a| a.get_mut(*i)) {
                    Some(v) => v,
                    None => return false,
                },
            };
        }
        match (last, here) {
            (Seg::Key(k), Value::Object(o)) => o.remove(k).is_some(),
            (Seg::Index(i), Value::Array(a)) if *i < a.len() => {
                a.remove(*i);
                true
            }
            _ => false,
        }
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (n, seg) in self.0.iter().enumerate() {
            match seg {
                Seg::Key(k) if n == 0 => write!(f, "{k}")?,
                Seg::Key(k) => write!(f, ".{k}")?,
                Seg::Index(i) => write!(f, "[{i}]")?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn shows_paths_like_javascript() {
        let p = Path::root().key("grid").key("zones").index(0).key("cells").index(3);
        assert_eq!(p.to_string(), "grid.zones[0].cells[3]");
        assert_eq!(Path::root().to_string(), "");
    }

    #[test]
    fn finds_and_removes() {
        let mut v = json!({"a": [1, {"b": 2}]});
        let p = Path::root().key("a").index(1).key("b");
        assert_eq!(p.find(&v), Some(&json!(2)));
        assert!(p.remove(&mut v));
        assert_eq!(v, json!({"a": [1, {}]}));
        assert!(Path::root().key("a").index(0).remove(&mut v));
        assert_eq!(v, json!({"a": [{}]}));
        assert!(!Path::root().key("zz").index(4).remove(&mut v));
        assert!(!Path::root().remove(&mut v));
    }
}
