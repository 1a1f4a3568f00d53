//! The computer's review of a whole game, position by position.

use cubeplay_engine::ai::review::any::AnyLineReview;
use cubeplay_engine::ai::review::ReviewBudget;
use cubeplay_engine::ai::Clock;
use cubeplay_engine::record::Record;
use cubeplay_engine::GameKind;

use crate::game::review::GameReview;
use crate::worker::protocol::Failure;

/// The review's strength, apart from the player levels: each position
/// gets this much search (a move that is not the engine's best gets one
/// more search of the position after it, to one ply less). Cephalopod
/// positions with few empty squares first go to the exact solver for half
/// the time, so Cephalopod gets more: enough to prove most 3×3 positions
/// in the browser. A 41-ply Deblockle game takes 2.5 to 3.0 s there.
pub fn review_budget(game: GameKind) -> ReviewBudget {
    ReviewBudget {
        nodes: None,
        movetime_ms: Some(match game {
            GameKind::Cephalopod => 150.0,
            GameKind::Deblockle => 60.0,
        }),
        seed: 1,
    }
}

/// A review in progress, of either game.
pub struct ReviewRun(AnyLineReview);

impl ReviewRun {
    /// A review of the game in `record` (record text).
    pub fn new(
        record: &str,
        budget_of: fn(GameKind) -> ReviewBudget,
    ) -> Result<ReviewRun, Failure> {
        let kept = Record::parse(record).map_err(|_| Failure::BadRecord {
            text: record.to_string(),
        })?;
        Ok(ReviewRun(AnyLineReview::of_record(&kept, budget_of)))
    }

    /// Reviews the next position; gives how many of how many are done.
    pub fn step(&mut self, clock: &dyn Clock) -> (usize, usize) {
        self.0.step(clock, &mut || false)
    }

    /// The review's lines once every position is done.
    pub fn finish(self, clock: &dyn Clock) -> Option<Vec<String>> {
        let review = self.0.finish(clock, &mut || false)?;
        Some(GameReview::of(&review).payloads())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_review_has_its_own_strength() {
        assert_eq!(review_budget(GameKind::Deblockle).movetime_ms, Some(60.0));
        assert_eq!(review_budget(GameKind::Cephalopod).movetime_ms, Some(150.0));
    }

    #[test]
    fn a_review_goes_position_by_position_and_ends_with_its_lines() {
        let record = "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"3x3\"]\n[Start \"w1w6w1/.b6b1/b1.b1 w\"]\n\n1. b1=a1+c1\n2. c1=b1+c2\n";
        let budget = |_| ReviewBudget {
            nodes: Some(30_000),
            movetime_ms: None,
            seed: 1,
        };
        let Ok(mut run) = ReviewRun::new(record, budget) else {
            panic!("the record reads");
        };
        let clock = cubeplay_engine::ai::FrozenClock;
        let progress: Vec<(usize, usize)> = (0..3).map(|_| run.step(&clock)).collect();
        assert_eq!(progress, [(1, 3), (2, 3), (3, 3)]);
        let lines = run.finish(&clock).unwrap();
        // Proven: White wins only with a2=a1+a3; b1=a1+c1 hands Black the
        // win.
        assert_eq!(lines[0], "win");
        assert!(
            lines[1].starts_with("blunder 100.0 a2=a1+a3 loss"),
            "{lines:?}"
        );
        assert_eq!(lines.len(), 3);
        assert!(matches!(
            ReviewRun::new("cubeplay-record 1\n[Game \"chess\"]\n", budget),
            Err(Failure::BadRecord { .. })
        ));
    }
}
