//! Property tests: random games of both games survive text and link round
//! trips exactly, and no input makes the readers panic.

use cubeplay_engine::cephalopod;
use cubeplay_engine::deblockle::{random_start, Rules};
use cubeplay_engine::record::Record;
use cubeplay_engine::rng::{RandomSource, SplitMix64};
use cubeplay_engine::AnyPosition;
use cubeplay_engine::Player;
use proptest::prelude::*;

/// Plays up to `plies` moves chosen by `rng` among the engine's legal moves.
fn play_random(record: &mut Record, plies: usize, rng: &mut SplitMix64) {
    for _ in 0..plies {
        let moves: Vec<String> = match (record.cephalopod(), record.deblockle()) {
            (Some((positions, _)), _) => positions[positions.len() - 1]
                .legal_moves()
                .iter()
                .map(ToString::to_string)
                .collect(),
            (_, Some(game)) => game.legal_moves().iter().map(ToString::to_string).collect(),
            _ => unreachable!("a record holds one of the two games"),
        };
        if moves.is_empty() {
            break;
        }
        let choice = &moves[rng.below(moves.len() as u64) as usize];
        record.play(choice).unwrap();
    }
}

/// A Cephalopod start: the empty board, or a random position of any size
/// (dice anywhere, either side to move).
fn cephalopod_start(seed: u64, rows: u8, cols: u8, empty: bool) -> cephalopod::Position {
    let empty_board = cephalopod::Position::new_empty(rows, cols).unwrap();
    if empty {
        return empty_board;
    }
    let mut rng = SplitMix64::new(seed ^ 0x5eed);
    let rows_text: Vec<String> = (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| match rng.below(4) {
                    0 => format!("w{}", 1 + rng.below(6)),
                    1 => format!("b{}", 1 + rng.below(6)),
                    _ => ".".to_string(),
                })
                .collect()
        })
        .collect();
    let side = if rng.below(2) == 0 { "w" } else { "b" };
    format!("{} {side}", rows_text.join("/")).parse().unwrap()
}

/// Labels with quotes, backslashes, control characters and non-ASCII text.
fn label() -> impl Strategy<Value = Option<String>> {
    prop::option::of("[a-zA-Z0-9 \"\\\\\t\u{e9}\u{ca8}]{0,12}")
}

fn check_round_trips(record: &Record) -> Result<(), TestCaseError> {
    let text = record.to_text();
    let parsed = Record::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
    prop_assert_eq!(&parsed, record);
    prop_assert_eq!(parsed.to_text(), text.clone());
    prop_assert_eq!(parsed.positions(), record.positions());
    prop_assert_eq!(parsed.outcome(), record.outcome());
    prop_assert_eq!(parsed.result_text(), record.result_text());

    let link = record.to_fragment();
    prop_assert!(link
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "-._~!$&'()*+,;=:@/?".contains(c)));
    let linked =
        Record::from_fragment(&link).map_err(|e| TestCaseError::fail(format!("{e}\n{link}")))?;
    let mut anonymous = record.clone();
    anonymous.set_player(Player::First, None);
    anonymous.set_player(Player::Second, None);
    anonymous.set_date(None);
    prop_assert_eq!(&linked, &anonymous);
    prop_assert_eq!(linked.to_fragment(), link);
    prop_assert_eq!(linked.final_position(), record.final_position());

    // The positions are the engine's replay of the moves.
    let positions = record.positions();
    prop_assert_eq!(positions.len(), record.ply_count() + 1);
    for (ply, before) in record.plies().iter().zip(&positions) {
        prop_assert_eq!(ply.mover, before.to_move());
    }
    match &positions[positions.len() - 1] {
        AnyPosition::Cephalopod(last) => {
            prop_assert_eq!(Some(last), record.cephalopod().map(|c| &c.0[c.0.len() - 1]))
        }
        AnyPosition::Deblockle(last) => {
            prop_assert_eq!(Some(last), record.deblockle().map(|g| g.position()))
        }
    }
    Ok(())
}

/// A valid record or link with a few random edits: cuts, insertions and
/// replaced characters.
fn damaged(valid: String, edits: Vec<(u16, u8, char)>) -> String {
    let mut chars: Vec<char> = valid.chars().collect();
    for (at, action, c) in edits {
        let at = usize::from(at) % (chars.len() + 1);
        match action % 4 {
            0 => chars.truncate(at),
            1 => chars.insert(at, c),
            2 if at < chars.len() => chars[at] = c,
            _ if at < chars.len() => {
                chars.remove(at);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

fn sample_record(seed: u64) -> Record {
    let mut rng = SplitMix64::new(seed);
    let mut record = if seed.is_multiple_of(2) {
        Record::new_cephalopod(cephalopod_start(seed, 3, 3, seed.is_multiple_of(4)))
    } else {
        let start = random_start([4, 4], Rules::default(), &mut rng).unwrap();
        Record::new_deblockle(start, true)
    };
    play_random(&mut record, 8, &mut rng);
    record.set_player(Player::First, Some("human"));
    record
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_cephalopod_games_round_trip(
        seed in any::<u64>(),
        rows in 2u8..=7,
        cols in 2u8..=7,
        empty in any::<bool>(),
        plies in 0usize..60,
        white in label(),
        black in label(),
        date in label(),
    ) {
        let mut rng = SplitMix64::new(seed);
        let mut record = Record::new_cephalopod(cephalopod_start(seed, rows, cols, empty));
        play_random(&mut record, plies, &mut rng);
        record.set_player(Player::First, white.as_deref());
        record.set_player(Player::Second, black.as_deref());
        record.set_date(date.as_deref());
        check_round_trips(&record)?;
    }

    #[test]
    fn random_deblockle_games_round_trip(
        seed in any::<u64>(),
        gold in 1usize..=4,
        blue in 1usize..=4,
        no_adjacent in any::<bool>(),
        repetition_draw in any::<bool>(),
        plies in 0usize..60,
        gold_player in label(),
        blue_player in label(),
    ) {
        let mut rng = SplitMix64::new(seed);
        let start = random_start([gold, blue], Rules { no_adjacent }, &mut rng).unwrap();
        let mut record = Record::new_deblockle(start, repetition_draw);
        play_random(&mut record, plies, &mut rng);
        record.set_player(Player::First, gold_player.as_deref());
        record.set_player(Player::Second, blue_player.as_deref());
        check_round_trips(&record)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn parse_never_panics_on_any_text(text in any::<String>()) {
        let _ = Record::parse(&text);
        let _ = Record::parse(&format!("cubeplay-record 1\n{text}"));
    }

    #[test]
    fn from_fragment_never_panics_on_any_text(text in any::<String>()) {
        let _ = Record::from_fragment(&text);
        let _ = Record::from_fragment(&format!("v1;{text}"));
    }

    #[test]
    fn damaged_records_and_links_never_panic(
        seed in any::<u64>(),
        edits in prop::collection::vec((any::<u16>(), any::<u8>(), any::<char>()), 1..4),
        ascii_edits in prop::collection::vec((any::<u16>(), any::<u8>(), "[ -~]"), 1..4),
    ) {
        let record = sample_record(seed);
        let ascii: Vec<(u16, u8, char)> = ascii_edits
            .into_iter()
            .map(|(at, action, c)| (at, action, c.chars().next().unwrap_or(' ')))
            .collect();
        for edits in [edits, ascii] {
            let text = damaged(record.to_text(), edits.clone());
            if let Ok(parsed) = Record::parse(&text) {
                // Whatever is accepted is a valid game that writes back.
                prop_assert_eq!(Record::parse(&parsed.to_text()), Ok(parsed));
            }
            let link = damaged(record.to_fragment(), edits);
            if let Ok(linked) = Record::from_fragment(&link) {
                prop_assert_eq!(Record::from_fragment(&linked.to_fragment()), Ok(linked));
            }
        }
    }
}
