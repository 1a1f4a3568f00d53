//! A pool worker's task in progress (see `crate::worker::pool_worker`):
//! taken one step at a time, with the worker's event loop in between, so
//! the page's `terminate` lands between two steps; or why it cannot start.

use std::fmt;

use cubeplay_engine::ai::Clock;
use wasm_bindgen::JsCast;

/// Why a pool worker cannot start a task. The worker answers with its
/// text, `! why` (see `crate::worker::pool_worker::serve`): no reader of a
/// task's answer accepts it, so the page takes it for no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TaskError {
    /// The task's first line, `name`, names no task the worker runs.
    UnknownTask {
        name: String,
    },
    /// An analysis task whose request does not read.
    BadAnalysisTask,
    /// A solving task for another game than Cephalopod.
    NotCephalopod,
    /// A solving task whose position does not read.
    BadPosition,
    /// A position the solver is not given (see `jobs::solve::worth_solving`).
    NotWorthSolving,
    /// A review task with no segment line.
    NoSegment,
    BadSegmentOrRecord,
    /// A segment beyond the game's last.
    NoSuchSegment,
}

impl fmt::Display for TaskError {
    /// The answer's text, word for word what the pool's protocol carried
    /// before the errors were typed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TaskError::UnknownTask { name } => write!(f, "! unknown task {name}"),
            TaskError::BadAnalysisTask => f.write_str("! bad analysis task"),
            TaskError::NotCephalopod => f.write_str("! only Cephalopod is solved"),
            TaskError::BadPosition => f.write_str("! bad position"),
            TaskError::NotWorthSolving => f.write_str("! not a position to solve"),
            TaskError::NoSegment => f.write_str("! no segment"),
            TaskError::BadSegmentOrRecord => f.write_str("! bad segment or record"),
            TaskError::NoSuchSegment => f.write_str("! no such segment"),
        }
    }
}

impl std::error::Error for TaskError {}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_task_error_is_answered_in_the_words_the_page_knows() {
        let texts: Vec<String> = [
            TaskError::UnknownTask {
                name: "think".to_string(),
            },
            TaskError::BadAnalysisTask,
            TaskError::NotCephalopod,
            TaskError::BadPosition,
            TaskError::NotWorthSolving,
            TaskError::NoSegment,
            TaskError::BadSegmentOrRecord,
            TaskError::NoSuchSegment,
        ]
        .iter()
        .map(ToString::to_string)
        .collect();
        assert_eq!(
            texts,
            [
                "! unknown task think",
                "! bad analysis task",
                "! only Cephalopod is solved",
                "! bad position",
                "! not a position to solve",
                "! no segment",
                "! bad segment or record",
                "! no such segment",
            ]
        );
    }
}
