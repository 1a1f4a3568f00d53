use crate::cli::{Args, CliError};

/// `bestmove` and `match` for `game`.
pub fn run(game: &str, command: &str, _args: Args) -> Result<String, CliError> {
    Err(CliError::new(format!("command '{command}' for {game} is not available yet")))
}
