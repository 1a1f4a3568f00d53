//! Why a record, a share link, a position or a move cannot be read, in the
//! reader's language. The engine keeps every reason as data (`ErrorKind`,
//! each game's `ParseError` and `MoveError`) for this; in English the
//! messages are the engine's own words (tested below).

use cubeplay_engine::cephalopod::{self as ceph, MAX_CAPTURE_SUM, MAX_SIDE, MIN_SIDE};
use cubeplay_engine::deblockle::{self as deb, BOARD_SIZE, MAX_BLOCKS};
use cubeplay_engine::record::{ErrorKind, Location, RecordError, VERSION};
use cubeplay_engine::{AnyParseError, AnyPosition, GameKind};

use crate::i18n::labels::face_message;
use crate::i18n::labels::player_label;
use crate::i18n::{t, t_with, Arg};
use crate::worker::protocol::Failure;

fn quoted(text: &str) -> String {
    format!("'{text}'")
}

/// The reason alone, translated.
pub fn reason(kind: &ErrorKind) -> String {
    use ErrorKind::*;
    let number = |n: usize| Arg::Number(n as f64);
    match kind {
        Empty => t("rec-empty"),
        MissingVersion { expected, found } => {
            let found = if found.is_empty() {
                t("rec-nothing")
            } else {
                quoted(found)
            };
            t_with(
                "rec-missing-version",
                &[
                    ("expected", (*expected).into()),
                    ("found", found.as_str().into()),
                ],
            )
        }
        UnsupportedVersion { found } => t_with(
            "rec-unsupported-version",
            &[("found", found.into()), ("version", VERSION.into())],
        ),
        BadHeader { reason } => t_with("rec-bad-header", &[("reason", (*reason).into())]),
        UnknownHeader { name } => t_with("rec-unknown-header", &[("name", name.into())]),
        DuplicateHeader { name, first_line } => t_with(
            "rec-duplicate-header",
            &[("name", name.into()), ("first", number(*first_line))],
        ),
        HeaderNotForGame { name, game } => t_with(
            "rec-header-not-for-game",
            &[("name", name.into()), ("game", game.name().into())],
        ),
        MissingHeader { name } => t_with("rec-missing-header", &[("name", (*name).into())]),
        MissingField { key } => t_with("rec-missing-field", &[("key", (*key).into())]),
        HeaderAfterMoves { name } => t_with("rec-header-after-moves", &[("name", name.into())]),
        UnknownGame { found } => t_with("rec-unknown-game", &[("found", found.into())]),
        BadValue {
            name,
            value,
            expected,
        } => t_with(
            "rec-bad-value",
            &[
                ("name", (*name).into()),
                ("value", value.into()),
                ("expected", (*expected).into()),
            ],
        ),
        BadStart { reason } => {
            let reason = parse_error(reason);
            t_with("rec-bad-start", &[("reason", reason.as_str().into())])
        }
        SizeDisagrees { given, start } => t_with(
            "rec-size-disagrees",
            &[
                ("rows", given.0.into()),
                ("cols", given.1.into()),
                ("start-rows", start.0.into()),
                ("start-cols", start.1.into()),
            ],
        ),
        BlocksDisagrees { given, start } => t_with(
            "rec-blocks-disagrees",
            &[
                ("gold", number(given[0])),
                ("blue", number(given[1])),
                ("start-gold", number(start[0])),
                ("start-blue", number(start[1])),
            ],
        ),
        BadMoveLine { found } => t_with("rec-bad-move-line", &[("found", found.into())]),
        WrongMoveNumber { expected, found } => t_with(
            "rec-wrong-move-number",
            &[("expected", number(*expected)), ("found", found.into())],
        ),
        WrongMover {
            number: ply,
            expected,
            found,
        } => t_with(
            "rec-wrong-mover",
            &[
                ("number", number(*ply)),
                ("expected", (*expected).into()),
                ("found", found.into()),
            ],
        ),
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
            t_with(
                "rec-illegal-move",
                &[
                    ("number", number(*ply)),
                    ("text", text.into()),
                    ("reason", reason.as_str().into()),
                ],
            )
        }
        TrailingText { found } => t_with("rec-trailing-text", &[("found", found.into())]),
        ResultDisagrees { written, actual } => t_with(
            "rec-result-disagrees",
            &[("written", written.into()), ("actual", actual.into())],
        ),
        BadCharacter { found } => t_with(
            "rec-bad-character",
            &[("found", found.to_string().as_str().into())],
        ),
        MissingChecksum => t("rec-missing-checksum"),
        ChecksumMismatch { found, expected } => t_with(
            "rec-checksum-mismatch",
            &[("found", found.into()), ("expected", expected.into())],
        ),
        BadField { found } => t_with("rec-bad-field", &[("found", found.into())]),
        UnknownField { key } => t_with("rec-unknown-field", &[("key", key.into())]),
        DuplicateField { key } => t_with("rec-duplicate-field", &[("key", key.into())]),
        FieldNotForGame { key, game } => t_with(
            "rec-field-not-for-game",
            &[("key", key.into()), ("game", game.name().into())],
        ),
    }
}

/// Why a position or a move of either game cannot be read or played.
pub fn parse_error(error: &AnyParseError) -> String {
    match error {
        AnyParseError::Cephalopod(error) => cephalopod_error(error),
        AnyParseError::Deblockle(error) => deblockle_error(error),
    }
}

fn count(n: usize) -> Arg<'static> {
    Arg::Number(n as f64)
}

/// A message whose arguments are all text (squares, moves, names).
fn with_texts(id: &str, args: &[(&str, String)]) -> String {
    let args: Vec<(&str, Arg)> = args
        .iter()
        .map(|(name, value)| (*name, value.as_str().into()))
        .collect();
    t_with(id, &args)
}

fn cephalopod_error(error: &ceph::ParseError) -> String {
    use ceph::ParseError::*;
    let at = |id: &str, column: usize| t_with(id, &[("column", count(column))]);
    match error {
        Empty { what } => t_with("err-c-empty", &[("what", (*what).into())]),
        BadSquare { token, column } => t_with(
            "err-c-bad-square",
            &[("token", token.into()), ("column", count(*column))],
        ),
        UnknownSquare { square, rows, cols } => t_with(
            "err-c-unknown-square",
            &[
                ("square", square.into()),
                ("rows", (*rows).into()),
                ("cols", (*cols).into()),
            ],
        ),
        MissingCapturedSquare { column } => at("err-c-missing-captured", *column),
        SquareOccupied { square } => {
            cephalopod_move_error(&ceph::MoveError::SquareOccupied { square: *square })
        }
        DuplicateCapture { square } => {
            with_texts("err-c-duplicate-capture", &[("square", square.to_string())])
        }
        NotAdjacent { captured, target } => with_texts(
            "err-c-not-adjacent",
            &[
                ("captured", captured.to_string()),
                ("target", target.to_string()),
            ],
        ),
        NothingToCapture { square } => {
            cephalopod_move_error(&ceph::MoveError::NothingToCapture { square: *square })
        }
        TooFewCaptures { target } => {
            cephalopod_move_error(&ceph::MoveError::TooFewCaptures { target: *target })
        }
        CaptureSumTooLarge { sum } => {
            cephalopod_move_error(&ceph::MoveError::CaptureSumTooLarge { sum: *sum })
        }
        CaptureCompulsory { square, example } => {
            cephalopod_move_error(&ceph::MoveError::CaptureCompulsory {
                square: *square,
                example: *example,
            })
        }
        GameOver => cephalopod_move_error(&ceph::MoveError::GameOver),
        UnexpectedChar { found, column } => t_with(
            "err-c-unexpected-char",
            &[
                ("found", format!("{found:?}").as_str().into()),
                ("column", count(*column)),
            ],
        ),
        BadPips {
            found: Some(found),
            column,
        } => t_with(
            "err-c-bad-pips",
            &[
                ("found", format!("{found:?}").as_str().into()),
                ("column", count(*column)),
            ],
        ),
        BadPips {
            found: None,
            column,
        } => at("err-c-missing-pips", *column),
        EmptyRow {
            row_from_top,
            column,
        } => t_with(
            "err-c-empty-row",
            &[("row", count(*row_from_top)), ("column", count(*column))],
        ),
        RowLengthMismatch {
            row_from_top,
            expected,
            found,
            column,
        } => t_with(
            "err-c-row-length",
            &[
                ("row", count(*row_from_top)),
                ("found", count(*found)),
                ("expected", count(*expected)),
                ("column", count(*column)),
            ],
        ),
        BoardTooLarge { column } => t_with(
            "err-c-too-large",
            &[("column", count(*column)), ("max", MAX_SIDE.into())],
        ),
        BoardTooSmall { rows, cols } => t_with(
            "err-c-too-small",
            &[
                ("rows", count(*rows)),
                ("cols", count(*cols)),
                ("min", MIN_SIDE.into()),
            ],
        ),
        MissingSideToMove { column } => at("err-c-missing-side", *column),
        BadSideToMove { found, column } => t_with(
            "err-c-bad-side",
            &[("found", found.into()), ("column", count(*column))],
        ),
        TrailingText { column } => at("err-c-trailing", *column),
    }
}

fn cephalopod_move_error(error: &ceph::MoveError) -> String {
    use ceph::MoveError::*;
    match error {
        GameOver => t("err-c-game-over"),
        NotOnBoard { square } => {
            with_texts("err-c-not-on-board", &[("square", square.to_string())])
        }
        CaptureOffBoard { target } => {
            with_texts("err-c-capture-off-board", &[("target", target.to_string())])
        }
        SquareOccupied { square } => {
            with_texts("err-c-occupied", &[("square", square.to_string())])
        }
        NothingToCapture { square } => with_texts(
            "err-c-nothing-to-capture",
            &[("square", square.to_string())],
        ),
        TooFewCaptures { target } => {
            with_texts("err-c-too-few-captures", &[("target", target.to_string())])
        }
        CaptureSumTooLarge { sum } => t_with(
            "err-c-sum-too-large",
            &[("sum", (*sum).into()), ("max", MAX_CAPTURE_SUM.into())],
        ),
        CaptureCompulsory { square, example } => with_texts(
            "err-c-compulsory",
            &[
                ("square", square.to_string()),
                ("example", example.to_string()),
            ],
        ),
    }
}

fn face(face: deb::Face) -> String {
    t(face_message(face))
}

fn deblockle_error(error: &deb::ParseError) -> String {
    use deb::ParseError::*;
    let size = || Arg::from(BOARD_SIZE);
    match error {
        MissingSideToMove => t("err-d-missing-side"),
        BadSideToMove { found } => t_with("err-d-bad-side", &[("found", found.into())]),
        WrongRowCount { found } => t_with(
            "err-d-row-count",
            &[("found", count(*found)), ("size", size())],
        ),
        RowLength { row, squares } => t_with(
            "err-d-row-length",
            &[
                ("row", (row + 1).into()),
                ("squares", count(*squares)),
                ("size", size()),
            ],
        ),
        BadSquareStart { row, column, found } => with_texts(
            "err-d-bad-square-start",
            &[
                (
                    "square",
                    deb::Square::new(*column, *row).map_or_else(String::new, |s| s.to_string()),
                ),
                ("found", found.to_string()),
            ],
        ),
        TruncatedBlock { square } => {
            with_texts("err-d-truncated", &[("square", square.to_string())])
        }
        BadFace { square, found } => with_texts(
            "err-d-bad-face",
            &[("square", square.to_string()), ("found", found.to_string())],
        ),
        ImpossibleOrientation { square, top, north } => with_texts(
            "err-d-impossible",
            &[
                ("square", square.to_string()),
                ("top", face(*top)),
                ("north", face(*north)),
                ("same", if top == north { "yes" } else { "no" }.to_string()),
            ],
        ),
        Position(error) => position_error(error),
        BadSquare { found } => t_with("err-d-bad-square", &[("found", found.into())]),
        BadMoveSyntax { found } => t_with("err-d-bad-move", &[("found", found.into())]),
        IllegalMove { text, reason } => {
            let reason = deblockle_move_error(reason);
            t_with(
                "err-d-illegal",
                &[("text", text.into()), ("reason", reason.as_str().into())],
            )
        }
    }
}

fn position_error(error: &deb::PositionError) -> String {
    use deb::PositionError::*;
    match error {
        BlockOnStar { square } => {
            with_texts("err-d-block-on-star", &[("square", square.to_string())])
        }
        SquareTaken { square } => {
            with_texts("err-d-square-taken", &[("square", square.to_string())])
        }
        TooManyBlocks {
            player,
            count: blocks,
        } => {
            let player = player_label(GameKind::Deblockle, *player);
            t_with(
                "err-d-too-many",
                &[
                    ("player", player.as_str().into()),
                    ("count", count(*blocks)),
                    ("max", count(MAX_BLOCKS)),
                ],
            )
        }
        NoBlocks => t("err-d-no-blocks"),
        ToMoveStuck { stuck } => {
            let name = |player| player_label(GameKind::Deblockle, player);
            t_with(
                "err-d-to-move-stuck",
                &[
                    ("stuck", name(*stuck).as_str().into()),
                    ("mover", name(stuck.opponent()).as_str().into()),
                    (
                        "letter",
                        deb::player_letter(stuck.opponent())
                            .to_string()
                            .as_str()
                            .into(),
                    ),
                ],
            )
        }
    }
}

/// Why a Deblockle turn is not legal.
pub fn deblockle_move_error(error: &deb::MoveError) -> String {
    use deb::MoveError::*;
    let square = |name: &str, square: &deb::Square| (name.to_string(), square.to_string());
    let texts = |id: &str, args: Vec<(String, String)>| {
        let args: Vec<(&str, String)> = args
            .iter()
            .map(|(name, value)| (name.as_str(), value.clone()))
            .collect();
        with_texts(id, &args)
    };
    match error {
        GameOver => t("err-d-game-over"),
        NoBlock { from } => texts("err-d-no-block", vec![square("from", from)]),
        NotYourBlock { from, owner } => texts(
            "err-d-not-yours",
            vec![
                square("from", from),
                ("owner".into(), player_label(GameKind::Deblockle, *owner)),
                (
                    "mover".into(),
                    player_label(GameKind::Deblockle, owner.opponent()),
                ),
            ],
        ),
        NotAdjacent { from, to } => texts(
            "err-d-not-adjacent",
            vec![square("from", from), square("to", to)],
        ),
        Occupied { to } => texts("err-d-occupied", vec![square("to", to)]),
        IntoStar { to, top } => {
            let home = deb::HOME_STARS.contains(to);
            let id = if home {
                "err-d-into-home-star"
            } else {
                "err-d-into-star"
            };
            texts(id, vec![square("to", to), ("top".into(), face(*top))])
        }
        StarUp { to } => texts("err-d-star-up", vec![square("to", to)]),
        TurnEndsAfterTip { removal: true, .. } => t("err-d-removed-ends"),
        TurnEndsAfterTip { top, .. } => {
            texts("err-d-ends-after-tip", vec![("top".into(), face(*top))])
        }
        HopMissing { top } => texts("err-d-hop-missing", vec![("top".into(), face(*top))]),
        NoHopPossible { top } => texts("err-d-no-hop", vec![("top".into(), face(*top))]),
        UnreachableHop { top, to, dest } => texts(
            "err-d-unreachable",
            vec![
                ("top".into(), face(*top)),
                square("to", to),
                square("dest", dest),
            ],
        ),
        EndsAdjacent => t("err-d-ends-adjacent"),
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
    let unreadable = |text: &str| t_with("ai-unreadable", &[("text", text.into())]);
    match failure {
        Failure::UnknownGame { found } => reason(&ErrorKind::UnknownGame {
            found: found.clone(),
        }),
        Failure::NoPlayouts => t("ai-no-playouts"),
        Failure::BadLevel(level) => t_with("ai-bad-level", &[("level", (*level).into())]),
        Failure::BadPosition {
            game,
            text,
            no_adjacent,
        } => match reread(game, text, *no_adjacent) {
            Some(error) => {
                let reason = parse_error(&error);
                t_with(
                    "ai-bad-position",
                    &[("text", text.into()), ("reason", reason.as_str().into())],
                )
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
                t_with(
                    "ai-bad-history",
                    &[
                        ("number", count(index + 1)),
                        ("text", text.into()),
                        ("reason", reason.as_str().into()),
                    ],
                )
            }
            None => unreadable(text),
        },
        Failure::GameOver => t("ai-game-over"),
        Failure::Stopped { replaced: true } => t("ai-replaced"),
        Failure::Stopped { replaced: false } => t("ai-stopped"),
        Failure::BadRecord { text } => match cubeplay_engine::record::Record::parse(text) {
            Err(error) => describe(&error),
            Ok(_) => unreadable(text),
        },
    }
}

/// Where and why: "line 3: …" or "share link, character 12: …".
pub fn describe(error: &RecordError) -> String {
    let place = match error.location {
        Location::Line(line) => t_with("rec-at-line", &[("line", Arg::Number(line as f64))]),
        Location::Column(column) => t_with("rec-at-char", &[("char", Arg::Number(column as f64))]),
    };
    format!("{place}: {}", reason(&error.kind))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{set_language, Language};
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
             Deblockle'd lett, így Arany lépne; írd az állás végére a(z) 'g' betűt, hogy Arany \
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
            "hibás állás („../.. x”): a soron következő fél hibás a(z) 7. karakternél: „x” (w \
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
