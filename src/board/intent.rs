//! What a click means on the play screen: the turn picked so far, and
//! why a click did nothing. Plain data, no Yew.

use cubeplay_engine::cephalopod as ceph;
use cubeplay_engine::deblockle::{Face, Move, MoveError, Position, Square};
use cubeplay_engine::{Direction, Player};

/// The turn being picked on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Selection {
    pub from: Square,
    pub tip: Option<Direction>,
}

impl Selection {
    /// The turn so far as the start of its notation: `"e3-"` for the
    /// block, `"e3-e2"` once it is tipped.
    pub fn notation(self) -> String {
        let mut text = self.from.to_string() + "-";
        if let Some(to) = self.tip.and_then(|direction| self.from.step(direction)) {
            text += &to.to_string();
        }
        text
    }
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
    /// After a tip, a square that is no hop destination: the tip stays.
    NotAHop(Square),
    /// `NotAHop` when the tip ends the turn: it waits for its confirm.
    EndsHere,
    /// With the capture picker open on a square, a die (or an empty
    /// square) it cannot capture: the picker stays open.
    NotCandidate(ceph::Square),
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

#[cfg(test)]
mod tests {
    use super::*;
    use cubeplay_engine::deblockle::{Rules, EXAMPLE_START};

    fn sq(name: &str) -> Square {
        name.parse().expect("a square name")
    }

    /// The tips of e1 in the example start, read off the cube net.
    const TIPS_OF_E1: [(Direction, &str, Face, Option<Refusal>); 3] = [
        (Direction::North, "e2", Face::Hoops, None),
        (Direction::East, "f1", Face::Stop, None),
        (Direction::West, "d1", Face::Star, Some(Refusal::StarUp)),
    ];

    #[test]
    fn the_tip_choices_of_a_starting_block() {
        let start =
            Position::parse_with_rules(EXAMPLE_START, Rules::default()).expect("the example start");
        // e1 (Cross up, Slider north) has three empty neighbours; south is
        // off the board.
        let summary: Vec<(Direction, String, Face, Option<Refusal>)> =
            tip_choices(&start, sq("e1"))
                .iter()
                .map(|c| (c.direction, c.to.to_string(), c.face, c.refusal))
                .collect();
        assert_eq!(
            summary,
            TIPS_OF_E1
                .to_vec()
                .into_iter()
                .map(|(d, s, f, r)| (d, s.to_string(), f, r))
                .collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_selection_narrows_the_moves_to_its_tip() {
        let start =
            Position::parse_with_rules(EXAMPLE_START, Rules::default()).expect("the example start");
        let block = Selection {
            from: sq("e1"),
            tip: None,
        };
        let all = matching_moves(&start, block);
        let east = matching_moves(
            &start,
            Selection {
                tip: Some(Direction::East),
                ..block
            },
        );
        assert_eq!(
            east.iter().map(|mv| mv.to_string()).collect::<Vec<_>>(),
            ["e1-f1"]
        );
        assert_eq!(
            all.iter().map(|mv| mv.to_string()).collect::<Vec<_>>(),
            // North brings Hoops up: a hop follows; east is Stop, a turn alone.
            [
                "e1-e2:e1", "e1-e2:g1", "e1-e2:b2", "e1-e2:f2", "e1-e2:g3", "e1-e2:d4", "e1-e2:f4",
                "e1-f1"
            ]
        );
    }
}
