//! cubeplay: Deblockle and Cephalopod in the browser.
//!
//! Two wasm builds of this library: the page (`src/main.rs`: the app, its
//! screens split into parts loaded on demand, see `parts`) and the engine
//! worker (`src/worker_main.rs`: the AI, solver and review, no UI); the
//! messages they exchange are in `worker::protocol`.
// Only the split points of `parts` (`#[wasm_split]` declares the imports
// and exports the splitter rewires) are allowed it.
#![deny(unsafe_code)]

pub mod app;
pub mod board;
pub mod game;
pub mod home;
pub mod i18n;
pub mod parts;
pub mod play;
pub mod rules;
pub mod share;
pub mod storage;
pub mod study;
pub mod worker;
