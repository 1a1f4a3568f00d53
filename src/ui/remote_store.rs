//! Where games by link are kept: the one seam between them and browser
//! storage, so a change of storage (one key per game) touches only this.

use super::config::GameConfig;
use super::keep::{storage, SavedGame};

/// The kept game named `id`, if there is one and it reads.
pub fn load(id: &str) -> Option<SavedGame> {
    let saved = storage::load_current().ok().flatten()?;
    let config = GameConfig::from_query(&saved.query)?;
    (config.id.as_deref() == Some(id)).then_some(saved)
}

/// Keeps `game` under its id (today: as the game on the board; the one it
/// replaces goes to the recent games).
pub fn save(game: &SavedGame) {
    storage::save_current(game);
}
