//! The review of a recorded game of either game, without generics: its
//! code is built once, with the engine (a generic review built by the app
//! would carry its own copy of the search).

use super::{LineReview, Review, ReviewBudget};
use crate::ai::{Clock, StopFlag};
use crate::record::Record;
use crate::{cephalopod, deblockle, GameKind};

/// A review in progress, of either game.
pub enum AnyLineReview {
    Cephalopod(LineReview<cephalopod::Position>),
    Deblockle(LineReview<deblockle::Position>),
}

/// Moves as notation, for a review of either game.
fn in_notation<M: std::fmt::Display>(review: Review<M>) -> Review<String> {
    let text = |mv: M| mv.to_string();
    Review {
        scale: review.scale,
        positions: review
            .positions
            .into_iter()
            .map(|p| super::PositionReview {
                to_move: p.to_move,
                score: p.score,
                best: p.best.map(text),
            })
            .collect(),
        plies: review
            .plies
            .into_iter()
            .map(|p| super::PlyReview {
                number: p.number,
                mover: p.mover,
                played: text(p.played),
                best: text(p.best),
                before: p.before,
                after: p.after,
                loss: p.loss,
                class: p.class,
            })
            .collect(),
    }
}

impl AnyLineReview {
    /// The review of `record`'s whole line, with `budget_of` its game's
    /// budget.
    #[must_use]
    pub fn of_record(record: &Record, budget_of: fn(GameKind) -> ReviewBudget) -> AnyLineReview {
        let budget = budget_of(record.kind());
        match record.deblockle() {
            Some(game) => {
                // The third repetition ends the game without showing in the
                // position.
                let ended = game
                    .outcome()
                    .filter(|_| game.position().outcome().is_none());
                AnyLineReview::Deblockle(LineReview::new(game.start(), game.moves(), ended, budget))
            }
            None => {
                let (positions, moves) = record.cephalopod().unwrap_or_default();
                let start = positions.first().cloned().unwrap_or_default();
                AnyLineReview::Cephalopod(LineReview::new(&start, moves, None, budget))
            }
        }
    }

    /// Reviews the next position (see [`LineReview::step`]); gives how many
    /// positions of how many are done.
    pub fn step(&mut self, clock: &dyn Clock, stop: &mut dyn StopFlag) -> (usize, usize) {
        match self {
            AnyLineReview::Cephalopod(run) => {
                run.step(clock, stop);
                (run.done(), run.total())
            }
            AnyLineReview::Deblockle(run) => {
                run.step(clock, stop);
                (run.done(), run.total())
            }
        }
    }

    /// The review, moves in notation (see [`LineReview::finish`]).
    pub fn finish(self, clock: &dyn Clock, stop: &mut dyn StopFlag) -> Option<Review<String>> {
        match self {
            AnyLineReview::Cephalopod(run) => run.finish(clock, stop).map(in_notation),
            AnyLineReview::Deblockle(run) => run.finish(clock, stop).map(in_notation),
        }
    }
}
