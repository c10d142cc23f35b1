//! A set of 128-bit position keys with a cheap hash: the solver looks one up at every
//! position, and the standard hasher (built to resist chosen keys) costs more than the rest
//! of a bitset search's step. Keys are mixed once, multiply and shift, which spreads bitsets
//! as well as the engine's already mixed keys.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        let z = self.0.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z ^ (z >> 29)
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(23) ^ n).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    }

    fn write_u128(&mut self, n: u128) {
        self.write_u64(n as u64);
        self.write_u64((n >> 64) as u64);
    }
}

pub(crate) type KeySet = HashSet<u128, BuildHasherDefault<KeyHasher>>;
