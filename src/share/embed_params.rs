//! An embed's address, `#/embed?…`: the game's settings (as `#/play?…`),
//! optionally a whole game (`record=`, a share-link fragment), the
//! orientation (`orientation=second` shows Black/Blue at the bottom) and
//! `mode=replay` (step through the moves; nobody plays). Plain data.

use cubeplay_engine::record;

use crate::game::config::{decode, encode, GameConfig, Opponent};

#[derive(Clone, Debug, PartialEq)]
pub struct EmbedParams {
    pub config: GameConfig,
    /// A whole game as a share-link fragment.
    pub record: Option<String>,
    pub flipped: bool,
    pub replay_only: bool,
}

impl EmbedParams {
    pub fn to_query(&self) -> String {
        let mut query = self.config.to_query();
        if let Some(fragment) = &self.record {
            query.push_str(&format!("&record={}", encode(fragment)));
        }
        if self.flipped {
            query.push_str("&orientation=second");
        }
        query.push_str(if self.replay_only {
            "&mode=replay"
        } else {
            "&mode=play"
        });
        query
    }

    /// Reads the query; `None` without a known game. Without `opponent=`,
    /// an embed is played by two people on the reader's screen.
    pub fn from_query(query: &str) -> Option<EmbedParams> {
        let mut config = GameConfig::from_query(query)?;
        let get = |key: &str| {
            query.split('&').find_map(|pair| {
                let (name, value) = pair.split_once('=')?;
                (name == key).then(|| decode(value))
            })
        };
        if get("opponent").is_none() {
            config.opponent = Opponent::Friend;
        }
        let flipped = matches!(
            get("orientation").as_deref(),
            Some("second" | "black" | "blue")
        );
        Some(EmbedParams {
            config,
            record: get("record"),
            flipped,
            replay_only: get("mode").as_deref() == Some("replay"),
        })
    }

    /// The record text of `record=`, or the reason it cannot be read.
    pub fn record_text(&self) -> Option<Result<String, record::RecordError>> {
        let fragment = self.record.as_ref()?;
        Some(record::Record::from_fragment(fragment).map(|kept| kept.to_text()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cubeplay_engine::GameKind;

    #[test]
    fn embed_addresses_read_back() {
        let mut config = GameConfig::new(GameKind::Cephalopod);
        config.opponent = Opponent::Friend;
        config.size = (3, 3);
        config.position = Some("w1../.../... b".into());
        let params = EmbedParams {
            config,
            record: Some("v1;g=c;s=3x3;m=a1.b2;k=0000".into()),
            flipped: true,
            replay_only: true,
        };
        assert_eq!(EmbedParams::from_query(&params.to_query()), Some(params));
    }

    #[test]
    fn a_bare_embed_is_for_two_people() {
        let params = EmbedParams::from_query("game=cephalopod&size=3x3").unwrap();
        assert_eq!(params.config.opponent, Opponent::Friend);
        assert!(!params.replay_only && !params.flipped);
        let params = EmbedParams::from_query("game=deblockle&opponent=ai&level=3").unwrap();
        assert_eq!(params.config.opponent, Opponent::Ai);
        assert_eq!(params.config.level, 3);
        assert_eq!(EmbedParams::from_query("game=chess"), None);
    }
}
