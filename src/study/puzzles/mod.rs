//! The puzzles: the set and its addresses, and the screen.

pub mod screen;
pub mod set;
