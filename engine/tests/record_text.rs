//! The text record: exact output, round trips, lenient spacing and precise
//! errors for damaged records.

mod common;

use cubeplay_engine::cephalopod;
use cubeplay_engine::deblockle;
use cubeplay_engine::record::{ErrorKind, Location, Options, Ply, Record};
use cubeplay_engine::{AnyParseError, GameKind};
use cubeplay_engine::{Outcome, Player};

const CEPHALOPOD_TEXT: &str = "cubeplay-record 1
[Game \"cephalopod\"]
[Size \"5x5\"]
[White \"human\"]
[Black \"AI level 3\"]
[Date \"2026-11-29\"]
[Start \"...../...../...../...../..... w\"]
[Result \"unfinished\"]

1. White b3
2. Black c4
3. White c3=b3+c4
4. Black d3
5. White c2
6. Black d2=c2+d3
";

const DEBLOCKLE_START: &str = "....bTC../......./..bSL.bCT../......./..gSC..../......./....... g";

const DEBLOCKLE_TEXT: &str = "cubeplay-record 1
[Game \"deblockle\"]
[Blocks \"1/3\"]
[NoAdjacent \"off\"]
[RepetitionDraw \"on\"]
[Gold \"Anna\"]
[Blue \"AI level 5\"]
[Start \"....bTC../......./..bSL.bCT../......./..gSC..../......./....... g\"]
[Result \"unfinished\"]

1. Gold c3-c4:d5
2. Blue e7-e6:e7
3. Blue c5-c6:c3
";

/// A Deblockle game that ends with the third repetition after 12 plies.
const REPETITION_START: &str = "......./......./....bXS../......./..gLT..../......./....... g";
const REPETITION_MOVES: [&str; 12] = [
    "c3-d3:e3", "e5-f5:d4", "e3-f3:e1", "d4-e4:d4", "e1-d1:e1", "d4-c4:c3", "e1-f1:e1", "c3-d3:d4",
    "e1-d1:e1", "d4-c4:c3", "e1-f1:e1", "c3-d3:d4",
];

fn cephalopod_record() -> Record {
    let mut record = Record::new_cephalopod(cephalopod::Position::new_empty(5, 5).unwrap());
    for mv in ["b3", "c4", "c3=b3+c4", "d3", "c2", "d2=c2+d3"] {
        record.play(mv).unwrap();
    }
    record.set_player(Player::First, Some("human"));
    record.set_player(Player::Second, Some("AI level 3"));
    record.set_date(Some("2026-11-29"));
    record
}

fn deblockle_record() -> Record {
    let start = DEBLOCKLE_START.parse::<deblockle::Position>().unwrap();
    let mut record = Record::new_deblockle(start, true);
    for mv in ["c3-c4:d5", "e7-e6:e7", "c5-c6:c3"] {
        record.play(mv).unwrap();
    }
    record.set_player(Player::First, Some("Anna"));
    record.set_player(Player::Second, Some("AI level 5"));
    record
}

fn repetition_text(repetition: &str, extra_move: bool) -> String {
    let mut text = format!(
        "cubeplay-record 1\n[Game \"deblockle\"]\n[RepetitionDraw \"{repetition}\"]\n[Start \"{REPETITION_START}\"]\n\n"
    );
    for (index, mv) in REPETITION_MOVES.iter().enumerate() {
        text.push_str(&format!("{}. {mv}\n", index + 1));
    }
    if extra_move {
        text.push_str("13. e1-d1:e1\n");
    }
    text
}

fn error(text: &str) -> (usize, String) {
    let error = Record::parse(text).expect_err(text);
    (
        error.line().expect("a text error has a line"),
        error.to_string(),
    )
}

#[test]
fn cephalopod_record_is_written_exactly_and_read_back() {
    let record = cephalopod_record();
    assert_eq!(record.to_text(), CEPHALOPOD_TEXT);
    assert_eq!(record.to_string(), CEPHALOPOD_TEXT);
    let parsed = Record::parse(CEPHALOPOD_TEXT).unwrap();
    assert_eq!(parsed, record);
    assert_eq!(parsed.kind(), GameKind::Cephalopod);
    assert_eq!(parsed.options(), Options::Cephalopod { rows: 5, cols: 5 });
    assert_eq!(parsed.player(Player::First), Some("human"));
    assert_eq!(parsed.player(Player::Second), Some("AI level 3"));
    assert_eq!(parsed.date(), Some("2026-11-29"));
    assert_eq!(parsed.ply_count(), 6);
    assert_eq!(
        parsed.moves(),
        ["b3", "c4", "c3=b3+c4", "d3", "c2", "d2=c2+d3"]
    );
    let positions: Vec<String> = parsed.positions().iter().map(ToString::to_string).collect();
    assert_eq!(
        positions,
        [
            "...../...../...../...../..... w",
            "...../...../.w1.../...../..... b",
            "...../..b1../.w1.../...../..... w",
            "...../...../..w2../...../..... b",
            "...../...../..w2b1./...../..... w",
            "...../...../..w2b1./..w1../..... b",
            "...../...../..w2../...b2./..... w",
        ]
    );
    assert_eq!(
        parsed.final_position().to_string(),
        "...../...../..w2../...b2./..... w"
    );
    assert_eq!(parsed.position_at(3).unwrap().to_string(), positions[3]);
    assert_eq!(parsed.position_at(7), None);
    assert_eq!(parsed.outcome(), None);
    assert_eq!(parsed.result_text(), None);
    assert_eq!(parsed.to_text(), CEPHALOPOD_TEXT);
    let (positions, moves) = parsed.cephalopod().unwrap();
    assert_eq!((positions.len(), moves.len()), (7, 6));
    assert_eq!(moves[2].capture_count(), 2);
    assert!(parsed.deblockle().is_none());
}

#[test]
fn deblockle_hop_and_deblockled_double_move_round_trip() {
    let record = deblockle_record();
    assert_eq!(record.to_text(), DEBLOCKLE_TEXT);
    let parsed = Record::parse(DEBLOCKLE_TEXT).unwrap();
    assert_eq!(parsed, record);
    assert_eq!(
        parsed.options(),
        Options::Deblockle {
            blocks: [1, 3],
            no_adjacent: false,
            repetition_draw: true,
        }
    );
    let ply = |number, mover, notation: &str| Ply {
        number,
        mover,
        notation: notation.to_string(),
    };
    // Gold is Deblockle'd after its hop to d5: Blue moves twice.
    assert_eq!(
        parsed.plies(),
        [
            ply(1, Player::First, "c3-c4:d5"),
            ply(2, Player::Second, "e7-e6:e7"),
            ply(3, Player::Second, "c5-c6:c3"),
        ]
    );
    assert_eq!(parsed.positions().len(), 4);
    assert_eq!(parsed.final_position().to_move(), Player::First);
    assert_eq!(parsed.deblockle().unwrap().moves().len(), 3);
    assert!(parsed.cephalopod().is_none());
    assert_eq!(parsed.to_text(), DEBLOCKLE_TEXT);
}

#[test]
fn the_examples_of_the_format_spec_are_exact() {
    let blocks = common::record_doc_blocks("text");
    assert_eq!(blocks.len(), 3, "{blocks:?}");
    assert_eq!(blocks[0], CEPHALOPOD_TEXT);
    assert_eq!(blocks[1], DEBLOCKLE_TEXT);
    let links: Vec<&str> = blocks[2].lines().collect();
    assert_eq!(
        links,
        [
            cephalopod_record().to_fragment(),
            deblockle_record().to_fragment()
        ]
    );
    for (text, link) in blocks[..2].iter().zip(links) {
        let mut from_text = Record::parse(text).unwrap();
        // A link keeps the AI's seat and level; the other seat reads as human.
        let ai = Player::BOTH
            .into_iter()
            .find(|&seat| {
                from_text
                    .player(seat)
                    .is_some_and(|p| p.starts_with("AI level"))
            })
            .unwrap();
        from_text.set_player(ai.opponent(), Some("human"));
        from_text.set_date(None);
        assert_eq!(Record::from_fragment(link).unwrap(), from_text);
    }
}

#[test]
fn finished_cephalopod_game_states_its_result() {
    let start: cephalopod::Position = ".b6./w2w2b2/w1b6w1 w".parse().unwrap();
    let mut record = Record::new_cephalopod(start);
    record.play("a3").unwrap();
    record.play("c3").unwrap();
    let text = record.to_text();
    assert_eq!(
        text,
        "cubeplay-record 1
[Game \"cephalopod\"]
[Size \"3x3\"]
[Start \".b6./w2w2b2/w1b6w1 w\"]
[Result \"White wins 5-4\"]

1. White a3
2. Black c3
"
    );
    let parsed = Record::parse(&text).unwrap();
    assert_eq!(parsed, record);
    assert_eq!(parsed.outcome(), Some(Outcome::Win(Player::First)));
    assert_eq!(parsed.result_text().as_deref(), Some("White wins 5-4"));
    assert_eq!(
        parsed.final_position().to_string(),
        "w1b6b1/w2w2b2/w1b6w1 w"
    );
    assert_eq!(
        error(&format!("{text}3. White a1\n")),
        (
            9,
            "line 9: move 3 (a1) cannot be played: the game is over: the board is full".to_string()
        )
    );
}

#[test]
fn finished_deblockle_game_states_its_result() {
    let text = "cubeplay-record 1
[Game \"deblockle\"]
[Blocks \"1/2\"]
[NoAdjacent \"off\"]
[RepetitionDraw \"on\"]
[Start \"......./......./..bXT.bLX../......./..gLS..../......./....... g\"]
[Result \"Gold wins (all blocks removed)\"]

1. Gold c3-d3:e4
2. Blue e5-e6:f6
3. Gold e4-d4:d7
4. Blue f6-f7:e5
5. Gold d7-d6
";
    let record = Record::parse(text).unwrap();
    assert_eq!(record.to_text(), text);
    assert_eq!(record.outcome(), Some(Outcome::Win(Player::First)));
    assert_eq!(
        record.result_text().as_deref(),
        Some("Gold wins (all blocks removed)")
    );
    assert_eq!(
        error(&format!("{text}6. Blue e5-e4\n")),
        (
            14,
            "line 14: move 6 (e5-e4) cannot be played: the game is over".to_string()
        )
    );
}

#[test]
fn repetition_draw_follows_its_header() {
    let on = Record::parse(&repetition_text("on", false)).unwrap();
    assert_eq!(on.outcome(), Some(Outcome::Draw));
    assert_eq!(on.result_text().as_deref(), Some("draw (third repetition)"));
    assert_eq!(
        error(&repetition_text("on", true)),
        (
            18,
            "line 18: move 13 (e1-d1:e1) cannot be played: the game is over".to_string()
        )
    );
    let off = Record::parse(&repetition_text("off", true)).unwrap();
    assert_eq!(off.ply_count(), 13);
    assert_eq!(off.outcome(), None);
    assert_eq!(
        off.options(),
        Options::Deblockle {
            blocks: [1, 1],
            no_adjacent: false,
            repetition_draw: false,
        }
    );
    assert_eq!(Record::parse(&off.to_text()).unwrap(), off);
}

#[test]
fn reading_is_lenient_about_layout_only() {
    let messy = "\u{feff}\r\n  \r\ncubeplay-record 1\r\n# exported by hand\r\n[Start \"...../...../...../...../..... w\"]\r\n  [Size   \"5x5\"]  \r\n[Game \"cephalopod\"]\r\n\r\n1.   b3\r\n2. black c4\r\n# the first capture\r\n3. WHITE c3=c4+b3\r\n";
    let parsed = Record::parse(messy).unwrap();
    assert_eq!(parsed.moves(), ["b3", "c4", "c3=b3+c4"]);
    assert_eq!(parsed.player(Player::First), None);
    assert_eq!(parsed.date(), None);
    let mut expected = cephalopod_record();
    expected.truncate(3);
    expected.set_player(Player::First, None);
    expected.set_player(Player::Second, None);
    expected.set_date(None);
    assert_eq!(parsed, expected);
    let spaced = CEPHALOPOD_TEXT.replace("cubeplay-record 1", "cubeplay-record \t 1");
    assert_eq!(Record::parse(&spaced).unwrap(), cephalopod_record());
}

#[test]
fn header_values_escape_quotes_and_backslashes() {
    let mut record = Record::new_cephalopod(cephalopod::Position::new_empty(2, 3).unwrap());
    record.set_player(Player::First, Some("Anna \"the\" \\ Kovács"));
    record.set_player(Player::Second, Some("ಕನ್ನಡ\tline\nbreak"));
    record.set_date(Some(""));
    assert_eq!(record.player(Player::Second), Some("ಕನ್ನಡ line break"));
    let text = record.to_text();
    assert!(
        text.contains("[White \"Anna \\\"the\\\" \\\\ Kovács\"]\n"),
        "{text}"
    );
    assert!(text.contains("[Date \"\"]\n"), "{text}");
    let parsed = Record::parse(&text).unwrap();
    assert_eq!(parsed, record);
    assert_eq!(parsed.player(Player::First), Some("Anna \"the\" \\ Kovács"));
}

#[test]
fn play_and_truncate_keep_the_record_valid() {
    let mut record = cephalopod_record();
    let before = record.clone();
    let error = record.play("c3").unwrap_err();
    assert_eq!(
        error,
        ErrorKind::IllegalMove {
            number: 7,
            text: "c3".to_string(),
            reason: AnyParseError::Cephalopod(cephalopod::ParseError::SquareOccupied {
                square: "c3".parse().unwrap(),
            }),
        }
    );
    assert_eq!(
        error.to_string(),
        "move 7 (c3) cannot be played: square c3 is already occupied"
    );
    assert_eq!(record, before);
    record.truncate(10);
    assert_eq!(record, before);
    record.truncate(2);
    assert_eq!(record.moves(), ["b3", "c4"]);
    assert_eq!(
        record.final_position().to_string(),
        "...../..b1../.w1.../...../..... w"
    );
    let mut game = deblockle_record();
    game.truncate(1);
    assert_eq!(game.moves(), ["c3-c4:d5"]);
    let error = game.play("c5-c6").unwrap_err();
    assert_eq!(
        error,
        ErrorKind::IllegalMove {
            number: 2,
            text: "c5-c6".to_string(),
            reason: AnyParseError::Deblockle(deblockle::ParseError::IllegalMove {
                text: "c5-c6".to_string(),
                reason: deblockle::MoveError::HopMissing {
                    top: deblockle::Face::Hoops
                },
            }),
        }
    );
    assert_eq!(
        error.to_string(),
        "move 2 (c5-c6) cannot be played: Hoops lands on top, so the block must hop (write <from>-<to>:<dest>)"
    );
    game.play("e7-e6:e7").unwrap();
    assert_eq!(game.ply_count(), 2);
}

/// `CEPHALOPOD_TEXT` with line `line` (1-based) replaced.
fn with_line(line: usize, replacement: &str) -> String {
    CEPHALOPOD_TEXT
        .lines()
        .enumerate()
        .map(|(index, text)| {
            if index + 1 == line {
                format!("{replacement}\n")
            } else {
                format!("{text}\n")
            }
        })
        .collect()
}

#[test]
fn damaged_cephalopod_records_name_the_line_and_the_reason() {
    let cases: Vec<(String, usize, &str)> = vec![
        ("".to_string(), 1, "line 1: there is nothing to read"),
        ("\n  \n".to_string(), 1, "line 1: there is nothing to read"),
        (
            "\n[Game \"cephalopod\"]\n".to_string(),
            2,
            "line 2: expected the format marker 'cubeplay-record 1' but found '[Game \"cephalopod\"]'",
        ),
        (
            with_line(1, "cubeplay-record 2"),
            1,
            "line 1: format version '2' is not supported (this app reads version 1)",
        ),
        (
            with_line(1, "cubeplay-record1"),
            1,
            "line 1: expected the format marker 'cubeplay-record 1' but found 'cubeplay-record1'",
        ),
        (
            with_line(1, "cubeplay-record one"),
            1,
            "line 1: expected the format marker 'cubeplay-record 1' but found 'cubeplay-record one'",
        ),
        (
            with_line(4, "[Colour \"red\"]"),
            4,
            "line 4: unknown header 'Colour'",
        ),
        (
            with_line(4, "[Size \"5x5\"]"),
            4,
            "line 4: header 'Size' appears twice (first on line 3)",
        ),
        (
            with_line(4, "[Gold \"human\"]"),
            4,
            "line 4: header 'Gold' does not belong to a cephalopod record",
        ),
        (
            with_line(2, "# no game"),
            10,
            "line 10: the required header 'Game' is missing",
        ),
        (
            with_line(2, "[Game \"chess\"]"),
            2,
            "line 2: unknown game 'chess' (expected cephalopod or deblockle)",
        ),
        (
            with_line(3, ""),
            10,
            "line 10: the required header 'Size' is missing",
        ),
        (
            with_line(3, "[Size \"8x5\"]"),
            3,
            "line 3: bad Size value '8x5': expected rows x columns, each 2 to 7, like 5x5",
        ),
        (
            with_line(3, "[Size \"5x3\"]"),
            7,
            "line 7: Size disagrees with the start position: the size is 5x3 but the start position is a 5x5 board",
        ),
        (
            with_line(7, "[Start \"...../...../...../...../.... w\"]"),
            7,
            "line 7: bad start position: row 5 from the top has 4 squares but the first row has 5 (column 29)",
        ),
        (
            with_line(7, "[Start \"...../...../...../...../..... g\"]"),
            7,
            "line 7: bad start position: bad side to move 'g' at column 31 (expected w or b)",
        ),
        (
            with_line(8, "[Result \"White wins 13-12\"]"),
            8,
            "line 8: the result 'White wins 13-12' disagrees with the moves, which give 'unfinished'",
        ),
        (
            with_line(2, "[Game cephalopod]"),
            2,
            "line 2: bad header: expected a space and a value in double quotes after the name",
        ),
        (
            with_line(2, "[Game \"cephalopod]"),
            2,
            "line 2: bad header: the value has no closing '\"'",
        ),
        (
            with_line(2, "[Game \"cephalopod\""),
            2,
            "line 2: bad header: expected ']' after the closing '\"'",
        ),
        (
            with_line(2, "[ \"cephalopod\"]"),
            2,
            "line 2: bad header: expected a header name right after '['",
        ),
        (
            with_line(4, "[White \"a\\b\"]"),
            4,
            "line 4: bad header: a '\\' in a value must be followed by '\"' or '\\'",
        ),
        (
            with_line(2, "[Game \"cephalopod\"] please"),
            2,
            "line 2: unexpected text 'please' at the end of the line",
        ),
        (
            format!("{CEPHALOPOD_TEXT}[Date \"today\"]\n"),
            16,
            "line 16: header 'Date' comes after the moves (headers must come first)",
        ),
        (
            with_line(10, "one. White b3"),
            10,
            "line 10: 'one. White b3' is not a move line (expected the move number, the mover and the move, like '3. Gold c3-c4:d5')",
        ),
        (
            with_line(10, "1. White"),
            10,
            "line 10: '1. White' is not a move line (expected the move number, the mover and the move, like '3. Gold c3-c4:d5')",
        ),
        (
            with_line(12, "4. White c3=b3+c4"),
            12,
            "line 12: expected move number 3 but found '4.'",
        ),
        (
            with_line(12, "03. White c3=b3+c4"),
            12,
            "line 12: expected move number 3 but found '03.'",
        ),
        (
            with_line(12, "3. Black c3=b3+c4"),
            12,
            "line 12: move 3 is by White, not Black",
        ),
        (
            with_line(12, "3. White c3"),
            12,
            "line 12: move 3 (c3) cannot be played: illegal in this position: a capture is compulsory on c3 (for example c3=b3+c4)",
        ),
        (
            with_line(12, "3. White c4"),
            12,
            "line 12: move 3 (c4) cannot be played: square c4 is already occupied",
        ),
        (
            with_line(12, "3. White c3=b3+c4 d3"),
            12,
            "line 12: unexpected text 'd3' at the end of the line",
        ),
        (
            with_line(12, "3. White c3=b3+c4 # took two"),
            12,
            "line 12: unexpected text '# took two' at the end of the line",
        ),
        (
            with_line(15, "6. Black d2=c2+d3+e2"),
            15,
            "line 15: move 6 (d2=c2+d3+e2) cannot be played: there is no die on e2 to capture",
        ),
        (
            format!("{CEPHALOPOD_TEXT}7. White f9\n"),
            16,
            "line 16: move 7 (f9) cannot be played: square f9 is not on the 5×5 board",
        ),
        (
            format!("{CEPHALOPOD_TEXT}\nthat was fun\n"),
            17,
            "line 17: 'that was fun' is not a move line (expected the move number, the mover and the move, like '3. Gold c3-c4:d5')",
        ),
    ];
    for (text, line, message) in cases {
        assert_eq!(error(&text), (line, message.to_string()), "{text}");
    }
}

#[test]
fn damaged_deblockle_records_name_the_line_and_the_reason() {
    let with_line = |line: usize, replacement: &str| -> String {
        DEBLOCKLE_TEXT
            .lines()
            .enumerate()
            .map(|(index, text)| {
                if index + 1 == line {
                    format!("{replacement}\n")
                } else {
                    format!("{text}\n")
                }
            })
            .collect()
    };
    let cases: Vec<(String, usize, &str)> = vec![
        (
            with_line(3, "[Size \"5x5\"]"),
            3,
            "line 3: header 'Size' does not belong to a deblockle record",
        ),
        (
            with_line(3, "[Blocks \"4/4\"]"),
            3,
            "line 3: Blocks disagrees with the start position: 4/4 blocks are given but the start position has 1 for Gold and 3 for Blue",
        ),
        (
            with_line(3, "[Blocks \"5/4\"]"),
            3,
            "line 3: bad Blocks value '5/4': expected Gold's and Blue's blocks, 0 to 4 each, like 4/4",
        ),
        (
            with_line(4, "[NoAdjacent \"yes\"]"),
            4,
            "line 4: bad NoAdjacent value 'yes': expected on or off",
        ),
        (
            with_line(5, "[RepetitionDraw \"\"]"),
            5,
            "line 5: bad RepetitionDraw value '': expected on or off",
        ),
        (
            with_line(6, "[White \"Anna\"]"),
            6,
            "line 6: header 'White' does not belong to a deblockle record",
        ),
        (
            with_line(8, ""),
            11,
            "line 11: the required header 'Start' is missing",
        ),
        (
            with_line(
                8,
                "[Start \"....bTC../......./..bSL.bCT../......./..gSC..../......./...d... g\"]",
            ),
            8,
            "line 8: bad start position: d1: 'd' cannot start a square (expected '.', 'g' or 'b')",
        ),
        (
            with_line(
                8,
                "[Start \"....bTC../......./..bSL.bCT../......./..gSC..../......./....... w\"]",
            ),
            8,
            "line 8: bad start position: side to move 'w' is not 'g' (Gold) or 'b' (Blue)",
        ),
        (
            with_line(
                8,
                "[Start \"....bTC../......./..bSL.bCT../...gSS./..gSC..../......./....... g\"]",
            ),
            8,
            "line 8: bad start position: d4: top Star and north Star are the same face, so no cube lies that way",
        ),
        (
            with_line(11, "1. Blue c3-c4:d5"),
            11,
            "line 11: move 1 is by Gold, not Blue",
        ),
        (
            with_line(11, "1. Gold c3-c4"),
            11,
            "line 11: move 1 (c3-c4) cannot be played: X lands on top, so the block must hop (write <from>-<to>:<dest>)",
        ),
        (
            with_line(11, "1. Gold e5-e4:e3"),
            11,
            "line 11: move 1 (e5-e4:e3) cannot be played: the block on e5 is Blue's, and Gold is to move",
        ),
        (
            with_line(11, "1. Gold c3-c4:d6"),
            11,
            "line 11: move 1 (c3-c4:d6) cannot be played: a X hop from c4 cannot end on d6",
        ),
        (
            with_line(11, "1. Gold c3c4"),
            11,
            "line 11: move 1 (c3c4) cannot be played: 'c3c4' is not a move (expected <from>-<to> or <from>-<to>:<dest>, e.g. c3-c4:d5)",
        ),
        (
            with_line(13, "3. Gold c5-c6:c3"),
            13,
            "line 13: move 3 is by Blue, not Gold",
        ),
        (
            with_line(9, "[Result \"Gold wins (all blocks removed)\"]"),
            9,
            "line 9: the result 'Gold wins (all blocks removed)' disagrees with the moves, which give 'unfinished'",
        ),
    ];
    for (text, line, message) in cases {
        assert_eq!(error(&text), (line, message.to_string()), "{text}");
    }
}

#[test]
fn errors_carry_their_kind_for_translation() {
    let error = Record::parse(&with_line(12, "3. White c4")).unwrap_err();
    assert_eq!(error.location, Location::Line(12));
    assert_eq!(error.column(), None);
    assert_eq!(
        error.kind,
        ErrorKind::IllegalMove {
            number: 3,
            text: "c4".to_string(),
            reason: AnyParseError::Cephalopod(cephalopod::ParseError::SquareOccupied {
                square: "c4".parse().unwrap(),
            }),
        }
    );
    assert_eq!(
        error.to_string(),
        "line 12: move 3 (c4) cannot be played: square c4 is already occupied"
    );
}
