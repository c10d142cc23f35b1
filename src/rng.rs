//! The seeded random generator: rand's ranges and shuffles over a PCG generator
//! (`rand_pcg::Pcg64Mcg`), whose output rand_pcg keeps stable across versions, so a seed gives
//! the same game natively and in the browser. The wrapper keeps the engine's few calls in one
//! place (a seed in, numbers below n, shuffles out) and the type comparable for tests.

use rand::seq::SliceRandom;
use rand::{Rng as _, RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

#[derive(Clone, PartialEq, Eq)]
pub struct Rng {
    inner: Pcg64Mcg,
}

impl std::fmt::Debug for Rng {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Rng")
    }
}

impl std::hash::Hash for Rng {
    // The generator's state is private; equal generators draw the same next number, so that
    // number stands for the state in a position's hash.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.inner.clone().next_u64().hash(state);
    }
}

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng { inner: Pcg64Mcg::seed_from_u64(seed) }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }

    /// A number in 0..n (n > 0), uniform (rand's range sampling).
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0);
        self.inner.random_range(0..n.max(1))
    }

    /// A uniform shuffle (rand's Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.inner);
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        let xs: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..5).map(|_| b.next_u64()).collect();
        assert_eq!(xs, ys);
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
    }

    #[test]
    fn shuffle_is_a_permutation_and_uses_the_seed() {
        let mut v: Vec<u32> = (0..20).collect();
        Rng::new(7).shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..20).collect::<Vec<_>>());
        assert_ne!(v, (0..20).collect::<Vec<_>>());
        let mut w: Vec<u32> = (0..20).collect();
        Rng::new(7).shuffle(&mut w);
        assert_eq!(v, w);
    }

    #[test]
    fn below_stays_in_range() {
        let mut r = Rng::new(3);
        for n in 1..50 {
            for _ in 0..20 {
                assert!(r.below(n) < n);
            }
        }
    }
}
