//! The solver's memo: what is proven about each position, in one vector
//! with open addressing. A general hash map spends most of the solver's
//! time here (8.9 million entries on 3×3); this one keeps a key and its
//! bounds in 8 bytes on boards of up to 9 squares (16 on bigger ones) and
//! finds most of them in one cache line.

/// What the memo knows of a position: bounds of its score (equal once
/// exact) and the index of the best move found, tried first next time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Bounds {
    pub lower: i16,
    pub upper: i16,
    pub best: u8,
}

/// No key has a nibble of 15 (a die has at most 6 pips, an opponent's die
/// 8 more), so no key is all ones.
const VACANT: u64 = u64::MAX;

/// The fewest slots once the memo holds anything.
const FIRST_SLOTS: usize = 1 << 16;

/// Bits of a score in a packed slot: every score lies in −1024..1024.
const SCORE_BITS: u32 = 11;
const SCORE_OFFSET: i16 = 1 << (SCORE_BITS - 1);
/// Bits of the best move's index in a packed slot; higher indices are kept
/// as the highest (it only orders the moves).
const BEST_BITS: u32 = 6;
/// A key of at most this many bits (9 squares) packs with its bounds into
/// one `u64`: half the memory, and twice the slots in each cache line.
const PACKED_KEY_BITS: u32 = 64 - 2 * SCORE_BITS - BEST_BITS;

/// The slots: packed (key and bounds in one `u64`) for keys that fit, else
/// a key and its bounds side by side.
enum Slots {
    Packed(Vec<u64>),
    Wide(Vec<(u64, Bounds)>),
}

/// Keys and their bounds, linear probing, grown by doubling at 3/4 full.
pub(super) struct Memo {
    slots: Slots,
    len: usize,
}

#[inline]
fn pack(key: u64, bounds: Bounds) -> u64 {
    let code = |score: i16| (score + SCORE_OFFSET) as u64;
    let best = u64::from(bounds.best).min((1 << BEST_BITS) - 1);
    key | code(bounds.lower) << PACKED_KEY_BITS
        | code(bounds.upper) << (PACKED_KEY_BITS + SCORE_BITS)
        | best << (PACKED_KEY_BITS + 2 * SCORE_BITS)
}

#[inline]
fn packed_key(slot: u64) -> u64 {
    slot & ((1 << PACKED_KEY_BITS) - 1)
}

#[inline]
fn unpack(slot: u64) -> Bounds {
    let score = |shift: u32| ((slot >> shift) & ((1 << SCORE_BITS) - 1)) as i16 - SCORE_OFFSET;
    Bounds {
        lower: score(PACKED_KEY_BITS),
        upper: score(PACKED_KEY_BITS + SCORE_BITS),
        best: (slot >> (PACKED_KEY_BITS + 2 * SCORE_BITS)) as u8,
    }
}

impl Memo {
    /// An empty memo for keys of `key_bits` bits.
    pub(super) fn new(key_bits: u32) -> Memo {
        Memo {
            slots: if key_bits <= PACKED_KEY_BITS {
                Slots::Packed(Vec::new())
            } else {
                Slots::Wide(Vec::new())
            },
            len: 0,
        }
    }

    fn capacity(&self) -> usize {
        match &self.slots {
            Slots::Packed(slots) => slots.len(),
            Slots::Wide(slots) => slots.len(),
        }
    }

    /// Where the search for `key` starts: the finaliser of MurmurHash3,
    /// since keys differ in few bits.
    #[inline]
    fn home(key: u64, capacity: usize) -> usize {
        let mut x = key;
        x ^= x >> 33;
        x = x.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        x ^= x >> 33;
        x = x.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
        x ^= x >> 33;
        (x as usize) & (capacity - 1)
    }

    #[inline]
    pub(super) fn get(&self, key: u64) -> Option<Bounds> {
        match &self.slots {
            Slots::Packed(slots) => {
                if slots.is_empty() {
                    return None;
                }
                let mut slot = Self::home(key, slots.len());
                loop {
                    let held = slots[slot];
                    if held == VACANT {
                        return None;
                    }
                    if packed_key(held) == key {
                        return Some(unpack(held));
                    }
                    slot = (slot + 1) & (slots.len() - 1);
                }
            }
            Slots::Wide(slots) => {
                if slots.is_empty() {
                    return None;
                }
                let mut slot = Self::home(key, slots.len());
                loop {
                    let (held, bounds) = slots[slot];
                    if held == key {
                        return Some(bounds);
                    }
                    if held == VACANT {
                        return None;
                    }
                    slot = (slot + 1) & (slots.len() - 1);
                }
            }
        }
    }

    pub(super) fn insert(&mut self, key: u64, bounds: Bounds) {
        debug_assert_ne!(key, VACANT);
        if (self.len + 1) * 4 > self.capacity() * 3 {
            self.grow();
        }
        if self.place(key, bounds) {
            self.len += 1;
        }
    }

    /// Puts `key` in its slot; whether it is new.
    fn place(&mut self, key: u64, bounds: Bounds) -> bool {
        match &mut self.slots {
            Slots::Packed(slots) => {
                let mask = slots.len() - 1;
                let mut slot = Self::home(key, slots.len());
                loop {
                    let held = slots[slot];
                    if held == VACANT || packed_key(held) == key {
                        slots[slot] = pack(key, bounds);
                        return held == VACANT;
                    }
                    slot = (slot + 1) & mask;
                }
            }
            Slots::Wide(slots) => {
                let mask = slots.len() - 1;
                let mut slot = Self::home(key, slots.len());
                loop {
                    let held = slots[slot].0;
                    if held == VACANT || held == key {
                        slots[slot] = (key, bounds);
                        return held == VACANT;
                    }
                    slot = (slot + 1) & mask;
                }
            }
        }
    }

    fn grow(&mut self) {
        let size = (self.capacity() * 2).max(FIRST_SLOTS);
        let bigger = match self.slots {
            Slots::Packed(_) => Slots::Packed(vec![VACANT; size]),
            Slots::Wide(_) => {
                let empty = Bounds {
                    lower: 0,
                    upper: 0,
                    best: 0,
                };
                Slots::Wide(vec![(VACANT, empty); size])
            }
        };
        match std::mem::replace(&mut self.slots, bigger) {
            Slots::Packed(old) => {
                for slot in old.into_iter().filter(|&slot| slot != VACANT) {
                    self.place(packed_key(slot), unpack(slot));
                }
            }
            Slots::Wide(old) => {
                for (key, bounds) in old.into_iter().filter(|&(key, _)| key != VACANT) {
                    self.place(key, bounds);
                }
            }
        }
    }

    /// Positions held.
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// Bytes the slots take.
    pub(super) fn bytes(&self) -> usize {
        match &self.slots {
            Slots::Packed(slots) => slots.len() * std::mem::size_of::<u64>(),
            Slots::Wide(slots) => slots.len() * std::mem::size_of::<(u64, Bounds)>(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Inserts 200,000 keys of `key_bits` bits (sharing most bits, as
    /// positions do, with repeats) and checks every one against a hash map.
    fn keeps_what_a_hash_map_keeps(key_bits: u32, slot_bytes: usize) {
        let mut memo = Memo::new(key_bits);
        let mut plain = HashMap::new();
        // The top bit clear: no key is all ones, as no position's is.
        let mask = u64::MAX >> (65 - key_bits);
        let mut key = 0x1234_5678_9abc_def0_u64;
        for step in 0..200_000u32 {
            key = key.rotate_left(7) ^ u64::from(step % 977);
            let bounds = Bounds {
                // The extreme scores (−1001 and 1001) included.
                lower: (step % 2003) as i16 - 1001,
                upper: 1001 - (step % 1500) as i16,
                best: (step % 64) as u8,
            };
            memo.insert(key & mask, bounds);
            plain.insert(key & mask, bounds);
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
