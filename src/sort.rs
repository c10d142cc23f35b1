//! Sorting through one shared sort in the browser app. Each element type sorted with the
//! standard library's `sort_by` or `sort_unstable` gets its own copy of the sort (2 to 5 KB of
//! wasm each, about twenty of them); in wasm builds these functions sort the positions of the
//! elements instead, with a single copy of the standard stable sort, then move the elements
//! into that order. Native builds call the standard sorts directly (the solver's speed).
//!
//! The order is the same on both: a stable sort has only one possible result. The `unstable`
//! functions are stable in wasm builds, which differs from the standard unstable sort only for
//! elements that compare equal yet are not alike; they are only given such plain values
//! (numbers, arrays of numbers).

use std::cmp::Ordering;

/// Stable sort by a comparison, like `slice::sort_by`.
pub fn sort_by<T>(v: &mut [T], compare: impl FnMut(&T, &T) -> Ordering) {
    #[cfg(target_arch = "wasm32")]
    by_positions(v, &mut { compare });
    #[cfg(not(target_arch = "wasm32"))]
    v.sort_by(compare);
}

/// Stable sort by a key, like `slice::sort_by_key` (the key is worked out at each comparison).
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Stable sort, like `slice::sort`.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// Sort of plain values whose equal elements are alike, like `slice::sort_unstable`.
pub fn sort_unstable<T: Ord>(v: &mut [T]) {
    #[cfg(target_arch = "wasm32")]
    by_positions(v, &mut T::cmp);
    #[cfg(not(target_arch = "wasm32"))]
    v.sort_unstable();
}

/// The stable sort of wasm builds: the positions sorted, then the elements moved there.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) fn by_positions<T>(v: &mut [T], compare: &mut impl FnMut(&T, &T) -> Ordering) {
    let order = sorted_positions(v.len(), &mut |a, b| compare(&v[a], &v[b]));
    permute(v, order);
}

/// The positions 0..n in the order of a stable sort: the one copy of the standard sort.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
#[inline(never)]
fn sorted_positions(n: usize, compare: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| compare(a, b));
    order
}

/// Puts `v[order[k]]` at `k` for every k, following each cycle of the permutation once.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn permute<T>(v: &mut [T], mut order: Vec<usize>) {
    for start in 0..order.len() {
        if order[start] == usize::MAX {
            continue;
        }
        let mut at = start;
        loop {
            let from = order[at];
            order[at] = usize::MAX;
            if from == start {
                break;
            }
            v.swap(at, from);
            at = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The wasm builds' sort orders like the standard stable sort, equal keys included.
    #[test]
    fn by_positions_is_the_standard_stable_sort() {
        let mut rng = crate::rng::Rng::new(7);
        for len in 0..60 {
            for _ in 0..20 {
                let v: Vec<(u8, u32)> = (0..len).map(|i| ((rng.below(5)) as u8, i)).collect();
                let mut ours = v.clone();
                by_positions(&mut ours, &mut |a, b| a.0.cmp(&b.0));
                let mut std = v.clone();
                std.sort_by(|a, b| a.0.cmp(&b.0));
                assert_eq!(ours, std);
                let mut ours = v.clone();
                by_positions(&mut ours, &mut |a, b| b.0.cmp(&a.0));
                let mut std = v;
                std.sort_by_key(|a| std::cmp::Reverse(a.0));
                assert_eq!(ours, std);
            }
        }
    }
}
