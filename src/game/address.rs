//! Checks a game's address (`#/play?…`, `#/embed?…`) whole: every value
//! the app reads is checked, and one that is out of range or unknown is
//! refused with what was wrong (the parameter, the value, what is allowed),
//! never silently changed. The refusal carries the nearest good game (the
//! values brought into range, a bad position left out) for the page to
//! offer instead. Parameters the app does not read are left alone: a blog
//! host's own (`utm_…`) must not break an embed.

use cubeplay_engine::ai::PERFECT_LEVEL;
use cubeplay_engine::deblockle as deb;
use cubeplay_engine::{AnyParseError, AnyPosition, GameKind};

use crate::game::config::{decode, GameConfig, DEMO_SPEEDS};

/// The smallest and largest side of a Cephalopod board in the app.
pub const SIDES: (u8, u8) = (2, 7);
/// The fewest and most blocks a Deblockle side may have.
pub const BLOCKS: (usize, usize) = (1, 4);

/// What a parameter allows, for the message that refuses a value.
#[derive(Clone, Debug, PartialEq)]
pub enum Allowed {
    /// `cephalopod` or `deblockle`.
    Game,
    /// `ai`, `friend`, `demo` or `link`.
    Opponent,
    /// A whole number from 1 to `PERFECT_LEVEL`.
    Level,
    /// Perfect play only where the solver settles the board.
    PerfectLevel,
    /// `first` or `second` (or a colour).
    Side,
    /// A whole number from 0 to the last demo speed.
    Speed,
    /// `RxC`, each side within `SIDES`.
    Size,
    /// A whole number within `BLOCKS`.
    Blocks,
    /// `0` or `1`.
    Flag,
    /// `hand`.
    Setup,
    /// A whole number.
    Seed,
    /// A position of the game, which this one is not.
    Position(AnyParseError),
    /// `play` or `replay`.
    Mode,
    /// `first` or `second` (or a colour): who is at the bottom.
    Orientation,
}

/// One value refused: `parameter=value` (value empty when it is missing).
#[derive(Clone, Debug, PartialEq)]
pub struct BadValue {
    pub parameter: &'static str,
    pub value: String,
    pub allowed: Allowed,
}

/// An address refused: every bad value, and the nearest good game if the
/// game itself is known.
#[derive(Clone, Debug, PartialEq)]
pub struct Refused {
    pub bad: Vec<BadValue>,
    pub nearest: Option<GameConfig>,
}

/// The address's `key=value` pairs, values decoded.
pub fn pairs(query: &str) -> Vec<(String, String)> {
    query
        .split('&')
        .filter_map(|pair| {
            let (key, value) = pair.split_once('=')?;
            Some((key.to_string(), decode(value)))
        })
        .collect()
}

fn get<'a>(pairs: &'a [(String, String)], key: &str) -> Option<&'a str> {
    pairs
        .iter()
        .find(|(name, _)| name == key)
        .map(|(_, value)| value.as_str())
}

fn whole_in<T: std::str::FromStr + PartialOrd>(text: &str, low: T, high: T) -> bool {
    text.parse::<T>()
        .is_ok_and(|value| value >= low && value <= high)
}

fn is_side(text: &str) -> bool {
    matches!(
        text,
        "first" | "white" | "gold" | "w" | "g" | "second" | "black" | "blue" | "b"
    )
}

fn is_size(text: &str) -> bool {
    text.split_once('x').is_some_and(|(rows, cols)| {
        whole_in(rows, SIDES.0, SIDES.1) && whole_in(cols, SIDES.0, SIDES.1)
    })
}

/// A parameter, the test its value must pass, and what it allows.
type Check = (&'static str, fn(&str) -> bool, Allowed);

/// Checks a game's settings (`#/play?…`, and the same part of an embed).
pub fn check_game(query: &str) -> Result<GameConfig, Refused> {
    let pairs = pairs(query);
    let value = |key: &str| get(&pairs, key);
    let mut bad = Vec::new();
    let mut refuse = |parameter: &'static str, value: &str, allowed: Allowed| {
        bad.push(BadValue {
            parameter,
            value: value.to_string(),
            allowed,
        });
    };
    let game = match value("game") {
        Some(name) => name.parse::<GameKind>().ok().or_else(|| {
            refuse("game", name, Allowed::Game);
            None
        }),
        None => {
            refuse("game", "", Allowed::Game);
            None
        }
    };
    let checks: [Check; 11] = [
        (
            "opponent",
            |v| matches!(v, "ai" | "friend" | "demo" | "link"),
            Allowed::Opponent,
        ),
        ("level", |v| whole_in(v, 1, PERFECT_LEVEL), Allowed::Level),
        ("human", is_side, Allowed::Side),
        ("first", is_side, Allowed::Side),
        (
            "speed",
            |v| whole_in(v, 0, DEMO_SPEEDS.len() - 1),
            Allowed::Speed,
        ),
        ("size", is_size, Allowed::Size),
        ("gold", |v| whole_in(v, BLOCKS.0, BLOCKS.1), Allowed::Blocks),
        ("blue", |v| whole_in(v, BLOCKS.0, BLOCKS.1), Allowed::Blocks),
        ("noadj", |v| matches!(v, "0" | "1"), Allowed::Flag),
        ("rep", |v| matches!(v, "0" | "1"), Allowed::Flag),
        ("setup", |v| v == "hand", Allowed::Setup),
    ];
    for (parameter, allows, allowed) in checks {
        if let Some(text) = value(parameter).filter(|text| !allows(text)) {
            refuse(parameter, text, allowed);
        }
    }
    if let Some(text) = value("seed").filter(|text| text.parse::<u64>().is_err()) {
        refuse("seed", text, Allowed::Seed);
    }
    let mut position_bad = false;
    if let (Some(kind), Some(text)) = (game, value("position")) {
        let rules = deb::Rules {
            no_adjacent: value("noadj") == Some("1"),
        };
        if let Err(error) = AnyPosition::parse(kind, text, rules) {
            position_bad = true;
            refuse("position", text, Allowed::Position(error));
        }
    }
    // The lenient reading brings every value into range: the nearest game.
    let nearest = game
        .and_then(|_| GameConfig::from_query(query))
        .map(|mut config| {
            if position_bad {
                config.position = None;
            }
            config
        });
    if let Some(config) = &nearest {
        let asked_perfect = value("level") == Some(&PERFECT_LEVEL.to_string());
        if asked_perfect && !config.perfect_available() {
            refuse("level", &PERFECT_LEVEL.to_string(), Allowed::PerfectLevel);
        }
    }
    match nearest {
        Some(config) if bad.is_empty() => Ok(config),
        nearest => Err(Refused { bad, nearest }),
    }
}

/// Checks an embed's own parameters (`mode`, `orientation`); the game's
/// are `check_game`'s.
pub fn check_embed_extras(query: &str) -> Vec<BadValue> {
    let pairs = pairs(query);
    let mut bad = Vec::new();
    if let Some(mode) = get(&pairs, "mode").filter(|mode| !matches!(*mode, "play" | "replay")) {
        bad.push(BadValue {
            parameter: "mode",
            value: mode.to_string(),
            allowed: Allowed::Mode,
        });
    }
    if let Some(side) = get(&pairs, "orientation").filter(|side| !is_side(side)) {
        bad.push(BadValue {
            parameter: "orientation",
            value: side.to_string(),
            allowed: Allowed::Orientation,
        });
    }
    bad
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every parameter with a bad value: refused, naming that parameter and
    /// value, with the nearest game the address allows.
    #[test]
    fn each_bad_value_is_refused_by_name_with_the_nearest_game() {
        let base = "game=cephalopod";
        // (the added parameter, its value, what is allowed, the nearest game's query)
        let rows: [(&str, &str, Allowed, Option<&str>); 21] = [
            ("size", "99x99", Allowed::Size, Some("size=7x7")),
            ("size", "0x0", Allowed::Size, Some("size=2x2")),
            ("size", "-3x3", Allowed::Size, Some("size=5x5")),
            ("size", "5", Allowed::Size, Some("size=5x5")),
            ("level", "999", Allowed::Level, Some("level=2")),
            ("level", "abc", Allowed::Level, Some("level=2")),
            ("level", "0", Allowed::Level, Some("level=1")),
            ("opponent", "robot", Allowed::Opponent, Some("opponent=ai")),
            ("human", "third", Allowed::Side, Some("human=first")),
            ("first", "9", Allowed::Side, Some("")),
            ("speed", "7", Allowed::Speed, Some("")),
            ("gold", "9", Allowed::Blocks, Some("")),
            ("blue", "0", Allowed::Blocks, Some("")),
            ("noadj", "yes", Allowed::Flag, Some("")),
            ("rep", "2", Allowed::Flag, Some("")),
            ("setup", "auto", Allowed::Setup, Some("")),
            ("seed", "-1", Allowed::Seed, Some("")),
            ("seed", "x", Allowed::Seed, Some("")),
            ("game", "chess", Allowed::Game, None),
            ("game", "", Allowed::Game, None),
            ("level", "6", Allowed::PerfectLevel, Some("level=5")),
        ];
        for (parameter, value, allowed, nearest) in rows {
            let query = if parameter == "game" {
                format!("game={value}&opponent=ai")
            } else {
                format!("{base}&{parameter}={value}")
            };
            let refused = check_game(&query).expect_err(&query);
            assert_eq!(
                refused.bad,
                [BadValue {
                    parameter,
                    value: value.to_string(),
                    allowed
                }],
                "{query}"
            );
            match nearest {
                None => assert_eq!(refused.nearest, None, "{query}"),
                Some(part) => {
                    let config = refused.nearest.expect(&query);
                    assert!(config.to_query().contains(part), "{query}: {config:?}");
                    assert!(check_game(&config.to_query()).is_ok(), "{query}");
                }
            }
        }
        // No game at all (`#/embed` alone).
        let refused = check_game("").unwrap_err();
        assert_eq!(refused.bad[0].parameter, "game");
        assert_eq!(refused.nearest, None);
    }

    #[test]
    fn a_bad_position_is_refused_and_left_out_of_the_nearest_game() {
        let refused = check_game("game=cephalopod&position=w9/../.. x").unwrap_err();
        assert_eq!(refused.bad.len(), 1);
        assert_eq!(refused.bad[0].parameter, "position");
        assert!(matches!(refused.bad[0].allowed, Allowed::Position(_)));
        assert_eq!(refused.nearest.unwrap().position, None);
        let refused = check_game("game=deblockle&position=nonsense&gold=7").unwrap_err();
        let named: Vec<_> = refused.bad.iter().map(|bad| bad.parameter).collect();
        assert_eq!(named, ["gold", "position"]);
    }

    #[test]
    fn good_addresses_pass_and_other_parameters_are_left_alone() {
        for query in [
            "game=cephalopod",
            "game=cephalopod&opponent=ai&level=6&size=3x3",
            "game=deblockle&opponent=friend&human=second&first=gold&gold=4&blue=1&noadj=1&rep=0&setup=hand&seed=12&speed=2",
            "game=cephalopod&size=2x7&position=w1./.. b&utm_source=blog",
            "game=deblockle&opponent=link&id=k3x9",
        ] {
            assert!(check_game(query).is_ok(), "{query}: {:?}", check_game(query));
        }
        assert_eq!(
            check_embed_extras("game=cephalopod&mode=replay&orientation=blue"),
            []
        );
        let bad = check_embed_extras("mode=watch&orientation=up");
        let named: Vec<_> = bad
            .iter()
            .map(|bad| (bad.parameter, bad.value.as_str()))
            .collect();
        assert_eq!(named, [("mode", "watch"), ("orientation", "up")]);
    }
}
