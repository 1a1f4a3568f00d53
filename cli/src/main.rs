//! `cubeplay-cli`: perft, legal moves, playing moves and the AI from the shell.
//!
//! Prints the output of [`cubeplay_cli::run`] and exits 0; an error is one
//! line on stderr (with the command's usage for a usage error) and exits 1
//! for bad input, 2 for bad usage.
#![forbid(unsafe_code)]

use std::io::{self, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|word| word.to_string_lossy().into_owned())
        .collect();
    match cubeplay_cli::run(&argv) {
        Ok(output) => print_output(&output),
        Err(error) => {
            let mut text = format!("error: {error}\n");
            if let Some(usage) = error.usage_text() {
                text.push_str(&format!("\n{usage}\n"));
            }
            // Nothing more can be said if stderr is closed.
            let _ = io::stderr().lock().write_all(text.as_bytes());
            ExitCode::from(error.exit_status())
        }
    }
}

/// Writes the output to stdout. A reader that stops early (`| head -1`)
/// closes the pipe: that is a normal end, not an error, so it is success
/// and never a panic (which `println!` would be).
fn print_output(output: &str) -> ExitCode {
    let mut stdout = io::stdout().lock();
    match writeln!(stdout, "{output}").and_then(|()| stdout.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            let _ = writeln!(io::stderr(), "error: cannot write the output: {error}");
            ExitCode::from(cubeplay_cli::EXIT_BAD_INPUT)
        }
    }
}
