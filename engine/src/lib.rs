//! Rules, notation, perft and AI for the cube games of cubeplay.
//!
//! Pure Rust with no web dependencies: the same code runs natively (tests,
//! benchmarks, the `cubeplay-cli` crate) and in the browser's AI worker.
#![forbid(unsafe_code)]

pub mod ai;
mod any_game;
pub mod cephalopod;
pub mod deblockle;
mod direction;
mod game;
pub mod perft;
pub mod puzzle;
pub mod record;
pub mod rng;
pub mod tree;

pub use any_game::{AnyMove, AnyMoveError, AnyParseError, AnyPosition, GameKind, UnknownGame};
pub use direction::Direction;
pub use game::{Game, Outcome, Player, Value};
