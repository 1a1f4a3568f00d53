//! The link that carries a move to a friend far away, with no server:
//! `#/link/<version>;<id>;<sender>;<checksum>;<record>`.
//!
//! - `version` is [`LINK_VERSION`], so a later format is recognised;
//! - `id` names the game in both browsers (letters, digits, `-`, `_`);
//! - `sender` is the seat of the browser that made the link, the one that
//!   just moved: `w`/`b` in Cephalopod, `g`/`b` in Deblockle, followed by
//!   `r` when that seat resigned (the link then carries the resignation);
//! - `checksum` is FNV-1a 64 in 16 hex digits over
//!   `<version>;<id>;<sender>;<record>`, so a changed or cut link is caught
//!   before anything else is read;
//! - `record` is the whole game as the engine's share-link fragment
//!   (`v1;g=…;m=…;k=…`, which has its own checksum).
//!
//! Every character is one a URL keeps as it is. No Yew here: native tests.

use cubeplay_engine::record::{Location, Record, RecordError};
use cubeplay_engine::{GameKind, Player};

/// What the address starts with (after `#`).
pub const LINK_PREFIX: &str = "/link/";
/// The link format written and read by this version of the app.
pub const LINK_VERSION: &str = "1";
/// Longest game id a link may carry.
const CHECKSUM_DIGITS: usize = 16;

/// A decoded link: which game, who sent it, and the whole game.
#[derive(Clone, Debug, PartialEq)]
pub struct RemoteLink {
    pub id: String,
    /// The seat of the browser that sent the link.
    pub sender: Player,
    pub record: Record,
    /// The sender resigned.
    pub resigned: bool,
}

/// Why a link cannot be read. Places are 1-based characters of the text
/// after `#` (the `/` of `/link/` is character 1).
#[derive(Clone, Debug, PartialEq)]
pub enum LinkError {
    /// Fewer than the five parts: the link was cut short.
    Incomplete,
    /// Another version of the format (written by a newer app, or mangled).
    Version { found: String },
    /// The checksum (16 hex digits) does not match the rest, or is not
    /// there: the link was changed or cut.
    Changed,
    /// The game id is empty, too long or has other characters.
    BadId { found: String },
    /// The sender is not a seat of this game.
    BadSender { found: String },
    /// The record part cannot be read; its place is in the whole link.
    Record(RecordError),
}

/// FNV-1a, 64 bits: small, stable, and enough to notice a damaged link.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |hash: u64, &byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
        })
}

fn checksum(version: &str, id: &str, sender: &str, record: &str) -> String {
    let body = format!("{version};{id};{sender};{record}");
    format!("{:016x}", fnv1a64(body.as_bytes()))
}

/// The seat of a sender part, and whether it resigned (`wr`).
fn read_seat(kind: GameKind, text: &str) -> Option<(Player, bool)> {
    let mut letters = text.chars();
    let seat = kind.seat_of_letter(letters.next()?)?;
    match letters.as_str() {
        "" => Some((seat, false)),
        "r" => Some((seat, true)),
        _ => None,
    }
}

/// The link's fragment (without `#`) for game `id` sent by `sender`, who
/// `resigned` or not.
pub fn encode(id: &str, sender: Player, record: &Record, resigned: bool) -> String {
    let mut sender = record.kind().seat_letter(sender).to_string();
    if resigned {
        sender.push('r');
    }
    let record = record.to_fragment();
    let sum = checksum(LINK_VERSION, id, &sender, &record);
    format!("{LINK_PREFIX}{LINK_VERSION};{id};{sender};{sum};{record}")
}

/// The game id of a link, if its second part reads as one: a link that
/// fails to decode can still be shown next to the game it was meant for.
pub fn id_of(fragment: &str) -> Option<String> {
    let body = fragment.trim_start_matches('#').strip_prefix(LINK_PREFIX)?;
    let id = body.split(';').nth(1)?;
    crate::storage::store::valid_id(id).then(|| id.to_string())
}

/// Reads a link (with or without its `#`), replaying every move. The
/// record part may carry percent escapes (its reader decodes them); the
/// parts before it are letters and digits, which nothing escapes.
pub fn decode(fragment: &str) -> Result<RemoteLink, LinkError> {
    let body = fragment
        .trim_start_matches('#')
        .strip_prefix(LINK_PREFIX)
        .ok_or(LinkError::Incomplete)?;
    let parts: Vec<&str> = body.splitn(5, ';').collect();
    let [version, id, sender, sum, record] = parts[..] else {
        // A version of its own is named even when the rest is missing.
        return match parts.first() {
            Some(&version) if !version.is_empty() && version != LINK_VERSION => {
                Err(LinkError::Version {
                    found: version.to_string(),
                })
            }
            _ => Err(LinkError::Incomplete),
        };
    };
    if version != LINK_VERSION {
        return Err(LinkError::Version {
            found: version.to_string(),
        });
    }
    if sum.len() != CHECKSUM_DIGITS
        || !sum.eq_ignore_ascii_case(&checksum(version, id, sender, record))
    {
        return Err(LinkError::Changed);
    }
    if !crate::storage::store::valid_id(id) {
        return Err(LinkError::BadId {
            found: id.to_string(),
        });
    }
    let record_at = LINK_PREFIX.len() + version.len() + id.len() + sender.len() + sum.len() + 4;
    let record = Record::from_fragment(record).map_err(|error| {
        LinkError::Record(RecordError {
            location: match error.location {
                Location::Column(column) => Location::Column(record_at + column),
                line => line,
            },
            kind: error.kind,
        })
    })?;
    let (sender, resigned) =
        read_seat(record.kind(), sender).ok_or_else(|| LinkError::BadSender {
            found: sender.to_string(),
        })?;
    Ok(RemoteLink {
        id: id.to_string(),
        sender,
        record,
        resigned,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use cubeplay_engine::record::ErrorKind;
    use cubeplay_engine::{cephalopod as ceph, deblockle as deb, Game};

    fn cephalopod(moves: &[&str]) -> Record {
        let mut record = Record::new_cephalopod(ceph::Position::new_empty(3, 3).unwrap());
        for mv in moves {
            record.play(mv).unwrap();
        }
        record
    }

    /// A link only differs from `link` by its checksum being right again.
    fn resealed(link: &str) -> String {
        let body = link.strip_prefix(LINK_PREFIX).unwrap();
        let parts: Vec<&str> = body.splitn(5, ';').collect();
        let sum = checksum(parts[0], parts[1], parts[2], parts[4]);
        format!(
            "{LINK_PREFIX}{};{};{};{sum};{}",
            parts[0], parts[1], parts[2], parts[4]
        )
    }

    #[test]
    fn fnv1a64_matches_the_published_values() {
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a64(b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn a_cephalopod_link_reads_back_exactly() {
        let record = cephalopod(&["a1", "b2", "c3"]);
        let link = encode("k3x9", Player::First, &record, false);
        assert_eq!(
            link,
            format!(
                "/link/1;k3x9;w;{};{}",
                checksum("1", "k3x9", "w", &record.to_fragment()),
                record.to_fragment()
            )
        );
        let read = decode(&format!("#{link}")).unwrap();
        assert!(record
            .to_fragment()
            .starts_with("v1;g=c;s=3x3;m=a1,b2,c3;k="));
        assert_eq!(read.id, "k3x9");
        assert_eq!(read.sender, Player::First);
        assert_eq!(read.record.moves(), vec!["a1", "b2", "c3"]);
        assert_eq!(read.record.options(), record.options());
        assert_eq!(id_of(&link).as_deref(), Some("k3x9"));
    }

    #[test]
    fn a_deblockle_link_keeps_start_options_and_sender() {
        let rules = deb::Rules { no_adjacent: true };
        let start = deb::example_start(rules);
        let mut record = Record::new_deblockle(start.clone(), true);
        let first = start.legal_moves()[0].to_string();
        record.play(&first).unwrap();
        let link = encode("game_1-a", Player::Second, &record, false);
        assert!(link.contains(";b;"), "{link}");
        let read = decode(&link).unwrap();
        assert_eq!(read.sender, Player::Second);
        assert_eq!(read.record.start(), record.start());
        assert_eq!(read.record.options(), record.options());
        assert_eq!(read.record.moves(), vec![first]);
    }

    /// A resignation travels as an `r` after the sender's seat.
    #[test]
    fn a_resignation_reads_back_with_its_seat() {
        let record = cephalopod(&["a1", "b2"]);
        let link = encode("abc", Player::Second, &record, true);
        assert!(link.starts_with("/link/1;abc;br;"), "{link}");
        let read = decode(&link).unwrap();
        assert_eq!((read.sender, read.resigned), (Player::Second, true));
        assert!(
            !decode(&encode("abc", Player::Second, &record, false))
                .unwrap()
                .resigned
        );
        let body = record.to_fragment();
        for sender in ["bx", "brr", "r"] {
            let sum = checksum("1", "abc", sender, &body);
            assert_eq!(
                decode(&format!("/link/1;abc;{sender};{sum};{body}")).unwrap_err(),
                LinkError::BadSender {
                    found: sender.into()
                }
            );
        }
    }

    /// Every character of a link is one an address keeps unescaped.
    #[test]
    fn links_use_url_safe_characters_only() {
        let mut record = cephalopod(&[]);
        while record.outcome().is_none() {
            let moves: Vec<String> = record
                .final_position()
                .legal_moves()
                .iter()
                .map(ToString::to_string)
                .collect();
            let capture = moves.iter().find(|m| m.contains('=')).unwrap_or(&moves[0]);
            record.play(capture).unwrap();
        }
        let link = encode("abc", Player::Second, &record, false);
        assert!(link.contains("+"), "a capture of two dice is in {link}");
        assert!(
            link.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-._~/;=,+:".contains(c)),
            "{link}"
        );
        assert_eq!(decode(&link).unwrap().record.moves(), record.moves());
    }

    #[test]
    fn an_escaped_record_still_reads() {
        let link = encode("abc", Player::First, &cephalopod(&["a1"]), false);
        let (head, record) = link.split_at(link.find(";v1;").unwrap() + 1);
        let escaped = format!("{head}{}", record.replace(',', "%2C").replace('=', "%3d"));
        // The checksum covers the link as written: escaping changes it.
        assert_eq!(decode(&escaped).unwrap_err(), LinkError::Changed);
        let resealed = resealed(&escaped);
        assert_eq!(decode(&resealed).unwrap().record.moves(), vec!["a1"]);
    }

    #[test]
    fn any_changed_character_is_caught_by_the_checksum() {
        let link = encode("abc", Player::First, &cephalopod(&["a1", "b2"]), false);
        let sum_at = link.find(";v1;").unwrap() - CHECKSUM_DIGITS;
        for (at, c) in link.char_indices().skip(LINK_PREFIX.len() + 2) {
            if (sum_at..sum_at + CHECKSUM_DIGITS).contains(&at) {
                continue;
            }
            let other = if c == 'b' { 'c' } else { 'b' };
            let changed = format!("{}{other}{}", &link[..at], &link[at + 1..]);
            let error = decode(&changed).unwrap_err();
            assert!(matches!(error, LinkError::Changed), "{changed}: {error:?}");
        }
    }

    #[test]
    fn a_cut_link_says_so() {
        let link = encode("abc", Player::First, &cephalopod(&["a1", "b2"]), false);
        assert_eq!(
            decode(&link[..link.len() - 3]).unwrap_err(),
            LinkError::Changed
        );
        assert_eq!(decode("/link/1;abc;w").unwrap_err(), LinkError::Incomplete);
        assert_eq!(decode("/link/").unwrap_err(), LinkError::Incomplete);
        assert_eq!(decode("/play?x").unwrap_err(), LinkError::Incomplete);
    }

    #[test]
    fn each_part_gets_its_own_error() {
        let record = cephalopod(&["a1"]);
        let fragment = record.to_fragment();
        let link = |version: &str, id: &str, sender: &str, record: &str| {
            let sum = checksum(version, id, sender, record);
            format!("{LINK_PREFIX}{version};{id};{sender};{sum};{record}")
        };
        assert_eq!(
            decode(&link("2", "abc", "w", &fragment)).unwrap_err(),
            LinkError::Version { found: "2".into() }
        );
        assert_eq!(
            decode("/link/7;abc").unwrap_err(),
            LinkError::Version { found: "7".into() }
        );
        assert_eq!(
            decode(&format!("/link/1;abc;w;12345;{fragment}")).unwrap_err(),
            LinkError::Changed
        );
        assert_eq!(
            decode(&link("1", "a b", "w", &fragment)).unwrap_err(),
            LinkError::BadId {
                found: "a b".into()
            }
        );
        assert_eq!(
            // Longer than any kept game's id (40 characters).
            decode(&link("1", &"x".repeat(41), "w", &fragment)).unwrap_err(),
            LinkError::BadId {
                found: "x".repeat(41)
            }
        );
        // Gold is a Deblockle seat, not a Cephalopod one.
        assert_eq!(
            decode(&link("1", "abc", "g", &fragment)).unwrap_err(),
            LinkError::BadSender { found: "g".into() }
        );
    }

    /// A record part that does not read is placed in the whole link.
    #[test]
    fn a_bad_record_names_its_character_in_the_link() {
        let link = resealed(
            &encode("abc", Player::First, &cephalopod(&["a1"]), false).replace("a1", "z9"),
        );
        let error = decode(&link).unwrap_err();
        let LinkError::Record(error) = error else {
            panic!("{error:?}");
        };
        let at = link.find("z9").unwrap() + 1;
        assert_eq!(error.location, Location::Column(at));
        assert!(
            matches!(error.kind, ErrorKind::IllegalMove { number: 1, .. }),
            "{:?}",
            error.kind
        );
        // The record's own checksum is checked too.
        let link = resealed(
            &encode("abc", Player::First, &cephalopod(&["a1"]), false).replace("a1", "b1"),
        );
        let LinkError::Record(error) = decode(&link).unwrap_err() else {
            panic!("expected a record error");
        };
        assert!(matches!(error.kind, ErrorKind::ChecksumMismatch { .. }));
    }
}
