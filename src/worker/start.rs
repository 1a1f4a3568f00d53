//! The starts of the workers' own wasm builds: the engine worker
//! (`src/worker_main.rs`: the AI's moves, hints, puzzle checks) and the
//! page's pool (`src/pool_main.rs`: the review, the analysis board, perfect
//! play). Neither has any UI.

use gloo_worker::Registrable;

/// The engine worker.
pub fn engine() {
    crate::worker::engine_worker::EngineWorker::registrar().register();
}

/// A worker of the page's pool.
pub fn pool() {
    if let Some(scope) = crate::worker::pool_worker::pool_scope() {
        crate::worker::pool_worker::serve(scope);
    }
}
