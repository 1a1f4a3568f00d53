//! `cubeplay-cli solve cephalopod --size RxC [--position POS]` and
//! `solve deblockle [--position POS]`: the exact value of a position and of
//! every legal move, with the distance to the end of the game under best
//! play (Deblockle: positions with one block a side).

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use clap::Args;
use cubeplay_engine::cephalopod::solver::{
    LimitReached, Progress, Proven, Solution, Solver, MAX_SQUARES,
};
use cubeplay_engine::cephalopod::{self, player_name};
use cubeplay_engine::deblockle::{self, OneAgainstOne};
use cubeplay_engine::{GameKind, Value};

use crate::error::CliError;
use crate::position;
use crate::values::{self, MAX_MEMO_MB};

/// Solves a small Cephalopod board, or a Deblockle position with one block
/// a side: who wins with perfect play, and how fast.
///
/// Prints the position, one line per legal move with its value for the
/// player who makes it (best first), the positions the solver valued, the
/// time and the memory, and last the position's value for the side to move:
/// `win in N`, `draw in N` or `loss in N`, N plies to the end of the game
/// when the winner ends it as fast as possible and the loser holds out as
/// long as possible. Boards of up to 16 squares; without --position, the
/// empty board of --size. Deblockle builds its table of every position with
/// one block a side first (a few seconds), and without --position prints
/// the table's figures and a longest forced win.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// The game: cephalopod or deblockle.
    #[arg(value_name = "GAME")]
    game: String,
    /// The board's rows and columns, e.g. 3x3 (default: the position's).
    #[arg(long, value_name = "RxC")]
    size: Option<String>,
    /// The position to solve (default: the empty board of --size).
    #[arg(long, value_name = "POS")]
    position: Option<String>,
    /// Give up rather than keep more than N positions.
    #[arg(long, value_name = "N")]
    max_positions: Option<usize>,
    /// A memo of at most MB megabytes that forgets the smallest subtrees
    /// when full (they are searched again), for boards too big to keep
    /// every position.
    // `-inf` is a value to refuse as a size, not a cluster of switches.
    #[arg(
        long,
        value_name = "MB",
        conflicts_with = "max_positions",
        allow_hyphen_values = true
    )]
    memo_mb: Option<f64>,
    /// Threads searching the position together, sharing the memo (needs
    /// --memo-mb, on boards of up to 12 squares; default 1).
    // Not clap's `requires`: clap reports a missing required option as
    // missing, without saying which option wants it.
    #[arg(long, value_name = "N")]
    jobs: Option<usize>,
}

pub fn run(args: SolveArgs) -> Result<String, CliError> {
    if position::game_kind(&args.game)? == GameKind::Deblockle {
        return deblockle(&args);
    }
    let jobs = args.jobs.unwrap_or(1);
    values::check_threads("--jobs", jobs)?;
    if args.jobs.is_some() && args.memo_mb.is_none() {
        return Err(CliError::usage(
            "--jobs needs --memo-mb (the size of the shared memo in MB)",
        ));
    }
    if let Some(megabytes) = args.memo_mb {
        // NaN fails both comparisons.
        if !(megabytes > 0.0 && megabytes <= MAX_MEMO_MB) {
            return Err(values::bad_value("--memo-mb", values::number(megabytes)));
        }
    }
    let size = args.size.as_deref().map(position::parse_size).transpose()?;
    let start = match (&args.position, size) {
        (Some(text), _) => position::cephalopod(text)?,
        (None, Some((rows, cols))) => cephalopod::Position::new_empty(rows, cols)
            .ok_or_else(|| values::bad_value("--size", format!("{rows}x{cols}")))?,
        (None, None) => return Err(CliError::usage("solve needs --size RxC or --position POS")),
    };
    let (rows, cols) = (start.rows(), start.cols());
    if let Some((r, c)) = size.filter(|&given| given != (rows, cols)) {
        return Err(CliError::new(format!(
            "--size {r}x{c} but --position is {rows}x{cols}"
        )));
    }
    let limit = args.max_positions.unwrap_or(usize::MAX);
    let solver = match args.memo_mb {
        Some(megabytes) => Solver::with_memo_bytes(rows, cols, (megabytes * 1048576.0) as usize),
        None => Solver::with_limit(rows, cols, limit),
    };
    let mut solver = solver.ok_or_else(|| {
        let board = format!("{rows}x{cols}");
        match args.position {
            Some(_) => CliError::new(format!(
                "--position is {board}: the solver takes boards of at most {MAX_SQUARES} squares"
            )),
            None => CliError::new(format!(
                "--size wants a board of at most {MAX_SQUARES} squares, not '{board}'"
            )),
        }
    })?;

    let clock = Instant::now();
    let solved = solve_telling_progress(&mut solver, &start, jobs - 1, clock);
    let seconds = clock.elapsed().as_secs_f64();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "position {start} ({rows}x{cols}, {} to move)",
        player_name(start.to_move())
    );
    // Only --max-positions sets a limit the solver can reach.
    let solution = solved.map_err(|error| {
        CliError::new(format!(
            "--max-positions {}: {error} ({} valued in {seconds:.3} s)",
            error.positions,
            solver.positions()
        ))
    })?;
    let mut moves = solution.moves.clone();
    // Best first; equal values keep the generation order.
    moves.sort_by_key(|&(_, value)| std::cmp::Reverse(value));
    for (mv, value) in &moves {
        let _ = writeln!(out, "move {mv} {value}");
    }
    let _ = writeln!(
        out,
        "positions {} in the memo, {} nodes searched",
        solver.positions(),
        solver.nodes()
    );
    let _ = writeln!(out, "time {seconds:.3} s");
    let _ = write!(out, "memory {} MB memo", megabytes(solver.memory_bytes()));
    if let Some(peak) = peak_resident_bytes() {
        let _ = write!(out, ", {} MB peak resident", megabytes(peak));
    }
    let _ = writeln!(out);
    let _ = write!(out, "value {}", solution.value);
    Ok(out)
}

/// How often a long search tells where it is, between answers.
const PROGRESS_INTERVAL: Duration = Duration::from_secs(60);
/// A question that took less is not told.
const TOLD_QUESTION: Duration = Duration::from_secs(1);

/// [`Solver::solve_telling`] with `helpers` more threads, each value told
/// on stderr once proven: a board that takes hours shows how far it has
/// come, and a stopped run what it had proven. Between values, each
/// null-window question that took a second or more is told with its
/// answer, and every minute where the search is.
fn solve_telling_progress(
    solver: &mut Solver,
    start: &cephalopod::Position,
    helpers: usize,
    clock: Instant,
) -> Result<Solution, LimitReached> {
    let mut asked = Instant::now();
    solver.tell_progress(PROGRESS_INTERVAL, move |progress| {
        if progress.answer.is_none() || asked.elapsed() >= TOLD_QUESTION {
            let seconds = clock.elapsed().as_secs_f64();
            eprintln!("{} ({seconds:.1} s)", progress_line(progress));
        }
        if progress.answer.is_some() {
            asked = Instant::now();
        }
    });
    // Each value told on stderr as soon as it is proven.
    solver.solve_telling(start, helpers, |proven| {
        let seconds = clock.elapsed().as_secs_f64();
        match proven {
            Proven::Position(value) => eprintln!("value {value} ({seconds:.1} s)"),
            Proven::Move(mv, value) => eprintln!("move {mv} {value} ({seconds:.1} s)"),
        }
    })
}

/// `at least win in 51? yes, 4582138 nodes, 907504 positions` once a
/// question is answered; `at least draw? move 1/12 > 4/11 > 2/10, …` while
/// it is searched (each ply's move: its place in the order tried, of all).
fn progress_line(progress: &Progress) -> String {
    let mut line = format!("at least {}?", progress.at_least);
    match progress.answer {
        Some(holds) => line.push_str(if holds { " yes" } else { " no" }),
        None => {
            line.push_str(" move");
            for (ply, (place, moves)) in progress.path.iter().enumerate() {
                let _ = write!(line, "{} {place}/{moves}", if ply == 0 { "" } else { " >" });
            }
        }
    }
    let _ = write!(
        line,
        ", {} nodes, {} positions",
        progress.nodes, progress.positions
    );
    line
}

/// `solve deblockle`: the one-against-one table's value of the position and
/// of each of its moves.
fn deblockle(args: &SolveArgs) -> Result<String, CliError> {
    position::cephalopod_only(args.size.is_some(), "--size")?;
    position::cephalopod_only(args.max_positions.is_some(), "--max-positions")?;
    position::cephalopod_only(args.memo_mb.is_some(), "--memo-mb")?;
    position::cephalopod_only(args.jobs.is_some(), "--jobs")?;
    let start = args
        .position
        .as_deref()
        .map(|text| position::deblockle(text, deblockle::Rules::default()))
        .transpose()?;
    let clock = Instant::now();
    let table = OneAgainstOne::build();
    let seconds = clock.elapsed().as_secs_f64();
    let mut out = String::new();
    let (longest, longest_value) = table.longest();
    let _ = writeln!(
        out,
        "table {} positions with one block a side, {} won or lost, {} drawn, built in {seconds:.3} s",
        table.positions(),
        table.decided(),
        table.positions() - table.decided()
    );
    let _ = writeln!(out, "longest {longest} {longest_value}");
    let Some(start) = start else {
        let _ = write!(out, "value {longest_value}");
        return Ok(out);
    };
    let value = table.value(&start).ok_or_else(|| {
        CliError::new(format!(
            "--position '{start}': the table has the positions with one block a side that are not over"
        ))
    })?;
    let _ = writeln!(
        out,
        "position {start} ({} to move)",
        deblockle::player_name(start.to_move())
    );
    let mut moves = deblockle_moves(&table, &start);
    moves.sort_by_key(|&(_, value)| std::cmp::Reverse(value));
    for (mv, value) in &moves {
        let _ = writeln!(out, "move {mv} {value}");
    }
    let _ = write!(out, "value {value}");
    Ok(out)
}

/// Every legal move of `start` (one block a side, not over) with its value
/// for the mover, from the table.
fn deblockle_moves(
    table: &OneAgainstOne,
    start: &deblockle::Position,
) -> Vec<(deblockle::Move, Value)> {
    start
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let after = start.play(mv);
            let value = match after.outcome() {
                Some(outcome) => match outcome.score_for(start.to_move()) {
                    1 => Value::Win(1),
                    -1 => Value::Loss(1),
                    _ => Value::Draw,
                },
                None => {
                    let later = table.value(&after).expect("one block a side");
                    if after.to_move() == start.to_move() {
                        later.before_move_again()
                    } else {
                        later.before_move()
                    }
                }
            };
            (mv, value)
        })
        .collect()
}

/// `bestmove <game> --perfect`: the move of perfect play (the first in the
/// legal moves' order that keeps the position's value), after an `info
/// perfect` line with that value. Cephalopod boards of up to 16 squares;
/// Deblockle positions with one block a side.
pub fn perfect_move(game: GameKind, text: &str, no_adjacent: bool) -> Result<String, CliError> {
    let (mv, value) = match game {
        GameKind::Cephalopod => {
            let start = position::cephalopod(text)?;
            let (rows, cols) = (start.rows(), start.cols());
            let mut solver = Solver::new(rows, cols).ok_or_else(|| {
                CliError::new(format!(
                    "--perfect needs a --position of at most {MAX_SQUARES} squares, not {rows}x{cols}"
                ))
            })?;
            let found = solver
                .best_move(&start)
                .map_err(|error| CliError::new(error.to_string()))?;
            let (mv, value) =
                found.ok_or_else(|| CliError::new("the game is over: no move to find"))?;
            (mv.to_string(), value)
        }
        GameKind::Deblockle => {
            let rules = deblockle::Rules { no_adjacent };
            let start = position::deblockle(text, rules)?;
            // The table is of the standard rules.
            if no_adjacent {
                return Err(CliError::usage("give --perfect or --no-adjacent, not both"));
            }
            let table = OneAgainstOne::build();
            let value = table.value(&start).ok_or_else(|| {
                CliError::new(format!(
                    "--perfect needs a Deblockle --position with one block a side that is not over, not '{text}'"
                ))
            })?;
            let (mv, _) = deblockle_moves(&table, &start)
                .into_iter()
                .find(|&(_, after)| after == value)
                .expect("a position's value is the best of its moves' values");
            (mv.to_string(), value)
        }
    };
    Ok(format!("info perfect value {value}\n{mv}"))
}

fn megabytes(bytes: usize) -> String {
    format!("{:.1}", bytes as f64 / 1e6)
}

/// The process's peak resident memory (`VmHWM` of `/proc/self/status`),
/// where the system tells it.
fn peak_resident_bytes() -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kilobytes: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}

#[cfg(test)]
mod tests {
    use super::{progress_line, Progress, Value};

    #[test]
    fn progress_lines_name_the_question_and_where_the_search_is() {
        let mut progress = Progress {
            at_least: Value::Draw,
            answer: None,
            path: vec![(1, 12), (4, 11), (2, 10)],
            nodes: 123_456,
            positions: 7_890,
        };
        assert_eq!(
            progress_line(&progress),
            "at least draw? move 1/12 > 4/11 > 2/10, 123456 nodes, 7890 positions"
        );
        progress.at_least = Value::Win(51);
        progress.answer = Some(true);
        assert_eq!(
            progress_line(&progress),
            "at least win in 51? yes, 123456 nodes, 7890 positions"
        );
        progress.answer = Some(false);
        assert!(progress_line(&progress).starts_with("at least win in 51? no,"));
    }
}
