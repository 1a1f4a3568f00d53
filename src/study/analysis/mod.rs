//! The analysis board: a kept game's tree of variations with the engine's
//! best line.

mod engine;
pub mod kept_tree;
pub mod panel_clicks;
pub mod perfect;
pub mod score;
pub mod screen;
pub mod state;
pub mod tree_rows;
