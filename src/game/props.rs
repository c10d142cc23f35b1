//! Property sets as bitsets over the design's property table (docs/model.md §3.1: tokens and
//! zones store indices and compare integers), and the matching predicate (§4.7).

use crate::model::Matching;

/// At most 256 distinct properties (`load::MAX_PROPERTIES`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PropSet([u64; 4]);

impl PropSet {
    pub const EMPTY: PropSet = PropSet([0; 4]);

    pub fn with(mut self, index: usize) -> Self {
        self.0[index / 64] |= 1 << (index % 64);
        self
    }

    pub fn contains(&self, index: usize) -> bool {
        self.0[index / 64] & (1 << (index % 64)) != 0
    }

    pub fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }

    pub fn union(self, other: PropSet) -> PropSet {
        PropSet([self.0[0] | other.0[0], self.0[1] | other.0[1], self.0[2] | other.0[2], self.0[3] | other.0[3]])
    }

    pub fn intersection(self, other: PropSet) -> PropSet {
        PropSet([self.0[0] & other.0[0], self.0[1] & other.0[1], self.0[2] & other.0[2], self.0[3] & other.0[3]])
    }

    pub fn indices(&self) -> impl Iterator<Item = usize> + '_ {
        (0..256).filter(|i| self.contains(*i))
    }
}

/// Does token set `a` match set `b`? Strict is set equality, loose a shared property
/// (docs/model.md §8.1). An empty `b` (a zone that requires nothing and holds nothing)
/// matches anything.
pub fn matches(rule: Matching, a: PropSet, b: PropSet) -> bool {
    if b.is_empty() {
        return true;
    }
    match rule {
        Matching::Strict => a == b,
        Matching::Loose => !a.intersection(b).is_empty(),
    }
}

/// Does a group of selected tokens match? Strict: all sets identical; loose: one property
/// common to all. Tokens without properties are not checked (§4.5).
pub fn group_matches(rule: Matching, sets: &[PropSet]) -> bool {
    let checked: Vec<PropSet> = sets.iter().copied().filter(|s| !s.is_empty()).collect();
    let Some(first) = checked.first() else { return true };
    match rule {
        Matching::Strict => checked.iter().all(|s| s == first),
        Matching::Loose => !checked.iter().fold(*first, |acc, s| acc.intersection(*s)).is_empty(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(xs: &[usize]) -> PropSet {
        xs.iter().fold(PropSet::EMPTY, |s, i| s.with(*i))
    }

    #[test]
    fn strict_is_equality_loose_is_overlap() {
        assert!(matches(Matching::Strict, set(&[1, 2]), set(&[1, 2])));
        assert!(!matches(Matching::Strict, set(&[1]), set(&[1, 2])));
        assert!(matches(Matching::Loose, set(&[1]), set(&[1, 2])));
        assert!(!matches(Matching::Loose, set(&[3]), set(&[1, 2])));
        assert!(matches(Matching::Strict, set(&[200]), PropSet::EMPTY), "an empty zone set accepts anything");
    }

    #[test]
    fn groups() {
        assert!(group_matches(Matching::Strict, &[set(&[4]), set(&[4])]));
        assert!(!group_matches(Matching::Strict, &[set(&[4]), set(&[5])]));
        assert!(group_matches(Matching::Loose, &[set(&[4, 5]), set(&[5, 6]), set(&[5])]));
        assert!(!group_matches(Matching::Loose, &[set(&[4, 5]), set(&[6])]));
        assert!(group_matches(Matching::Strict, &[PropSet::EMPTY, PropSet::EMPTY]), "no properties: no check");
    }
}
