//! What a memo slot keeps of a position besides its key, in 28 bits: the
//! bounds of its score and its best move's index; a key's occupied
//! squares, which choose what a memo that forgets gives up; and how a key
//! is mixed to pick its place. Shared by the memo (`memo`) and its folded
//! slots (`folded`).

/// What the memo knows of a position: bounds of its score (equal once
/// exact) and the index of the best move found, tried first next time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Bounds {
    pub lower: i16,
    pub upper: i16,
    pub best: u8,
}

/// Bits of a score in a slot: every score lies in −1024..1024.
const SCORE_BITS: u32 = 11;
const SCORE_OFFSET: i16 = 1 << (SCORE_BITS - 1);
/// Bits of the best move's index; higher indices are kept as the highest
/// (it only orders the moves).
const BEST_BITS: u32 = 6;
/// Bits of a slot's bounds.
pub(super) const BOUNDS_BITS: u32 = 2 * SCORE_BITS + BEST_BITS;

/// Occupied squares of a key: the fewer, the bigger the position's
/// subtree, the more worth keeping.
pub(super) fn occupancy(key: u64) -> u32 {
    ((key | key >> 1 | key >> 2) & 0x1111_1111_1111_1111).count_ones()
}

/// The finaliser of MurmurHash3 on the key's bits under `mask` (all ones
/// or the low bits), shifting by `shift`: keys differ in few bits, and
/// this spreads them over the table. Each step (a xor-shift, an odd
/// multiplier) is reversible modulo 2^bits, so under a mask of the key's
/// own bits it is a bijection and the mixed key still says the key.
#[inline]
pub(super) fn mix(key: u64, shift: u32, mask: u64) -> u64 {
    let mut x = key & mask;
    x ^= x >> shift;
    x = x.wrapping_mul(0xFF51_AFD7_ED55_8CCD) & mask;
    x ^= x >> shift;
    x = x.wrapping_mul(0xC4CE_B9FE_1A85_EC53) & mask;
    x ^ (x >> shift)
}

pub(super) fn encode(bounds: Bounds) -> u64 {
    let code = |score: i16| (score + SCORE_OFFSET) as u64;
    let best = u64::from(bounds.best).min((1 << BEST_BITS) - 1);
    code(bounds.lower) | code(bounds.upper) << SCORE_BITS | best << (2 * SCORE_BITS)
}

pub(super) fn decode(code: u64) -> Bounds {
    let score = |shift: u32| ((code >> shift) & ((1 << SCORE_BITS) - 1)) as i16 - SCORE_OFFSET;
    Bounds {
        lower: score(0),
        upper: score(SCORE_BITS),
        best: ((code >> (2 * SCORE_BITS)) & ((1 << BEST_BITS) - 1)) as u8,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Under a mask of its own bits the mix is a bijection (a folded slot
    /// relies on it to tell keys apart): every number of up to 20 bits is
    /// checked, with the shift the folded memo uses for that width.
    #[test]
    fn mix_is_a_bijection_on_every_number_of_its_bits() {
        for bits in 1..=20u32 {
            let mask = u64::MAX >> (64 - bits);
            let mut seen = vec![false; 1 << bits];
            for key in 0..=mask {
                let mixed = mix(key, bits.div_ceil(2), mask);
                assert!(mixed <= mask, "{bits} bits: {key} mixed to {mixed}");
                assert!(!seen[mixed as usize], "{bits} bits: {mixed} twice");
                seen[mixed as usize] = true;
            }
        }
    }

    /// The memo's home hash is the MurmurHash3 finaliser as published.
    #[test]
    fn mix_with_all_bits_is_murmur3s_finaliser() {
        assert_eq!(mix(0, 33, u64::MAX), 0);
        assert_eq!(mix(1, 33, u64::MAX), 0xB456_BCFC_34C2_CB2C);
    }

    #[test]
    fn bounds_round_trip_through_a_code() {
        for (lower, upper, best) in [(-1001, 1001, 0), (0, 0, 63), (-3, 948, 5), (1000, 1000, 70)] {
            let bounds = Bounds { lower, upper, best };
            let back = decode(encode(bounds));
            assert_eq!(
                (back.lower, back.upper, back.best),
                (lower, upper, best.min(63))
            );
        }
    }
}
