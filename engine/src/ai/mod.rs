//! The search AI shared by every game (being written).
pub mod cli;
