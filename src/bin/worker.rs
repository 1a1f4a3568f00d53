//! The AI web worker: engine work runs here so the page never stalls.
#![forbid(unsafe_code)]

use gloo_worker::Registrable;

fn main() {
    cubeplay::worker::EngineWorker::registrar().register();
}
