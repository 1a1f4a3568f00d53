//! A bounded memo's table when a key folds into one word with its bounds:
//! the table's bucket says part of the key, the word keeps the rest. On a
//! board of 10 to 12 squares a key has 40 to 48 bits and its bounds 28, too
//! many for one word as they are; a table of 2^b buckets knows b bits of
//! each key from where it sits, so the word holds only the other bits.
//! Twice the positions of 16-byte slots in the same memory. (A 12-square
//! key needs 2^17 buckets, 8 MB; a 16-square one 2^33, 512 GB: such boards
//! keep whole keys in 16-byte slots, see `Memo::bounded_unfolded`.)
//!
//! The key is first mixed by a bijection on its own bits (so the buckets
//! fill evenly, and the bucket and the kept bits still say exactly one key);
//! its low `b` bits pick the bucket, eight slots in one cache line, the
//! others are kept. A full bucket gives up its position with the most dice
//! (the smallest subtree to search again), as the wide bounded memo does.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering::Relaxed};

use super::slot::{decode, encode, mix, occupancy, Bounds, BOUNDS_BITS};

/// Slots a bucket: 64 bytes, one cache line.
const BUCKET: usize = 8;
/// Bits of a slot's occupied squares (0 to 16).
const OCCUPANCY_BITS: u32 = 5;
/// Where a slot's kept key bits start.
const KEPT_SHIFT: u32 = BOUNDS_BITS + OCCUPANCY_BITS;
/// The most key bits a slot can keep.
const MAX_KEPT_BITS: u32 = 64 - KEPT_SHIFT;
/// No slot is all ones: the bounds' codes never are (scores stay within
/// ±1001 of 1024 codes), so this marks a vacant slot.
const VACANT: u64 = u64::MAX;

/// Its slots are atomic words, so searches on several threads can share
/// it: each word holds a whole entry (the kept key bits with their bounds),
/// so a reader sees one entry or another, never half of one. (Relaxed
/// atomic loads and stores of a word are plain ones on x86-64 and AArch64:
/// no cost to one thread.)
pub(super) struct Folded {
    words: Vec<AtomicU64>,
    /// The first word of bucket 0, on a 64-byte boundary.
    start: usize,
    key_bits: u32,
    bucket_bits: u32,
    len: AtomicUsize,
}

impl Folded {
    /// A table of at most `bytes` for keys of `key_bits` bits, if that
    /// many buckets leave few enough bits of a key to keep in a slot.
    pub(super) fn new(key_bits: u32, bytes: usize) -> Option<Folded> {
        let buckets = (bytes / (BUCKET * 8)).max(1);
        // A power of two, at most `bytes`.
        let buckets = 1usize << (usize::BITS - 1 - buckets.leading_zeros());
        let bucket_bits = buckets.trailing_zeros();
        if key_bits.saturating_sub(bucket_bits) > MAX_KEPT_BITS || key_bits > 64 {
            return None;
        }
        // Room to start bucket 0 on a cache line.
        let words: Vec<AtomicU64> = (0..buckets * BUCKET + BUCKET - 1)
            .map(|_| AtomicU64::new(VACANT))
            .collect();
        let start = (words.as_ptr() as usize / 8).wrapping_neg() % BUCKET;
        Some(Folded {
            words,
            start,
            key_bits,
            bucket_bits,
            len: AtomicUsize::new(0),
        })
    }

    /// The first word of `key`'s bucket and the key's bits a slot keeps:
    /// the key mixed by a bijection on its own bits, so the buckets fill
    /// evenly and the bucket and the kept bits still say exactly one key.
    #[inline]
    fn locate(&self, key: u64) -> (usize, u64) {
        let mask = u64::MAX >> (64 - self.key_bits);
        let mixed = mix(key, self.key_bits.div_ceil(2), mask);
        let bucket = (mixed & ((1 << self.bucket_bits) - 1)) as usize;
        let kept = mixed.checked_shr(self.bucket_bits).unwrap_or(0);
        (self.start + bucket * BUCKET, kept)
    }

    pub(super) fn get(&self, key: u64) -> Option<Bounds> {
        let (first, kept) = self.locate(key);
        for word in &self.words[first..first + BUCKET] {
            let word = word.load(Relaxed);
            // Slots fill in order and are never emptied: nothing after.
            if word == VACANT {
                return None;
            }
            if word >> KEPT_SHIFT == kept {
                return Some(decode(word & ((1 << BOUNDS_BITS) - 1)));
            }
        }
        None
    }

    /// Keeps `key`'s bounds. Two threads filling the same vacant slot at
    /// once keep one of the two entries: a memo may forget.
    pub(super) fn insert(&self, key: u64, bounds: Bounds) {
        let (first, kept) = self.locate(key);
        let word = encode(bounds) | u64::from(occupancy(key)) << BOUNDS_BITS | kept << KEPT_SHIFT;
        let mut victim = (first, 0);
        for slot in first..first + BUCKET {
            let held = self.words[slot].load(Relaxed);
            if held == VACANT {
                self.words[slot].store(word, Relaxed);
                self.len.fetch_add(1, Relaxed);
                return;
            }
            if held >> KEPT_SHIFT == kept {
                self.words[slot].store(word, Relaxed);
                return;
            }
            let occupied = (held >> BOUNDS_BITS) & ((1 << OCCUPANCY_BITS) - 1);
            if occupied > victim.1 {
                victim = (slot, occupied);
            }
        }
        self.words[victim.0].store(word, Relaxed);
    }

    /// Slots in the table.
    pub(super) fn capacity(&self) -> usize {
        BUCKET << self.bucket_bits
    }

    pub(super) fn len(&self) -> usize {
        self.len.load(Relaxed)
    }

    /// Bytes the slots take.
    pub(super) fn bytes(&self) -> usize {
        self.capacity() * 8
    }
}
