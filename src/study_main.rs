#![forbid(unsafe_code)]

//! The study build: the app with the lessons, puzzles and analysis board
//! (feature `study`, see `ui::study_switch`).

fn main() {
    cubeplay::start::start();
}
