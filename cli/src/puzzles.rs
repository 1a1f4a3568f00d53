//! `cubeplay-cli puzzles <game> [--count N] [--seed S]`: prints a puzzle
//! file of proven puzzles.

use clap::Args;
use cubeplay_engine::puzzle::{generate, Entry, GenerateOptions, PuzzleFile};

use crate::error::CliError;
use crate::position;
use crate::values;

/// Puzzles made when `--count` is not given.
pub const DEFAULT_COUNT: usize = 40;

/// Makes a puzzle file of proven puzzles (the format of puzzles/*.txt).
///
/// The same count and seed make the same file; its first comment is the
/// command that made it.
#[derive(Debug, Args)]
pub struct PuzzlesArgs {
    /// The game: cephalopod or deblockle.
    #[arg(value_name = "GAME")]
    game: String,
    /// How many puzzles to make.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_COUNT)]
    count: usize,
    /// Seed of the random games the puzzles are found in.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
}

pub fn run(args: PuzzlesArgs) -> Result<String, CliError> {
    let kind = position::game_kind(&args.game)?;
    let PuzzlesArgs { count, seed, .. } = args;
    if count == 0 {
        return Err(values::bad_value("--count", count));
    }
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
