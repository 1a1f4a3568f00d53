//! The study screens, built into the second wasm (feature `study`): the
//! rules pages, the lessons, the puzzles and the analysis board, and the switch to them.

pub mod analysis;
pub mod lessons;
pub mod puzzles;
pub mod seam;
pub mod switch;
