//! Deblockle: cubes that tip, then hop by the symbol that lands on top.
//!
//! The rules are those of `shared/rules/deblockle.md`. Every choice the
//! rules mark as chosen lives in one named item:
//! - star spaces: [`HOME_STARS`];
//! - cube net: [`CUBE_NET`];
//! - starting squares and their order for 1–4 blocks: [`STARTING_SQUARES`];
//! - a tip must allow a complete turn: [`COMPLETE_TURN_REQUIRED`];
//! - both players stuck: [`BOTH_STUCK_OUTCOME`];
//! - a written side to move that is stuck is refused: [`check_side_to_move`];
//! - repetition draw on by default: [`REPETITION_DRAW_DEFAULT`].
//!
//! Gold is [`crate::Player::First`], Blue is
//! [`crate::Player::Second`].

// Private: the items are re-exported below, one path each. The AI reads
// the bitboard and the hop rule itself.
pub(crate) mod board;
mod cube;
mod endgame;
mod history;
mod hop;
mod notation;
pub(crate) mod position;
mod setup;

pub use board::{
    home_star, starting_squares, target_star, Square, BOARD_SIZE, HOME_STARS, MAX_BLOCKS,
    STARTING_SQUARES,
};
pub use cube::{CubeNet, Face, Orientation, Side, CUBE_NET};
pub use endgame::OneAgainstOne;
pub use history::{describe_result, Ending, Match, REPETITION_DRAW_DEFAULT, REPETITION_LIMIT};
pub use hop::{hop_ends, hop_route};
pub use notation::{parse_move_squares, ParseError};
pub use position::{
    check_side_to_move, player_letter, player_name, Block, Move, MoveError, Position,
    PositionError, Rules, BOTH_STUCK_OUTCOME, COMPLETE_TURN_REQUIRED, FIRST_TO_MOVE,
};
pub use setup::{
    arrange, example_start, north_choices, random_arrangement, random_start, roll_blocks,
    setup_position, Placement, SetupError, EXAMPLE_START,
};

use crate::game::{Game, Outcome, Player};

impl Game for Position {
    type Move = Move;
    type ParseError = ParseError;

    const NAME: &'static str = "deblockle";

    fn to_move(&self) -> Player {
        Position::to_move(self)
    }

    fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        Position::legal_moves_into(self, moves);
    }

    fn legal_moves(&self) -> Vec<Move> {
        // One allocation of the right size instead of the default's growth.
        Position::legal_moves(self)
    }

    fn play(&self, mv: Move) -> Position {
        Position::play(self, mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        Position::outcome(self)
    }

    fn hash_key(&self) -> u64 {
        Position::hash_key(self)
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        Position::parse_move(self, text)
    }

    fn player_name(player: Player) -> &'static str {
        player_name(player)
    }
}
