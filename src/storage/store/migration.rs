//! The migration from schema 1 (one game on the board and a recent list)
//! and schema 2 to schema 3: every game under its own key, each written
//! and read back before the old keys go.

use super::{
    find_same, game_key, load, unused_id, valid_id, KeyValue, StoreError, DAMAGED_PREFIX,
    GAME_PREFIX, OLD_CURRENT_KEY, OLD_ENTRY_SEPARATOR, OLD_RECENT_KEY, SCHEMA, SCHEMA_KEY,
};
use crate::game::config::GameConfig;
use crate::storage::keep::{same_game, SavedError, SavedGame, SAVED_HEADER, SAVED_HEADER_V2};

/// What the migration from schema 1 did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Migration {
    /// Old entries now kept as games: where each came from, and its id.
    pub moved: Vec<(String, String)>,
    /// Old entries that could not be read: where each came from, the key
    /// it is kept under, and why.
    pub damaged: Vec<(String, String, SavedError)>,
    /// Why the old keys were left in place (a write failed); the next
    /// start tries again.
    pub failed: Option<MigrationError>,
}

/// Why the migration stopped: the old keys stay, and the next start tries
/// again. Nobody is shown it (the games are still where they were).
#[derive(Clone, Debug, PartialEq)]
pub enum MigrationError {
    /// The store refused to write `key`.
    Refused { key: String, reason: StoreError },
    /// `key` did not read back as written.
    NotReadBack { key: String },
    /// Every `cubeplay.damaged.<n>` is taken.
    NoFreeKey,
}

/// Writes `value` under `key` and reads it back.
fn write_checked(store: &mut dyn KeyValue, key: &str, value: &str) -> Result<(), MigrationError> {
    store
        .set(key, value)
        .map_err(|reason| MigrationError::Refused {
            key: key.to_string(),
            reason,
        })?;
    match store.get(key) {
        Some(read) if read == value => Ok(()),
        _ => Err(MigrationError::NotReadBack {
            key: key.to_string(),
        }),
    }
}

/// The id a migrated game gets: the one in its query when it is free (or
/// holds this very game), else a fresh one.
fn migrated_id(
    store: &dyn KeyValue,
    game: &SavedGame,
    now_ms: f64,
    random: &mut dyn FnMut() -> u32,
) -> String {
    if valid_id(&game.id) {
        match load(store, &game.id) {
            Ok(None) => return game.id.clone(),
            Ok(Some(kept)) if same_game(&kept, game) => return game.id.clone(),
            _ => {}
        }
    }
    unused_id(store, now_ms, random)
}

/// Reads one schema 1 entry as a game, or says why it cannot be.
fn read_old(text: &str) -> Result<(SavedGame, GameConfig), SavedError> {
    let game = SavedGame::parse(text)?;
    let config = GameConfig::from_query(&game.query).ok_or_else(|| SavedError::NoGame {
        query: game.query.clone(),
    })?;
    game.engine_record()?;
    Ok((game, config))
}

/// Moves schema 1's `cubeplay.game` and each entry of `cubeplay.recent`
/// to a key of its own. Each is written and read back before the old keys
/// are removed; an entry that cannot be read is kept under
/// `cubeplay.damaged.<n>` and reported. Running it again changes nothing.
pub fn migrate(
    store: &mut dyn KeyValue,
    now_ms: f64,
    random: &mut dyn FnMut() -> u32,
) -> Migration {
    let mut report = Migration::default();
    let mut entries: Vec<(String, String)> = Vec::new();
    if let Some(text) = store.get(OLD_CURRENT_KEY) {
        entries.push((OLD_CURRENT_KEY.to_string(), text));
    }
    if let Some(text) = store.get(OLD_RECENT_KEY) {
        for (index, entry) in text.split(OLD_ENTRY_SEPARATOR).enumerate() {
            if !entry.trim().is_empty() {
                entries.push((
                    format!("{OLD_RECENT_KEY} #{}", index + 1),
                    entry.to_string(),
                ));
            }
        }
    }
    let mut outcome = Ok(());
    for (from, text) in entries {
        let step = match read_old(&text) {
            Ok((game, config)) => migrate_game(store, game, config, now_ms, random)
                .map(|id| report.moved.push((from, id))),
            Err(reason) => keep_damaged(store, &text).map(|key| {
                report.damaged.push((from, key, reason));
            }),
        };
        if let Err(error) = step {
            outcome = Err(error);
            break;
        }
    }
    let outcome = outcome.and_then(|()| upgrade_v2(store));
    match outcome.and_then(|()| write_checked(store, SCHEMA_KEY, SCHEMA)) {
        Ok(()) => {
            store.remove(OLD_CURRENT_KEY);
            store.remove(OLD_RECENT_KEY);
        }
        Err(error) => report.failed = Some(error),
    }
    report
}

/// Rewrites every schema 2 game as schema 3: the same text under the new
/// first line (schema 3 only adds what version 2 readers skip).
fn upgrade_v2(store: &mut dyn KeyValue) -> Result<(), MigrationError> {
    for key in store.keys() {
        let Some(text) = store.get(&key).filter(|_| key.starts_with(GAME_PREFIX)) else {
            continue;
        };
        if let Some(rest) = text.strip_prefix(SAVED_HEADER_V2) {
            if rest.starts_with('\n') {
                write_checked(store, &key, &format!("{SAVED_HEADER}{rest}"))?;
            }
        }
    }
    Ok(())
}

/// One readable old game under its own id (the id of a game already kept
/// that is this one, so a second run adds nothing).
fn migrate_game(
    store: &mut dyn KeyValue,
    mut game: SavedGame,
    mut config: GameConfig,
    now_ms: f64,
    random: &mut dyn FnMut() -> u32,
) -> Result<String, MigrationError> {
    if let Some(id) = find_same(store, &game) {
        return Ok(id);
    }
    let id = migrated_id(store, &game, now_ms, random);
    config.id = Some(id.clone());
    game.id = id.clone();
    game.query = config.to_query();
    write_checked(store, &game_key(&id), &game.to_text())?;
    Ok(id)
}

/// Keeps an unreadable old entry as it is, under the first free
/// `cubeplay.damaged.<n>` (or the one already holding this text).
fn keep_damaged(store: &mut dyn KeyValue, text: &str) -> Result<String, MigrationError> {
    for number in 1..=u32::MAX {
        let key = format!("{DAMAGED_PREFIX}{number}");
        match store.get(&key) {
            Some(kept) if kept == text => return Ok(key),
            Some(_) => continue,
            None => {
                write_checked(store, &key, text)?;
                return Ok(key);
            }
        }
    }
    Err(MigrationError::NoFreeKey)
}
