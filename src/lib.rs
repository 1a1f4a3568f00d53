//! cubeplay: Deblockle and Cephalopod in the browser.
//!
//! One wasm serves the page and the AI worker (`src/main.rs` starts the one
//! its context needs): the app, the messages they exchange, the worker.
#![forbid(unsafe_code)]

pub mod app;
pub mod board;
pub mod game;
pub mod home;
pub mod i18n;
pub mod play;
pub mod rules;
pub mod share;
pub mod storage;
pub mod study;
pub mod worker;
