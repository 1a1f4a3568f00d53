//! Where games by link are kept: the one seam between them and browser
//! storage, so a change of storage (one key per game) touches only this.

use crate::storage::keep::SavedGame;
use crate::storage::store::browser;

/// The kept game named `id`, if there is one and it reads.
pub fn load(id: &str) -> Option<SavedGame> {
    browser::load(id).ok().flatten()
}

/// Keeps `game` under its id.
pub fn save(game: &SavedGame) {
    browser::save(game);
}
