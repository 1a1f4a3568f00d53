//! `cubeplay-cli <perft|moves|play> cephalopod ...`.

use super::perft::perft;
use super::{result_text, Position};
use crate::cli::{sorted_moves, Args, CliError};

/// Runs `command` on Cephalopod. The answer is the last line of the output.
pub fn run(command: &str, mut args: Args) -> Result<String, CliError> {
    match command {
        "perft" => {
            let position = read_position(&mut args)?.unwrap_or_default();
            let depth: u32 = args
                .parsed("depth")?
                .ok_or_else(|| CliError::new("perft needs --depth N"))?;
            args.finish()?;
            Ok(perft(&position, depth).to_string())
        }
        "moves" => {
            let position = required_position(&mut args)?;
            args.finish()?;
            Ok(sorted_moves(&position))
        }
        "play" => {
            let mut position = required_position(&mut args)?;
            for (number, text) in args.rest()?.iter().enumerate() {
                let mv = position.parse_move(text).map_err(|error| {
                    CliError::new(format!("move {} '{text}': {error}", number + 1))
                })?;
                position = position.play(mv);
            }
            Ok(match result_text(&position) {
                Some(result) => format!("{position}\nresult: {result}"),
                None => position.to_string(),
            })
        }
        other => Err(CliError::new(format!(
            "unknown command '{other}' for cephalopod (expected perft, moves or play)"
        ))),
    }
}

fn read_position(args: &mut Args) -> Result<Option<Position>, CliError> {
    match args.value("position")? {
        None => Ok(None),
        Some(text) => text
            .parse()
            .map(Some)
            .map_err(|error| CliError::new(format!("--position '{text}': {error}"))),
    }
}

fn required_position(args: &mut Args) -> Result<Position, CliError> {
    read_position(args)?.ok_or_else(|| CliError::new("this command needs --position POS"))
}
