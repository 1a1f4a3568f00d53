//! What each option takes, in the words of its errors: `--depth wants a
//! whole number of plies, 0 or more, not 'x'`. clap's complaint about a
//! value it cannot read and a command's own range check say it alike.

use std::fmt::Display;

use crate::error::CliError;

/// Most threads `--jobs`, `--first-threads` and `--second-threads` start:
/// a thread the system refuses to start would end the command in a panic.
pub const MAX_THREADS: usize = 256;
/// Most games a match plays: every game's line is kept until the end.
pub const MAX_GAMES: usize = 1_000_000;
/// Largest `solve --memo-mb` (1 TB): far beyond any machine here, and a
/// much larger number would overflow the memo's size in bytes.
pub const MAX_MEMO_MB: f64 = 1_048_576.0;
/// Most lines `bestmove --lines` shows.
pub const MAX_LINES: usize = 8;

/// What `option` takes, as its errors say it; `None` for a switch.
pub fn wanted(option: &str) -> Option<String> {
    let text = match option {
        "--position" => "a position written as in the app's records",
        "--depth" => "a whole number of plies, 0 or more",
        "--level" => "a level from 1 to 5",
        "--uct" => "a whole number of playouts, at least 1",
        "--movetime" => "a number of milliseconds above 0",
        "--nodes" => "a whole number of nodes, at least 1",
        "--seed" => "a whole number, 0 or more",
        "--jobs" | "--first-threads" | "--second-threads" => {
            return Some(format!("a whole number of threads from 1 to {MAX_THREADS}"))
        }
        "--lines" => return Some(format!("a whole number of lines from 1 to {MAX_LINES}")),
        "--first" | "--second" => "level:1 to level:5, uct:N (N playouts, at least 1) or random",
        "--games" => return Some(format!("a whole number of games from 1 to {MAX_GAMES}")),
        "--size" => "ROWSxCOLS with 2 to 7 on each side",
        "--count" => "a whole number of puzzles, at least 1",
        "--record" => "the path of a record file",
        "--max-positions" => "a whole number of positions, 0 or more",
        "--memo-mb" => {
            return Some(format!(
                "a number of megabytes above 0 and at most {MAX_MEMO_MB}"
            ))
        }
        _ => return None,
    };
    Some(text.to_string())
}

/// `--depth wants a whole number of plies, 0 or more, not 'x'`.
pub fn wants(option: &str, value: impl Display) -> String {
    match wanted(option) {
        Some(what) => format!("{option} wants {what}, not '{value}'"),
        None => format!("{option} takes no value, not '{value}'"),
    }
}

/// A value out of range that the command cannot use (exit status 1).
pub fn bad_value(option: &str, value: impl Display) -> CliError {
    CliError::new(wants(option, value))
}

/// A count out of range (`--jobs 0`): bad usage, exit status 2.
pub fn bad_count(option: &str, value: impl Display) -> CliError {
    CliError::usage(wants(option, value))
}

/// Threads of `option`, 1 to [`MAX_THREADS`].
pub fn check_threads(option: &str, count: usize) -> Result<(), CliError> {
    if !(1..=MAX_THREADS).contains(&count) {
        return Err(bad_count(option, count));
    }
    Ok(())
}

/// `--nodes`, when given: at least 1.
pub fn check_nodes(nodes: Option<u64>) -> Result<(), CliError> {
    match nodes {
        Some(0) => Err(bad_count("--nodes", 0)),
        _ => Ok(()),
    }
}

/// `--movetime`, when given: a number of milliseconds above 0 (not NaN,
/// not infinite, which would never end the search).
pub fn check_movetime(movetime: Option<f64>) -> Result<(), CliError> {
    match movetime {
        Some(ms) if !(ms.is_finite() && ms > 0.0) => Err(bad_value("--movetime", number(ms))),
        _ => Ok(()),
    }
}

/// A number as it was most likely written: `1e30` rather than thirty-one
/// digits.
pub fn number(value: f64) -> String {
    if value.is_finite() && value.abs() >= 1e15 {
        format!("{value:e}")
    } else {
        value.to_string()
    }
}
