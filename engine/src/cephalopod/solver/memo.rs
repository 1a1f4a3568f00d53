//! The solver's memo: what is proven about each position, in one vector
//! with open addressing. A general hash map spends most of the solver's
//! time here (8.9 million entries on 3×3); this one keeps a key and its
//! bounds in 16 bytes and finds most of them in one cache line.

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

/// Keys and their bounds, linear probing, grown by doubling at 3/4 full.
#[derive(Default)]
pub(super) struct Memo {
    slots: Vec<(u64, Bounds)>,
    len: usize,
}

impl Memo {
    /// Where the search for `key` starts: the finaliser of MurmurHash3,
    /// since keys differ in few bits.
    #[inline]
    fn home(&self, key: u64) -> usize {
        let mut x = key;
        x ^= x >> 33;
        x = x.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        x ^= x >> 33;
        x = x.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
        x ^= x >> 33;
        (x as usize) & (self.slots.len() - 1)
    }

    #[inline]
    pub(super) fn get(&self, key: u64) -> Option<Bounds> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut slot = self.home(key);
        loop {
            let (held, bounds) = self.slots[slot];
            if held == key {
                return Some(bounds);
            }
            if held == VACANT {
                return None;
            }
            slot = (slot + 1) & mask;
        }
    }

    pub(super) fn insert(&mut self, key: u64, bounds: Bounds) {
        debug_assert_ne!(key, VACANT);
        if (self.len + 1) * 4 > self.slots.len() * 3 {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut slot = self.home(key);
        loop {
            let held = self.slots[slot].0;
            if held == key {
                self.slots[slot].1 = bounds;
                return;
            }
            if held == VACANT {
                self.slots[slot] = (key, bounds);
                self.len += 1;
                return;
            }
            slot = (slot + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let size = (self.slots.len() * 2).max(FIRST_SLOTS);
        let empty = Bounds {
            lower: 0,
            upper: 0,
            best: 0,
        };
        let old = std::mem::replace(&mut self.slots, vec![(VACANT, empty); size]);
        self.len = 0;
        for (key, bounds) in old {
            if key != VACANT {
                self.insert(key, bounds);
            }
        }
    }

    /// Positions held.
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// Bytes the slots take.
    pub(super) fn bytes(&self) -> usize {
        self.slots.len() * std::mem::size_of::<(u64, Bounds)>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn it_keeps_what_a_hash_map_keeps_through_growth() {
        let mut memo = Memo::default();
        let mut plain = HashMap::new();
        let mut key = 0x1234_5678_9abc_def0_u64;
        for step in 0..200_000u32 {
            // Keys that share most bits, as positions do, and repeats.
            key = key.rotate_left(7) ^ u64::from(step % 977);
            let bounds = Bounds {
                lower: (step % 100) as i16 - 50,
                upper: (step % 100) as i16,
                best: (step % 7) as u8,
            };
            memo.insert(key, bounds);
            plain.insert(key, bounds);
        }
        assert_eq!(memo.len(), plain.len());
        for (&key, &bounds) in &plain {
            assert_eq!(memo.get(key), Some(bounds));
        }
        assert_eq!(memo.get(0), plain.get(&0).copied());
        assert_eq!(memo.bytes() % 16, 0);
        assert!(memo.len() * 4 <= memo.bytes() / 16 * 3);
    }
}
