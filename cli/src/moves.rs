//! `cubeplay-cli moves <game> --position POS`: every legal move.

use clap::Args;
use cubeplay_engine::{deblockle, Game, GameKind};

use crate::error::CliError;
use crate::position;

/// Lists every legal move of a position, one per line, in byte order.
///
/// A finished game has none: the output is empty.
#[derive(Debug, Args)]
pub struct MovesArgs {
    /// The game: cephalopod or deblockle.
    #[arg(value_name = "GAME")]
    game: String,
    /// The position (required).
    #[arg(long, value_name = "POS")]
    position: Option<String>,
    /// Deblockle variant: no turn may end beside an opponent's block.
    #[arg(long)]
    no_adjacent: bool,
}

pub fn run(args: MovesArgs) -> Result<String, CliError> {
    let needs_position = || CliError::usage("moves needs --position POS");
    match position::game_kind(&args.game)? {
        GameKind::Cephalopod => {
            let text = args.position.ok_or_else(needs_position)?;
            let start = position::cephalopod(&text)?;
            position::deblockle_only(args.no_adjacent, "--no-adjacent")?;
            Ok(sorted_moves(&start))
        }
        GameKind::Deblockle => {
            let rules = deblockle::Rules {
                no_adjacent: args.no_adjacent,
            };
            let text = args.position.ok_or_else(needs_position)?;
            Ok(sorted_moves(&position::deblockle(&text, rules)?))
        }
    }
}

/// Every legal move of `position`, one per line, in byte order.
fn sorted_moves<G: Game>(position: &G) -> String {
    let mut moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    moves.sort_unstable();
    moves.join("\n")
}
