//! The row under an embedded board: status, replay buttons, flip and a
//! link to the full app.

use yew::prelude::*;

use crate::game::reducer::Action;
use crate::game::state::PlayState;
use crate::i18n::labels::{player_label, result_detail, result_title};
use crate::i18n::{msg, t, use_language, Msg};
use crate::play::panel::picker_view;

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
        html! { <span class="embed-status error" role="alert">{ message.text() }</span> }
    } else if let (Some(result), true) = (state.result(), shown == state.record.cursor()) {
        html! { <span class="embed-status" data-state="over">{ result_title(game, &result) }{ " — " }{ result_detail(game, &result) }</span> }
    } else {
        let name = player_label(game, state.record.to_move_at(shown));
        html! { <span class="embed-status" data-state="turn">{ msg::status_to_move(name.as_str()) }</span> }
    };
    html! {
        <nav class="embed-bar" aria-label={t(Msg::EmbedControls)}>
            <div class="embed-steps">
                <button onclick={step(-10_000)} disabled={shown == 0} aria-label={t(Msg::ReplayStart)} data-action="replay-start">{ "⇤" }</button>
                <button onclick={step(-1)} disabled={shown == 0} aria-label={t(Msg::ReplayBack)} data-action="replay-back">{ "◀" }</button>
                <span class="embed-ply" data-ply={shown.to_string()}>{ format!("{shown}/{last}") }</span>
                <button onclick={step(1)} disabled={shown >= last} aria-label={t(Msg::ReplayForward)} data-action="replay-forward">{ "▶" }</button>
                <button onclick={step(10_000)} disabled={shown >= last} aria-label={t(Msg::ReplayEnd)} data-action="replay-end">{ "⇥" }</button>
            </div>
            { status }
            { for picker_view(state, &props.on_action) }
            <div class="embed-tools">
                <button onclick={props.on_action.reform(|_: MouseEvent| Action::Flip)} aria-label={t(Msg::Flip)} data-action="flip">{ "⇅" }</button>
                <a class="embed-open" href={props.app_link.clone()} target="_blank" rel="noopener">{ t(Msg::EmbedOpenApp) }</a>
            </div>
        </nav>
    }
}
