//! The worker's jobs.

pub mod puzzle;
