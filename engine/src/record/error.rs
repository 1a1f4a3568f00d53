//! What went wrong while reading a record or a share link, and where.

use std::fmt;

use super::GameKind;
use crate::deblockle::PositionError;
use crate::game::Player;

/// Where a problem was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Location {
    /// A line of a text record, counted from 1.
    Line(usize),
    /// A character of a share-link fragment, counted from 1 (a leading `#`
    /// counts as character 1 when it was passed in).
    Column(usize),
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Line(line) => write!(f, "line {line}"),
            Location::Column(column) => write!(f, "share link, character {column}"),
        }
    }
}

/// Why a record or a share link cannot be read (or a move not be played).
///
/// Kept as data so the app can translate the messages; `Display` gives the
/// English one. Engine reasons (`reason`) are the engine's own messages.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// Nothing but blank space.
    Empty,
    /// The first line (or the first field of a link) is not the format
    /// marker `expected`.
    MissingVersion {
        expected: &'static str,
        found: String,
    },
    /// A format marker of a version this code does not read.
    UnsupportedVersion { found: String },
    /// A line starting with `[` that is not `[Name "value"]`.
    BadHeader { reason: &'static str },
    /// A header name that no game uses.
    UnknownHeader { name: String },
    /// The same header twice.
    DuplicateHeader { name: String, first_line: usize },
    /// A header of the other game (e.g. `Size` in a Deblockle record).
    HeaderNotForGame { name: String, game: GameKind },
    /// A required header is absent.
    MissingHeader { name: &'static str },
    /// A required link field is absent.
    MissingField { key: &'static str },
    /// A header line after the first move line.
    HeaderAfterMoves { name: String },
    /// The game is neither Cephalopod nor Deblockle.
    UnknownGame { found: String },
    /// A header or link field whose value cannot be read.
    BadValue {
        name: &'static str,
        value: String,
        expected: &'static str,
    },
    /// The start position does not parse; `reason` is the engine's message.
    BadStart { reason: String },
    /// The Deblockle start position's side to move, `stuck`, has no legal
    /// turn while the other player has one; the position must be written
    /// with the other player to move (see
    /// [`check_side_to_move`](crate::deblockle::check_side_to_move)).
    StartToMoveStuck { stuck: Player },
    /// An option contradicts the start position (e.g. `Size` vs `Start`).
    StartDisagrees { name: &'static str, reason: String },
    /// A line that is neither blank, a comment, a header nor a move line.
    BadMoveLine { found: String },
    /// Moves are numbered 1, 2, 3... without gaps.
    WrongMoveNumber { expected: usize, found: String },
    /// The mover named on a move line is not the player to move.
    WrongMover {
        number: usize,
        expected: &'static str,
        found: String,
    },
    /// Move `number` cannot be played; `reason` is the engine's message.
    IllegalMove {
        number: usize,
        text: String,
        reason: String,
    },
    /// Text after the end of a header or a move line.
    TrailingText { found: String },
    /// The `Result` header does not match the replayed game.
    ResultDisagrees { written: String, actual: String },
    /// A character that may not appear in a share link.
    BadCharacter { found: char },
    /// The link does not end with its checksum: it was cut short.
    MissingChecksum,
    /// The checksum does not match the rest of the link: it was altered.
    ChecksumMismatch { found: String, expected: String },
    /// A link field that is not `key=value`.
    BadField { found: String },
    /// A link field with an unknown key.
    UnknownField { key: String },
    /// The same link field twice.
    DuplicateField { key: String },
    /// A link field of the other game (e.g. `s=` in a Deblockle link).
    FieldNotForGame { key: String, game: GameKind },
}

fn quoted_or_nothing(text: &str) -> String {
    if text.is_empty() {
        "nothing".to_string()
    } else {
        format!("'{text}'")
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ErrorKind::*;
        match self {
            Empty => f.write_str("there is nothing to read"),
            MissingVersion { expected, found } => write!(
                f,
                "expected the format marker '{expected}' but found {}",
                quoted_or_nothing(found)
            ),
            UnsupportedVersion { found } => write!(
                f,
                "format version '{found}' is not supported (this app reads version {})",
                super::VERSION
            ),
            BadHeader { reason } => write!(f, "bad header: {reason}"),
            UnknownHeader { name } => write!(f, "unknown header '{name}'"),
            DuplicateHeader { name, first_line } => {
                write!(f, "header '{name}' appears twice (first on line {first_line})")
            }
            HeaderNotForGame { name, game } => {
                write!(f, "header '{name}' does not belong to a {} record", game.name())
            }
            MissingHeader { name } => write!(f, "the required header '{name}' is missing"),
            MissingField { key } => write!(f, "the required field '{key}=' is missing"),
            HeaderAfterMoves { name } => write!(
                f,
                "header '{name}' comes after the moves (headers must come first)"
            ),
            UnknownGame { found } => write!(
                f,
                "unknown game '{found}' (expected cephalopod or deblockle)"
            ),
            BadValue {
                name,
                value,
                expected,
            } => write!(f, "bad {name} value '{value}': expected {expected}"),
            BadStart { reason } => write!(f, "bad start position: {reason}"),
            StartToMoveStuck { stuck } => write!(
                f,
                "bad start position: {}",
                PositionError::ToMoveStuck { stuck: *stuck }
            ),
            StartDisagrees { name, reason } => {
                write!(f, "{name} disagrees with the start position: {reason}")
            }
            BadMoveLine { found } => write!(
                f,
                "'{found}' is not a move line (expected the move number, the mover and the move, like '3. Gold c3-c4:d5')"
            ),
            WrongMoveNumber { expected, found } => {
                write!(f, "expected move number {expected} but found '{found}'")
            }
            WrongMover {
                number,
                expected,
                found,
            } => write!(f, "move {number} is by {expected}, not {found}"),
            IllegalMove {
                number,
                text,
                reason,
            } => write!(f, "move {number} ({text}) cannot be played: {reason}"),
            TrailingText { found } => write!(f, "unexpected text '{found}' at the end of the line"),
            ResultDisagrees { written, actual } => write!(
                f,
                "the result '{written}' disagrees with the moves, which give '{actual}'"
            ),
            BadCharacter { found } => write!(
                f,
                "the character {found:?} cannot appear in a share link"
            ),
            MissingChecksum => f.write_str(
                "the link is incomplete: it must end with the checksum ';k=' and 8 hex digits (was it cut short?)",
            ),
            ChecksumMismatch { found, expected } => write!(
                f,
                "the link is damaged: its checksum is '{found}' but its content gives '{expected}'"
            ),
            BadField { found } => write!(f, "'{found}' is not a field (expected key=value)"),
            UnknownField { key } => write!(f, "unknown field '{key}='"),
            DuplicateField { key } => write!(f, "field '{key}=' appears twice"),
            FieldNotForGame { key, game } => {
                write!(f, "field '{key}=' does not belong to a {} link", game.name())
            }
        }
    }
}

/// An error with its place: the line of a record or the character of a link.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RecordError {
    pub location: Location,
    pub kind: ErrorKind,
}

impl RecordError {
    pub(crate) fn at_line(line: usize, kind: ErrorKind) -> RecordError {
        RecordError {
            location: Location::Line(line),
            kind,
        }
    }

    pub(crate) fn at_column(column: usize, kind: ErrorKind) -> RecordError {
        RecordError {
            location: Location::Column(column),
            kind,
        }
    }

    /// The 1-based line of a text record, if the error is in one.
    #[must_use]
    pub fn line(&self) -> Option<usize> {
        match self.location {
            Location::Line(line) => Some(line),
            Location::Column(_) => None,
        }
    }

    /// The 1-based character of a share link, if the error is in one.
    #[must_use]
    pub fn column(&self) -> Option<usize> {
        match self.location {
            Location::Column(column) => Some(column),
            Location::Line(_) => None,
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.kind)
    }
}

impl std::error::Error for RecordError {}
