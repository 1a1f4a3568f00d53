//! Rules, notation, perft and AI for the cube games of cubeplay.
//!
//! Pure Rust with no web dependencies: the same code runs natively (tests,
//! benchmarks, `cubeplay-cli`) and in the browser's AI worker.
#![forbid(unsafe_code)]

pub mod ai;
pub mod cephalopod;
pub mod cli;
pub mod deblockle;
pub mod game;
pub mod perft;
pub mod record;
pub mod rng;

pub use game::{Game, Outcome, Player};
