//! Where the lessons are and how far the reader got: the addresses
//! (`#/learn/<game>[/<lesson>[/<step>]]`), each step's key, and the steps
//! done, kept in the browser. Plain data but for `browser`.

use cubeplay_engine::GameKind;

use crate::study::lessons::steps::{lessons, Lesson};

/// What a lessons address (`#/learn/<game>[/<lesson>[/<step>]]`) names:
/// a lesson's and a step's index (from 0) when it names a known one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Address {
    pub game: GameKind,
    pub lesson: Option<usize>,
    pub step: Option<usize>,
}

/// Reads the part of the address after `#/learn/`; an unknown game shows
/// Deblockle's lessons, an unknown lesson the list, an unknown step the
/// first one not done.
pub fn read_address(text: &str) -> Address {
    let mut parts = text.split('/');
    let game = match parts.next() {
        Some("cephalopod") => GameKind::Cephalopod,
        _ => GameKind::Deblockle,
    };
    let lesson = parts
        .next()
        .and_then(|key| lessons(game).iter().position(|lesson| lesson.key == key));
    let step = lesson.and_then(|index| {
        let number: usize = parts.next()?.parse().ok()?;
        (1..=lessons(game)[index].steps.len())
            .contains(&number)
            .then(|| number - 1)
    });
    Address { game, lesson, step }
}

/// Whether the part of the address after `#/learn/` names a game, and if
/// it goes on, one of its lessons and one of that lesson's steps: what
/// `read_address` would otherwise read leniently.
pub fn address_is_known(text: &str) -> bool {
    let mut parts = text.split('/');
    let game = match parts.next() {
        Some("cephalopod") => GameKind::Cephalopod,
        Some("deblockle") => GameKind::Deblockle,
        _ => return false,
    };
    let Some(key) = parts.next().filter(|key| !key.is_empty()) else {
        return true;
    };
    let Some(lesson) = lessons(game).iter().find(|lesson| lesson.key == key) else {
        return false;
    };
    match parts.next() {
        None => true,
        Some(step) => {
            parts.next().is_none()
                && step
                    .parse::<usize>()
                    .is_ok_and(|number| (1..=lesson.steps.len()).contains(&number))
        }
    }
}

/// The address of a lesson's step (from 0), or of the lesson.
pub fn address(game: GameKind, lesson: &Lesson, step: Option<usize>) -> String {
    let mut text = format!("#/learn/{}/{}", game.name(), lesson.key);
    if let Some(step) = step {
        text.push_str(&format!("/{}", step + 1));
    }
    text
}

/// "d" or "c": the start of the game's message ids and progress keys.
pub fn letter(game: GameKind) -> &'static str {
    match game {
        GameKind::Deblockle => "d",
        GameKind::Cephalopod => "c",
    }
}

/// A step's key: in progress and, with `lessons-`, its messages'
/// ids (`lessons-d-tip-1` the instruction, `…-ok` the success line).
pub fn step_key(game: GameKind, lesson: &Lesson, index: usize) -> String {
    format!("{}-{}-{}", letter(game), lesson.key, index + 1)
}

/// The key in storage of the steps done.
pub const PROGRESS_KEY: &str = "cubeplay.lessons";

/// The steps done, read from what storage holds: the keys of known
/// steps, separated by spaces. Anything else in it is left out, so a
/// damaged value reads as less progress, never as an error.
pub fn read_progress(stored: Option<&str>) -> Vec<String> {
    let mut done: Vec<String> = Vec::new();
    for token in stored.unwrap_or_default().split_whitespace() {
        let known = [GameKind::Deblockle, GameKind::Cephalopod]
            .into_iter()
            .any(|game| {
                lessons(game).iter().any(|lesson| {
                    (0..lesson.steps.len()).any(|index| step_key(game, lesson, index) == token)
                })
            });
        if known && !done.iter().any(|seen| seen == token) {
            done.push(token.to_string());
        }
    }
    done
}

/// The value to store with `key` done too.
pub fn with_done(done: &[String], key: &str) -> String {
    let mut all: Vec<&str> = done.iter().map(String::as_str).collect();
    if !all.contains(&key) {
        all.push(key);
    }
    all.join(" ")
}

/// How many of a lesson's steps are done.
pub fn steps_done(game: GameKind, lesson: &Lesson, done: &[String]) -> usize {
    (0..lesson.steps.len())
        .filter(|&index| done.contains(&step_key(game, lesson, index)))
        .count()
}

pub mod browser {
    //! The progress in the browser's storage.

    fn storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok()?
    }

    pub fn load() -> Vec<String> {
        let stored = storage().and_then(|s| s.get_item(super::PROGRESS_KEY).ok().flatten());
        super::read_progress(stored.as_deref())
    }

    /// Marks `key` done; storage refusing it only loses the progress.
    pub fn mark_done(key: &str) -> Vec<String> {
        let value = super::with_done(&load(), key);
        if let Some(storage) = storage() {
            let _ = storage.set_item(super::PROGRESS_KEY, &value);
        }
        super::read_progress(Some(&value))
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn only_an_address_that_names_a_lesson_is_known() {
        for known in [
            "deblockle",
            "cephalopod/",
            "deblockle/tip",
            "deblockle/tip/2",
            "cephalopod/capture/1",
        ] {
            assert!(address_is_known(known), "{known}");
        }
        for unknown in [
            "",
            "chess",
            "deblockle/juggling",
            "deblockle/tip/0",
            "deblockle/tip/9",
            "deblockle/tip/x",
            "deblockle/tip/1/2",
        ] {
            assert!(!address_is_known(unknown), "{unknown}");
        }
    }

    use super::*;

    #[test]
    fn addresses_name_a_lesson_and_a_step() {
        let read = |text: &str| {
            let a = read_address(text);
            (a.game, a.lesson, a.step)
        };
        assert_eq!(read("deblockle"), (GameKind::Deblockle, None, None));
        assert_eq!(
            read("cephalopod/capture"),
            (GameKind::Cephalopod, Some(1), None)
        );
        assert_eq!(
            read("cephalopod/capture/2"),
            (GameKind::Cephalopod, Some(1), Some(1))
        );
        // Unknown parts fall back: no panic, no error page.
        assert_eq!(
            read("cephalopod/capture/3"),
            (GameKind::Cephalopod, Some(1), None)
        );
        assert_eq!(
            read("cephalopod/capture/x"),
            (GameKind::Cephalopod, Some(1), None)
        );
        assert_eq!(
            read("cephalopod/nothing/1"),
            (GameKind::Cephalopod, None, None)
        );
        assert_eq!(read("chess"), (GameKind::Deblockle, None, None));
        assert_eq!(read(""), (GameKind::Deblockle, None, None));
        assert_eq!(
            address(
                GameKind::Deblockle,
                &lessons(GameKind::Deblockle)[2],
                Some(1)
            ),
            "#/learn/deblockle/slider/2"
        );
        assert_eq!(
            address(
                GameKind::Cephalopod,
                &lessons(GameKind::Cephalopod)[0],
                None
            ),
            "#/learn/cephalopod/place"
        );
    }

    #[test]
    fn progress_is_read_defensively() {
        assert_eq!(read_progress(None), Vec::<String>::new());
        assert_eq!(read_progress(Some("")), Vec::<String>::new());
        assert_eq!(
            read_progress(Some("{\"not\": \"ours\"}")),
            Vec::<String>::new()
        );
        assert_eq!(
            read_progress(Some("d-tip-1 d-tip-9 x c-end-1 d-tip-1")),
            vec!["d-tip-1".to_string(), "c-end-1".to_string()]
        );
        let done = read_progress(Some("d-tip-1"));
        assert_eq!(with_done(&done, "d-tip-2"), "d-tip-1 d-tip-2");
        assert_eq!(with_done(&done, "d-tip-1"), "d-tip-1");
        assert_eq!(
            steps_done(GameKind::Deblockle, &lessons(GameKind::Deblockle)[0], &done),
            1
        );
        assert_eq!(
            steps_done(
                GameKind::Cephalopod,
                &lessons(GameKind::Cephalopod)[0],
                &done
            ),
            0
        );
    }
}
