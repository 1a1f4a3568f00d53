//! A pool worker's task in progress (see `crate::worker::pool_worker`):
//! taken one step at a time, with the worker's event loop in between, so
//! the page's `terminate` lands between two steps.

use cubeplay_engine::ai::Clock;
use wasm_bindgen::JsCast;

/// What one step of a task gives.
pub struct Stepped {
    /// Progress to tell the page, if any.
    pub progress: Option<String>,
    /// The task's answer, once it is done.
    pub answer: Option<String>,
}

/// A task in progress.
pub trait TaskRun {
    /// Takes the next step.
    fn step(&mut self) -> Stepped;
}

/// Runs `run` to its end; `progress` hears each step's progress. For
/// tests and native callers, which have nothing to yield to.
pub fn run_to_end(run: &mut dyn TaskRun, progress: &mut dyn FnMut(&str)) -> String {
    loop {
        let stepped = run.step();
        if let Some(text) = &stepped.progress {
            progress(text);
        }
        if let Some(answer) = stepped.answer {
            return answer;
        }
    }
}

/// `performance.now()` of the worker.
pub struct PerformanceClock(Option<web_sys::Performance>);

impl Default for PerformanceClock {
    fn default() -> Self {
        Self::new()
    }
}

impl PerformanceClock {
    pub fn new() -> Self {
        PerformanceClock(
            js_sys::global()
                .dyn_into::<web_sys::WorkerGlobalScope>()
                .ok()
                .and_then(|scope| scope.performance()),
        )
    }
}

impl Clock for PerformanceClock {
    fn now_ms(&self) -> f64 {
        match &self.0 {
            Some(performance) => performance.now(),
            None => js_sys::Date::now(),
        }
    }
}
