//! The lookup's tests: every language has every message, and the
//! compiled messages print as the Fluent runtime printed them.

use super::*;

/// The message `id` in `language`, looked up by its id as the app did
/// before the ids were typed: the tests below name messages so.
fn format_in(language: Language, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    let index = messages::ids().binary_search(&id).ok()?;
    format_at_in(language, index, args)
}

/// `t` by id: the current language, then English, then the id itself.
fn t(id: &str) -> String {
    format_in(language(), id, &[])
        .or_else(|| format_in(Language::English, id, &[]))
        .unwrap_or_else(|| id.to_string())
}

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
    let resource = fluent_syntax::parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("a locale file does not parse: {errors:?}"));
    resource
        .body
        .into_iter()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// Every `locales/*.ftl` as (language, file name without the language
/// such as `rules-` or `` for `en.ftl`, text).
fn locale_files() -> Vec<(Language, String, String)> {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/locales");
    let mut files: Vec<_> = std::fs::read_dir(folder)
        .expect("locales/ is readable")
        .map(|entry| entry.expect("a locales/ entry is readable").path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "ftl"))
        .map(|path| {
            let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
            let (group, code) = match stem.rsplit_once('-') {
                Some((group, code)) => (format!("{group}-"), code.to_string()),
                None => (String::new(), stem.clone()),
            };
            let language = Language::from_code(&code)
                .unwrap_or_else(|| panic!("{} is in no known language", path.display()));
            let text = std::fs::read_to_string(&path).expect("a locale file is readable");
            (language, group, text)
        })
        .collect();
    files.sort_by(|a, b| (a.1.as_str(), a.0.code()).cmp(&(b.1.as_str(), b.0.code())));
    files
}

#[test]
fn every_language_has_exactly_the_english_messages() {
    let files = locale_files();
    let english: Vec<_> = files
        .iter()
        .filter(|(language, _, _)| *language == Language::English)
        .collect();
    assert!(english.len() >= 7, "the English files are found");
    for language in Language::ALL {
        let own: Vec<_> = files
            .iter()
            .filter(|(lang, _, _)| *lang == language)
            .collect();
        assert_eq!(
            own.len(),
            english.len(),
            "{} has as many files",
            language.code()
        );
        for (_, group, text) in &english {
            let (_, _, translated) = own
                .iter()
                .find(|(_, own_group, _)| own_group == group)
                .unwrap_or_else(|| {
                    panic!("{} has no {group}{}.ftl", language.code(), language.code())
                });
            let mut expected = message_ids(text);
            let mut ids = message_ids(translated);
            expected.sort();
            ids.sort();
            assert_eq!(ids, expected, "{group}{}.ftl", language.code());
        }
    }
}

#[test]
fn every_message_formats_in_every_language() {
    let ids = messages::ids();
    assert!(ids.len() > 300, "the messages are compiled in");
    assert!(
        ids.windows(2).all(|pair| pair[0] < pair[1]),
        "ids sorted and unique"
    );
    for (index, language) in Language::ALL.into_iter().enumerate() {
        for id in &ids {
            let text = format_in(language, id, &[])
                .unwrap_or_else(|| panic!("{} lacks {id}", language.code()));
            assert!(!text.is_empty(), "{} {id} is empty", language.code());
            assert!(
                !text.contains(|c: char| ('\u{1}'..='\u{5}').contains(&c)),
                "{} {id} keeps a mark",
                language.code()
            );
            assert!(messages::pattern(index, id).is_some());
        }
    }
}

#[test]
fn arguments_are_filled_in_without_isolation_marks() {
    set_language(Language::English);
    assert_eq!(t("app-title"), "cubeplay");
    assert_eq!(msg::test_greeting("Ada"), "Hello, Ada!");
    assert_eq!(t("no-such-message"), "no-such-message");
}

/// What the Fluent runtime (fluent-bundle 0.16, without isolation
/// marks) printed for these, before the messages were compiled.
#[test]
fn messages_print_as_the_fluent_runtime_printed_them() {
    /// Language code, message id, arguments, the text printed.
    type Case<'a> = (&'a str, &'a str, &'a [(&'a str, Arg<'a>)], &'a str);
    let cases: [Case; 60] = [
        // en
        (
            "en",
            "count-dice",
            &[("player", "White".into()), ("count", 1.into())][..],
            "White: 1 die",
        ),
        (
            "en",
            "count-dice",
            &[("player", "White".into()), ("count", 0.into())][..],
            "White: 0 dice",
        ),
        (
            "en",
            "count-dice",
            &[("player", "White".into()), ("count", 3.into())][..],
            "White: 3 dice",
        ),
        (
            "en",
            "count-blocks",
            &[("player", "Gold".into()), ("count", 1.into())][..],
            "Gold: 1 block left",
        ),
        (
            "en",
            "count-blocks",
            &[("player", "Gold".into()), ("count", 7.into())][..],
            "Gold: 7 blocks left",
        ),
        ("en", "ago-days", &[("count", 1.into())][..], "yesterday"),
        ("en", "ago-days", &[("count", 3.into())][..], "3 days ago"),
        (
            "en",
            "games-vs-ai",
            &[("level", 3.into()), ("name", "Medium".into())][..],
            "against the computer, level 3 (Medium)",
        ),
        ("en", "ago-minutes", &[("count", 1.into())][..], "1 min ago"),
        (
            "en",
            "err-c-empty",
            &[("what", "move".into())][..],
            "empty move",
        ),
        (
            "en",
            "err-c-empty",
            &[("what", "square".into())][..],
            "empty square",
        ),
        (
            "en",
            "err-c-empty",
            &[("what", "nonsense".into())][..],
            "empty position",
        ),
        ("en", "err-c-empty", &[][..], "empty position"),
        (
            "en",
            "err-d-impossible",
            &[
                ("square", "c3".into()),
                ("top", "2".into()),
                ("north", "5".into()),
                ("same", "yes".into()),
            ][..],
            "c3: top 2 and north 5 are the same face, so no cube lies that way",
        ),
        (
            "en",
            "err-d-impossible",
            &[
                ("square", "c3".into()),
                ("top", "2".into()),
                ("north", "5".into()),
                ("same", "no".into()),
            ][..],
            "c3: top 2 and north 5 are opposite faces, so no cube lies that way",
        ),
        (
            "en",
            "err-c-unknown-square",
            &[
                ("square", "e9".into()),
                ("rows", 5.into()),
                ("cols", 4.into()),
            ][..],
            "square e9 is not on the 5×4 board",
        ),
        (
            "en",
            "turn-goal",
            &[("player", "Gold".into()), ("side", "gold".into())][..],
            "Gold's goal",
        ),
        (
            "en",
            "turn-others-block",
            &[("player", "Blue".into()), ("side", "blue".into())][..],
            "That is Blue's block.",
        ),
        ("en", "picker-sum", &[("sum", 12.into())][..], "Sum: 12"),
        ("en", "test-greeting", &[][..], "Hello, {$name}!"),
        // hu
        (
            "hu",
            "count-dice",
            &[("player", "White".into()), ("count", 1.into())][..],
            "White: 1 kocka",
        ),
        (
            "hu",
            "count-dice",
            &[("player", "White".into()), ("count", 0.into())][..],
            "White: 0 kocka",
        ),
        (
            "hu",
            "count-dice",
            &[("player", "White".into()), ("count", 3.into())][..],
            "White: 3 kocka",
        ),
        (
            "hu",
            "count-blocks",
            &[("player", "Gold".into()), ("count", 1.into())][..],
            "Gold: 1 kocka maradt",
        ),
        (
            "hu",
            "count-blocks",
            &[("player", "Gold".into()), ("count", 7.into())][..],
            "Gold: 7 kocka maradt",
        ),
        ("hu", "ago-days", &[("count", 1.into())][..], "tegnap"),
        ("hu", "ago-days", &[("count", 3.into())][..], "3 napja"),
        (
            "hu",
            "games-vs-ai",
            &[("level", 3.into()), ("name", "Közepes".into())][..],
            "a számítógép ellen, 3. szint (Közepes)",
        ),
        ("hu", "ago-minutes", &[("count", 1.into())][..], "1 perce"),
        (
            "hu",
            "err-c-empty",
            &[("what", "move".into())][..],
            "üres lépés",
        ),
        (
            "hu",
            "err-c-empty",
            &[("what", "square".into())][..],
            "üres mezőnév",
        ),
        (
            "hu",
            "err-c-empty",
            &[("what", "nonsense".into())][..],
            "üres állás",
        ),
        ("hu", "err-c-empty", &[][..], "üres állás"),
        (
            "hu",
            "err-d-impossible",
            &[
                ("square", "c3".into()),
                ("top", "2".into()),
                ("north", "5".into()),
                ("same", "yes".into()),
            ][..],
            "c3: a felső 2 és az északi 5 ugyanaz a lap, így a kocka nem feküdhet",
        ),
        (
            "hu",
            "err-d-impossible",
            &[
                ("square", "c3".into()),
                ("top", "2".into()),
                ("north", "5".into()),
                ("same", "no".into()),
            ][..],
            "c3: a felső 2 és az északi 5 egymással szemközti lapok, így a kocka nem feküdhet",
        ),
        (
            "hu",
            "err-c-unknown-square",
            &[
                ("square", "e9".into()),
                ("rows", 5.into()),
                ("cols", 4.into()),
            ][..],
            // The Fluent runtime printed `a(z)`; the article is now resolved.
            "az e9 mező nincs rajta az 5×4-es táblán",
        ),
        (
            "hu",
            "turn-goal",
            &[("player", "Gold".into()), ("side", "gold".into())][..],
            "Gold célja",
        ),
        (
            "hu",
            "turn-others-block",
            &[("player", "Blue".into()), ("side", "blue".into())][..],
            "Ez Blue kockája.",
        ),
        ("hu", "picker-sum", &[("sum", 12.into())][..], "Összeg: 12"),
        ("hu", "test-greeting", &[][..], "Szia, {$name}!"),
        // kn
        (
            "kn",
            "count-dice",
            &[("player", "White".into()), ("count", 1.into())][..],
            "White: 1 ದಾಳ",
        ),
        (
            "kn",
            "count-dice",
            &[("player", "White".into()), ("count", 0.into())][..],
            "White: 0 ದಾಳ",
        ),
        (
            "kn",
            "count-dice",
            &[("player", "White".into()), ("count", 3.into())][..],
            "White: 3 ದಾಳ",
        ),
        (
            "kn",
            "count-blocks",
            &[("player", "Gold".into()), ("count", 1.into())][..],
            "Gold: 1 ಘನ ಉಳಿದಿದೆ",
        ),
        (
            "kn",
            "count-blocks",
            &[("player", "Gold".into()), ("count", 7.into())][..],
            "Gold: 7 ಘನ ಉಳಿದಿದೆ",
        ),
        ("kn", "ago-days", &[("count", 1.into())][..], "ನಿನ್ನೆ"),
        ("kn", "ago-days", &[("count", 3.into())][..], "3 ದಿನಗಳ ಹಿಂದೆ"),
        (
            "kn",
            "games-vs-ai",
            &[("level", 3.into()), ("name", "ಮಧ್ಯಮ".into())][..],
            "ಕಂಪ್ಯೂಟರ್ ವಿರುದ್ಧ, ಮಟ್ಟ 3 (ಮಧ್ಯಮ)",
        ),
        (
            "kn",
            "ago-minutes",
            &[("count", 1.into())][..],
            "1 ನಿಮಿಷಗಳ ಹಿಂದೆ",
        ),
        (
            "kn",
            "err-c-empty",
            &[("what", "move".into())][..],
            "ನಡೆ ಖಾಲಿಯಾಗಿದೆ",
        ),
        (
            "kn",
            "err-c-empty",
            &[("what", "square".into())][..],
            "ಚೌಕದ ಹೆಸರು ಖಾಲಿಯಾಗಿದೆ",
        ),
        (
            "kn",
            "err-c-empty",
            &[("what", "nonsense".into())][..],
            "ಸ್ಥಿತಿ ಖಾಲಿಯಾಗಿದೆ",
        ),
        ("kn", "err-c-empty", &[][..], "ಸ್ಥಿತಿ ಖಾಲಿಯಾಗಿದೆ"),
        (
            "kn",
            "err-d-impossible",
            &[
                ("square", "c3".into()),
                ("top", "2".into()),
                ("north", "5".into()),
                ("same", "yes".into()),
            ][..],
            "c3: ಮೇಲಿನ 2 ಮತ್ತು ಉತ್ತರದ 5 ಒಂದೇ ಮುಖ, ಹಾಗಾಗಿ ಯಾವ ಘನವೂ ಹೀಗೆ ಇರಲಾರದು",
        ),
        (
            "kn",
            "err-d-impossible",
            &[
                ("square", "c3".into()),
                ("top", "2".into()),
                ("north", "5".into()),
                ("same", "no".into()),
            ][..],
            "c3: ಮೇಲಿನ 2 ಮತ್ತು ಉತ್ತರದ 5 ಎದುರುಬದುರು ಮುಖಗಳು, ಹಾಗಾಗಿ ಯಾವ ಘನವೂ ಹೀಗೆ ಇರಲಾರದು",
        ),
        (
            "kn",
            "err-c-unknown-square",
            &[
                ("square", "e9".into()),
                ("rows", 5.into()),
                ("cols", 4.into()),
            ][..],
            "e9 ಚೌಕ 5×4 ಹಲಗೆಯಲ್ಲಿ ಇಲ್ಲ",
        ),
        (
            "kn",
            "turn-goal",
            &[("player", "Gold".into()), ("side", "gold".into())][..],
            "ಚಿನ್ನದ ಗುರಿ",
        ),
        (
            "kn",
            "turn-others-block",
            &[("player", "Blue".into()), ("side", "blue".into())][..],
            "ಇದು ನೀಲಿಯ ಘನ.",
        ),
        ("kn", "picker-sum", &[("sum", 12.into())][..], "ಮೊತ್ತ: 12"),
        ("kn", "test-greeting", &[][..], "ನಮಸ್ಕಾರ, {$name}!"),
    ];
    for (code, id, args, expected) in cases {
        let language = Language::from_code(code).unwrap();
        assert_eq!(
            format_in(language, id, args).as_deref(),
            Some(expected),
            "{code} {id}"
        );
    }
}

/// The cardinal categories fluent-bundle's plural rules gave.
#[test]
fn plural_rules_are_the_cldr_ones() {
    let numbers = [-1.0, -0.0, 0.0, 0.1, 0.5, 1.0, 1.5, 2.0, 1e-7];
    let ones = |language: Language| numbers.map(language.is_one());
    let only_one = [true, false, false, false, false, true, false, false, false];
    assert_eq!(ones(Language::English), only_one);
    assert_eq!(ones(Language::Hungarian), only_one);
    assert_eq!(
        ones(Language::Kannada),
        [true, true, true, true, true, true, false, false, true]
    );
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    assert_eq!(format_in(Language::Hungarian, "no-such-message", &[]), None);
    set_language(Language::Kannada);
    assert_eq!(t("no-such-message"), "no-such-message");
    assert_eq!(t("app-title"), "cubeplay");
    set_language(Language::English);
}
