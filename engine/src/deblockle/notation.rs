//! The binding notation: squares `a1`..`g7`, moves `c3-c4` / `c3-c4:d5`,
//! positions `..bCS.bXS../…/..gXS.gCL.. g`. Printing then reading gives the
//! same value; reading never panics and says exactly what is wrong.

use std::fmt;
use std::str::FromStr;

use super::board::{home_star, target_star, Square, BOARD_SIZE};
use super::cube::{Face, Orientation};
use super::position::{
    player_letter, player_name, Block, Move, MoveError, Position, PositionError, Rules,
};
use crate::game::Player;

/// What went wrong while reading a position or a move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ParseError {
    /// The position has no space before the side to move.
    MissingSideToMove,
    /// The side to move is not `g` or `b`.
    BadSideToMove { found: String },
    /// Not seven rows separated by `/`.
    WrongRowCount { found: usize },
    /// A row does not describe exactly seven squares.
    RowLength { row: u8, squares: usize },
    /// A character that cannot start a square: not `.`, `g` or `b`.
    BadSquareStart { row: u8, column: u8, found: char },
    /// A block is cut short by the end of its row.
    TruncatedBlock { square: Square },
    /// A character that is not one of the face letters `S T C X L H`.
    BadFace { square: Square, found: char },
    /// A block whose top and north faces are equal or opposite.
    ImpossibleOrientation {
        square: Square,
        top: Face,
        north: Face,
    },
    /// The blocks do not make a position (block on a star, too many...).
    Position(PositionError),
    /// A square name that is not `a1`..`g7`.
    BadSquare { found: String },
    /// A move that is not `<from>-<to>` or `<from>-<to>:<dest>`.
    BadMoveSyntax { found: String },
    /// A well-formed move that is not legal in the position.
    IllegalMove { text: String, reason: MoveError },
}

fn square_at(file: u8, rank: u8) -> Square {
    // Callers only pass file, rank < 7.
    Square::new(file, rank).unwrap_or(home_star(Player::First))
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::MissingSideToMove => f.write_str(
                "the position must end with a space and the side to move ('g' or 'b')",
            ),
            ParseError::BadSideToMove { found } => write!(
                f,
                "side to move '{found}' is not 'g' (Gold) or 'b' (Blue)"
            ),
            ParseError::WrongRowCount { found } => write!(
                f,
                "the board has {found} rows separated by '/', expected {BOARD_SIZE}"
            ),
            ParseError::RowLength { row, squares } => write!(
                f,
                "row {} describes {squares} squares, expected {BOARD_SIZE}",
                row + 1
            ),
            ParseError::BadSquareStart { row, column, found } => write!(
                f,
                "{}: '{found}' cannot start a square (expected '.', 'g' or 'b')",
                square_at(*column, *row)
            ),
            ParseError::TruncatedBlock { square } => write!(
                f,
                "{square}: the block needs three characters (owner, top face, north face)"
            ),
            ParseError::BadFace { square, found } => write!(
                f,
                "{square}: '{found}' is not a face letter (expected S, T, C, X, L or H)"
            ),
            ParseError::ImpossibleOrientation { square, top, north } => {
                let why = if top == north { "the same face" } else { "opposite faces" };
                write!(
                    f,
                    "{square}: top {top} and north {north} are {why}, so no cube lies that way"
                )
            }
            ParseError::Position(error) => error.fmt(f),
            ParseError::BadSquare { found } => write!(
                f,
                "'{found}' is not a square (expected a1 to g7)"
            ),
            ParseError::BadMoveSyntax { found } => write!(
                f,
                "'{found}' is not a move (expected <from>-<to> or <from>-<to>:<dest>, e.g. c3-c4:d5)"
            ),
            ParseError::IllegalMove { text, reason } => {
                write!(f, "{text} is not legal here: {reason}")
            }
        }
    }
}

impl std::error::Error for ParseError {}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::NoBlock { from } => write!(f, "there is no block on {from}"),
            MoveError::NotYourBlock { from, owner } => write!(
                f,
                "the block on {from} is {}'s, and {} is to move",
                player_name(owner),
                player_name(owner.opponent())
            ),
            MoveError::NotAdjacent { from, to } => write!(
                f,
                "{to} is not orthogonally next to {from}, so the block cannot tip there"
            ),
            MoveError::Occupied { to } => write!(f, "{to} is occupied"),
            MoveError::IntoStar { to, top } => {
                if to == target_star(Player::First) || to == target_star(Player::Second) {
                    write!(
                        f,
                        "a block may tip into the star space {to} only onto the opponent's \
                         home star with Star face up, and this tip puts {top} on top"
                    )
                } else {
                    write!(f, "a block may not tip into the star space {to}")
                }
            }
            MoveError::StarUp { to } => write!(
                f,
                "the tip leaves Star face up on {to}; Star may only land face up on the \
                 opponent's home star"
            ),
            MoveError::TurnEndsAfterTip { top, removal } => {
                if removal {
                    f.write_str("the block is removed on the star, so the turn ends without a hop")
                } else {
                    write!(f, "{top} lands on top, so the turn ends without a hop")
                }
            }
            MoveError::HopMissing { top } => write!(
                f,
                "{top} lands on top, so the block must hop (write <from>-<to>:<dest>)"
            ),
            MoveError::NoHopPossible { top } => write!(
                f,
                "{top} lands on top and no {top} hop is possible, so the turn cannot be completed"
            ),
            MoveError::UnreachableHop { top, to, dest } => {
                write!(f, "a {top} hop from {to} cannot end on {dest}")
            }
            MoveError::EndsAdjacent => f.write_str(
                "no-adjacent variant: the turn would end with a block next to an opponent's block",
            ),
        }
    }
}

impl std::error::Error for MoveError {}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from(), self.tip_to())?;
        if let Some(dest) = self.hop_to() {
            write!(f, ":{dest}")?;
        }
        Ok(())
    }
}

fn player_from_letter(letter: char) -> Option<Player> {
    match letter {
        'g' => Some(Player::First),
        'b' => Some(Player::Second),
        _ => None,
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..BOARD_SIZE).rev() {
            for file in 0..BOARD_SIZE {
                match self.block_at(square_at(file, rank)) {
                    None => f.write_str(".")?,
                    Some(block) => write!(
                        f,
                        "{}{}{}",
                        player_letter(block.owner),
                        block.orientation.top().letter(),
                        block.orientation.north().letter()
                    )?,
                }
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {}", player_letter(self.to_move()))
    }
}

/// Reads one row (`rank` 0 = row 1) into `blocks`.
fn parse_row(row: &str, rank: u8, blocks: &mut Vec<(Square, Block)>) -> Result<(), ParseError> {
    let mut chars = row.chars();
    let mut file: u8 = 0;
    while let Some(first) = chars.next() {
        if file >= BOARD_SIZE {
            let squares = usize::from(file) + 1 + count_squares(chars.as_str());
            return Err(ParseError::RowLength { row: rank, squares });
        }
        let square = square_at(file, rank);
        match first {
            '.' => {}
            _ => {
                let owner = player_from_letter(first).ok_or(ParseError::BadSquareStart {
                    row: rank,
                    column: file,
                    found: first,
                })?;
                let mut face = || {
                    let letter = chars.next().ok_or(ParseError::TruncatedBlock { square })?;
                    Face::from_letter(letter).ok_or(ParseError::BadFace {
                        square,
                        found: letter,
                    })
                };
                let top = face()?;
                let north = face()?;
                let orientation = Orientation::from_top_north(top, north)
                    .ok_or(ParseError::ImpossibleOrientation { square, top, north })?;
                blocks.push((square, Block::new(owner, orientation)));
            }
        }
        file += 1;
    }
    if file != BOARD_SIZE {
        return Err(ParseError::RowLength {
            row: rank,
            squares: usize::from(file),
        });
    }
    Ok(())
}

/// A rough count of the squares left in a row, for the length message.
fn count_squares(rest: &str) -> usize {
    let mut count = 0;
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        if c != '.' {
            chars.next();
            chars.next();
        }
        count += 1;
    }
    count
}

impl Position {
    /// Reads a position in the binding notation under `rules`, which the
    /// notation does not carry (`FromStr` reads it under the default rules).
    /// A side to move that is Deblockle'd while the other side can move is
    /// refused ([`check_side_to_move`](super::position::check_side_to_move)).
    pub fn parse_with_rules(text: &str, rules: Rules) -> Result<Position, ParseError> {
        let text = text.trim();
        let (board, side) = text.rsplit_once(' ').ok_or(ParseError::MissingSideToMove)?;
        let to_move = match side {
            "g" => Player::First,
            "b" => Player::Second,
            _ => {
                return Err(ParseError::BadSideToMove {
                    found: side.to_string(),
                })
            }
        };
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != usize::from(BOARD_SIZE) {
            return Err(ParseError::WrongRowCount { found: rows.len() });
        }
        let mut blocks = Vec::new();
        for (row, rank) in rows.iter().zip((0..BOARD_SIZE).rev()) {
            parse_row(row, rank, &mut blocks)?;
        }
        Position::from_blocks(&blocks, to_move, rules).map_err(ParseError::Position)
    }

    /// Reads a move and checks that it is legal here, saying why not.
    pub fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        let (from, to, hop) = parse_move_squares(text)?;
        self.check_move(from, to, hop)
            .map_err(|reason| ParseError::IllegalMove {
                text: text.to_string(),
                reason,
            })
    }
}

impl FromStr for Position {
    type Err = ParseError;

    /// A position in the binding notation, under the default [`Rules`].
    fn from_str(text: &str) -> Result<Position, ParseError> {
        Position::parse_with_rules(text, Rules::default())
    }
}

impl FromStr for Move {
    type Err = ParseError;

    /// A move in notation without looking at any position: the tip must go
    /// to an orthogonal neighbour. Whether it is legal is for
    /// [`Position::try_play`] or [`Position::parse_move`] to say.
    fn from_str(text: &str) -> Result<Move, ParseError> {
        let (from, to, hop) = parse_move_squares(text)?;
        let direction = from
            .direction_to(to)
            .ok_or_else(|| ParseError::IllegalMove {
                text: text.to_string(),
                reason: MoveError::NotAdjacent { from, to },
            })?;
        Ok(Move::new(from, direction, to, hop.unwrap_or(to)))
    }
}

fn parse_square(text: &str) -> Result<Square, ParseError> {
    text.parse().map_err(|_| ParseError::BadSquare {
        found: text.to_string(),
    })
}

/// Reads the squares of a move without checking legality:
/// `(from, to, hop destination)`.
pub fn parse_move_squares(text: &str) -> Result<(Square, Square, Option<Square>), ParseError> {
    let syntax = || ParseError::BadMoveSyntax {
        found: text.to_string(),
    };
    let (from, rest) = text.split_once('-').ok_or_else(syntax)?;
    let (to, hop) = match rest.split_once(':') {
        Some((to, hop)) => (to, Some(hop)),
        None => (rest, None),
    };
    if from.is_empty() || to.is_empty() || hop.is_some_and(str::is_empty) {
        return Err(syntax());
    }
    let from = parse_square(from)?;
    let to = parse_square(to)?;
    let hop = hop.map(parse_square).transpose()?;
    Ok((from, to, hop))
}
