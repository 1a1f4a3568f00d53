//! Proofs of puzzles.
//!
//! Cephalopod ("to move and win"): the engine's exact solver
//! ([`crate::ai::solve`]) proves that the first move wins and that every
//! other first move does not (it loses or draws). Deblockle ("clear your
//! last block within N turns"): a search bounded by the attacker's turns
//! proves that after the first move every defence loses within N turns,
//! that no other first move achieves that, and that N is the least such
//! number. Both games' solution lines come from the bounded search: the
//! attacker's quickest win against the defender's longest defence.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::ai::solve::{solve_with, Budget};
use crate::ai::{FrozenClock, NeverStop, WithKnowledge};
use crate::game::{Game, Outcome, Player};
use crate::{cephalopod, deblockle, AnyMove, AnyPosition};

use super::{Field, FieldError, Goal, Puzzle};

/// Nodes one proof may visit (each solver call and each bounded search):
/// enough for every puzzle the generator keeps, small enough that a
/// runaway proof stops in seconds.
pub const PROOF_NODE_LIMIT: u64 = 4_000_000;

/// The solver's table: 2^16 entries is plenty for boards up to 4×4.
const SOLVER_TABLE_BITS: u32 = 16;

/// What a successful proof measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProofReport {
    /// Nodes visited by every search of the proof together.
    pub nodes: u64,
}

/// Proves `puzzle`: its line ends in the goal within it, the first move
/// wins, every other first move does not, and (Deblockle) the goal's number
/// of turns is the least that wins. An error names the field at fault.
pub fn prove(puzzle: &Puzzle, node_limit: u64) -> Result<ProofReport, FieldError> {
    let attacker = puzzle.attacker();
    let name = puzzle.kind().player_name(attacker);
    if !puzzle.line_reaches_goal() {
        return Err(FieldError::new(
            Field::Solution,
            format!("the line does not end with a win of {name}"),
        ));
    }
    if let Goal::ClearWithin(turns) = puzzle.goal() {
        let used = puzzle.attacker_moves();
        if used > turns as usize {
            return Err(FieldError::new(
                Field::Solution,
                format!("the line takes {used} turns of {name}, more than the goal's {turns}"),
            ));
        }
    }
    match (puzzle.position(), puzzle.goal()) {
        (AnyPosition::Cephalopod(position), Goal::Win) => {
            let first = cephalopod_move(puzzle.first_move());
            prove_cephalopod(position, first, node_limit)
        }
        (AnyPosition::Deblockle(position), Goal::ClearWithin(turns)) => {
            let first = deblockle_move(puzzle.first_move());
            prove_deblockle(position, puzzle.repetition_draw(), turns, first, node_limit)
        }
        (position, goal) => Err(FieldError::new(
            Field::Options,
            format!("Goal={goal} is not a goal of {}", position.kind().title()),
        )),
    }
}

fn cephalopod_move(mv: AnyMove) -> cephalopod::Move {
    mv.cephalopod()
        .expect("a Cephalopod puzzle holds Cephalopod moves")
}

fn deblockle_move(mv: AnyMove) -> deblockle::Move {
    mv.deblockle()
        .expect("a Deblockle puzzle holds Deblockle moves")
}

/// The exact value of `position` for `player` (-1, 0, 1), or `None` when
/// the budget ran out.
pub(crate) fn solve_for(
    position: &cephalopod::Position,
    player: Player,
    node_limit: u64,
    nodes: &mut u64,
) -> Option<i32> {
    if let Some(outcome) = position.outcome() {
        return Some(outcome.score_for(player));
    }
    let (value, _) = solve_exactly(position, node_limit, nodes)?;
    Some(if position.to_move() == player {
        value
    } else {
        -value
    })
}

/// The exact value for the side to move of a game not over, and a move
/// that achieves it; `None` when the budget ran out.
pub(crate) fn solve_exactly(
    position: &cephalopod::Position,
    node_limit: u64,
    nodes: &mut u64,
) -> Option<(i32, cephalopod::Move)> {
    let mut stop = NeverStop;
    let mut budget = Budget {
        clock: &FrozenClock,
        stop: &mut stop,
        deadline_ms: f64::INFINITY,
        node_limit,
        nodes: 0,
    };
    let knowledge = cephalopod::Position::knowledge();
    let result = solve_with(position, &knowledge, &mut budget, SOLVER_TABLE_BITS);
    *nodes += budget.nodes;
    result
}

fn out_of_budget(field: Field, what: &str, node_limit: u64) -> FieldError {
    FieldError::new(
        field,
        format!("could not prove {what} within {node_limit} nodes"),
    )
}

fn prove_cephalopod(
    position: &cephalopod::Position,
    first: cephalopod::Move,
    node_limit: u64,
) -> Result<ProofReport, FieldError> {
    let attacker = position.to_move();
    let name = cephalopod::player_name(attacker);
    let mut nodes = 0;
    for mv in position.legal_moves() {
        let value =
            solve_for(&position.play(mv), attacker, node_limit, &mut nodes).ok_or_else(|| {
                out_of_budget(Field::FirstMove, &format!("the value of {mv}"), node_limit)
            })?;
        if mv == first && value != 1 {
            return Err(FieldError::new(
                Field::FirstMove,
                format!("{mv} does not win for {name} with perfect play"),
            ));
        }
        if mv != first && value == 1 {
            return Err(FieldError::new(
                Field::FirstMove,
                format!("{first} is not the only winning move: {mv} wins too"),
            ));
        }
    }
    Ok(ProofReport { nodes })
}

fn prove_deblockle(
    position: &deblockle::Position,
    repetition_draw: bool,
    turns: u32,
    first: deblockle::Move,
    node_limit: u64,
) -> Result<ProofReport, FieldError> {
    let attacker = position.to_move();
    let name = deblockle::player_name(attacker);
    let mut search = Bounded::new(position, repetition_draw, node_limit);
    let budget_error = |what: &str| out_of_budget(Field::FirstMove, what, node_limit);
    for mv in position.legal_moves() {
        let wins = search
            .move_wins_within(position, mv, turns)
            .ok_or_else(|| budget_error(&format!("what {mv} achieves")))?;
        if mv == first && !wins {
            return Err(FieldError::new(
                Field::FirstMove,
                format!(
                    "{mv} does not clear {name}'s last block within {} against every defence",
                    turns_text(turns)
                ),
            ));
        }
        if mv != first && wins {
            return Err(FieldError::new(
                Field::FirstMove,
                format!(
                    "{first} is not the only winning move: {mv} clears within {} too",
                    turns_text(turns)
                ),
            ));
        }
    }
    if turns > 1 {
        let faster = search.wins_within(position, turns - 1).ok_or_else(|| {
            out_of_budget(Field::Options, "the least number of turns", node_limit)
        })?;
        if faster {
            return Err(FieldError::new(
                Field::Options,
                format!(
                    "Goal=clear-in-{turns} is not the least: {name} clears within {}",
                    turns_text(turns - 1)
                ),
            ));
        }
    }
    Ok(ProofReport {
        nodes: search.nodes,
    })
}

/// "1 turn", "2 turns".
fn turns_text(turns: u32) -> String {
    if turns == 1 {
        "1 turn".to_string()
    } else {
        format!("{turns} turns")
    }
}

/// What a bounded search needs from a game besides its rules.
pub(crate) trait TurnBound: Game {
    /// A lower bound on the attacker's turns (from here, counting the
    /// attacker's moves still to be made) before the attacker can win.
    fn turns_needed_at_least(&self, attacker: Player) -> u32;
}

impl TurnBound for cephalopod::Position {
    /// The game ends only on a full board and a move fills at most one
    /// square, so every empty square costs a ply.
    fn turns_needed_at_least(&self, attacker: Player) -> u32 {
        let empty = self.empty_count();
        if self.to_move() == attacker {
            empty.div_ceil(2)
        } else {
            empty / 2
        }
    }
}

impl TurnBound for deblockle::Position {
    /// A turn removes at most one block, and only a block next to the
    /// opponent's star that tips Star-up into it; if none is ready, one
    /// more turn is needed first.
    fn turns_needed_at_least(&self, attacker: Player) -> u32 {
        let star = deblockle::target_star(attacker);
        let mut ready = false;
        let mut count = 0;
        for (square, block) in self.blocks() {
            if block.owner != attacker {
                continue;
            }
            count += 1;
            if let Some(direction) = square.direction_to(star) {
                if square.step(direction) == Some(star)
                    && block.orientation.top_after_tip(direction) == deblockle::Face::Star
                {
                    ready = true;
                }
            }
        }
        count + u32::from(!ready)
    }
}

/// Either game, for searches that need not be fast: one copy of the
/// search in the app instead of one per game.
impl TurnBound for AnyPosition {
    fn turns_needed_at_least(&self, attacker: Player) -> u32 {
        match self {
            AnyPosition::Cephalopod(position) => position.turns_needed_at_least(attacker),
            AnyPosition::Deblockle(position) => position.turns_needed_at_least(attacker),
        }
    }
}

/// The table's keys are Zobrist keys, already uniformly random: used as
/// their own hash.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

/// "Does the attacker win within `turns` of its own turns, whatever the
/// defender does?" as an exhaustive AND/OR search. With the repetition
/// rule a position's third occurrence on the path (counted from the root)
/// is a draw; without it, results are kept in a table by position.
pub(crate) struct Bounded<G: TurnBound> {
    attacker: Player,
    repetition_draw: bool,
    path: Vec<G>,
    /// Position key: (1 + most turns known not to win, or 0 when none is
    /// known; fewest turns known to win).
    table: HashMap<u64, (u32, u32), BuildHasherDefault<KeyHasher>>,
    pub(crate) nodes: u64,
    node_limit: u64,
}

impl<G: TurnBound> Bounded<G> {
    pub(crate) fn new(root: &G, repetition_draw: bool, node_limit: u64) -> Self {
        Bounded {
            attacker: root.to_move(),
            repetition_draw,
            path: vec![root.clone()],
            table: HashMap::default(),
            nodes: 0,
            node_limit,
        }
    }

    /// Whether `position` (reached from the root along the current path)
    /// is won within `turns`; `None` when the node budget ran out.
    pub(crate) fn wins_within(&mut self, position: &G, turns: u32) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > self.node_limit {
            return None;
        }
        if let Some(outcome) = position.outcome() {
            return Some(outcome == Outcome::Win(self.attacker));
        }
        if position.turns_needed_at_least(self.attacker) > turns {
            return Some(false);
        }
        let key = position.hash_key();
        if !self.repetition_draw {
            if let Some(&(fails_below, wins)) = self.table.get(&key) {
                if turns < fails_below {
                    return Some(false);
                }
                if turns >= wins {
                    return Some(true);
                }
            }
        }
        let attacking = position.to_move() == self.attacker;
        if attacking && turns == 0 {
            return Some(false);
        }
        let mut result = !attacking;
        for mv in position.legal_moves() {
            let wins = self.move_wins_within(position, mv, turns)?;
            if wins == attacking {
                result = attacking;
                break;
            }
        }
        if !self.repetition_draw {
            let entry = self.table.entry(key).or_insert((0, u32::MAX));
            if result {
                entry.1 = entry.1.min(turns);
            } else {
                entry.0 = entry.0.max(turns + 1);
            }
        }
        Some(result)
    }

    /// Whether playing `mv` in `position` (on the current path) wins within
    /// `turns` (the attacker's move, if it is one, counted).
    pub(crate) fn move_wins_within(
        &mut self,
        position: &G,
        mv: G::Move,
        turns: u32,
    ) -> Option<bool> {
        let attacking = position.to_move() == self.attacker;
        let left = if attacking {
            turns.saturating_sub(1)
        } else {
            turns
        };
        let child = position.play(mv);
        if child.outcome().is_none() && self.third_occurrence(&child) {
            return Some(false);
        }
        self.path.push(child.clone());
        let result = self.wins_within(&child, left);
        self.path.pop();
        result
    }

    /// Puts `position`, reached by a move from the path's last, on the
    /// path (for the repetition rule of the searches that follow).
    pub(crate) fn enter(&mut self, position: G) {
        self.path.push(position);
    }

    fn third_occurrence(&self, position: &G) -> bool {
        self.repetition_draw && self.path.iter().filter(|&seen| seen == position).count() >= 2
    }

    /// The fewest attacker turns (from `position`, on the current path)
    /// that win against every defence, up to `max`; `Some(None)` when more
    /// are needed, `None` when the budget ran out.
    pub(crate) fn distance(&mut self, position: &G, max: u32) -> Option<Option<u32>> {
        if position.outcome() == Some(Outcome::Win(self.attacker)) {
            return Some(Some(0));
        }
        let start = position.turns_needed_at_least(self.attacker).max(1);
        for turns in start..=max {
            if self.wins_within(position, turns)? {
                return Some(Some(turns));
            }
        }
        Some(None)
    }

    /// [`Bounded::distance`] after `mv` from `position` (on the path); a
    /// third occurrence holds out.
    pub(crate) fn move_distance(
        &mut self,
        position: &G,
        mv: G::Move,
        max: u32,
    ) -> Option<Option<u32>> {
        let child = position.play(mv);
        if child.outcome().is_none() && self.third_occurrence(&child) {
            return Some(None);
        }
        self.path.push(child.clone());
        let result = self.distance(&child, max);
        self.path.pop();
        result
    }

    /// The solution line from the root (the search must be at the root),
    /// which the attacker wins in `turns`: the attacker's quickest win
    /// against the defender's longest defence, ties broken by the first
    /// move in notation order. `None` when the budget ran out or a defence
    /// holds out (the root is not won in `turns`).
    pub(crate) fn solution_line(&mut self, root: &G, turns: u32) -> Option<Vec<G::Move>> {
        let mut line = Vec::new();
        let mut position = root.clone();
        let mut left = turns;
        while position.outcome().is_none() {
            let attacking = position.to_move() == self.attacker;
            let mut moves = position.legal_moves();
            moves.sort_by_key(ToString::to_string);
            let budget = if attacking {
                left.saturating_sub(1)
            } else {
                left
            };
            let mut best: Option<(u32, G::Move)> = None;
            for mv in moves {
                let Some(needed) = self.move_distance(&position, mv, budget)? else {
                    if attacking {
                        continue;
                    }
                    // A defence that holds out: the position is not won.
                    return None;
                };
                let better = match best {
                    None => true,
                    Some((held, _)) if attacking => needed < held,
                    Some((held, _)) => needed > held,
                };
                if better {
                    best = Some((needed, mv));
                }
            }
            let (needed, mv) = best?;
            line.push(mv);
            position = position.play(mv);
            self.path.push(position.clone());
            left = needed;
        }
        self.path.truncate(1);
        Some(line)
    }
}
