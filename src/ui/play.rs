//! The play screen's controller: the game state (a reducer), the AI worker
//! conversation, and turning clicks on the boards into engine moves.

use std::cell::RefCell;
use std::rc::Rc;

use cubeplay_engine::cephalopod as ceph;
use cubeplay_engine::deblockle as deb;
use cubeplay_engine::rng::SplitMix64;
use cubeplay_engine::{AnyMove, AnyPosition, Outcome, Player};
use gloo_timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::board_cephalopod::{CephalopodBoard, PickerView};
use super::board_deblockle::{DeblockleBoard, Selection};
use super::config::{GameConfig, Opponent, DEMO_SPEEDS};
use super::deblockle_turn::{self, Note};
use super::embed::EmbedBar;
use super::game::{GameResult, Reason, Record};
use super::home::NewGameDialog;
use super::keep::{self, SavedGame};
use super::panel::{ResultDialog, SidePanel};
use super::record_errors::{ai_failure, parse_error};
use super::setup::{HandSetup, SetupBoard};
use super::share::{EmbedDialog, ExportDialog, ImportDialog, KeepDialog, ShareDialog};
use super::store::{self, browser, Saved};
use crate::i18n::{t, t_with, use_language};
use crate::protocol::{ThinkRequest, WorkerResponse};
use crate::seed::random_seed;
use crate::worker::AiClient;
use cubeplay_engine::GameKind;

/// Shortest time between a position and the AI's answer on screen, so a
/// fast reply still reads as a move rather than a jump.
const MIN_AI_DELAY_MS: f64 = 450.0;
/// The hint asks the strongest level for this long.
const HINT_MOVETIME_MS: f64 = 900.0;

#[derive(Clone, Debug, PartialEq)]
pub struct PlayState {
    pub config: GameConfig,
    pub record: Record,
    /// Browsing an earlier position from the move list.
    pub view: Option<usize>,
    pub flipped: bool,
    pub resigned: Option<Player>,
    /// The AI's suggestion for the current position, in notation.
    pub hint: Option<String>,
    pub hint_pending: bool,
    pub selection: Option<Selection>,
    /// Cephalopod capture picker: target square and the dice chosen so far.
    pub picker: Option<(ceph::Square, Vec<ceph::Square>)>,
    pub result_open: bool,
    pub paused: bool,
    pub demo_speed: usize,
    pub error: Option<String>,
    /// Deblockle set-up by hand, while it lasts.
    pub setup: Option<HandSetup>,
    /// The address query the game is saved under (see `keep`).
    pub route_query: String,
    /// Saved after every move (not in an embed, nor over a saved game that
    /// could not be read).
    pub keep: bool,
    /// A replay-only embed: nobody moves, the moves are stepped through.
    pub replay_only: bool,
    /// Why the last Deblockle click did nothing, until the next click.
    pub note: Option<Note>,
    /// The browser refused to store the game: it lives in this page only.
    pub in_memory: bool,
    /// How the last move reaches the board: in motion when just played,
    /// at once after undo, redo and replay.
    pub motion: Motion,
    /// The tip under the pointer (or long-pressed) of the selected block.
    pub preview: Option<cubeplay_engine::Direction>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    Still,
    Whole,
    /// The player already saw the tip: only the hop moves.
    HopOnly,
}

pub enum Action {
    Play(String),
    /// The AI's move for the position it was asked about.
    AiMove {
        position: String,
        mv: String,
    },
    Hint {
        position: String,
        mv: String,
    },
    HintRequested,
    Undo,
    Redo,
    View(Option<usize>),
    /// Browse one position back (-1) or forward (+1), or to either end.
    Step(i32),
    Flip,
    Resign,
    CloseResult,
    Select(Option<Selection>),
    Picker(Option<(ceph::Square, Vec<ceph::Square>)>),
    Pause(bool),
    Speed(usize),
    Failed(String),
    Setup(HandSetup),
    SetupDone(deb::Position),
    /// Says why a click did nothing (see `deblockle_turn`).
    Note(Option<Note>),
    /// The stored game went further than this tab knew: show it.
    Adopt(SavedGame),
    /// Another tab stored this game: shown unless it is older or the same.
    Incoming(SavedGame),
    /// Whether the game is kept in this page only (storage refused it).
    InMemory(bool),
    /// Previews a tip of the selected block.
    Preview(Option<cubeplay_engine::Direction>),
}

/// A quick random Deblockle start with `first` to move.
pub fn random_deblockle_start(
    blocks: [usize; 2],
    first: Player,
    rules: deb::Rules,
    seed: u64,
) -> Result<deb::Position, String> {
    let mut rng = SplitMix64::new(seed);
    let mut sides: [Vec<(deb::Square, deb::Block)>; 2] = [Vec::new(), Vec::new()];
    for player in Player::BOTH {
        let tops = deb::roll_blocks(blocks[player.index()], &mut rng).map_err(|e| e.to_string())?;
        let placements =
            deb::random_arrangement(player, &tops, &mut rng).map_err(|e| e.to_string())?;
        sides[player.index()] =
            deb::arrange(player, &tops, &placements).map_err(|e| e.to_string())?;
    }
    deb::setup_position(&sides[0], &sides[1], first, rules).map_err(|e| e.to_string())
}

impl PlayState {
    pub fn new(mut config: GameConfig) -> PlayState {
        let route_query = config.to_query();
        if config.seed == 0 {
            config.seed = random_seed();
        }
        let mut error = None;
        let mut setup = None;
        let rules = deb::Rules {
            no_adjacent: config.no_adjacent,
        };
        // Shown when the given position cannot be read, and under a hand
        // set-up until it is done.
        let fallback = match config.game {
            GameKind::Cephalopod => ceph::Position::new_empty(config.size.0, config.size.1)
                .unwrap_or_default()
                .into(),
            GameKind::Deblockle => deb::example_start(rules).into(),
        };
        let start = match (&config.position, config.game) {
            (Some(text), kind) => AnyPosition::parse(kind, text, rules).unwrap_or_else(|e| {
                error = Some(parse_error(&e));
                fallback
            }),
            (None, GameKind::Cephalopod) => fallback,
            (None, GameKind::Deblockle) if config.hand_setup => {
                let hand = HandSetup::new(&config).ok();
                // When the AI placed both sides there is nothing to do by hand.
                match hand.as_ref().map(|hand| hand.position(&config)) {
                    Some(Ok(start)) if hand.as_ref().is_some_and(HandSetup::all_done) => {
                        start.into()
                    }
                    _ => {
                        setup = hand;
                        fallback
                    }
                }
            }
            (None, GameKind::Deblockle) => {
                random_deblockle_start(config.blocks, config.first, rules, config.seed)
                    .map(AnyPosition::from)
                    .unwrap_or_else(|e| {
                        error = Some(e);
                        fallback
                    })
            }
        };
        let record = Record::new(start, config.repetition);
        PlayState {
            flipped: config.own_seat() == Some(Player::Second),
            demo_speed: config.demo_speed,
            config,
            record,
            view: None,
            resigned: None,
            hint: None,
            hint_pending: false,
            selection: None,
            picker: None,
            result_open: false,
            paused: false,
            error,
            setup,
            route_query,
            keep: true,
            replay_only: false,
            note: None,
            in_memory: false,
            motion: Motion::Still,
            preview: None,
        }
    }

    /// The game with this config's id: the kept one if there is one, else
    /// a new one under that id.
    pub fn resume(config: GameConfig) -> PlayState {
        let mut state = PlayState::new(config);
        let id = state.config.id.clone().unwrap_or_default();
        let damaged = match browser::load(&id) {
            Ok(Some(saved)) => state.restore(&saved).err(),
            Ok(None) => None,
            Err(error) => Some(error),
        };
        if let Some(error) = damaged {
            state.error = Some(t_with(
                "saved-damaged",
                &[("reason", error.as_str().into())],
            ));
            // Keep the damaged save for inspection rather than overwrite it.
            state.keep = false;
        }
        state
    }

    /// A game shown in another page: never saved; `record` (record text)
    /// replaces the start position when given.
    pub fn embedded(config: GameConfig, record: Option<&str>, replay_only: bool) -> PlayState {
        let mut state = PlayState::new(config);
        state.keep = false;
        state.replay_only = replay_only;
        if let Some(text) = record {
            let restored = SavedGame {
                id: String::new(),
                query: state.route_query.clone(),
                cursor: usize::MAX,
                resigned: None,
                saved_ms: 0.0,
                finished: false,
                record: text.to_string(),
            };
            if let Err(error) = state.restore(&restored) {
                state.error = Some(error);
            }
        }
        if replay_only && state.record.move_count() > 0 {
            state.view = Some(0);
        }
        state
    }

    /// Puts a kept game on the board; on error the board is left as it was.
    pub fn restore(&mut self, saved: &SavedGame) -> Result<(), String> {
        let kept = saved.engine_record()?;
        let mut record = keep::board_record(&kept)?;
        if record.kind() != self.config.game {
            let game = record.kind().title();
            return Err(t_with("saved-wrong-game", &[("game", game.into())]));
        }
        record.set_cursor(saved.cursor);
        self.record = record;
        self.resigned = saved.resigned;
        self.setup = None;
        self.error = None;
        Ok(())
    }

    /// The game as a saved game, for storage.
    pub fn saved_game(&self, date: &str, now_ms: f64) -> SavedGame {
        SavedGame {
            id: self.config.id.clone().unwrap_or_default(),
            query: self.route_query.clone(),
            cursor: self.record.cursor(),
            resigned: self.resigned,
            saved_ms: now_ms,
            finished: self.result().is_some(),
            record: keep::engine_record(&self.config, &self.record, Some(date)).to_text(),
        }
    }

    pub fn result(&self) -> Option<GameResult> {
        if let Some(loser) = self.resigned {
            return Some(GameResult {
                outcome: Outcome::Win(loser.opponent()),
                reason: Reason::Resigned,
            });
        }
        self.record.result()
    }

    /// The position on the board: the one browsed to, or the current one.
    pub fn shown_index(&self) -> usize {
        self.view.unwrap_or_else(|| self.record.cursor())
    }

    /// Whether the player to move clicks their move now.
    pub fn human_to_move(&self) -> bool {
        !self.replay_only
            && self.setup.is_none()
            && self.view.is_none()
            && self.result().is_none()
            && self.config.plays_here(self.record.to_move())
    }

    /// The question for the AI, when it is the AI's turn.
    pub fn ai_turn_key(&self) -> Option<String> {
        let wanted = !self.replay_only
            && self.setup.is_none()
            && self.view.is_none()
            && self.result().is_none()
            && !self.paused
            && self.error.is_none()
            && self.config.ai_plays(self.record.to_move());
        wanted.then(|| format!("{}|{}", self.record.cursor(), self.record.current_text()))
    }

    fn undo_side(&self) -> Option<Player> {
        (self.config.opponent == Opponent::Ai).then_some(self.config.human)
    }

    fn after_move(&mut self) {
        self.selection = None;
        self.preview = None;
        self.picker = None;
        self.hint = None;
        self.hint_pending = false;
        self.view = None;
        self.note = None;
        self.motion = Motion::Still;
        self.result_open = self.result().is_some();
    }
}

impl Reducible for PlayState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut state = (*self).clone();
        match action {
            Action::Play(mv) => {
                let tip_shown = state.selection.is_some_and(|s| s.tip.is_some());
                if state.human_to_move() && state.record.play_text(&mv).is_ok() {
                    state.after_move();
                    state.motion = if tip_shown {
                        Motion::HopOnly
                    } else {
                        Motion::Whole
                    };
                }
            }
            Action::AiMove { position, mv } => {
                let current =
                    state.ai_turn_key().is_some() && state.record.current_text() == position;
                if current {
                    match state.record.play_text(&mv) {
                        Ok(()) => {
                            state.after_move();
                            state.motion = Motion::Whole;
                        }
                        Err(error) => state.error = Some(parse_error(&error)),
                    }
                }
            }
            Action::Hint { position, mv } => {
                if state.record.current_text() == position && state.human_to_move() {
                    state.hint = Some(mv);
                }
                state.hint_pending = false;
            }
            Action::HintRequested => state.hint_pending = true,
            // During a turn in progress Undo takes back only its tip.
            Action::Undo if state.selection.is_some_and(|s| s.tip.is_some()) => {
                state.selection = state.selection.map(|s| Selection { tip: None, ..s });
                state.note = None;
            }
            // By link, a move may already be with the friend: no taking back.
            Action::Undo | Action::Redo if state.config.opponent == Opponent::Link => {}
            Action::Undo => {
                // Undo after a resign takes back the resign, not moves.
                if state.resigned.take().is_none() {
                    let side = state.undo_side();
                    state.record.undo(side);
                }
                state.after_move();
                state.result_open = false;
            }
            Action::Redo => {
                let side = state.undo_side();
                state.record.redo(side);
                state.after_move();
            }
            Action::View(index) => {
                state.motion = Motion::Still;
                state.view = index.filter(|&i| i != state.record.cursor());
                state.selection = None;
                state.picker = None;
            }
            Action::Step(delta) => {
                let last = state.record.move_count() as i64;
                let target =
                    (state.shown_index() as i64 + i64::from(delta)).clamp(0, last) as usize;
                state.view = (target != state.record.cursor()).then_some(target);
                state.motion = Motion::Still;
                state.selection = None;
                state.picker = None;
            }
            Action::Flip => state.flipped = !state.flipped,
            Action::Resign => {
                if state.result().is_none() {
                    let resigner = match state.config.opponent {
                        Opponent::Ai => state.config.human,
                        _ => state.record.to_move(),
                    };
                    state.resigned = Some(resigner);
                    state.after_move();
                }
            }
            Action::CloseResult => state.result_open = false,
            Action::Preview(direction) => state.preview = direction,
            Action::Select(selection) => {
                state.preview = None;
                state.selection = selection;
                state.hint = None;
                state.note = None;
            }
            Action::Note(note) => state.note = note,
            Action::Picker(picker) => state.picker = picker,
            Action::Pause(paused) => state.paused = paused,
            Action::Speed(speed) => state.demo_speed = speed.min(DEMO_SPEEDS.len() - 1),
            Action::Failed(message) => {
                state.error = Some(message);
                state.hint_pending = false;
            }
            Action::Setup(setup) => state.setup = Some(setup),
            Action::Adopt(saved) => {
                if state.restore(&saved).is_ok() {
                    state.after_move();
                }
            }
            Action::Incoming(saved) => {
                let held = state.saved_game("", 0.0);
                if state.keep && store::is_news(&held, &saved) && state.restore(&saved).is_ok() {
                    state.after_move();
                }
            }
            Action::InMemory(in_memory) => state.in_memory = in_memory,
            Action::SetupDone(start) => {
                state.setup = None;
                state.record = Record::new(start.into(), state.config.repetition);
                state.after_move();
            }
        }
        Rc::new(state)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum AskKind {
    Move,
    Hint,
}

struct Asked {
    kind: AskKind,
    key: String,
    position: String,
    started_ms: f64,
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

fn now_ms() -> f64 {
    js_sys::Date::now()
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
                let mut state =
                    PlayState::embedded(config, embed.record.as_deref(), embed.replay_only);
                state.flipped = embed.flipped;
                if embed.error.is_some() {
                    state.error = embed.error;
                }
                state
            }
            None => PlayState::resume(config),
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
    let client = use_mut_ref(|| None::<AiClient>);
    let asked: Rc<RefCell<Option<Asked>>> = use_mut_ref(|| None);

    // One worker for the screen's lifetime; dropped (and ended) on leaving.
    {
        let dispatcher = state.dispatcher();
        let client = client.clone();
        let asked = asked.clone();
        use_effect_with((), move |_| {
            let answer_asked = asked.clone();
            let spawned = AiClient::spawn(move |answer| {
                let Some(question) = answer_asked.borrow_mut().take() else {
                    return;
                };
                match answer {
                    WorkerResponse::Thought(thought) => {
                        let position = question.position;
                        let mv = thought.best_move;
                        match question.kind {
                            AskKind::Hint => dispatcher.dispatch(Action::Hint { position, mv }),
                            AskKind::Move => {
                                let wait = MIN_AI_DELAY_MS - (now_ms() - question.started_ms);
                                let dispatcher = dispatcher.clone();
                                let play =
                                    move || dispatcher.dispatch(Action::AiMove { position, mv });
                                if wait > 0.0 {
                                    Timeout::new(wait as u32, play).forget();
                                } else {
                                    play();
                                }
                            }
                        }
                    }
                    WorkerResponse::Failed { failure, .. } => {
                        dispatcher.dispatch(Action::Failed(ai_failure(&failure)))
                    }
                    WorkerResponse::Perft { .. } => {}
                }
            });
            *client.borrow_mut() = Some(spawned);
            move || {
                client.borrow_mut().take();
            }
        });
    }

    // Ask the AI whenever it is its turn; cancel when that stops being so
    // (undo, browsing, pause) or the position changed under the question.
    {
        let key = state.ai_turn_key();
        let client = client.clone();
        let asked = asked.clone();
        let state = state.clone();
        use_effect_with(key, move |key| {
            let mut asked = asked.borrow_mut();
            let mut client = client.borrow_mut();
            match key {
                Some(key) => {
                    let same = asked
                        .as_ref()
                        .is_some_and(|a| a.kind == AskKind::Move && &a.key == key);
                    if !same {
                        if let Some(client) = client.as_mut() {
                            let request =
                                think_request(&state, state.config.level, movetime(&state));
                            client.think(request);
                            *asked = Some(Asked {
                                kind: AskKind::Move,
                                key: key.clone(),
                                position: state.record.current_text(),
                                started_ms: now_ms(),
                            });
                        }
                    }
                }
                None => {
                    if asked.as_ref().is_some_and(|a| a.kind == AskKind::Move) {
                        if let Some(client) = client.as_ref() {
                            client.cancel();
                        }
                        *asked = None;
                    }
                }
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

    // Callbacks are memoised so the side panel skips re-rendering when only
    // the board changed (a flip while the AI thinks stays cheap).
    let on_hint = {
        let client = client.clone();
        let asked = asked.clone();
        let state = state.clone();
        let deps = (
            state.record.cursor(),
            state.record.current_text(),
            state.hint_pending,
            state.human_to_move(),
        );
        use_callback(deps, move |(), _| {
            if !state.human_to_move() || state.hint_pending {
                return;
            }
            if let Some(client) = client.borrow_mut().as_mut() {
                client.think(think_request(&state, 5, Some(HINT_MOVETIME_MS)));
                *asked.borrow_mut() = Some(Asked {
                    kind: AskKind::Hint,
                    key: String::new(),
                    position: state.record.current_text(),
                    started_ms: now_ms(),
                });
                state.dispatch(Action::HintRequested);
            }
        })
    };
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

fn movetime(state: &PlayState) -> Option<f64> {
    match state.config.opponent {
        Opponent::Demo => Some(f64::from(DEMO_SPEEDS[state.demo_speed].0)),
        _ => None,
    }
}

fn think_request(state: &PlayState, level: u8, movetime_ms: Option<f64>) -> ThinkRequest {
    ThinkRequest {
        id: 0,
        game: state.config.game.name().to_string(),
        position: state.record.current_text(),
        level,
        movetime_ms,
        no_adjacent: state.config.no_adjacent,
        history: match state.config.game {
            GameKind::Deblockle if state.config.repetition => state.record.history_texts(),
            _ => Vec::new(),
        },
        seed: random_seed(),
    }
}

/// The AI's suggestion as a move of the position shown.
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
                Callback::from(move |square| cephalopod_click(&state, square))
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
                Callback::from(move |square| deblockle_turn::square_click(&state, square))
            };
            let on_face = {
                let state = state.clone();
                Callback::from(move |(square, _face)| deblockle_turn::face_click(&state, square))
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

fn current_cephalopod(state: &PlayState) -> Option<ceph::Position> {
    state.record.current().cephalopod().cloned()
}

/// An empty square: play at once when there is one way to; open the
/// capture picker when there are several capture sets.
fn cephalopod_click(state: &UseReducerHandle<PlayState>, square: ceph::Square) {
    if !state.human_to_move() {
        return;
    }
    let Some(position) = current_cephalopod(state) else {
        return;
    };
    if let Some((target, selected)) = &state.picker {
        let options = position.capture_moves_at(*target);
        if options
            .iter()
            .any(|mv| mv.captured_squares().any(|s| s == square))
        {
            let mut selected = selected.clone();
            if let Some(at) = selected.iter().position(|&s| s == square) {
                selected.remove(at);
            } else {
                selected.push(square);
            }
            state.dispatch(Action::Picker(Some((*target, selected))));
            return;
        }
        // Anywhere else closes the picker and plays nothing.
        if *target != square {
            state.dispatch(Action::Picker(None));
        }
        return;
    }
    if position.die_at(square).is_some() {
        return;
    }
    let moves: Vec<ceph::Move> = position
        .legal_moves()
        .into_iter()
        .filter(|mv| mv.square() == square)
        .collect();
    match moves.as_slice() {
        [] => {}
        [only] => state.dispatch(Action::Play(only.to_string())),
        _ => state.dispatch(Action::Picker(Some((square, Vec::new())))),
    }
}

/// The capture set matching the picker's selection, if it is legal.
pub fn picked_move(state: &PlayState) -> Option<ceph::Move> {
    let (target, selected) = state.picker.as_ref()?;
    let position = current_cephalopod(state)?;
    // The same set: as many dice, each of them chosen (no sort: a smaller wasm).
    position.capture_moves_at(*target).into_iter().find(|mv| {
        mv.capture_count() as usize == selected.len()
            && mv
                .captured_squares()
                .all(|square| selected.contains(&square))
    })
}

/// A player's name in the game's colours ("White", "Gold", ...).
pub fn player_label(game: GameKind, player: Player) -> String {
    t(match (game, player) {
        (GameKind::Cephalopod, Player::First) => "player-white",
        (GameKind::Cephalopod, Player::Second) => "player-black",
        (GameKind::Deblockle, Player::First) => "player-gold",
        (GameKind::Deblockle, Player::Second) => "player-blue",
    })
}
