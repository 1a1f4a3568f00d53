//! The Deblockle turn in the side panel: what the status line asks for, the
//! confirm step of a tip that ends the turn, the last move in one sentence,
//! the hidden faces of the selected block, and the "Confirm moves" setting.
//! The board's own part of a turn, with no screen state, is `board::turn`.

use cubeplay_engine::deblockle::Position;
use cubeplay_engine::{AnyMove, AnyPosition};
use yew::prelude::*;

use crate::board::intent::Note;
use crate::board::turn::{pending_move, turn_prompt};
use crate::game::clicks;
use crate::game::reducer::Action;
use crate::game::state::PlayState;
use crate::i18n::{msg, t, Msg};

/// localStorage key of the "Confirm moves" setting: "on" or "off".
pub const CONFIRM_KEY: &str = "cubeplay.confirm-moves";

fn storage() -> Option<web_sys::Storage> {
    crate::storage::window()?.local_storage().ok().flatten()
}

/// Whether a tip that ends the turn waits for a confirm. Unset, it is on
/// where the main pointer is coarse (a touch screen, where a slip of the
/// finger is easy) and off with a mouse.
pub fn confirm_moves() -> bool {
    let stored = storage().and_then(|s| s.get_item(CONFIRM_KEY).ok().flatten());
    match stored.as_deref() {
        Some("on") => true,
        Some("off") => false,
        _ => coarse_pointer(),
    }
}

/// `matchMedia("(pointer: coarse)").matches`, read through JavaScript.
fn coarse_pointer() -> bool {
    use wasm_bindgen::JsCast;
    let Some(window) = crate::storage::window() else {
        return false;
    };
    js_sys::Reflect::get(&window, &"matchMedia".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call1(&window, &"(pointer: coarse)".into()).ok())
        .and_then(|list| js_sys::Reflect::get(&list, &"matches".into()).ok())
        .and_then(|matches| matches.as_bool())
        .unwrap_or(false)
}

pub fn set_confirm_moves(on: bool) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(CONFIRM_KEY, if on { "on" } else { "off" });
    }
}

fn current(state: &PlayState) -> Option<Position> {
    state.record.current().deblockle().cloned()
}

/// What the status line says instead of "Your turn" while a Deblockle
/// turn is in progress, or after a click that did nothing (in either game).
pub fn status_prompt(state: &PlayState) -> Option<String> {
    if !state.human_to_move() {
        return None;
    }
    match current(state) {
        Some(position) => turn_prompt(&position, state.selection, state.note),
        None => state.note.map(Note::text),
    }
}

/// Under the status line: the confirm step of a tip that ends the turn,
/// and the last move in one plain sentence, in either game (it stays until
/// the next move).
pub fn panel_extras(state: &PlayState, on_action: &Callback<Action>) -> Html {
    let shown = state.board_index();
    let confirm = (state.human_to_move())
        .then(|| current(state).and_then(|current| pending_move(&current, state.selection)))
        .flatten()
        .map(|mv| {
            let play = {
                let text = mv.to_string();
                on_action.reform(move |_: MouseEvent| Action::Play(text.clone()))
            };
            let back = on_action.reform(move |_: MouseEvent| clicks::select(mv.from()));
            html! {
                <div class="confirm-move button-row" data-move={mv.to_string()}>
                    <button class="primary" data-action="confirm-move" onclick={play}>{ t(Msg::TurnConfirm) }</button>
                    <button data-action="take-back-tip" onclick={back}>{ t(Msg::TurnTakeBack) }</button>
                </div>
            }
        });
    let sentence = state.record.line.move_into(shown).map(|mv| {
        let text = match (state.record.position(shown), mv) {
            (AnyPosition::Deblockle(position), AnyMove::Deblockle(mv)) => {
                crate::board::deblockle_words::announce_move(position, mv)
            }
            (AnyPosition::Cephalopod(position), AnyMove::Cephalopod(mv)) => {
                crate::board::cephalopod::announce_move(position, mv)
            }
            _ => String::new(),
        };
        html! {
            <p class="last-move-sentence" data-ply={shown.to_string()}>
                { msg::turn_last_move(text.as_str()) }
            </p>
        }
    });
    html! { <>{ for confirm }{ for sentence }</> }
}

/// The hint on the board in words, as the last move is told: marks alone
/// say nothing to someone who does not read them yet.
pub fn hint_sentence(state: &PlayState) -> Option<Html> {
    use cubeplay_engine::Game;
    let text = state.hint.as_ref()?;
    let position = state.record.line.current();
    // Told as the move would be once played: from the position after it.
    let mv = position.parse_move(text).ok()?;
    let sentence = match (position.play(mv), mv) {
        (AnyPosition::Deblockle(after), AnyMove::Deblockle(mv)) => {
            crate::board::deblockle_words::announce_move(&after, mv)
        }
        (AnyPosition::Cephalopod(after), AnyMove::Cephalopod(mv)) => {
            crate::board::cephalopod::announce_move(&after, mv)
        }
        _ => return None,
    };
    Some(html! {
        <p class="hint-sentence" data-hint-move={text.clone()} aria-live="polite">
            { msg::turn_hint(sentence.as_str()) }
        </p>
    })
}

/// The "Confirm moves" switch, remembered in this browser.
#[function_component]
pub fn ConfirmSetting() -> Html {
    crate::i18n::use_language();
    let on = use_state(confirm_moves);
    let onchange = {
        let on = on.clone();
        Callback::from(move |event: Event| {
            let checked = event
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .map(|input| input.checked())
                .unwrap_or(!*on);
            set_confirm_moves(checked);
            on.set(checked);
        })
    };
    html! {
        <label class="toggle confirm-setting">
            <input type="checkbox" data-setting="confirm-moves" checked={*on} {onchange} />
            <span>{ t(Msg::TurnConfirmSetting) }</span>
        </label>
    }
}

/// The panel's part for a selected block (see `board::cube_net`); nothing
/// without one, or when it is not a person's turn.
pub fn hidden_faces(state: &PlayState) -> Html {
    let Some(selection) = state.selection.filter(|_| state.human_to_move()) else {
        return html! {};
    };
    let Some(position) = state.record.current().deblockle() else {
        return html! {};
    };
    crate::board::cube_net::hidden_faces(position, selection, state.preview, state.flipped)
}
