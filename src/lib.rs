//! cubeplay: Deblockle and Cephalopod in the browser.
//!
//! One wasm serves the page and the AI worker (`src/main.rs` starts the one
//! its context needs): the app, the messages they exchange, the worker.
#![forbid(unsafe_code)]

pub mod ai_client;
pub mod app;
pub mod i18n;
pub mod message_packs;
mod messages;
pub mod protocol;
pub mod puzzle_job;
pub mod rules;
pub mod seed;
pub mod shell;
pub mod start;
pub mod ui;
pub mod update;
pub mod worker;
