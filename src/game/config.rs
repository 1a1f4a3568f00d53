//! What a new game is: the game, the opponent and the variants. Read from
//! and written to the page address (`#/play?game=…`), so a game can be
//! shared or started by a test with an exact position.

use crate::i18n::Msg;
use cubeplay_engine::ai::{perfect_play_settles, Level, PERFECT_LEVEL};
use cubeplay_engine::{cephalopod, GameKind, Player};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Two people on this screen.
    Friend,
    /// The AI at a level 1–5 (or 6, perfect play, where the solver
    /// settles the board) plays the side the human does not.
    Ai,
    /// The AI plays both sides, to watch.
    Demo,
    /// A friend far away: `human` is the seat played in this browser, and
    /// the moves travel by link (see `remote_link`).
    Link,
}

/// Speed of the AI-versus-AI demo: the AI's time per move in ms.
pub const DEMO_SPEEDS: [(u32, Msg); 3] = [
    (1500, Msg::SpeedSlow),
    (600, Msg::SpeedNormal),
    (150, Msg::SpeedFast),
];

#[derive(Clone, Debug, PartialEq)]
pub struct GameConfig {
    pub game: GameKind,
    pub opponent: Opponent,
    pub level: u8,
    /// The side the human plays against the AI, or in this browser in a
    /// game by link.
    pub human: Player,
    /// Deblockle: who moves first (Cephalopod: White, always).
    pub first: Player,
    /// Cephalopod board: rows, columns.
    pub size: (u8, u8),
    /// Deblockle blocks per side, Gold then Blue.
    pub blocks: [usize; 2],
    pub no_adjacent: bool,
    pub repetition: bool,
    /// Deblockle: roll and place by hand instead of a quick random set-up.
    pub hand_setup: bool,
    /// Index into `DEMO_SPEEDS`.
    pub demo_speed: usize,
    /// A start position in the game's notation (shared links, tests).
    pub position: Option<String>,
    pub seed: u64,
    /// The game's id: its key in storage (`cubeplay.game.<id>`) and its
    /// address (`#/game/<id>`). A new game gets one when it starts.
    pub id: Option<String>,
}

impl GameConfig {
    /// Whether the computer can play perfectly here (level 6): a Cephalopod
    /// board the exact solver settles, 3×3 in the app.
    pub fn perfect_available(&self) -> bool {
        if self.game != GameKind::Cephalopod {
            return false;
        }
        let (rows, cols) = match self
            .position
            .as_deref()
            .map(str::parse::<cephalopod::Position>)
        {
            Some(Ok(position)) => (position.rows(), position.cols()),
            _ => self.size,
        };
        perfect_play_settles(rows, cols)
    }

    /// What a fair game allows of the computer's help, in one place (see
    /// docs/playing.md): hints against the computer and between friends on
    /// one screen, never against a person far away (by link) or in a
    /// demo.
    pub fn hints_allowed(&self) -> bool {
        matches!(self.opponent, Opponent::Ai | Opponent::Friend)
    }

    /// The computer's review: of a finished game always; during a game only
    /// between friends on one screen (and in a demo), never in the middle
    /// of a game against the computer or by link.
    pub fn review_allowed(&self, finished: bool) -> bool {
        finished || matches!(self.opponent, Opponent::Friend | Opponent::Demo)
    }

    pub fn new(game: GameKind) -> GameConfig {
        GameConfig {
            game,
            opponent: Opponent::Ai,
            level: 2,
            human: Player::First,
            first: Player::First,
            size: (5, 5),
            blocks: [4, 4],
            no_adjacent: false,
            repetition: cubeplay_engine::deblockle::REPETITION_DRAW_DEFAULT,
            hand_setup: false,
            demo_speed: 1,
            position: None,
            seed: 0,
            id: None,
        }
    }

    /// Whether the AI chooses the moves of `player`.
    pub fn ai_plays(&self, player: Player) -> bool {
        match self.opponent {
            Opponent::Friend => false,
            Opponent::Ai => player != self.human,
            Opponent::Demo => true,
            Opponent::Link => false,
        }
    }

    /// Whether the moves of `player` are clicked on this screen (in a game
    /// by link, the friend's are not: they come by link).
    pub fn plays_here(&self, player: Player) -> bool {
        match self.opponent {
            Opponent::Link => player == self.human,
            _ => !self.ai_plays(player),
        }
    }

    /// The seat of the one person at this screen, when there is one.
    pub fn own_seat(&self) -> Option<Player> {
        matches!(self.opponent, Opponent::Ai | Opponent::Link).then_some(self.human)
    }

    /// The `?…` part of `#/play?…`.
    pub fn to_query(&self) -> String {
        let mut parts = vec![format!("game={}", self.game.name())];
        parts.push(format!(
            "opponent={}",
            match self.opponent {
                Opponent::Friend => "friend",
                Opponent::Ai => "ai",
                Opponent::Demo => "demo",
                Opponent::Link => "link",
            }
        ));
        if matches!(self.opponent, Opponent::Ai | Opponent::Demo) {
            parts.push(format!("level={}", self.level));
        }
        if self.own_seat().is_some() {
            parts.push(format!("human={}", side_id(self.human)));
        }
        if self.opponent == Opponent::Demo {
            parts.push(format!("speed={}", self.demo_speed));
        }
        match self.game {
            GameKind::Cephalopod => {
                parts.push(format!("size={}x{}", self.size.0, self.size.1));
            }
            GameKind::Deblockle => {
                parts.push(format!("first={}", side_id(self.first)));
                parts.push(format!("gold={}&blue={}", self.blocks[0], self.blocks[1]));
                parts.push(format!("noadj={}", u8::from(self.no_adjacent)));
                parts.push(format!("rep={}", u8::from(self.repetition)));
                if self.hand_setup && self.opponent != Opponent::Link {
                    parts.push("setup=hand".into());
                }
            }
        }
        if let Some(position) = &self.position {
            parts.push(format!("position={}", encode(position)));
        }
        if self.seed != 0 {
            parts.push(format!("seed={}", self.seed));
        }
        if let Some(id) = &self.id {
            parts.push(format!("id={}", encode(id)));
        }
        parts.join("&")
    }

    /// Reads `game=…&…`; unknown or bad values keep their defaults.
    pub fn from_query(query: &str) -> Option<GameConfig> {
        let pairs: Vec<(String, String)> = query
            .split('&')
            .filter_map(|pair| {
                let (key, value) = pair.split_once('=')?;
                Some((key.to_string(), decode(value)))
            })
            .collect();
        let get = |key: &str| {
            pairs
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
        };
        let game: GameKind = get("game")?.parse().ok()?;
        let mut config = GameConfig::new(game);
        config.opponent = match get("opponent") {
            Some("friend") => Opponent::Friend,
            Some("demo") => Opponent::Demo,
            Some("link") => Opponent::Link,
            _ => Opponent::Ai,
        };
        if let Some(level) = get("level").and_then(|v| v.parse::<u8>().ok()) {
            config.level = level.clamp(1, PERFECT_LEVEL);
        }
        if let Some(side) = get("human").and_then(parse_side) {
            config.human = side;
        }
        if let Some(side) = get("first").and_then(parse_side) {
            config.first = side;
        }
        if let Some(speed) = get("speed").and_then(|v| v.parse::<usize>().ok()) {
            config.demo_speed = speed.min(DEMO_SPEEDS.len() - 1);
        }
        if let Some((rows, cols)) = get("size").and_then(|v| v.split_once('x')) {
            if let (Ok(rows), Ok(cols)) = (rows.parse::<u8>(), cols.parse::<u8>()) {
                config.size = (rows.clamp(2, 7), cols.clamp(2, 7));
            }
        }
        for (index, key) in ["gold", "blue"].into_iter().enumerate() {
            if let Some(count) = get(key).and_then(|v| v.parse::<usize>().ok()) {
                config.blocks[index] = count.clamp(1, 4);
            }
        }
        config.no_adjacent = get("noadj") == Some("1");
        if let Some(rep) = get("rep") {
            config.repetition = rep != "0";
        }
        // Both browsers must start from one position: never set up by hand.
        config.hand_setup = get("setup") == Some("hand") && config.opponent != Opponent::Link;
        config.position = get("position").map(str::to_string);
        config.seed = get("seed").and_then(|v| v.parse().ok()).unwrap_or(0);
        config.id = get("id").map(str::to_string);
        if config.level == PERFECT_LEVEL && !config.perfect_available() {
            config.level = Level::MAX;
        }
        Some(config)
    }
}

fn side_id(player: Player) -> &'static str {
    match player {
        Player::First => "first",
        Player::Second => "second",
    }
}

fn parse_side(text: &str) -> Option<Player> {
    match text {
        "first" | "white" | "gold" | "w" | "g" => Some(Player::First),
        "second" | "black" | "blue" | "b" => Some(Player::Second),
        _ => None,
    }
}

/// Percent-encodes what notation needs kept apart in a query: space, `/`
/// stays readable, `&`, `=`, `+`, `#`, `%`.
pub(crate) fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            ' ' => out.push_str("%20"),
            '&' => out.push_str("%26"),
            '=' => out.push_str("%3D"),
            '+' => out.push_str("%2B"),
            '#' => out.push_str("%23"),
            '%' => out.push_str("%25"),
            _ => out.push(c),
        }
    }
    out
}

pub(crate) fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("");
                match u8::from_str_radix(hex, 16) {
                    Ok(byte) => {
                        out.push(byte);
                        i += 3;
                    }
                    Err(_) => {
                        out.push(b'%');
                        i += 1;
                    }
                }
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            byte => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_config_survives_the_address() {
        let mut config = GameConfig::new(GameKind::Deblockle);
        config.opponent = Opponent::Friend;
        config.blocks = [2, 3];
        config.no_adjacent = true;
        config.position = Some(
            "..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g".into(),
        );
        let read = GameConfig::from_query(&config.to_query()).unwrap();
        assert_eq!(read, config);
    }

    #[test]
    fn perfect_play_is_kept_only_where_the_solver_settles_the_board() {
        let read = |query: &str| GameConfig::from_query(query).unwrap();
        let small = read("game=cephalopod&opponent=ai&level=6&size=3x3");
        assert_eq!(small.level, 6);
        assert!(small.perfect_available());
        assert_eq!(read(&small.to_query()).level, 6);
        // A 3×3 position on the default 5×5 size: the position's board counts.
        let position = read("game=cephalopod&level=6&position=w1.w2/.../... b");
        assert_eq!(position.level, 6);
        assert_eq!(read("game=cephalopod&level=6&size=5x5").level, 5);
        assert_eq!(read("game=cephalopod&level=6&size=3x5").level, 5);
        assert_eq!(read("game=deblockle&level=6").level, 5);
        assert_eq!(read("game=cephalopod&level=9&size=3x3").level, 6);
        assert_eq!(read("game=cephalopod&level=0").level, 1);
    }

    #[test]
    fn a_game_by_link_keeps_its_seat_and_id() {
        let query = "game=deblockle&opponent=link&human=second&first=first&gold=4&blue=4&noadj=0&rep=1&setup=hand&id=k3x9";
        let config = GameConfig::from_query(query).unwrap();
        assert_eq!(config.opponent, Opponent::Link);
        assert_eq!(config.human, Player::Second);
        assert_eq!(config.id.as_deref(), Some("k3x9"));
        assert!(
            !config.hand_setup,
            "both browsers start from the same position"
        );
        assert_eq!(
            config.to_query(),
            "game=deblockle&opponent=link&human=second&first=first&gold=4&blue=4&noadj=0&rep=1&id=k3x9"
        );
        assert!(config.plays_here(Player::Second));
        assert!(!config.plays_here(Player::First));
        assert!(!config.ai_plays(Player::First));
        assert_eq!(config.own_seat(), Some(Player::Second));
    }

    #[test]
    fn cephalopod_positions_with_spaces_decode() {
        let config =
            GameConfig::from_query("game=cephalopod&opponent=friend&position=w1.w2/.../... b")
                .unwrap();
        assert_eq!(config.position.as_deref(), Some("w1.w2/.../... b"));
        let config = GameConfig::from_query("game=cephalopod&position=.../.../...%20w").unwrap();
        assert_eq!(config.position.as_deref(), Some(".../.../... w"));
    }
}
