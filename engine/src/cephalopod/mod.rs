//! Cephalopod (Mark Steere, 2006): place dice, capture neighbours whose pips
//! sum to at most six, and own more dice when the board is full.
//!
//! Binding rules: `shared/rules/cephalopod.md`. Boards from 2×2 to 7×7.
//!
//! ```
//! use cubeplay_engine::cephalopod::{Position, WHITE};
//! use cubeplay_engine::Game;
//!
//! let start = Position::new_empty(3, 3).unwrap();
//! assert_eq!(start.to_string(), ".../.../... w");
//! let mv = start.parse_move("b2").unwrap();
//! let next = start.play(mv);
//! assert_eq!(next.dice_count(WHITE), 1);
//! assert_eq!(next.legal_moves().len(), 8);
//! ```

// Private: the items are re-exported below, one path each.
mod board;
mod moves;
mod notation;
pub mod perft;
pub mod solver;

pub use board::{player_name, Die, Position, Square, MAX_SIDE, MIN_SIDE};
pub use moves::{Move, MoveError};
pub use notation::{result_text, ParseError};

use crate::game::{Game, Outcome, Player};

/// White is the engine's `Player::First`.
pub const WHITE: Player = Player::First;
/// Black is the engine's `Player::Second`.
pub const BLACK: Player = Player::Second;

/// (chosen) White moves first.
pub const FIRST_TO_MOVE: Player = WHITE;

/// (chosen) A tie, possible only on a board with an even number of squares,
/// is a draw.
pub const TIE_OUTCOME: Outcome = Outcome::Draw;

/// Captured dice may total at most this many pips (the new die shows it).
pub const MAX_CAPTURE_SUM: u8 = 6;

impl Position {
    /// `Some` once the board is full: more dice wins, a tie is [`TIE_OUTCOME`].
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.is_game_over() {
            return None;
        }
        let (white, black) = (self.dice_count(WHITE), self.dice_count(BLACK));
        Some(match white.cmp(&black) {
            std::cmp::Ordering::Greater => Outcome::Win(WHITE),
            std::cmp::Ordering::Less => Outcome::Win(BLACK),
            std::cmp::Ordering::Equal => TIE_OUTCOME,
        })
    }
}

impl Game for Position {
    type Move = Move;
    type ParseError = ParseError;

    const NAME: &'static str = "cephalopod";

    fn to_move(&self) -> Player {
        Position::to_move(self)
    }

    fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        moves.clear();
        self.extend_legal_moves(moves);
    }

    fn legal_moves(&self) -> Vec<Move> {
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
