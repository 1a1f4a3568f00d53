//! The page's side: localStorage, and a store in memory for when it is
//! unavailable or full (play goes on; the play screen says the game is not
//! kept).

use std::cell::RefCell;

use wasm_bindgen::JsValue;

use super::migration::{migrate, Migration};
use super::*;

thread_local! {
    static MEMORY: RefCell<MemoryStore> = RefCell::new(MemoryStore::new());
    /// The address `show_address` last put in the bar (no `hashchange`).
    static SHOWN: RefCell<Option<String>> = const { RefCell::new(None) };
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
    crate::storage::window()?
        .local_storage()
        .ok()
        .flatten()
        .map(LocalStore)
}

pub fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |elapsed| elapsed.as_millis() as f64)
    }
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
            crate::storage::persist::ask_once();
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
    let stored = local().is_some_and(|mut store| super::put_back(&mut store, id, removed).is_ok());
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
    SHOWN.with(|shown| *shown.borrow_mut() = Some(wanted));
}

/// Whether `hash` is the address `show_address` last showed: the screen
/// that showed it is still the one for it.
pub fn shown_by_the_app(hash: &str) -> bool {
    SHOWN.with(|shown| shown.borrow().as_deref() == Some(hash))
}
