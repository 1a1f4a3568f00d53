//! Where games are kept: every game under its own key, `cubeplay.game.<id>`,
//! so any number of tabs hold different games, and the storage schema's
//! version under `cubeplay.schema`. Version 1 kept one game on the board
//! (`cubeplay.game`) and a list of recent games (`cubeplay.recent`);
//! `migrate` moves them to their own keys. Version 3 saved games may carry
//! the game's review; `migrate` rewrites version 2 texts as version 3.
//!
//! The logic works on any `KeyValue` (localStorage in the browser, a
//! `MemoryStore` when that is unavailable and in the tests); `browser` holds
//! the thin part that talks to the page.

use crate::game::config::GameConfig;
use crate::game::review::GameReview;
use crate::i18n::{msg, t, Msg};
use crate::storage::keep::{self, same_game, SavedError, SavedGame, SAVED_HEADER, SAVED_HEADER_V2};

/// The schema's version, kept under `SCHEMA_KEY`.
pub const SCHEMA_KEY: &str = "cubeplay.schema";
pub const SCHEMA: &str = "3";
/// Each game's key is this and its id.
pub const GAME_PREFIX: &str = "cubeplay.game.";
/// An old entry that could not be read is kept under this and a number.
pub const DAMAGED_PREFIX: &str = "cubeplay.damaged.";
/// Schema 1: the game on the board, and the recent games.
pub const OLD_CURRENT_KEY: &str = "cubeplay.game";
pub const OLD_RECENT_KEY: &str = "cubeplay.recent";
/// Separates the games of the schema 1 recent list.
const OLD_ENTRY_SEPARATOR: &str = "\n%%\n";
/// Random base-36 digits after the clock in an id.
const ID_RANDOM_DIGITS: u32 = 5;
const ID_MAX_LEN: usize = 40;

/// Why something could not be stored (quota, storage turned off).
#[derive(Clone, Debug, PartialEq)]
pub struct StoreError(pub String);

/// A string store: what localStorage offers.
pub trait KeyValue {
    fn get(&self, key: &str) -> Option<String>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    fn remove(&mut self, key: &str);
    fn keys(&self) -> Vec<String>;
}

/// A store in memory, optionally with a quota in bytes (key and value
/// lengths), like a browser's. A list, not a map: it holds a few games,
/// and the wasm stays smaller.
#[derive(Debug, Default)]
pub struct MemoryStore {
    entries: Vec<(String, String)>,
    quota: Option<usize>,
}

impl MemoryStore {
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    pub fn with_quota(bytes: usize) -> MemoryStore {
        MemoryStore {
            entries: Vec::new(),
            quota: Some(bytes),
        }
    }

    pub fn set_quota(&mut self, bytes: Option<usize>) {
        self.quota = bytes;
    }

    fn used_without(&self, key: &str) -> usize {
        self.entries
            .iter()
            .filter(|(k, _)| k.as_str() != key)
            .map(|(k, v)| k.len() + v.len())
            .sum()
    }
}

impl KeyValue for MemoryStore {
    fn get(&self, key: &str) -> Option<String> {
        self.entries
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, value)| value.clone())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if let Some(quota) = self.quota {
            if self.used_without(key) + key.len() + value.len() > quota {
                return Err(StoreError(format!("the quota of {quota} bytes is full")));
            }
        }
        self.remove(key);
        self.entries.push((key.to_string(), value.to_string()));
        Ok(())
    }

    fn remove(&mut self, key: &str) {
        self.entries.retain(|(k, _)| k != key);
    }

    fn keys(&self) -> Vec<String> {
        self.entries.iter().map(|(key, _)| key.clone()).collect()
    }
}

pub fn game_key(id: &str) -> String {
    format!("{GAME_PREFIX}{id}")
}

/// Where the analysis board keeps the tree of game `id`.
pub fn analysis_key(id: &str) -> String {
    format!("cubeplay.analysis.{id}")
}

/// Whether `id` can name a game in a key and an address.
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= ID_MAX_LEN
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn base36(mut value: u64, min_digits: u32) -> String {
    let mut digits = Vec::new();
    while value > 0 || digits.len() < min_digits as usize || digits.is_empty() {
        digits.push(std::char::from_digit((value % 36) as u32, 36).unwrap_or('0'));
        value /= 36;
    }
    digits.iter().rev().collect()
}

/// An id: the clock in base 36, then random base-36 digits, so games
/// started in the same millisecond (other tabs, other browsers) differ.
pub fn make_id(now_ms: f64, random: u32) -> String {
    let clock = base36(now_ms.max(0.0) as u64, 1);
    let random = base36(
        u64::from(random) % 36u64.pow(ID_RANDOM_DIGITS),
        ID_RANDOM_DIGITS,
    );
    format!("{clock}{random}")
}

/// An id no game in `store` has yet.
pub fn unused_id(store: &dyn KeyValue, now_ms: f64, random: &mut dyn FnMut() -> u32) -> String {
    loop {
        let id = make_id(now_ms, random());
        if store.get(&game_key(&id)).is_none() {
            return id;
        }
    }
}

/// The game kept under `id`: `Ok(None)` when there is none, `Err` (the
/// reason) when its text is damaged.
pub fn load(store: &dyn KeyValue, id: &str) -> Result<Option<SavedGame>, SavedError> {
    match store.get(&game_key(id)) {
        None => Ok(None),
        Some(text) => SavedGame::parse(&text).map(Some),
    }
}

/// What `save` did.
#[derive(Clone, Debug, PartialEq)]
pub enum Saved {
    Written,
    /// The stored game was already this one.
    Unchanged,
    /// The stored line extends the one given (another tab played on): it
    /// was kept, and is the game to show.
    Adopted(SavedGame),
}

/// Whether `longer`'s line is `shorter`'s with more moves after it.
pub fn extends(longer: &SavedGame, shorter: &SavedGame) -> bool {
    let (longer, shorter) = (longer.move_lines(), shorter.move_lines());
    longer.len() > shorter.len() && longer.starts_with(&shorter)
}

/// Whether two saved games show the same: line, cursor and resign (the
/// time saved and the record's date aside).
pub fn same_state(a: &SavedGame, b: &SavedGame) -> bool {
    a.cursor == b.cursor && a.resigned == b.resigned && a.move_lines() == b.move_lines()
}

/// Whether a game another tab stored is news to the tab holding `held`:
/// not the same, and not an older state (a line `held` extends).
pub fn is_news(held: &SavedGame, incoming: &SavedGame) -> bool {
    !same_state(held, incoming) && !extends(held, incoming)
}

/// `game` with the stored copy's review, for the plies their lines share,
/// when `game` has none: a tab that opened the game before another tab
/// reviewed it would otherwise wipe the review out with its next save.
fn with_stored_review(game: &SavedGame, stored: &SavedGame) -> Option<SavedGame> {
    if GameReview::read(&game.record).is_some() {
        return None;
    }
    let mut review = GameReview::read(&stored.record)?;
    let line = keep::board_record(&game.engine_record().ok()?).ok()?;
    review.keep_matching(&line.moves());
    Some(SavedGame {
        record: review.write_into(&game.record),
        ..game.clone()
    })
}

/// Stores `game` under its id, unless the stored game already extends its
/// line (a move made in another tab is never overwritten by a tab that
/// did not see it). A review only the stored copy holds is kept.
pub fn save(store: &mut dyn KeyValue, game: &SavedGame) -> Result<Saved, StoreError> {
    let key = game_key(&game.id);
    let stored = store
        .get(&key)
        .and_then(|text| SavedGame::parse(&text).ok());
    let merged = stored
        .as_ref()
        .and_then(|stored| with_stored_review(game, stored));
    let game = merged.as_ref().unwrap_or(game);
    if let Some(stored) = stored {
        if same_state(&stored, game)
            && stored.query == game.query
            && GameReview::read(&stored.record) == GameReview::read(&game.record)
        {
            return Ok(Saved::Unchanged);
        }
        if extends(&stored, game) {
            return Ok(Saved::Adopted(stored));
        }
    }
    store.set(&key, &game.to_text())?;
    Ok(Saved::Written)
}

/// Every readable game, newest first.
pub fn games(store: &dyn KeyValue) -> Vec<SavedGame> {
    let mut games: Vec<SavedGame> = store
        .keys()
        .iter()
        .filter(|key| key.starts_with(GAME_PREFIX))
        .filter_map(|key| SavedGame::parse(&store.get(key)?).ok())
        .collect();
    newest_first(&mut games);
    games
}

/// Sorts by the time saved, newest first. By hand: a few games, and no
/// sort routine for this type in the wasm.
pub fn newest_first(games: &mut [SavedGame]) {
    for end in 1..games.len() {
        let mut at = end;
        while at > 0 && games[at - 1].saved_ms < games[at].saved_ms {
            games.swap(at - 1, at);
            at -= 1;
        }
    }
}

/// The home list: games in progress (with a move, or resigned), then
/// finished ones, each newest first. Games without a move are not listed.
pub fn home_list(games: Vec<SavedGame>) -> (Vec<SavedGame>, Vec<SavedGame>) {
    games
        .into_iter()
        .filter(|game| game.finished || game.move_count() > 0)
        .partition(|game| !game.finished)
}

/// A game already kept that is `game` (same rules, start and moves).
pub fn find_same(store: &dyn KeyValue, game: &SavedGame) -> Option<String> {
    games(store)
        .into_iter()
        .find(|kept| same_game(kept, game))
        .map(|kept| kept.id)
}

/// A deleted game as it was stored, with its analysis board's tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Removed {
    pub game: String,
    pub analysis: Option<String>,
}

/// Removes a game and its analysis tree (left behind, trees would fill the
/// storage unseen); gives back both, to put back with `put_back`.
pub fn delete(store: &mut dyn KeyValue, id: &str) -> Option<Removed> {
    let key = game_key(id);
    let game = store.get(&key)?;
    store.remove(&key);
    let analysis = store.get(&analysis_key(id));
    store.remove(&analysis_key(id));
    Some(Removed { game, analysis })
}

/// How long a game nobody has moved in is kept: opening `#/play?…` keeps
/// a game at once (so a reload finds it), and games opened and left
/// without a move would otherwise pile up unseen (home does not list them).
pub const UNPLAYED_KEEP_MS: f64 = 24.0 * 60.0 * 60.0 * 1000.0;

/// Removes the games without a move, a resign or an end that were saved
/// more than `UNPLAYED_KEEP_MS` ago, except games by link (an invitation
/// waits for the friend's first move). Returns how many it removed.
pub fn prune_unplayed(store: &mut dyn KeyValue, now_ms: f64) -> usize {
    let stale: Vec<String> = games(store)
        .into_iter()
        .filter(|game| {
            game.move_count() == 0
                && !game.finished
                && game.resigned.is_none()
                && now_ms - game.saved_ms > UNPLAYED_KEEP_MS
                && GameConfig::from_query(&game.query)
                    .is_some_and(|config| config.opponent != crate::game::config::Opponent::Link)
        })
        .map(|game| game.id)
        .collect();
    for id in &stale {
        store.remove(&game_key(id));
        store.remove(&analysis_key(id));
    }
    stale.len()
}

/// Puts a deleted game back exactly as it was, with its analysis tree.
pub fn put_back(store: &mut dyn KeyValue, id: &str, removed: &Removed) -> Result<(), StoreError> {
    store.set(&game_key(id), &removed.game)?;
    match &removed.analysis {
        Some(tree) => store.set(&analysis_key(id), tree),
        None => Ok(()),
    }
}

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

/// The unit the home list says how long ago in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ago {
    Now,
    Minutes,
    Hours,
    Days,
}

impl Ago {
    /// "3 min ago", in the current language.
    pub fn text(self, count: u64) -> String {
        match self {
            Ago::Now => t(Msg::AgoNow),
            Ago::Minutes => msg::ago_minutes(count),
            Ago::Hours => msg::ago_hours(count),
            Ago::Days => msg::ago_days(count),
        }
    }
}

/// How long ago, for the home list: the unit and how many of it.
pub fn ago(now_ms: f64, then_ms: f64) -> (Ago, u64) {
    let seconds = ((now_ms - then_ms) / 1000.0).max(0.0) as u64;
    match seconds {
        0..=59 => (Ago::Now, 0),
        60..=3599 => (Ago::Minutes, seconds / 60),
        3600..=86_399 => (Ago::Hours, seconds / 3600),
        _ => (Ago::Days, seconds / 86_400),
    }
}

/// The page's side: localStorage, and a store in memory for when it is
/// unavailable or full (play goes on; the play screen says the game is not
/// kept).
pub mod browser {
    use std::cell::RefCell;

    use wasm_bindgen::JsValue;

    use super::*;

    thread_local! {
        static MEMORY: RefCell<MemoryStore> = RefCell::new(MemoryStore::new());
        static MIGRATION: RefCell<Option<Migration>> = const { RefCell::new(None) };
    }

    /// localStorage as a `KeyValue`.
    pub struct LocalStore(web_sys::Storage);

    fn reason(error: &JsValue) -> String {
        js_sys::Reflect::get(error, &"message".into())
            .ok()
            .and_then(|message| message.as_string())
            .unwrap_or_else(|| "the browser refused to store it".into())
    }

    impl KeyValue for LocalStore {
        fn get(&self, key: &str) -> Option<String> {
            self.0.get_item(key).ok().flatten()
        }

        fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
            self.0
                .set_item(key, value)
                .map_err(|error| StoreError(reason(&error)))
        }

        fn remove(&mut self, key: &str) {
            let _ = self.0.remove_item(key);
        }

        fn keys(&self) -> Vec<String> {
            let count = self.0.length().unwrap_or(0);
            (0..count)
                .filter_map(|index| self.0.key(index).ok().flatten())
                .collect()
        }
    }

    /// localStorage, when the page may use it (not in some private modes).
    pub fn local() -> Option<LocalStore> {
        web_sys::window()?
            .local_storage()
            .ok()
            .flatten()
            .map(LocalStore)
    }

    pub fn now_ms() -> f64 {
        js_sys::Date::now()
    }

    /// Today's date as `YYYY-MM-DD`, for records.
    pub fn today() -> String {
        let iso: String = js_sys::Date::new_0().to_iso_string().into();
        iso.chars().take(10).collect()
    }

    fn random() -> u32 {
        (crate::game::seed::random_seed() & u64::from(u32::MAX)) as u32
    }

    /// A fresh id, unused here and (by its random part) anywhere else.
    pub fn fresh_id() -> String {
        let now = now_ms();
        match local() {
            Some(store) => unused_id(&store, now, &mut random),
            None => MEMORY.with(|memory| unused_id(&*memory.borrow(), now, &mut random)),
        }
    }

    /// Moves schema 1's games to their own keys, once per page.
    pub fn migrate_once() {
        if MIGRATION.with(|done| done.borrow().is_some()) {
            return;
        }
        let report = match local() {
            Some(mut store) => {
                prune_unplayed(&mut store, now_ms());
                migrate(&mut store, now_ms(), &mut random)
            }
            None => Migration::default(),
        };
        MIGRATION.with(|done| *done.borrow_mut() = Some(report));
    }

    /// What the migration reported, for the home page.
    pub fn migration() -> Option<Migration> {
        MIGRATION.with(|done| done.borrow().clone())
    }

    /// The game kept under `id`, in localStorage or (failing that) memory.
    /// Memory first: it holds a game only while localStorage refuses it.
    pub fn load(id: &str) -> Result<Option<SavedGame>, SavedError> {
        if let Some(game) = MEMORY.with(|memory| super::load(&*memory.borrow(), id))? {
            return Ok(Some(game));
        }
        match local() {
            Some(store) => super::load(&store, id),
            None => Ok(None),
        }
    }

    /// What a save did, and whether the game is only kept in memory.
    pub struct SaveReport {
        pub saved: Saved,
        pub in_memory: bool,
    }

    /// Saves a game: in localStorage, or in memory when that fails.
    pub fn save(game: &SavedGame) -> SaveReport {
        if let Some(mut store) = local() {
            if let Ok(saved) = super::save(&mut store, game) {
                MEMORY.with(|memory| memory.borrow_mut().remove(&game_key(&game.id)));
                return SaveReport {
                    saved,
                    in_memory: false,
                };
            }
        }
        let saved = MEMORY.with(|memory| super::save(&mut *memory.borrow_mut(), game));
        SaveReport {
            saved: saved.unwrap_or(Saved::Unchanged),
            in_memory: true,
        }
    }

    /// A game that enters the app (import, share link): the id of the same
    /// game if one is kept already, else it is saved under its own id.
    pub fn keep_new(game: &SavedGame) -> String {
        let same = match local() {
            Some(store) => find_same(&store, game),
            None => None,
        };
        if let Some(id) = same {
            return id;
        }
        save(game);
        game.id.clone()
    }

    /// Every game, from localStorage and memory.
    pub fn all_games() -> Vec<SavedGame> {
        let mut all = local().map(|store| games(&store)).unwrap_or_default();
        MEMORY.with(|memory| all.extend(games(&*memory.borrow())));
        newest_first(&mut all);
        all
    }

    /// Deletes a game; gives back what it was for Undo.
    pub fn delete(id: &str) -> Option<Removed> {
        local()
            .and_then(|mut store| super::delete(&mut store, id))
            .or_else(|| MEMORY.with(|memory| super::delete(&mut *memory.borrow_mut(), id)))
    }

    /// Puts a deleted game back.
    pub fn put_back(id: &str, removed: &Removed) {
        let stored =
            local().is_some_and(|mut store| super::put_back(&mut store, id, removed).is_ok());
        if !stored {
            MEMORY.with(|memory| {
                let _ = super::put_back(&mut *memory.borrow_mut(), id, removed);
            });
        }
    }

    /// Shows `#/game/<id>` in the address without a new history entry.
    pub fn show_address(id: &str) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let wanted = format!("#/game/{id}");
        if window.location().hash().ok().as_deref() == Some(wanted.as_str()) {
            return;
        }
        if let Ok(history) = window.history() {
            let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&wanted));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::config::GameConfig;
    use crate::game::line::Record;
    use crate::storage::keep::engine_record;
    use cubeplay_engine::{cephalopod as ceph, GameKind, Player};

    const NOW: f64 = 1_764_500_000_000.0;

    fn record_text(size: (u8, u8), moves: &[&str]) -> String {
        let start = ceph::Position::new_empty(size.0, size.1).unwrap().into();
        let mut game = Record::new(start, false);
        for mv in moves {
            game.play_text(mv).unwrap();
        }
        let mut config = GameConfig::new(GameKind::Cephalopod);
        config.opponent = crate::game::config::Opponent::Friend;
        engine_record(&config, &game, Some("2026-11-30")).to_text()
    }

    /// A schema 1 saved game, exactly as `SavedGame::to_text` wrote it.
    /// `finished` here means Black resigned.
    fn v1_text(query: &str, cursor: usize, finished: bool, record: &str) -> String {
        format!(
            "cubeplay-saved 1\nquery={query}\ncursor={cursor}\nresigned={}\nsaved=1764400000000\nfinished={}\n{record}",
            if finished { "second" } else { "none" },
            u8::from(finished)
        )
    }

    fn v2_text(id: &str, query: &str, cursor: usize, finished: bool, record: &str) -> String {
        v3_text(id, query, cursor, finished, record).replacen("saved 3", "saved 2", 1)
    }

    fn v3_text(id: &str, query: &str, cursor: usize, finished: bool, record: &str) -> String {
        format!(
            "cubeplay-saved 3\nid={id}\nquery={query}\ncursor={cursor}\nresigned={}\nsaved=1764400000000\nfinished={}\n{record}",
            if finished { "second" } else { "none" },
            u8::from(finished)
        )
    }

    fn counter() -> impl FnMut() -> u32 {
        let mut next = 0;
        move || {
            next += 1;
            next
        }
    }

    /// Every key and value, in the order of the keys.
    fn contents(store: &MemoryStore) -> Vec<(String, String)> {
        let mut keys = store.keys();
        keys.sort();
        keys.into_iter()
            .map(|key| {
                let value = store.get(&key).unwrap();
                (key, value)
            })
            .collect()
    }

    const DAMAGED: &str = "cubeplay-saved 1\nquery=game=cephalopod\ncursor=two";

    /// The old game on the board, the same game again in the recent list, a
    /// finished game with an id, and a damaged entry.
    fn old_store() -> (MemoryStore, String, String) {
        let playing = record_text((3, 3), &["a1", "b2"]);
        let finished = record_text((2, 2), &["a1", "b2"]);
        let mut store = MemoryStore::new();
        let current = v1_text(
            "game=cephalopod&opponent=friend&size=3x3",
            2,
            false,
            &playing,
        );
        store.set(OLD_CURRENT_KEY, &current).unwrap();
        let recent = [
            current.clone(),
            v1_text(
                "game=cephalopod&opponent=ai&level=3&human=first&size=2x2&seed=42&id=x7",
                2,
                true,
                &finished,
            ),
            DAMAGED.to_string(),
        ]
        .join("\n%%\n");
        store.set(OLD_RECENT_KEY, &recent).unwrap();
        (store, playing, finished)
    }

    #[test]
    fn the_migration_gives_every_old_game_its_own_key() {
        let (mut store, playing, finished) = old_store();
        let report = migrate(&mut store, NOW, &mut counter());
        // 1764500000000 in base 36, then the first random number, 1.
        let id = "millqpkw00001";
        assert_eq!(make_id(NOW, 1), id);
        assert_eq!(
            report,
            Migration {
                moved: vec![
                    ("cubeplay.game".into(), id.into()),
                    ("cubeplay.recent #1".into(), id.into()),
                    ("cubeplay.recent #2".into(), "x7".into()),
                ],
                damaged: vec![(
                    "cubeplay.recent #3".into(),
                    "cubeplay.damaged.1".into(),
                    SavedError::Cursor { line: 3 }
                )],
                failed: None,
            }
        );
        assert_eq!(
            report.damaged[0].2.to_string(),
            "saved game, line 3: the cursor is not a number"
        );
        assert_eq!(
            contents(&store),
            vec![
                ("cubeplay.damaged.1".to_string(), DAMAGED.to_string()),
                (
                    format!("cubeplay.game.{id}"),
                    v3_text(
                        id,
                        &format!("game=cephalopod&opponent=friend&size=3x3&id={id}"),
                        2,
                        false,
                        &playing
                    )
                ),
                (
                    "cubeplay.game.x7".to_string(),
                    v3_text(
                        "x7",
                        "game=cephalopod&opponent=ai&level=3&human=first&size=2x2&seed=42&id=x7",
                        2,
                        true,
                        &finished
                    )
                ),
                ("cubeplay.schema".to_string(), "3".to_string()),
            ]
        );
        // The migrated game reads back whole and goes on.
        let game = load(&store, id).unwrap().unwrap();
        assert_eq!(game.move_lines(), vec!["1. White a1", "2. Black b2"]);
        assert_eq!(game.engine_record().unwrap().moves(), ["a1", "b2"]);
    }

    #[test]
    fn the_migration_runs_once() {
        let (mut store, _, _) = old_store();
        migrate(&mut store, NOW, &mut counter());
        let after = contents(&store);
        let again = migrate(&mut store, NOW + 5.0, &mut counter());
        assert_eq!(again, Migration::default());
        assert_eq!(contents(&store), after);
    }

    #[test]
    fn a_failed_migration_keeps_the_old_keys_and_a_second_run_finishes_it() {
        let (mut store, playing, _) = old_store();
        let before = contents(&store);
        let used: usize = before.iter().map(|(k, v)| k.len() + v.len()).sum();
        let id = "millqpkw00001";
        let query = format!("game=cephalopod&opponent=friend&size=3x3&id={id}");
        let first = game_key(id).len() + v3_text(id, &query, 2, false, &playing).len();
        // Room for the first game only.
        let quota = used + first + 10;
        store.set_quota(Some(quota));
        let report = migrate(&mut store, NOW, &mut counter());
        assert_eq!(
            report.moved,
            vec![
                ("cubeplay.game".to_string(), id.to_string()),
                ("cubeplay.recent #1".to_string(), id.to_string()),
            ]
        );
        let refused = match report.failed {
            Some(MigrationError::Refused { reason, .. }) => Some(reason.0),
            _ => None,
        };
        assert_eq!(refused, Some(format!("the quota of {quota} bytes is full")));
        assert_eq!(store.get(OLD_CURRENT_KEY), Some(before[0].1.clone()));
        assert_eq!(store.get(OLD_RECENT_KEY), Some(before[1].1.clone()));
        assert_eq!(store.get(SCHEMA_KEY), None);
        store.set_quota(None);
        let report = migrate(&mut store, NOW, &mut counter());
        assert_eq!(report.failed, None);
        assert_eq!(report.moved[0].1, "millqpkw00001");
        // No game twice: the one written by the first run was found again.
        assert_eq!(games(&store).len(), 2);
        assert_eq!(store.get(OLD_CURRENT_KEY), None);
    }

    #[test]
    fn an_id_taken_by_another_game_is_not_reused() {
        let mut store = MemoryStore::new();
        let other = v3_text(
            "x7",
            "game=cephalopod&opponent=friend&size=3x3&id=x7",
            0,
            false,
            &record_text((3, 3), &[]),
        );
        store.set("cubeplay.game.x7", &other).unwrap();
        let old = v1_text(
            "game=cephalopod&opponent=friend&size=2x2&id=x7",
            1,
            false,
            &record_text((2, 2), &["a1"]),
        );
        store.set(OLD_CURRENT_KEY, &old).unwrap();
        let report = migrate(&mut store, NOW, &mut counter());
        assert_eq!(
            report.moved,
            vec![("cubeplay.game".to_string(), "millqpkw00001".to_string())]
        );
        assert_eq!(store.get("cubeplay.game.x7"), Some(other));
        let moved = load(&store, "millqpkw00001").unwrap().unwrap();
        assert_eq!(
            moved.query,
            "game=cephalopod&opponent=friend&size=2x2&id=millqpkw00001"
        );
    }

    fn game(id: &str, moves: &[&str], cursor: usize) -> SavedGame {
        SavedGame {
            id: id.into(),
            query: format!("game=cephalopod&opponent=friend&size=3x3&id={id}"),
            cursor,
            resigned: None,
            saved_ms: NOW,
            finished: false,
            record: record_text((3, 3), moves),
        }
    }

    #[test]
    fn a_save_never_overwrites_a_longer_line_it_did_not_see() {
        let mut store = MemoryStore::new();
        let longer = game("g1", &["a1", "b2", "c3"], 3);
        assert_eq!(save(&mut store, &longer), Ok(Saved::Written));
        assert_eq!(save(&mut store, &longer), Ok(Saved::Unchanged));
        let behind = game("g1", &["a1", "b2"], 2);
        assert_eq!(
            save(&mut store, &behind),
            Ok(Saved::Adopted(longer.clone()))
        );
        assert_eq!(store.get("cubeplay.game.g1"), Some(longer.to_text()));
        // Undo keeps the line: a new cursor is written.
        let undone = game("g1", &["a1", "b2", "c3"], 1);
        assert_eq!(save(&mut store, &undone), Ok(Saved::Written));
        // Another move after an undo is a new line, written.
        let other = game("g1", &["a1", "c1"], 2);
        assert_eq!(save(&mut store, &other), Ok(Saved::Written));
        assert_eq!(load(&store, "g1"), Ok(Some(other)));
    }

    #[test]
    fn a_game_from_another_tab_is_news_unless_the_same_or_older() {
        let held = game("g1", &["a1", "b2"], 2);
        assert!(is_news(&held, &game("g1", &["a1", "b2", "c3"], 3)));
        assert!(is_news(&held, &game("g1", &["a1", "b2"], 1)));
        assert!(is_news(&held, &game("g1", &["a1", "c3"], 2)));
        assert!(!is_news(&held, &game("g1", &["a1"], 1)));
        let mut later = held.clone();
        later.saved_ms += 10.0;
        assert!(!is_news(&held, &later));
        let mut resigned = held.clone();
        resigned.resigned = Some(Player::First);
        assert!(is_news(&held, &resigned));
    }

    #[test]
    fn a_full_store_refuses_and_keeps_what_it_had() {
        let mut store = MemoryStore::with_quota(10);
        let result = save(&mut store, &game("g1", &["a1"], 1));
        assert_eq!(
            result,
            Err(StoreError("the quota of 10 bytes is full".into()))
        );
        assert_eq!(store.keys(), Vec::<String>::new());
    }

    #[test]
    fn ids_are_short_differ_in_one_millisecond_and_avoid_kept_ones() {
        assert_eq!(make_id(0.0, 0), "000000");
        assert_eq!(make_id(35.0, 36), "z00010");
        assert_ne!(make_id(NOW, 1), make_id(NOW, 2));
        assert!(valid_id(&make_id(NOW, u32::MAX)));
        assert_eq!(make_id(NOW, u32::MAX).len(), 13);
        assert!(!valid_id(""));
        assert!(!valid_id("a/b"));
        let mut store = MemoryStore::new();
        store.set(&game_key("millqpkw00001"), "taken").unwrap();
        assert_eq!(unused_id(&store, NOW, &mut counter()), "millqpkw00002");
    }

    #[test]
    fn home_lists_games_in_progress_first_and_leaves_out_empty_ones() {
        let mut store = MemoryStore::new();
        let mut old_finished = game("f1", &["a1"], 1);
        old_finished.finished = true;
        old_finished.saved_ms = NOW - 50.0;
        let mut playing = game("p1", &["a1"], 1);
        playing.saved_ms = NOW - 100.0;
        let mut newer = game("p2", &["b2"], 1);
        newer.saved_ms = NOW - 10.0;
        let empty = game("e1", &[], 0);
        for kept in [&old_finished, &playing, &newer, &empty] {
            save(&mut store, kept).unwrap();
        }
        store.set("cubeplay.game.bad", "garbage").unwrap();
        let (in_progress, finished) = home_list(games(&store));
        let ids = |list: &[SavedGame]| list.iter().map(|g| g.id.clone()).collect::<Vec<_>>();
        assert_eq!(ids(&in_progress), ["p2", "p1"]);
        assert_eq!(ids(&finished), ["f1"]);
    }

    #[test]
    fn games_left_without_a_move_go_after_a_day_but_not_invitations() {
        let mut store = MemoryStore::new();
        let day = UNPLAYED_KEEP_MS;
        let mut old_empty = game("e1", &[], 0);
        old_empty.saved_ms = NOW - day - 1.0;
        let mut new_empty = game("e2", &[], 0);
        new_empty.saved_ms = NOW - day + 1.0;
        let mut old_played = game("p1", &["a1"], 1);
        old_played.saved_ms = NOW - 10.0 * day;
        let mut old_resigned = game("r1", &[], 0);
        old_resigned.saved_ms = NOW - 10.0 * day;
        old_resigned.resigned = Some(Player::First);
        let mut invitation = game("l1", &[], 0);
        invitation.query = "game=cephalopod&opponent=link&human=second&size=3x3&id=l1".into();
        invitation.saved_ms = NOW - 10.0 * day;
        for kept in [
            &old_empty,
            &new_empty,
            &old_played,
            &old_resigned,
            &invitation,
        ] {
            save(&mut store, kept).unwrap();
        }
        assert_eq!(prune_unplayed(&mut store, NOW), 1);
        assert_eq!(load(&store, "e1"), Ok(None));
        let mut left: Vec<String> = games(&store).into_iter().map(|kept| kept.id).collect();
        left.sort();
        assert_eq!(left, ["e2", "l1", "p1", "r1"]);
        assert_eq!(prune_unplayed(&mut store, NOW), 0);
    }

    #[test]
    fn a_deleted_game_comes_back_exactly() {
        let mut store = MemoryStore::new();
        let kept = game("g1", &["a1"], 1);
        save(&mut store, &kept).unwrap();
        store.set("cubeplay.analysis.g1", "tree of g1").unwrap();
        let removed = delete(&mut store, "g1").unwrap();
        assert_eq!(load(&store, "g1"), Ok(None));
        assert_eq!(store.get("cubeplay.analysis.g1"), None);
        assert_eq!(delete(&mut store, "g1"), None);
        put_back(&mut store, "g1", &removed).unwrap();
        assert_eq!(store.get("cubeplay.game.g1"), Some(kept.to_text()));
        assert_eq!(store.get("cubeplay.analysis.g1"), Some("tree of g1".into()));
        // A game without a tree comes back without one.
        save(&mut store, &game("g2", &["a1"], 1)).unwrap();
        let removed = delete(&mut store, "g2").unwrap();
        assert_eq!(removed.analysis, None);
        put_back(&mut store, "g2", &removed).unwrap();
        assert_eq!(store.get("cubeplay.analysis.g2"), None);
    }

    #[test]
    fn the_same_game_is_found_by_its_moves() {
        let mut store = MemoryStore::new();
        save(&mut store, &game("g1", &["a1", "b2"], 2)).unwrap();
        assert_eq!(
            find_same(&store, &game("other", &["a1", "b2"], 0)),
            Some("g1".into())
        );
        assert_eq!(find_same(&store, &game("other", &["a1"], 1)), None);
    }

    #[test]
    fn times_read_as_how_long_ago() {
        // The message id each unit is shown with.
        let ago = |now, then| {
            let (unit, count) = ago(now, then);
            let id = match unit {
                Ago::Now => "ago-now",
                Ago::Minutes => "ago-minutes",
                Ago::Hours => "ago-hours",
                Ago::Days => "ago-days",
            };
            (id, count)
        };
        assert_eq!(ago(NOW, NOW - 59_000.0), ("ago-now", 0));
        assert_eq!(ago(NOW, NOW - 180_000.0), ("ago-minutes", 3));
        assert_eq!(ago(NOW, NOW - 7_200_000.0), ("ago-hours", 2));
        assert_eq!(ago(NOW, NOW - 3.0 * 86_400_000.0), ("ago-days", 3));
        // A clock set back reads as just now.
        assert_eq!(ago(NOW, NOW + 5_000.0), ("ago-now", 0));
    }

    #[test]
    fn schema_2_games_become_schema_3_exactly_and_version_1_still_reads() {
        let record = record_text((3, 3), &["a1", "b2"]);
        let query = "game=cephalopod&opponent=friend&size=3x3&id=k2";
        let v2 = v2_text("k2", query, 1, false, &record);
        assert!(v2.starts_with("cubeplay-saved 2\nid=k2\nquery="));
        let mut store = MemoryStore::new();
        store.set("cubeplay.game.k2", &v2).unwrap();
        store.set(SCHEMA_KEY, "2").unwrap();
        // Not a game: left alone.
        store.set("cubeplay.lessons", "cubeplay-saved 2\n").unwrap();
        let report = migrate(&mut store, NOW, &mut counter());
        assert_eq!(report, Migration::default());
        assert_eq!(
            contents(&store),
            vec![
                (
                    "cubeplay.game.k2".to_string(),
                    format!(
                        "cubeplay-saved 3\nid=k2\nquery={query}\ncursor=1\nresigned=none\nsaved=1764400000000\nfinished=0\n{record}"
                    )
                ),
                ("cubeplay.lessons".to_string(), "cubeplay-saved 2\n".to_string()),
                ("cubeplay.schema".to_string(), "3".to_string()),
            ]
        );
        // A version 1 text reads, and writes as version 3.
        let v1 = v1_text(query, 1, false, &record);
        let game = SavedGame::parse(&v1).unwrap();
        assert_eq!(game.to_text(), v3_text("k2", query, 1, false, &record));
    }

    #[test]
    fn a_review_is_saved_with_the_game_and_a_new_review_is_written() {
        let record = record_text((3, 3), &["a1"]);
        let query = "game=cephalopod&opponent=friend&size=3x3&id=r1";
        let mut store = MemoryStore::new();
        let plain = SavedGame::parse(&v3_text("r1", query, 1, false, &record)).unwrap();
        assert_eq!(save(&mut store, &plain), Ok(Saved::Written));
        let review = GameReview {
            start: crate::game::review::Score::Value(0),
            plies: vec![crate::game::review::PlyMark {
                played: "a1".into(),
                class: cubeplay_engine::ai::review::Class::Good,
                loss: 3.5,
                best: "b2".into(),
                score: crate::game::review::Score::Value(-20),
            }],
        };
        let reviewed = SavedGame {
            record: review.write_into(&record),
            ..plain.clone()
        };
        // Same moves, but a review: written, and read back with it.
        assert_eq!(save(&mut store, &reviewed), Ok(Saved::Written));
        assert_eq!(save(&mut store, &reviewed), Ok(Saved::Unchanged));
        let back = load(&store, "r1").unwrap().unwrap();
        assert!(back
            .to_text()
            .ends_with("\n#@review 1 +0\n1. White a1\n#@review 1 good 3.5 b2 -20\n"));
        assert_eq!(GameReview::read(&back.record), Some(review.clone()));

        // Another tab, opened before the review, saves the same game or
        // one move on: the stored review stays, for the plies it covers.
        assert_eq!(save(&mut store, &plain), Ok(Saved::Unchanged));
        assert_eq!(
            GameReview::read(&load(&store, "r1").unwrap().unwrap().record),
            Some(review.clone())
        );
        let on = SavedGame::parse(&v3_text(
            "r1",
            query,
            2,
            false,
            &record_text((3, 3), &["a1", "b2"]),
        ))
        .unwrap();
        assert_eq!(save(&mut store, &on), Ok(Saved::Written));
        let kept = load(&store, "r1").unwrap().unwrap();
        assert_eq!(kept.move_lines(), ["1. White a1", "2. Black b2"]);
        assert_eq!(GameReview::read(&kept.record), Some(review.clone()));
        // A line that leaves the reviewed one keeps only the start's score.
        let other = SavedGame::parse(&v3_text(
            "r1",
            query,
            1,
            false,
            &record_text((3, 3), &["c3"]),
        ))
        .unwrap();
        assert_eq!(save(&mut store, &other), Ok(Saved::Written));
        let start_only = GameReview {
            plies: Vec::new(),
            ..review
        };
        assert_eq!(
            GameReview::read(&load(&store, "r1").unwrap().unwrap().record),
            Some(start_only)
        );
    }
}
