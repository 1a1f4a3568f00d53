//! The lessons: their steps, the judging and progress, and the screens.

pub mod model;
pub mod screen;
pub mod steps;
