//! The one place where the core build and the study build differ (feature
//! `study`, see `switch`). The core build reaches the study screens through
//! `screen` and the worker's study jobs through `worker_jobs`; in the core
//! build neither calls what it is given, so none of that code is linked and
//! the first visit downloads the core alone.

use yew::Html;

use crate::worker::protocol::{PuzzleAnswer, PuzzleRequest};
use crate::worker::task::TaskRun;

/// Starts a pool worker's task from its text, or says why not (see
/// `worker::jobs::analysis` and `worker::jobs::solve`).
pub type StudyTask = fn(&str) -> Result<Box<dyn TaskRun>, String>;

/// The worker's jobs that only the study screens ask for.
#[derive(Clone, Copy)]
pub struct StudyJobs {
    /// Judges a puzzle attempt or finds a hint (`worker::jobs::puzzle`).
    pub puzzle: fn(&PuzzleRequest) -> PuzzleAnswer,
    /// A live analysis, one share of it (`worker::jobs::analysis`).
    pub analysis_task: StudyTask,
    /// Perfect play on a small Cephalopod board (`worker::jobs::solve`).
    pub solve_task: StudyTask,
}

#[cfg(feature = "study")]
mod this_build {
    use super::*;

    /// This build carries the study screens and fetches their texts.
    pub const STUDY_BUILD: bool = true;

    /// A study screen (rules pages, lessons, puzzles, analysis board): shown.
    pub fn screen(build: impl FnOnce() -> Html) -> Html {
        build()
    }

    /// The worker's study jobs.
    pub fn worker_jobs() -> Option<StudyJobs> {
        use crate::worker::jobs::{analysis, puzzle, solve};
        Some(StudyJobs {
            puzzle: puzzle::answer_puzzle,
            analysis_task: analysis::start_analysis_task,
            solve_task: solve::start_solve_task,
        })
    }
}

#[cfg(not(feature = "study"))]
mod this_build {
    use super::*;

    /// The core build: no study screens, and not their texts.
    pub const STUDY_BUILD: bool = false;

    /// A study screen is not here: hand over to the study build.
    pub fn screen(_build: impl FnOnce() -> Html) -> Html {
        yew::html! { <crate::study::switch::StudySwitch /> }
    }

    /// No study jobs: the core build's screens never ask for them.
    pub fn worker_jobs() -> Option<StudyJobs> {
        None
    }
}

pub use this_build::{screen, worker_jobs, STUDY_BUILD};
