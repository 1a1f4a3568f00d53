//! The embed view for blog posts: `#/embed?…` shows just the board and a
//! slim control bar. The query holds the game's settings (as `#/play?…`),
//! and optionally a whole game (`record=`, a share-link fragment), the
//! orientation (`orientation=second` shows Black/Blue at the bottom) and
//! `mode=replay` (step through the moves; nobody plays). An embed never
//! reads or writes the app's saved game.

use cubeplay_engine::record;
use yew::prelude::*;

use super::config::{decode, encode, GameConfig, Opponent};
use super::labels::player_label;
use super::labels::{result_detail, result_title};
use super::panel::picker_view;
use super::play_state::{Action, PlayState};
use crate::i18n::{t, t_with, use_language};

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
    pub fn record_text(&self) -> Option<Result<String, String>> {
        let fragment = self.record.as_ref()?;
        Some(
            record::Record::from_fragment(fragment)
                .map(|kept| kept.to_text())
                .map_err(|error| {
                    t_with(
                        "link-damaged",
                        &[(
                            "reason",
                            super::record_errors::describe(&error).as_str().into(),
                        )],
                    )
                }),
        )
    }
}

#[derive(Properties, PartialEq)]
pub struct EmbedBarProps {
    pub state: PlayState,
    pub on_action: Callback<Action>,
    /// The full app with this game, opened in a new tab.
    pub app_link: String,
}

/// Status, replay buttons, flip and a link to the full app, in one row.
#[function_component]
pub fn EmbedBar(props: &EmbedBarProps) -> Html {
    use_language();
    let state = &props.state;
    let game = state.config.game;
    let shown = state.shown_index();
    let last = state.record.move_count();
    let step = |delta: i32| {
        props
            .on_action
            .reform(move |_: MouseEvent| Action::Step(delta))
    };
    let status = if let Some(message) = &state.error {
        html! { <span class="embed-status error" role="alert">{ message.clone() }</span> }
    } else if let (Some(result), true) = (state.result(), shown == state.record.cursor()) {
        html! { <span class="embed-status" data-state="over">{ result_title(game, &result) }{ " — " }{ result_detail(game, &result) }</span> }
    } else {
        let name = player_label(game, state.record.to_move_at(shown));
        html! { <span class="embed-status" data-state="turn">{ t_with("status-to-move", &[("player", name.as_str().into())]) }</span> }
    };
    html! {
        <nav class="embed-bar" aria-label={t("embed-controls")}>
            <div class="embed-steps">
                <button onclick={step(-10_000)} disabled={shown == 0} aria-label={t("replay-start")} data-action="replay-start">{ "⇤" }</button>
                <button onclick={step(-1)} disabled={shown == 0} aria-label={t("replay-back")} data-action="replay-back">{ "◀" }</button>
                <span class="embed-ply" data-ply={shown.to_string()}>{ format!("{shown}/{last}") }</span>
                <button onclick={step(1)} disabled={shown >= last} aria-label={t("replay-forward")} data-action="replay-forward">{ "▶" }</button>
                <button onclick={step(10_000)} disabled={shown >= last} aria-label={t("replay-end")} data-action="replay-end">{ "⇥" }</button>
            </div>
            { status }
            { for picker_view(state, &props.on_action) }
            <div class="embed-tools">
                <button onclick={props.on_action.reform(|_: MouseEvent| Action::Flip)} aria-label={t("flip")} data-action="flip">{ "⇅" }</button>
                <a class="embed-open" href={props.app_link.clone()} target="_blank" rel="noopener">{ t("embed-open-app") }</a>
            </div>
        </nav>
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
