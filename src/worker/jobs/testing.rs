//! What the jobs' tests share: a clock that moves on as it is read, and a
//! search request.

use cubeplay_engine::ai::Clock;

use crate::worker::protocol::ThinkRequest;

/// A clock that advances 1 ms each time it is read: slices end quickly
/// and deterministically.
pub struct TickingClock(pub std::cell::Cell<f64>);

impl Clock for TickingClock {
    fn now_ms(&self) -> f64 {
        let now = self.0.get() + 1.0;
        self.0.set(now);
        now
    }
}

pub fn request(position: &str) -> ThinkRequest {
    ThinkRequest {
        id: 7,
        game: "cephalopod".into(),
        position: position.into(),
        level: 5,
        movetime_ms: None,
        no_adjacent: false,
        history: Vec::new(),
        seed: 1,
        starting_with: String::new(),
        only_moves: Vec::new(),
        lines: 0,
    }
}
