//! `cubeplay-cli puzzles <game> [--count N] [--seed S]`: prints a puzzle
//! file of proven puzzles.

use super::{generate, Entry, GenerateOptions, PuzzleFile};
use crate::cli::{Args, CliError};
use crate::GameKind;

/// Puzzles made when `--count` is not given.
pub const DEFAULT_COUNT: usize = 40;

pub fn run(kind: GameKind, mut args: Args) -> Result<String, CliError> {
    let count: usize = args.parsed("count")?.unwrap_or(DEFAULT_COUNT);
    if count == 0 {
        return Err(CliError::new("--count must be at least 1"));
    }
    let seed: u64 = args.parsed("seed")?.unwrap_or(1);
    args.finish()?;
    let puzzles = generate(kind, GenerateOptions { count, seed }).map_err(CliError::new)?;
    let comments = vec![
        format!("Made by: cubeplay-cli puzzles {kind} --count {count} --seed {seed}"),
        "position | options | first move | solution line | difficulty".to_string(),
        "difficulty = 100 x the attacker's moves in the solution line + the legal first moves"
            .to_string(),
    ];
    let first_line = comments.len() + 2;
    let file = PuzzleFile {
        kind,
        comments,
        entries: puzzles
            .into_iter()
            .enumerate()
            .map(|(index, puzzle)| Entry {
                line: first_line + index,
                puzzle,
            })
            .collect(),
    };
    Ok(file.to_text().trim_end().to_string())
}
