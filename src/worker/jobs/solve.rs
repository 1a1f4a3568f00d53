//! The analysis board's perfect play: the exact value of a small Cephalopod
//! position and of every legal move in it, from the solver
//! (`cubeplay_engine::cephalopod::solver`), like an endgame tablebase.
//! It runs in a pool worker, for the analysis board.

use std::cell::RefCell;

use cubeplay_engine::ai::perfect_play_settles;
use cubeplay_engine::cephalopod::solver::Solver;
use cubeplay_engine::cephalopod::{Move, Position};
use cubeplay_engine::Value;

use crate::worker::task::{Stepped, TaskError, TaskRun};

/// The most positions a worker's solver keeps: the empty 3×3 board needs
/// 1.2 million; the memo then takes at most 4 Mi slots of 8 B (34 MB).
pub const SOLVER_POSITIONS_LIMIT: usize = 3_000_000;

thread_local! {
    /// The worker's solver, kept for the next position of the same size:
    /// what it proved answers the positions after a move at once.
    static SOLVER: RefCell<Option<Solver>> = const { RefCell::new(None) };
}

/// Whether the analysis board solves `position`: on the boards perfect
/// play settles (`ai::PERFECT_MAX_SQUARES`: 3×3 and smaller), before the
/// game's end. Bigger boards are not worth a worker's time: on 4×4 and
/// 3×5, 21 of 26 random positions with 3 to 7 empty squares needed more
/// than the limit of positions (3.5 to 6.7 s natively each to find out).
#[must_use]
pub fn worth_solving(position: &Position) -> bool {
    perfect_play_settles(position.rows(), position.cols()) && !position.is_game_over()
}

/// A value as the task's answer writes it: `w52`, `d` or `l34` (plies).
#[must_use]
pub fn value_text(value: Value) -> String {
    match value {
        Value::Win(plies) => format!("w{plies}"),
        Value::Draw => "d".to_string(),
        Value::Loss(plies) => format!("l{plies}"),
    }
}

/// The value [`value_text`] wrote.
#[must_use]
pub fn read_value(text: &str) -> Option<Value> {
    let plies = || text.get(1..)?.parse().ok();
    match text.as_bytes().first()? {
        b'w' => Some(Value::Win(plies()?)),
        b'l' => Some(Value::Loss(plies()?)),
        b'd' if text.len() == 1 => Some(Value::Draw),
        _ => None,
    }
}

/// What the solver found, as far as it went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solved {
    /// The position's value and that of the moves solved so far (for the
    /// player who makes them), in the order of the legal moves.
    Values {
        value: Value,
        moves: Vec<(String, Value)>,
    },
    /// The position needs more than the solver's limit of positions.
    TooBig { limit: usize },
}

/// The answer's text: `value V`, then `MOVE V` a line; or `limit N`.
#[must_use]
pub fn solved_text(solved: &Solved) -> String {
    match solved {
        Solved::Values { value, moves } => {
            let mut text = format!("value {}", value_text(*value));
            for (mv, value) in moves {
                text.push_str(&format!("\n{mv} {}", value_text(*value)));
            }
            text
        }
        Solved::TooBig { limit } => format!("limit {limit}"),
    }
}

/// What [`solved_text`] wrote; `None` when it does not read.
#[must_use]
pub fn read_solved(text: &str) -> Option<Solved> {
    let mut lines = text.lines();
    let (kind, word) = lines.next()?.split_once(' ')?;
    match kind {
        "limit" => Some(Solved::TooBig {
            limit: word.parse().ok()?,
        }),
        "value" => Some(Solved::Values {
            value: read_value(word)?,
            moves: lines
                .map(|line| {
                    let (mv, value) = line.split_once(' ')?;
                    Some((mv.to_string(), read_value(value)?))
                })
                .collect::<Option<_>>()?,
        }),
        _ => None,
    }
}

/// A pool worker's solving task: `cephalopod\nPOSITION`. The first step
/// solves the position, each next one a move, so every move's value shows
/// as it is proven; or why the position is not one to solve.
pub fn start_solve_task(task: &str) -> Result<Box<dyn TaskRun>, TaskError> {
    let position_text = task
        .strip_prefix("cephalopod\n")
        .ok_or(TaskError::NotCephalopod)?;
    let position: Position = position_text.parse().map_err(|_| TaskError::BadPosition)?;
    if !worth_solving(&position) {
        return Err(TaskError::NotWorthSolving);
    }
    Ok(Box::new(SolveRun {
        moves: position.legal_moves(),
        position,
        solved: None,
    }))
}

/// A solving task in progress.
struct SolveRun {
    position: Position,
    moves: Vec<Move>,
    solved: Option<Solved>,
}

/// The value of `position` by the worker's solver, made for its size when
/// needed; a solver that reaches its limit is let go (its memo is full).
fn solve_value(position: &Position) -> Result<Value, usize> {
    SOLVER.with(|kept| {
        let mut kept = kept.borrow_mut();
        let (rows, cols) = (position.rows(), position.cols());
        let solver = Solver::kept_for(&mut kept, rows, cols, SOLVER_POSITIONS_LIMIT)
            .ok_or(SOLVER_POSITIONS_LIMIT)?;
        solver.value(position).map_err(|reached| {
            *kept = None;
            reached.positions
        })
    })
}

impl TaskRun for SolveRun {
    fn step(&mut self) -> Stepped {
        let next = match &self.solved {
            None => solve_value(&self.position).map(|value| Solved::Values {
                value,
                moves: Vec::new(),
            }),
            Some(Solved::Values { value, moves }) => {
                let mv = self.moves[moves.len()];
                solve_value(&self.position.play(mv)).map(|after| {
                    let mut moves = moves.clone();
                    moves.push((mv.to_string(), after.before_move()));
                    Solved::Values {
                        value: *value,
                        moves,
                    }
                })
            }
            Some(Solved::TooBig { .. }) => unreachable!("a task too big is answered"),
        };
        let solved = next.unwrap_or_else(|limit| Solved::TooBig { limit });
        let done = match &solved {
            Solved::Values { moves, .. } => moves.len() == self.moves.len(),
            Solved::TooBig { .. } => true,
        };
        let text = solved_text(&solved);
        self.solved = Some(solved);
        Stepped {
            progress: (!done).then(|| text.clone()),
            answer: done.then_some(text),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::worker::task::run_to_end;

    fn solve(task: &str) -> (Vec<String>, String) {
        let mut run = start_solve_task(task).expect("a task");
        let mut progress = Vec::new();
        let answer = run_to_end(run.as_mut(), &mut |text| progress.push(text.to_string()));
        (progress, answer)
    }

    #[test]
    fn values_read_back() {
        for value in [Value::Win(52), Value::Draw, Value::Loss(0), Value::Loss(7)] {
            assert_eq!(read_value(&value_text(value)), Some(value));
        }
        for bad in ["", "w", "dx", "x3", "l-1", "w 3"] {
            assert_eq!(read_value(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn a_small_board_is_solved_move_by_move() {
        // 2×2: every first move draws.
        let (progress, answer) = solve("cephalopod\n../.. w");
        assert_eq!(
            answer, "value d\na1 d\nb1 d\na2 d\nb2 d",
            "progress {progress:?}"
        );
        assert_eq!(progress.len(), 4);
        assert_eq!(progress[0], "value d");
        assert_eq!(progress[1], "value d\na1 d");
        let solved = read_solved(&answer).unwrap();
        assert_eq!(solved_text(&solved), answer);
    }

    #[test]
    fn a_proven_3x3_position_keeps_its_value() {
        // From tests/e2e/data/perfect_3x3.txt: the empty board wins in 52.
        let (_, answer) = solve("cephalopod\n.../.../... w");
        let Some(Solved::Values { value, moves }) = read_solved(&answer) else {
            panic!("{answer}");
        };
        assert_eq!(value, Value::Win(52));
        assert_eq!(moves.len(), 9);
        assert!(moves.iter().all(|(_, value)| *value == Value::Win(52)));
    }

    #[test]
    fn other_tasks_say_why_not() {
        let why = |task: &str| start_solve_task(task).err().map(|error| error.to_string());
        assert_eq!(
            why("deblockle\nx").as_deref(),
            Some("! only Cephalopod is solved")
        );
        assert_eq!(why("cephalopod\nzz").as_deref(), Some("! bad position"));
        let five = "...../...../...../...../..... w";
        assert_eq!(
            why(&format!("cephalopod\n{five}")).as_deref(),
            Some("! not a position to solve")
        );
        // 4×4: not even late positions (most need more than the limit).
        let late = "w1w1w1b1/b1.../..../b1w1.. b";
        assert_eq!(
            why(&format!("cephalopod\n{late}")).as_deref(),
            Some("! not a position to solve")
        );
        assert_eq!(read_solved("limit x"), None);
        assert_eq!(read_solved("limit 5"), Some(Solved::TooBig { limit: 5 }));
    }
}
