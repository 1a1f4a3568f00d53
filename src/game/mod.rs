//! A game as plain data, with no Yew: what a new game is (config), the line
//! of positions, the play state and its reducer, clicks as actions, hand
//! set-up, the review and the seeds.

pub mod address;
pub mod clicks;
pub mod config;
pub mod hand_setup;
pub mod line;
pub mod reducer;
pub mod review;
pub mod seed;
pub mod state;
