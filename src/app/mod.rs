//! The app around the screens: the page and its routes, the start of the
//! page or of the worker, the shell (language, menu), settings and updates.

pub mod click_guard;
pub mod page;
#[cfg(feature = "prerender")]
pub mod prerender;
pub mod route;
pub mod settings;
pub mod shell;
pub mod start;
pub mod update;
