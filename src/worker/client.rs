//! The page's side of the engine worker (see `crate::worker::engine_worker`): spawns it,
//! sends it requests with ids, and drops answers nobody waits for.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_worker::{Spawnable, WorkerBridge};

use crate::worker::engine_worker::EngineWorker;
use crate::worker::protocol::{ThinkRequest, WorkerRequest, WorkerResponse};

/// Relative, so the app works when hosted under a sub-path.
pub const WORKER_LOADER_URL: &str = "./worker_loader.js";

/// The loader's address with the engine worker's JS glue and wasm, as the
/// build named them on the boot script (their names carry content hashes).
pub fn worker_loader_url() -> String {
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
    format!(
        "{WORKER_LOADER_URL}?js={}&wasm={}",
        String::from(js_sys::encode_uri_component(&attribute("data-worker-js"))),
        String::from(js_sys::encode_uri_component(&attribute("data-worker-wasm")))
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

/// One started engine worker and what its answers need.
struct Engine {
    bridge: WorkerBridge<EngineWorker>,
    handler: Handler,
    latest: Rc<Cell<Option<u32>>>,
    stopping: Stopping,
    next_id: u32,
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
        let bridge = EngineWorker::spawner()
            .callback(move |answer: WorkerResponse| {
                let id = match &answer {
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
            .spawn(&worker_loader_url());
        Engine {
            bridge,
            handler,
            latest,
            stopping,
            next_id: 1,
        }
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
        let id = self.fresh_id();
        request.id = id;
        self.engine().latest.set(Some(id));
        self.engine().bridge.send(WorkerRequest::Puzzle(request));
        id
    }

    pub fn perft(&self, game: &str, position: &str, depth: u32) {
        self.engine().bridge.send(WorkerRequest::Perft {
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
        if let Some(engine) = self.engine.take() {
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
