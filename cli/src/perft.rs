//! `cubeplay-cli perft <game> [--position POS] --depth N`: the number of
//! move paths of exactly N plies.

use clap::Args;
use cubeplay_engine::{cephalopod, deblockle, perft::perft, GameKind};

use crate::error::CliError;
use crate::position;

/// Counts the move paths of exactly N plies from a position (perft).
///
/// Without --position, Cephalopod starts from the empty 5x5 board and
/// Deblockle from the example start of the rules.
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// The game: cephalopod or deblockle.
    #[arg(value_name = "GAME")]
    game: String,
    /// The position to count from.
    #[arg(long, value_name = "POS")]
    position: Option<String>,
    /// How many plies deep to count (required).
    #[arg(long, value_name = "N")]
    depth: Option<u32>,
    /// Deblockle variant: no turn may end beside an opponent's block.
    #[arg(long)]
    no_adjacent: bool,
}

pub fn run(args: PerftArgs) -> Result<String, CliError> {
    let needs_depth = || CliError::usage("perft needs --depth N");
    match position::game_kind(&args.game)? {
        GameKind::Cephalopod => {
            let start = match &args.position {
                Some(text) => position::cephalopod(text)?,
                None => cephalopod::Position::default(),
            };
            let depth = args.depth.ok_or_else(needs_depth)?;
            position::deblockle_only(args.no_adjacent, "--no-adjacent")?;
            // Cephalopod's own perft: bulk counting and a table of
            // transpositions, for the deep 3x3 trees.
            Ok(cephalopod::perft::perft(&start, depth).to_string())
        }
        GameKind::Deblockle => {
            let rules = deblockle::Rules {
                no_adjacent: args.no_adjacent,
            };
            let start = match &args.position {
                Some(text) => position::deblockle(text, rules)?,
                None => deblockle::example_start(rules),
            };
            let depth = args.depth.ok_or_else(needs_depth)?;
            Ok(perft(&start, depth).to_string())
        }
    }
}
