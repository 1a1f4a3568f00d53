//! Moves, move generation and playing a move.

use std::fmt;

use super::board::{board_mask, pips_of, Position, Square, MAX_SIDE};
use super::MAX_CAPTURE_SUM;
use crate::Direction;

/// Why a move is not legal in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveError {
    /// The board is full: no move is legal.
    GameOver,
    /// The new die's square is not on this board.
    NotOnBoard { square: Square },
    /// A captured neighbour would lie beyond the board's edge.
    CaptureOffBoard { target: Square },
    /// The target square already holds a die.
    SquareOccupied { square: Square },
    /// A captured square holds no die.
    NothingToCapture { square: Square },
    /// A capture must take at least two dice.
    TooFewCaptures { target: Square },
    /// The captured dice add up to more than six pips.
    CaptureSumTooLarge { sum: u32 },
    /// A plain placement where a capture is available (and compulsory).
    CaptureCompulsory { square: Square, example: Move },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveError::GameOver => write!(f, "the game is over: the board is full"),
            MoveError::NotOnBoard { square } => write!(f, "square {square} is not on the board"),
            MoveError::CaptureOffBoard { target } => {
                write!(f, "a capture on {target} reaches beyond the edge of the board")
            }
            MoveError::SquareOccupied { square } => write!(f, "square {square} is already occupied"),
            MoveError::NothingToCapture { square } => {
                write!(f, "there is no die on {square} to capture")
            }
            MoveError::TooFewCaptures { target } => {
                write!(f, "a capture on {target} must take at least two dice")
            }
            MoveError::CaptureSumTooLarge { sum } => write!(
                f,
                "the captured dice sum to {sum} pips, more than {MAX_CAPTURE_SUM}"
            ),
            MoveError::CaptureCompulsory { square, example } => write!(
                f,
                "illegal in this position: a capture is compulsory on {square} (for example {example})"
            ),
        }
    }
}

impl std::error::Error for MoveError {}

/// A move: the square the new die goes on and the set of neighbours it
/// captures, as a mask of [`Direction`] bits (0: no capture, the die shows 1).
///
/// Small and `Copy`; the same value means the same move on every board size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    square: Square,
    captures: u8,
}

impl Move {
    /// A placement on `square` capturing nothing.
    #[must_use]
    pub const fn place(square: Square) -> Move {
        Move {
            square,
            captures: 0,
        }
    }

    /// A placement on `square` capturing the neighbours in `directions`.
    /// Only the low four bits are used (see [`Direction::bit`]).
    #[must_use]
    pub const fn with_captures(square: Square, directions: u8) -> Move {
        Move {
            square,
            captures: directions & 0b1111,
        }
    }

    /// Where the new die is placed.
    #[must_use]
    pub const fn square(self) -> Square {
        self.square
    }

    /// The capture mask ([`Direction`] bits).
    #[must_use]
    pub const fn capture_mask(self) -> u8 {
        self.captures
    }

    /// Number of dice this move captures (0, or 2..=4 for a legal move).
    #[must_use]
    pub const fn capture_count(self) -> u32 {
        self.captures.count_ones()
    }

    /// The captured squares in notation order (by column, then row); squares
    /// that would leave the 7×7 grid are skipped.
    pub fn captured_squares(self) -> impl Iterator<Item = Square> {
        Direction::ALL
            .into_iter()
            .filter(move |direction| self.captures & direction.bit() != 0)
            .filter_map(move |direction| self.square.step(direction))
    }
}

const STRIDE: usize = MAX_SIDE as usize;
/// Square bits of the first and the last column of the 7×7 grid.
const COLUMN_A: u64 = 0x0000_0408_1020_4081;
const COLUMN_G: u64 = 0x0001_0204_0810_2040;

impl Position {
    /// Which neighbours of `index` are on the board and hold a die, as a
    /// direction mask, with their pips in direction order.
    #[inline]
    fn occupied_neighbours(&self, index: usize) -> (u8, [u8; 4]) {
        let (row, column) = (index / STRIDE, index % STRIDE);
        let mut present = 0u8;
        let mut pips = [0u8; 4];
        let mut look = |direction: Direction, on_board: bool, neighbour: usize| {
            if on_board {
                let cell = self.cells[neighbour];
                if cell != 0 {
                    present |= direction.bit();
                    pips[direction as usize] = pips_of(cell);
                }
            }
        };
        look(Direction::West, column > 0, index.wrapping_sub(1));
        look(Direction::South, row > 0, index.wrapping_sub(STRIDE));
        look(
            Direction::North,
            row + 1 < usize::from(self.rows),
            index + STRIDE,
        );
        look(
            Direction::East,
            column + 1 < usize::from(self.cols),
            index + 1,
        );
        (present, pips)
    }

    /// Appends every legal move to `moves` (not cleared): per empty square,
    /// one move per capture set, or the plain placement if there is none.
    pub fn extend_legal_moves(&self, moves: &mut Vec<Move>) {
        // Squares with two or more occupied neighbours, found for the whole
        // board at once with shifts: the rest can only be plain placements,
        // and random playouts meet mostly those.
        let occupied = board_mask(self.rows, self.cols) & !self.empty;
        let west = (occupied << 1) & !COLUMN_A;
        let east = (occupied >> 1) & !COLUMN_G;
        let south = occupied << STRIDE;
        let north = occupied >> STRIDE;
        let crowded = (west & (south | north | east)) | (south & (north | east)) | (north & east);
        moves.reserve(self.empty.count_ones() as usize);
        let mut empty = self.empty;
        while empty != 0 {
            let index = empty.trailing_zeros() as usize;
            empty &= empty - 1;
            let square = Square::from_index(index);
            if crowded & (1 << index) != 0 {
                let (present, pips) = self.occupied_neighbours(index);
                let before = moves.len();
                push_capture_sets(square, present, pips, moves);
                if moves.len() != before {
                    continue;
                }
            }
            moves.push(Move::place(square));
        }
    }

    /// Every legal move, in generation order (by square, then capture mask
    /// descending). Empty exactly when the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(self.empty.count_ones() as usize * 2);
        self.extend_legal_moves(&mut moves);
        moves
    }

    /// The capture sets available on `square` (empty if none or if the
    /// square is not an empty square of this board).
    #[must_use]
    pub fn capture_moves_at(&self, square: Square) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.contains(square) && self.die_at(square).is_none() {
            let (present, pips) = self.occupied_neighbours(square.index());
            push_capture_sets(square, present, pips, &mut moves);
        }
        moves
    }

    /// Whether `mv` is legal here.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check_move(mv).is_ok()
    }

    /// Why `mv` is not legal here, if it is not.
    pub fn check_move(&self, mv: Move) -> Result<(), MoveError> {
        if self.is_game_over() {
            return Err(MoveError::GameOver);
        }
        if !self.contains(mv.square) {
            return Err(MoveError::NotOnBoard { square: mv.square });
        }
        let captured: Vec<Square> = mv.captured_squares().collect();
        let on_board = captured.iter().all(|&square| self.contains(square));
        if captured.len() != mv.capture_count() as usize || !on_board {
            return Err(MoveError::CaptureOffBoard { target: mv.square });
        }
        if mv.captures != 0 && captured.len() < 2 {
            return Err(MoveError::TooFewCaptures { target: mv.square });
        }
        self.check_placement(mv.square, &captured)
    }

    /// The rules of a placement on `target` capturing `captured` (distinct
    /// orthogonal neighbours, none or at least two, all on the board), in
    /// the order a reader reports them: the target, each captured die, the
    /// pip total, a compulsory capture.
    pub(crate) fn check_placement(
        &self,
        target: Square,
        captured: &[Square],
    ) -> Result<(), MoveError> {
        if self.die_at(target).is_some() {
            return Err(MoveError::SquareOccupied { square: target });
        }
        let mut sum = 0u32;
        for &square in captured {
            match self.die_at(square) {
                Some(die) => sum += u32::from(die.pips),
                None => return Err(MoveError::NothingToCapture { square }),
            }
        }
        if sum > u32::from(MAX_CAPTURE_SUM) {
            return Err(MoveError::CaptureSumTooLarge { sum });
        }
        if captured.is_empty() {
            if let Some(&example) = self.capture_moves_at(target).first() {
                return Err(MoveError::CaptureCompulsory {
                    square: target,
                    example,
                });
            }
        }
        Ok(())
    }

    /// The position after `mv`, which should be one of [`Position::legal_moves`].
    /// An illegal move never panics but gives an unspecified (still
    /// well-formed) position; use [`Position::try_play`] to check.
    #[must_use]
    pub fn play(&self, mv: Move) -> Position {
        let mut next = self.clone();
        let index = mv.square.index();
        let (row, column) = (index / STRIDE, index % STRIDE);
        let on_board = [
            column > 0,
            row > 0,
            row + 1 < usize::from(self.rows),
            column + 1 < usize::from(self.cols),
        ];
        let neighbours = [
            index.wrapping_sub(1),
            index.wrapping_sub(STRIDE),
            index + STRIDE,
            index + 1,
        ];
        let mut sum = 0u8;
        let mut mask = mv.captures;
        while mask != 0 {
            let direction = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            if on_board[direction] {
                let neighbour = neighbours[direction];
                sum += pips_of(next.cells[neighbour]);
                next.clear(neighbour);
            }
        }
        let pips = if mv.captures == 0 {
            1
        } else {
            sum.clamp(1, MAX_CAPTURE_SUM)
        };
        if row < usize::from(self.rows) && column < usize::from(self.cols) {
            next.put(index, self.side, pips);
        }
        next.pass_turn();
        next
    }

    /// The position after `mv`, or why `mv` is not legal here.
    pub fn try_play(&self, mv: Move) -> Result<Position, MoveError> {
        self.check_move(mv)?;
        Ok(self.play(mv))
    }
}

/// Pushes one move per subset of `present` with at least two dice and a
/// pip total within the limit, largest mask first.
#[inline]
fn push_capture_sets(square: Square, present: u8, pips: [u8; 4], moves: &mut Vec<Move>) {
    let mut subset = present;
    while subset != 0 {
        if subset.count_ones() >= 2 {
            let mut sum = 0;
            let mut bits = subset;
            while bits != 0 {
                sum += pips[bits.trailing_zeros() as usize];
                bits &= bits - 1;
            }
            if sum <= MAX_CAPTURE_SUM {
                moves.push(Move::with_captures(square, subset));
            }
        }
        subset = (subset - 1) & present;
    }
}
