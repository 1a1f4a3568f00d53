//! Fast Cephalopod perft on packed boards.
//!
//! What a position's perft depends on is less than the position: placing
//! and capturing ignore who owns a die, and every turn is the same for
//! either side, so the count is a function of the pips on each square alone.
//! It is also unchanged by the board's symmetries (8 on a square board, 4 on
//! a rectangle). So each board is packed into a key of 3 bits per square
//! (0 empty, else the pips), brought to the least of its symmetric images,
//! and the tree is counted level by level: each level maps every distinct
//! key to the number of move sequences reaching it. The last two plies are
//! counted without building their levels.
//!
//! Keys are `[u64; N]` with 21 squares per word, so the same code serves
//! every size: one word up to 21 squares (3×3, 4×4, 4×5), two up to 42
//! (5×5, 6×7), three for 7×7.

use super::board::Position;
use super::MAX_CAPTURE_SUM;

/// Squares packed into one `u64` word of a key, 3 bits each.
const CELLS_PER_WORD: usize = 21;
/// Squares per lookup chunk when mapping a key through a symmetry.
const CHUNK_CELLS: usize = 3;
const CHUNK_BITS: u32 = 3 * CHUNK_CELLS as u32;
const CHUNK_VALUES: usize = 1 << CHUNK_BITS;
const CHUNKS_PER_WORD: usize = CELLS_PER_WORD / CHUNK_CELLS;
/// One 3-bit field holding 7, which no square can: marks a free table slot.
const FREE: u64 = u64::MAX;

/// `perft(position, depth)` by the binding definition: 1 if `depth` is 0 or
/// the board is full, otherwise the sum over every legal move (each capture
/// set a move of its own) of the child's perft at `depth - 1`.
///
/// Gives the same counts as [`crate::perft::perft`], much faster.
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u128 {
    let cells = usize::from(position.rows()) * usize::from(position.cols());
    if cells <= CELLS_PER_WORD {
        count::<1>(position, depth)
    } else if cells <= 2 * CELLS_PER_WORD {
        count::<2>(position, depth)
    } else {
        count::<3>(position, depth)
    }
}

type Key<const N: usize> = [u64; N];

/// The board's shape: where each square's field lies in a key, its
/// neighbours, and the tables mapping a key through each symmetry.
struct Geometry<const N: usize> {
    cells: usize,
    /// Per square: its word in the key and the field's shift in that word.
    word: Vec<usize>,
    shift: Vec<u32>,
    /// Per square: its orthogonal neighbours on the board.
    neighbours: Vec<Vec<usize>>,
    /// Per chunk: its word and shift (chunks never straddle words).
    chunks: Vec<(usize, u32)>,
    /// `images[(symmetry * chunks + chunk) * CHUNK_VALUES + value]`: the
    /// image under a non-identity symmetry of one chunk's squares.
    images: Vec<Key<N>>,
    symmetries: usize,
}

impl<const N: usize> Geometry<N> {
    fn new(rows: usize, cols: usize) -> Self {
        let cells = rows * cols;
        let word = (0..cells).map(|cell| cell / CELLS_PER_WORD).collect();
        let shift = (0..cells)
            .map(|cell| 3 * (cell % CELLS_PER_WORD) as u32)
            .collect();
        let neighbours = (0..cells)
            .map(|cell| {
                let (row, column) = (cell / cols, cell % cols);
                let mut list = Vec::with_capacity(4);
                if column > 0 {
                    list.push(cell - 1);
                }
                if row > 0 {
                    list.push(cell - cols);
                }
                if row + 1 < rows {
                    list.push(cell + cols);
                }
                if column + 1 < cols {
                    list.push(cell + 1);
                }
                list
            })
            .collect();
        let chunks: Vec<(usize, u32)> = (0..cells)
            .step_by(CHUNK_CELLS)
            .map(|first| (first / CELLS_PER_WORD, 3 * (first % CELLS_PER_WORD) as u32))
            .collect();
        debug_assert!(chunks.len() <= N * CHUNKS_PER_WORD);

        // Each symmetry as a map of (row, column) to a square of the same board.
        let (last_row, last_col) = (rows - 1, cols - 1);
        let mut maps: Vec<Box<dyn Fn(usize, usize) -> (usize, usize)>> = vec![
            Box::new(move |r, c| (r, last_col - c)),
            Box::new(move |r, c| (last_row - r, c)),
            Box::new(move |r, c| (last_row - r, last_col - c)),
        ];
        if rows == cols {
            maps.push(Box::new(|r, c| (c, r)));
            maps.push(Box::new(move |r, c| (last_col - c, last_row - r)));
            maps.push(Box::new(move |r, c| (c, last_row - r)));
            maps.push(Box::new(move |r, c| (last_col - c, r)));
        }
        let mut geometry = Geometry {
            cells,
            word,
            shift,
            neighbours,
            chunks,
            images: Vec::new(),
            symmetries: maps.len(),
        };
        let chunk_count = geometry.chunks.len();
        let mut images = vec![[0u64; N]; maps.len() * chunk_count * CHUNK_VALUES];
        for (symmetry, map) in maps.iter().enumerate() {
            let target: Vec<usize> = (0..cells)
                .map(|cell| {
                    let (row, column) = map(cell / cols, cell % cols);
                    row * cols + column
                })
                .collect();
            for chunk in 0..chunk_count {
                let base = (symmetry * chunk_count + chunk) * CHUNK_VALUES;
                for value in 0..CHUNK_VALUES {
                    let mut image = [0u64; N];
                    for offset in 0..CHUNK_CELLS {
                        let cell = chunk * CHUNK_CELLS + offset;
                        if cell < cells {
                            let pips = (value >> (3 * offset)) as u64 & 7;
                            let to = target[cell];
                            image[geometry.word[to]] |= pips << geometry.shift[to];
                        }
                    }
                    images[base + value] = image;
                }
            }
        }
        geometry.images = images;
        geometry
    }

    fn key_of(&self, position: &Position, cols: usize) -> Key<N> {
        let mut key = [0u64; N];
        for square in position.squares() {
            let cell = usize::from(square.row()) * cols + usize::from(square.column());
            let pips = position.die_at(square).map_or(0, |die| die.pips);
            key[self.word[cell]] |= u64::from(pips) << self.shift[cell];
        }
        key
    }

    #[inline]
    fn pips(&self, key: &Key<N>, cell: usize) -> u8 {
        ((key[self.word[cell]] >> self.shift[cell]) & 7) as u8
    }

    /// The least of the key's images under the board's symmetries.
    #[inline]
    fn canonical(&self, key: Key<N>) -> Key<N> {
        let chunk_count = self.chunks.len();
        let mut values = [0usize; 3 * CHUNKS_PER_WORD];
        for (chunk, &(word, shift)) in self.chunks.iter().enumerate() {
            values[chunk] = ((key[word] >> shift) as usize) & (CHUNK_VALUES - 1);
        }
        let mut best = key;
        for symmetry in 0..self.symmetries {
            let tables = &self.images[symmetry * chunk_count * CHUNK_VALUES..];
            let mut image = [0u64; N];
            for (chunk, &value) in values[..chunk_count].iter().enumerate() {
                let part = &tables[chunk * CHUNK_VALUES + value];
                for word in 0..N {
                    image[word] |= part[word];
                }
            }
            if image < best {
                best = image;
            }
        }
        best
    }
}

/// Capture sets by the pips of up to four neighbours (3 bits each, 0 for
/// none): every subset of two or more dice whose pips total at most
/// [`MAX_CAPTURE_SUM`], as a mask of neighbour slots.
struct CaptureTable {
    /// `sets[pattern]`: the masks, `len[pattern]` of them.
    sets: Vec<[u8; 11]>,
    len: Vec<u8>,
}

impl CaptureTable {
    fn new() -> Self {
        let mut sets = vec![[0u8; 11]; 1 << 12];
        let mut len = vec![0u8; 1 << 12];
        for pattern in 0..1usize << 12 {
            let pips = |slot: usize| (pattern >> (3 * slot)) & 7;
            for mask in 1u8..16 {
                if mask.count_ones() < 2 {
                    continue;
                }
                let slots = (0..4).filter(|&slot| mask & (1 << slot) != 0);
                let all_dice = slots.clone().all(|slot| pips(slot) != 0);
                let total: usize = slots.map(pips).sum();
                if all_dice && total <= usize::from(MAX_CAPTURE_SUM) {
                    sets[pattern][usize::from(len[pattern])] = mask;
                    len[pattern] += 1;
                }
            }
        }
        CaptureTable { sets, len }
    }

    /// Moves on an empty square whose neighbours show `pattern`.
    #[inline]
    fn moves(&self, pattern: usize) -> u128 {
        u128::from(self.len[pattern].max(1))
    }
}

/// An open-addressing map from key to path count (linear probing).
struct Level<const N: usize> {
    slots: Vec<(Key<N>, u128)>,
    len: usize,
    mask: usize,
}

impl<const N: usize> Level<N> {
    fn with_capacity(entries: usize) -> Self {
        let size = (entries * 2).next_power_of_two().max(16);
        Level {
            slots: vec![([FREE; N], 0); size],
            len: 0,
            mask: size - 1,
        }
    }

    #[inline]
    fn home(&self, key: &Key<N>) -> usize {
        let mut hash = 0u64;
        for &word in key {
            hash = (hash ^ word).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
        (hash ^ (hash >> 32)) as usize & self.mask
    }

    #[inline]
    fn add(&mut self, key: Key<N>, paths: u128) {
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        let mut slot = self.home(&key);
        loop {
            let entry = &mut self.slots[slot];
            if entry.0 == key {
                entry.1 += paths;
                return;
            }
            if entry.0[0] == FREE {
                *entry = (key, paths);
                self.len += 1;
                return;
            }
            slot = (slot + 1) & self.mask;
        }
    }

    fn grow(&mut self) {
        let old = std::mem::replace(self, Level::with_capacity(self.slots.len()));
        for (key, paths) in old.slots {
            if key[0] != FREE {
                self.add(key, paths);
            }
        }
    }

    fn entries(&self) -> impl Iterator<Item = (Key<N>, u128)> + '_ {
        self.slots
            .iter()
            .filter(|entry| entry.0[0] != FREE)
            .copied()
    }
}

/// A board decoded from its key for generating moves.
struct Decoded {
    pips: [u8; 49],
    empties: u32,
}

fn count<const N: usize>(position: &Position, depth: u32) -> u128 {
    if depth == 0 || position.is_game_over() {
        return 1;
    }
    let (rows, cols) = (usize::from(position.rows()), usize::from(position.cols()));
    let geometry = Geometry::<N>::new(rows, cols);
    let captures = CaptureTable::new();
    let counter = Counter {
        geometry: &geometry,
        captures: &captures,
    };
    let root = geometry.canonical(geometry.key_of(position, cols));

    // Games that end on the way count 1 whatever depth is left.
    let mut finished: u128 = 0;
    let mut level = Level::<N>::with_capacity(1);
    level.add(root, 1);
    for _ in 2..depth {
        let mut next = Level::<N>::with_capacity(level.len * 2);
        for (key, paths) in level.entries() {
            counter.children(key, |child, full| {
                if full {
                    finished += paths;
                } else {
                    next.add(geometry.canonical(child), paths);
                }
            });
        }
        if next.len == 0 {
            return finished;
        }
        level = next;
    }
    let mut total = finished;
    for (key, paths) in level.entries() {
        let below = if depth == 1 {
            counter.moves(&key)
        } else {
            let mut sum = 0;
            counter.children(key, |child, full| {
                sum += if full { 1 } else { counter.moves(&child) };
            });
            sum
        };
        total += paths * below;
    }
    total
}

struct Counter<'a, const N: usize> {
    geometry: &'a Geometry<N>,
    captures: &'a CaptureTable,
}

impl<const N: usize> Counter<'_, N> {
    #[inline]
    fn decode(&self, key: &Key<N>) -> Decoded {
        let mut pips = [0u8; 49];
        let mut empties = 0;
        for (cell, slot) in pips.iter_mut().enumerate().take(self.geometry.cells) {
            *slot = self.geometry.pips(key, cell);
            empties += u32::from(*slot == 0);
        }
        Decoded { pips, empties }
    }

    #[inline]
    fn pattern(&self, board: &Decoded, cell: usize) -> usize {
        self.geometry.neighbours[cell]
            .iter()
            .enumerate()
            .fold(0, |pattern, (slot, &neighbour)| {
                pattern | usize::from(board.pips[neighbour]) << (3 * slot)
            })
    }

    /// Number of legal moves of a board still being played.
    #[inline]
    fn moves(&self, key: &Key<N>) -> u128 {
        let board = self.decode(key);
        (0..self.geometry.cells)
            .filter(|&cell| board.pips[cell] == 0)
            .map(|cell| self.captures.moves(self.pattern(&board, cell)))
            .sum()
    }

    /// Calls `visit(child, board_full)` for every legal move's child.
    #[inline]
    fn children(&self, key: Key<N>, mut visit: impl FnMut(Key<N>, bool)) {
        let geometry = self.geometry;
        let board = self.decode(&key);
        for cell in 0..geometry.cells {
            if board.pips[cell] != 0 {
                continue;
            }
            let neighbours = &geometry.neighbours[cell];
            let pattern = self.pattern(&board, cell);
            let count = usize::from(self.captures.len[pattern]);
            let (word, shift) = (geometry.word[cell], geometry.shift[cell]);
            if count == 0 {
                let mut child = key;
                child[word] |= 1 << shift;
                visit(child, board.empties == 1);
                continue;
            }
            for &mask in &self.captures.sets[pattern][..count] {
                let mut child = key;
                let mut sum = 0u64;
                for (slot, &neighbour) in neighbours.iter().enumerate() {
                    if mask & (1 << slot) != 0 {
                        let pips = board.pips[neighbour];
                        sum += u64::from(pips);
                        child[geometry.word[neighbour]] ^=
                            u64::from(pips) << geometry.shift[neighbour];
                    }
                }
                child[word] |= sum << shift;
                // A capture frees at least two squares: never a full board.
                visit(child, false);
            }
        }
    }
}
