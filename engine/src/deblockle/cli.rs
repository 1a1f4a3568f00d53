//! `cubeplay-cli <perft|moves|play> deblockle ...`: the answer is on the
//! last line; errors are one line.

use super::{describe_result, example_start, Match, Position, Rules};
use crate::cli::{sorted_moves, Args, CliError};
use crate::perft::perft;

pub const USAGE: &str = "deblockle commands: perft [--position POS] --depth N | moves --position POS | play --position POS MOVE... (each accepts --no-adjacent; play accepts --no-repetition)";

pub fn run(command: &str, mut args: Args) -> Result<String, CliError> {
    let rules = Rules {
        no_adjacent: args.switch("no-adjacent"),
    };
    let position = match args.value("position")? {
        Some(text) => Some(
            Position::parse_with_rules(&text, rules)
                .map_err(|error| CliError::new(format!("bad position: {error}")))?,
        ),
        None => None,
    };
    let require_position = |position: Option<Position>| {
        position.ok_or_else(|| CliError::new(format!("{command} needs --position POS")))
    };
    match command {
        "perft" => {
            let depth: u32 = args
                .parsed("depth")?
                .ok_or_else(|| CliError::new("perft needs --depth N"))?;
            args.finish()?;
            let position = position.unwrap_or_else(|| example_start(rules));
            Ok(perft(&position, depth).to_string())
        }
        "moves" => {
            let position = require_position(position)?;
            args.finish()?;
            Ok(sorted_moves(&position))
        }
        "play" => {
            let repetition_draw = !args.switch("no-repetition");
            let position = require_position(position)?;
            let mut game = Match::with_repetition_draw(position, repetition_draw);
            for (number, text) in args.rest()?.iter().enumerate() {
                game.play_notation(text).map_err(|error| {
                    CliError::new(format!("move {} ({text}): {error}", number + 1))
                })?;
            }
            let mut output = game.position().to_string();
            if let Some((outcome, ending)) = game.ending() {
                output.push('\n');
                output.push_str(&describe_result(outcome, ending));
            }
            Ok(output)
        }
        other => Err(CliError::new(format!(
            "unknown command '{other}' for deblockle; {USAGE}"
        ))),
    }
}
