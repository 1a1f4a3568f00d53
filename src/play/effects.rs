//! The play screen's effects on the browser: the game saved after every
//! move, the sound of a move, the arrow keys, and moves made in another
//! tab. Each is a hook of the screen component.

use cubeplay_engine::deblockle as deb;
use cubeplay_engine::{AnyMove, AnyPosition};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::board::turn;
use crate::game::reducer::Action;
use crate::game::state::{Motion, PlayState};
use crate::storage::keep::SavedGame;
use crate::storage::store::{self, browser, Saved};

/// Saved after every move under the game's id, so a reload brings the
/// game back; the address then names the game (`#/game/<id>`).
#[hook]
pub fn use_saved_game(state: &UseReducerHandle<PlayState>) {
    let state = state.clone();
    let deps = (
        state.record.clone(),
        state.resigned,
        state.setup.is_none(),
        state.keep,
        state.review.clone(),
    );
    use_effect_with(deps, move |(_, _, set_up, keep, _)| {
        if *keep && *set_up {
            let report = browser::save(&state.saved_game(&browser::today(), browser::now_ms()));
            if report.in_memory != state.in_memory {
                state.dispatch(Action::InMemory(report.in_memory));
            }
            if !report.in_memory {
                browser::show_address(state.config.id.as_deref().unwrap_or_default());
            }
            if let Saved::Adopted(stored) = report.saved {
                state.dispatch(Action::Adopt(stored));
            }
        }
    });
}

/// A move just played sounds, when sound is on.
#[hook]
pub fn use_move_sound(state: &UseReducerHandle<PlayState>) {
    let state = state.clone();
    let deps = (state.record.cursor(), state.motion);
    use_effect_with(deps, move |(_, motion)| {
        if *motion != Motion::Still && crate::storage::prefs::current().sound {
            crate::play::sound::play(&move_tones(&state));
        }
    });
}

/// Arrow keys browse the moves, as on chess sites, and a move made in
/// another tab on this game shows here too. One effect for both: they
/// start with the screen (and the wasm holds an effect less). On arrival
/// the keyboard lands on the board: see `board::frame::use_focus_on_arrival`.
#[hook]
pub fn use_browse_keys_and_other_tabs(state: &UseReducerHandle<PlayState>) {
    let dispatcher = state.dispatcher();
    let stored_key = state
        .keep
        .then(|| store::game_key(state.config.id.as_deref().unwrap_or_default()));
    use_effect_with((), move |_| {
        let from_other_tabs = stored_key.and_then(|key| {
            let window = web_sys::window()?;
            let dispatcher = dispatcher.clone();
            Some(gloo_events::EventListener::new(
                &window,
                "storage",
                move |event| {
                    let Some(event) = event.dyn_ref::<web_sys::StorageEvent>() else {
                        return;
                    };
                    if event.key().as_deref() != Some(key.as_str()) {
                        return;
                    }
                    if let Some(Ok(saved)) = event.new_value().map(|text| SavedGame::parse(&text)) {
                        dispatcher.dispatch(Action::Incoming(saved));
                    }
                },
            ))
        });
        let listener = Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(
            move |event: web_sys::KeyboardEvent| {
                let step = match event.key().as_str() {
                    "ArrowLeft" => -1,
                    "ArrowRight" => 1,
                    "Home" => -10_000,
                    "End" => 10_000,
                    _ => return,
                };
                dispatcher.dispatch(Action::Step(step));
            },
        );
        let window = web_sys::window();
        if let Some(window) = &window {
            let _ = window
                .add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
        }
        move || {
            drop(from_other_tabs);
            if let Some(window) = window {
                let _ = window.remove_event_listener_with_callback(
                    "keydown",
                    listener.as_ref().unchecked_ref(),
                );
            }
        }
    });
}

/// The sound of the last move played.
fn move_tones(state: &PlayState) -> Vec<crate::play::sound::Tone> {
    let cursor = state.record.cursor();
    let slow = crate::storage::prefs::current().speed == crate::storage::prefs::Speed::Slow;
    let last = state.record.line.move_into(cursor);
    match (state.record.position(cursor), last) {
        (AnyPosition::Deblockle(after), Some(AnyMove::Deblockle(mv))) => {
            let top = after
                .block_at(mv.end())
                .map(|block| block.orientation.top());
            let steps = match (mv.hop_to(), top) {
                (None, _) => 0,
                (_, Some(deb::Face::Hoops)) => 3,
                _ => 1,
            };
            let removed = turn::is_removal(after, mv);
            crate::play::sound::deblockle_tones(steps, removed, slow)
        }
        (_, Some(AnyMove::Cephalopod(mv))) => {
            crate::play::sound::cephalopod_tones(mv.captured_squares().count(), slow)
        }
        _ => Vec::new(),
    }
}

/// Gives the keyboard focus to the first element `selector` names, if any
/// (SVG elements have focus() too, and the call is made by name).
// Out of line: inlined into the screen's effect it made the wasm larger.
#[inline(never)]
pub fn focus_first(selector: &str) {
    let found = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.query_selector(selector).ok().flatten());
    if let Some(element) = found {
        let _ = wasm_bindgen::JsCast::unchecked_into::<web_sys::HtmlElement>(element).focus();
    }
}

/// The board, when a key press took the player here and the focus is on
/// nothing (the page's body): a start, a "Continue" or a rematch took away
/// what had it. A tap leaves the focus be.
pub const BOARD_IF_FOCUS_LOST: &str =
    ":root[data-input=keys]:not(:has(:focus)) .play-screen svg.board";
