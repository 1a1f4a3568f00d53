//! cephalopod (being written).
pub mod cli;
