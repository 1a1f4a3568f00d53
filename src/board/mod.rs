//! The boards, as a leaf: the SVG frame, both games' boards, the pieces,
//! the hidden faces of a block, the mini board, motion and what a click
//! means. Nothing here reads a screen's state.

pub mod cephalopod;
pub mod cube;
pub mod cube_net;
pub mod deblockle;
pub mod deblockle_marks;
pub mod deblockle_words;
pub mod frame;
pub mod intent;
pub mod mini;
pub mod motion;
pub mod turn;
