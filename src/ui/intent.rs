//! What a click means on the play screen: the turn picked so far, and
//! why a click did nothing. Plain data, no Yew.

use cubeplay_engine::deblockle::{Face, Move, MoveError, Position, Square};
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

/// How a legal tip ends the turn by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnEnd {
    Stop,
    /// Star up on the goal star: the block leaves the board.
    Removal,
}

/// One way to tip a selected block: onto an empty square on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TipChoice {
    pub direction: Direction,
    pub to: Square,
    /// The symbol that comes up on top.
    pub face: Face,
    /// `None` for a legal tip.
    pub refusal: Option<Refusal>,
    /// `Some` when the tip alone is the whole turn.
    pub ends: Option<TurnEnd>,
}

/// The tips of the block on `from` onto empty squares, legal or not, in
/// the order north, east, south, west. Occupied and off-board neighbours
/// are left out: there is nothing to say about them.
pub fn tip_choices(position: &Position, from: Square) -> Vec<TipChoice> {
    let Some(block) = position.block_at(from) else {
        return Vec::new();
    };
    let legal = position.legal_moves_from(from);
    Direction::CLOCKWISE
        .into_iter()
        .filter_map(|direction| {
            let to = from.step(direction)?;
            if position.block_at(to).is_some() {
                return None;
            }
            let face = block.orientation.top_after_tip(direction);
            let moves: Vec<&Move> = legal
                .iter()
                .filter(|mv| mv.direction() == direction)
                .collect();
            let refusal = if moves.is_empty() {
                Some(match position.check_move(from, to, None) {
                    Err(MoveError::IntoStar { .. }) => Refusal::Star,
                    Err(MoveError::StarUp { .. }) => Refusal::StarUp,
                    Err(MoveError::NoHopPossible { .. }) => Refusal::NoHop,
                    // The tip itself is fine; every turn it starts ends next
                    // to the opponent (the only other way it can fail).
                    _ => Refusal::Adjacent,
                })
            } else {
                None
            };
            let ends = match moves.as_slice() {
                [only] if only.hop_to().is_none() => Some(if face == Face::Star {
                    TurnEnd::Removal
                } else {
                    TurnEnd::Stop
                }),
                _ => None,
            };
            Some(TipChoice {
                direction,
                to,
                face,
                refusal,
                ends,
            })
        })
        .collect()
}
