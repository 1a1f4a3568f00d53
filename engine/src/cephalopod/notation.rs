//! The binding notation: squares (`c3`), moves (`c3`, `c3=b3+c4`) and
//! positions (`.b6./w2w2b2/w1b6w1 w`), printing and strict parsing.
//!
//! Columns in errors count characters from 1.

use std::fmt;
use std::str::FromStr;

use super::board::{player_name, Die, Position, Square, MAX_SIDE, MIN_SIDE};
use super::moves::{Move, MoveError};
use super::{BLACK, MAX_CAPTURE_SUM, WHITE};
use crate::game::Player;
use crate::Direction;

/// Why a square, move or position could not be read (or is not legal here).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ParseError {
    /// Nothing to read.
    Empty { what: &'static str },
    /// A token that is not a column letter followed by a row number.
    BadSquare { token: String, column: usize },
    /// A well-formed square that is not on the board.
    UnknownSquare { square: String, rows: u8, cols: u8 },
    /// A `=` or `+` not followed by a square.
    MissingCapturedSquare { column: usize },
    /// The target square already holds a die.
    SquareOccupied { square: Square },
    /// A captured square is listed twice.
    DuplicateCapture { square: Square },
    /// A captured square is not orthogonally adjacent to the target.
    NotAdjacent { captured: Square, target: Square },
    /// A captured square holds no die.
    NothingToCapture { square: Square },
    /// A capture must take at least two dice.
    TooFewCaptures { target: Square },
    /// The captured dice add up to more than six pips.
    CaptureSumTooLarge { sum: u32 },
    /// A plain placement where a capture is available (and compulsory).
    CaptureCompulsory { square: Square, example: Move },
    /// The board is full: no move is legal.
    GameOver,
    /// An unexpected character in the board part of a position.
    UnexpectedChar { found: char, column: usize },
    /// A `w` or `b` not followed by pips 1–6.
    BadPips { found: Option<char>, column: usize },
    /// A row with no squares (e.g. `//`).
    EmptyRow { row_from_top: usize, column: usize },
    /// A row whose length differs from the first row's.
    RowLengthMismatch {
        row_from_top: usize,
        expected: usize,
        found: usize,
        column: usize,
    },
    /// More than seven rows or columns.
    BoardTooLarge { column: usize },
    /// Fewer than two rows or columns.
    BoardTooSmall { rows: usize, cols: usize },
    /// The board is not followed by a space and the side to move.
    MissingSideToMove { column: usize },
    /// The side to move is not `w` or `b`.
    BadSideToMove { found: String, column: usize },
    /// Text after the side to move.
    TrailingText { column: usize },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ParseError::*;
        match self {
            Empty { what } => write!(f, "empty {what}"),
            BadSquare { token, column } => write!(
                f,
                "'{token}' at column {column} is not a square (expected a column letter and a row number, like c3)"
            ),
            UnknownSquare { square, rows, cols } => {
                write!(f, "square {square} is not on the {rows}×{cols} board")
            }
            MissingCapturedSquare { column } => {
                write!(f, "expected a captured square at column {column}")
            }
            SquareOccupied { square } => write!(f, "square {square} is already occupied"),
            DuplicateCapture { square } => write!(f, "square {square} is captured twice"),
            NotAdjacent { captured, target } => write!(
                f,
                "captured square {captured} is not orthogonally adjacent to {target}"
            ),
            NothingToCapture { square } => write!(f, "there is no die on {square} to capture"),
            TooFewCaptures { target } => write!(
                f,
                "a capture on {target} must take at least two dice"
            ),
            CaptureSumTooLarge { sum } => write!(
                f,
                "the captured dice sum to {sum} pips, more than {MAX_CAPTURE_SUM}"
            ),
            CaptureCompulsory { square, example } => write!(
                f,
                "illegal in this position: a capture is compulsory on {square} (for example {example})"
            ),
            GameOver => write!(f, "the game is over: the board is full"),
            UnexpectedChar { found, column } => write!(
                f,
                "unexpected {found:?} at column {column} (expected '.', 'w', 'b', '/' or a space)"
            ),
            BadPips { found: Some(found), column } => write!(
                f,
                "bad pips {found:?} at column {column} (a die's pips are 1 to 6)"
            ),
            BadPips { found: None, column } => write!(
                f,
                "missing pips at column {column} (a die's pips are 1 to 6)"
            ),
            EmptyRow { row_from_top, column } => {
                write!(f, "row {row_from_top} from the top is empty (column {column})")
            }
            RowLengthMismatch {
                row_from_top,
                expected,
                found,
                column,
            } => write!(
                f,
                "row {row_from_top} from the top has {found} squares but the first row has {expected} (column {column})"
            ),
            BoardTooLarge { column } => write!(
                f,
                "board too large at column {column} (at most {MAX_SIDE} rows and {MAX_SIDE} columns)"
            ),
            BoardTooSmall { rows, cols } => write!(
                f,
                "board of {rows}×{cols} is too small (at least {MIN_SIDE} rows and {MIN_SIDE} columns)"
            ),
            MissingSideToMove { column } => write!(
                f,
                "expected a space and the side to move (w or b) at column {column}"
            ),
            BadSideToMove { found, column } => write!(
                f,
                "bad side to move '{found}' at column {column} (expected w or b)"
            ),
            TrailingText { column } => {
                write!(f, "unexpected text after the side to move at column {column}")
            }
        }
    }
}

impl std::error::Error for ParseError {}

impl ParseError {
    /// A reader's view of an illegal move on a `rows`×`cols` board: the
    /// same reason. (The reader checks squares before the rules, so the
    /// two off-board cases only come from moves built by hand.)
    fn from_move_error(error: MoveError, rows: u8, cols: u8) -> ParseError {
        match error {
            MoveError::GameOver => ParseError::GameOver,
            MoveError::NotOnBoard { square } | MoveError::CaptureOffBoard { target: square } => {
                ParseError::UnknownSquare {
                    square: square.to_string(),
                    rows,
                    cols,
                }
            }
            MoveError::SquareOccupied { square } => ParseError::SquareOccupied { square },
            MoveError::NothingToCapture { square } => ParseError::NothingToCapture { square },
            MoveError::TooFewCaptures { target } => ParseError::TooFewCaptures { target },
            MoveError::CaptureSumTooLarge { sum } => ParseError::CaptureSumTooLarge { sum },
            MoveError::CaptureCompulsory { square, example } => {
                ParseError::CaptureCompulsory { square, example }
            }
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.column()), self.row() + 1)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.square())?;
        for (i, square) in self.captured_squares().enumerate() {
            f.write_str(if i == 0 { "=" } else { "+" })?;
            write!(f, "{square}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..self.rows()).rev() {
            for column in 0..self.cols() {
                match Square::new(column, row).and_then(|square| self.die_at(square)) {
                    None => f.write_str(".")?,
                    Some(die) => write!(f, "{}{}", side_letter(die.owner), die.pips)?,
                }
            }
            if row > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {}", side_letter(self.to_move()))
    }
}

fn side_letter(player: Player) -> char {
    if player == WHITE {
        'w'
    } else {
        'b'
    }
}

/// Reads a square token starting at character `column` (1-based), checking
/// it against a `rows`×`cols` board.
fn parse_square(token: &str, column: usize, rows: u8, cols: u8) -> Result<Square, ParseError> {
    let bad = || ParseError::BadSquare {
        token: token.to_string(),
        column,
    };
    let mut chars = token.chars();
    let letter = chars
        .next()
        .filter(char::is_ascii_lowercase)
        .ok_or_else(bad)?;
    let digits = chars.as_str();
    let valid_digits = !digits.is_empty()
        && digits.len() <= 3
        && digits.bytes().all(|b| b.is_ascii_digit())
        && !digits.starts_with('0');
    if !valid_digits {
        return Err(bad());
    }
    let row_number: u32 = digits.parse().map_err(|_| bad())?;
    let column_index = letter as u32 - u32::from(b'a');
    if column_index >= u32::from(cols) || row_number > u32::from(rows) {
        return Err(ParseError::UnknownSquare {
            square: token.to_string(),
            rows,
            cols,
        });
    }
    Square::new(column_index as u8, (row_number - 1) as u8).ok_or_else(bad)
}

impl FromStr for Square {
    type Err = ParseError;

    /// Any square of the 7×7 grid.
    fn from_str(text: &str) -> Result<Square, ParseError> {
        if text.is_empty() {
            return Err(ParseError::Empty { what: "square" });
        }
        parse_square(text, 1, MAX_SIDE, MAX_SIDE)
    }
}

/// The syntax of a move on a `rows`×`cols` board: the target, adjacency and
/// distinct captured squares, at least two of them. Not the dice.
fn parse_move_syntax(text: &str, rows: u8, cols: u8) -> Result<(Square, Vec<Square>), ParseError> {
    if text.is_empty() {
        return Err(ParseError::Empty { what: "move" });
    }
    let column_of = |byte: usize| text[..byte].chars().count() + 1;
    let (target_text, captures_text) = match text.split_once('=') {
        Some((target, rest)) => (target, Some(rest)),
        None => (text, None),
    };
    let target = parse_square(target_text, 1, rows, cols)?;
    let mut captured: Vec<Square> = Vec::new();
    if let Some(rest) = captures_text {
        let mut start = target_text.len() + 1;
        for token in rest.split('+') {
            if token.is_empty() {
                return Err(ParseError::MissingCapturedSquare {
                    column: column_of(start),
                });
            }
            let square = parse_square(token, column_of(start), rows, cols)?;
            let adjacent = Direction::ALL
                .into_iter()
                .any(|direction| target.step(direction) == Some(square));
            if !adjacent {
                return Err(ParseError::NotAdjacent {
                    captured: square,
                    target,
                });
            }
            if captured.contains(&square) {
                return Err(ParseError::DuplicateCapture { square });
            }
            captured.push(square);
            start += token.len() + 1;
        }
        if captured.len() < 2 {
            return Err(ParseError::TooFewCaptures { target });
        }
    }
    Ok((target, captured))
}

fn move_from_parts(target: Square, captured: &[Square]) -> Move {
    let mask = Direction::ALL
        .into_iter()
        .filter(|&direction| {
            target
                .step(direction)
                .is_some_and(|s| captured.contains(&s))
        })
        .fold(0, |mask, direction| mask | direction.bit());
    Move::with_captures(target, mask)
}

impl FromStr for Move {
    type Err = ParseError;

    /// A move in notation on the 7×7 grid, without looking at any position:
    /// captured squares must be distinct, adjacent and at least two.
    fn from_str(text: &str) -> Result<Move, ParseError> {
        let (target, captured) = parse_move_syntax(text, MAX_SIDE, MAX_SIDE)?;
        Ok(move_from_parts(target, &captured))
    }
}

impl Position {
    /// Reads a move and checks it is legal in this position, saying
    /// precisely why not otherwise.
    pub fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        if self.is_game_over() {
            return Err(ParseError::GameOver);
        }
        let (target, captured) = parse_move_syntax(text, self.rows(), self.cols())?;
        self.check_placement(target, &captured)
            .map_err(|error| ParseError::from_move_error(error, self.rows(), self.cols()))?;
        Ok(move_from_parts(target, &captured))
    }
}

impl FromStr for Position {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Position, ParseError> {
        if text.is_empty() {
            return Err(ParseError::Empty { what: "position" });
        }
        let max = usize::from(MAX_SIDE);
        // Rows as read, top row first.
        let mut rows: Vec<Vec<Option<Die>>> = vec![Vec::new()];
        let mut chars = text.chars().enumerate().map(|(i, c)| (i + 1, c)).peekable();
        let mut side_column = None;
        let end_row = |rows: &Vec<Vec<Option<Die>>>, column: usize| -> Result<(), ParseError> {
            let row_from_top = rows.len();
            let found = rows[row_from_top - 1].len();
            if found == 0 {
                return Err(ParseError::EmptyRow {
                    row_from_top,
                    column,
                });
            }
            let expected = rows[0].len();
            if found != expected {
                return Err(ParseError::RowLengthMismatch {
                    row_from_top,
                    expected,
                    found,
                    column,
                });
            }
            Ok(())
        };
        while let Some((column, c)) = chars.next() {
            let die = match c {
                '.' => None,
                'w' | 'b' => {
                    let owner = if c == 'w' { WHITE } else { BLACK };
                    match chars.next() {
                        Some((_, pips @ '1'..='6')) => Some(Die {
                            owner,
                            pips: pips as u8 - b'0',
                        }),
                        Some((column, found)) => {
                            return Err(ParseError::BadPips {
                                found: Some(found),
                                column,
                            })
                        }
                        None => {
                            return Err(ParseError::BadPips {
                                found: None,
                                column: column + 1,
                            })
                        }
                    }
                }
                '/' => {
                    end_row(&rows, column)?;
                    if rows.len() == max {
                        return Err(ParseError::BoardTooLarge { column });
                    }
                    rows.push(Vec::new());
                    continue;
                }
                ' ' => {
                    end_row(&rows, column)?;
                    side_column = Some(column + 1);
                    break;
                }
                found => return Err(ParseError::UnexpectedChar { found, column }),
            };
            if let Some(row) = rows.last_mut() {
                if row.len() == max {
                    return Err(ParseError::BoardTooLarge { column });
                }
                row.push(die);
            }
        }
        let Some(side_column) = side_column else {
            let column = text.chars().count() + 1;
            return Err(ParseError::MissingSideToMove { column });
        };
        // The rest is the side to move, alone.
        let rest: String = chars.map(|(_, c)| c).collect();
        let (side_text, trailing) = match rest.split_once(' ') {
            Some((side, _)) => (side, true),
            None => (rest.as_str(), false),
        };
        let side = match side_text {
            "" => {
                return Err(ParseError::MissingSideToMove {
                    column: side_column,
                })
            }
            "w" => WHITE,
            "b" => BLACK,
            found => {
                return Err(ParseError::BadSideToMove {
                    found: found.to_string(),
                    column: side_column,
                })
            }
        };
        if trailing {
            return Err(ParseError::TrailingText {
                column: side_column + 1,
            });
        }
        let (row_count, col_count) = (rows.len(), rows[0].len());
        if row_count < usize::from(MIN_SIDE) || col_count < usize::from(MIN_SIDE) {
            return Err(ParseError::BoardTooSmall {
                rows: row_count,
                cols: col_count,
            });
        }
        rows.reverse();
        Ok(Position::from_rows(&rows, side))
    }
}

/// "White wins 13-12", "Black wins 5-4" or "draw 8-8" for a finished game;
/// `None` while it goes on.
#[must_use]
pub fn result_text(position: &Position) -> Option<String> {
    let outcome = position.outcome()?;
    let (white, black) = (position.dice_count(WHITE), position.dice_count(BLACK));
    Some(match outcome {
        crate::game::Outcome::Win(winner) => {
            let (mine, theirs) = if winner == WHITE {
                (white, black)
            } else {
                (black, white)
            };
            format!("{} wins {mine}-{theirs}", player_name(winner))
        }
        crate::game::Outcome::Draw => format!("draw {white}-{black}"),
    })
}
