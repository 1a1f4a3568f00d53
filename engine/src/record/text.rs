//! The text record: writing and strict reading (see the module docs).

use std::fmt::Write as _;

use super::{ErrorKind, GameKind, Options, Record, RecordError, UNFINISHED};
use crate::cephalopod;
use crate::deblockle::{self, Rules, REPETITION_DRAW_DEFAULT};
use crate::game::Player;

/// The first line of every version-1 record.
pub const VERSION_LINE: &str = "cubeplay-record 1";
const MARKER: &str = "cubeplay-record";

/// Every header name of either game, for the unknown-header check.
const KNOWN_HEADERS: [&str; 12] = [
    "Game",
    "Size",
    "Blocks",
    "NoAdjacent",
    "RepetitionDraw",
    "White",
    "Black",
    "Gold",
    "Blue",
    "Date",
    "Start",
    "Result",
];

fn headers_of(game: GameKind) -> &'static [&'static str] {
    match game {
        GameKind::Cephalopod => &["Game", "Size", "White", "Black", "Date", "Start", "Result"],
        GameKind::Deblockle => &[
            "Game",
            "Blocks",
            "NoAdjacent",
            "RepetitionDraw",
            "Gold",
            "Blue",
            "Date",
            "Start",
            "Result",
        ],
    }
}

fn on_off(value: bool) -> &'static str {
    if value {
        "on"
    } else {
        "off"
    }
}

fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

impl Record {
    /// The record in the text format of this module, ending with a newline.
    #[must_use]
    pub fn to_text(&self) -> String {
        let kind = self.kind();
        let mut out = String::new();
        let mut header = |name: &str, value: &str| {
            // Writing to a String cannot fail.
            let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
        };
        header("Game", kind.name());
        match self.options() {
            Options::Cephalopod { rows, cols } => header("Size", &format!("{rows}x{cols}")),
            Options::Deblockle {
                blocks,
                no_adjacent,
                repetition_draw,
            } => {
                header("Blocks", &format!("{}/{}", blocks[0], blocks[1]));
                header("NoAdjacent", on_off(no_adjacent));
                header("RepetitionDraw", on_off(repetition_draw));
            }
        }
        for seat in Player::BOTH {
            if let Some(label) = self.player(seat) {
                header(kind.player_name(seat), label);
            }
        }
        if let Some(date) = self.date() {
            header("Date", date);
        }
        header("Start", &self.start().to_string());
        header(
            "Result",
            self.result_text().as_deref().unwrap_or(UNFINISHED),
        );
        let mut text = format!("{VERSION_LINE}\n{out}\n");
        for ply in self.plies() {
            let _ = writeln!(
                text,
                "{}. {} {}",
                ply.number,
                kind.player_name(ply.mover),
                ply.notation
            );
        }
        text
    }

    /// Reads a text record, replaying every move through the engine.
    ///
    /// Errors name the 1-based line and the reason; nothing panics.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        Parser::default().run(text)
    }
}

/// A header as read: its value and its line.
struct Header {
    name: String,
    value: String,
    line: usize,
}

#[derive(Default)]
struct Parser {
    headers: Vec<Header>,
    record: Option<Record>,
    result: Option<(String, usize)>,
}

impl Parser {
    fn run(mut self, text: &str) -> Result<Record, RecordError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text
            .split('\n')
            .enumerate()
            .map(|(index, line)| (index + 1, line.trim()));
        let Some((version_line, marker)) = lines.by_ref().find(|(_, line)| !line.is_empty()) else {
            return Err(RecordError::at_line(1, ErrorKind::Empty));
        };
        check_version(marker).map_err(|kind| RecordError::at_line(version_line, kind))?;
        let mut last_header_line = version_line;
        for (number, line) in lines {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let at = |kind| RecordError::at_line(number, kind);
            if line.starts_with('[') {
                let (name, value) = read_header(line).map_err(at)?;
                if self.record.is_some() {
                    return Err(at(ErrorKind::HeaderAfterMoves { name }));
                }
                if !KNOWN_HEADERS.contains(&name.as_str()) {
                    return Err(at(ErrorKind::UnknownHeader { name }));
                }
                if let Some(first) = self.headers.iter().find(|h| h.name == name) {
                    return Err(at(ErrorKind::DuplicateHeader {
                        name,
                        first_line: first.line,
                    }));
                }
                self.headers.push(Header {
                    name,
                    value,
                    line: number,
                });
                last_header_line = number;
                continue;
            }
            if self.record.is_none() {
                self.record = Some(self.interpret_headers(number)?);
            }
            if let Some(record) = self.record.as_mut() {
                play_line(record, line).map_err(at)?;
            }
        }
        let mut record = match self.record.take() {
            Some(record) => record,
            None => self.interpret_headers(last_header_line)?,
        };
        if let Some((written, line)) = self.result.take() {
            let actual = record
                .result_text()
                .unwrap_or_else(|| UNFINISHED.to_string());
            if written != actual {
                return Err(RecordError::at_line(
                    line,
                    ErrorKind::ResultDisagrees { written, actual },
                ));
            }
        }
        for header in &self.headers {
            match header.name.as_str() {
                "White" | "Gold" => record.set_player(Player::First, Some(&header.value)),
                "Black" | "Blue" => record.set_player(Player::Second, Some(&header.value)),
                "Date" => record.set_date(Some(&header.value)),
                _ => {}
            }
        }
        Ok(record)
    }

    fn header(&self, name: &str) -> Option<&Header> {
        self.headers.iter().find(|header| header.name == name)
    }

    /// Builds the empty game the headers describe. `end_line` is where a
    /// missing header is reported: where the headers end.
    fn interpret_headers(&mut self, end_line: usize) -> Result<Record, RecordError> {
        let game = self.header("Game").ok_or(RecordError::at_line(
            end_line,
            ErrorKind::MissingHeader { name: "Game" },
        ))?;
        let kind = match game.value.as_str() {
            "cephalopod" => GameKind::Cephalopod,
            "deblockle" => GameKind::Deblockle,
            found => {
                return Err(RecordError::at_line(
                    game.line,
                    ErrorKind::UnknownGame {
                        found: found.to_string(),
                    },
                ))
            }
        };
        let allowed = headers_of(kind);
        if let Some(stray) = self
            .headers
            .iter()
            .find(|header| !allowed.contains(&header.name.as_str()))
        {
            return Err(RecordError::at_line(
                stray.line,
                ErrorKind::HeaderNotForGame {
                    name: stray.name.clone(),
                    game: kind,
                },
            ));
        }
        let record = match kind {
            GameKind::Cephalopod => self.cephalopod_start(end_line)?,
            GameKind::Deblockle => self.deblockle_start(end_line)?,
        };
        self.result = self
            .header("Result")
            .map(|header| (header.value.clone(), header.line));
        Ok(record)
    }

    fn cephalopod_start(&self, end_line: usize) -> Result<Record, RecordError> {
        let size = self.header("Size").ok_or(RecordError::at_line(
            end_line,
            ErrorKind::MissingHeader { name: "Size" },
        ))?;
        let (rows, cols) = parse_size(&size.value).ok_or_else(|| {
            RecordError::at_line(
                size.line,
                ErrorKind::BadValue {
                    name: "Size",
                    value: size.value.clone(),
                    expected: SIZE_EXPECTED,
                },
            )
        })?;
        let start = match self.header("Start") {
            None => cephalopod::Position::new_empty(rows, cols).ok_or_else(|| {
                RecordError::at_line(
                    size.line,
                    ErrorKind::BadValue {
                        name: "Size",
                        value: size.value.clone(),
                        expected: SIZE_EXPECTED,
                    },
                )
            })?,
            Some(header) => {
                let at = |kind| RecordError::at_line(header.line, kind);
                let start = cephalopod_position(&header.value).map_err(at)?;
                check_size(&start, rows, cols).map_err(at)?;
                start
            }
        };
        Ok(Record::new_cephalopod(start))
    }

    fn deblockle_start(&self, end_line: usize) -> Result<Record, RecordError> {
        let switch = |name: &'static str, default: bool| -> Result<bool, RecordError> {
            match self.header(name) {
                None => Ok(default),
                Some(header) => match header.value.as_str() {
                    "on" => Ok(true),
                    "off" => Ok(false),
                    _ => Err(RecordError::at_line(
                        header.line,
                        ErrorKind::BadValue {
                            name,
                            value: header.value.clone(),
                            expected: "on or off",
                        },
                    )),
                },
            }
        };
        let no_adjacent = switch("NoAdjacent", false)?;
        let repetition_draw = switch("RepetitionDraw", REPETITION_DRAW_DEFAULT)?;
        let start = self.header("Start").ok_or(RecordError::at_line(
            end_line,
            ErrorKind::MissingHeader { name: "Start" },
        ))?;
        let start = deblockle_position(&start.value, no_adjacent)
            .map_err(|kind| RecordError::at_line(start.line, kind))?;
        if let Some(header) = self.header("Blocks") {
            let at = |kind| RecordError::at_line(header.line, kind);
            let blocks = parse_blocks(&header.value).ok_or_else(|| {
                at(ErrorKind::BadValue {
                    name: "Blocks",
                    value: header.value.clone(),
                    expected: BLOCKS_EXPECTED,
                })
            })?;
            check_blocks(&start, blocks).map_err(at)?;
        }
        Ok(Record::new_deblockle(start, repetition_draw))
    }
}

pub(super) const SIZE_EXPECTED: &str = "rows x columns, each 2 to 7, like 5x5";
const BLOCKS_EXPECTED: &str = "Gold's and Blue's blocks, 0 to 4 each, like 4/4";

/// `5x5` → (5, 5): one digit each side, in the engine's range.
pub(super) fn parse_size(value: &str) -> Option<(u8, u8)> {
    let (rows, cols) = value.split_once('x')?;
    let side = |text: &str| -> Option<u8> {
        let digit = match text.as_bytes() {
            [digit @ b'0'..=b'9'] => digit - b'0',
            _ => return None,
        };
        (cephalopod::MIN_SIDE..=cephalopod::MAX_SIDE)
            .contains(&digit)
            .then_some(digit)
    };
    Some((side(rows)?, side(cols)?))
}

fn parse_blocks(value: &str) -> Option<[usize; 2]> {
    match value.as_bytes() {
        [gold @ b'0'..=b'4', b'/', blue @ b'0'..=b'4'] => {
            Some([usize::from(gold - b'0'), usize::from(blue - b'0')])
        }
        _ => None,
    }
}

fn check_blocks(start: &deblockle::Position, blocks: [usize; 2]) -> Result<(), ErrorKind> {
    let found = Player::BOTH.map(|player| start.block_count(player));
    if found == blocks {
        return Ok(());
    }
    Err(ErrorKind::StartDisagrees {
        name: "Blocks",
        reason: format!(
            "{}/{} blocks are given but the start position has {} for Gold and {} for Blue",
            blocks[0], blocks[1], found[0], found[1]
        ),
    })
}

pub(super) fn cephalopod_position(text: &str) -> Result<cephalopod::Position, ErrorKind> {
    text.parse()
        .map_err(|error: cephalopod::ParseError| ErrorKind::BadStart {
            reason: error.to_string(),
        })
}

pub(super) fn check_size(
    start: &cephalopod::Position,
    rows: u8,
    cols: u8,
) -> Result<(), ErrorKind> {
    if (start.rows(), start.cols()) == (rows, cols) {
        return Ok(());
    }
    Err(ErrorKind::StartDisagrees {
        name: "Size",
        reason: format!(
            "the size is {rows}x{cols} but the start position is a {}x{} board",
            start.rows(),
            start.cols()
        ),
    })
}

pub(super) fn deblockle_position(
    text: &str,
    no_adjacent: bool,
) -> Result<deblockle::Position, ErrorKind> {
    deblockle::Position::from_notation(text, Rules { no_adjacent }).map_err(|error| match error {
        deblockle::ParseError::Position(deblockle::PositionError::ToMoveStuck { stuck }) => {
            ErrorKind::StartToMoveStuck { stuck }
        }
        error => ErrorKind::BadStart {
            reason: error.to_string(),
        },
    })
}

/// Checks the format marker line.
fn check_version(line: &str) -> Result<(), ErrorKind> {
    let missing = || ErrorKind::MissingVersion {
        expected: VERSION_LINE,
        found: line.to_string(),
    };
    let rest = line.strip_prefix(MARKER).ok_or_else(missing)?;
    let version = rest.trim_start();
    if version.len() == rest.len() || version.is_empty() {
        return Err(missing());
    }
    if version == super::VERSION.to_string() {
        return Ok(());
    }
    if version.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ErrorKind::UnsupportedVersion {
            found: version.to_string(),
        });
    }
    Err(missing())
}

/// Reads `[Name "value"]` (already trimmed): the name and the unescaped value.
fn read_header(line: &str) -> Result<(String, String), ErrorKind> {
    let bad = |reason| ErrorKind::BadHeader { reason };
    let rest = line.strip_prefix('[').unwrap_or(line);
    let name_end = rest
        .find(|c: char| !c.is_ascii_alphanumeric())
        .unwrap_or(rest.len());
    let (name, rest) = rest.split_at(name_end);
    if name.is_empty() {
        return Err(bad("expected a header name right after '['"));
    }
    let rest = rest.trim_start_matches(' ');
    let Some(rest) = rest.strip_prefix('"') else {
        return Err(bad(
            "expected a space and a value in double quotes after the name",
        ));
    };
    let mut value = String::new();
    let mut chars = rest.char_indices();
    let after_value = loop {
        match chars.next() {
            None => return Err(bad("the value has no closing '\"'")),
            Some((index, '"')) => break &rest[index + 1..],
            Some((_, '\\')) => match chars.next() {
                Some((_, c @ ('"' | '\\'))) => value.push(c),
                _ => return Err(bad("a '\\' in a value must be followed by '\"' or '\\'")),
            },
            Some((_, c)) => value.push(c),
        }
    };
    let Some(trailing) = after_value.trim_start_matches(' ').strip_prefix(']') else {
        return Err(bad("expected ']' after the closing '\"'"));
    };
    let trailing = trailing.trim();
    if !trailing.is_empty() {
        return Err(ErrorKind::TrailingText {
            found: trailing.to_string(),
        });
    }
    Ok((name.to_string(), value))
}

/// Reads `N. [Mover] move` (already trimmed) and plays it.
fn play_line(record: &mut Record, line: &str) -> Result<(), ErrorKind> {
    let bad_line = || ErrorKind::BadMoveLine {
        found: line.to_string(),
    };
    let mut words = line.split_whitespace();
    let number_word = words.next().ok_or_else(bad_line)?;
    let digits = number_word.strip_suffix('.').ok_or_else(bad_line)?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad_line());
    }
    let expected = record.ply_count() + 1;
    if digits != expected.to_string() {
        return Err(ErrorKind::WrongMoveNumber {
            expected,
            found: number_word.to_string(),
        });
    }
    let kind = record.kind();
    let mut word = words.next().ok_or_else(bad_line)?;
    let named = Player::BOTH
        .into_iter()
        .find(|&seat| kind.player_name(seat).eq_ignore_ascii_case(word));
    if let Some(named) = named {
        let to_move = record.final_position().to_move();
        // A finished game gets the engine's "game over" reason instead.
        if named != to_move && record.outcome().is_none() {
            return Err(ErrorKind::WrongMover {
                number: expected,
                expected: kind.player_name(to_move),
                found: word.to_string(),
            });
        }
        word = words.next().ok_or_else(bad_line)?;
    }
    if let Some(extra) = words.next() {
        // `extra` is a slice of `line`: its offset is where the rest starts.
        let start = extra.as_ptr() as usize - line.as_ptr() as usize;
        return Err(ErrorKind::TrailingText {
            found: line.get(start..).unwrap_or(extra).to_string(),
        });
    }
    record.play(word)
}
