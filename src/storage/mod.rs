//! What the browser keeps: games (one key each), a kept game as text, games
//! by link, the last settings of each game and the display preferences.

pub mod keep;
pub mod last_settings;
pub mod prefs;
pub mod remote_store;
pub mod store;
