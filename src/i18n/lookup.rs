//! Every user-visible string goes through here: Fluent messages in
//! `locales/*.ftl` (`en.ftl`, `rules-en.ftl`, … per language), which
//! `build.rs` compiles into data that `messages.rs` formats.
//!
//! `build.rs` also writes the ids as Rust items, so the compiler checks
//! every lookup: components call `t(Msg::AppTitle)` for a message without
//! variables and `msg::count_dice(player, count)` for one with variables,
//! and subscribe to language changes with `use_language()`.

use std::cell::Cell;

use serde::{Deserialize, Serialize};
use yew::prelude::*;

use super::arg::Arg;
use super::messages;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    English,
    Hungarian,
    Kannada,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::English, Language::Hungarian, Language::Kannada];

    /// BCP 47 code, also the name of the `.ftl` file.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Hungarian => "hu",
            Language::Kannada => "kn",
        }
    }

    /// The language's name in itself, for the picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Hungarian => "Magyar",
            Language::Kannada => "ಕನ್ನಡ",
        }
    }

    /// Reads a code such as `hu` or `kn-IN`; `None` for other languages.
    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code.split(['-', '_']).next()?.to_ascii_lowercase();
        Language::ALL
            .into_iter()
            .find(|language| language.code() == primary)
    }

    /// The first supported language among the browser's preferences.
    pub fn preferred<'a>(codes: impl IntoIterator<Item = &'a str>) -> Language {
        codes
            .into_iter()
            .find_map(Language::from_code)
            .unwrap_or(Language::English)
    }

    /// Whether `number` takes the plural variant `one` (else `other`), by
    /// the CLDR cardinal rules: `n = 1` in English and Hungarian, `i = 0 or
    /// n = 1` in Kannada (so 0 and 0.5 too). The sign does not count.
    fn is_one(self) -> fn(f64) -> bool {
        match self {
            Language::English | Language::Hungarian => |number| number.abs() == 1.0,
            Language::Kannada => |number| number.abs() <= 1.0,
        }
    }
}

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
}

/// Makes `language` the one `t` uses. The app also keeps it in a context
/// (see `use_language`) so components re-render.
pub fn set_language(language: Language) {
    CURRENT.with(|current| current.set(language));
}

pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

include!(concat!(env!("OUT_DIR"), "/message_ids.rs"));

/// The message at `index` in `language`, if its pack is installed.
fn format_at_in(language: Language, index: usize, args: &[(&str, Arg)]) -> Option<String> {
    let language_index = Language::ALL.iter().position(|known| *known == language)?;
    let pattern = messages::pattern_at(language_index, index)?;
    let fill = messages::Fill {
        args,
        is_one: language.is_one(),
    };
    Some(messages::format(pattern, &fill))
}

/// The message at `index` in the current language. Every language has
/// every message (the build checks it), so only a pack that could not be
/// fetched makes it fall back: to English, then to nothing.
fn format_at(index: usize, args: &[(&str, Arg)]) -> String {
    format_at_in(language(), index, args)
        .or_else(|| format_at_in(Language::English, index, args))
        .unwrap_or_default()
}

/// The message `id` in the current language.
pub fn t(id: Msg) -> String {
    format_at(id as usize, &[])
}

#[cfg(test)]
impl Msg {
    /// The message's id in `locales/*.ftl`, for tests that compare ids.
    pub(crate) fn id(self) -> &'static str {
        messages::ids()[self as usize]
    }
}

/// Subscribes a component to language changes; returns the language.
#[hook]
pub fn use_language() -> Language {
    use_context::<Language>().unwrap_or_else(language)
}

#[cfg(test)]
pub(crate) mod tests;
