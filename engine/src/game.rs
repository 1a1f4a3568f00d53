//! The one trait every game implements, so the AI, perft, the CLI and the UI
//! work with any game without knowing its rules.

use std::fmt::{Debug, Display};
use std::hash::Hash;

/// The two seats at the table. Each game names them (Cephalopod: White is
/// `First`, Black is `Second`; Deblockle: Gold is `First`, Blue is `Second`).
/// `First` is a seat, not a promise to move first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    First,
    Second,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::First, Player::Second];

    #[must_use]
    pub fn opponent(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// 0 for `First`, 1 for `Second`: for indexing per-player arrays.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win(Player),
    Draw,
}

impl Outcome {
    /// +1 for a win of `player`, -1 for a loss, 0 for a draw.
    #[must_use]
    pub fn score_for(self, player: Player) -> i32 {
        match self {
            Outcome::Win(winner) if winner == player => 1,
            Outcome::Win(_) => -1,
            Outcome::Draw => 0,
        }
    }
}

/// A position of a two-player game, as a value: playing a move returns a new
/// position and never changes the old one.
///
/// `Display` prints the position in the game's binding notation.
pub trait Game: Clone + Eq + Hash + Debug + Display + Send + Sync + 'static {
    /// A move in this game. `Display` prints its canonical notation.
    type Move: Copy + Eq + Hash + Ord + Debug + Display + Send + Sync + 'static;
    /// What went wrong while reading a move or a position.
    type ParseError: std::error::Error + Clone + PartialEq + Send + Sync + 'static;

    /// Machine name used by the CLI and in records, e.g. `"cephalopod"`.
    const NAME: &'static str;

    /// The player whose turn it is.
    fn to_move(&self) -> Player;

    /// Appends every legal move to `moves` (which is cleared first).
    /// Empty exactly when `outcome()` is `Some`.
    fn legal_moves_into(&self, moves: &mut Vec<Self::Move>);

    /// Every legal move, in the engine's generation order.
    fn legal_moves(&self) -> Vec<Self::Move> {
        let mut moves = Vec::new();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// The position after `mv`, which must be one of `legal_moves()`.
    #[must_use]
    fn play(&self, mv: Self::Move) -> Self;

    /// `Some` once the game is over (history-based draws such as repetition
    /// are decided by the caller that holds the history).
    fn outcome(&self) -> Option<Outcome>;

    /// A 64-bit key for transposition tables; equal positions give equal keys.
    fn hash_key(&self) -> u64;

    /// Reads a move in the game's notation and checks it is legal here.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::ParseError>;

    /// The name a player has in this game ("White", "Gold", ...).
    fn player_name(player: Player) -> &'static str;
}
