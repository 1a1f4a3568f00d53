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
use crate::storage::keep::{self, same_game, SavedError, SavedGame};

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

pub mod browser;
pub mod migration;

#[cfg(test)]
mod tests;
