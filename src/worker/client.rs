//! The page's side of the engine worker (see `crate::worker::engine_worker`): spawns it,
//! sends it requests with ids, and drops answers nobody waits for.

use gloo_worker::{Spawnable, WorkerBridge};

use crate::worker::engine_worker::EngineWorker;
use crate::worker::protocol::{ThinkRequest, WorkerRequest, WorkerResponse};

/// Relative, so the app works when hosted under a sub-path.
pub const WORKER_LOADER_URL: &str = "./worker_loader.js";

/// The loader's address with the app's JS glue and wasm, as `boot.js` has
/// them (their names carry content hashes).
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
        String::from(js_sys::encode_uri_component(&attribute("data-js"))),
        String::from(js_sys::encode_uri_component(&attribute("data-wasm")))
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
        Self::spawn_boxed(Box::new(on_answer))
    }

    /// `spawn`'s body, compiled once for every caller.
    fn spawn_boxed(on_answer: Box<dyn Fn(WorkerResponse)>) -> Self {
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
        request.id = self.replace_search();
        let id = request.id;
        self.bridge.send(WorkerRequest::Think(request));
        id
    }

    /// The next request id.
    fn fresh_id(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1);
        id
    }

    /// A fresh id that from now on is the only one answered; the search it
    /// replaces, if any, is timed until its answer shows it stopped.
    fn replace_search(&mut self) -> u32 {
        let id = self.fresh_id();
        if let Some(old) = self.latest.replace(Some(id)) {
            self.stopping.set(Some((old, page_now_ms())));
        }
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

    /// Asks a puzzle question (see `crate::worker::jobs::puzzle`); only the answer
    /// to the latest question (search or puzzle) is delivered.
    pub fn puzzle(&mut self, mut request: crate::worker::protocol::PuzzleRequest) -> u32 {
        let id = self.fresh_id();
        request.id = id;
        self.latest.set(Some(id));
        self.bridge.send(WorkerRequest::Puzzle(request));
        id
    }

    pub fn perft(&self, game: &str, position: &str, depth: u32) {
        self.bridge.send(WorkerRequest::Perft {
            game: game.to_string(),
            position: position.to_string(),
            depth,
        });
    }
}
