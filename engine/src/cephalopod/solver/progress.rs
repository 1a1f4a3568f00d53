//! Where a long solve is (native only): a board that takes hours, such as
//! 3×4, otherwise says nothing until a whole value is proven. Told to a
//! hook set with [`Solver::tell_progress`](super::Solver::tell_progress):
//! each null-window question as it is answered, and between answers, at
//! most once an interval, which move the search is in on each of the
//! first plies (alpha-beta must refute every reply to a move that holds,
//! so the place among the replies shows how far the proof has come).

use std::time::{Duration, Instant};

use crate::game::Value;

/// Plies from the root whose moves a report names: on a big board the
/// search can spend an hour below the third ply.
pub const REPORTED_PLIES: usize = 8;
/// Nodes between two looks at the clock.
pub(super) const NODES_BETWEEN_LOOKS: u64 = 1 << 20;

/// What a report says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The question being answered: is the value at least this, for the
    /// side to move of the position being solved?
    pub at_least: Value,
    /// `None` while the question is being searched; then its answer.
    pub answer: Option<bool>,
    /// The move being searched on each of the first plies: its place in
    /// the order tried (from 1) and the number of moves there.
    pub path: Vec<(usize, usize)>,
    /// Positions searched so far by this thread.
    pub nodes: u64,
    /// Positions in the memo.
    pub positions: usize,
}

/// The hook and what it needs between reports.
pub(super) struct Reporter {
    hook: Box<dyn FnMut(&Progress) + Send>,
    interval: Duration,
    last: Instant,
    /// The question being searched: is the value at least this?
    at_least: Value,
    /// The move being searched on each of the first plies.
    path: [(u8, u8); REPORTED_PLIES],
}

impl Reporter {
    pub(super) fn new(interval: Duration, hook: Box<dyn FnMut(&Progress) + Send>) -> Reporter {
        Reporter {
            hook,
            interval,
            last: Instant::now(),
            at_least: Value::Draw,
            path: [(0, 0); REPORTED_PLIES],
        }
    }

    /// A new null-window question: is the value at least `at_least`?
    pub(super) fn ask(&mut self, at_least: Value) {
        self.at_least = at_least;
        self.path = [(0, 0); REPORTED_PLIES];
    }

    /// The search at `depth` (below [`REPORTED_PLIES`]) starts its
    /// `place`-th move of `moves`; told at once with no interval.
    pub(super) fn enter(
        &mut self,
        depth: usize,
        place: usize,
        moves: usize,
        nodes: u64,
        positions: usize,
    ) {
        self.path[depth] = (place as u8, moves as u8);
        // Deeper plies are no longer where the search is.
        for later in &mut self.path[depth + 1..] {
            *later = (0, 0);
        }
        if self.interval.is_zero() {
            self.tell(None, nodes, positions);
        }
    }

    /// Tells where the search is if the interval has passed (the search
    /// looks every [`NODES_BETWEEN_LOOKS`] nodes).
    pub(super) fn look(&mut self, nodes: u64, positions: usize) {
        if self.last.elapsed() >= self.interval {
            self.tell(None, nodes, positions);
        }
    }

    /// The question is answered.
    pub(super) fn answer(&mut self, holds: bool, nodes: u64, positions: usize) {
        self.tell(Some(holds), nodes, positions);
    }

    fn tell(&mut self, answer: Option<bool>, nodes: u64, positions: usize) {
        let path = self
            .path
            .iter()
            .take_while(|&&(place, _)| place > 0)
            .map(|&(place, moves)| (usize::from(place), usize::from(moves)))
            .collect();
        (self.hook)(&Progress {
            at_least: self.at_least,
            answer,
            path,
            nodes,
            positions,
        });
        self.last = Instant::now();
    }
}
