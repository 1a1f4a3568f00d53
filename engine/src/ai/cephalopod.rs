//! Cephalopod knowledge: dice difference, which dice can still be captured,
//! the parity of the empty squares, capture-first move ordering, and the
//! exact endgame solver when few squares are empty. Level 5 uses
//! [`CephalopodKnowledge::strongest`]; the levels below it and the review
//! keep [`CephalopodKnowledge::default`].
//!
//! Units: 100 = one die.

use super::{Knowledge, Level};
use crate::cephalopod::{Move, Position, MAX_SIDE};
use crate::game::Player;

/// At or below this many empty squares the root is first solved exactly,
/// with a quarter of the move's budget. Measured on 5×5 positions from
/// random play (20 per count): with 100 ms, 2 empties: 17/20 proved
/// (median 0.7 ms), 3: 12/20, 4: 11/20, 5: 7/20 (median 6 ms), 6: 0/20 —
/// and 6 stays 0/20 even with 2 s. Proofs either finish in milliseconds or
/// not at all (capture chains keep reopening squares), so a cheap try at
/// few empties is worth it and from 6 on it is wasted time.
pub const DEFAULT_SOLVE_EMPTIES: u32 = 4;

/// Weights of the evaluation terms (public so experiments can vary them).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CephalopodKnowledge {
    /// Solve the root exactly at or below this many empty squares (0: never).
    pub solve_empties: u32,
    /// Solve the root exactly, whatever is empty, on boards of at most this
    /// many squares (3×3 games are short enough to prove long before the end).
    pub solve_squares: u32,
    /// Per die of the side to move that the opponent could capture.
    pub my_risk: i32,
    /// Per opponent die the side to move could capture now.
    pub their_risk: i32,
    /// Per safe die (a six, or one walled in by dice). Self-play at fixed
    /// nodes: 120 beat 60 by 24–6, 200 beat 120 by 21–9, 350 lost to 200
    /// 11–19: dice that will still be there at the end are what counts.
    pub safe: i32,
    /// Added for the side to move when the number of empty squares is odd
    /// (subtracted when even). Counting alone says an odd count is good for
    /// the mover (it fills the last square), but self-play says the
    /// opposite: -30 beat +30 by 18–12, 0 by 17–13 and -100 by 21–9 —
    /// having to place a die is more often a burden than a gain.
    pub parity: i32,
    /// Weight of the best capture the side to move has right now (dice won).
    pub best_capture: i32,
    /// Follow captures that win dice past the horizon.
    pub quiescence: bool,
    /// Whether a die with no empty neighbour counts as safe as a six.
    pub walled_safe: bool,
    /// Per die by its pips (index 1–5) that no capture set takes now:
    /// more pips fit in fewer capture sets later.
    pub pip_value: [i32; 6],
    /// Search until the move's time is up (see
    /// [`Knowledge::iteration_time_share`]) rather than stop at half.
    pub whole_time: bool,
}

impl Default for CephalopodKnowledge {
    fn default() -> Self {
        CephalopodKnowledge {
            solve_empties: DEFAULT_SOLVE_EMPTIES,
            solve_squares: 0,
            my_risk: 80,
            their_risk: 40,
            safe: 200,
            parity: -30,
            best_capture: 0,
            quiescence: true,
            walled_safe: true,
            pip_value: [0; 6],
            whole_time: false,
        }
    }
}

impl CephalopodKnowledge {
    /// Level 5's knowledge. On a full board every die is walled in, so
    /// counting walled dice as safe made the old evaluation see a won game
    /// in a heap of ones that the opponent then captured. Self-play on 5×5
    /// at 8,000 nodes a move: this evaluation (sixes at 200) beat the old
    /// one 26–4; against it, sixes at 300 scored 29/40 and at 400 22/40,
    /// pip values ×1.5 18/40 and ×0.5 18/40.
    #[must_use]
    pub fn strongest() -> Self {
        CephalopodKnowledge {
            solve_squares: 9,
            safe: 300,
            walled_safe: false,
            pip_value: [0, 0, 20, 40, 60, 100],
            whole_time: true,
            ..CephalopodKnowledge::default()
        }
    }
}

const STRIDE: usize = MAX_SIDE as usize;
// Cell bytes (the engine's encoding): 0 empty, else pips, plus this flag
// for Black.
const BLACK_FLAG: u8 = 8;
const PIPS: u8 = 7;

/// The on-board orthogonal neighbours of square `index` (up to four).
#[inline]
fn neighbours(pos: &Position, index: usize) -> ([usize; 4], usize) {
    let (row, column) = (index / STRIDE, index % STRIDE);
    let mut out = [0; 4];
    let mut n = 0;
    if column > 0 {
        out[n] = index - 1;
        n += 1;
    }
    if row > 0 {
        out[n] = index - STRIDE;
        n += 1;
    }
    if row + 1 < usize::from(pos.rows()) {
        out[n] = index + STRIDE;
        n += 1;
    }
    if column + 1 < usize::from(pos.cols()) {
        out[n] = index + 1;
        n += 1;
    }
    (out, n)
}

/// What the capture sets on the board add up to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CaptureMap {
    /// Bit per square index: a die some capture set could take next turn.
    pub capturable: u64,
    /// Best (opponent dice − own dice) one capture of the side to move gains.
    pub best_gain: i32,
}

/// Every die that some capture set on some empty square includes, and the
/// best material swing one capture gives the side to move.
#[must_use]
pub fn capture_map(pos: &Position) -> CaptureMap {
    let mine_flag = if pos.to_move() == Player::First {
        0
    } else {
        BLACK_FLAG
    };
    let cells = &pos.cells;
    let mut map = CaptureMap::default();
    let mut empty = pos.empty;
    while empty != 0 {
        let index = empty.trailing_zeros() as usize;
        empty &= empty - 1;
        let (around, n) = neighbours(pos, index);
        let mut dice = [(0usize, 0u8, 0i32); 4];
        let mut count = 0;
        for &neighbour in &around[..n] {
            let cell = cells[neighbour];
            // Sixes never fit in a capture set.
            if cell != 0 && cell & PIPS < 6 {
                let sign = if cell & BLACK_FLAG == mine_flag {
                    -1
                } else {
                    1
                };
                dice[count] = (neighbour, cell & PIPS, sign);
                count += 1;
            }
        }
        if count < 2 {
            continue;
        }
        for subset in 3u32..(1 << count) {
            if subset.count_ones() < 2 {
                continue;
            }
            let (mut sum, mut gain, mut bits) = (0u8, 0i32, 0u64);
            for (i, &(index, pips, sign)) in dice[..count].iter().enumerate() {
                if subset & (1 << i) != 0 {
                    sum += pips;
                    gain += sign;
                    bits |= 1 << index;
                }
            }
            if sum <= 6 {
                map.capturable |= bits;
                map.best_gain = map.best_gain.max(gain);
            }
        }
    }
    map
}

/// Bits of every square of the board.
fn board_bits(pos: &Position) -> u64 {
    let row = (1u64 << pos.cols()) - 1;
    (0..usize::from(pos.rows())).fold(0, |mask, r| mask | row << (r * STRIDE))
}

impl Knowledge<Position> for CephalopodKnowledge {
    fn evaluate(&self, pos: &Position) -> i32 {
        let me = pos.to_move();
        let mine_flag = if me == Player::First { 0 } else { BLACK_FLAG };
        let material = pos.dice_count(me) as i32 - pos.dice_count(me.opponent()) as i32;
        let map = capture_map(pos);
        let mut score = 100 * material;
        let mut occupied = !pos.empty & board_bits(pos);
        while occupied != 0 {
            let index = occupied.trailing_zeros() as usize;
            occupied &= occupied - 1;
            let cell = pos.cells[index];
            let mine = cell & BLACK_FLAG == mine_flag;
            if map.capturable & (1 << index) != 0 {
                score += if mine { -self.my_risk } else { self.their_risk };
            } else {
                let pips = cell & PIPS;
                let walled = self.walled_safe && {
                    let (around, n) = neighbours(pos, index);
                    around[..n].iter().all(|&i| pos.empty & (1 << i) == 0)
                };
                let value = if pips == 6 || walled {
                    self.safe
                } else {
                    self.pip_value[usize::from(pips)]
                };
                score += if mine { value } else { -value };
            }
        }
        if pos.empty_count() % 2 == 1 {
            score += self.parity;
        } else {
            score -= self.parity;
        }
        score + self.best_capture * map.best_gain.max(0)
    }

    fn order_hint(&self, pos: &Position, mv: Move) -> i32 {
        let mask = mv.capture_mask();
        if mask == 0 {
            return 0;
        }
        let mine_flag = if pos.to_move() == Player::First {
            0
        } else {
            BLACK_FLAG
        };
        let index = mv.square().index();
        // Direction bits: west, south, north, east.
        let steps = [
            index.wrapping_sub(1),
            index.wrapping_sub(STRIDE),
            index + STRIDE,
            index + 1,
        ];
        let (mut gain, mut pips) = (0, 0);
        for (bit, &at) in steps.iter().enumerate() {
            if mask & (1 << bit) != 0 {
                if let Some(&cell) = pos.cells.get(at) {
                    gain += if cell & BLACK_FLAG == mine_flag {
                        -1
                    } else {
                        1
                    };
                    pips += i32::from(cell & PIPS);
                }
            }
        }
        // Dice won first; then bigger (safer) new dice.
        gain * 100 + pips
    }

    fn is_noisy(&self, pos: &Position, mv: Move) -> bool {
        self.quiescence && mv.capture_mask() != 0 && self.order_hint(pos, mv) >= 100
    }

    fn solve_root(&self, pos: &Position) -> bool {
        pos.empty_count() <= self.solve_empties
            || u32::from(pos.rows()) * u32::from(pos.cols()) <= self.solve_squares
    }

    fn set_level(&mut self, level: Level) {
        *self = if level.get() == Level::MAX {
            CephalopodKnowledge::strongest()
        } else {
            CephalopodKnowledge::default()
        };
    }

    fn iteration_time_share(&self) -> f64 {
        if self.whole_time {
            1.0
        } else {
            0.5
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// By hand: material 100 a die, sixes ±safe, parity -30 for the mover
    /// with an odd number of empty squares; a walled-in die is as safe as a
    /// six only in the old evaluation, a free two is worth 20 in level 5's.
    #[test]
    fn level_5_does_not_count_walled_dice_as_safe() {
        let (old, strongest) = (
            CephalopodKnowledge::default(),
            CephalopodKnowledge::strongest(),
        );
        let walled: Position = "w1b6/b6. w".parse().unwrap();
        assert_eq!(old.evaluate(&walled), -100 + 200 - 400 - 30);
        assert_eq!(strongest.evaluate(&walled), -100 - 600 - 30);
        let open: Position = "w2b6./.../... w".parse().unwrap();
        assert_eq!(old.evaluate(&open), -200 - 30);
        assert_eq!(strongest.evaluate(&open), 20 - 300 - 30);
    }

    #[test]
    fn only_level_5_changes_the_knowledge() {
        let mut knowledge = CephalopodKnowledge::default();
        for level in 1..=5 {
            knowledge.set_level(Level::new(level).unwrap());
            let expected = if level == 5 {
                CephalopodKnowledge::strongest()
            } else {
                CephalopodKnowledge::default()
            };
            assert_eq!(knowledge, expected, "level {level}");
        }
        assert_eq!(CephalopodKnowledge::default().iteration_time_share(), 0.5);
        assert_eq!(CephalopodKnowledge::strongest().iteration_time_share(), 1.0);
    }

    /// The evaluation's neighbour lists and board bits against column/row
    /// arithmetic, on every square of every board size.
    #[test]
    fn neighbours_and_board_bits_on_every_size() {
        for rows in 2..=7i32 {
            for cols in 2..=7i32 {
                let pos = Position::new_empty(rows as u8, cols as u8).unwrap();
                let mut expected_bits = Vec::new();
                for row in 0..rows {
                    for column in 0..cols {
                        let index = (row * 7 + column) as usize;
                        expected_bits.push(index);
                        let (around, n) = neighbours(&pos, index);
                        let mut found: Vec<usize> = around[..n].to_vec();
                        found.sort_unstable();
                        let mut expected: Vec<usize> = [(-1, 0), (0, -1), (0, 1), (1, 0)]
                            .iter()
                            .map(|&(dc, dr)| (column + dc, row + dr))
                            .filter(|&(c, r)| (0..cols).contains(&c) && (0..rows).contains(&r))
                            .map(|(c, r)| (r * 7 + c) as usize)
                            .collect();
                        expected.sort_unstable();
                        assert_eq!(found, expected, "{rows}x{cols} square {index}");
                    }
                }
                let bits = board_bits(&pos);
                let listed: Vec<usize> = (0..64).filter(|&i| bits & (1 << i) != 0).collect();
                assert_eq!(listed, expected_bits, "{rows}x{cols}");
            }
        }
    }
}
