//! The app's messages as `build.rs` compiled them from `locales/*.ftl`, and
//! the formatter that fills in their variables (the encoding is described
//! at the top of `build.rs`).

use std::cell::RefCell;

use crate::i18n::Arg;

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

const MARK_SEPARATOR: char = '\u{0}';
const MARK_VAR: u8 = 1;
const MARK_END: u8 = 2;
const MARK_SELECT: u8 = 3;
const MARK_VARIANT_END: u8 = 4;
const MARK_SELECT_END: u8 = 5;

/// Native builds and tests carry every language's texts; the page's wasm
/// carries none and installs the pack of the language in use (`install`).
#[cfg(any(test, not(target_arch = "wasm32")))]
mod built_in {
    include!(concat!(env!("OUT_DIR"), "/message_texts.rs"));
}

/// A language's two packs: the app's texts, and those of the study parts
/// (rules pages, lessons, puzzles, analysis board), fetched when one of
/// them is first opened.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Pack {
    App = 0,
    Study = 1,
}

/// Each installed language's messages, in the order of the ids.
struct Tables {
    texts: RefCell<Vec<Option<Vec<&'static str>>>>,
    /// Per language, whether each `Pack` is in `texts`.
    installed: RefCell<Vec<[bool; 2]>>,
}

thread_local! {
    /// Split on first use (a few microseconds) rather than shipped as offsets.
    static TABLES: Tables = {
        let texts = built_in_texts();
        let installed = texts.iter().map(|text| [text.is_some(); 2]).collect();
        Tables {
            texts: RefCell::new(texts),
            installed: RefCell::new(installed),
        }
    };
}

#[cfg(any(test, not(target_arch = "wasm32")))]
fn built_in_texts() -> Vec<Option<Vec<&'static str>>> {
    built_in::TEXTS
        .iter()
        .map(|text| Some(text.split(MARK_SEPARATOR).collect()))
        .collect()
}

#[cfg(not(any(test, not(target_arch = "wasm32"))))]
fn built_in_texts() -> Vec<Option<Vec<&'static str>>> {
    vec![None; PACK_FILES.len()]
}

/// The file name of a pack of the language at `language`.
pub(crate) fn pack_file(language: usize, pack: Pack) -> Option<&'static str> {
    match pack {
        Pack::App => PACK_FILES.get(language).copied(),
        Pack::Study => STUDY_PACK_FILES.get(language).copied(),
    }
}

/// Whether that pack of the language at `language` is installed.
pub(crate) fn is_installed(language: usize, pack: Pack) -> bool {
    TABLES.with(|tables| {
        tables
            .installed
            .borrow()
            .get(language)
            .is_some_and(|installed| installed[pack as usize])
    })
}

/// Why a pack's text was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum InstallError {
    NoLanguage(usize),
    /// It holds this many messages: it is not this build's pack.
    Count(usize),
}

/// In English, for the console: a language whose pack is refused has no
/// texts to say it in.
impl std::fmt::Display for InstallError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            InstallError::NoLanguage(language) => write!(f, "no language number {language}"),
            InstallError::Count(count) => write!(
                f,
                "it holds {count} messages where this version has {MESSAGE_COUNT}"
            ),
        }
    }
}

/// Installs `text`, the text of `pack_file(language, pack)`: its messages
/// join those already there. A text with another number of messages than
/// this build's ids is refused: it is not this build's pack.
pub(crate) fn install(language: usize, pack: Pack, text: String) -> Result<(), InstallError> {
    TABLES.with(|tables| {
        let mut texts = tables.texts.borrow_mut();
        let slot = texts
            .get_mut(language)
            .ok_or(InstallError::NoLanguage(language))?;
        let count = text.split(MARK_SEPARATOR).count();
        if count != MESSAGE_COUNT {
            return Err(InstallError::Count(count));
        }
        // Kept for the rest of the page's life, as the built-in texts are.
        let text: &'static str = Box::leak(text.into_boxed_str());
        let parts = text.split(MARK_SEPARATOR);
        match slot {
            None => *slot = Some(parts.collect()),
            Some(kept) => {
                for (kept, part) in kept.iter_mut().zip(parts) {
                    if kept.is_empty() {
                        *kept = part;
                    }
                }
            }
        }
        tables.installed.borrow_mut()[language][pack as usize] = true;
        Ok(())
    })
}

/// The compiled message at `index` (`Msg` or `msg` give it) of the
/// language at `language` (its index in `Language::ALL`), if that language
/// has it.
pub(crate) fn pattern_at(language: usize, index: usize) -> Option<&'static str> {
    TABLES.with(|tables| {
        let texts = tables.texts.borrow();
        let text = *texts.get(language)?.as_ref()?.get(index)?;
        (!text.is_empty()).then_some(text)
    })
}

/// Every message id, sorted.
#[cfg(test)]
pub(crate) fn ids() -> Vec<&'static str> {
    IDS.split(MARK_SEPARATOR).collect()
}

/// The compiled message `id` of the language at `language`, for tests that
/// name messages by their ids.
#[cfg(test)]
pub(crate) fn pattern(language: usize, id: &str) -> Option<&'static str> {
    let index = ids().binary_search(&id).ok()?;
    pattern_at(language, index)
}

/// What fills a compiled pattern in: the arguments (the last one of a name
/// wins, as in Fluent) and the language's plural rule.
pub(crate) struct Fill<'a> {
    pub(crate) args: &'a [(&'a str, Arg<'a>)],
    /// Whether a number is in the plural category `one` (else `other`).
    pub(crate) is_one: fn(f64) -> bool,
}

impl Fill<'_> {
    fn arg(&self, name: &str) -> Option<&Arg<'_>> {
        self.args
            .iter()
            .rev()
            .find(|(candidate, _)| *candidate == name)
            .map(|(_, value)| value)
    }

    /// Whether a variant key matches the selector's value.
    fn matches(&self, key: &str, value: &Arg) -> bool {
        match (key.strip_prefix('#'), value) {
            (None, Arg::Text(text)) => key == *text,
            (Some(number), Arg::Number(value)) => number == comparable(*value),
            (None, Arg::Number(value)) => {
                key == if (self.is_one)(*value) {
                    "one"
                } else {
                    "other"
                }
            }
            (Some(_), Arg::Text(_)) => false,
        }
    }
}

/// A number as build.rs writes number keys: zero without its sign.
fn comparable(value: f64) -> String {
    number_text(value)
}

/// A number as a message shows it: whole numbers as they are, others to
/// the tenth (`2.5`). Written by hand: Rust's float formatting would add
/// some 5 KB to the page's wasm, and every number a message shows is a
/// count, a rounded percentage or a tenth.
pub(crate) fn number_text(value: f64) -> String {
    if !value.is_finite() {
        return String::new();
    }
    let tenths = (value * 10.0).round();
    // Beyond i64 a number is shown whole (it has no tenths to show).
    if tenths.abs() >= 9.0e18 {
        return format!("{}", value as i64);
    }
    let tenths = tenths as i64;
    let sign = if tenths < 0 { "-" } else { "" };
    let (whole, tenth) = (tenths.unsigned_abs() / 10, tenths.unsigned_abs() % 10);
    if tenth == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{tenth}")
    }
}

/// `pattern` with its variables filled in.
pub(crate) fn format(pattern: &str, fill: &Fill) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut rest = pattern;
    write(&mut rest, Some(&mut out), fill);
    // Only Hungarian writes `a(z)`; its article depends on what was filled in.
    if pattern.contains("(z) ") {
        return crate::i18n::hungarian::resolve_articles(&out);
    }
    out
}

/// The part of `rest` up to the next `MARK_END`, which it consumes.
fn take_name<'a>(rest: &mut &'a str) -> &'a str {
    let (name, after) = rest.split_once(char::from(MARK_END)).unwrap_or((rest, ""));
    *rest = after;
    name
}

/// Writes `rest` into `out` (or only steps over it when `out` is `None`) up
/// to the end of the variant it is in or of the message, consuming it.
fn write(rest: &mut &str, mut out: Option<&mut String>, fill: &Fill) {
    loop {
        let Some(at) = rest
            .bytes()
            .position(|byte| (MARK_VAR..=MARK_SELECT_END).contains(&byte))
        else {
            if let Some(out) = out.as_deref_mut() {
                out.push_str(rest);
            }
            *rest = "";
            return;
        };
        if let Some(out) = out.as_deref_mut() {
            out.push_str(&rest[..at]);
        }
        let mark = rest.as_bytes()[at];
        *rest = &rest[at + 1..];
        match mark {
            MARK_VAR => {
                let name = take_name(rest);
                if let Some(out) = out.as_deref_mut() {
                    match fill.arg(name) {
                        Some(Arg::Text(text)) => out.push_str(text),
                        Some(Arg::Number(number)) => out.push_str(&number_text(*number)),
                        // What Fluent writes for a missing variable.
                        None => {
                            out.push_str("{$");
                            out.push_str(name);
                            out.push('}');
                        }
                    }
                }
            }
            MARK_SELECT => {
                let value = fill.arg(take_name(rest));
                let mut chosen = false;
                let mut default = None;
                while !rest.is_empty() && rest.as_bytes()[0] != MARK_SELECT_END {
                    let key = take_name(rest);
                    let key = match key.strip_prefix('*') {
                        Some(key) => {
                            default = Some(*rest);
                            key
                        }
                        None => key,
                    };
                    let matches = !chosen && value.is_some_and(|value| fill.matches(key, value));
                    chosen |= matches;
                    write(rest, if matches { out.as_deref_mut() } else { None }, fill);
                }
                *rest = rest.get(1..).unwrap_or("");
                if let (false, Some(mut variant), Some(out)) = (chosen, default, out.as_deref_mut())
                {
                    write(&mut variant, Some(out), fill);
                }
            }
            MARK_VARIANT_END => return,
            // MARK_END and MARK_SELECT_END are consumed with what they close.
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::built_in::TEXTS;
    use super::*;

    #[test]
    fn numbers_are_written_whole_or_to_the_tenth() {
        let cases = [
            (0.0, "0"),
            (-0.0, "0"),
            (7.0, "7"),
            (1234567.0, "1234567"),
            (2.5, "2.5"),
            (-1.25, "-1.3"),
            (-0.04, "0"),
            (99.96, "100"),
            (f64::NAN, ""),
        ];
        for (value, text) in cases {
            assert_eq!(number_text(value), text, "{value}");
        }
    }

    #[test]
    fn each_pack_file_holds_its_languages_texts() {
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/target/messages");
        for (index, (code, text)) in ["en", "hu", "kn"].iter().zip(built_in::TEXTS).enumerate() {
            let name = pack_file(index, Pack::App).unwrap();
            let hash = name
                .strip_prefix(&format!("messages-{code}-"))
                .and_then(|rest| rest.strip_suffix(".txt"))
                .unwrap();
            assert_eq!(hash.len(), 16, "{name}");
            assert!(hash.bytes().all(|byte| byte.is_ascii_hexdigit()), "{name}");
            let app = std::fs::read_to_string(format!("{folder}/{name}")).unwrap();
            let study_name = pack_file(index, Pack::Study).unwrap();
            assert!(
                study_name.starts_with(&format!("messages-study-{code}-")),
                "{study_name}"
            );
            let study = std::fs::read_to_string(format!("{folder}/{study_name}")).unwrap();
            // Every message is in exactly one of the two packs.
            let (app, study): (Vec<&str>, Vec<&str>) = (
                app.split(MARK_SEPARATOR).collect(),
                study.split(MARK_SEPARATOR).collect(),
            );
            let all: Vec<&str> = text.split(MARK_SEPARATOR).collect();
            assert_eq!((app.len(), study.len()), (all.len(), all.len()));
            for ((app, study), all) in app.iter().zip(&study).zip(&all) {
                assert!(app.is_empty() || study.is_empty(), "{name}: {app}");
                assert_eq!(if app.is_empty() { study } else { app }, all);
            }
            let ids: Vec<&str> = IDS.split(MARK_SEPARATOR).collect();
            let lesson = ids
                .iter()
                .position(|id| id.starts_with("lessons-"))
                .unwrap();
            let home = ids.iter().position(|id| *id == "language-label").unwrap();
            assert!(
                app[lesson].is_empty() && !study[lesson].is_empty(),
                "{study_name}"
            );
            assert!(!app[home].is_empty() && study[home].is_empty(), "{name}");
        }
        assert_eq!(pack_file(3, Pack::App), None);
    }

    #[test]
    fn a_pack_of_another_build_is_refused_and_changes_nothing() {
        let count = IDS.split(MARK_SEPARATOR).count();
        assert_eq!(
            install(1, Pack::App, "egy\u{0}kettő".to_string()).map_err(|e| e.to_string()),
            Err(format!(
                "it holds 2 messages where this version has {count}"
            ))
        );
        assert_eq!(pattern(1, "language-label"), Some("Nyelv"));
        assert_eq!(
            install(7, Pack::Study, String::new()).map_err(|e| e.to_string()),
            Err("no language number 7".to_string())
        );
        assert!(is_installed(1, Pack::App) && is_installed(1, Pack::Study));
        assert_eq!(
            install(1, Pack::App, built_in::TEXTS[1].to_string()),
            Ok(())
        );
        assert_eq!(pattern(1, "language-label"), Some("Nyelv"));
    }

    fn english_one(number: f64) -> bool {
        number.abs() == 1.0
    }

    fn kannada_one(number: f64) -> bool {
        number.abs() <= 1.0
    }

    fn fill<'a>(args: &'a [(&'a str, Arg<'a>)], is_one: fn(f64) -> bool) -> Fill<'a> {
        Fill { args, is_one }
    }

    /// `{ $n -> [one] one [0] zero *[other] other }` as build.rs writes it.
    const PLURAL_THEN_ZERO: &str =
        "\u{3}n\u{2}one\u{2}one\u{4}#0\u{2}zero\u{4}*other\u{2}other\u{4}\u{5}";

    /// Outputs fluent-bundle 0.16 gave for the same message.
    #[test]
    fn variants_are_tried_in_order_then_the_default() {
        let cases = [
            (english_one as fn(f64) -> bool, 1.0, "one"),
            (english_one, 0.0, "zero"),
            (english_one, -0.0, "zero"),
            (english_one, 2.0, "other"),
            (kannada_one, 0.0, "one"),
            (kannada_one, 0.5, "one"),
            (kannada_one, 1.5, "other"),
        ];
        for (is_one, number, expected) in cases {
            let args = [("n", Arg::Number(number))];
            assert_eq!(
                format(PLURAL_THEN_ZERO, &fill(&args, is_one)),
                expected,
                "{number}"
            );
        }
        // Text matches identifiers only, and a missing selector takes the default.
        let args = [("n", Arg::Text("one"))];
        assert_eq!(format(PLURAL_THEN_ZERO, &fill(&args, english_one)), "one");
        let args = [("n", Arg::Text("0"))];
        assert_eq!(format(PLURAL_THEN_ZERO, &fill(&args, english_one)), "other");
        assert_eq!(format(PLURAL_THEN_ZERO, &fill(&[], english_one)), "other");
    }

    #[test]
    fn a_key_with_decimals_never_matches() {
        // `{ $n -> [1.0] exact *[other] { $n } }`
        let pattern = "\u{3}n\u{2}#.\u{2}exact\u{4}*other\u{2}\u{1}n\u{2}\u{4}\u{5}";
        let args = [("n", Arg::Number(1.0))];
        assert_eq!(format(pattern, &fill(&args, english_one)), "1");
    }

    #[test]
    fn variables_nested_selects_and_missing_arguments() {
        // `{ $a }-{ $b -> *[x] [{ $c -> [y] Y *[z] Z }] [w] W }!`
        let pattern = "\u{1}a\u{2}-\u{3}b\u{2}*x\u{2}[\u{3}c\u{2}y\u{2}Y\u{4}*z\u{2}Z\u{4}\u{5}]\u{4}w\u{2}W\u{4}\u{5}!";
        let args = [("a", Arg::Number(2.5)), ("c", Arg::Text("y"))];
        assert_eq!(format(pattern, &fill(&args, english_one)), "2.5-[Y]!");
        let args = [("a", Arg::Text("A")), ("b", Arg::Text("w"))];
        assert_eq!(format(pattern, &fill(&args, english_one)), "A-W!");
        assert_eq!(format(pattern, &fill(&[], english_one)), "{$a}-[Z]!");
        // The last argument of a name wins, as in Fluent.
        let args = [("a", Arg::Text("first")), ("a", Arg::Text("last"))];
        assert_eq!(format(pattern, &fill(&args, english_one)), "last-[Z]!");
    }

    #[test]
    fn ids_are_found_and_unknown_ones_are_not() {
        for text in TEXTS {
            assert_eq!(text.split(MARK_SEPARATOR).count(), ids().len());
        }
        assert_eq!(pattern(0, "app-title"), Some("cubeplay"));
        assert_eq!(pattern(1, "test-greeting"), Some("Szia, \u{1}name\u{2}!"));
        assert_eq!(pattern(0, ""), None);
        assert_eq!(pattern(0, "zzz"), None);
        assert_eq!(pattern(0, "app-titl"), None);
        assert_eq!(pattern(3, "app-title"), None);
    }
}
