use crate::cli::{Args, CliError};

pub fn run(command: &str, _args: Args) -> Result<String, CliError> {
    Err(CliError::new(format!("command '{command}' is not available yet")))
}
