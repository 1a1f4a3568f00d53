//! What the browser keeps: games (one key each), a kept game as text, games
//! by link, the last settings of each game and the display preferences.

pub mod keep;
pub mod last_settings;
pub mod persist;
pub mod prefs;
pub mod remote_store;
pub mod store;

/// The page's window, or none natively: the build-time prerender
/// (`app::prerender`) draws the first screens with the browser's state
/// empty, as a first visit sees it (wasm-bindgen's imports cannot be
/// called off the web).
pub fn window() -> Option<web_sys::Window> {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        None
    }
}
