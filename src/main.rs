#![forbid(unsafe_code)]

//! The page's wasm: the app (see `app::start`); its parts are split off by
//! the build (`parts`), and the engine runs in its own wasm (`worker_main.rs`).

fn main() {
    cubeplay::app::start::start();
}
