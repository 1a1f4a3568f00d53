//! The page's side of the engine worker (see `crate::worker::engine_worker`): spawns it,
//! sends it requests with ids, and drops answers nobody waits for.
//!
//! It also watches the worker: while an answer is awaited it asks the worker
//! every second whether it is alive (`Ping`, answered between two slices of
//! a search). A worker that says nothing for `SILENCE_MS` (`FIRST_WORD_MS`
//! before its first word, which waits for its files) is lost: it never
//! started (a file the host forgot, no network), crashed or was ended. The
//! awaited request then fails with `Failure::WorkerLost`, and the next
//! request starts a new worker.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_timers::callback::Interval;
use gloo_worker::{Spawnable, WorkerBridge};

use crate::worker::engine_worker::EngineWorker;
use crate::worker::protocol::{Failure, ThinkRequest, WorkerRequest, WorkerResponse};

/// How long a worker that has spoken may stay silent while an answer is
/// awaited: a search's slices are 40 ms, the longest puzzle check well
/// under a second.
pub const SILENCE_MS: f64 = 4000.0;
/// How long a new worker may take to say its first word: its files are
/// fetched and compiled first (about a second on a slow phone).
pub const FIRST_WORD_MS: f64 = 8000.0;
/// The silence allowed while perfect play settles an empty 3×3 board: one
/// step of the solver of about 4 s in wasm, more on a slow phone.
pub const PERFECT_SILENCE_MS: f64 = 30_000.0;
/// How often the page asks a worker it awaits whether it is alive.
const PING_EVERY_MS: u32 = 1000;

/// Relative, so the app works when hosted under a sub-path.
pub const WORKER_LOADER_URL: &str = "./worker_loader.js";

/// Which build a worker runs: the engine worker's (the AI's moves, hints,
/// puzzle checks) or the pool's (the review, the analysis board, perfect
/// play), each its own wasm so a game against the computer fetches only
/// what its moves need.
#[derive(Clone, Copy)]
pub enum WorkerBuild {
    Engine,
    Pool,
}

/// The loader's address with the JS glue and wasm of `build`, as the build
/// named them on the boot script (their names carry content hashes).
pub fn worker_loader_url(build: WorkerBuild) -> String {
    let boot = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| {
            document
                .query_selector("script[data-cubeplay-boot]")
                .ok()
                .flatten()
        });
    let attribute = |name: &str| {
        boot.as_ref()
            .and_then(|script| script.get_attribute(name))
            .unwrap_or_default()
    };
    let (js, wasm) = match build {
        WorkerBuild::Engine => ("data-worker-js", "data-worker-wasm"),
        WorkerBuild::Pool => ("data-pool-js", "data-pool-wasm"),
    };
    format!(
        "{WORKER_LOADER_URL}?js={}&wasm={}",
        String::from(js_sys::encode_uri_component(&attribute(js))),
        String::from(js_sys::encode_uri_component(&attribute(wasm)))
    )
}

/// Sets `name` on the page's `<html>`: the AI's figures for tests and the
/// curious (`data-ai-nodes`, `data-ai-millis`, `data-ai-search-millis` of
/// the last move found; `data-ai-stop-ms` and `data-ai-stops`: how long the
/// last cancelled or replaced search took to stop, and how many stopped).
fn expose(name: &str, value: &str) {
    if let Some(html) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element())
    {
        let _ = html.set_attribute(name, value);
    }
}

/// The page's clock, in ms.
fn page_now_ms() -> f64 {
    web_sys::window()
        .and_then(|window| window.performance())
        .map_or_else(js_sys::Date::now, |performance| performance.now())
}

/// A search the page asked to stop: its id and when the stop was sent.
type Stopping = Rc<Cell<Option<(u32, f64)>>>;

/// Where the worker's answers go: the screen that holds the worker now.
type Handler = Rc<RefCell<Rc<dyn Fn(WorkerResponse)>>>;

/// What the page has heard of a worker, for its watch.
#[derive(Default)]
struct Heard {
    /// When it last said anything, or when the awaited request was sent if
    /// that is later.
    last_ms: Cell<f64>,
    spoken: Cell<bool>,
    /// Found silent too long: it is replaced at the next request.
    lost: Cell<bool>,
    /// The silence the awaited request allows (`SILENCE_MS` or
    /// `PERFECT_SILENCE_MS`).
    patience_ms: Cell<f64>,
}

/// One started engine worker and what its answers need.
struct Engine {
    bridge: Rc<WorkerBridge<EngineWorker>>,
    handler: Handler,
    latest: Rc<Cell<Option<u32>>>,
    stopping: Stopping,
    next_id: u32,
    heard: Rc<Heard>,
    _watch: Interval,
}

thread_local! {
    /// The worker of a screen that closed, kept for the next one: a new
    /// game does not wait for the wasm to start again, and a screen shown
    /// twice in a row (an address rewritten as the game is kept) never
    /// ends a worker that is still loading, which stalled WebKit offline.
    static SPARE: RefCell<Option<Engine>> = const { RefCell::new(None) };
}

/// The page's handle on the engine worker. Answers to requests that were
/// cancelled or replaced are dropped, so the callback only ever sees the
/// answer to the latest `think`. Dropping it stops its search and keeps the
/// worker for the next screen.
pub struct AiClient {
    engine: Option<Engine>,
}

impl AiClient {
    /// A worker for `on_answer`, which receives every answer that is still
    /// wanted (thoughts, failures, perft counts): the spare one if a screen
    /// left it, else a new one.
    pub fn spawn(on_answer: impl Fn(WorkerResponse) + 'static) -> Self {
        let on_answer: Rc<dyn Fn(WorkerResponse)> = Rc::new(on_answer);
        let engine = match SPARE.with(|spare| spare.borrow_mut().take()) {
            Some(engine) => {
                *engine.handler.borrow_mut() = on_answer;
                engine
            }
            None => Self::start(on_answer),
        };
        AiClient {
            engine: Some(engine),
        }
    }

    /// Starts a worker; compiled once for every caller.
    fn start(on_answer: Rc<dyn Fn(WorkerResponse)>) -> Engine {
        let handler: Handler = Rc::new(RefCell::new(on_answer));
        let deliver = handler.clone();
        let latest = Rc::new(Cell::new(None::<u32>));
        let wanted = latest.clone();
        let stopping = Stopping::default();
        let stopped = stopping.clone();
        let stops = Cell::new(0u32);
        let heard = Rc::new(Heard::default());
        heard.last_ms.set(page_now_ms());
        let hearing = heard.clone();
        let bridge = EngineWorker::spawner()
            .callback(move |answer: WorkerResponse| {
                hearing.last_ms.set(page_now_ms());
                hearing.spoken.set(true);
                let id = match &answer {
                    WorkerResponse::Alive => return,
                    WorkerResponse::Thought(thought) => {
                        expose("data-ai-nodes", &thought.nodes.to_string());
                        expose("data-ai-millis", &format!("{:.1}", thought.millis));
                        let search = format!("{:.1}", thought.search_millis);
                        expose("data-ai-search-millis", &search);
                        Some(thought.id)
                    }
                    WorkerResponse::Failed { id, .. } => *id,
                    WorkerResponse::Puzzle(answer) => Some(answer.id),
                    _ => None,
                };
                if let Some((stop_id, sent_ms)) = stopped.get() {
                    if id == Some(stop_id) {
                        stopped.set(None);
                        stops.set(stops.get() + 1);
                        expose(
                            "data-ai-stop-ms",
                            &format!("{:.1}", page_now_ms() - sent_ms),
                        );
                        expose("data-ai-stops", &stops.get().to_string());
                    }
                }
                if let Some(id) = id {
                    if wanted.get() != Some(id) {
                        return;
                    }
                    wanted.set(None);
                }
                // Out of the cell first: the answer may close the screen,
                // which hands the worker to the next one.
                let on_answer = deliver.borrow().clone();
                on_answer(answer);
            })
            .as_module(true)
            .with_loader(true)
            .spawn(&worker_loader_url(WorkerBuild::Engine));
        let bridge = Rc::new(bridge);
        let watch = {
            let (bridge, heard, latest) = (bridge.clone(), heard.clone(), latest.clone());
            let handler = handler.clone();
            Interval::new(PING_EVERY_MS, move || {
                let Some(id) = latest.get().filter(|_| !heard.lost.get()) else {
                    return;
                };
                let first_word = if heard.spoken.get() {
                    0.0
                } else {
                    FIRST_WORD_MS
                };
                let allowed = heard.patience_ms.get().max(first_word);
                if page_now_ms() - heard.last_ms.get() <= allowed {
                    bridge.send(WorkerRequest::Ping);
                    return;
                }
                heard.lost.set(true);
                latest.set(None);
                expose("data-ai-lost", &id.to_string());
                let on_answer = handler.borrow().clone();
                on_answer(WorkerResponse::Failed {
                    id: Some(id),
                    failure: Failure::WorkerLost,
                });
            })
        };
        Engine {
            bridge,
            handler,
            latest,
            stopping,
            next_id: 1,
            heard,
            _watch: watch,
        }
    }

    /// The engine for a new request: a new worker if this one was lost.
    /// From the request on, the watch counts its silence.
    fn engine_for_request(&mut self, patience_ms: f64) -> &Engine {
        let engine = self.engine_mut();
        if engine.heard.lost.get() {
            let fresh = Self::start(engine.handler.borrow().clone());
            *engine.handler.borrow_mut() = Rc::new(|_| {});
            *engine = fresh;
        }
        let engine = self.engine();
        engine.heard.last_ms.set(page_now_ms());
        engine.heard.patience_ms.set(patience_ms);
        engine
    }

    fn engine(&self) -> &Engine {
        self.engine
            .as_ref()
            .expect("an AiClient holds its engine until dropped")
    }

    fn engine_mut(&mut self) -> &mut Engine {
        self.engine
            .as_mut()
            .expect("an AiClient holds its engine until dropped")
    }

    /// Asks for a move; replaces any search still running. `request.id` is
    /// set here and returned.
    pub fn think(&mut self, mut request: ThinkRequest) -> u32 {
        let perfect = request.level == cubeplay_engine::ai::PERFECT_LEVEL;
        self.engine_for_request(if perfect {
            PERFECT_SILENCE_MS
        } else {
            SILENCE_MS
        });
        request.id = self.replace_search();
        let id = request.id;
        self.engine().bridge.send(WorkerRequest::Think(request));
        id
    }

    /// The next request id.
    fn fresh_id(&mut self) -> u32 {
        let engine = self.engine_mut();
        let id = engine.next_id;
        engine.next_id = engine.next_id.wrapping_add(1);
        id
    }

    /// A fresh id that from now on is the only one answered; the search it
    /// replaces, if any, is timed until its answer shows it stopped.
    fn replace_search(&mut self) -> u32 {
        let id = self.fresh_id();
        let engine = self.engine();
        if let Some(old) = engine.latest.replace(Some(id)) {
            engine.stopping.set(Some((old, page_now_ms())));
        }
        id
    }

    /// Stops the current search, if any; its answer will not be delivered.
    pub fn cancel(&self) {
        let engine = self.engine();
        if let Some(id) = engine.latest.take() {
            engine.stopping.set(Some((id, page_now_ms())));
            engine.bridge.send(WorkerRequest::Cancel { id });
        }
    }

    /// Whether a search is running.
    pub fn is_thinking(&self) -> bool {
        self.engine().latest.get().is_some()
    }

    /// Asks a puzzle question (see `crate::worker::jobs::puzzle`); only the answer
    /// to the latest question (search or puzzle) is delivered.
    pub fn puzzle(&mut self, mut request: crate::worker::protocol::PuzzleRequest) -> u32 {
        self.engine_for_request(SILENCE_MS);
        let id = self.fresh_id();
        request.id = id;
        self.engine().latest.set(Some(id));
        self.engine().bridge.send(WorkerRequest::Puzzle(request));
        id
    }

    pub fn perft(&mut self, game: &str, position: &str, depth: u32) {
        self.engine_for_request(SILENCE_MS)
            .bridge
            .send(WorkerRequest::Perft {
                game: game.to_string(),
                position: position.to_string(),
                depth,
            });
    }
}

impl Drop for AiClient {
    /// Stops the search and keeps the worker for the next screen (or ends
    /// it, if one is kept already).
    fn drop(&mut self) {
        self.cancel();
        if let Some(engine) = self.engine.take().filter(|engine| !engine.heard.lost.get()) {
            *engine.handler.borrow_mut() = Rc::new(|_| {});
            SPARE.with(|spare| {
                let mut spare = spare.borrow_mut();
                if spare.is_none() {
                    *spare = Some(engine);
                }
            });
        }
    }
}
