//! The play screen's controller: the game state (a reducer), the AI worker
//! conversation, and turning clicks on the boards into engine moves.

use std::rc::Rc;

use cubeplay_engine::cephalopod as ceph;
use cubeplay_engine::deblockle as deb;
use cubeplay_engine::{AnyMove, AnyPosition};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::board_cephalopod::{CephalopodBoard, PickerView};
use super::board_deblockle::DeblockleBoard;
use super::clicks;
use super::config::{GameConfig, Opponent};
use super::deblockle_turn;
use super::embed::EmbedBar;
use super::game::Record;
use super::home::NewGameDialog;
use super::keep::{self, SavedGame};
use super::panel::{ResultDialog, SidePanel};
pub use super::play_state::{Action, Motion, PlayState};
use super::setup::SetupBoard;
use super::share::{EmbedDialog, ExportDialog, ImportDialog, KeepDialog, ShareDialog};
use super::store::{self, browser, Saved};
use super::use_ai::use_ai;
use crate::i18n::{t, use_language};
use crate::seed::random_seed;
use cubeplay_engine::GameKind;

// The reducer is plain Rust in `play_state`; Yew only needs it as a
// `Reducible`.
impl Reducible for PlayState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut state = (*self).clone();
        state.apply(action);
        Rc::new(state)
    }
}

#[derive(Properties, PartialEq)]
pub struct PlayScreenProps {
    pub config: GameConfig,
    /// Back to the home page, optionally with the new-game dialog open.
    pub on_home: Callback<Option<GameKind>>,
    /// Start another game (rematch).
    pub on_start: Callback<GameConfig>,
    /// Navigation and the language picker, shown in the top bar.
    #[prop_or_default]
    pub toolbar: Html,
    /// Shown inside another page: board and a slim bar, nothing saved.
    #[prop_or_default]
    pub embed: Option<EmbedSetup>,
}

/// How an embed starts (see `super::embed`).
#[derive(Clone, Debug, PartialEq)]
pub struct EmbedSetup {
    /// A whole game, as record text.
    pub record: Option<String>,
    /// A reason the embed's game could not be read.
    pub error: Option<String>,
    pub replay_only: bool,
    pub flipped: bool,
    /// The full app with this game.
    pub app_link: String,
}

#[function_component]
pub fn PlayScreen(props: &PlayScreenProps) -> Html {
    use_language();
    super::board::use_input_modality();
    let state = use_reducer({
        let config = props.config.clone();
        let embed = props.embed.clone();
        move || match embed {
            Some(embed) => {
                let mut state = PlayState::embedded(
                    config,
                    embed.record.as_deref(),
                    embed.replay_only,
                    random_seed(),
                );
                state.flipped = embed.flipped;
                if embed.error.is_some() {
                    state.error = embed.error;
                }
                state
            }
            None => {
                let stored = browser::load(config.id.as_deref().unwrap_or_default());
                PlayState::resume(config, stored, random_seed())
            }
        }
    });
    let dialog = use_state(|| None::<KeepDialog>);

    // Saved after every move under the game's id, so a reload brings the
    // game back; the address then names the game (`#/game/<id>`).
    {
        let state = state.clone();
        let deps = (
            state.record.clone(),
            state.resigned,
            state.setup.is_none(),
            state.keep,
        );
        use_effect_with(deps, move |(_, _, set_up, keep)| {
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
    // A move just played sounds, when sound is on.
    {
        let state = state.clone();
        let deps = (state.record.cursor(), state.motion);
        use_effect_with(deps, move |(_, motion)| {
            if *motion != Motion::Still && super::prefs::current().sound {
                super::sound::play(&move_tones(&state));
            }
        });
    }

    // Arrow keys browse the moves, as on chess sites; a move made in
    // another tab on this game shows here too. One effect for both: they
    // live as long as the screen (and the wasm holds one effect less).
    {
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
                        if let Some(Ok(saved)) =
                            event.new_value().map(|text| SavedGame::parse(&text))
                        {
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

    let on_hint = use_ai(&state);
    let on_action = {
        let dispatcher = state.dispatcher();
        use_callback((), move |action: Action, _| dispatcher.dispatch(action))
    };
    // The new-game dialog opens over the board, so Cancel is back in the game.
    let new_game_open = use_state(|| false);
    let on_new_game = {
        let new_game_open = new_game_open.clone();
        use_callback((), move |(), _| new_game_open.set(true))
    };
    let new_game_dialog = new_game_open.then(|| {
        let new_game_open = new_game_open.clone();
        html! {
            <NewGameDialog game={state.config.game} on_start={props.on_start.clone()}
                on_close={Callback::from(move |()| new_game_open.set(false))} />
        }
    });

    let board = render_board(&state);
    let setup = state.setup.clone().map(|setup| {
        let on_action = on_action.clone();
        html! { <SetupBoard setup={setup} flipped={state.flipped} config={state.config.clone()} on_action={on_action} /> }
    });
    let rematch = {
        let on_start = props.on_start.clone();
        let config = state.config.clone();
        use_callback((on_start, config), |(), (on_start, config)| {
            let mut next = config.clone();
            match next.opponent {
                Opponent::Ai => next.human = next.human.opponent(),
                // Another game by link: seats change, and it needs its own id.
                Opponent::Link => {
                    next.human = next.human.opponent();
                    next.id = None;
                }
                _ => next.first = next.first.opponent(),
            }
            next.position = None;
            next.seed = random_seed();
            // A game of its own, not the one just played.
            next.id = None;
            on_start.emit(next);
        })
    };
    let result_dialog = match (state.result(), state.result_open) {
        (Some(result), true) => html! {
            <ResultDialog game={state.config.game} result={result}
                on_close={on_action.reform(|()| Action::CloseResult)}
                on_rematch={rematch.clone()}
                on_new_game={on_new_game.clone()} />
        },
        _ => html! {},
    };
    let home = props.on_home.reform(|_: MouseEvent| None);
    // The panel does not show the board's orientation: a flip leaves it be.
    let panel_state = PlayState {
        flipped: false,
        ..(*state).clone()
    };
    if let Some(embed) = &props.embed {
        return html! {
            <div class="embed-screen">
                <section class={classes!("board-area", aspect_class(&state.record))}>
                    { board }
                </section>
                <EmbedBar state={panel_state} on_action={on_action} app_link={embed.app_link.clone()} />
            </div>
        };
    }
    let on_keep = {
        let dialog = dialog.clone();
        Callback::from(move |kind: KeepDialog| dialog.set(Some(kind)))
    };
    let close_dialog = {
        let dialog = dialog.clone();
        Callback::from(move |()| dialog.set(None))
    };
    let keep_dialog = (*dialog).map(|kind| {
        let kept = keep::engine_record(&state.config, &state.record, Some(&browser::today()));
        match kind {
            KeepDialog::Export => html! {
                <ExportDialog record_text={kept.to_text()} on_close={close_dialog.clone()}
                    file_name={format!("cubeplay-{}-{}.txt", state.config.game.name(), browser::today())} />
            },
            KeepDialog::Import => html! { <ImportDialog on_close={close_dialog.clone()} /> },
            KeepDialog::Share => html! { <ShareDialog fragment={kept.to_fragment()} on_close={close_dialog.clone()} /> },
            KeepDialog::Embed => html! {
                <EmbedDialog config={state.config.clone()} fragment={kept.to_fragment()}
                    position={state.record.position_text(state.shown_index())} flipped={state.flipped}
                    on_close={close_dialog.clone()} />
            },
        }
    });
    html! {
        <div class="play-screen">
            <header class="topbar">
                <button class="link-button brand" onclick={home} aria-label={t("back-home")}>{ "cubeplay" }</button>
                <span class="topbar-game">{ state.config.game.title() }</span>
                { props.toolbar.clone() }
            </header>
            if state.in_memory {
                <p class="notice error storage-notice" role="alert" data-kind="storage-notice">{ t("storage-unavailable") }</p>
            }
            <main class="play">
                <section class={classes!("board-area", aspect_class(&state.record))}>
                    { setup.unwrap_or(board) }
                </section>
                <SidePanel state={panel_state} on_action={on_action} on_hint={on_hint}
                    on_rematch={rematch} on_new_game={on_new_game.clone()} on_keep={on_keep} />
            </main>
            // One element for the dialogs, so opening one leaves the board
            // and the panel (and what they hold, a resign question) as they are.
            <div class="play-dialogs">
                { result_dialog }
                { for keep_dialog }
                { for new_game_dialog }
            </div>
        </div>
    }
}

/// Sizes the board area to the board's shape (see `.aspect-…` in the CSS).
fn aspect_class(record: &Record) -> String {
    match record.current() {
        AnyPosition::Cephalopod(position) => {
            format!("aspect-{}x{}", position.cols(), position.rows())
        }
        AnyPosition::Deblockle(_) => format!("aspect-{0}x{0}", deb::BOARD_SIZE),
    }
}

/// The sound of the last move played.
fn move_tones(state: &PlayState) -> Vec<super::sound::Tone> {
    let cursor = state.record.cursor();
    let slow = super::prefs::current().speed == super::prefs::Speed::Slow;
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
            let removed = deblockle_turn::is_removal(after, mv);
            super::sound::deblockle_tones(steps, removed, slow)
        }
        (_, Some(AnyMove::Cephalopod(mv))) => {
            super::sound::cephalopod_tones(mv.captured_squares().count(), slow)
        }
        _ => Vec::new(),
    }
}

fn hint_move<G: cubeplay_engine::Game>(state: &PlayState, position: &G) -> Option<G::Move> {
    state
        .hint
        .as_ref()
        .and_then(|text| position.parse_move(text).ok())
}

fn render_board(state: &UseReducerHandle<PlayState>) -> Html {
    let shown = state.shown_index();
    let interactive = state.human_to_move();
    let last = state.record.line.move_into(shown);
    // The position the last move was played from, when it is shown moving.
    let before = (state.motion != Motion::Still && state.view.is_none() && shown > 0)
        .then(|| state.record.position(shown - 1));
    match state.record.position(shown) {
        AnyPosition::Cephalopod(position) => {
            let position = position.clone();
            let last = last.and_then(AnyMove::cephalopod);
            let picker = state.picker.as_ref().map(|(target, selected)| {
                let options = position.capture_moves_at(*target);
                let mut candidates: Vec<ceph::Square> = Vec::new();
                for square in options.iter().flat_map(|mv| mv.captured_squares()) {
                    if !candidates.contains(&square) {
                        candidates.push(square);
                    }
                }
                // The preview shows the sum the panel shows; none is a die
                // yet (0, or over 6) gives a blank face.
                let sum: u8 = selected
                    .iter()
                    .filter_map(|&square| position.die_at(square))
                    .map(|d| d.pips)
                    .sum();
                let pips = if sum <= 6 { sum } else { 0 };
                PickerView {
                    target: *target,
                    candidates,
                    selected: selected.clone(),
                    pips,
                }
            });
            let hint = hint_move(state, &position);
            let on_square = {
                let state = state.clone();
                Callback::from(move |square| {
                    if let Some(action) = clicks::cephalopod_square(&state, square) {
                        state.dispatch(action);
                    }
                })
            };
            let on_cancel = {
                let state = state.clone();
                Callback::from(move |()| state.dispatch(Action::Picker(None)))
            };
            html! {
                <CephalopodBoard position={position} flipped={state.flipped} last={last}
                    before={before.and_then(AnyPosition::cephalopod).cloned()}
                    hint={hint} picker={picker} interactive={interactive} on_square={on_square}
                    on_cancel={on_cancel} />
            }
        }
        AnyPosition::Deblockle(position) => {
            let position = position.clone();
            let last = last.and_then(AnyMove::deblockle);
            let hint = hint_move(state, &position);
            let on_square = {
                let state = state.clone();
                Callback::from(move |square| {
                    let confirm = deblockle_turn::confirm_moves();
                    if let Some(action) = clicks::deblockle_square(&state, square, confirm) {
                        state.dispatch(action);
                    }
                })
            };
            let on_face = {
                let state = state.clone();
                Callback::from(move |(square, _face)| {
                    if let Some(action) = clicks::deblockle_face(&state, square) {
                        state.dispatch(action);
                    }
                })
            };
            let on_preview = {
                let state = state.clone();
                Callback::from(move |direction| {
                    if state.preview != direction {
                        state.dispatch(Action::Preview(direction))
                    }
                })
            };
            html! {
                <DeblockleBoard position={position} flipped={state.flipped} last={last}
                    hint={hint} selection={state.selection} interactive={interactive}
                    before={before.and_then(AnyPosition::deblockle).cloned()}
                    tip_shown={state.motion == Motion::HopOnly}
                    preview={state.preview} on_preview={on_preview}
                    move_number={shown} on_square={on_square} on_face={on_face} />
            }
        }
    }
}
