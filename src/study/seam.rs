//! The one place where the core build and the study build differ (feature
//! `study`, see `switch`). The core build reaches the study screens through
//! `screen` and the worker's study jobs through `worker_jobs`; in the core
//! build neither calls what it is given, so none of that code is linked and
//! the first visit downloads the core alone.

use cubeplay_engine::ai::{Clock, Thinker};
use yew::Html;

use crate::worker::protocol::{PuzzleAnswer, PuzzleRequest, ThinkRequest, Thought, WorkerResponse};

/// One slice of a live analysis: the thinker, the request, the clock, when
/// the analysis started and when the slice ends; the answer, and whether
/// the analysis is over.
pub type AnalysisSlice =
    fn(&mut Thinker, &ThinkRequest, &dyn Clock, f64, f64) -> (WorkerResponse, bool);

/// The worker's jobs that only the study screens ask for.
#[derive(Clone, Copy)]
pub struct StudyJobs {
    /// Judges a puzzle attempt or finds a hint (`worker::jobs::puzzle`).
    pub puzzle: fn(&PuzzleRequest) -> PuzzleAnswer,
    /// One slice of a live analysis (`worker::jobs::analysis`).
    pub analysis_slice: AnalysisSlice,
    /// How long slice `index` of an analysis runs.
    pub analysis_slice_ms: fn(u32) -> f64,
    /// Whether a slice's line is better to show than the one shown.
    pub is_better: fn(Option<&Thought>, &Thought) -> bool,
}

#[cfg(feature = "study")]
mod this_build {
    use super::*;

    /// This build carries the study screens and fetches their texts.
    pub const STUDY_BUILD: bool = true;

    /// A study screen (lessons, puzzles, analysis board): shown.
    pub fn screen(build: impl FnOnce() -> Html) -> Html {
        build()
    }

    /// The worker's study jobs.
    pub fn worker_jobs() -> Option<StudyJobs> {
        use crate::worker::jobs::{analysis, puzzle};
        Some(StudyJobs {
            puzzle: puzzle::answer_puzzle,
            analysis_slice: analysis::analysis_slice,
            analysis_slice_ms: analysis::analysis_slice_ms,
            is_better: analysis::is_better,
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
