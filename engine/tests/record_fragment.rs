//! Share-link fragments: exact encoding, round trips, and clear errors for
//! truncated or corrupted links.

use cubeplay_engine::cephalopod;
use cubeplay_engine::deblockle::{self, Rules};
use cubeplay_engine::record::{ErrorKind, Location, Options, Record};
use cubeplay_engine::Player;

const CEPHALOPOD_LINK: &str = "v1;g=c;s=5x5;m=b3,c4,c3=b3+c4,d3,c2,d2=c2+d3;k=f917e4a4";
const DEBLOCKLE_LINK: &str = "v1;g=d;n=0;r=1;p=....bTC../......./..bSL.bCT../......./..gSC..../......./......._g;m=c3-c4:d5,e7-e6:e7,c5-c6:c3;k=cbf71752";

fn cephalopod_record() -> Record {
    let mut record = Record::new_cephalopod(cephalopod::Position::new_empty(5, 5).unwrap());
    for mv in ["b3", "c4", "c3=b3+c4", "d3", "c2", "d2=c2+d3"] {
        record.play(mv).unwrap();
    }
    record
}

fn deblockle_record() -> Record {
    let start = deblockle::Position::parse_with_rules(
        "....bTC../......./..bSL.bCT../......./..gSC..../......./....... g",
        Rules::default(),
    )
    .unwrap();
    let mut record = Record::new_deblockle(start, true);
    for mv in ["c3-c4:d5", "e7-e6:e7", "c5-c6:c3"] {
        record.play(mv).unwrap();
    }
    record
}

fn error(fragment: &str) -> (usize, String) {
    let error = Record::from_fragment(fragment).expect_err(fragment);
    (
        error.column().expect("a link error has a column"),
        error.to_string(),
    )
}

/// Replaces the first `from` in `link` by `to` and fixes the checksum, as
/// a buggy (not a damaged) link would be.
fn edited(link: &str, from: &str, to: &str) -> String {
    let body = link.rsplit_once(";k=").unwrap().0.replacen(from, to, 1);
    let mut hash: u32 = 0x811c_9dc5;
    for byte in body.bytes() {
        hash = (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193);
    }
    format!("{body};k={hash:08x}")
}

#[test]
fn links_are_exact_and_read_back() {
    let record = cephalopod_record();
    assert_eq!(record.to_fragment(), CEPHALOPOD_LINK);
    assert_eq!(Record::from_fragment(CEPHALOPOD_LINK).unwrap(), record);
    let record = deblockle_record();
    assert_eq!(record.to_fragment(), DEBLOCKLE_LINK);
    let read = Record::from_fragment(DEBLOCKLE_LINK).unwrap();
    assert_eq!(read, record);
    assert_eq!(read.plies()[2].mover, Player::Second);
    assert_eq!(read.plies()[1].mover, Player::Second);
}

#[test]
fn links_hold_only_fragment_safe_characters() {
    for link in [CEPHALOPOD_LINK, DEBLOCKLE_LINK] {
        assert!(link
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-._~!$&'()*+,;=:@/?".contains(c)));
    }
}

#[test]
fn links_leave_out_players_and_date() {
    let mut record = cephalopod_record();
    record.set_player(Player::First, Some("human"));
    record.set_date(Some("2026-11-29"));
    assert_eq!(record.to_fragment(), CEPHALOPOD_LINK);
    let read = Record::from_fragment(CEPHALOPOD_LINK).unwrap();
    assert_eq!(read.player(Player::First), None);
    assert_eq!(read.date(), None);
}

#[test]
fn cephalopod_link_with_a_start_position_and_a_finished_game() {
    let start: cephalopod::Position = ".b6./w2w2b2/w1b6w1 w".parse().unwrap();
    let mut record = Record::new_cephalopod(start);
    record.play("a3").unwrap();
    record.play("c3").unwrap();
    let link = record.to_fragment();
    assert_eq!(
        link,
        "v1;g=c;s=3x3;p=.b6./w2w2b2/w1b6w1_w;m=a3,c3;k=3026d992"
    );
    let read = Record::from_fragment(&link).unwrap();
    assert_eq!(read, record);
    assert_eq!(read.result_text().as_deref(), Some("White wins 5-4"));
    // No moves: no m= field.
    let empty = Record::new_cephalopod(cephalopod::Position::new_empty(3, 5).unwrap());
    assert_eq!(empty.to_fragment(), "v1;g=c;s=3x5;k=b1ccd8b3");
    assert_eq!(Record::from_fragment(&empty.to_fragment()).unwrap(), empty);
}

#[test]
fn deblockle_options_travel_in_links() {
    let rules = Rules { no_adjacent: true };
    let start = deblockle::example_start(rules);
    let mut record = Record::new_deblockle(start, false);
    let first = record.deblockle().unwrap().legal_moves()[0];
    record.play(&first.to_string()).unwrap();
    let link = record.to_fragment();
    assert!(link.starts_with("v1;g=d;n=1;r=0;p=..bCS.bXS../"), "{link}");
    let read = Record::from_fragment(&link).unwrap();
    assert_eq!(read, record);
    assert_eq!(
        read.options(),
        Options::Deblockle {
            blocks: [4, 4],
            no_adjacent: true,
            repetition_draw: false,
        }
    );
}

#[test]
fn hash_percent_escapes_and_field_order_are_accepted() {
    let record = cephalopod_record();
    assert_eq!(
        Record::from_fragment(&format!("#{CEPHALOPOD_LINK}")).unwrap(),
        record
    );
    let escaped = CEPHALOPOD_LINK.replace(';', "%3B").replace('=', "%3d");
    assert_eq!(Record::from_fragment(&escaped).unwrap(), record);
    let reordered = edited(CEPHALOPOD_LINK, "g=c;s=5x5", "s=5x5;g=c");
    assert_eq!(Record::from_fragment(&reordered).unwrap(), record);
}

#[test]
fn every_truncation_is_an_error() {
    for link in [CEPHALOPOD_LINK, DEBLOCKLE_LINK] {
        for end in 0..link.len() {
            let cut = &link[..end];
            let error = Record::from_fragment(cut).expect_err(cut);
            let (column, kind) = match end {
                0 => (1, ErrorKind::Empty),
                1 => (
                    1,
                    ErrorKind::MissingVersion {
                        expected: "v1",
                        found: "v".to_string(),
                    },
                ),
                // Reported just past the end, where the checksum should be.
                _ => (end + 1, ErrorKind::MissingChecksum),
            };
            assert_eq!(error.kind, kind, "{cut}");
            assert_eq!(error.location, Location::Column(column), "{cut}");
        }
    }
    assert_eq!(
        error("v1;g=c;s=5x5;m=b3,c4,c3=b3"),
        (
            27,
            "share link, character 27: the link is incomplete: it must end with the checksum ';k=' and 8 hex digits (was it cut short?)".to_string()
        )
    );
}

#[test]
fn every_single_character_change_is_an_error() {
    for link in [CEPHALOPOD_LINK, DEBLOCKLE_LINK] {
        for (index, original) in link.char_indices() {
            for replacement in ['x', '0', '7', '_', ';', '=', ',', '%', '#', ' ', 'é', 'F'] {
                if replacement == original {
                    continue;
                }
                let mut damaged = link.to_string();
                damaged.replace_range(index..index + 1, &replacement.to_string());
                assert!(Record::from_fragment(&damaged).is_err(), "{damaged}");
            }
        }
    }
}

#[test]
fn corrupted_links_say_what_and_where() {
    let cases: Vec<(String, usize, &str)> = vec![
        (
            String::new(),
            1,
            "share link, character 1: there is nothing to read",
        ),
        (
            "#".to_string(),
            2,
            "share link, character 2: there is nothing to read",
        ),
        (
            CEPHALOPOD_LINK.replace("v1", "v2"),
            1,
            "share link, character 1: format version 'v2' is not supported (this app reads version 1)",
        ),
        (
            format!("#{}", CEPHALOPOD_LINK.replace("v1", "cubeplay")),
            2,
            "share link, character 2: expected the format marker 'v1' but found 'cubeplay'",
        ),
        (
            CEPHALOPOD_LINK.replace("c3=b3+c4", "c3=b3 c4"),
            27,
            "share link, character 27: the character ' ' cannot appear in a share link",
        ),
        (
            CEPHALOPOD_LINK.replacen("d3", "d%", 1),
            32,
            "share link, character 32: the character '%' cannot appear in a share link",
        ),
        (
            CEPHALOPOD_LINK.replacen("d3", "%C3%A9", 1),
            31,
            "share link, character 31: the character 'Ã' cannot appear in a share link",
        ),
        (
            CEPHALOPOD_LINK.replace("k=f917e4a4", "k=f917e4a5"),
            48,
            "share link, character 48: the link is damaged: its checksum is 'f917e4a5' but its content gives 'f917e4a4'",
        ),
        (
            // Another legal game: only the checksum notices.
            CEPHALOPOD_LINK.replace("d2=c2+d3", "e5"),
            42,
            "share link, character 42: the link is damaged: its checksum is 'f917e4a4' but its content gives '93d8416e'",
        ),
        (
            CEPHALOPOD_LINK.replace("c3=b3+c4", "c3=b3+c9"),
            22,
            "share link, character 22: move 3 (c3=b3+c9) cannot be played: square c9 is not on the 5×5 board",
        ),
        (
            CEPHALOPOD_LINK.replace(",d3,", ",,"),
            31,
            "share link, character 31: move 4 () cannot be played: empty move",
        ),
        (
            edited(CEPHALOPOD_LINK, "s=5x5", "s=9x9"),
            10,
            "share link, character 10: bad s= value '9x9': expected rows x columns, each 2 to 7, like 5x5",
        ),
        (
            edited(CEPHALOPOD_LINK, ";s=5x5", ""),
            1,
            "share link, character 1: the required field 's=' is missing",
        ),
        (
            edited(CEPHALOPOD_LINK, "g=c;", ""),
            1,
            "share link, character 1: the required field 'g=' is missing",
        ),
        (
            edited(CEPHALOPOD_LINK, "g=c", "g=chess"),
            6,
            "share link, character 6: unknown game 'chess' (expected cephalopod or deblockle)",
        ),
        (
            edited(CEPHALOPOD_LINK, "s=5x5", "s=5x5;n=1"),
            14,
            "share link, character 14: field 'n=' does not belong to a cephalopod link",
        ),
        (
            edited(CEPHALOPOD_LINK, "s=5x5", "s=5x5;q=1"),
            14,
            "share link, character 14: unknown field 'q='",
        ),
        (
            edited(CEPHALOPOD_LINK, "s=5x5", "s=5x5;s=5x5"),
            14,
            "share link, character 14: field 's=' appears twice",
        ),
        (
            edited(CEPHALOPOD_LINK, "s=5x5", "s=5x5;5x5"),
            14,
            "share link, character 14: '5x5' is not a field (expected key=value)",
        ),
        (
            edited(CEPHALOPOD_LINK, "s=5x5", "s=5x5;p=..../..../..../...._w"),
            16,
            "share link, character 16: Size disagrees with the start position: the size is 5x5 but the start position is a 4x4 board",
        ),
        (
            edited(CEPHALOPOD_LINK, "s=5x5", "s=5x5;p=...../...../..._w"),
            16,
            "share link, character 16: bad start position: row 3 from the top has 3 squares but the first row has 5 (column 16)",
        ),
        (
            edited(DEBLOCKLE_LINK, "r=1", "r=yes"),
            14,
            "share link, character 14: bad r= value 'yes': expected 0 (off) or 1 (on)",
        ),
        (
            edited(DEBLOCKLE_LINK, "_g", "_w"),
            18,
            "share link, character 18: bad start position: side to move 'w' is not 'g' (Gold) or 'b' (Blue)",
        ),
        (
            edited(DEBLOCKLE_LINK, ";p=....bTC../......./..bSL.bCT../......./..gSC..../......./......._g", ""),
            1,
            "share link, character 1: the required field 'p=' is missing",
        ),
        (
            edited(DEBLOCKLE_LINK, "e7-e6:e7", "e7-e6:e8"),
            95,
            "share link, character 95: move 2 (e7-e6:e8) cannot be played: 'e8' is not a square (expected a1 to g7)",
        ),
        (
            edited(DEBLOCKLE_LINK, "c5-c6:c3", "c5-c6:c3,c3-c4"),
            113,
            "share link, character 113: move 4 (c3-c4) cannot be played: the block on c3 is Blue's, and Gold is to move",
        ),
    ];
    let wrong: Vec<String> = cases
        .iter()
        .filter(|(link, column, message)| error(link) != (*column, message.to_string()))
        .map(|(link, _, _)| format!("{link}\n  gives {:?}", error(link)))
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_game_against_the_ai_keeps_its_opponent_in_the_link() {
    let mut record = cephalopod_record();
    record.set_player(Player::First, Some("human"));
    record.set_player(Player::Second, Some("AI level 3"));
    let link = record.to_fragment();
    assert_eq!(
        link,
        "v1;g=c;s=5x5;a=b3;m=b3,c4,c3=b3+c4,d3,c2,d2=c2+d3;k=02682702"
    );
    let read = Record::from_fragment(&link).unwrap();
    assert_eq!(read.player(Player::First), Some("human"));
    assert_eq!(read.player(Player::Second), Some("AI level 3"));
    assert_eq!(read.moves(), record.moves());
    // Two AIs, or two people: nothing to carry.
    record.set_player(Player::First, Some("AI level 1"));
    assert_eq!(record.to_fragment(), CEPHALOPOD_LINK);
}

#[test]
fn perfect_play_keeps_its_level_in_the_link() {
    let mut record = cephalopod_record();
    record.set_player(Player::First, Some("human"));
    record.set_player(Player::Second, Some("AI level 6"));
    let link = record.to_fragment();
    assert!(link.contains(";a=b6;"), "{link}");
    let read = Record::from_fragment(&link).unwrap();
    assert_eq!(read.player(Player::Second), Some("AI level 6"));
}

#[test]
fn a_deblockle_link_names_gold_as_g() {
    let rules = Rules { no_adjacent: false };
    let mut record = Record::new_deblockle(deblockle::example_start(rules), true);
    record.set_player(Player::First, Some("AI level 5"));
    let link = record.to_fragment();
    assert!(link.contains(";a=g5;"), "{link}");
    let read = Record::from_fragment(&link).unwrap();
    assert_eq!(read.player(Player::First), Some("AI level 5"));
    assert_eq!(read.player(Player::Second), Some("human"));
}

#[test]
fn a_bad_ai_field_is_named() {
    for (value, column) in [("x2", 16), ("b9", 16), ("b", 16), ("g2", 16)] {
        let body = format!("v1;g=c;s=5x5;a={value}");
        let link = format!("{body};k={:08x}", fnv(&body));
        let error = Record::from_fragment(&link).unwrap_err();
        assert_eq!(
            error.to_string(),
            format!("share link, character {column}: bad a= value '{value}': expected w or b and a level from 1 to 6, e.g. b2"),
            "{link}"
        );
    }
}

fn fnv(text: &str) -> u32 {
    text.bytes().fold(0x811c_9dc5, |hash: u32, byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    })
}
