//! The new-game dialog opens with the settings last started, per game,
//! kept in the browser as the address query they make.

use crate::game::config::GameConfig;
use cubeplay_engine::GameKind;

/// localStorage key of the last settings of `game`.
pub fn key(game: GameKind) -> String {
    format!("cubeplay.settings.{}", game.name())
}

/// The settings worth keeping: no start position, seed or game id.
pub fn to_text(config: &GameConfig) -> String {
    let mut kept = config.clone();
    kept.position = None;
    kept.seed = 0;
    kept.id = None;
    kept.to_query()
}

/// Reads what `to_text` wrote; anything else (or another game) gives the
/// defaults.
pub fn from_text(game: GameKind, text: &str) -> GameConfig {
    GameConfig::from_query(text)
        .filter(|config| config.game == game)
        .map(|mut config| {
            config.position = None;
            config.seed = 0;
            config.id = None;
            config
        })
        .unwrap_or_else(|| GameConfig::new(game))
}

fn local() -> Option<web_sys::Storage> {
    crate::storage::window()?.local_storage().ok().flatten()
}

/// The settings to open the dialog with.
pub fn load(game: GameKind) -> GameConfig {
    let text = local().and_then(|store| store.get_item(&key(game)).ok().flatten());
    match text {
        Some(text) => from_text(game, &text),
        None => GameConfig::new(game),
    }
}

/// Remembers the settings a game was started with.
pub fn save(config: &GameConfig) {
    if let Some(store) = local() {
        let _ = store.set_item(&key(config.game), &to_text(config));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::config::Opponent;
    use cubeplay_engine::Player;

    #[test]
    fn settings_come_back_without_the_game_itself() {
        let mut config = GameConfig::new(GameKind::Cephalopod);
        config.level = 4;
        config.human = Player::Second;
        config.size = (3, 5);
        config.seed = 77;
        config.position = Some(".../.../... w".into());
        config.id = Some("abc".into());
        let text = to_text(&config);
        assert_eq!(
            text,
            "game=cephalopod&opponent=ai&level=4&human=second&size=3x5"
        );
        let read = from_text(GameKind::Cephalopod, &text);
        assert_eq!(read.level, 4);
        assert_eq!(read.human, Player::Second);
        assert_eq!(read.size, (3, 5));
        assert_eq!((read.seed, read.position, read.id), (0, None, None));
    }

    #[test]
    fn other_or_damaged_text_gives_the_defaults() {
        let deblockle = "game=deblockle&opponent=friend";
        assert_eq!(
            from_text(GameKind::Cephalopod, deblockle),
            GameConfig::new(GameKind::Cephalopod)
        );
        assert_eq!(
            from_text(GameKind::Deblockle, "nonsense"),
            GameConfig::new(GameKind::Deblockle)
        );
        assert_eq!(
            from_text(GameKind::Deblockle, deblockle).opponent,
            Opponent::Friend
        );
    }
}
