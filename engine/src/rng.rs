//! The engine's one random generator, SplitMix64: tiny, fast, good enough
//! for dice, playouts and search noise, and ours, so results never change
//! with a dependency's version.
//!
//! The engine draws no randomness of its own: callers hand it a seed (the
//! app takes one from the browser's `crypto.getRandomValues`) or any
//! [`RandomSource`], so tests are deterministic. The same step, as the
//! `const fn` [`splitmix64`], fills the Zobrist tables from fixed seeds.

/// The increment of the SplitMix64 state (2^64 divided by the golden ratio).
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The SplitMix64 output for `state`: the generator's first number when
/// seeded with `state`. A `const fn`, so fixed keys are computed at compile
/// time.
#[must_use]
pub const fn splitmix64(state: u64) -> u64 {
    let mut z = state.wrapping_add(GAMMA);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A source of random 64-bit numbers, injected wherever the engine needs
/// chance (Deblockle's set-up).
pub trait RandomSource {
    fn next_u64(&mut self) -> u64;

    /// A uniform number in `0..bound` (0 when `bound` is 0), without bias.
    fn below(&mut self, bound: u64) -> u64 {
        if bound == 0 {
            return 0;
        }
        // Reject the top partial range so every residue is equally likely.
        let zone = u64::MAX - (u64::MAX % bound);
        loop {
            let value = self.next_u64();
            if value < zone {
                return value % bound;
            }
        }
    }
}

impl<R: RandomSource + ?Sized> RandomSource for &mut R {
    fn next_u64(&mut self) -> u64 {
        (**self).next_u64()
    }
}

/// The SplitMix64 generator, seeded by the caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    #[must_use]
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        let value = splitmix64(self.state);
        self.state = self.state.wrapping_add(GAMMA);
        value
    }

    /// Uniform in `0..n` (`n > 0`); Lemire's multiply, bias below 2^-32.
    /// Faster than [`RandomSource::below`], for the AI's playouts and noise.
    pub fn index_below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// Uniform in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Fisher–Yates with [`SplitMix64::index_below`].
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index_below(i + 1);
            items.swap(i, j);
        }
    }
}

impl RandomSource for SplitMix64 {
    fn next_u64(&mut self) -> u64 {
        SplitMix64::next_u64(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The published SplitMix64 sequence for seed 0 (and the keys every
    /// Zobrist table and seeded game depend on).
    #[test]
    fn known_sequence() {
        let mut rng = SplitMix64::new(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(rng.next_u64(), 0x06C4_5D18_8009_454F);
        assert_eq!(splitmix64(0), 0xE220_A839_7B1D_CDAF);
        assert_eq!(splitmix64(GAMMA), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn below_stays_in_range_and_index_below_too() {
        let mut rng = SplitMix64::new(42);
        for bound in 1..50u64 {
            assert!(rng.below(bound) < bound);
            assert!(rng.index_below(bound as usize) < bound as usize);
        }
        assert_eq!(rng.below(0), 0);
        let unit = rng.unit();
        assert!((0.0..1.0).contains(&unit));
    }
}
