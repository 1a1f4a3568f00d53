//! Why a record, a share link, a position or a move cannot be read, in the
//! reader's language. The engine keeps every reason as data (`ErrorKind`,
//! each game's `ParseError` and `MoveError`) for this; in English the
//! messages are the engine's own words (tested below).

use cubeplay_engine::deblockle as deb;
use cubeplay_engine::record::{ErrorKind, Location, RecordError, VERSION};
use cubeplay_engine::{AnyParseError, AnyPosition, GameKind};

use crate::i18n::game_errors::{count, deblockle_move_error, parse_error};
use crate::i18n::{msg, t, Arg, Msg};
use crate::worker::protocol::Failure;

fn quoted(text: &str) -> String {
    format!("'{text}'")
}

/// The reason alone, translated.
pub fn reason(kind: &ErrorKind) -> String {
    use ErrorKind::*;
    let number = |n: usize| Arg::Number(n as f64);
    match kind {
        Empty => t(Msg::RecEmpty),
        MissingVersion { expected, found } => {
            let found = if found.is_empty() {
                t(Msg::RecNothing)
            } else {
                quoted(found)
            };
            msg::rec_missing_version(*expected, found.as_str())
        }
        UnsupportedVersion { found } => msg::rec_unsupported_version(found, VERSION),
        BadHeader { reason } => msg::rec_bad_header(*reason),
        UnknownHeader { name } => msg::rec_unknown_header(name),
        DuplicateHeader { name, first_line } => {
            msg::rec_duplicate_header(name, number(*first_line))
        }
        HeaderNotForGame { name, game } => msg::rec_header_not_for_game(name, game.name()),
        MissingHeader { name } => msg::rec_missing_header(*name),
        MissingField { key } => msg::rec_missing_field(*key),
        HeaderAfterMoves { name } => msg::rec_header_after_moves(name),
        UnknownGame { found } => msg::rec_unknown_game(found),
        BadValue {
            name,
            value,
            expected,
        } => msg::rec_bad_value(*name, value, *expected),
        BadStart { reason } => {
            let reason = parse_error(reason);
            msg::rec_bad_start(reason.as_str())
        }
        SizeDisagrees { given, start } => {
            msg::rec_size_disagrees(given.0, given.1, start.0, start.1)
        }
        BlocksDisagrees { given, start } => msg::rec_blocks_disagrees(
            number(given[0]),
            number(given[1]),
            number(start[0]),
            number(start[1]),
        ),
        BadMoveLine { found } => msg::rec_bad_move_line(found),
        WrongMoveNumber { expected, found } => msg::rec_wrong_move_number(number(*expected), found),
        WrongMover {
            number: ply,
            expected,
            found,
        } => msg::rec_wrong_mover(number(*ply), *expected, found),
        IllegalMove {
            number: ply,
            text,
            reason,
        } => {
            // The message names the move already.
            let reason = match reason {
                AnyParseError::Deblockle(deb::ParseError::IllegalMove { reason, .. }) => {
                    deblockle_move_error(reason)
                }
                other => parse_error(other),
            };
            msg::rec_illegal_move(number(*ply), text, reason.as_str())
        }
        TrailingText { found } => msg::rec_trailing_text(found),
        ResultDisagrees { written, actual } => msg::rec_result_disagrees(written, actual),
        BadCharacter { found } => msg::rec_bad_character(found.to_string().as_str()),
        MissingChecksum => t(Msg::RecMissingChecksum),
        ChecksumMismatch { found, expected } => msg::rec_checksum_mismatch(found, expected),
        BadField { found } => msg::rec_bad_field(found),
        UnknownField { key } => msg::rec_unknown_field(key),
        DuplicateField { key } => msg::rec_duplicate_field(key),
        FieldNotForGame { key, game } => msg::rec_field_not_for_game(key, game.name()),
    }
}

/// Why the AI could not answer, translated. A position it could not read
/// is read again here with the same engine, for the typed reason.
pub fn ai_failure(failure: &Failure) -> String {
    let reread = |game: &str, text: &str, no_adjacent: bool| {
        let kind = game.parse::<GameKind>().ok()?;
        let rules = deb::Rules { no_adjacent };
        AnyPosition::parse(kind, text, rules).err()
    };
    let unreadable = |text: &str| msg::ai_unreadable(text);
    match failure {
        Failure::UnknownGame { found } => reason(&ErrorKind::UnknownGame {
            found: found.clone(),
        }),
        Failure::NoPlayouts => t(Msg::AiNoPlayouts),
        Failure::BadLevel(level) => msg::ai_bad_level(*level),
        Failure::BadPosition {
            game,
            text,
            no_adjacent,
        } => match reread(game, text, *no_adjacent) {
            Some(error) => {
                let reason = parse_error(&error);
                msg::ai_bad_position(text, reason.as_str())
            }
            None => unreadable(text),
        },
        Failure::BadHistory {
            game,
            index,
            text,
            no_adjacent,
        } => match reread(game, text, *no_adjacent) {
            Some(error) => {
                let reason = parse_error(&error);
                msg::ai_bad_history(count(index + 1), text, reason.as_str())
            }
            None => unreadable(text),
        },
        Failure::GameOver => t(Msg::AiGameOver),
        Failure::Stopped { replaced: true } => t(Msg::AiReplaced),
        Failure::Stopped { replaced: false } => t(Msg::AiStopped),
        Failure::WorkerLost => t(Msg::AiWorkerLost),
        Failure::BadRecord { text } => match cubeplay_engine::record::Record::parse(text) {
            Err(error) => describe(&error),
            Ok(_) => unreadable(text),
        },
    }
}

/// Where and why: "line 3: …" or "share link, character 12: …".
pub fn describe(error: &RecordError) -> String {
    let place = match error.location {
        Location::Line(line) => msg::rec_at_line(Arg::Number(line as f64)),
        Location::Column(column) => msg::rec_at_char(Arg::Number(column as f64)),
    };
    format!("{place}: {}", reason(&error.kind))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::game_errors::cephalopod_move_error;
    use crate::i18n::{set_language, Language};
    use cubeplay_engine::cephalopod as ceph;
    use cubeplay_engine::record::Record;

    /// In English the translated messages are the engine's own words.
    #[test]
    fn english_reads_as_the_engine_does() {
        set_language(Language::English);
        let cases = [
            "",
            "cubeplay-record 7",
            "cubeplay-record 1\n[Game \"chess\"]",
            "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"3x3\"]\n[Size \"3x3\"]",
            "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"3x3\"]\n\n1. White z9",
            "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"3x3\"]\n\n2. White a1",
            "cubeplay-record 1\n[Game \"cephalopod\"]\n[Bogus \"1\"]",
        ];
        for text in cases {
            let error = Record::parse(text).unwrap_err();
            assert_eq!(describe(&error), error.to_string(), "{text:?}");
        }
        // Reasons from deeper down: a bad start, an illegal Deblockle move.
        for text in [
            "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"3x3\"]\n[Start \"..../.../... w\"]",
            "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"3x3\"]\n[Start \"..../..../..../.... w\"]",
            "cubeplay-record 1\n[Game \"deblockle\"]\n[Blocks \"1/1\"]\n[Start \"......./......./......./......./......./......./...gSC... g\"]",
            "cubeplay-record 1\n[Game \"deblockle\"]\n[Start \"....bTC../......./..bSL.bCT../......./..gSC..../......./....... g\"]\n\n1. Gold c3-d3",
        ] {
            let error = Record::parse(text).unwrap_err();
            assert_eq!(describe(&error), error.to_string(), "{text:?}");
        }
        for link in [
            "v1;g=c;s=3x3;m=a1;k=00000000",
            "v1;g=c;s=3x3;m=a1",
            "v9;x",
            "v1;g=c;s=3x3;q=1;k=00000000",
        ] {
            let error = Record::from_fragment(link).unwrap_err();
            assert_eq!(describe(&error), error.to_string(), "{link:?}");
        }
        let error = Record::parse(STUCK_START).unwrap_err();
        assert_eq!(describe(&error), error.to_string());
    }

    /// Blue's only block a7 is boxed in by Gold: Blue cannot move, Gold can.
    const STUCK_START: &str = "cubeplay-record 1\n[Game \"deblockle\"]\n\
        [Start \"bTCgTC...../gTC....../......./......./....gTC../......./....... b\"]";

    #[test]
    fn a_stuck_side_to_move_is_named_in_the_readers_language() {
        let error = Record::parse(STUCK_START).unwrap_err();
        set_language(Language::Hungarian);
        assert_eq!(
            describe(&error),
            "3. sor: hibás kezdőállás: Kék következne, de nem tud szabályosan lépni – Kék \
             Deblockle'd lett, így Arany lépne; írd az állás végére a 'g' betűt, hogy Arany \
             következzen"
        );
        set_language(Language::Kannada);
        let kannada = describe(&error);
        assert!(
            kannada.contains("ನೀಲಿ") && kannada.contains("ಚಿನ್ನ"),
            "{kannada}"
        );
        set_language(Language::English);
    }

    /// Failing requests to the AI, each answered through the worker's own
    /// code; the words of each English message are the engine's.
    #[test]
    fn ai_failures_are_translated() {
        use crate::worker::jobs::think::{think_slice, SliceOutcome};
        use crate::worker::protocol::{ThinkRequest, WorkerResponse};
        use cubeplay_engine::ai::{think, FrozenClock, ThinkOptions, Thinker};
        let start = "....bTC../......./..bSL.bCT../......./..gSC..../......./....... g";
        let request = |game: &str, position: &str, level: u8, history: &[&str]| ThinkRequest {
            id: 3,
            game: game.into(),
            position: position.into(),
            level,
            movetime_ms: None,
            no_adjacent: false,
            history: history.iter().map(ToString::to_string).collect(),
            seed: 1,
            starting_with: String::new(),
            only_moves: Vec::new(),
            lines: 0,
        };
        let requests = [
            request("cephalopod", "../.. x", 3, &[]),
            request("deblockle", start, 3, &[start, "......./....... g"]),
            request("cephalopod", ".../.../... w", 9, &[]),
            request("cephalopod", "w1w1/b6w1 w", 3, &[]),
            request("chess", start, 3, &[]),
        ];
        let failure = |request: &ThinkRequest| {
            let outcome = think_slice(
                &mut Thinker::new(),
                request,
                &FrozenClock,
                f64::INFINITY,
                f64::INFINITY,
            );
            match outcome {
                SliceOutcome::Done(WorkerResponse::Failed {
                    id: Some(3),
                    failure,
                }) => failure,
                _ => panic!("expected a failure for {request:?}"),
            }
        };
        set_language(Language::English);
        for request in &requests {
            let engine = match request.game.parse::<GameKind>() {
                Ok(kind) => {
                    let options = ThinkOptions {
                        history: request.history.clone(),
                        ..ThinkOptions::default()
                    };
                    let mut never = || false;
                    let error = think(
                        kind,
                        &request.position,
                        &options,
                        request.level,
                        1,
                        &FrozenClock,
                        &mut never,
                    )
                    .unwrap_err();
                    error.to_string()
                }
                Err(error) => error.to_string(),
            };
            assert_eq!(ai_failure(&failure(request)), engine, "{request:?}");
        }
        set_language(Language::Hungarian);
        assert_eq!(
            ai_failure(&failure(&requests[0])),
            "hibás állás („../.. x”): a soron következő fél hibás a 7. karakternél: „x” (w \
             vagy b lehet)"
        );
        for request in &requests {
            let message = ai_failure(&failure(request));
            set_language(Language::English);
            let english = ai_failure(&failure(request));
            set_language(Language::Hungarian);
            assert_ne!(message, english, "{request:?}");
            assert!(!message.contains("ai-"), "{message}");
        }
        set_language(Language::English);
    }

    fn cephalopod_errors() -> Vec<AnyParseError> {
        let positions = [
            "",
            "x",
            "w7",
            "w",
            "./ w",
            "//",
            "../. w",
            "......../. w",
            "./. w",
            "./.. w",
            "../.. x",
            "../.. ",
            "../.. w b",
            "../../../../../../../.. w",
        ];
        let mut errors: Vec<AnyParseError> = positions
            .iter()
            .filter_map(|text| text.parse::<ceph::Position>().err())
            .map(AnyParseError::Cephalopod)
            .collect();
        let position: ceph::Position = "w1./b6w1 w".parse().unwrap();
        let full: ceph::Position = "w1w1/b6w1 w".parse().unwrap();
        for mv in [
            "", "q", "c1", "a2", "b2=a2", "b2=a2+a2", "b2=a1+b1", "b2=a2+b1",
        ] {
            if let Err(error) = position.parse_move(mv) {
                errors.push(AnyParseError::Cephalopod(error));
            }
        }
        let capture: ceph::Position = "w1.w1/.w1. b".parse().unwrap_or(position.clone());
        for mv in ["b2", "b2=a2+c2", "a1=b1+a2"] {
            if let Err(error) = capture.parse_move(mv) {
                errors.push(AnyParseError::Cephalopod(error));
            }
        }
        errors.push(AnyParseError::Cephalopod(
            full.parse_move("a1").unwrap_err(),
        ));
        errors
    }

    fn deblockle_errors() -> Vec<AnyParseError> {
        let start = "....bTC../......./..bSL.bCT../......./..gSC..../......./....... g";
        let positions = [
            "......./......./......./......./......./......./.......",
            "......./......./......./......./......./......./....... x",
            "......./......./......./......./......./....... g",
            "......./......./......./......./......./......./...... g",
            "......./......./......./......./......./......./...q... g",
            "......./......./......./......./......./......./......gS g",
            "......./......./......./......./......./......./gSQ.... g",
            "......./......./......./......./......./......./gSS.... g",
            "......./......./......./......./......./......./gST.... g",
            "......./......./......./......./......./...gSC./....... g",
            "......./......./......./......./......./......./....... g",
            "gSCgSCgSCgSCgSC../......./......./......./......./......./....... g",
        ];
        let mut errors: Vec<AnyParseError> = positions
            .iter()
            .filter_map(|text| text.parse::<deb::Position>().err())
            .map(AnyParseError::Deblockle)
            .collect();
        let position: deb::Position = start.parse().unwrap();
        for mv in [
            "c3", "c3-z9", "a1-a2", "c7-c6", "c3-e3", "c3-c4", "c3-c4:c6", "c3-b3", "c3-d3",
            "c5-c6", "c5-c4:c3",
        ] {
            if let Err(error) = position.parse_move(mv) {
                errors.push(AnyParseError::Deblockle(error));
            }
        }
        errors
    }

    /// Each reason of the rules, built directly: every variant once.
    fn rule_errors() -> Vec<AnyParseError> {
        let sq = |name: &str| name.parse::<deb::Square>().unwrap();
        let ceph_square = |name: &str| name.parse::<ceph::Square>().unwrap();
        let example: ceph::Move = "b2=a2+c2".parse().unwrap();
        let mut errors: Vec<AnyParseError> = [
            ceph::ParseError::MissingCapturedSquare { column: 4 },
            ceph::ParseError::NothingToCapture {
                square: ceph_square("a2"),
            },
            ceph::ParseError::CaptureSumTooLarge { sum: 9 },
            ceph::ParseError::CaptureCompulsory {
                square: ceph_square("b2"),
                example,
            },
        ]
        .into_iter()
        .map(AnyParseError::Cephalopod)
        .collect();
        let positions = [
            deb::PositionError::BlockOnStar { square: sq("d2") },
            deb::PositionError::SquareTaken { square: sq("c3") },
            deb::PositionError::TooManyBlocks {
                player: cubeplay_engine::Player::Second,
                count: 5,
            },
            deb::PositionError::NoBlocks,
            deb::PositionError::ToMoveStuck {
                stuck: cubeplay_engine::Player::Second,
            },
        ];
        errors.extend(
            positions
                .into_iter()
                .map(|error| AnyParseError::Deblockle(deb::ParseError::Position(error))),
        );
        let (top, to, from) = (deb::Face::Hoops, sq("c4"), sq("c3"));
        let moves = [
            deb::MoveError::GameOver,
            deb::MoveError::NoBlock { from },
            deb::MoveError::NotYourBlock {
                from,
                owner: cubeplay_engine::Player::First,
            },
            deb::MoveError::NotAdjacent { from, to: sq("e5") },
            deb::MoveError::Occupied { to },
            deb::MoveError::IntoStar { to: sq("d6"), top },
            deb::MoveError::StarUp { to },
            deb::MoveError::TurnEndsAfterTip {
                top: deb::Face::Stop,
                removal: false,
            },
            deb::MoveError::TurnEndsAfterTip {
                top: deb::Face::Star,
                removal: true,
            },
            deb::MoveError::HopMissing { top },
            deb::MoveError::NoHopPossible { top },
            deb::MoveError::UnreachableHop {
                top,
                to,
                dest: sq("g7"),
            },
            deb::MoveError::EndsAdjacent,
        ];
        errors.extend(moves.into_iter().map(|reason| {
            AnyParseError::Deblockle(deb::ParseError::IllegalMove {
                text: "c3-c4".to_string(),
                reason,
            })
        }));
        errors
    }

    /// Cephalopod's move errors, which the reader reports as its own.
    #[test]
    fn cephalopod_move_errors_read_as_the_engine_does() {
        let square: ceph::Square = "b2".parse().unwrap();
        let example: ceph::Move = "b2=a2+c2".parse().unwrap();
        let errors = [
            ceph::MoveError::GameOver,
            ceph::MoveError::NotOnBoard { square },
            ceph::MoveError::CaptureOffBoard { target: square },
            ceph::MoveError::SquareOccupied { square },
            ceph::MoveError::NothingToCapture { square },
            ceph::MoveError::TooFewCaptures { target: square },
            ceph::MoveError::CaptureSumTooLarge { sum: 7 },
            ceph::MoveError::CaptureCompulsory { square, example },
        ];
        set_language(Language::English);
        for error in &errors {
            assert_eq!(cephalopod_move_error(error), error.to_string(), "{error:?}");
        }
        set_language(Language::Kannada);
        for error in &errors {
            assert_ne!(cephalopod_move_error(error), error.to_string(), "{error:?}");
        }
        set_language(Language::English);
    }

    /// Every position and move reason reads as the engine words it in
    /// English, and differently in Hungarian.
    #[test]
    fn position_and_move_errors_are_translated() {
        let errors: Vec<AnyParseError> = cephalopod_errors()
            .into_iter()
            .chain(deblockle_errors())
            .chain(rule_errors())
            .collect();
        assert!(errors.len() >= 50, "only {} errors", errors.len());
        set_language(Language::English);
        for error in &errors {
            assert_eq!(parse_error(error), error.to_string(), "{error:?}");
        }
        set_language(Language::Hungarian);
        for error in &errors {
            let message = parse_error(error);
            assert_ne!(message, error.to_string(), "{error:?}");
            assert!(!message.contains("err-"), "{message}");
        }
        set_language(Language::English);
    }
}
