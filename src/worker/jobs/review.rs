//! The computer's review of a whole game, shared out by segments among the
//! pool's workers (`crate::worker::pool`): one task per segment, answered
//! by one line of text, assembled on the page.

use cubeplay_engine::ai::review::any::AnySegmentedReview;
use cubeplay_engine::ai::review::segment::{assemble_segments, SegmentReview};
use cubeplay_engine::ai::review::{
    Review, ReviewBudget, CEPHALOPOD_WIN_CHANCE_SCALE, DEBLOCKLE_WIN_CHANCE_SCALE, REVIEW_SEGMENT,
};
use cubeplay_engine::ai::FrozenClock;
use cubeplay_engine::record::Record;
use cubeplay_engine::GameKind;

use crate::worker::task::{Stepped, TaskError, TaskRun};

/// The review's strength, apart from the player levels: each position
/// gets this many nodes of search (a move that is not the engine's best
/// gets one more search of the position after it, to one ply less), the
/// same on every device and with any number of workers, as
/// `cubeplay-cli analyse --nodes N`. Cephalopod positions with few empty
/// squares first go to the exact solver within the same node limit.
/// Each search stays short (see README): a worker reads its messages,
/// and a terminate takes effect, only between searches.
pub fn review_budget(game: GameKind) -> ReviewBudget {
    ReviewBudget {
        nodes: Some(match game {
            GameKind::Cephalopod => CEPHALOPOD_REVIEW_NODES,
            GameKind::Deblockle => DEBLOCKLE_REVIEW_NODES,
        }),
        movetime_ms: None,
        seed: 1,
    }
}

pub const CEPHALOPOD_REVIEW_NODES: u64 = 40_000;
pub const DEBLOCKLE_REVIEW_NODES: u64 = 20_000;

/// A review split into the pool's tasks.
pub struct SegmentedRun {
    record: String,
    scale: f64,
    played: Vec<String>,
}

impl SegmentedRun {
    /// The review of the game in `record` (record text), whose moves are
    /// `played` (notation); `None` when the record does not read.
    pub fn new(record: &str, played: Vec<String>) -> Option<SegmentedRun> {
        let scale = match Record::parse(record).ok()?.kind() {
            GameKind::Cephalopod => CEPHALOPOD_WIN_CHANCE_SCALE,
            GameKind::Deblockle => DEBLOCKLE_WIN_CHANCE_SCALE,
        };
        Some(SegmentedRun {
            record: record.to_string(),
            scale,
            played,
        })
    }

    /// Positions to review.
    pub fn total(&self) -> usize {
        self.played.len() + 1
    }

    /// One task per segment (see `review_segment_task`).
    pub fn tasks(&self) -> Vec<String> {
        (0..self.total().div_ceil(REVIEW_SEGMENT))
            .map(|segment| format!("review\n{segment}\n{}", self.record))
            .collect()
    }

    /// The review from the tasks' answers, in any order; `None` when one
    /// does not read or they do not make up the review.
    pub fn assemble(&self, answers: &[String]) -> Option<Review<String>> {
        let segments: Vec<SegmentReview> = answers
            .iter()
            .map(|answer| SegmentReview::from_text(answer).ok())
            .collect::<Option<_>>()?;
        assemble_segments(self.scale, &self.played, &segments).ok()
    }
}

/// A pool worker's review task, `SEGMENT\nRECORD`, started: the review
/// to step through (see `AnySegmentedReview::step`), or why the task is
/// wrong.
pub fn start_review_task(task: &str) -> Result<Box<dyn TaskRun>, TaskError> {
    let Some((segment, record)) = task.split_once('\n') else {
        return Err(TaskError::NoSegment);
    };
    let (Ok(segment), Ok(record)) = (segment.parse(), Record::parse(record)) else {
        return Err(TaskError::BadSegmentOrRecord);
    };
    let mut run = AnySegmentedReview::of_record(&record, review_budget);
    if run.start(segment) {
        Ok(Box::new(ReviewTask(run)))
    } else {
        Err(TaskError::NoSuchSegment)
    }
}

/// A review task in progress.
struct ReviewTask(AnySegmentedReview);

impl TaskRun for ReviewTask {
    /// One position (a node budget alone: time plays no part); an empty
    /// progress for each position reviewed, and the segment's review as
    /// text once it is done.
    fn step(&mut self) -> Stepped {
        let run = &mut self.0;
        let before = run.done();
        let review = run.step(&FrozenClock, &mut || false);
        let done = review.as_ref().map_or(run.done(), |r| r.positions.len());
        Stepped {
            progress: (done > before).then(String::new),
            answer: review.map(|review| review.to_text()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::review::GameReview;
    use crate::worker::task::run_to_end;

    /// A review task (`review\nSEGMENT\nRECORD`) to its answer; `progress`
    /// hears each position.
    fn run_task(task: &str, progress: &mut dyn FnMut(&str)) -> String {
        let Some(task) = task.strip_prefix("review\n") else {
            return "! not a review".to_string();
        };
        match start_review_task(task) {
            Ok(mut run) => run_to_end(run.as_mut(), progress),
            Err(error) => error.to_string(),
        }
    }

    const RECORD: &str = "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"3x3\"]\n[Start \"w1w6w1/.b6b1/b1.b1 w\"]\n\n1. b1=a1+c1\n2. c1=b1+c2\n";

    fn played() -> Vec<String> {
        vec!["b1=a1+c1".to_string(), "c1=b1+c2".to_string()]
    }

    #[test]
    fn the_review_has_its_own_strength_in_nodes() {
        let budget = review_budget(GameKind::Deblockle);
        assert_eq!((budget.nodes, budget.movetime_ms), (Some(20_000), None));
        assert_eq!(review_budget(GameKind::Cephalopod).nodes, Some(40_000));
    }

    #[test]
    fn a_review_is_one_task_per_segment_assembled_on_the_page() {
        let run = SegmentedRun::new(RECORD, played()).unwrap();
        assert_eq!(run.total(), 3);
        let tasks = run.tasks();
        assert_eq!(tasks.len(), 1);
        assert!(tasks[0].starts_with("review\n0\ncubeplay-record 1\n"));
        let mut heard = 0;
        let answer = run_task(&tasks[0], &mut |_| heard += 1);
        assert_eq!(heard, 3);
        let review = run.assemble(&[answer]).unwrap();
        let lines = GameReview::of(&review).payloads();
        // Proven exactly (3×3): White wins in 24 plies only with a2=a1+a3;
        // b1=a1+c1 hands Black the win.
        assert_eq!(lines[0], "win:24");
        assert!(
            lines[1].starts_with("blunder 100.0 a2=a1+a3 loss"),
            "{lines:?}"
        );
        assert_eq!(lines.len(), 3);
    }

    #[test]
    fn wrong_tasks_and_answers_are_refused_without_panic() {
        let run = SegmentedRun::new(RECORD, played()).unwrap();
        let answer = |task: &str| run_task(task, &mut |_| {});
        assert_eq!(answer("review\n0"), "! no segment");
        assert_eq!(
            answer("review\nx\ncubeplay-record 1\n"),
            "! bad segment or record"
        );
        assert_eq!(answer(&format!("review\n1\n{RECORD}")), "! no such segment");
        assert_eq!(run.assemble(&["! no segment".to_string()]), None);
        assert_eq!(run.assemble(&[]), None);
        assert!(SegmentedRun::new("cubeplay-record 1\n[Game \"chess\"]\n", played()).is_none());
    }
}
