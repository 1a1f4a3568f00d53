//! The solver's memo: what is proven about each position, in one vector
//! with open addressing. A general hash map spends most of the solver's
//! time here (8.9 million entries on 3×3); this one keeps a key and its
//! bounds in 8 bytes on boards of up to 9 squares (16 on bigger ones) and
//! finds most of them in one cache line. A bounded memo (one that
//! forgets) keeps 8 bytes a position on boards of up to 12 squares too,
//! folding part of the key into where it sits ([`super::folded`]).

#[cfg(not(target_arch = "wasm32"))]
use std::sync::Arc;

#[cfg(not(target_arch = "wasm32"))]
use super::folded::Folded;
pub(super) use super::slot::Bounds;
use super::slot::{decode, encode, mix, occupancy, BOUNDS_BITS};

/// No key has a nibble of 15 (a die has at most 6 pips, an opponent's die
/// 8 more), so no key is all ones.
const VACANT: u64 = u64::MAX;

/// The fewest slots once the memo holds anything.
const FIRST_SLOTS: usize = 1 << 16;

/// A key of at most this many bits (9 squares) shares one `u64` with its
/// bounds: half the memory, and twice the slots in each cache line.
const PACKED_KEY_BITS: u32 = 64 - BOUNDS_BITS;

/// Keys and their bounds, linear probing, grown by doubling at 3/4 full.
/// A slot is one word (a packed key, its bounds above it) or two (the key,
/// then the bounds).
pub(super) struct Memo {
    words: Vec<u64>,
    /// Words a slot.
    stride: usize,
    /// The key's bits of a slot's first word.
    key_mask: u64,
    /// Where the bounds start in a slot's last word.
    bounds_shift: u32,
    len: usize,
    /// A fixed number of slots that forgets: see [`Memo::bounded`].
    bounded: bool,
    /// A bounded memo's slots, when keys fold into them (then `words` is
    /// empty). Native only: the page keeps no memo that forgets, and its
    /// first visit's budget has no room for the code.
    #[cfg(not(target_arch = "wasm32"))]
    folded: Option<Arc<Folded>>,
}

/// Slots a bounded memo looks at for a key: one bucket, a cache line of
/// 16-byte slots.
const BUCKET: usize = 4;

impl Memo {
    /// An empty memo for keys of `key_bits` bits.
    pub(super) fn new(key_bits: u32) -> Memo {
        let packed = key_bits <= PACKED_KEY_BITS;
        Memo {
            words: Vec::new(),
            stride: if packed { 1 } else { 2 },
            key_mask: if packed {
                (1 << PACKED_KEY_BITS) - 1
            } else {
                u64::MAX
            },
            bounds_shift: if packed { PACKED_KEY_BITS } else { 0 },
            len: 0,
            bounded: false,
            #[cfg(not(target_arch = "wasm32"))]
            folded: None,
        }
    }

    /// A memo of at most `bytes` that never grows: a key goes in a bucket
    /// of slots and, when the bucket is full, takes the place of its
    /// position with the most occupied squares (the smallest subtree to
    /// search again). What it forgets is searched again; it is never wrong.
    /// Slots of 8 bytes in buckets of eight where the key folds into them
    /// ([`Folded`]: a table of 2^(key bits − 31) buckets or more, so a
    /// 12-square board's from 8 MB), else unfolded ([`Memo::bounded_unfolded`]).
    pub(super) fn bounded(key_bits: u32, bytes: usize) -> Memo {
        #[cfg(target_arch = "wasm32")]
        return Memo::bounded_unfolded(key_bits, bytes);
        #[cfg(not(target_arch = "wasm32"))]
        match Folded::new(key_bits, bytes) {
            Some(folded) => Memo {
                folded: Some(Arc::new(folded)),
                bounded: true,
                ..Memo::new(key_bits)
            },
            None => Memo::bounded_unfolded(key_bits, bytes),
        }
    }

    /// The same memo for another thread's search, if it can be shared
    /// (a bounded memo with folded keys).
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn share(&self) -> Option<Memo> {
        let folded = self.folded.clone()?;
        Some(Memo {
            folded: Some(folded),
            bounded: true,
            words: Vec::new(),
            ..*self
        })
    }

    /// [`Memo::bounded`] with whole keys: 8-byte slots up to 9 squares, 16
    /// above, in buckets of `BUCKET`.
    pub(super) fn bounded_unfolded(key_bits: u32, bytes: usize) -> Memo {
        let mut memo = Memo::new(key_bits);
        memo.bounded = true;
        let slot_bytes = memo.stride * std::mem::size_of::<u64>();
        let slots = (bytes / slot_bytes).max(BUCKET);
        // A power of two, at most `bytes`.
        let slots = 1usize << (usize::BITS - 1 - slots.leading_zeros());
        memo.words = vec![VACANT; slots * memo.stride];
        memo
    }

    fn capacity(&self) -> usize {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(folded) = &self.folded {
            return folded.capacity();
        }
        self.words.len() / self.stride
    }

    /// Where the search for `key` starts.
    #[inline]
    fn home(&self, key: u64) -> usize {
        (mix(key, 33, u64::MAX) as usize) & (self.capacity() - 1)
    }

    /// The slot holding `key`, or the vacant slot where it would go (in a
    /// bounded memo with a full bucket, the slot it would take).
    #[inline]
    fn slot_of(&self, key: u64) -> (usize, bool) {
        if self.bounded {
            return self.bucket_slot_of(key);
        }
        let mask = self.capacity() - 1;
        let mut slot = self.home(key);
        loop {
            let held = self.words[slot * self.stride];
            if held == VACANT {
                return (slot, false);
            }
            if held & self.key_mask == key {
                return (slot, true);
            }
            slot = (slot + 1) & mask;
        }
    }

    /// [`Memo::slot_of`] in a bounded memo: within the key's bucket.
    fn bucket_slot_of(&self, key: u64) -> (usize, bool) {
        let first = self.home(key) & !(BUCKET - 1);
        let mut victim = (first, 0);
        for slot in first..first + BUCKET {
            let held = self.words[slot * self.stride];
            if held == VACANT {
                return (slot, false);
            }
            let held = held & self.key_mask;
            if held == key {
                return (slot, true);
            }
            let occupied = occupancy(held);
            if occupied > victim.1 {
                victim = (slot, occupied);
            }
        }
        (victim.0, false)
    }

    fn bounds_at(&self, slot: usize) -> Bounds {
        decode(self.words[slot * self.stride + self.stride - 1] >> self.bounds_shift)
    }

    #[inline]
    pub(super) fn get(&self, key: u64) -> Option<Bounds> {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(folded) = &self.folded {
            return folded.get(key);
        }
        if self.words.is_empty() {
            return None;
        }
        match self.slot_of(key) {
            (slot, true) => Some(self.bounds_at(slot)),
            _ => None,
        }
    }

    pub(super) fn insert(&mut self, key: u64, bounds: Bounds) {
        debug_assert_ne!(key, VACANT);
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(folded) = &self.folded {
            folded.insert(key, bounds);
            return;
        }
        if !self.bounded && (self.len + 1) * 4 > self.capacity() * 3 {
            self.grow();
        }
        if self.place(key, encode(bounds)) {
            self.len += 1;
        }
    }

    /// Puts `key` and its bounds' code in its slot; whether the slot was
    /// vacant (a bounded memo may give it a slot another key held).
    fn place(&mut self, key: u64, code: u64) -> bool {
        let (slot, _) = self.slot_of(key);
        let first = slot * self.stride;
        let last = first + self.stride - 1;
        let vacant = self.words[first] == VACANT;
        self.words[last] = 0;
        self.words[first] = key;
        self.words[last] |= code << self.bounds_shift;
        vacant
    }

    fn grow(&mut self) {
        let slots = (self.capacity() * 2).max(FIRST_SLOTS);
        let old = std::mem::replace(&mut self.words, vec![VACANT; slots * self.stride]);
        for slot in old.chunks_exact(self.stride) {
            if slot[0] != VACANT {
                let code = slot[self.stride - 1] >> self.bounds_shift;
                self.place(slot[0] & self.key_mask, code);
            }
        }
    }

    /// Positions held.
    pub(super) fn len(&self) -> usize {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(folded) = &self.folded {
            return folded.len();
        }
        self.len
    }

    /// Bytes the slots take.
    pub(super) fn bytes(&self) -> usize {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(folded) = &self.folded {
            return folded.bytes();
        }
        self.words.len() * std::mem::size_of::<u64>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// `count` keys of `key_bits` bits (sharing most bits, as positions
    /// do, with repeats) with bounds, the extreme scores (−1001 and 1001)
    /// included.
    fn entries(key_bits: u32, count: u32) -> impl Iterator<Item = (u64, Bounds)> {
        // The top bit clear: no key is all ones, as no position's is.
        let mask = u64::MAX >> (65 - key_bits);
        let mut key = 0x1234_5678_9abc_def0_u64;
        (0..count).map(move |step| {
            key = key.rotate_left(7) ^ u64::from(step % 977);
            let bounds = Bounds {
                lower: (step % 2003) as i16 - 1001,
                upper: 1001 - (step % 1500) as i16,
                best: (step % 64) as u8,
            };
            (key & mask, bounds)
        })
    }

    /// Inserts 200,000 keys and checks every one against a hash map.
    fn keeps_what_a_hash_map_keeps(key_bits: u32, slot_bytes: usize) {
        let mut memo = Memo::new(key_bits);
        let mut plain = HashMap::new();
        for (key, bounds) in entries(key_bits, 200_000) {
            memo.insert(key, bounds);
            plain.insert(key, bounds);
        }
        assert_eq!(memo.len(), plain.len());
        for (&key, &bounds) in &plain {
            assert_eq!(memo.get(key), Some(bounds));
        }
        assert_eq!(memo.get(0), plain.get(&0).copied());
        assert_eq!(memo.bytes() % slot_bytes, 0);
        assert!(memo.len() * 4 <= memo.bytes() / slot_bytes * 3);
    }

    #[test]
    fn packed_slots_keep_what_a_hash_map_keeps_through_growth() {
        keeps_what_a_hash_map_keeps(36, 8);
    }

    #[test]
    fn wide_slots_keep_what_a_hash_map_keeps_through_growth() {
        keeps_what_a_hash_map_keeps(64, 16);
        keeps_what_a_hash_map_keeps(40, 16);
    }

    #[test]
    fn a_bounded_memo_forgets_but_is_never_wrong() {
        // Key bits, bytes, whether keys fold into 8-byte slots, entries.
        let cases = [
            (36, 64 << 10, true, 50_000),
            (48, 64 << 10, false, 50_000),
            (44, 512 << 10, true, 600_000),
        ];
        for (key_bits, bytes, folds, count) in cases {
            let mut memo = Memo::bounded(key_bits, bytes);
            assert_eq!(memo.folded.is_some(), folds, "{key_bits} bits");
            let slots = memo.capacity();
            let slot_bytes = if folds { 8 } else { 16 };
            assert!(slots * slot_bytes <= bytes && slots * slot_bytes * 2 > bytes);
            let mut plain = HashMap::new();
            for (key, bounds) in entries(key_bits, count) {
                memo.insert(key, bounds);
                plain.insert(key, bounds);
                // What was just put in is there.
                assert_eq!(memo.get(key), Some(bounds));
            }
            assert!(plain.len() > slots, "{} keys, {slots} slots", plain.len());
            assert!(memo.len() <= slots && memo.len() > slots / 2);
            assert_eq!(memo.bytes(), slots * slot_bytes);
            let mut kept = 0;
            for (&key, &bounds) in &plain {
                if let Some(held) = memo.get(key) {
                    assert_eq!(held, bounds);
                    kept += 1;
                }
            }
            assert_eq!(kept, memo.len());
        }
    }

    #[test]
    fn a_full_folded_bucket_gives_up_its_most_occupied_position() {
        // 24-bit keys in one bucket of eight slots.
        let mut memo = Memo::bounded(24, 64);
        assert!(memo.folded.is_some());
        assert_eq!(memo.capacity(), 8);
        let bounds = |lower| Bounds {
            lower,
            upper: 900,
            best: 5,
        };
        let keys = [0x1, 0x20, 0x11, 0x301, 0x111, 0x1111, 0x11111, 0x111111];
        for (i, key) in keys.into_iter().enumerate() {
            memo.insert(key, bounds(i as i16));
        }
        assert_eq!(memo.len(), 8);
        // Known keys are updated in place; a new one takes the fullest's slot.
        memo.insert(0x11, bounds(-7));
        memo.insert(0x2, bounds(40));
        assert_eq!(memo.len(), 8);
        assert_eq!(memo.get(0x111111), None);
        assert_eq!(memo.get(0x11), Some(bounds(-7)));
        assert_eq!(memo.get(0x2), Some(bounds(40)));
        for (i, key) in keys
            .into_iter()
            .enumerate()
            .filter(|&(i, _)| i != 2 && i != 7)
        {
            assert_eq!(memo.get(key), Some(bounds(i as i16)));
        }
    }

    #[test]
    fn a_full_bucket_gives_up_its_most_occupied_position() {
        let mut memo = Memo::bounded(48, 64);
        assert_eq!(memo.capacity(), 4);
        let bounds = Bounds {
            lower: 0,
            upper: 0,
            best: 0,
        };
        // One, two, three and four occupied squares, then one more key.
        for key in [0x1, 0x11, 0x111, 0x1111, 0x2] {
            memo.insert(key, bounds);
        }
        assert_eq!(memo.len(), 4);
        assert_eq!(memo.get(0x1111), None);
        for key in [0x1, 0x11, 0x111, 0x2] {
            assert_eq!(memo.get(key), Some(bounds));
        }
    }

    #[test]
    fn a_packed_slot_keeps_the_highest_best_move_for_higher_ones() {
        let mut memo = Memo::new(36);
        let bounds = |best| Bounds {
            lower: -3,
            upper: 950,
            best,
        };
        memo.insert(0x9_2000_0001, bounds(200));
        assert_eq!(memo.get(0x9_2000_0001), Some(bounds(63)));
    }
}
