//! The player's display settings (motion speed, sound, board coordinates,
//! board colours), remembered under one localStorage key and applied as
//! classes on the page's root element, which the stylesheets read.

use std::cell::Cell;

/// localStorage key, e.g. "speed=slow sound=on coords=off theme=slate".
pub const PREFS_KEY: &str = "cubeplay.prefs";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    Off,
    Normal,
    Slow,
}

/// Board colours besides the one that follows the system (light or dark).
pub const THEMES: [&str; 4] = ["classic", "slate", "forest", "contrast"];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prefs {
    pub speed: Speed,
    pub sound: bool,
    pub coords: bool,
    /// An index into `THEMES`.
    pub theme: usize,
}

impl Prefs {
    /// The settings before any choice: motion on unless the system asks
    /// for less, no sound, coordinates shown, the classic colours.
    pub fn defaults(reduced_motion: bool) -> Prefs {
        Prefs {
            speed: if reduced_motion {
                Speed::Off
            } else {
                Speed::Normal
            },
            sound: false,
            coords: true,
            theme: 0,
        }
    }

    /// Reads the stored text; a word it does not know keeps its default,
    /// so a damaged or older value never stops the page.
    pub fn parse(text: &str, reduced_motion: bool) -> Prefs {
        let mut prefs = Prefs::defaults(reduced_motion);
        for word in text.split_whitespace() {
            let Some((name, value)) = word.split_once('=') else {
                continue;
            };
            match (name, value) {
                ("speed", "off") => prefs.speed = Speed::Off,
                ("speed", "normal") => prefs.speed = Speed::Normal,
                ("speed", "slow") => prefs.speed = Speed::Slow,
                ("sound", "on" | "off") => prefs.sound = value == "on",
                ("coords", "on" | "off") => prefs.coords = value == "on",
                ("theme", _) => {
                    if let Some(index) = THEMES.iter().position(|theme| *theme == value) {
                        prefs.theme = index;
                    }
                }
                _ => {}
            }
        }
        prefs
    }

    pub fn to_text(self) -> String {
        let speed = match self.speed {
            Speed::Off => "off",
            Speed::Normal => "normal",
            Speed::Slow => "slow",
        };
        let on = |flag: bool| if flag { "on" } else { "off" };
        format!(
            "speed={speed} sound={} coords={} theme={}",
            on(self.sound),
            on(self.coords),
            THEMES[self.theme.min(THEMES.len() - 1)]
        )
    }

    /// The root element's classes for these settings.
    pub fn root_classes(self) -> String {
        let speed = match self.speed {
            Speed::Off => "motion-off",
            Speed::Normal => "motion-normal",
            Speed::Slow => "motion-slow",
        };
        let coords = if self.coords { "" } else { " no-coords" };
        format!(
            "{speed} theme-{}{coords}",
            THEMES[self.theme.min(THEMES.len() - 1)]
        )
    }
}

thread_local! {
    static CURRENT: Cell<Option<Prefs>> = const { Cell::new(None) };
}

fn storage() -> Option<web_sys::Storage> {
    crate::storage::window()?.local_storage().ok().flatten()
}

/// `matchMedia(query).matches`, read through JavaScript.
pub fn media_matches(query: &str) -> bool {
    use wasm_bindgen::JsCast;
    let Some(window) = crate::storage::window() else {
        return false;
    };
    js_sys::Reflect::get(&window, &"matchMedia".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call1(&window, &query.into()).ok())
        .and_then(|list| js_sys::Reflect::get(&list, &"matches".into()).ok())
        .and_then(|matches| matches.as_bool())
        .unwrap_or(false)
}

pub fn reduced_motion() -> bool {
    media_matches("(prefers-reduced-motion: reduce)")
}

/// The settings, read from storage once per page.
pub fn current() -> Prefs {
    CURRENT.with(|cell| {
        cell.get().unwrap_or_else(|| {
            let stored = storage()
                .and_then(|s| s.get_item(PREFS_KEY).ok().flatten())
                .unwrap_or_default();
            let prefs = Prefs::parse(&stored, reduced_motion());
            cell.set(Some(prefs));
            prefs
        })
    })
}

/// Whether moves are shown in motion.
pub fn motion_on() -> bool {
    current().speed != Speed::Off
}

/// Remembers `prefs` and applies them to the page.
pub fn save(prefs: Prefs) {
    CURRENT.with(|cell| cell.set(Some(prefs)));
    if let Some(storage) = storage() {
        // A full or disabled storage only loses the setting.
        let _ = storage.set_item(PREFS_KEY, &prefs.to_text());
    }
    apply(prefs);
}

/// Sets the root element's classes (see styles/motion.css).
pub fn apply(prefs: Prefs) {
    let root = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element());
    if let Some(root) = root {
        root.set_class_name(&prefs.root_classes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_through_their_text() {
        let prefs = Prefs {
            speed: Speed::Slow,
            sound: true,
            coords: false,
            theme: 2,
        };
        assert_eq!(
            prefs.to_text(),
            "speed=slow sound=on coords=off theme=forest"
        );
        assert_eq!(Prefs::parse(&prefs.to_text(), false), prefs);
        assert_eq!(prefs.root_classes(), "motion-slow theme-forest no-coords");
    }

    #[test]
    fn damaged_text_keeps_the_defaults() {
        let defaults = Prefs::defaults(false);
        assert_eq!(Prefs::parse("", false), defaults);
        assert_eq!(
            Prefs::parse(
                "{\"speed\":1} speed=fast theme=neon sound=yes coords",
                false
            ),
            defaults
        );
        let partly = Prefs::parse("garbage speed=off theme=slate", false);
        assert_eq!(partly.speed, Speed::Off);
        assert_eq!(partly.theme, 1);
        assert!(!partly.sound);
        assert!(partly.coords);
    }

    #[test]
    fn reduced_motion_starts_with_motion_off_but_a_choice_wins() {
        assert_eq!(Prefs::defaults(true).speed, Speed::Off);
        assert_eq!(Prefs::defaults(false).speed, Speed::Normal);
        assert_eq!(Prefs::parse("speed=normal", true).speed, Speed::Normal);
        assert_eq!(
            Prefs::defaults(true).root_classes(),
            "motion-off theme-classic"
        );
    }
}
