//! The level above the five: perfect play by the exact solver
//! ([`crate::cephalopod::solver`]) on the Cephalopod boards it settles
//! quickly. It never gives a proven result away, wins in the fewest plies
//! and loses in the most. Elsewhere (bigger boards, Deblockle) it plays as
//! level 5.

use super::search::allowed_root_moves;
use super::Clock;
use std::cell::RefCell;

use crate::cephalopod::solver::Solver;
use crate::cephalopod::{Move, Position};
use crate::game::Value;

/// The level number of perfect play (levels 1 to 5 search).
pub const PERFECT_LEVEL: u8 = 6;

/// The largest boards perfect play solves: 3×3 and smaller. The empty 3×3
/// board takes about 4 s in wasm, once; every later move of the game
/// starts from what was proven. 2×5 (10 squares) takes 93 s natively.
pub const PERFECT_MAX_SQUARES: usize = 9;

/// Whether perfect play settles a Cephalopod board of `rows`×`cols`.
#[must_use]
pub fn perfect_play_settles(rows: u8, cols: u8) -> bool {
    usize::from(rows) * usize::from(cols) <= PERFECT_MAX_SQUARES
}

thread_local! {
    /// The review's solver, kept for the next position of the same size:
    /// the first position of a game settles most of the ones after it.
    static REVIEW_SOLVER: RefCell<Option<Solver>> = const { RefCell::new(None) };
}

/// The exact value of `position` and a move of perfect play (`None` when
/// the game is over), on the boards perfect play settles; `None` on others.
pub(super) fn settled(position: &Position) -> Option<(Value, Option<Move>)> {
    let size = (position.rows(), position.cols());
    if !perfect_play_settles(size.0, size.1) {
        return None;
    }
    REVIEW_SOLVER.with(|kept| {
        let mut kept = kept.borrow_mut();
        let solver = Solver::kept_for(&mut kept, size.0, size.1, usize::MAX)?;
        // No limit is set: the solver always answers.
        match solver.best_move(position).ok()? {
            Some((mv, value)) => Some((value, Some(mv))),
            None => Some((solver.value(position).ok()?, None)),
        }
    })
}

/// A move of perfect play: the move, its value for the mover, and what
/// finding it took.
pub(super) struct PerfectMove {
    pub notation: String,
    pub value: Value,
    pub nodes: u64,
    pub elapsed_ms: f64,
}

/// The solver of the board last played, kept for the next move.
#[derive(Default)]
pub(super) struct PerfectPlayer {
    solver: Option<Solver>,
}

impl PerfectPlayer {
    /// The move of perfect play in `position` among the moves allowed (as
    /// `ThinkOptions::only_moves` and `starting_with` allow them), or `None`
    /// when this board is not one perfect play settles, or the game is over.
    pub(super) fn choose(
        &mut self,
        position: &Position,
        only_moves: &[String],
        starting_with: &str,
        clock: &dyn Clock,
    ) -> Option<PerfectMove> {
        let (rows, cols) = (position.rows(), position.cols());
        if !perfect_play_settles(rows, cols) || position.is_game_over() {
            return None;
        }
        let started = clock.now_ms();
        let solver = Solver::kept_for(&mut self.solver, rows, cols, usize::MAX)?;
        let nodes_before = solver.nodes();
        let (allowed, _) = allowed_root_moves(position, only_moves, starting_with);
        // With every move allowed, the first that keeps the position's value
        // is the answer: the moves after it need not be solved. (No limit is
        // set, so the solver always answers.)
        let target = if allowed.len() == position.legal_moves().len() {
            Some(solver.value(position).ok()?)
        } else {
            None
        };
        let mut best: Option<(crate::cephalopod::Move, Value)> = None;
        for mv in allowed {
            let value = solver.value(&position.play(mv)).ok()?.before_move();
            if best.is_none_or(|(_, kept)| value > kept) {
                best = Some((mv, value));
            }
            if target == Some(value) {
                break;
            }
        }
        let (mv, value) = best?;
        Some(PerfectMove {
            notation: mv.to_string(),
            value,
            nodes: solver.nodes() - nodes_before,
            elapsed_ms: clock.now_ms() - started,
        })
    }
}
