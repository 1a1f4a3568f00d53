//! Why a record or a share link cannot be read, in the reader's language.
//! The engine keeps its reasons as data (`ErrorKind`) for this; reasons it
//! quotes from deeper down (a bad position or move) stay as it words them.

use cubeplay_engine::deblockle::player_letter;
use cubeplay_engine::game::Player;
use cubeplay_engine::record::{ErrorKind, Location, RecordError, VERSION};

use super::config::GameKind;
use super::play::player_label;

use crate::i18n::{t, t_with, Arg};

fn quoted(text: &str) -> String {
    format!("'{text}'")
}

/// A Deblockle start position whose side to move, `stuck`, has no legal
/// turn while the other player has one (a record, a link or an address).
pub fn start_to_move_stuck(stuck: Player) -> String {
    let name = |player| player_label(GameKind::Deblockle, player);
    t_with(
        "rec-start-to-move-stuck",
        &[
            ("stuck", name(stuck).as_str().into()),
            ("mover", name(stuck.opponent()).as_str().into()),
            (
                "letter",
                player_letter(stuck.opponent()).to_string().as_str().into(),
            ),
        ],
    )
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
        BadStart { reason } => t_with("rec-bad-start", &[("reason", reason.into())]),
        StartToMoveStuck { stuck } => start_to_move_stuck(*stuck),
        StartDisagrees { name, reason } => t_with(
            "rec-start-disagrees",
            &[("name", (*name).into()), ("reason", reason.into())],
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
        } => t_with(
            "rec-illegal-move",
            &[
                ("number", number(*ply)),
                ("text", text.into()),
                ("reason", reason.into()),
            ],
        ),
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
}
