//! What a memo slot keeps of a position besides its key, in 28 bits: the
//! bounds of its score and its best move's index; and a key's occupied
//! squares, which choose what a memo that forgets gives up. Shared by the
//! memo (`memo`) and its folded slots (`folded`).

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
