//! Every user-visible string goes through here: Fluent messages in
//! `locales/<code>.ftl`, one file per language, compiled into the app.
//!
//! Components call `t("message-id")` (or `t_with` for messages with
//! arguments) and subscribe to language changes with `use_language()`.

use std::cell::{Cell, RefCell};

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use yew::prelude::*;

/// A locale file as `build.rs` wrote it: without its comments.
macro_rules! locale {
    ($file:literal) => {
        include_str!(concat!(env!("OUT_DIR"), "/", $file))
    };
}

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

    /// The language's Fluent files: the app's messages, the rules pages',
    /// saving and sharing games, accessibility (keyboard, screen readers),
    /// a Deblockle turn explained step by step, the play screen's guidance
    /// for newcomers, and the engine's reasons why a position or a move
    /// cannot be read.
    fn sources(self) -> [&'static str; 8] {
        match self {
            Language::English => [
                locale!("en.ftl"),
                locale!("rules-en.ftl"),
                locale!("keep-en.ftl"),
                locale!("access-en.ftl"),
                locale!("errors-en.ftl"),
                locale!("turn-en.ftl"),
                locale!("guide-en.ftl"),
                locale!("motion-en.ftl"),
            ],
            Language::Hungarian => [
                locale!("hu.ftl"),
                locale!("rules-hu.ftl"),
                locale!("keep-hu.ftl"),
                locale!("access-hu.ftl"),
                locale!("errors-hu.ftl"),
                locale!("turn-hu.ftl"),
                locale!("guide-hu.ftl"),
                locale!("motion-hu.ftl"),
            ],
            Language::Kannada => [
                locale!("kn.ftl"),
                locale!("rules-kn.ftl"),
                locale!("keep-kn.ftl"),
                locale!("access-kn.ftl"),
                locale!("errors-kn.ftl"),
                locale!("turn-kn.ftl"),
                locale!("guide-kn.ftl"),
                locale!("motion-kn.ftl"),
            ],
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
    static BUNDLES: RefCell<Vec<(Language, Bundle)>> = const { RefCell::new(Vec::new()) };
}

fn build_bundle(language: Language) -> Bundle {
    let id: unic_langid::LanguageIdentifier = language
        .code()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new(vec![id]);
    // Isolation marks would end up inside SVG text and test assertions.
    bundle.set_use_isolating(false);
    for source in language.sources() {
        let resource = match FluentResource::try_new(source.to_string()) {
            Ok(resource) => resource,
            // A syntax error keeps the messages that did parse.
            Err((resource, _errors)) => resource,
        };
        // Duplicate ids keep the first definition; nothing to recover beyond that.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// Makes `language` the one `t` uses. The app also keeps it in a context
/// (see `use_language`) so components re-render.
pub fn set_language(language: Language) {
    CURRENT.with(|current| current.set(language));
}

pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

fn format_in(language: Language, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    BUNDLES.with(|bundles| {
        let mut bundles = bundles.borrow_mut();
        if !bundles.iter().any(|(lang, _)| *lang == language) {
            bundles.push((language, build_bundle(language)));
        }
        let (_, bundle) = bundles.iter().find(|(lang, _)| *lang == language)?;
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    })
}

fn format(id: &str, args: Option<&FluentArgs>) -> String {
    format_in(language(), id, args)
        .or_else(|| format_in(Language::English, id, args))
        .unwrap_or_else(|| id.to_string())
}

/// The message `id` in the current language (English if it is missing
/// there; the id itself if it is missing everywhere).
pub fn t(id: &str) -> String {
    format(id, None)
}

/// An argument value for `t_with`.
pub enum Arg<'a> {
    Text(&'a str),
    Number(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(text)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(text)
    }
}

macro_rules! number_arg {
    ($($ty:ty),*) => {$(
        impl From<$ty> for Arg<'_> {
            fn from(value: $ty) -> Self {
                Arg::Number(value as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64, f64);

/// The message `id` with named arguments, e.g.
/// `t_with("dice-left", &[("count", 3.into())])`.
pub fn t_with(id: &str, args: &[(&str, Arg)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Text(text) => fluent_args.set(*name, FluentValue::from(*text)),
            Arg::Number(number) => fluent_args.set(*name, FluentValue::from(*number)),
        }
    }
    format(id, Some(&fluent_args))
}

/// Subscribes a component to language changes; returns the language.
#[hook]
pub fn use_language() -> Language {
    use_context::<Language>().unwrap_or_else(language)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn browser_preferences_pick_the_first_supported_language() {
        assert_eq!(
            Language::preferred(["de-DE", "hu-HU", "en"]),
            Language::Hungarian
        );
        assert_eq!(Language::preferred(["kn-IN"]), Language::Kannada);
        assert_eq!(Language::preferred(["fr"]), Language::English);
    }

    /// The message ids of a Fluent file (also used by the rules pages' tests).
    pub(crate) fn message_ids(source: &str) -> Vec<String> {
        let resource = FluentResource::try_new(source.to_string())
            .unwrap_or_else(|(_, errors)| panic!("a locale file does not parse: {errors:?}"));
        resource
            .entries()
            .filter_map(|entry| match entry {
                fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_string()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_language_has_exactly_the_english_messages() {
        for (file, english) in Language::English.sources().into_iter().enumerate() {
            let english_ids = message_ids(english);
            for language in Language::ALL {
                let ids = message_ids(language.sources()[file]);
                for id in &english_ids {
                    assert!(
                        ids.contains(id),
                        "{} file {file} lacks {id}",
                        language.code()
                    );
                }
                for id in &ids {
                    assert!(
                        english_ids.contains(id),
                        "{} file {file} has extra {id}",
                        language.code()
                    );
                }
            }
        }
    }

    #[test]
    fn arguments_are_filled_in_without_isolation_marks() {
        set_language(Language::English);
        assert_eq!(t("app-title"), "cubeplay");
        assert_eq!(
            t_with("test-greeting", &[("name", "Ada".into())]),
            "Hello, Ada!"
        );
        assert_eq!(t("no-such-message"), "no-such-message");
    }

    /// Each locale file as written and as compiled in (`build.rs`).
    macro_rules! original_and_compiled {
        ($($file:literal),* $(,)?) => {
            [$((
                $file,
                include_str!(concat!("../locales/", $file)),
                locale!($file),
            )),*]
        };
    }

    /// The entries of a Fluent file other than comments, with the comments
    /// attached to messages and terms removed.
    fn entries_without_comments(source: &str) -> Vec<fluent_syntax::ast::Entry<&str>> {
        use fluent_syntax::ast::Entry;
        let resource = fluent_syntax::parser::parse(source)
            .unwrap_or_else(|(_, errors)| panic!("a locale file does not parse: {errors:?}"));
        resource
            .body
            .into_iter()
            .filter_map(|entry| match entry {
                Entry::Comment(_) | Entry::GroupComment(_) | Entry::ResourceComment(_) => None,
                Entry::Message(mut message) => {
                    message.comment = None;
                    Some(Entry::Message(message))
                }
                Entry::Term(mut term) => {
                    term.comment = None;
                    Some(Entry::Term(term))
                }
                junk @ Entry::Junk { .. } => Some(junk),
            })
            .collect()
    }

    #[test]
    fn compiled_locale_files_keep_every_message_exactly() {
        let files = original_and_compiled!(
            "en.ftl",
            "rules-en.ftl",
            "keep-en.ftl",
            "access-en.ftl",
            "errors-en.ftl",
            "turn-en.ftl",
            "guide-en.ftl",
            "motion-en.ftl",
            "hu.ftl",
            "rules-hu.ftl",
            "keep-hu.ftl",
            "access-hu.ftl",
            "errors-hu.ftl",
            "turn-hu.ftl",
            "guide-hu.ftl",
            "motion-hu.ftl",
            "kn.ftl",
            "rules-kn.ftl",
            "keep-kn.ftl",
            "access-kn.ftl",
            "errors-kn.ftl",
            "turn-kn.ftl",
            "guide-kn.ftl",
            "motion-kn.ftl",
        );
        for (file, original, compiled) in files {
            assert!(
                compiled.len() < original.len()
                    && !compiled.starts_with('#')
                    && !compiled.contains("\n#"),
                "{file}: comments are left in"
            );
            assert_eq!(
                entries_without_comments(compiled),
                entries_without_comments(original),
                "{file} changed"
            );
        }
        // Every file is listed above and in `sources`.
        let on_disk = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/locales"))
            .expect("locales/ is readable")
            .count();
        assert_eq!(files.len(), on_disk);
        let compiled = Language::ALL.map(Language::sources).concat();
        for (file, _, text) in files {
            assert!(compiled.contains(&text), "{file} is not compiled in");
        }
    }
}
