//! Deblockle knowledge: the exact number of turns a lone block needs to be
//! removed (a table over square × orientation, by backward search from
//! removal), corrected with the real board for blocks close to removal,
//! plus blocking: a position where the opponent is Deblockle'd is worth a
//! lot. Repetitions count as draws in the search.
//!
//! Units: 100 = one turn of the race.

use std::sync::OnceLock;

use super::Knowledge;
use crate::deblockle::board::BOARD_MASK;
use crate::deblockle::hop_ends;
use crate::deblockle::{target_star, Face, Move, Orientation, Position, Square};
use crate::game::Player;
use crate::Direction;

const SQUARES: usize = 49;
const ORIENTATIONS: usize = 24;
/// Distance given to a block that cannot be removed at all on an empty
/// board (never happens with the chosen net, but keeps the table total).
const UNREACHABLE: u8 = 30;

/// Where a lone block can be after one turn: `None` = removed.
fn lone_turns(
    from: Square,
    orientation: Orientation,
    target: Square,
    occupied: u64,
    visit: &mut impl FnMut(Option<(Square, Orientation)>),
) {
    let empty = BOARD_MASK & !occupied | from.bit();
    for direction in Direction::CLOCKWISE {
        let Some(to) = from.step(direction) else {
            continue;
        };
        if occupied & to.bit() != 0 {
            continue;
        }
        let after = orientation.tip(direction);
        let top = after.top();
        if to.is_star() {
            if to == target && top == Face::Star {
                visit(None);
            }
            continue;
        }
        let ends = match top {
            Face::Star => continue,
            // Stop: the turn ends where the tip landed.
            Face::Stop => to.bit(),
            _ => hop_ends(empty, to, top),
        };
        let mut bits = ends;
        while bits != 0 {
            let index = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if let Some(end) = Square::from_index(index) {
                visit(Some((end, after)));
            }
        }
    }
}

/// `table[player][square][orientation]`: turns a lone block of `player`
/// needs to be removed on an empty board.
pub struct DistanceTable {
    turns: [[[u8; ORIENTATIONS]; SQUARES]; 2],
}

impl DistanceTable {
    fn build() -> Self {
        let mut turns = [[[UNREACHABLE; ORIENTATIONS]; SQUARES]; 2];
        for player in Player::BOTH {
            let target = target_star(player);
            // Successor lists once, then relax to a fixed point: the
            // backward search from removal, as shortest paths.
            let mut successors = vec![Vec::new(); SQUARES * ORIENTATIONS];
            for square in Square::all().filter(|s| !s.is_star()) {
                for orientation in Orientation::all() {
                    let mut list = Vec::new();
                    lone_turns(square, orientation, target, 0, &mut |step| list.push(step));
                    successors[square.index() * ORIENTATIONS + orientation.index()] = list;
                }
            }
            let table = &mut turns[player.index()];
            loop {
                let mut changed = false;
                for square in 0..SQUARES {
                    for o in 0..ORIENTATIONS {
                        let best = successors[square * ORIENTATIONS + o]
                            .iter()
                            .map(|next| match next {
                                None => 1,
                                Some((s, or)) => 1 + table[s.index()][or.index()],
                            })
                            .min()
                            .unwrap_or(UNREACHABLE)
                            .min(UNREACHABLE);
                        if best < table[square][o] {
                            table[square][o] = best;
                            changed = true;
                        }
                    }
                }
                if !changed {
                    break;
                }
            }
        }
        DistanceTable { turns }
    }

    /// The shared table (built once, in about a millisecond).
    pub fn get() -> &'static DistanceTable {
        static TABLE: OnceLock<DistanceTable> = OnceLock::new();
        TABLE.get_or_init(DistanceTable::build)
    }

    #[must_use]
    pub fn turns(&self, player: Player, square: Square, orientation: Orientation) -> u32 {
        u32::from(self.turns[player.index()][square.index()][orientation.index()])
    }
}

/// Whether a block can still be removed in its lone-block number of turns
/// with the other blocks standing still as obstacles: only states on a
/// shortest lone-block path are followed, which keeps this cheap.
fn shortest_path_open(
    table: &DistanceTable,
    player: Player,
    from: Square,
    orientation: Orientation,
    occupied: u64,
) -> bool {
    // Fixed-size sets, no allocation: this runs in every evaluation. (A
    // state dropped for lack of room only makes the answer pessimistic.)
    const ROOM: usize = 48;
    let target = target_star(player);
    let mut frontier = [(from, orientation); ROOM];
    let mut frontier_len = 1;
    let mut next = [(from, orientation); ROOM];
    let mut remaining = table.turns(player, from, orientation);
    while remaining > 0 && frontier_len > 0 {
        let mut next_len = 0;
        let mut removed = false;
        for &(square, o) in &frontier[..frontier_len] {
            lone_turns(square, o, target, occupied, &mut |step| match step {
                None => removed = true,
                Some(state) => {
                    if table.turns(player, state.0, state.1) == remaining - 1
                        && next_len < ROOM
                        && !next[..next_len].contains(&state)
                    {
                        next[next_len] = state;
                        next_len += 1;
                    }
                }
            });
            if removed {
                return true;
            }
        }
        std::mem::swap(&mut frontier, &mut next);
        frontier_len = next_len;
        remaining -= 1;
    }
    false
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DeblockleKnowledge {
    table: &'static DistanceTable,
    /// Blocks whose lone-block distance is at most this get a turn more
    /// when the other blocks close every shortest path (0: never).
    pub exact_within: u32,
    /// Bonus when the opponent of the side to move has no legal turn.
    pub blocked: i32,
    /// Bonus for having the move in the race.
    pub tempo: i32,
}

impl std::fmt::Debug for DistanceTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DistanceTable")
    }
}

impl PartialEq for DistanceTable {
    fn eq(&self, other: &Self) -> bool {
        self.turns == other.turns
    }
}

impl Default for DeblockleKnowledge {
    fn default() -> Self {
        Self::new()
    }
}

impl DeblockleKnowledge {
    #[must_use]
    pub fn new() -> Self {
        DeblockleKnowledge {
            table: DistanceTable::get(),
            exact_within: 2,
            blocked: 150,
            tempo: 50,
        }
    }

    /// Turns `player` still needs to remove every block (one block moves
    /// per turn, so the block distances add up).
    #[must_use]
    pub fn race(&self, pos: &Position, player: Player) -> u32 {
        let mut all = 0u64;
        let mut own = [(Square::new(0, 0).unwrap_or(target_star(player)), None); 4];
        let mut count = 0;
        for square in Square::all() {
            if let Some(block) = pos.block_at(square) {
                all |= square.bit();
                if block.owner == player && count < own.len() {
                    own[count] = (square, Some(block));
                    count += 1;
                }
            }
        }
        own[..count]
            .iter()
            .filter_map(|&(square, block)| block.map(|b| (square, b)))
            .map(|(square, block)| {
                let lone = self.table.turns(player, square, block.orientation);
                if lone <= self.exact_within
                    && !shortest_path_open(
                        self.table,
                        player,
                        square,
                        block.orientation,
                        all & !square.bit(),
                    )
                {
                    lone + 1
                } else {
                    lone
                }
            })
            .sum()
    }
}

impl Knowledge<Position> for DeblockleKnowledge {
    fn evaluate(&self, pos: &Position) -> i32 {
        let me = pos.to_move();
        let mine = self.race(pos, me) as i32;
        let theirs = self.race(pos, me.opponent()) as i32;
        let mut score = 100 * (theirs - mine) + self.tempo;
        if !pos.has_legal_move(me.opponent()) {
            score += self.blocked;
        }
        score
    }

    fn order_hint(&self, pos: &Position, mv: Move) -> i32 {
        let Some(block) = pos.block_at(mv.from()) else {
            return 0;
        };
        let player = block.owner;
        if mv.tip_to() == target_star(player) {
            return 1000;
        }
        let before = self.table.turns(player, mv.from(), block.orientation) as i32;
        let after_orientation = block.orientation.tip(mv.direction());
        let after = self.table.turns(player, mv.end(), after_orientation) as i32;
        10 * (before - after)
    }

    fn repetition_draws(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hop rules copied here for lone blocks agree with the engine's
    /// move generator on real positions.
    #[test]
    fn lone_block_turns_match_the_engine() {
        use crate::deblockle::{random_start, Rules};
        use crate::rng::SplitMix64;
        let mut rng = SplitMix64::new(8);
        for seed in 0..40 {
            let mut setup = SplitMix64::new(seed);
            let mut pos = random_start([4, 4], Rules::default(), &mut setup).unwrap();
            for _ in 0..30 {
                if pos.outcome().is_some() {
                    break;
                }
                let player = pos.to_move();
                let moves = pos.legal_moves();
                let all = Square::all()
                    .filter(|&s| pos.block_at(s).is_some())
                    .fold(0u64, |m, s| m | s.bit());
                for from in Square::all() {
                    let Some(block) = pos.block_at(from).filter(|b| b.owner == player) else {
                        continue;
                    };
                    let mut engine: Vec<Option<(Square, Orientation)>> = moves
                        .iter()
                        .filter(|m| m.from() == from)
                        .map(|m| {
                            (m.tip_to() != target_star(player))
                                .then(|| (m.end(), block.orientation.tip(m.direction())))
                        })
                        .collect();
                    let mut ours = Vec::new();
                    lone_turns(
                        from,
                        block.orientation,
                        target_star(player),
                        all & !from.bit(),
                        &mut |step| ours.push(step),
                    );
                    engine.sort();
                    engine.dedup();
                    ours.sort();
                    ours.dedup();
                    assert_eq!(ours, engine, "{pos} from {from}");
                }
                pos = pos.play(moves[rng.index_below(moves.len())]);
            }
        }
    }

    #[test]
    fn distance_table_is_sane() {
        let table = DistanceTable::get();
        let gold = Player::First;
        // Next to the target star with Star facing away from it: one tip.
        let d5 = Square::new(3, 4).unwrap();
        let north_tip_star = Orientation::all()
            .find(|o| o.top_after_tip(Direction::North) == Face::Star)
            .unwrap();
        assert_eq!(table.turns(gold, d5, north_tip_star), 1);
        // Every state is reachable and at most a handful of turns away.
        for square in Square::all().filter(|s| !s.is_star()) {
            for o in Orientation::all() {
                let t = table.turns(gold, square, o);
                assert!((1..15).contains(&t), "{square} {o:?}: {t}");
            }
        }
    }
}
