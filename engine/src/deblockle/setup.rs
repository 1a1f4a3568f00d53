//! Set-up: rolling the blocks, the opponent's arrangement (square and north
//! face per rolled block), a quick random arrangement, and the example start
//! position of the rules.
//!
//! Randomness is injected through [`RandomSource`] so tests are
//! deterministic; the app seeds a [`SplitMix64`](crate::rng::SplitMix64)
//! from `getrandom` (the browser's `crypto.getRandomValues`).

use std::fmt;

use super::board::{starting_squares, Square, MAX_BLOCKS};
use super::cube::{Face, Orientation};
use super::position::{player_name, Block, Position, PositionError, Rules, FIRST_TO_MOVE};
use crate::game::Player;
use crate::rng::RandomSource;

/// The start position given as an example in the rules (Gold to move).
pub const EXAMPLE_START: &str =
    "..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g";

/// Where one rolled block goes and which side face points north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    pub square: Square,
    pub north: Face,
}

/// Why a set-up is not valid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A side must use 1 to 4 blocks.
    BlockCount {
        count: usize,
    },
    /// One placement per rolled block.
    PlacementCount {
        expected: usize,
        found: usize,
    },
    /// The square is not one of the owner's starting squares for this many
    /// blocks.
    NotAStartingSquare {
        owner: Player,
        square: Square,
        allowed: Vec<Square>,
    },
    /// Two blocks on one square.
    SquareUsedTwice {
        square: Square,
    },
    /// The chosen north face is the top face or its opposite.
    BadNorth {
        block: usize,
        top: Face,
        north: Face,
    },
    Position(PositionError),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::BlockCount { count } => {
                write!(f, "a side uses 1 to {MAX_BLOCKS} blocks, not {count}")
            }
            SetupError::PlacementCount { expected, found } => write!(
                f,
                "{expected} blocks were rolled but {found} placements were given"
            ),
            SetupError::NotAStartingSquare {
                owner,
                square,
                allowed,
            } => {
                let allowed: Vec<String> = allowed.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "{square} is not a starting square of {} (allowed: {})",
                    player_name(*owner),
                    allowed.join(" ")
                )
            }
            SetupError::SquareUsedTwice { square } => {
                write!(f, "two blocks are placed on {square}")
            }
            SetupError::BadNorth { block, top, north } => write!(
                f,
                "block {} shows {top} on top, so {north} cannot face north (it is {})",
                block + 1,
                if top == north {
                    "the top face"
                } else {
                    "the bottom face"
                }
            ),
            SetupError::Position(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for SetupError {}

fn check_count(count: usize) -> Result<(), SetupError> {
    if (1..=MAX_BLOCKS).contains(&count) {
        Ok(())
    } else {
        Err(SetupError::BlockCount { count })
    }
}

/// Rolls `count` blocks (1..=4) like dice: each top face uniformly random.
pub fn roll_blocks(count: usize, rng: &mut impl RandomSource) -> Result<Vec<Face>, SetupError> {
    check_count(count)?;
    Ok((0..count)
        .map(|_| Face::ALL[rng.below(Face::ALL.len() as u64) as usize])
        .collect())
}

/// The four faces that may point north when `top` is up, in the order met
/// when turning the cube clockwise (seen from above) one quarter at a time.
#[must_use]
pub fn north_choices(top: Face) -> [Face; 4] {
    let mut faces = [top; 4];
    let first = Face::ALL
        .into_iter()
        .find(|&f| f != top && f != top.opposite())
        .unwrap_or(top);
    let mut orientation = Orientation::from_top_north(top, first);
    for slot in &mut faces {
        let Some(current) = orientation else { break };
        *slot = current.north();
        // A clockwise quarter turn brings the west face round to the north.
        orientation = Orientation::from_top_north(top, current.west());
    }
    faces
}

/// Checks the arrangement of `owner`'s rolled blocks (`tops`, one placement
/// each, index for index) and returns the blocks with their squares.
pub fn arrange(
    owner: Player,
    tops: &[Face],
    placements: &[Placement],
) -> Result<Vec<(Square, Block)>, SetupError> {
    check_count(tops.len())?;
    if placements.len() != tops.len() {
        return Err(SetupError::PlacementCount {
            expected: tops.len(),
            found: placements.len(),
        });
    }
    let allowed = starting_squares(owner, tops.len());
    let mut blocks: Vec<(Square, Block)> = Vec::with_capacity(tops.len());
    for (index, (&top, placement)) in tops.iter().zip(placements).enumerate() {
        let square = placement.square;
        if !allowed.contains(&square) {
            return Err(SetupError::NotAStartingSquare {
                owner,
                square,
                allowed: allowed.to_vec(),
            });
        }
        if blocks.iter().any(|&(used, _)| used == square) {
            return Err(SetupError::SquareUsedTwice { square });
        }
        let orientation =
            Orientation::from_top_north(top, placement.north).ok_or(SetupError::BadNorth {
                block: index,
                top,
                north: placement.north,
            })?;
        blocks.push((square, Block::new(owner, orientation)));
    }
    Ok(blocks)
}

/// A quick random arrangement of `owner`'s rolled blocks: shuffled starting
/// squares and a random north face for each.
pub fn random_arrangement(
    owner: Player,
    tops: &[Face],
    rng: &mut impl RandomSource,
) -> Result<Vec<Placement>, SetupError> {
    check_count(tops.len())?;
    let mut squares = starting_squares(owner, tops.len()).to_vec();
    // Fisher–Yates.
    for i in (1..squares.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        squares.swap(i, j);
    }
    Ok(tops
        .iter()
        .zip(squares)
        .map(|(&top, square)| Placement {
            square,
            north: north_choices(top)[rng.below(4) as usize],
        })
        .collect())
}

/// Puts both arranged sides on the board. `first` moves first (Gold unless
/// the players agree otherwise, see [`FIRST_TO_MOVE`]).
pub fn setup_position(
    gold: &[(Square, Block)],
    blue: &[(Square, Block)],
    first: Player,
    rules: Rules,
) -> Result<Position, SetupError> {
    let all: Vec<(Square, Block)> = gold.iter().chain(blue).copied().collect();
    Position::from_blocks(&all, first, rules).map_err(SetupError::Position)
}

/// A whole random set-up: `counts[player.index()]` blocks per side, rolled
/// and arranged at random, Gold to move.
pub fn random_start(
    counts: [usize; 2],
    rules: Rules,
    rng: &mut impl RandomSource,
) -> Result<Position, SetupError> {
    let mut sides: [Vec<(Square, Block)>; 2] = [Vec::new(), Vec::new()];
    for player in Player::BOTH {
        let tops = roll_blocks(counts[player.index()], rng)?;
        let placements = random_arrangement(player, &tops, rng)?;
        sides[player.index()] = arrange(player, &tops, &placements)?;
    }
    setup_position(&sides[0], &sides[1], FIRST_TO_MOVE, rules)
}

/// The example start position of the rules file.
#[must_use]
pub fn example_start(rules: Rules) -> Position {
    Position::parse_with_rules(EXAMPLE_START, rules)
        .expect("the example start position of the rules is valid (tested)")
}
