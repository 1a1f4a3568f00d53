//! What a click means on the play screen: the turn picked so far, and
//! why a click did nothing. Plain data, no Yew.

use cubeplay_engine::deblockle::{Face, Move, Position, Square};
use cubeplay_engine::{Direction, Player};

/// The turn being picked on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Selection {
    pub from: Square,
    pub tip: Option<Direction>,
}

/// The legal turns that fit a selection so far.
pub fn matching_moves(position: &Position, selection: Selection) -> Vec<Move> {
    let mut moves = position.legal_moves_from(selection.from);
    if let Some(direction) = selection.tip {
        moves.retain(|mv| mv.direction() == direction);
    }
    moves
}

/// Why a block cannot tip onto an empty neighbouring square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A star space, and not Star up on the mover's goal.
    Star,
    /// Star would come up on an ordinary square.
    StarUp,
    /// The symbol that comes up has no hop from there.
    NoHop,
    /// No-adjacent variant: every turn this way ends next to the opponent.
    Adjacent,
}

/// What a click on the board could not do, said in the status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// A block of the player who is not to move.
    OthersBlock(Player),
    /// The player's own block, which cannot tip anywhere.
    NoLegalTip,
    /// A tip target that is shown but not allowed.
    Refused(Refusal, Face),
}
