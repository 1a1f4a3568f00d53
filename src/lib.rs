//! cubeplay: Deblockle and Cephalopod in the browser.
//!
//! The page (`src/main.rs`) and the AI worker (`src/bin/worker.rs`) share
//! this library: the message types they exchange and the worker itself.
#![forbid(unsafe_code)]

pub mod app;
pub mod i18n;
pub mod protocol;
pub mod rules;
pub mod shell;
pub mod ui;
pub mod update;
pub mod worker;
