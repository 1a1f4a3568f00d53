#![forbid(unsafe_code)]

//! The wasm of the page's pool of workers: the review, the analysis board's
//! lines, perfect play on small boards, with no UI (see `worker::start`).

fn main() {
    cubeplay::worker::start::pool();
}
