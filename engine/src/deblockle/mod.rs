//! deblockle (being written).
pub mod cli;
