//! The command line of `cubeplay-cli`: `<command> <game> [options] [args]`.
//!
//! Every command returns its output as text whose last line is the answer;
//! errors are one line. Kept in the library so it is tested like the rest.

use std::fmt;

use crate::{ai, cephalopod, deblockle, puzzle, GameKind};

/// A one-line error for the user of the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CliError {}

impl CliError {
    pub fn new(message: impl Into<String>) -> Self {
        CliError(message.into())
    }
}

/// The words after `<command> <game>`. Options are taken out by name as the
/// command reads them; whatever is left must be plain arguments.
#[derive(Clone, Debug, Default)]
pub struct Args {
    tokens: Vec<Option<String>>,
}

impl Args {
    pub fn new<I: IntoIterator<Item = String>>(tokens: I) -> Self {
        Args {
            tokens: tokens.into_iter().map(Some).collect(),
        }
    }

    fn position_of(&self, name: &str) -> Option<usize> {
        let flag = format!("--{name}");
        self.tokens
            .iter()
            .position(|token| token.as_deref() == Some(flag.as_str()))
    }

    /// Takes `--name VALUE`; `None` when the option is absent.
    pub fn value(&mut self, name: &str) -> Result<Option<String>, CliError> {
        let Some(index) = self.position_of(name) else {
            return Ok(None);
        };
        self.tokens[index] = None;
        match self.tokens.get_mut(index + 1).and_then(Option::take) {
            Some(value) => Ok(Some(value)),
            None => Err(CliError::new(format!("option --{name} needs a value"))),
        }
    }

    /// Takes `--name VALUE` and parses VALUE.
    pub fn parsed<T: std::str::FromStr>(&mut self, name: &str) -> Result<Option<T>, CliError> {
        match self.value(name)? {
            None => Ok(None),
            Some(text) => text
                .parse()
                .map(Some)
                .map_err(|_| CliError::new(format!("option --{name}: cannot read '{text}'"))),
        }
    }

    /// Takes the switch `--name`; true when it was given.
    pub fn switch(&mut self, name: &str) -> bool {
        match self.position_of(name) {
            Some(index) => {
                self.tokens[index] = None;
                true
            }
            None => false,
        }
    }

    /// Fails unless every word was taken as an option.
    pub fn finish(self) -> Result<(), CliError> {
        match self.rest()?.first() {
            Some(extra) => Err(CliError::new(format!("unexpected argument '{extra}'"))),
            None => Ok(()),
        }
    }

    /// Everything not taken as an option. Fails on an option nobody asked for.
    pub fn rest(self) -> Result<Vec<String>, CliError> {
        let rest: Vec<String> = self.tokens.into_iter().flatten().collect();
        if let Some(unknown) = rest.iter().find(|token| token.starts_with("--")) {
            return Err(CliError::new(format!("unknown option {unknown}")));
        }
        Ok(rest)
    }
}

/// Every legal move of `position`, one per line, in byte order: the output
/// of `moves` for any game.
pub fn sorted_moves<G: crate::Game>(position: &G) -> String {
    let mut moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    moves.sort_unstable();
    moves.join("\n")
}

pub const USAGE: &str = "usage: cubeplay-cli <perft|moves|play|bestmove|match|puzzles|analyse> <cephalopod|deblockle> [options] [moves]";

/// Runs one command line (without the program name) and returns its output.
pub fn run(argv: &[String]) -> Result<String, CliError> {
    let (command, game, rest) = match argv {
        [command, game, rest @ ..] => (command.as_str(), game.as_str(), rest),
        _ => return Err(CliError::new(USAGE)),
    };
    let args = Args::new(rest.iter().cloned());
    let kind: GameKind = game
        .parse()
        .map_err(|error: crate::UnknownGame| CliError::new(error.to_string()))?;
    if matches!(command, "bestmove" | "match") {
        return ai::cli::run(kind, command, args);
    }
    if command == "analyse" {
        return ai::review::cli::run(kind, args);
    }
    if command == "puzzles" {
        return puzzle::cli::run(kind, args);
    }
    match kind {
        GameKind::Cephalopod => cephalopod::cli::run(command, args),
        GameKind::Deblockle => deblockle::cli::run(command, args),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Args {
        Args::new(words.iter().map(|word| word.to_string()))
    }

    #[test]
    fn options_and_arguments_are_separated() {
        let mut parsed = args(&["--depth", "3", "c3", "--no-adjacent", "d4"]);
        assert_eq!(parsed.parsed::<u32>("depth").unwrap(), Some(3));
        assert!(parsed.switch("no-adjacent"));
        assert!(!parsed.switch("absent"));
        assert_eq!(parsed.rest().unwrap(), vec!["c3", "d4"]);
    }

    #[test]
    fn unknown_options_and_missing_values_are_errors() {
        let mut parsed = args(&["--depth"]);
        assert_eq!(
            parsed.value("depth").unwrap_err().0,
            "option --depth needs a value"
        );
        assert_eq!(
            args(&["--bogus"]).rest().unwrap_err().0,
            "unknown option --bogus"
        );
        assert_eq!(
            args(&["--depth", "x"])
                .parsed::<u32>("depth")
                .unwrap_err()
                .0,
            "option --depth: cannot read 'x'"
        );
    }

    #[test]
    fn unknown_game_is_named() {
        let argv: Vec<String> = ["perft", "chess"].iter().map(|s| s.to_string()).collect();
        assert_eq!(
            run(&argv).unwrap_err().0,
            "unknown game 'chess' (expected cephalopod or deblockle)"
        );
    }
}
