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

/// The exact value of a position for the side to move, with the plies to
/// the end of the game under best play: the winner ends it as fast as
/// possible, the loser holds out as long as possible. A drawn game ends
/// level however long it lasts, so a draw carries no distance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins in this many plies (0: the game is over, won).
    Win(u32),
    Draw,
    /// The side to move loses in this many plies (0: the game is over, lost).
    Loss(u32),
}

impl Value {
    /// +1, 0 or -1, as [`Outcome::score_for`] gives them.
    #[must_use]
    pub fn sign(self) -> i32 {
        match self {
            Value::Win(_) => 1,
            Value::Draw => 0,
            Value::Loss(_) => -1,
        }
    }

    /// `"win"`, `"draw"` or `"loss"`.
    #[must_use]
    pub fn verdict(self) -> &'static str {
        match self {
            Value::Win(_) => "win",
            Value::Draw => "draw",
            Value::Loss(_) => "loss",
        }
    }

    /// Plies to the end under best play; `None` for a draw.
    #[must_use]
    pub fn plies(self) -> Option<u32> {
        match self {
            Value::Win(plies) | Value::Loss(plies) => Some(plies),
            Value::Draw => None,
        }
    }

    /// The value before a move for the player who made it, when this is
    /// the value after it (for the opponent, who moves next).
    #[must_use]
    pub fn before_move(self) -> Value {
        match self {
            Value::Win(d) => Value::Loss(d + 1),
            Value::Draw => Value::Draw,
            Value::Loss(d) => Value::Win(d + 1),
        }
    }

    /// The value before a move for the player who made it, when this is
    /// the value after it for the same player, who moves again (the
    /// opponent has no legal turn).
    #[must_use]
    pub fn before_move_again(self) -> Value {
        match self {
            Value::Win(d) => Value::Win(d + 1),
            Value::Draw => Value::Draw,
            Value::Loss(d) => Value::Loss(d + 1),
        }
    }

    /// Sorts as the value does: a loss (longer is better), a draw, a win
    /// (shorter is better).
    fn rank(self) -> (u8, i64) {
        match self {
            Value::Loss(d) => (0, i64::from(d)),
            Value::Draw => (1, 0),
            Value::Win(d) => (2, -i64::from(d)),
        }
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// Better for the side to move is greater: a quicker win, a slower loss.
impl Ord for Value {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl Display for Value {
    /// `win in 7`, `draw`, `loss in 12`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.plies() {
            Some(plies) => write!(f, "{} in {plies}", self.verdict()),
            None => f.write_str(self.verdict()),
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
