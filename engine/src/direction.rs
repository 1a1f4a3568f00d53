//! The four orthogonal directions of a board, shared by both games. North
//! is towards higher rows (row 7), east towards higher columns (column g).

use std::fmt;

/// An orthogonal direction. The declaration order is Cephalopod's: by
/// column, then row (west, south, north, east), the order its notation
/// prints captured squares and the bits of its capture masks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    West,
    South,
    North,
    East,
}

impl Direction {
    /// By column, then row: Cephalopod's notation and capture-mask order.
    pub const ALL: [Direction; 4] = [
        Direction::West,
        Direction::South,
        Direction::North,
        Direction::East,
    ];

    /// Clockwise from north: the order Deblockle tries tips in (its move
    /// generation order) and numbers its cube orientations by.
    pub const CLOCKWISE: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The bit of this direction in a Cephalopod capture mask.
    #[must_use]
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// (column step, row step).
    #[must_use]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::West => (-1, 0),
            Direction::South => (0, -1),
            Direction::North => (0, 1),
            Direction::East => (1, 0),
        }
    }

    #[must_use]
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }

    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Direction::North => "north",
            Direction::East => "east",
            Direction::South => "south",
            Direction::West => "west",
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_orders_hold_every_direction_once_and_opposites_cancel() {
        for order in [Direction::ALL, Direction::CLOCKWISE] {
            let mask = order.iter().fold(0, |mask, d| mask | d.bit());
            assert_eq!(mask, 0b1111);
        }
        for direction in Direction::ALL {
            let (dc, dr) = direction.delta();
            let (oc, or) = direction.opposite().delta();
            assert_eq!((dc + oc, dr + or), (0, 0));
        }
        // Cephalopod's mask bits follow the declaration order.
        assert_eq!(Direction::ALL.map(Direction::bit), [1, 2, 4, 8]);
    }
}
