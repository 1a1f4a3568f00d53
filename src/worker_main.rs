#![forbid(unsafe_code)]

//! The engine worker's wasm: the engine, the AI, the puzzle checks, with no
//! UI (see `worker::start`).

fn main() {
    cubeplay::worker::start::engine();
}
