//! The share-link fragment: writing and strict reading (see the module docs).

use super::text::{cephalopod_position, check_size, deblockle_position, parse_size, SIZE_EXPECTED};
use super::{ErrorKind, Options, Record, RecordError};
use crate::ai::PERFECT_LEVEL;
use crate::cephalopod;
use crate::deblockle::REPETITION_DRAW_DEFAULT;
use crate::{GameKind, Player};

/// The first field of every version-1 share link.
pub const FRAGMENT_VERSION: &str = "v1";

const CHECKSUM_KEY: &str = "k=";

/// The player label of a seat the AI plays, in records and links.
const AI_LABEL: &str = "AI level ";
/// The player label of the other seat when a link names the AI's seat.
const HUMAN_LABEL: &str = "human";

/// The level in an `AI level N` player label: 1 to 5, or 6 (perfect play).
fn ai_level(label: Option<&str>) -> Option<u8> {
    let level = label?.trim().strip_prefix(AI_LABEL)?.parse::<u8>().ok()?;
    known_level(level)
}

/// `level` if the app has it: 1 to 5, or [`PERFECT_LEVEL`].
fn known_level(level: u8) -> Option<u8> {
    (1..=PERFECT_LEVEL).contains(&level).then_some(level)
}

const CHECKSUM_DIGITS: usize = 8;

/// FNV-1a, 32 bits: tiny, stable and good enough to notice a damaged link.
fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |hash: u32, &byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    })
}

fn checksum(body: &str) -> String {
    format!("{:08x}", fnv1a(body.as_bytes()))
}

/// Characters a URL fragment may hold without percent-encoding (RFC 3986).
fn fragment_safe(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-._~!$&'()*+,;=:@/?".contains(c)
}

impl Record {
    /// The share-link fragment (without the `#`): options, start position,
    /// the AI's seat and level (when exactly one seat is `AI level N`) and
    /// moves, with a checksum. Other player labels and the date are not
    /// included.
    #[must_use]
    pub fn to_fragment(&self) -> String {
        let mut fields = vec![FRAGMENT_VERSION.to_string()];
        let start = self.start().to_string().replace(' ', "_");
        match self.options() {
            Options::Cephalopod { rows, cols } => {
                fields.push("g=c".to_string());
                fields.push(format!("s={rows}x{cols}"));
                let empty = cephalopod::Position::new_empty(rows, cols);
                if self.cephalopod().map(|(positions, _)| &positions[0]) != empty.as_ref() {
                    fields.push(format!("p={start}"));
                }
            }
            Options::Deblockle {
                no_adjacent,
                repetition_draw,
                ..
            } => {
                fields.push("g=d".to_string());
                fields.push(format!("n={}", u8::from(no_adjacent)));
                fields.push(format!("r={}", u8::from(repetition_draw)));
                fields.push(format!("p={start}"));
            }
        }
        let levels = Player::BOTH.map(|seat| ai_level(self.player(seat)));
        if let [Some(level), None] | [None, Some(level)] = levels {
            let seat = if levels[0].is_some() {
                Player::First
            } else {
                Player::Second
            };
            fields.push(format!("a={}{level}", self.kind().seat_letter(seat)));
        }
        let moves = self.moves();
        if !moves.is_empty() {
            fields.push(format!("m={}", moves.join(",")));
        }
        let body = fields.join(";");
        let sum = checksum(&body);
        format!("{body};{CHECKSUM_KEY}{sum}")
    }

    /// Reads a share-link fragment (a leading `#` is allowed, percent
    /// escapes are decoded), replaying every move.
    ///
    /// Errors name the 1-based character and the reason; nothing panics.
    pub fn from_fragment(fragment: &str) -> Result<Record, RecordError> {
        let decoded = Decoded::new(fragment)?;
        decoded.record()
    }
}

/// The fragment after percent-decoding: ASCII text and, per byte, the
/// character of the input it came from.
struct Decoded {
    text: String,
    columns: Vec<usize>,
    end_column: usize,
}

/// One `key=value` field: the value and the index of its first byte.
struct Field<'a> {
    key: &'a str,
    value: &'a str,
    value_at: usize,
}

impl Decoded {
    fn new(fragment: &str) -> Result<Decoded, RecordError> {
        let (body, first_column) = match fragment.strip_prefix('#') {
            Some(body) => (body, 2),
            None => (fragment, 1),
        };
        let mut text = String::new();
        let mut columns = Vec::new();
        let mut chars = body.chars().zip(first_column..).peekable();
        while let Some((c, column)) = chars.next() {
            let decoded = if c == '%' {
                let high = chars.next().and_then(|(c, _)| c.to_digit(16));
                let low = chars.next().and_then(|(c, _)| c.to_digit(16));
                match (high, low) {
                    (Some(high), Some(low)) => char::from((high * 16 + low) as u8),
                    _ => {
                        return Err(RecordError::at_column(
                            column,
                            ErrorKind::BadCharacter { found: '%' },
                        ))
                    }
                }
            } else {
                c
            };
            if !fragment_safe(decoded) {
                return Err(RecordError::at_column(
                    column,
                    ErrorKind::BadCharacter { found: decoded },
                ));
            }
            text.push(decoded);
            columns.push(column);
        }
        let end_column = first_column + body.chars().count();
        if text.is_empty() {
            return Err(RecordError::at_column(end_column, ErrorKind::Empty));
        }
        Ok(Decoded {
            text,
            columns,
            end_column,
        })
    }

    /// The input character of byte `index` (the end for an index past it).
    fn column(&self, index: usize) -> usize {
        self.columns.get(index).copied().unwrap_or(self.end_column)
    }

    fn error(&self, index: usize, kind: ErrorKind) -> RecordError {
        RecordError::at_column(self.column(index), kind)
    }

    fn record(&self) -> Result<Record, RecordError> {
        let text = self.text.as_str();
        // Every byte is ASCII (checked in `new`), so slicing is safe.
        let mut parts: Vec<(&str, usize)> = Vec::new();
        let mut at = 0;
        for part in text.split(';') {
            parts.push((part, at));
            at += part.len() + 1;
        }
        let (version, _) = parts[0];
        if version != FRAGMENT_VERSION {
            let digits = version.strip_prefix('v').unwrap_or("");
            let kind = if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                ErrorKind::UnsupportedVersion {
                    found: version.to_string(),
                }
            } else {
                ErrorKind::MissingVersion {
                    expected: FRAGMENT_VERSION,
                    found: version.to_string(),
                }
            };
            return Err(self.error(0, kind));
        }
        // A link cut short loses its checksum first: say so before anything
        // else goes wrong on the missing part.
        let (last, last_at) = parts[parts.len() - 1];
        let written_sum = match last.strip_prefix(CHECKSUM_KEY) {
            Some(sum) if parts.len() > 1 && sum.len() >= CHECKSUM_DIGITS => sum,
            Some(sum) if parts.len() > 1 && !sum.bytes().all(|b| b.is_ascii_hexdigit()) => sum,
            _ => {
                return Err(RecordError::at_column(
                    self.end_column,
                    ErrorKind::MissingChecksum,
                ))
            }
        };
        let body_len = last_at.saturating_sub(1);
        let mut fields: Vec<Field<'_>> = Vec::new();
        for &(part, part_at) in &parts[1..parts.len() - 1] {
            let Some((key, value)) = part.split_once('=') else {
                return Err(self.error(
                    part_at,
                    ErrorKind::BadField {
                        found: part.to_string(),
                    },
                ));
            };
            if !["g", "s", "n", "r", "p", "a", "m"].contains(&key) {
                return Err(self.error(
                    part_at,
                    ErrorKind::UnknownField {
                        key: key.to_string(),
                    },
                ));
            }
            if fields.iter().any(|field| field.key == key) {
                return Err(self.error(
                    part_at,
                    ErrorKind::DuplicateField {
                        key: key.to_string(),
                    },
                ));
            }
            fields.push(Field {
                key,
                value,
                value_at: part_at + key.len() + 1,
            });
        }
        let record = self.game(&fields)?;
        let expected = checksum(text.get(..body_len).unwrap_or(""));
        if written_sum != expected {
            return Err(self.error(
                last_at + CHECKSUM_KEY.len(),
                ErrorKind::ChecksumMismatch {
                    found: written_sum.to_string(),
                    expected,
                },
            ));
        }
        Ok(record)
    }

    /// Reads `a=`: the seat letter and the level, e.g. `b2`.
    fn ai_seat(&self, kind: GameKind, field: &Field<'_>) -> Result<(Player, u8), RecordError> {
        let mut chars = field.value.chars();
        let seat = chars.next().and_then(|letter| kind.seat_of_letter(letter));
        let level = chars.as_str().parse::<u8>().ok().and_then(known_level);
        match (seat, level) {
            (Some(seat), Some(level)) => Ok((seat, level)),
            _ => Err(self.error(
                field.value_at,
                ErrorKind::BadValue {
                    name: "a=",
                    value: field.value.to_string(),
                    expected: match kind {
                        GameKind::Cephalopod => "w or b and a level from 1 to 6, e.g. b2",
                        GameKind::Deblockle => "g or b and a level from 1 to 6, e.g. b2",
                    },
                },
            )),
        }
    }

    fn game(&self, fields: &[Field<'_>]) -> Result<Record, RecordError> {
        let field = |key: &str| fields.iter().find(|field| field.key == key);
        let Some(game) = field("g") else {
            return Err(self.error(0, ErrorKind::MissingField { key: "g" }));
        };
        let kind = match game.value {
            "c" => GameKind::Cephalopod,
            "d" => GameKind::Deblockle,
            found => {
                return Err(self.error(
                    game.value_at,
                    ErrorKind::UnknownGame {
                        found: found.to_string(),
                    },
                ))
            }
        };
        let allowed: &[&str] = match kind {
            GameKind::Cephalopod => &["g", "s", "p", "a", "m"],
            GameKind::Deblockle => &["g", "n", "r", "p", "a", "m"],
        };
        if let Some(stray) = fields.iter().find(|field| !allowed.contains(&field.key)) {
            return Err(self.error(
                stray.value_at - stray.key.len() - 1,
                ErrorKind::FieldNotForGame {
                    key: stray.key.to_string(),
                    game: kind,
                },
            ));
        }
        let start_text = field("p").map(|p| (p.value.replace('_', " "), p.value_at));
        let mut record = match kind {
            GameKind::Cephalopod => {
                let Some(size) = field("s") else {
                    return Err(self.error(0, ErrorKind::MissingField { key: "s" }));
                };
                let bad_size = || {
                    self.error(
                        size.value_at,
                        ErrorKind::BadValue {
                            name: "s=",
                            value: size.value.to_string(),
                            expected: SIZE_EXPECTED,
                        },
                    )
                };
                let (rows, cols) = parse_size(size.value).ok_or_else(bad_size)?;
                let start = match start_text {
                    None => cephalopod::Position::new_empty(rows, cols).ok_or_else(bad_size)?,
                    Some((text, at)) => {
                        let start = cephalopod_position(&text).map_err(|k| self.error(at, k))?;
                        check_size(&start, rows, cols).map_err(|k| self.error(at, k))?;
                        start
                    }
                };
                Record::new_cephalopod(start)
            }
            GameKind::Deblockle => {
                let switch = |key: &'static str, default: bool| match field(key) {
                    None => Ok(default),
                    Some(found) => match found.value {
                        "0" => Ok(false),
                        "1" => Ok(true),
                        value => Err(self.error(
                            found.value_at,
                            ErrorKind::BadValue {
                                name: if key == "n" { "n=" } else { "r=" },
                                value: value.to_string(),
                                expected: "0 (off) or 1 (on)",
                            },
                        )),
                    },
                };
                let no_adjacent = switch("n", false)?;
                let repetition_draw = switch("r", REPETITION_DRAW_DEFAULT)?;
                let Some((text, at)) = start_text else {
                    return Err(self.error(0, ErrorKind::MissingField { key: "p" }));
                };
                let start =
                    deblockle_position(&text, no_adjacent).map_err(|k| self.error(at, k))?;
                Record::new_deblockle(start, repetition_draw)
            }
        };
        if let Some(ai) = field("a") {
            let (seat, level) = self.ai_seat(kind, ai)?;
            record.set_player(seat, Some(&format!("{AI_LABEL}{level}")));
            record.set_player(seat.opponent(), Some(HUMAN_LABEL));
        }
        if let Some(moves) = field("m").filter(|m| !m.value.is_empty()) {
            let mut at = moves.value_at;
            for text in moves.value.split(',') {
                record.play(text).map_err(|kind| self.error(at, kind))?;
                at += text.len() + 1;
            }
        }
        Ok(record)
    }
}
