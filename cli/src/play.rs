//! `cubeplay-cli play <game> --position POS MOVE...`: the position after
//! the moves, then the result when the game is over.

use clap::Args;
use cubeplay_engine::{cephalopod, deblockle, GameKind};

use crate::error::CliError;
use crate::position;

/// Plays moves from a position and prints the position reached.
///
/// When the game is over, a second line gives the result: `result: White
/// wins 13-12` in Cephalopod, `Gold wins (all blocks removed)` in
/// Deblockle. An illegal move is named with its number.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game: cephalopod or deblockle.
    #[arg(value_name = "GAME")]
    game: String,
    /// The moves to play, in the game's notation (c3-c4:d5, b2=a2+c2).
    #[arg(value_name = "MOVE")]
    moves: Vec<String>,
    /// The position to play from (required).
    #[arg(long, value_name = "POS")]
    position: Option<String>,
    /// Deblockle variant: no turn may end beside an opponent's block.
    #[arg(long)]
    no_adjacent: bool,
    /// Deblockle: the third repetition of a position does not end the game.
    #[arg(long)]
    no_repetition: bool,
}

pub fn run(args: PlayArgs) -> Result<String, CliError> {
    let needs_position = || CliError::usage("play needs --position POS");
    match position::game_kind(&args.game)? {
        GameKind::Cephalopod => {
            let text = args.position.ok_or_else(needs_position)?;
            let mut position = position::cephalopod(&text)?;
            position::deblockle_only(args.no_adjacent, "--no-adjacent")?;
            position::deblockle_only(args.no_repetition, "--no-repetition")?;
            for (number, text) in args.moves.iter().enumerate() {
                let mv = position.parse_move(text).map_err(|error| {
                    CliError::new(format!("move {} '{text}': {error}", number + 1))
                })?;
                position = position.play(mv);
            }
            Ok(match cephalopod::result_text(&position) {
                Some(result) => format!("{position}\nresult: {result}"),
                None => position.to_string(),
            })
        }
        GameKind::Deblockle => {
            let rules = deblockle::Rules {
                no_adjacent: args.no_adjacent,
            };
            let text = args.position.ok_or_else(needs_position)?;
            let start = position::deblockle(&text, rules)?;
            let mut game = deblockle::Match::with_repetition_draw(start, !args.no_repetition);
            for (number, text) in args.moves.iter().enumerate() {
                game.play_notation(text).map_err(|error| {
                    CliError::new(format!("move {} ({text}): {error}", number + 1))
                })?;
            }
            let mut output = game.position().to_string();
            if let Some((outcome, ending)) = game.ending() {
                output.push('\n');
                output.push_str(&deblockle::describe_result(outcome, ending));
            }
            Ok(output)
        }
    }
}
