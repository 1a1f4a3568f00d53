//! The worker's jobs, each a pure function of its request (tested
//! natively); `engine_worker` runs them in slices and answers.

pub mod analysis;
pub mod perft;
pub mod puzzle;
pub mod review;
pub mod solve;
#[cfg(test)]
mod testing;
pub mod think;
