//! The start of the engine worker's own wasm (`src/worker_main.rs`): a
//! worker of the page's pool (its name says so) or the engine worker.

use gloo_worker::Registrable;

pub fn start() {
    if let Some(scope) = crate::worker::pool_worker::pool_scope() {
        crate::worker::pool_worker::serve(scope);
    } else {
        crate::worker::engine_worker::EngineWorker::registrar().register();
    }
}
