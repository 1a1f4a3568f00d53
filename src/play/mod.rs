//! The play screen: the board wired to the state, the side panel, the
//! dialogs, hand set-up, the review, sounds and the AI hooks.

pub mod board;
pub mod effects;
pub mod extras;
pub mod panel;
pub mod resign;
pub mod review_graph;
pub mod review_panel;
pub mod review_results;
pub mod route;
pub mod screen;
pub mod setup;
pub mod sound;
pub mod turn_panel;
pub mod use_ai;
pub mod use_review;
