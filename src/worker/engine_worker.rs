//! The engine worker, spawned by the page through `crate::worker::client`.
//! It runs the worker's own wasm (`src/worker_main.rs`: the engine, the AI,
//! the solver and the review, no UI): `worker_loader.js`, a module worker,
//! loads the files named in its address, and `worker::start` registers
//! `EngineWorker` (or serves the pool, see `pool_worker`).
//!
//! A search runs in slices of `SLICE_MS`, yielding to the worker's event
//! loop in between, so a newer request or a cancel is seen within one slice.

use cubeplay_engine::ai::{Clock, Thinker};
use gloo_timers::callback::Timeout;
use gloo_worker::{HandlerId, Worker, WorkerScope};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::worker::jobs::perft::compute_perft;
use crate::worker::jobs::think::{think_slice, SliceOutcome};
use crate::worker::protocol::{Failure, ThinkRequest, WorkerRequest, WorkerResponse};
use crate::worker::task::PerformanceClock;

/// Whether this code runs in a worker (no window): `main` then serves as
/// the engine worker.
pub fn in_worker() -> bool {
    web_sys::window().is_none()
}

/// Longest stretch the worker computes without reading its messages.
pub const SLICE_MS: f64 = 40.0;

/// Level 5's time in the browser; lower levels use their own defaults.
pub const BROWSER_MOVETIME_MS: f64 = 2000.0;

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
            // A puzzle question is answered at once: the slowest takes well
            // under a second, and the puzzle screen asks one at a time.
            WorkerRequest::Puzzle(request) => {
                let answer = crate::worker::jobs::puzzle::answer_puzzle(&request);
                scope.respond(asker, WorkerResponse::Puzzle(answer));
            }
            WorkerRequest::Ping => scope.respond(asker, WorkerResponse::Alive),
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
