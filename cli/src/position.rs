//! The words every game command starts with: the game, and the
//! `--position` of each game with the error the rules commands give.

use cubeplay_engine::{cephalopod, deblockle, GameKind};

use crate::error::CliError;

/// `cephalopod` or `deblockle`.
pub fn game_kind(text: &str) -> Result<GameKind, CliError> {
    text.parse()
        .map_err(|error: cubeplay_engine::UnknownGame| CliError::new(error.to_string()))
}

/// A Cephalopod `--position`, named in its error.
pub fn cephalopod(text: &str) -> Result<cephalopod::Position, CliError> {
    text.parse()
        .map_err(|error| CliError::new(format!("--position '{text}': {error}")))
}

/// A Deblockle `--position` under `rules`.
pub fn deblockle(text: &str, rules: deblockle::Rules) -> Result<deblockle::Position, CliError> {
    deblockle::Position::parse_with_rules(text, rules)
        .map_err(|error| CliError::new(format!("bad position: {error}")))
}

/// Refuses a Deblockle switch given to Cephalopod, as an option the
/// command does not know.
pub fn refuse_for_cephalopod(given: bool, option: &str) -> Result<(), CliError> {
    if given {
        return Err(CliError::usage(format!("unknown option --{option}")));
    }
    Ok(())
}

/// A Cephalopod board size, `RxC` (rows by columns, e.g. `5x5`).
pub fn parse_size(text: &str) -> Result<(u8, u8), CliError> {
    let bad = || CliError::new(format!("--size '{text}': expected RxC, e.g. 5x5"));
    let (rows, cols) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    Ok((
        rows.parse().map_err(|_| bad())?,
        cols.parse().map_err(|_| bad())?,
    ))
}
