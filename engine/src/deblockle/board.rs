//! The 7×7 board: squares, the two star spaces, starting squares, and the
//! bit masks the move generator uses (bit `row * 7 + column`).

use std::fmt;
use std::str::FromStr;

use crate::game::Player;
use crate::Direction;

/// Squares per side of the board.
pub const BOARD_SIZE: u8 = 7;
/// Number of squares on the board.
pub const SQUARE_COUNT: usize = 49;

/// A square `a1`..`g7`. Index `row * 7 + column`, both counted from 0.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square on `column` (0 = a) and `row` (0 = row 1), if on the
    /// board.
    #[must_use]
    pub const fn new(column: u8, row: u8) -> Option<Square> {
        if column < BOARD_SIZE && row < BOARD_SIZE {
            Some(Square(row * BOARD_SIZE + column))
        } else {
            None
        }
    }

    /// For constants only: a name that is not a square stops compilation.
    const fn named(name: &str) -> Square {
        let bytes = name.as_bytes();
        assert!(bytes.len() == 2, "a square name has two characters");
        match Square::new(bytes[0].wrapping_sub(b'a'), bytes[1].wrapping_sub(b'1')) {
            Some(square) => square,
            None => panic!("not a square name"),
        }
    }

    #[must_use]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < SQUARE_COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Every square, a1 b1 … g1 a2 … g7.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..SQUARE_COUNT as u8).map(Square)
    }

    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Column 0..7 (a..g).
    #[must_use]
    pub const fn column(self) -> u8 {
        self.0 % BOARD_SIZE
    }

    /// Row 0..7 (row 1..7).
    #[must_use]
    pub const fn row(self) -> u8 {
        self.0 / BOARD_SIZE
    }

    #[must_use]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The orthogonal neighbour towards `direction`, if on the board.
    #[must_use]
    pub const fn step(self, direction: Direction) -> Option<Square> {
        let (file, rank) = (self.column(), self.row());
        match direction {
            Direction::North => Square::new(file, rank + 1),
            Direction::South => Square::new(file, rank.wrapping_sub(1)),
            Direction::East => Square::new(file + 1, rank),
            Direction::West => Square::new(file.wrapping_sub(1), rank),
        }
    }

    /// The direction from `self` to an orthogonally adjacent `other`.
    #[must_use]
    pub fn direction_to(self, other: Square) -> Option<Direction> {
        Direction::CLOCKWISE
            .into_iter()
            .find(|&direction| self.step(direction) == Some(other))
    }

    /// Whether this is one of the two star spaces.
    #[must_use]
    pub const fn is_star(self) -> bool {
        STAR_MASK & self.bit() != 0
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.column()) as char,
            (b'1' + self.row()) as char
        )
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a square name could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadSquare(pub String);

impl fmt::Display for BadSquare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a square (expected a1 to g7: a column a-g, then a row 1-7)",
            self.0
        )
    }
}

impl std::error::Error for BadSquare {}

impl FromStr for Square {
    type Err = BadSquare;

    fn from_str(text: &str) -> Result<Square, BadSquare> {
        let bytes = text.as_bytes();
        let square = match bytes {
            [file, rank] => Square::new(file.wrapping_sub(b'a'), rank.wrapping_sub(b'1')),
            _ => None,
        };
        square.ok_or_else(|| BadSquare(text.to_string()))
    }
}

/// **(chosen)** The home star of each player, indexed by `Player::index()`:
/// Gold's at d2, Blue's at d6.
pub const HOME_STARS: [Square; 2] = [Square::named("d2"), Square::named("d6")];

/// **(chosen)** Starting squares per player in the order blocks are placed
/// when a side uses fewer than four: `n` blocks use the first `n`.
pub const STARTING_SQUARES: [[Square; 4]; 2] = [
    [
        Square::named("c3"),
        Square::named("e3"),
        Square::named("c1"),
        Square::named("e1"),
    ],
    [
        Square::named("e5"),
        Square::named("c5"),
        Square::named("e7"),
        Square::named("c7"),
    ],
];

/// Most blocks a side may have.
pub const MAX_BLOCKS: usize = 4;

/// The home star of `player`.
#[must_use]
pub const fn home_star(player: Player) -> Square {
    HOME_STARS[player as usize]
}

/// The star where `player` removes blocks: the opponent's home star.
#[must_use]
pub const fn target_star(player: Player) -> Square {
    HOME_STARS[1 - player as usize]
}

/// The squares `player` starts on when using `count` blocks (1..=4); empty
/// for any other count.
#[must_use]
pub fn starting_squares(player: Player, count: usize) -> &'static [Square] {
    match count {
        1..=MAX_BLOCKS => &STARTING_SQUARES[player.index()][..count],
        _ => &[],
    }
}

pub(crate) const STAR_MASK: u64 = HOME_STARS[0].bit() | HOME_STARS[1].bit();
pub(crate) const BOARD_MASK: u64 = (1 << SQUARE_COUNT) - 1;
const FILE_A: u64 = {
    let mut mask = 0;
    let mut rank = 0;
    while rank < BOARD_SIZE {
        mask |= 1 << (rank * BOARD_SIZE);
        rank += 1;
    }
    mask
};
const FILE_G: u64 = FILE_A << (BOARD_SIZE - 1);

/// Every square orthogonally adjacent to a square of `set`.
#[must_use]
pub(crate) const fn orthogonal_neighbours(set: u64) -> u64 {
    (((set << 1) & !FILE_A) | ((set >> 1) & !FILE_G) | (set << BOARD_SIZE) | (set >> BOARD_SIZE))
        & BOARD_MASK
}

/// Every square diagonally adjacent to a square of `set`.
#[must_use]
pub(crate) const fn diagonal_neighbours(set: u64) -> u64 {
    // Masked to the board before the shift by a row: a bit pushed east off
    // g7 lands on bit 49, in no file mask, and one row down it would be a7.
    let east = (set << 1) & !FILE_A & BOARD_MASK;
    let west = (set >> 1) & !FILE_G;
    let sideways = east | west;
    ((sideways << BOARD_SIZE) | (sideways >> BOARD_SIZE)) & BOARD_MASK
}

/// Iterates the squares of a bit set in index order.
pub(crate) fn squares_of(mut set: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let index = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(Square(index))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stars_and_starting_squares() {
        assert_eq!(home_star(Player::First).to_string(), "d2");
        assert_eq!(home_star(Player::Second).to_string(), "d6");
        let gold: Vec<String> = starting_squares(Player::First, 4)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(gold, ["c3", "e3", "c1", "e1"]);
        assert!(starting_squares(Player::Second, 5).is_empty());
    }

    #[test]
    fn neighbour_masks_match_steps() {
        for square in Square::all() {
            let expected: u64 = Direction::CLOCKWISE
                .iter()
                .filter_map(|&d| square.step(d))
                .map(Square::bit)
                .sum();
            assert_eq!(orthogonal_neighbours(square.bit()), expected, "{square}");
        }
        assert_eq!(
            diagonal_neighbours("a1".parse::<Square>().unwrap().bit()),
            Square::named("b2").bit()
        );
    }

    // The bit-set helpers against plain column/row arithmetic with bounds
    // checks, on every square. Sets are compared as lists of (column, row);
    // a bit that is no square of the board decodes to a row of 7 or more.

    fn coordinates(set: u64) -> Vec<(i32, i32)> {
        let mut squares: Vec<(i32, i32)> = (0..64)
            .filter(|&index| set & (1u64 << index) != 0)
            .map(|index| (index % 7, index / 7))
            .collect();
        squares.sort_unstable();
        squares
    }

    fn around(column: i32, row: i32, offsets: &[(i32, i32)]) -> Vec<(i32, i32)> {
        let mut squares: Vec<(i32, i32)> = offsets
            .iter()
            .map(|&(dc, dr)| (column + dc, row + dr))
            .filter(|&(c, r)| (0..7).contains(&c) && (0..7).contains(&r))
            .collect();
        squares.sort_unstable();
        squares
    }

    const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

    fn place(column: i32, row: i32) -> u64 {
        Square::new(column as u8, row as u8).unwrap().bit()
    }

    #[test]
    fn neighbours_of_every_square_match_coordinates() {
        for row in 0..7 {
            for column in 0..7 {
                let set = place(column, row);
                assert_eq!(
                    coordinates(orthogonal_neighbours(set)),
                    around(column, row, &ORTHOGONAL),
                    "orthogonal ({column}, {row})"
                );
                assert_eq!(
                    coordinates(diagonal_neighbours(set)),
                    around(column, row, &DIAGONAL),
                    "diagonal ({column}, {row})"
                );
            }
        }
    }

    /// Sets of two squares: the neighbours of a set are those of its
    /// squares together, with nothing carried between rows.
    #[test]
    fn neighbours_of_every_pair_of_squares_match_coordinates() {
        let squares: Vec<(i32, i32)> = (0..7).flat_map(|r| (0..7).map(move |c| (c, r))).collect();
        for (i, &(c1, r1)) in squares.iter().enumerate() {
            for &(c2, r2) in &squares[i + 1..] {
                let set = place(c1, r1) | place(c2, r2);
                for (offsets, helper) in [
                    (ORTHOGONAL, orthogonal_neighbours as fn(u64) -> u64),
                    (DIAGONAL, diagonal_neighbours),
                ] {
                    let mut expected = around(c1, r1, &offsets);
                    expected.extend(around(c2, r2, &offsets));
                    expected.sort_unstable();
                    expected.dedup();
                    assert_eq!(
                        coordinates(helper(set)),
                        expected,
                        "({c1}, {r1}) and ({c2}, {r2})"
                    );
                }
            }
        }
    }

    #[test]
    fn board_and_star_masks_match_coordinates() {
        let board: Vec<(i32, i32)> = (0..7).flat_map(|c| (0..7).map(move |r| (c, r))).collect();
        assert_eq!(coordinates(BOARD_MASK), board);
        assert_eq!(coordinates(STAR_MASK), [(3, 1), (3, 5)]);
        assert_eq!(
            coordinates(FILE_A),
            around(
                0,
                3,
                &[(0, -3), (0, -2), (0, -1), (0, 0), (0, 1), (0, 2), (0, 3)]
            )
        );
        assert_eq!(
            coordinates(FILE_G),
            around(
                6,
                3,
                &[(0, -3), (0, -2), (0, -1), (0, 0), (0, 1), (0, 2), (0, 3)]
            )
        );
        for square in Square::all() {
            let at = (i32::from(square.column()), i32::from(square.row()));
            assert_eq!(square.is_star(), at == (3, 1) || at == (3, 5), "{square}");
        }
    }

    #[test]
    fn squares_of_lists_every_square_in_order() {
        let all: Vec<Square> = squares_of(BOARD_MASK).collect();
        assert_eq!(all, Square::all().collect::<Vec<_>>());
        for square in Square::all() {
            assert_eq!(squares_of(square.bit()).collect::<Vec<_>>(), [square]);
        }
        let corners = place(0, 0) | place(6, 0) | place(0, 6) | place(6, 6);
        let names: Vec<String> = squares_of(corners).map(|s| s.to_string()).collect();
        assert_eq!(names, ["a1", "g1", "a7", "g7"]);
    }
}
