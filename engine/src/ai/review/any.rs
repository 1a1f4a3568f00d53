//! The review of a recorded game of either game, without generics: its
//! code is built once, with the engine (a generic review built by the app
//! would carry its own copy of the search).

use super::segment::{SegmentReview, SegmentedReview};
use super::{LineReview, Review, ReviewBudget};
use crate::ai::{Clock, StopFlag};
use crate::deblockle::Match;
use crate::game::Outcome;
use crate::record::Record;
use crate::{cephalopod, deblockle, GameKind};

/// A review in progress, of either game.
pub enum AnyLineReview {
    Cephalopod(LineReview<cephalopod::Position>),
    Deblockle(LineReview<deblockle::Position>),
}

/// Moves as notation, for a review of either game.
pub fn in_notation<M: std::fmt::Display>(review: Review<M>) -> Review<String> {
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

/// How a Deblockle game ended when its last position does not show it:
/// the third repetition ends the game with the board still in play.
fn ended_off_the_board(game: &Match) -> Option<Outcome> {
    game.outcome()
        .filter(|_| game.position().outcome().is_none())
}

impl AnyLineReview {
    /// The review of `record`'s whole line, with `budget_of` its game's
    /// budget.
    #[must_use]
    pub fn of_record(record: &Record, budget_of: fn(GameKind) -> ReviewBudget) -> AnyLineReview {
        let budget = budget_of(record.kind());
        match record.deblockle() {
            Some(game) => AnyLineReview::Deblockle(LineReview::new(
                game.start(),
                game.moves(),
                ended_off_the_board(game),
                budget,
            )),
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

/// A review by segments of either game (see [`SegmentedReview`]).
pub enum AnySegmentedReview {
    Cephalopod(SegmentedReview<cephalopod::Position>),
    Deblockle(SegmentedReview<deblockle::Position>),
}

impl AnySegmentedReview {
    /// The review by segments of `record`'s whole line, with `budget_of`
    /// its game's budget.
    #[must_use]
    pub fn of_record(
        record: &Record,
        budget_of: fn(GameKind) -> ReviewBudget,
    ) -> AnySegmentedReview {
        let budget = budget_of(record.kind());
        match record.deblockle() {
            Some(game) => AnySegmentedReview::Deblockle(SegmentedReview::new(
                game.start(),
                game.moves(),
                ended_off_the_board(game),
                budget,
            )),
            None => {
                let (positions, moves) = record.cephalopod().unwrap_or_default();
                let start = positions.first().cloned().unwrap_or_default();
                AnySegmentedReview::Cephalopod(SegmentedReview::new(&start, moves, None, budget))
            }
        }
    }

    /// Positions to review.
    #[must_use]
    pub fn total(&self) -> usize {
        match self {
            AnySegmentedReview::Cephalopod(run) => run.total(),
            AnySegmentedReview::Deblockle(run) => run.total(),
        }
    }

    /// How many segments there are to review.
    #[must_use]
    pub fn segments(&self) -> usize {
        match self {
            AnySegmentedReview::Cephalopod(run) => run.segments(),
            AnySegmentedReview::Deblockle(run) => run.segments(),
        }
    }

    /// See [`SegmentedReview::start`].
    pub fn start(&mut self, segment: usize) -> bool {
        match self {
            AnySegmentedReview::Cephalopod(run) => run.start(segment),
            AnySegmentedReview::Deblockle(run) => run.start(segment),
        }
    }

    /// See [`SegmentedReview::done`].
    #[must_use]
    pub fn done(&self) -> usize {
        match self {
            AnySegmentedReview::Cephalopod(run) => run.done(),
            AnySegmentedReview::Deblockle(run) => run.done(),
        }
    }

    /// See [`SegmentedReview::step`].
    pub fn step(&mut self, clock: &dyn Clock, stop: &mut dyn StopFlag) -> Option<SegmentReview> {
        match self {
            AnySegmentedReview::Cephalopod(run) => run.step(clock, stop),
            AnySegmentedReview::Deblockle(run) => run.step(clock, stop),
        }
    }
}
