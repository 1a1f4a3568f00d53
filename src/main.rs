#![forbid(unsafe_code)]

use gloo_worker::Registrable;

/// The same wasm runs the page and, in a worker, the engine: one download.
fn main() {
    if cubeplay::worker::in_worker() {
        cubeplay::worker::EngineWorker::registrar().register();
    } else {
        yew::Renderer::<cubeplay::app::App>::new().render();
    }
}
