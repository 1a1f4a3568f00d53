#![forbid(unsafe_code)]

//! The study build: the app with the lessons, puzzles and analysis board
//! (feature `study`, see `study::switch`).

fn main() {
    cubeplay::app::start::start();
}
