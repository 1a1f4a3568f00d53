//! The engine worker, spawned by the page through `AiClient`. It runs the
//! page's own wasm (one download for both): `worker_loader.js`, a module
//! worker, loads the app's files named in its address, and `main` sees it
//! is in a worker and registers `EngineWorker` instead of starting the UI.
//!
//! A search runs in slices of `SLICE_MS`, yielding to the worker's event
//! loop in between, so a newer request or a cancel is seen within one slice.

use cubeplay_engine::ai::{Clock, Thinker};
use gloo_timers::callback::Timeout;
use gloo_worker::{HandlerId, Spawnable, Worker, WorkerBridge, WorkerScope};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::protocol::{
    compute_perft, think_slice, Failure, SliceOutcome, ThinkRequest, WorkerRequest, WorkerResponse,
};

/// Relative, so the app works when hosted under a sub-path.
pub const WORKER_LOADER_URL: &str = "./worker_loader.js";

/// The loader's address with the app's JS glue and wasm, as `boot.js` has
/// them (their names carry content hashes).
fn worker_loader_url() -> String {
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
        String::from(js_sys::encode_uri_component(&attribute("data-js"))),
        String::from(js_sys::encode_uri_component(&attribute("data-wasm")))
    )
}

/// Whether this code runs in a worker (no window): `main` then serves as
/// the engine worker.
pub fn in_worker() -> bool {
    web_sys::window().is_none()
}

/// Longest stretch the worker computes without reading its messages.
pub const SLICE_MS: f64 = 40.0;

/// Level 5's time in the browser; lower levels use their own defaults.
pub const BROWSER_MOVETIME_MS: f64 = 2000.0;

/// `performance.now()` of the worker.
struct PerformanceClock(Option<web_sys::Performance>);

impl PerformanceClock {
    fn new() -> Self {
        PerformanceClock(
            js_sys::global()
                .dyn_into::<web_sys::WorkerGlobalScope>()
                .ok()
                .and_then(|scope| scope.performance()),
        )
    }
}

impl Clock for PerformanceClock {
    fn now_ms(&self) -> f64 {
        match &self.0 {
            Some(performance) => performance.now(),
            None => js_sys::Date::now(),
        }
    }
}

struct Job {
    request: ThinkRequest,
    asker: HandlerId,
    deadline_ms: f64,
    received_ms: f64,
    /// Nodes and search time of the slices so far.
    nodes: u64,
    search_ms: f64,
}

/// What the worker answers for a search it dropped (cancelled or replaced
/// by a newer one): `AiClient` never delivers it, but times it.
fn stopped(job: &Job, replaced: bool) -> WorkerResponse {
    WorkerResponse::Failed {
        id: Some(job.request.id),
        failure: Failure::Stopped { replaced },
    }
}

pub enum Tick {
    Slice,
}

/// Runs the next slice as a new task of the worker's event loop, so queued
/// messages are read first. A `MessageChannel` message rather than a 0 ms
/// timer: browsers hold chained timers back by 4 ms each, which would cost
/// a tenth of the search time at 40 ms slices.
struct NextSlice {
    port: JsValue,
    post: js_sys::Function,
    _on_message: Closure<dyn FnMut()>,
}

impl NextSlice {
    fn new(scope: &WorkerScope<EngineWorker>) -> Option<Self> {
        let get = |target: &JsValue, name: &str| js_sys::Reflect::get(target, &name.into()).ok();
        let constructor: js_sys::Function =
            get(&js_sys::global(), "MessageChannel")?.dyn_into().ok()?;
        let channel = js_sys::Reflect::construct(&constructor, &js_sys::Array::new()).ok()?;
        let (inbox, port) = (get(&channel, "port1")?, get(&channel, "port2")?);
        let post = get(&port, "postMessage")?.dyn_into().ok()?;
        let scope = scope.clone();
        let on_message = Closure::<dyn FnMut()>::new(move || scope.send_message(Tick::Slice));
        js_sys::Reflect::set(&inbox, &"onmessage".into(), on_message.as_ref()).ok()?;
        Some(NextSlice {
            port,
            post,
            _on_message: on_message,
        })
    }

    fn request(&self) -> bool {
        self.post.call1(&self.port, &JsValue::UNDEFINED).is_ok()
    }
}

pub struct EngineWorker {
    thinker: Thinker,
    clock: PerformanceClock,
    job: Option<Job>,
    slice_pending: bool,
    next_slice: Option<NextSlice>,
}

impl EngineWorker {
    fn schedule_slice(&mut self, scope: &WorkerScope<Self>) {
        if self.slice_pending {
            return;
        }
        self.slice_pending = true;
        if self.next_slice.as_ref().is_some_and(NextSlice::request) {
            return;
        }
        let scope = scope.clone();
        // A timer, not a direct call: it lets queued messages in first.
        Timeout::new(0, move || scope.send_message(Tick::Slice)).forget();
    }
}

impl Worker for EngineWorker {
    type Message = Tick;
    type Input = WorkerRequest;
    type Output = WorkerResponse;

    fn create(scope: &WorkerScope<Self>) -> Self {
        EngineWorker {
            thinker: Thinker::new(),
            clock: PerformanceClock::new(),
            job: None,
            slice_pending: false,
            next_slice: NextSlice::new(scope),
        }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, Tick::Slice: Self::Message) {
        self.slice_pending = false;
        let Some(job) = &mut self.job else {
            return;
        };
        let slice_start = self.clock.now_ms();
        let outcome = think_slice(
            &mut self.thinker,
            &job.request,
            &self.clock,
            job.deadline_ms,
            slice_start + SLICE_MS,
        );
        let now = self.clock.now_ms();
        job.search_ms += now - slice_start;
        match outcome {
            SliceOutcome::Done(mut answer) => {
                if let WorkerResponse::Thought(thought) = &mut answer {
                    thought.nodes += job.nodes;
                    thought.millis = now - job.received_ms;
                    thought.search_millis = job.search_ms;
                }
                scope.respond(job.asker, answer);
                self.job = None;
            }
            SliceOutcome::Unfinished { nodes } => {
                job.nodes += nodes;
                self.schedule_slice(scope);
            }
        }
    }

    fn received(&mut self, scope: &WorkerScope<Self>, request: Self::Input, asker: HandlerId) {
        match request {
            WorkerRequest::Perft {
                game,
                position,
                depth,
            } => {
                let started = self.clock.now_ms();
                let mut response = compute_perft(&game, &position, depth);
                if let WorkerResponse::Perft { millis, .. } = &mut response {
                    *millis = self.clock.now_ms() - started;
                }
                scope.respond(asker, response);
            }
            WorkerRequest::Think(request) => {
                let movetime = request
                    .movetime_ms
                    .unwrap_or_else(|| default_movetime_ms(request.level));
                let now = self.clock.now_ms();
                let replacing = self.job.replace(Job {
                    deadline_ms: now + movetime,
                    received_ms: now,
                    nodes: 0,
                    search_ms: 0.0,
                    request,
                    asker,
                });
                if let Some(old) = replacing {
                    scope.respond(old.asker, stopped(&old, true));
                }
                self.schedule_slice(scope);
            }
            WorkerRequest::Cancel { id } => {
                if self.job.as_ref().is_some_and(|job| job.request.id == id) {
                    if let Some(old) = self.job.take() {
                        scope.respond(old.asker, stopped(&old, false));
                    }
                }
            }
        }
    }
}

/// The browser's time per move for each level (the engine's level
/// defaults, with level 5 at `BROWSER_MOVETIME_MS`).
pub fn default_movetime_ms(level: u8) -> f64 {
    cubeplay_engine::ai::Level::new(level)
        .map(|level| level.scaled_time_ms(BROWSER_MOVETIME_MS))
        .unwrap_or(BROWSER_MOVETIME_MS)
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
type Stopping = std::rc::Rc<std::cell::Cell<Option<(u32, f64)>>>;

/// The page's handle on the engine worker. Answers to requests that were
/// cancelled or replaced are dropped, so the callback only ever sees the
/// answer to the latest `think`.
pub struct AiClient {
    bridge: WorkerBridge<EngineWorker>,
    latest: std::rc::Rc<std::cell::Cell<Option<u32>>>,
    stopping: Stopping,
    next_id: u32,
}

impl AiClient {
    /// Starts the worker; `on_answer` receives every answer that is still
    /// wanted (thoughts, failures, perft counts).
    pub fn spawn(on_answer: impl Fn(WorkerResponse) + 'static) -> Self {
        let latest = std::rc::Rc::new(std::cell::Cell::new(None::<u32>));
        let wanted = latest.clone();
        let stopping = Stopping::default();
        let stopped = stopping.clone();
        let stops = std::cell::Cell::new(0u32);
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
                    WorkerResponse::Perft { .. } => None,
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
                on_answer(answer);
            })
            .as_module(true)
            .with_loader(true)
            .spawn(&worker_loader_url());
        AiClient {
            bridge,
            latest,
            stopping,
            next_id: 1,
        }
    }

    /// Asks for a move; replaces any search still running. `request.id` is
    /// set here and returned.
    pub fn think(&mut self, mut request: ThinkRequest) -> u32 {
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1);
        request.id = id;
        if let Some(old) = self.latest.replace(Some(id)) {
            self.stopping.set(Some((old, page_now_ms())));
        }
        self.bridge.send(WorkerRequest::Think(request));
        id
    }

    /// Stops the current search, if any; its answer will not be delivered.
    pub fn cancel(&self) {
        if let Some(id) = self.latest.take() {
            self.stopping.set(Some((id, page_now_ms())));
            self.bridge.send(WorkerRequest::Cancel { id });
        }
    }

    /// Whether a search is running.
    pub fn is_thinking(&self) -> bool {
        self.latest.get().is_some()
    }

    pub fn perft(&self, game: &str, position: &str, depth: u32) {
        self.bridge.send(WorkerRequest::Perft {
            game: game.to_string(),
            position: position.to_string(),
            depth,
        });
    }
}
