//! The engine worker: the messages between the page and the worker, the
//! worker itself, its jobs, and the page's client.

pub mod client;
pub mod engine_worker;
pub mod jobs;
pub mod pool;
pub mod pool_worker;
pub mod protocol;
pub mod start;
pub mod task;
