//! The study screens, each a part loaded when first opened (see `parts`):
//! the lessons, the puzzles and the analysis board.

pub mod analysis;
pub mod lessons;
pub mod puzzles;
