//! The engine worker, registered by `src/bin/worker.rs` and spawned by the
//! page. Classic (non-module) worker built by Trunk, loaded by its shim.

use gloo_worker::{HandlerId, Worker, WorkerScope};

use crate::protocol::{compute, WorkerRequest, WorkerResponse};

/// The relative URL keeps the app working when hosted under a sub-path.
pub const WORKER_LOADER_URL: &str = "./worker_loader.js";

pub struct EngineWorker;

impl Worker for EngineWorker {
    type Message = ();
    type Input = WorkerRequest;
    type Output = WorkerResponse;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        EngineWorker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: Self::Message) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: Self::Input, id: HandlerId) {
        let started = js_sys::Date::now();
        let mut response = compute(&request);
        if let WorkerResponse::Perft { millis, .. } = &mut response {
            *millis = js_sys::Date::now() - started;
        }
        scope.respond(id, response);
    }
}
