//! The lessons: their steps, the judging and progress, and the screens.

pub mod judge;
pub mod progress;
pub mod screen;
pub mod steps;
