//! Squares, dice and the position value.

use std::hash::{Hash, Hasher};

use super::{BLACK, FIRST_TO_MOVE, WHITE};
use crate::game::Player;
use crate::rng::splitmix64;
use crate::Direction;

/// Largest supported board side; also the fixed row stride of square indices,
/// so a square (and hence a move) means the same thing on every board size.
pub const MAX_SIDE: u8 = 7;
/// Smallest supported board side.
pub const MIN_SIDE: u8 = 2;
/// Squares of the largest board.
pub(crate) const MAX_SQUARES: usize = (MAX_SIDE as usize) * (MAX_SIDE as usize);

/// A square of the 7×7 grid: column `a`.. from the left, row `1`.. from the
/// bottom. Whether it lies on a smaller board is the position's business.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square at 0-based `column` and `row`; `None` outside 7×7.
    #[must_use]
    pub const fn new(column: u8, row: u8) -> Option<Square> {
        if column < MAX_SIDE && row < MAX_SIDE {
            Some(Square(row * MAX_SIDE + column))
        } else {
            None
        }
    }

    /// 0-based column (`a` is 0).
    #[must_use]
    pub const fn column(self) -> u8 {
        self.0 % MAX_SIDE
    }

    /// 0-based row (`1` is 0).
    #[must_use]
    pub const fn row(self) -> u8 {
        self.0 / MAX_SIDE
    }

    /// Index in `0..49`, row-major from `a1`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub(crate) const fn from_index(index: usize) -> Square {
        Square(index as u8)
    }

    /// The square one step in `direction`, if it stays on the 7×7 grid.
    #[must_use]
    pub fn step(self, direction: Direction) -> Option<Square> {
        let (column, row) = (self.column() as i8, self.row() as i8);
        let (dc, dr) = direction.delta();
        let (column, row) = (column + dc, row + dr);
        if column < 0 || row < 0 {
            return None;
        }
        Square::new(column as u8, row as u8)
    }
}

/// A die on the board: its owner and the number of pips on top (1..=6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Die {
    pub owner: Player,
    pub pips: u8,
}

// A cell byte is 0 when empty, else the pips (1..=6) with BLACK_FLAG for Black.
const BLACK_FLAG: u8 = 8;
const PIPS_MASK: u8 = 7;

pub(crate) const fn encode(owner: Player, pips: u8) -> u8 {
    match owner {
        Player::First => pips,
        Player::Second => pips | BLACK_FLAG,
    }
}

pub(crate) const fn pips_of(cell: u8) -> u8 {
    cell & PIPS_MASK
}

const fn owner_of(cell: u8) -> Player {
    if cell & BLACK_FLAG == 0 {
        Player::First
    } else {
        Player::Second
    }
}

const CELL_CODES: usize = 16;

const ZOBRIST_BLACK_TO_MOVE: u64 = splitmix64(0xC0FF_EE00);

/// One random key per (square, cell byte); the empty cell's key is 0.
/// Built on first use rather than stored in the binary: random numbers do
/// not compress, and every download of the app would carry them.
fn zobrist_cells() -> &'static [u64; MAX_SQUARES * CELL_CODES] {
    static TABLE: std::sync::OnceLock<[u64; MAX_SQUARES * CELL_CODES]> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = [0u64; MAX_SQUARES * CELL_CODES];
        for (i, key) in table.iter_mut().enumerate() {
            if i % CELL_CODES != 0 {
                *key = splitmix64(i as u64 * 0x1000_0001 + 17);
            }
        }
        table
    })
}

/// Keeps positions of different sizes apart (an empty 3×3 vs an empty 4×4).
fn zobrist_size(rows: u8, cols: u8) -> u64 {
    splitmix64(0x5EED_0000 + (u64::from(rows) * 8 + u64::from(cols)) % 64)
}

#[inline]
pub(crate) fn zobrist_cell(index: usize, cell: u8) -> u64 {
    zobrist_cells()[(index * CELL_CODES + cell as usize) % (MAX_SQUARES * CELL_CODES)]
}

/// A Cephalopod position: board size, dice and the side to move.
///
/// A value: [`Position::play`] returns the next position. `Display` prints
/// the binding position notation and `FromStr` reads it.
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    // Field order makes the derived `==` reject on the hash first.
    pub(crate) hash: u64,
    /// Bit `index` set for every empty square on the board.
    pub(crate) empty: u64,
    pub(crate) cells: [u8; MAX_SQUARES],
    pub(crate) rows: u8,
    pub(crate) cols: u8,
    pub(crate) side: Player,
    pub(crate) dice: [u8; 2],
}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // Equal positions have equal Zobrist keys, so this agrees with `==`.
        state.write_u64(self.hash);
    }
}

impl Default for Position {
    /// The empty 5×5 board, White to move.
    fn default() -> Self {
        Position::empty_board(5, 5)
    }
}

/// The bits of every square of a `rows`×`cols` board.
pub(crate) fn board_mask(rows: u8, cols: u8) -> u64 {
    let row_bits = (1u64 << cols) - 1;
    (0..rows).fold(0, |mask, row| {
        mask | row_bits << (u32::from(row) * u32::from(MAX_SIDE))
    })
}

impl Position {
    /// The empty board of `rows`×`cols` squares with the first player
    /// ([`FIRST_TO_MOVE`]) to move; `None` unless both sides are in 2..=7.
    #[must_use]
    pub fn new_empty(rows: u8, cols: u8) -> Option<Position> {
        let valid = MIN_SIDE..=MAX_SIDE;
        (valid.contains(&rows) && valid.contains(&cols)).then(|| Position::empty_board(rows, cols))
    }

    fn empty_board(rows: u8, cols: u8) -> Position {
        let mut position = Position {
            hash: 0,
            empty: board_mask(rows, cols),
            cells: [0; MAX_SQUARES],
            rows,
            cols,
            side: FIRST_TO_MOVE,
            dice: [0; 2],
        };
        position.hash = position.compute_hash();
        position
    }

    /// Builds a position from `cells[row][column]` (row 0 is row `1`).
    /// The caller has checked sizes and pips.
    pub(crate) fn from_rows(rows_bottom_up: &[Vec<Option<Die>>], side: Player) -> Position {
        let rows = rows_bottom_up.len() as u8;
        let cols = rows_bottom_up.first().map_or(0, Vec::len) as u8;
        let mut position = Position::empty_board(rows, cols);
        position.side = side;
        for (row, cells) in rows_bottom_up.iter().enumerate() {
            for (column, die) in cells.iter().enumerate() {
                if let (Some(die), Some(square)) = (die, Square::new(column as u8, row as u8)) {
                    position.cells[square.index()] = encode(die.owner, die.pips);
                    position.empty &= !(1u64 << square.index());
                    position.dice[die.owner.index()] += 1;
                }
            }
        }
        position.hash = position.compute_hash();
        position
    }

    fn compute_hash(&self) -> u64 {
        let mut hash = zobrist_size(self.rows, self.cols);
        if self.side == BLACK {
            hash ^= ZOBRIST_BLACK_TO_MOVE;
        }
        for (index, &cell) in self.cells.iter().enumerate() {
            hash ^= zobrist_cell(index, cell);
        }
        hash
    }

    /// Number of rows (2..=7).
    #[must_use]
    pub fn rows(&self) -> u8 {
        self.rows
    }

    /// Number of columns (2..=7).
    #[must_use]
    pub fn cols(&self) -> u8 {
        self.cols
    }

    /// Whether `square` lies on this board.
    #[must_use]
    pub fn contains(&self, square: Square) -> bool {
        square.row() < self.rows && square.column() < self.cols
    }

    /// Every square of this board, row by row from `a1`.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.rows)
            .flat_map(move |row| (0..self.cols).filter_map(move |column| Square::new(column, row)))
    }

    /// The player to move.
    #[must_use]
    pub fn to_move(&self) -> Player {
        self.side
    }

    /// The die on `square`, if any (`None` also off the board).
    #[must_use]
    pub fn die_at(&self, square: Square) -> Option<Die> {
        match self.cells.get(square.index()).copied().unwrap_or(0) {
            0 => None,
            cell => Some(Die {
                owner: owner_of(cell),
                pips: pips_of(cell),
            }),
        }
    }

    /// How many dice `player` has on the board.
    #[must_use]
    pub fn dice_count(&self, player: Player) -> u32 {
        u32::from(self.dice[player.index()])
    }

    /// Number of empty squares.
    #[must_use]
    pub fn empty_count(&self) -> u32 {
        self.empty.count_ones()
    }

    /// The game ends when every square is filled.
    #[must_use]
    pub fn is_game_over(&self) -> bool {
        self.empty == 0
    }

    /// The Zobrist key: equal positions give equal keys.
    #[must_use]
    pub fn hash_key(&self) -> u64 {
        self.hash
    }

    /// Removes the die on `index` (if any) keeping counts and key in step.
    #[inline]
    pub(crate) fn clear(&mut self, index: usize) {
        let cell = self.cells[index];
        if cell != 0 {
            self.hash ^= zobrist_cell(index, cell);
            self.dice[owner_of(cell).index()] -= 1;
            self.cells[index] = 0;
            self.empty |= 1u64 << index;
        }
    }

    #[inline]
    pub(crate) fn put(&mut self, index: usize, owner: Player, pips: u8) {
        self.clear(index);
        let cell = encode(owner, pips);
        self.cells[index] = cell;
        self.hash ^= zobrist_cell(index, cell);
        self.dice[owner.index()] += 1;
        self.empty &= !(1u64 << index);
    }

    #[inline]
    pub(crate) fn pass_turn(&mut self) {
        self.side = self.side.opponent();
        self.hash ^= ZOBRIST_BLACK_TO_MOVE;
    }

    /// For tests of the incremental key.
    #[doc(hidden)]
    #[must_use]
    pub fn hash_from_scratch(&self) -> u64 {
        self.compute_hash()
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position(\"{self}\")")
    }
}

/// The name of a side in this game: "White" or "Black".
#[must_use]
pub fn player_name(player: Player) -> &'static str {
    if player == WHITE {
        "White"
    } else {
        "Black"
    }
}
