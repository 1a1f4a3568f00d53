//! The cube: six faces, the net that fixes which face sits where, and the 24
//! orientations with their tipping tables.
//!
//! Everything is derived from [`CUBE_NET`] at compile time, so a different
//! net is a change to that one constant.

use std::fmt;

use crate::Direction;

/// One of the six symbols on a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Face {
    Star,
    Stop,
    Cross,
    X,
    Slider,
    Hoops,
}

impl Face {
    pub const ALL: [Face; 6] = [
        Face::Star,
        Face::Stop,
        Face::Cross,
        Face::X,
        Face::Slider,
        Face::Hoops,
    ];

    /// The letter used in position notation: `S T C X L H`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Face::Star => 'S',
            Face::Stop => 'T',
            Face::Cross => 'C',
            Face::X => 'X',
            Face::Slider => 'L',
            Face::Hoops => 'H',
        }
    }

    /// Reads a face letter (upper case only, as the notation demands).
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<Face> {
        match letter {
            'S' => Some(Face::Star),
            'T' => Some(Face::Stop),
            'C' => Some(Face::Cross),
            'X' => Some(Face::X),
            'L' => Some(Face::Slider),
            'H' => Some(Face::Hoops),
            _ => None,
        }
    }

    /// The English name shown to players.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Face::Star => "Star",
            Face::Stop => "Stop",
            Face::Cross => "Cross",
            Face::X => "X",
            Face::Slider => "Slider",
            Face::Hoops => "Hoops",
        }
    }

    /// The face on the other side of the cube, as given by [`CUBE_NET`].
    #[must_use]
    pub const fn opposite(self) -> Face {
        let net = CUBE_NET.faces();
        let mut side = 0;
        while side < 6 {
            if net[side] as u8 == self as u8 {
                return net[Side::ALL[side].opposite() as usize];
            }
            side += 1;
        }
        self // unreachable: the net holds every face (checked at compile time)
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A side of a cube as it sits on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    Top,
    Bottom,
    North,
    South,
    East,
    West,
}

impl Side {
    pub const ALL: [Side; 6] = [
        Side::Top,
        Side::Bottom,
        Side::North,
        Side::South,
        Side::East,
        Side::West,
    ];

    /// The side of a cube on the board that faces `direction`.
    #[must_use]
    pub const fn facing(direction: Direction) -> Side {
        match direction {
            Direction::North => Side::North,
            Direction::East => Side::East,
            Direction::South => Side::South,
            Direction::West => Side::West,
        }
    }

    #[must_use]
    pub const fn opposite(self) -> Side {
        match self {
            Side::Top => Side::Bottom,
            Side::Bottom => Side::Top,
            Side::North => Side::South,
            Side::South => Side::North,
            Side::East => Side::West,
            Side::West => Side::East,
        }
    }
}

/// The faces of one cube orientation, side by side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CubeNet {
    pub top: Face,
    pub bottom: Face,
    pub north: Face,
    pub south: Face,
    pub east: Face,
    pub west: Face,
}

impl CubeNet {
    /// The faces indexed by `Side as usize`.
    #[must_use]
    pub const fn faces(&self) -> [Face; 6] {
        [
            self.top,
            self.bottom,
            self.north,
            self.south,
            self.east,
            self.west,
        ]
    }
}

/// **(chosen)** The cube net: Star on top and Cross facing north gives Slider
/// east, X south, Hoops west and Stop at the bottom. Opposite pairs
/// (Star–Stop, Cross–X, Slider–Hoops) follow from it.
pub const CUBE_NET: CubeNet = CubeNet {
    top: Face::Star,
    bottom: Face::Stop,
    north: Face::Cross,
    south: Face::X,
    east: Face::Slider,
    west: Face::Hoops,
};

// The net must use every face exactly once.
const _: () = {
    let faces = CUBE_NET.faces();
    let mut seen = [false; 6];
    let mut i = 0;
    while i < 6 {
        assert!(!seen[faces[i] as usize], "CUBE_NET repeats a face");
        seen[faces[i] as usize] = true;
        i += 1;
    }
};

/// Number of distinct orientations of a cube.
pub const ORIENTATION_COUNT: usize = 24;

/// One of the 24 ways a cube can sit on a square, given by its top and
/// north faces. A small index into precomputed tables.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Orientation(u8);

/// The faces after tipping the cube one square in `direction`.
const fn tipped(faces: [Face; 6], direction: Direction) -> [Face; 6] {
    let (t, b, n, s, e, w) = (faces[0], faces[1], faces[2], faces[3], faces[4], faces[5]);
    // Rolling over the leading bottom edge: the trailing side comes up.
    match direction {
        Direction::North => [s, n, t, b, e, w],
        Direction::South => [n, s, b, t, e, w],
        Direction::East => [w, e, n, s, t, b],
        Direction::West => [e, w, n, s, b, t],
    }
}

const fn same_faces(a: [Face; 6], b: [Face; 6]) -> bool {
    let mut i = 0;
    while i < 6 {
        if a[i] as u8 != b[i] as u8 {
            return false;
        }
        i += 1;
    }
    true
}

struct Tables {
    faces: [[Face; 6]; ORIENTATION_COUNT],
    tip: [[u8; 4]; ORIENTATION_COUNT],
    by_top_north: [[u8; 6]; 6],
}

const NO_ORIENTATION: u8 = u8::MAX;

/// Breadth-first closure of the net under tipping: finds all orientations
/// in a fixed order (index 0 is the net itself) and the tip table.
const fn build_tables() -> Tables {
    let mut faces = [CUBE_NET.faces(); ORIENTATION_COUNT];
    let mut count = 1;
    let mut tip = [[0u8; 4]; ORIENTATION_COUNT];
    let mut next = 0;
    while next < count {
        let mut d = 0;
        while d < 4 {
            // Clockwise from north, so the orientations keep their numbers
            // (and the Zobrist keys built on them their values).
            let direction = Direction::CLOCKWISE[d];
            let after = tipped(faces[next], direction);
            let mut found = 0;
            while found < count && !same_faces(faces[found], after) {
                found += 1;
            }
            if found == count {
                assert!(count < ORIENTATION_COUNT, "more than 24 orientations");
                faces[count] = after;
                count += 1;
            }
            tip[next][direction as usize] = found as u8;
            d += 1;
        }
        next += 1;
    }
    assert!(count == ORIENTATION_COUNT, "fewer than 24 orientations");
    let mut by_top_north = [[NO_ORIENTATION; 6]; 6];
    let mut i = 0;
    while i < ORIENTATION_COUNT {
        by_top_north[faces[i][0] as usize][faces[i][2] as usize] = i as u8;
        i += 1;
    }
    Tables {
        faces,
        tip,
        by_top_north,
    }
}

const TABLES: Tables = build_tables();

impl Orientation {
    /// The orientation of the net as drawn in [`CUBE_NET`].
    pub const NET: Orientation = Orientation(0);

    /// Every orientation, in table order.
    pub fn all() -> impl Iterator<Item = Orientation> {
        (0..ORIENTATION_COUNT as u8).map(Orientation)
    }

    /// The orientation with `top` up and `north` facing north; `None` when
    /// the two faces are equal or opposite.
    #[must_use]
    pub const fn from_top_north(top: Face, north: Face) -> Option<Orientation> {
        match TABLES.by_top_north[top as usize][north as usize] {
            NO_ORIENTATION => None,
            index => Some(Orientation(index)),
        }
    }

    /// Table index 0..24, for compact storage.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    #[must_use]
    pub const fn from_index(index: usize) -> Option<Orientation> {
        if index < ORIENTATION_COUNT {
            Some(Orientation(index as u8))
        } else {
            None
        }
    }

    /// The face on `side`.
    #[must_use]
    pub const fn face(self, side: Side) -> Face {
        TABLES.faces[self.0 as usize][side as usize]
    }

    #[must_use]
    pub const fn top(self) -> Face {
        self.face(Side::Top)
    }

    #[must_use]
    pub const fn bottom(self) -> Face {
        self.face(Side::Bottom)
    }

    #[must_use]
    pub const fn north(self) -> Face {
        self.face(Side::North)
    }

    #[must_use]
    pub const fn south(self) -> Face {
        self.face(Side::South)
    }

    #[must_use]
    pub const fn east(self) -> Face {
        self.face(Side::East)
    }

    #[must_use]
    pub const fn west(self) -> Face {
        self.face(Side::West)
    }

    /// The face showing towards `direction` (what a UI draws on that side).
    #[must_use]
    pub const fn facing(self, direction: Direction) -> Face {
        self.face(Side::facing(direction))
    }

    /// All six faces, indexed by `Side as usize`.
    #[must_use]
    pub const fn faces(self) -> [Face; 6] {
        TABLES.faces[self.0 as usize]
    }

    /// The orientation after tipping one square towards `direction`.
    #[must_use]
    pub const fn tip(self, direction: Direction) -> Orientation {
        Orientation(TABLES.tip[self.0 as usize][direction as usize])
    }

    /// The face that lands on top when tipping towards `direction`: the one
    /// facing the opposite way now.
    #[must_use]
    pub const fn top_after_tip(self, direction: Direction) -> Face {
        self.facing(direction.opposite())
    }
}

impl fmt::Debug for Orientation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Orientation({}{})",
            self.top().letter(),
            self.north().letter()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn net_orientation_is_index_zero() {
        let o = Orientation::NET;
        assert_eq!(o.top(), Face::Star);
        assert_eq!(o.north(), Face::Cross);
        assert_eq!(o.east(), Face::Slider);
        assert_eq!(o.south(), Face::X);
        assert_eq!(o.west(), Face::Hoops);
        assert_eq!(o.bottom(), Face::Stop);
    }

    #[test]
    fn tipping_north_brings_south_face_up() {
        let o = Orientation::NET.tip(Direction::North);
        assert_eq!(
            (o.top(), o.north(), o.bottom()),
            (Face::X, Face::Star, Face::Cross)
        );
    }
}
