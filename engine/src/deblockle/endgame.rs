//! Every Deblockle position with one block a side, solved exactly by
//! retrograde analysis: who wins with perfect play, and in how many plies
//! (the winner clears as fast as possible, the loser holds out as long as
//! possible).
//!
//! A position is the side to move and each block's square and orientation:
//! 2 × (47 × 24) × (46 × 24) = 2,490,624 of them on the 47 squares that are
//! not stars (the table also has slots where both blocks would share a
//! square, never filled). A side to move with no legal turn is not a position of its own
//! (the other player moves instead, as the rules say), and with neither able
//! to move the game is drawn. Every position's moves are generated once by
//! the engine's own rules ([`Position::legal_moves`], [`Position::play`]);
//! then the values are settled distance by distance: a position is won in
//! `d` plies if one of its moves leads to a loss in `d − 1` for the
//! opponent (or a win in `d − 1` for the mover, who moves again when the
//! opponent is Deblockle'd), and lost in `d` if every move leads to the
//! opponent's win, the slowest in `d − 1`. What is never settled is a draw:
//! neither side can force the end, and the repetition rule (or endless
//! play) draws it.
//!
//! The table is for the standard rules (the no-adjacent variant changes
//! the moves).

use super::board::{Square, SQUARE_COUNT};
use super::cube::{Orientation, ORIENTATION_COUNT};
use super::position::{Block, Position, Rules};
use crate::game::{Outcome, Player, Value};

/// Squares a block can stand on (every square but the two stars).
const SQUARES: usize = SQUARE_COUNT - 2;
/// Where one block can be: a square and an orientation.
const PLACES: usize = SQUARES * ORIENTATION_COUNT;
/// Slots of the table: side to move, Gold's place, Blue's place.
const SLOTS: usize = 2 * PLACES * PLACES;

/// A move's result in the move lists: a position of the table, or one of
/// these two ends.
const CLEARED: u32 = u32::MAX;
const BOTH_STUCK: u32 = u32::MAX - 1;

/// A slot's value: not a position, not settled (a draw at the end), a
/// draw by both players stuck, or a win or loss with its distance.
const NOT_A_POSITION: u16 = 0;
const UNSETTLED: u16 = 1;
const DRAWN: u16 = 2;
const fn win(plies: u32) -> u16 {
    4 + 2 * plies as u16
}
const fn loss(plies: u32) -> u16 {
    5 + 2 * plies as u16
}

/// The solved table of one block against one.
pub struct OneAgainstOne {
    values: Vec<u16>,
    positions: usize,
    longest: (usize, u32),
}

/// The dense index of every square that is not a star, and back.
fn square_tables() -> ([Option<u8>; SQUARE_COUNT], [Square; SQUARES]) {
    let mut dense = [None; SQUARE_COUNT];
    let mut squares = [Square::from_index(0).expect("a1"); SQUARES];
    for (next, square) in Square::all().filter(|square| !square.is_star()).enumerate() {
        dense[square.index()] = Some(next as u8);
        squares[next] = square;
    }
    (dense, squares)
}

/// The slot of a position with one block a side, if it is one.
fn slot_of(position: &Position, dense: &[Option<u8>; SQUARE_COUNT]) -> Option<usize> {
    let blocks = position.blocks();
    let [(first_square, first), (second_square, second)] = blocks[..] else {
        return None;
    };
    let (gold, blue) = match (first.owner, second.owner) {
        (Player::First, Player::Second) => ((first_square, first), (second_square, second)),
        (Player::Second, Player::First) => ((second_square, second), (first_square, first)),
        _ => return None,
    };
    let place = |(square, block): (Square, Block)| {
        dense[square.index()]
            .map(|index| usize::from(index) * ORIENTATION_COUNT + block.orientation.index())
    };
    let side = position.to_move().index();
    Some((side * PLACES + place(gold)?) * PLACES + place(blue)?)
}

/// The position in `slot`, if the slot holds one.
fn position_in(slot: usize, squares: &[Square; SQUARES]) -> Option<Position> {
    let blue = slot % PLACES;
    let gold = slot / PLACES % PLACES;
    let side = slot / (PLACES * PLACES);
    let block = |place: usize, owner: Player| {
        let orientation = Orientation::from_index(place % ORIENTATION_COUNT).expect("24");
        (
            squares[place / ORIENTATION_COUNT],
            Block::new(owner, orientation),
        )
    };
    let (gold, blue) = (block(gold, Player::First), block(blue, Player::Second));
    if gold.0 == blue.0 {
        return None;
    }
    let to_move = Player::BOTH[side];
    // Refused when the side to move is stuck and the other is not: that
    // is the other side's position.
    Position::from_blocks(&[gold, blue], to_move, Rules::default())
        .ok()
        .filter(|position| position.to_move() == to_move)
}

impl OneAgainstOne {
    /// Builds the whole table (a few seconds in a release build).
    #[must_use]
    pub fn build() -> OneAgainstOne {
        let (dense, squares) = square_tables();
        let mut values = vec![NOT_A_POSITION; SLOTS];
        // Every position's moves, as slots or ends, in one list.
        let mut starts = vec![0u32; SLOTS + 1];
        let mut results: Vec<u32> = Vec::new();
        let mut moves = Vec::new();
        for slot in 0..SLOTS {
            starts[slot] = results.len() as u32;
            let Some(position) = position_in(slot, &squares) else {
                continue;
            };
            if position.outcome() == Some(Outcome::Draw) {
                values[slot] = DRAWN;
                continue;
            }
            values[slot] = UNSETTLED;
            position.legal_moves_into(&mut moves);
            for &mv in &moves {
                let after = position.play(mv);
                results.push(match after.outcome() {
                    Some(Outcome::Win(_)) => CLEARED,
                    Some(Outcome::Draw) => BOTH_STUCK,
                    None => slot_of(&after, &dense).expect("one block a side still") as u32,
                });
            }
        }
        starts[SLOTS] = results.len() as u32;
        let positions = values.iter().filter(|&&v| v != NOT_A_POSITION).count();

        // Distance by distance: what is settled at `plies` only uses what
        // was settled before it.
        let side_of = |slot: usize| slot / (PLACES * PLACES);
        let mut open: Vec<usize> = (0..SLOTS).filter(|&s| values[s] == UNSETTLED).collect();
        let mut longest = (0, 0);
        let mut plies = 1u32;
        loop {
            let mut settled = Vec::new();
            for &slot in &open {
                let list = &results[starts[slot] as usize..starts[slot + 1] as usize];
                let mut won = false;
                let mut all_lost = true;
                for &result in list {
                    // The value of this move for the mover, if settled
                    // before this distance.
                    let value = match result {
                        CLEARED => Value::Win(1),
                        BOTH_STUCK => Value::Draw,
                        child => {
                            let child = child as usize;
                            let Some(after) = settled_value(values[child], plies) else {
                                all_lost = false;
                                continue;
                            };
                            if side_of(child) == side_of(slot) {
                                after.before_move_again()
                            } else {
                                after.before_move()
                            }
                        }
                    };
                    match value {
                        Value::Win(d) if d == plies => won = true,
                        Value::Loss(_) => {}
                        _ => all_lost = false,
                    }
                }
                if won {
                    settled.push((slot, win(plies)));
                } else if all_lost {
                    settled.push((slot, loss(plies)));
                }
            }
            if settled.is_empty() {
                break;
            }
            for &(slot, value) in &settled {
                values[slot] = value;
            }
            longest = (settled[0].0, plies);
            open.retain(|&slot| values[slot] == UNSETTLED);
            plies += 1;
        }
        OneAgainstOne {
            values,
            positions,
            longest,
        }
    }

    /// The value of `position` for its side to move: `None` unless it has
    /// one block a side, plays by the standard rules and is not over.
    #[must_use]
    pub fn value(&self, position: &Position) -> Option<Value> {
        if position.rules() != Rules::default() || position.outcome().is_some() {
            return None;
        }
        let (dense, _) = square_tables();
        let slot = slot_of(position, &dense)?;
        decode(self.values[slot])
    }

    /// Positions in the table.
    #[must_use]
    pub fn positions(&self) -> usize {
        self.positions
    }

    /// Positions won or lost (the rest are draws).
    #[must_use]
    pub fn decided(&self) -> usize {
        self.values.iter().filter(|&&v| v >= win(0)).count()
    }

    /// A position with the longest forced result, and its value.
    #[must_use]
    pub fn longest(&self) -> (Position, Value) {
        let (_, squares) = square_tables();
        let position = position_in(self.longest.0, &squares).expect("a settled slot");
        let value = decode(self.values[self.longest.0]).expect("settled");
        (position, value)
    }

    /// Every position, in table order (for tests and statistics).
    pub fn all_positions(&self) -> impl Iterator<Item = Position> + '_ {
        let (_, squares) = square_tables();
        (0..SLOTS)
            .filter(|&slot| self.values[slot] != NOT_A_POSITION)
            .filter_map(move |slot| position_in(slot, &squares))
    }
}

/// A slot's value, unsettled ones as draws.
fn decode(code: u16) -> Option<Value> {
    match code {
        NOT_A_POSITION => None,
        UNSETTLED | DRAWN => Some(Value::Draw),
        _ => {
            let plies = u32::from((code - 4) / 2);
            Some(if code.is_multiple_of(2) {
                Value::Win(plies)
            } else {
                Value::Loss(plies)
            })
        }
    }
}

/// A slot's value if it was settled at a distance below `plies` (a drawn
/// end counts as settled).
fn settled_value(code: u16, plies: u32) -> Option<Value> {
    match code {
        NOT_A_POSITION | UNSETTLED => None,
        DRAWN => Some(Value::Draw),
        _ => decode(code).filter(|value| value.plies().is_some_and(|d| d < plies)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_slot_reads_back_as_its_position() {
        let (dense, squares) = square_tables();
        let mut positions = 0;
        // A sample of slots on every square pair edge: every 97th slot.
        for slot in (0..SLOTS).step_by(97) {
            if let Some(position) = position_in(slot, &squares) {
                assert_eq!(slot_of(&position, &dense), Some(slot), "{position}");
                positions += 1;
            }
        }
        assert!(positions > 20_000);
        assert_eq!(dense.iter().flatten().count(), SQUARES);
    }

    #[test]
    fn values_encode_and_decode() {
        for plies in [0, 1, 2, 7, 200] {
            assert_eq!(decode(win(plies)), Some(Value::Win(plies)));
            assert_eq!(decode(loss(plies)), Some(Value::Loss(plies)));
        }
        assert_eq!(decode(UNSETTLED), Some(Value::Draw));
        assert_eq!(decode(DRAWN), Some(Value::Draw));
        assert_eq!(decode(NOT_A_POSITION), None);
    }
}
