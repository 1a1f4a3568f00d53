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

/// Where a square's 3-bit field lies in a key.
#[derive(Clone, Copy, Default)]
struct Field {
    word: usize,
    shift: u32,
}

impl Field {
    fn of(cell: usize) -> Field {
        Field {
            word: cell / CELLS_PER_WORD,
            shift: 3 * (cell % CELLS_PER_WORD) as u32,
        }
    }
}

/// Most squares of a supported board (7×7).
const MAX_CELLS: usize = 49;
/// Most symmetries of a board (a square's 8).
const MAX_SYMMETRIES: usize = 8;

/// The board's shape: neighbours of each square, and each square's field in
/// the key of every symmetric image of a board.
struct Geometry<const N: usize> {
    cells: usize,
    /// Per square: its orthogonal neighbours on the board (`degree` of them).
    neighbours: [[usize; 4]; MAX_CELLS],
    degree: [usize; MAX_CELLS],
    /// Symmetries of the board, the identity first.
    symmetries: usize,
    /// `fields[symmetry][cell]`: where `cell` goes in that image.
    fields: [[Field; MAX_CELLS]; MAX_SYMMETRIES],
    /// Per chunk of `CHUNK_CELLS` squares: its field (chunks never straddle
    /// words).
    chunks: Vec<Field>,
    /// `images[(chunk * CHUNK_VALUES + value) * symmetries + symmetry]`: the
    /// image under a symmetry of one chunk's squares showing `value`; the
    /// images of a chunk value lie together, in one or two cache lines.
    images: Vec<Key<N>>,
}

impl<const N: usize> Geometry<N> {
    fn new(rows: usize, cols: usize) -> Self {
        let cells = rows * cols;
        let mut neighbours = [[0; 4]; MAX_CELLS];
        let mut degree = [0; MAX_CELLS];
        for cell in 0..cells {
            for neighbour in orthogonal_neighbours(rows, cols, cell) {
                neighbours[cell][degree[cell]] = neighbour;
                degree[cell] += 1;
            }
        }

        let symmetries = if rows == cols { 8 } else { 4 };
        let mut fields = [[Field::default(); MAX_CELLS]; MAX_SYMMETRIES];
        for (symmetry, fields) in fields.iter_mut().enumerate().take(symmetries) {
            for (cell, field) in fields.iter_mut().enumerate().take(cells) {
                let (row, column) = transform(symmetry, cell / cols, cell % cols, rows, cols);
                *field = Field::of(row * cols + column);
            }
        }

        let chunks: Vec<Field> = (0..cells).step_by(CHUNK_CELLS).map(Field::of).collect();
        debug_assert!(chunks.len() <= N * CHUNKS_PER_WORD);
        let mut images = vec![[0u64; N]; chunks.len() * CHUNK_VALUES * symmetries];
        for (row, chunk_images) in images.chunks_mut(symmetries).enumerate() {
            let (chunk, value) = (row / CHUNK_VALUES, row % CHUNK_VALUES);
            for (image, fields) in chunk_images.iter_mut().zip(&fields) {
                for offset in 0..CHUNK_CELLS {
                    let cell = chunk * CHUNK_CELLS + offset;
                    if cell < cells {
                        let pips = (value >> (3 * offset)) as u64 & 7;
                        let to = fields[cell];
                        image[to.word] |= pips << to.shift;
                    }
                }
            }
        }
        Geometry {
            cells,
            neighbours,
            degree,
            symmetries,
            fields,
            chunks,
            images,
        }
    }

    fn key_of(&self, position: &Position) -> Key<N> {
        let mut key = [0u64; N];
        for (cell, square) in position.squares().enumerate() {
            let pips = position.die_at(square).map_or(0, |die| die.pips);
            let field = Field::of(cell);
            key[field.word] |= u64::from(pips) << field.shift;
        }
        key
    }

    /// The key's images under every symmetry, the identity first.
    #[inline]
    fn images(&self, key: &Key<N>) -> [Key<N>; MAX_SYMMETRIES] {
        let symmetries = self.symmetries;
        let mut images = [[0u64; N]; MAX_SYMMETRIES];
        for (chunk, field) in self.chunks.iter().enumerate() {
            let value = ((key[field.word] >> field.shift) as usize) & (CHUNK_VALUES - 1);
            let row = (chunk * CHUNK_VALUES + value) * symmetries;
            for (image, part) in images.iter_mut().zip(&self.images[row..row + symmetries]) {
                for word in 0..N {
                    image[word] |= part[word];
                }
            }
        }
        images
    }

    /// The least of the key's symmetric images.
    fn canonical(&self, key: &Key<N>) -> Key<N> {
        let images = self.images(key);
        images[..self.symmetries]
            .iter()
            .copied()
            .min()
            .unwrap_or(*key)
    }
}

/// The squares orthogonally next to `cell` (`row * cols + column`) on a
/// `rows`×`cols` board: left, below, above, right, those on the board.
pub(crate) fn orthogonal_neighbours(
    rows: usize,
    cols: usize,
    cell: usize,
) -> impl Iterator<Item = usize> {
    let (row, column) = (cell / cols, cell % cols);
    [
        (column > 0).then(|| cell - 1),
        (row > 0).then(|| cell - cols),
        (row + 1 < rows).then(|| cell + cols),
        (column + 1 < cols).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

/// Where symmetry number `symmetry` of a `rows`×`cols` board takes the
/// square at (`row`, `column`): 0 is the identity, 1..4 the mirrors and the
/// half turn of every board, 4..8 the diagonal mirrors and quarter turns of
/// a square board (which keep its shape). The solver's keys use it too.
pub(crate) fn transform(
    symmetry: usize,
    row: usize,
    column: usize,
    rows: usize,
    cols: usize,
) -> (usize, usize) {
    let (last_row, last_col) = (rows - 1, cols - 1);
    match symmetry {
        0 => (row, column),
        1 => (row, last_col - column),
        2 => (last_row - row, column),
        3 => (last_row - row, last_col - column),
        4 => (column, row),
        5 => (last_col - column, last_row - row),
        6 => (column, last_row - row),
        _ => (last_col - column, row),
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
    /// Built once, on first use.
    fn get() -> &'static CaptureTable {
        static TABLE: std::sync::OnceLock<CaptureTable> = std::sync::OnceLock::new();
        TABLE.get_or_init(CaptureTable::new)
    }

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
}

/// A path count. Counting starts in `u64` and moves to `u128` only if that
/// overflows: when the perft is below 2^64 so is every count on the way, as
/// each counts move sequences that all lead on to counted leaves.
trait Paths: Copy {
    const ZERO: Self;
    const ONE: Self;
    fn plus(self, other: Self) -> Option<Self>;
    fn times(self, factor: u64) -> Option<Self>;
    fn wide(self) -> u128;
}

impl Paths for u64 {
    const ZERO: Self = 0;
    const ONE: Self = 1;

    #[inline]
    fn plus(self, other: Self) -> Option<Self> {
        self.checked_add(other)
    }

    #[inline]
    fn times(self, factor: u64) -> Option<Self> {
        self.checked_mul(factor)
    }

    fn wide(self) -> u128 {
        u128::from(self)
    }
}

impl Paths for u128 {
    const ZERO: Self = 0;
    const ONE: Self = 1;

    #[inline]
    fn plus(self, other: Self) -> Option<Self> {
        self.checked_add(other)
    }

    #[inline]
    fn times(self, factor: u64) -> Option<Self> {
        self.checked_mul(u128::from(factor))
    }

    fn wide(self) -> u128 {
        self
    }
}

/// One slot of a [`Level`].
#[derive(Clone, Copy)]
struct Slot<const N: usize, P> {
    key: Key<N>,
    paths: P,
}

/// An open-addressing map from key to path count (linear probing, at most
/// half full).
struct Level<const N: usize, P> {
    slots: Vec<Slot<N, P>>,
    len: usize,
    /// 64 minus the log of the slot count: the hash's top bits index a slot.
    shift: u32,
}

impl<const N: usize, P: Paths> Level<N, P> {
    fn with_capacity(entries: usize) -> Self {
        let size = (entries * 2).next_power_of_two().max(16);
        Level {
            slots: vec![
                Slot {
                    key: [FREE; N],
                    paths: P::ONE,
                };
                size
            ],
            len: 0,
            shift: 64 - size.trailing_zeros(),
        }
    }

    #[inline]
    fn home(&self, key: &Key<N>) -> usize {
        let mut hash = 0u64;
        for &word in key {
            hash = (hash ^ word).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
        (hash >> self.shift) as usize
    }

    /// Adds `paths` to `key`'s count; `None` if the count overflows.
    #[inline]
    fn add(&mut self, key: Key<N>, paths: P) -> Option<()> {
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut index = self.home(&key);
        loop {
            let slot = &mut self.slots[index];
            if slot.key == key {
                slot.paths = slot.paths.plus(paths)?;
                return Some(());
            }
            if slot.key[0] == FREE {
                *slot = Slot { key, paths };
                self.len += 1;
                return Some(());
            }
            index = (index + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let old = std::mem::replace(self, Level::with_capacity(self.slots.len()));
        for slot in old.slots {
            if slot.key[0] != FREE {
                // Keys are distinct, so no count is added to.
                let _ = self.add(slot.key, slot.paths);
            }
        }
    }

    fn entries(&self) -> impl Iterator<Item = &Slot<N, P>> + '_ {
        self.slots.iter().filter(|slot| slot.key[0] != FREE)
    }
}

fn count<const N: usize>(position: &Position, depth: u32) -> u128 {
    if depth == 0 || position.is_game_over() {
        return 1;
    }
    let geometry = Geometry::<N>::new(usize::from(position.rows()), usize::from(position.cols()));
    let counter = Counter {
        geometry: &geometry,
        captures: CaptureTable::get(),
    };
    let root = geometry.canonical(&geometry.key_of(position));
    // Beyond u128 lies no count that could be computed in practice.
    counter
        .count::<u64>(root, depth)
        .or_else(|| counter.count::<u128>(root, depth))
        .unwrap_or(u128::MAX)
}

/// A board's pips, square by square, and how many squares are empty.
struct Decoded {
    pips: [u8; MAX_CELLS],
    empties: u32,
}

struct Counter<'a, const N: usize> {
    geometry: &'a Geometry<N>,
    captures: &'a CaptureTable,
}

impl<const N: usize> Counter<'_, N> {
    /// Perft of the board `root` (not full) at `depth` (at least 1), or
    /// `None` if a count overflows `P`.
    fn count<P: Paths>(&self, root: Key<N>, depth: u32) -> Option<u128> {
        // Games that end on the way count 1 whatever depth is left.
        let mut finished = P::ZERO;
        let mut level = Level::<N, P>::with_capacity(1);
        level.add(root, P::ONE)?;
        for _ in 2..depth {
            let mut next = Level::<N, P>::with_capacity(level.len * 3 / 2);
            let mut overflow = false;
            for slot in level.entries() {
                let paths = slot.paths;
                self.children::<true>(&slot.key, |child, full| {
                    let added = if full {
                        finished.plus(paths).map(|sum| finished = sum)
                    } else {
                        next.add(child, paths)
                    };
                    overflow |= added.is_none();
                });
            }
            if overflow {
                return None;
            }
            if next.len == 0 {
                return Some(finished.wide());
            }
            level = next;
        }
        let mut total = finished;
        for slot in level.entries() {
            let below = if depth == 1 {
                self.moves(&slot.key)
            } else {
                let mut sum = 0;
                self.children::<false>(&slot.key, |child, full| {
                    sum += if full { 1 } else { self.moves(&child) };
                });
                sum
            };
            total = total.plus(slot.paths.times(below)?)?;
        }
        Some(total.wide())
    }

    #[inline]
    fn decode(&self, key: &Key<N>) -> Decoded {
        let mut pips = [0u8; MAX_CELLS];
        let mut empties = 0;
        for (cell, slot) in pips.iter_mut().enumerate().take(self.geometry.cells) {
            let field = Field::of(cell);
            *slot = ((key[field.word] >> field.shift) & 7) as u8;
            empties += u32::from(*slot == 0);
        }
        Decoded { pips, empties }
    }

    /// The pips of `cell`'s neighbours, 3 bits per neighbour slot.
    #[inline]
    fn pattern(&self, board: &Decoded, cell: usize) -> usize {
        let neighbours = &self.geometry.neighbours[cell][..self.geometry.degree[cell]];
        neighbours
            .iter()
            .enumerate()
            .fold(0, |pattern, (slot, &neighbour)| {
                pattern | usize::from(board.pips[neighbour]) << (3 * slot)
            })
    }

    /// Number of legal moves of a board still being played.
    #[inline]
    fn moves(&self, key: &Key<N>) -> u64 {
        let board = self.decode(key);
        let mut moves = 0;
        for cell in 0..self.geometry.cells {
            if board.pips[cell] == 0 {
                let sets = self.captures.len[self.pattern(&board, cell)];
                moves += u64::from(sets.max(1));
            }
        }
        moves
    }

    /// Calls `visit(child, board_full)` for every legal move's child; the
    /// child comes as its least symmetric image if `CANONICAL` (a full
    /// board's key is not needed and is left as it is).
    #[inline]
    fn children<const CANONICAL: bool>(&self, key: &Key<N>, mut visit: impl FnMut(Key<N>, bool)) {
        let geometry = self.geometry;
        let board = self.decode(key);
        let symmetries = if CANONICAL { geometry.symmetries } else { 1 };
        let images = if CANONICAL {
            geometry.images(key)
        } else {
            [*key; MAX_SYMMETRIES]
        };
        // The least image of the child: each image of the parent changed
        // on the squares the move changes, `(cell, old ^ new pips)`.
        let least = |changes: &[(usize, u64)]| {
            let mut best = [u64::MAX; N];
            for (symmetry, image) in images[..symmetries].iter().enumerate() {
                let mut image = *image;
                for &(cell, change) in changes {
                    let field = geometry.fields[symmetry][cell];
                    image[field.word] ^= change << field.shift;
                }
                if image < best {
                    best = image;
                }
            }
            best
        };
        for cell in 0..geometry.cells {
            if board.pips[cell] != 0 {
                continue;
            }
            let pattern = self.pattern(&board, cell);
            let sets = usize::from(self.captures.len[pattern]);
            if sets == 0 {
                let full = board.empties == 1;
                if full {
                    visit(*key, true);
                } else {
                    visit(least(&[(cell, 1)]), false);
                }
                continue;
            }
            let neighbours = &geometry.neighbours[cell];
            for &mask in &self.captures.sets[pattern][..sets] {
                let mut changes = [(0usize, 0u64); 5];
                let mut len = 1;
                let mut sum = 0u64;
                for (slot, &neighbour) in neighbours.iter().enumerate() {
                    if mask & (1 << slot) != 0 {
                        let pips = u64::from(board.pips[neighbour]);
                        sum += pips;
                        changes[len] = (neighbour, pips);
                        len += 1;
                    }
                }
                changes[0] = (cell, sum);
                // A capture frees at least two squares: never a full board.
                visit(least(&changes[..len]), false);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A count small enough to overflow, to test the move to a wider one.
    impl Paths for u8 {
        const ZERO: Self = 0;
        const ONE: Self = 1;

        fn plus(self, other: Self) -> Option<Self> {
            self.checked_add(other)
        }

        fn times(self, factor: u64) -> Option<Self> {
            u8::try_from(factor).ok().and_then(|f| self.checked_mul(f))
        }

        fn wide(self) -> u128 {
            u128::from(self)
        }
    }

    fn counts<const N: usize>(text: &str, depth: u32) -> (Option<u128>, Option<u128>, u128) {
        let position: Position = text.parse().unwrap();
        let geometry = Geometry::<N>::new(position.rows().into(), position.cols().into());
        let counter = Counter {
            geometry: &geometry,
            captures: CaptureTable::get(),
        };
        let root = geometry.canonical(&geometry.key_of(&position));
        (
            counter.count::<u8>(root, depth),
            counter.count::<u128>(root, depth),
            crate::perft::perft(&position, depth),
        )
    }

    #[test]
    fn an_overflowing_count_is_noticed_and_a_wider_one_is_exact() {
        // 3256 leaves: too many for u8 at the end.
        assert_eq!(counts::<1>(".../.../... w", 4), (None, Some(3256), 3256));
        // 72 leaves fit, and so does every count on the way.
        assert_eq!(counts::<1>(".../.../... w", 2), (Some(72), Some(72), 72));
        // Overflow inside a level, not just in the last sum.
        assert_eq!(counts::<2>("...../...../...../...../..... w", 3).0, None);
        let (_, wide, generic) = counts::<3>(
            "......./......./......./......./......./......./....... b",
            3,
        );
        assert_eq!(wide, Some(generic));
    }
}
