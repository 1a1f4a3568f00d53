//! Keeping games: a saved game (its settings, cursor, resign and record)
//! as text, kept in the browser after every move under its id (see
//! `store`); games leave and enter the app as record text, files and share
//! links, all in the engine's versioned record format.
//!
//! Storage is text, read defensively: a damaged entry is reported and left
//! as it is, never overwritten by accident.

use cubeplay_engine::record::{self, Options};
use cubeplay_engine::Player;

use crate::game::config::{GameConfig, Opponent};
use crate::game::line::Record;
use crate::i18n::msg;
use crate::i18n::record_errors::{describe, reason};
use cubeplay_engine::GameKind;

/// The first line of a saved game: the format and its version. Version 3
/// is version 2 whose record may hold the game's review (`#@review 1`
/// lines, see `review`); versions 2 and 1 (one slot and a recent list) are
/// still read, for the migration.
pub const SAVED_HEADER: &str = "cubeplay-saved 3";
pub const SAVED_HEADER_V2: &str = "cubeplay-saved 2";
const SAVED_HEADER_V1: &str = "cubeplay-saved 1";

/// One kept game: the address it is played at, and its record.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    /// The game's id: its key in storage and its address `#/game/<id>`
    /// (empty in a version 1 text without `id=` in its query).
    pub id: String,
    /// The `#/play?…` query of the game; the saved game belongs to it.
    pub query: String,
    /// The position on the board (moves after it are the redo line).
    pub cursor: usize,
    pub resigned: Option<Player>,
    /// Milliseconds since 1970: when the game last changed (the home list).
    pub saved_ms: f64,
    /// Whether the game had ended (the home list shows the result).
    pub finished: bool,
    /// The whole line in the record format.
    pub record: String,
}

/// Why a kept game cannot be read or put on the board. Kept as data and
/// said in the reader's language (`message`, also `Display`).
#[derive(Clone, Debug, PartialEq)]
pub enum SavedError {
    /// The first line is not a saved game's.
    Header,
    /// The text ends before this line.
    Missing {
        line: usize,
    },
    /// This line is not `key=…`.
    Field {
        line: usize,
        key: &'static str,
    },
    Cursor {
        line: usize,
    },
    Side {
        line: usize,
    },
    /// The record in it does not read.
    Record(record::RecordError),
    /// A move of the record cannot be played on the board.
    Move(record::ErrorKind),
    /// It is a game of another kind than its address says.
    OtherGame(GameKind),
    /// Its address names no game.
    NoGame {
        query: String,
    },
}

impl SavedError {
    /// The reason in the current language.
    pub fn message(&self) -> String {
        match self {
            SavedError::Header => msg::saved_error_header(SAVED_HEADER),
            SavedError::Missing { line } => msg::saved_error_missing(*line),
            SavedError::Field { line, key } => msg::saved_error_field(*line, *key),
            SavedError::Cursor { line } => msg::saved_error_cursor(*line),
            SavedError::Side { line } => msg::saved_error_side(*line),
            SavedError::Record(error) => describe(error),
            SavedError::Move(kind) => reason(kind),
            SavedError::OtherGame(game) => msg::saved_wrong_game(game.title()),
            SavedError::NoGame { query } => msg::saved_error_no_game(query.as_str()),
        }
    }
}

impl std::fmt::Display for SavedError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&self.message())
    }
}

fn side_word(side: Option<Player>) -> &'static str {
    match side {
        None => "none",
        Some(Player::First) => "first",
        Some(Player::Second) => "second",
    }
}

impl SavedGame {
    pub fn to_text(&self) -> String {
        format!(
            "{SAVED_HEADER}\nid={}\nquery={}\ncursor={}\nresigned={}\nsaved={}\nfinished={}\n{}",
            self.id,
            self.query,
            self.cursor,
            side_word(self.resigned),
            self.saved_ms,
            u8::from(self.finished),
            self.record
        )
    }

    /// Reads what `to_text` wrote, or a version 1 text (no `id=` line: the
    /// id comes from the query, if it has one); the error says which line
    /// is wrong.
    pub fn parse(text: &str) -> Result<SavedGame, SavedError> {
        let mut lines = text.split('\n');
        let header = lines.next().unwrap_or_default().trim_end();
        let version = match header {
            SAVED_HEADER | SAVED_HEADER_V2 => 2,
            SAVED_HEADER_V1 => 1,
            _ => return Err(SavedError::Header),
        };
        let mut number = 1;
        let mut field = |key: &'static str| -> Result<String, SavedError> {
            number += 1;
            let line = lines.next().ok_or(SavedError::Missing { line: number })?;
            line.strip_prefix(key)
                .and_then(|rest| rest.strip_prefix('='))
                .map(|value| value.trim_end().to_string())
                .ok_or(SavedError::Field { line: number, key })
        };
        let id = if version == 2 {
            Some(field("id")?)
        } else {
            None
        };
        let shift = usize::from(version == 2);
        let query = field("query")?;
        let cursor = field("cursor")?
            .parse()
            .map_err(|_| SavedError::Cursor { line: 3 + shift })?;
        let resigned = match field("resigned")?.as_str() {
            "none" => None,
            "first" => Some(Player::First),
            "second" => Some(Player::Second),
            _ => return Err(SavedError::Side { line: 4 + shift }),
        };
        let saved_ms = field("saved")?.parse().unwrap_or(0.0);
        let finished = field("finished")? == "1";
        // The record is the rest, newlines and all.
        let skip = 6 + shift;
        let record = text
            .splitn(skip + 1, '\n')
            .nth(skip)
            .unwrap_or_default()
            .to_string();
        let id = id.unwrap_or_else(|| {
            GameConfig::from_query(&query)
                .and_then(|config| config.id)
                .unwrap_or_default()
        });
        Ok(SavedGame {
            id,
            query,
            cursor,
            resigned,
            saved_ms,
            finished,
            record,
        })
    }

    /// The move lines of the record (`1. White a1`), without replaying them.
    pub fn move_lines(&self) -> Vec<&str> {
        self.record
            .lines()
            .map(str::trim)
            .filter(|line| line.starts_with(|c: char| c.is_ascii_digit()))
            .collect()
    }

    /// The engine's record of this game (checked: every move replayed).
    pub fn engine_record(&self) -> Result<record::Record, SavedError> {
        record::Record::parse(&self.record).map_err(SavedError::Record)
    }

    /// Number of moves in the record, without replaying it.
    pub fn move_count(&self) -> usize {
        self.move_lines().len()
    }

    /// The game's kind, read from its address.
    pub fn game(&self) -> Option<GameKind> {
        GameConfig::from_query(&self.query).map(|config| config.game)
    }
}

/// The label of a seat in a record: `human`, or `AI level N`.
fn seat_label(config: &GameConfig, seat: Player) -> String {
    if config.ai_plays(seat) {
        format!("AI level {}", config.level)
    } else {
        "human".into()
    }
}

/// The engine record of a game on the board: start, every move of the line
/// (also those after the cursor), players and date.
pub fn engine_record(config: &GameConfig, game: &Record, date: Option<&str>) -> record::Record {
    let mut kept = record::Record::new(game.start(), game.repetition_draw());
    for (_, mv) in &game.moves() {
        // The line was played through the same engine, so this holds; a
        // move the record refuses (after a repetition draw) ends the copy.
        if kept.play(mv).is_err() {
            break;
        }
    }
    for seat in Player::BOTH {
        kept.set_player(seat, Some(&seat_label(config, seat)));
    }
    kept.set_date(date);
    kept
}

/// The game on the board for an engine record, at its last move.
pub fn board_record(kept: &record::Record) -> Result<Record, SavedError> {
    let repetition_draw = matches!(
        kept.options(),
        Options::Deblockle {
            repetition_draw: true,
            ..
        }
    );
    let mut game = Record::new(kept.start(), repetition_draw);
    for (index, mv) in kept.moves().iter().enumerate() {
        game.play_text(mv).map_err(|error| {
            SavedError::Move(record::ErrorKind::IllegalMove {
                number: index + 1,
                text: mv.clone(),
                reason: error,
            })
        })?;
    }
    Ok(game)
}

/// Reads `AI level N` from a record's player label.
fn ai_level(label: Option<&str>) -> Option<u8> {
    let level = label?
        .trim()
        .strip_prefix("AI level ")?
        .parse::<u8>()
        .ok()?;
    (1..=cubeplay_engine::ai::PERFECT_LEVEL)
        .contains(&level)
        .then_some(level)
}

/// The settings of an imported or shared game: its options and start, and
/// the AI on the seat the record gives to an AI (two people otherwise).
pub fn config_for(kept: &record::Record, id: &str) -> GameConfig {
    let start = kept.start();
    let mut config = match kept.options() {
        Options::Cephalopod { rows, cols } => {
            let mut config = GameConfig::new(GameKind::Cephalopod);
            config.size = (rows, cols);
            config
        }
        Options::Deblockle {
            blocks,
            no_adjacent,
            repetition_draw,
        } => {
            let mut config = GameConfig::new(GameKind::Deblockle);
            config.blocks = blocks;
            config.no_adjacent = no_adjacent;
            config.repetition = repetition_draw;
            config.first = start.to_move();
            config
        }
    };
    config.opponent = Opponent::Friend;
    for seat in Player::BOTH {
        if let Some(level) = ai_level(kept.player(seat)) {
            if ai_level(kept.player(seat.opponent())).is_none() {
                config.opponent = Opponent::Ai;
                config.human = seat.opponent();
                config.level = level;
            }
        }
    }
    config.position = Some(start.to_string());
    config.id = Some(id.to_string());
    config
}

/// A saved game for a record that enters the app (import, share link),
/// at its last move, under the id `id`.
pub fn adopt(kept: &record::Record, id: &str, now_ms: f64) -> (GameConfig, SavedGame) {
    let config = config_for(kept, id);
    let saved = SavedGame {
        id: id.to_string(),
        query: config.to_query(),
        cursor: kept.ply_count(),
        resigned: None,
        saved_ms: now_ms,
        finished: kept.outcome().is_some(),
        record: kept.to_text(),
    };
    (config, saved)
}

/// Whether two kept games are one game: the same rules, start, players
/// and moves (an imported copy of a game already kept has another id and
/// address; the same moves against the computer are another game).
pub fn same_game(a: &SavedGame, b: &SavedGame) -> bool {
    match (a.engine_record(), b.engine_record()) {
        (Ok(a), Ok(b)) => {
            a.options() == b.options()
                && a.start() == b.start()
                && a.moves() == b.moves()
                && Player::BOTH
                    .into_iter()
                    .all(|seat| a.player(seat) == b.player(seat))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cubeplay_engine::{cephalopod as ceph, deblockle as deb};

    fn three_by_three(moves: &[&str]) -> Record {
        let mut game = Record::new(ceph::Position::new_empty(3, 3).unwrap().into(), false);
        for mv in moves {
            game.play_text(mv).unwrap();
        }
        game
    }

    #[test]
    fn a_saved_game_reads_back_exactly() {
        let saved = SavedGame {
            id: "m1abc".into(),
            query: "game=cephalopod&opponent=friend&size=3x3&id=m1abc".into(),
            cursor: 2,
            resigned: Some(Player::Second),
            saved_ms: 1_764_400_000_000.0,
            finished: true,
            record: "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"3x3\"]\n\n1. White a1\n"
                .into(),
        };
        assert_eq!(SavedGame::parse(&saved.to_text()).unwrap(), saved);
        assert_eq!(saved.move_count(), 1);
        assert_eq!(saved.game(), Some(GameKind::Cephalopod));
    }

    /// A kept record that does not read says why in the reader's language.
    #[test]
    fn a_damaged_kept_record_reads_translated() {
        let saved = SavedGame {
            id: String::new(),
            query: "game=cephalopod&opponent=friend&size=3x3".into(),
            cursor: 0,
            resigned: None,
            saved_ms: 0.0,
            finished: false,
            record: "cubeplay-record 7".into(),
        };
        let english = record::Record::parse(&saved.record)
            .unwrap_err()
            .to_string();
        crate::i18n::set_language(crate::i18n::Language::Hungarian);
        let message = saved.engine_record().unwrap_err().to_string();
        crate::i18n::set_language(crate::i18n::Language::English);
        assert!(message.starts_with("1. sor: "), "{message}");
        assert_ne!(message, english);
        assert_eq!(saved.engine_record().unwrap_err().to_string(), english);
    }

    #[test]
    fn damaged_saved_games_name_the_line() {
        assert_eq!(
            SavedGame::parse("something else").unwrap_err().to_string(),
            "saved game, line 1: expected 'cubeplay-saved 3'"
        );
        assert_eq!(
            SavedGame::parse("cubeplay-saved 2\nid=a\nquery=x\ncursor=1\nresigned=both")
                .unwrap_err()
                .to_string(),
            "saved game, line 5: unknown side"
        );
        assert_eq!(
            SavedGame::parse("cubeplay-saved 1\nquery=x\ncursor=two")
                .unwrap_err()
                .to_string(),
            "saved game, line 3: the cursor is not a number"
        );
        assert_eq!(
            SavedGame::parse("cubeplay-saved 1\nquery=x")
                .unwrap_err()
                .to_string(),
            "saved game, line 3: missing"
        );
    }

    #[test]
    fn a_game_goes_through_the_record_format_and_back() {
        let mut config = GameConfig::new(GameKind::Cephalopod);
        config.size = (3, 3);
        config.level = 4;
        let game = three_by_three(&["a1", "b2", "c3"]);
        let kept = engine_record(&config, &game, Some("2026-11-29"));
        assert_eq!(kept.player(Player::First), Some("human"));
        assert_eq!(kept.player(Player::Second), Some("AI level 4"));
        let text = kept.to_text();
        let read = record::Record::parse(&text).unwrap();
        let back = board_record(&read).unwrap();
        assert_eq!(back.current_text(), game.current_text());
        assert_eq!(back.move_count(), 3);
        // The settings come back too: the AI at level 4 plays Black.
        let config = config_for(&read, "abc");
        assert_eq!(config.opponent, Opponent::Ai);
        assert_eq!(config.human, Player::First);
        assert_eq!(config.level, 4);
        assert_eq!(config.size, (3, 3));
        assert_eq!(config.position.as_deref(), Some(".../.../... w"));
    }

    #[test]
    fn a_deblockle_game_keeps_its_rules_and_start() {
        let rules = deb::Rules { no_adjacent: true };
        let start = deb::example_start(rules);
        let mut game = Record::new(start.clone().into(), false);
        let mv = start.legal_moves()[0].to_string();
        game.play_text(&mv).unwrap();
        let mut config = GameConfig::new(GameKind::Deblockle);
        config.opponent = Opponent::Friend;
        let kept = engine_record(&config, &game, None);
        let read = record::Record::from_fragment(&kept.to_fragment()).unwrap();
        let back = board_record(&read).unwrap();
        assert_eq!(back, game);
        let config = config_for(&read, "x");
        assert!(config.no_adjacent);
        assert!(!config.repetition);
        assert_eq!(config.opponent, Opponent::Friend);
    }

    #[test]
    fn an_imported_copy_is_the_game_it_copies() {
        let config = GameConfig::new(GameKind::Cephalopod);
        let kept = |moves: &[&str], id: &str| SavedGame {
            id: id.into(),
            query: format!("game=cephalopod&size=3x3&id={id}"),
            cursor: moves.len(),
            resigned: None,
            saved_ms: 0.0,
            finished: false,
            record: engine_record(&config, &three_by_three(moves), Some("2026-12-01")).to_text(),
        };
        let played = kept(&["a1", "b2"], "x0");
        let imported = kept(&["a1", "b2"], "x1");
        let other = kept(&["a1", "c3"], "x2");
        assert!(same_game(&played, &imported));
        assert!(!same_game(&played, &other));
        // The same moves by two people are another game than against the
        // computer (the default settings).
        let mut by_two = played.clone();
        by_two.record = by_two
            .record
            .replace("[Black \"AI level 2\"]", "[Black \"human\"]");
        assert_ne!(by_two.record, played.record);
        assert!(by_two.engine_record().is_ok());
        assert!(!same_game(&played, &by_two));
    }

    #[test]
    fn a_version_1_text_still_reads_and_takes_its_id_from_the_query() {
        let text = "cubeplay-saved 1\nquery=game=cephalopod&opponent=friend&size=3x3&id=mig7\ncursor=1\nresigned=none\nsaved=1764400000000\nfinished=0\ncubeplay-record 1\n\n1. White a1\n";
        let saved = SavedGame::parse(text).unwrap();
        assert_eq!(saved.id, "mig7");
        assert_eq!(saved.cursor, 1);
        assert_eq!(saved.record, "cubeplay-record 1\n\n1. White a1\n");
        assert_eq!(
            saved.to_text(),
            "cubeplay-saved 3\nid=mig7\nquery=game=cephalopod&opponent=friend&size=3x3&id=mig7\ncursor=1\nresigned=none\nsaved=1764400000000\nfinished=0\ncubeplay-record 1\n\n1. White a1\n"
        );
        let without_id = SavedGame::parse(&text.replace("&id=mig7", "")).unwrap();
        assert_eq!(without_id.id, "");
    }
}
