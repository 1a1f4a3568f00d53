//! The command line of `cubeplay-cli`: `<command> <game> [options] [moves]`,
//! parsed by clap. One module per command; each reads its own options and
//! returns its output as text whose last line is the answer.
//!
//! Kept as a library beside the program so that the tests call [`run`] the
//! way the shell does, without a process per case.
#![forbid(unsafe_code)]

mod analyse;
mod bestmove;
mod error;
mod match_games;
mod moves;
mod perft;
mod play;
mod position;
mod puzzles;
mod solve;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, Parser, Subcommand};

pub use error::{CliError, EXIT_BAD_INPUT, EXIT_USAGE};
pub use match_games::elo;

/// Perft, legal moves, playing moves, the computer's moves and matches,
/// puzzles and reviews of Deblockle and Cephalopod, and perfect play on
/// small Cephalopod boards.
///
/// Every command names the game after it, as in `cubeplay-cli perft
/// deblockle --depth 3`; positions are written as in the app's records
/// (see the README). The answer is on the last line of the output; an
/// error is one line on stderr. Exit status: 0 success, 1 bad input, 2 bad
/// usage.
#[derive(Debug, Parser)]
#[command(name = "cubeplay-cli", version, subcommand_required = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

// A negative number after an option is its value (so `--movetime -5` is
// refused by the command, as a bad time, not taken for an option).
#[derive(Debug, Subcommand)]
enum Command {
    #[command(allow_negative_numbers = true)]
    Perft(perft::PerftArgs),
    #[command(allow_negative_numbers = true)]
    Moves(moves::MovesArgs),
    #[command(allow_negative_numbers = true)]
    Play(play::PlayArgs),
    #[command(allow_negative_numbers = true)]
    Bestmove(bestmove::BestmoveArgs),
    #[command(allow_negative_numbers = true)]
    Match(match_games::MatchArgs),
    #[command(allow_negative_numbers = true)]
    Puzzles(puzzles::PuzzlesArgs),
    #[command(allow_negative_numbers = true)]
    Analyse(analyse::AnalyseArgs),
    #[command(allow_negative_numbers = true)]
    Solve(solve::SolveArgs),
}

/// The commands, as `help` and the errors name them.
const COMMANDS: &str = "perft, moves, play, bestmove, match, puzzles, analyse or solve";

/// Runs one command line (without the program name) and returns its
/// output. `--help`, `help <command>` and `--version` are outputs too.
pub fn run(argv: &[String]) -> Result<String, CliError> {
    let words = std::iter::once("cubeplay-cli").chain(argv.iter().map(String::as_str));
    let cli = match Cli::try_parse_from(words) {
        Ok(cli) => cli,
        Err(error)
            if matches!(
                error.kind(),
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
            ) =>
        {
            return Ok(error.to_string().trim_end().to_string());
        }
        Err(error) => {
            let command = argv.first().map(String::as_str);
            return Err(CliError::usage(one_line(&error, argv)).with_usage(usage_of(command)));
        }
    };
    let name = cli.command.name();
    let result = match cli.command {
        Command::Perft(args) => perft::run(args),
        Command::Moves(args) => moves::run(args),
        Command::Play(args) => play::run(args),
        Command::Bestmove(args) => bestmove::run(args),
        Command::Match(args) => match_games::run(args),
        Command::Puzzles(args) => puzzles::run(args),
        Command::Analyse(args) => analyse::run(args),
        Command::Solve(args) => solve::run(args),
    };
    result.map_err(|error| error.with_usage(usage_of(Some(name))))
}

impl Command {
    fn name(&self) -> &'static str {
        match self {
            Command::Perft(_) => "perft",
            Command::Moves(_) => "moves",
            Command::Play(_) => "play",
            Command::Bestmove(_) => "bestmove",
            Command::Match(_) => "match",
            Command::Puzzles(_) => "puzzles",
            Command::Analyse(_) => "analyse",
            Command::Solve(_) => "solve",
        }
    }
}

/// The usage lines of `command` (of the whole program when it is not one),
/// and where to read more.
fn usage_of(command: Option<&str>) -> String {
    let mut root = Cli::command();
    root.build();
    let (usage, help) = match command.and_then(|name| root.find_subcommand_mut(name)) {
        Some(sub) => (
            sub.render_usage().to_string(),
            format!("cubeplay-cli help {}", sub.get_name()),
        ),
        None => (
            root.render_usage().to_string(),
            "cubeplay-cli --help".to_string(),
        ),
    };
    format!(
        "{}\n\nFor more information, try '{help}'.",
        usage.trim_end()
    )
}

/// clap's complaint as the one line the command line has always printed:
/// `unknown option --fast`, `option --depth: cannot read 'x'`...
fn one_line(error: &clap::Error, argv: &[String]) -> String {
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => Some(text.clone()),
        Some(ContextValue::Strings(texts)) => texts.first().cloned(),
        _ => None,
    };
    let argument = context(ContextKind::InvalidArg).unwrap_or_default();
    // clap names an option with its value, as in `--depth <N>`.
    let option = argument.split([' ', '=']).next().unwrap_or_default();
    match error.kind() {
        ErrorKind::UnknownArgument if argument.starts_with('-') => {
            format!("unknown option {option}")
        }
        ErrorKind::UnknownArgument => format!("unexpected argument '{argument}'"),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            match context(ContextKind::InvalidValue).filter(|value| !value.is_empty()) {
                Some(value) => format!("option {option}: cannot read '{value}'"),
                None => format!("option {option} needs a value"),
            }
        }
        ErrorKind::InvalidSubcommand => {
            let command = context(ContextKind::InvalidSubcommand).unwrap_or_default();
            unknown_command(&command, argv.get(1).map(String::as_str))
        }
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            format!("a command is needed: {COMMANDS}")
        }
        ErrorKind::MissingRequiredArgument => match argv.first() {
            Some(command) => format!("{command} needs a game: cephalopod or deblockle"),
            None => format!("a command is needed: {COMMANDS}"),
        },
        _ => {
            // Any other complaint: clap's own first line.
            let text = error.to_string();
            let first = text.lines().next().unwrap_or_default();
            first.strip_prefix("error: ").unwrap_or(first).to_string()
        }
    }
}

/// An unknown command, named with the game after it as before clap.
fn unknown_command(command: &str, game: Option<&str>) -> String {
    match game {
        Some("cephalopod") => {
            format!("unknown command '{command}' for cephalopod (expected perft, moves or play)")
        }
        Some("deblockle") => format!(
            "unknown command '{command}' for deblockle; {}",
            play::DEBLOCKLE_USAGE
        ),
        _ => format!("unknown command '{command}' (expected {COMMANDS})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_words(words: &[&str]) -> Result<String, CliError> {
        let argv: Vec<String> = words.iter().map(|word| word.to_string()).collect();
        run(&argv)
    }

    #[test]
    fn options_and_arguments_are_separated() {
        // Options may come before, between and after the moves.
        let position = ".../.../... w";
        assert_eq!(
            run_words(&["play", "cephalopod", "a1", "--position", position, "c3"]).unwrap(),
            run_words(&["play", "cephalopod", "--position", position, "a1", "c3"]).unwrap(),
        );
    }

    #[test]
    fn unknown_options_and_missing_values_are_errors() {
        assert_eq!(
            run_words(&["perft", "cephalopod", "--depth"])
                .unwrap_err()
                .message(),
            "option --depth needs a value"
        );
        assert_eq!(
            run_words(&["perft", "cephalopod", "--depth", "1", "--bogus"])
                .unwrap_err()
                .message(),
            "unknown option --bogus"
        );
        assert_eq!(
            run_words(&["perft", "cephalopod", "--depth", "x"])
                .unwrap_err()
                .message(),
            "option --depth: cannot read 'x'"
        );
    }

    #[test]
    fn unknown_game_is_named() {
        assert_eq!(
            run_words(&["perft", "chess"]).unwrap_err().message(),
            "unknown game 'chess' (expected cephalopod or deblockle)"
        );
    }
}
