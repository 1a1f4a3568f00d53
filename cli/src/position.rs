//! The words every game command starts with: the game, and the
//! `--position` of each game with the error the rules commands give.

use cubeplay_engine::{cephalopod, deblockle, GameKind};

use crate::error::CliError;
use crate::values;

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

/// A Deblockle `--position` under `rules`, named in its error.
pub fn deblockle(text: &str, rules: deblockle::Rules) -> Result<deblockle::Position, CliError> {
    deblockle::Position::parse_with_rules(text, rules)
        .map_err(|error| CliError::new(format!("--position '{text}': {error}")))
}

/// Refuses a Deblockle option given with Cephalopod: the command knows the
/// option, so the error says whose it is rather than that it is unknown.
pub fn deblockle_only(given: bool, option: &str) -> Result<(), CliError> {
    if given {
        return Err(CliError::usage(format!("{option} is a Deblockle option")));
    }
    Ok(())
}

/// Refuses a Cephalopod option given with Deblockle.
pub fn cephalopod_only(given: bool, option: &str) -> Result<(), CliError> {
    if given {
        return Err(CliError::usage(format!("{option} is a Cephalopod option")));
    }
    Ok(())
}

/// A Cephalopod board size, `RxC` (rows by columns, e.g. `5x5`), 2 to 7
/// on each side.
pub fn parse_size(text: &str) -> Result<(u8, u8), CliError> {
    let side = |side: &str| side.parse::<u8>().ok().filter(|n| (2..=7).contains(n));
    text.split_once(['x', 'X'])
        .and_then(|(rows, cols)| Some((side(rows)?, side(cols)?)))
        .ok_or_else(|| values::bad_value("--size", text))
}
