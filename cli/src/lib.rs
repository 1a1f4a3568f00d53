//! The command line of `cubeplay-cli`: `<command> <game> [options] [moves]`,
//! parsed by clap. One module per command; each reads its own options and
//! returns its output as text whose last line is the answer.
//!
//! Kept as a library beside the program so that the tests call [`run`] the
//! way the shell does, without a process per case.
#![forbid(unsafe_code)]

mod analyse;
#[cfg(test)]
mod bad_arguments;
mod bestmove;
mod error;
mod match_games;
mod moves;
mod perft;
mod play;
mod position;
mod puzzles;
mod solve;
mod values;

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

/// clap's complaint as one line that names the argument missing or wrong:
/// `unknown option --fast`, `--depth wants a whole number of plies, 0 or
/// more, not 'x'`...
fn one_line(error: &clap::Error, argv: &[String]) -> String {
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => Some(text.clone()),
        Some(ContextValue::Strings(texts)) => texts.first().cloned(),
        _ => None,
    };
    let argument = context(ContextKind::InvalidArg).unwrap_or_default();
    let option = option_name(&argument);
    let value = context(ContextKind::InvalidValue).filter(|value| !value.is_empty());
    let command = argv.first().map(String::as_str);
    match error.kind() {
        ErrorKind::UnknownArgument if argument.starts_with('-') => {
            match context(ContextKind::SuggestedArg) {
                Some(suggested) => format!("unknown option {option} (did you mean {suggested}?)"),
                None => format!("unknown option {option}"),
            }
        }
        ErrorKind::UnknownArgument => format!("unexpected argument '{argument}'"),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => match value {
            Some(value) => {
                let mut line = values::wants(option, &value);
                // Every whole-number option is unsigned, so digits clap
                // refuses are a number too big for it, which would read as
                // any other unreadable value unless said.
                if value.bytes().all(|byte| byte.is_ascii_digit()) {
                    line.push_str(" (too big)");
                }
                line
            }
            None => match values::wanted(option) {
                Some(what) => format!("{option} needs a value ({what})"),
                None => format!("{option} needs a value"),
            },
        },
        // A switch given a value, as in `--no-adjacent=yes`.
        ErrorKind::TooManyValues => values::wants(option, value.unwrap_or_default()),
        ErrorKind::ArgumentConflict => {
            let prior = context(ContextKind::PriorArg).unwrap_or_default();
            match option_name(&prior) {
                same if same == option => format!("{option} is given twice; give it once"),
                other => format!("give {other} or {option}, not both"),
            }
        }
        ErrorKind::InvalidSubcommand => {
            let unknown = context(ContextKind::InvalidSubcommand).unwrap_or_default();
            unknown_command(&unknown, context(ContextKind::SuggestedSubcommand))
        }
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            format!("a command is needed: {COMMANDS}")
        }
        ErrorKind::MissingRequiredArgument => {
            let missing = context(ContextKind::InvalidArg).unwrap_or_default();
            match command {
                None => format!("a command is needed: {COMMANDS}"),
                Some(command) if missing == "<GAME>" => {
                    format!("{command} needs a game: cephalopod or deblockle")
                }
                // Whatever else clap finds missing, named as it is.
                Some(command) => format!("{command} needs {missing}"),
            }
        }
        _ => {
            // Any other complaint: clap's own first line.
            let text = error.to_string();
            let first = text.lines().next().unwrap_or_default();
            first.strip_prefix("error: ").unwrap_or(first).to_string()
        }
    }
}

/// The option clap names with its value, as in `--depth <N>`: `--depth`.
fn option_name(argument: &str) -> &str {
    argument.split([' ', '=']).next().unwrap_or_default()
}

/// An unknown command, with clap's suggestion when it has one; a game
/// given first is told to come second.
fn unknown_command(command: &str, suggested: Option<String>) -> String {
    if command.parse::<cubeplay_engine::GameKind>().is_ok() {
        return format!(
            "unknown command '{command}': the command comes first and the game second, \
             as in 'cubeplay-cli perft {command} --depth 2'"
        );
    }
    match suggested {
        Some(suggested) => format!("unknown command '{command}' (did you mean {suggested}?)"),
        None => format!("unknown command '{command}' (expected {COMMANDS})"),
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
            "--depth needs a value (a whole number of plies, 0 or more)"
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
            "--depth wants a whole number of plies, 0 or more, not 'x'"
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
