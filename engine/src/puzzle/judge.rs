//! Judging a player's attempt at a puzzle, move by move: the player plays
//! the attacker, the defender answers with its longest resistance, and a
//! move that lets the forced win go is refuted.
//!
//! A move is right when the goal can still be forced after it: Cephalopod,
//! the exact solver proves the win; Deblockle, the bounded search proves the
//! last block comes off within the goal's turns (counted from the puzzle's
//! start, with the repetition rule counted from there too). The defence is
//! the reply after which the attacker needs the most turns (ties: the first
//! in notation order, as in the files' solution lines).

use crate::cephalopod;
use crate::game::{Game, Outcome, Player};
use crate::{AnyMove, AnyPosition};

use super::prove::{solve_exactly, Bounded};
use super::{Goal, Puzzle, PROOF_NODE_LIMIT};

/// Cephalopod's longest resistance is looked for within this many of the
/// attacker's turns (the files' solutions take at most 5).
pub const DEFENCE_MAX_TURNS: u32 = 8;

/// What the attacker's last move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// It reached the goal.
    Solved,
    /// The goal can still be forced; the defender answers this, or (`None`)
    /// cannot move (Deblockle'd) and the attacker moves again.
    Correct { defence: Option<AnyMove> },
    /// The goal can no longer be forced. The defender's answer that shows
    /// it, or `None` when the move ended the game.
    Wrong { refutation: Option<AnyMove> },
}

/// Judges the last move of `played`, the moves from the puzzle's start,
/// which ends with the attacker's move. An error says what is wrong with
/// `played`, or that the search ran out of its budget.
pub fn judge_attempt(puzzle: &Puzzle, played: &[AnyMove]) -> Result<Judgement, String> {
    let attacker = puzzle.attacker();
    let (mut search, position, mover) = replay(puzzle, played)?;
    check_attacker_moved(mover, attacker)?;
    if let Some(outcome) = position.outcome() {
        return Ok(ended(outcome, attacker));
    }
    let budget_error = || out_of_budget(&position);
    if let AnyPosition::Cephalopod(board) = &position {
        let mut nodes = 0;
        let (value, best) =
            solve_exactly(board, PROOF_NODE_LIMIT, &mut nodes).ok_or_else(budget_error)?;
        let best = AnyMove::Cephalopod(best);
        if value != -1 {
            // The defender (to move) draws or wins: the solver's move shows it.
            return Ok(Judgement::Wrong {
                refutation: Some(best),
            });
        }
        let longest = match search
            .distance(&position, DEFENCE_MAX_TURNS)
            .ok_or_else(budget_error)?
        {
            Some(turns) => greatest(reply_distances(&mut search, &position, turns)?),
            // Longer than the search looks: every reply loses, the solver's will do.
            None => None,
        };
        return Ok(Judgement::Correct {
            defence: Some(longest.unwrap_or(best)),
        });
    }
    let left = turns_left(puzzle, played);
    if position.to_move() == attacker {
        // The defender is Deblockle'd: no answer.
        let wins = search
            .wins_within(&position, left)
            .ok_or_else(budget_error)?;
        return Ok(if wins {
            Judgement::Correct { defence: None }
        } else {
            Judgement::Wrong { refutation: None }
        });
    }
    let replies = reply_distances(&mut search, &position, left)?;
    let holds_out = replies.iter().any(|(_, needed)| needed.is_none());
    // A defence that wins at once shows a miss best; else the longest
    // resistance (which holds out, when the move was wrong).
    let best = greatest(replies.iter().map(|&(mv, needed)| {
        let wins = position.play(mv).outcome() == Some(Outcome::Win(attacker.opponent()));
        (mv, (wins, needed.is_none(), needed))
    }));
    Ok(match best {
        Some(mv) if holds_out => Judgement::Wrong {
            refutation: Some(mv),
        },
        Some(defence) => Judgement::Correct {
            defence: Some(defence),
        },
        None => Judgement::Wrong { refutation: None },
    })
}

/// A move that wins from the current position of `played` (the attacker to
/// move), for a hint: the solution line's while `played` follows it, else
/// the quickest win. `None` when the goal can no longer be forced.
#[must_use]
pub fn hint(puzzle: &Puzzle, played: &[AnyMove]) -> Option<AnyMove> {
    let line = puzzle.line();
    if line.len() > played.len() && line.starts_with(played) {
        return Some(line[played.len()]);
    }
    let (mut search, position, _) = replay(puzzle, played).ok()?;
    if let AnyPosition::Cephalopod(board) = &position {
        let quickest = search
            .distance(&position, DEFENCE_MAX_TURNS)?
            .and_then(|turns| quickest_move(&mut search, &position, turns));
        return quickest.or_else(|| solver_move(board, 1).map(AnyMove::Cephalopod));
    }
    let left = turns_left(puzzle, played);
    quickest_move(&mut search, &position, left)
}

/// Deblockle: the goal's turns not yet used by the attacker in `played`.
fn turns_left(puzzle: &Puzzle, played: &[AnyMove]) -> u32 {
    let Goal::ClearWithin(turns) = puzzle.goal() else {
        return DEFENCE_MAX_TURNS;
    };
    let mut position = puzzle.position().clone();
    let mut used = 0;
    for &mv in played {
        used += u32::from(position.to_move() == puzzle.attacker());
        position = position.play(mv);
    }
    turns.saturating_sub(used)
}

fn ended(outcome: Outcome, attacker: Player) -> Judgement {
    if outcome == Outcome::Win(attacker) {
        Judgement::Solved
    } else {
        Judgement::Wrong { refutation: None }
    }
}

/// The search from the puzzle's start with `played` on its path, the
/// position `played` reaches and who played its last move.
fn replay(
    puzzle: &Puzzle,
    played: &[AnyMove],
) -> Result<(Bounded<AnyPosition>, AnyPosition, Option<Player>), String> {
    let root = puzzle.position();
    let mut search = Bounded::new(root, puzzle.repetition_draw(), PROOF_NODE_LIMIT);
    let mut position = root.clone();
    let mut mover = None;
    for (number, &mv) in played.iter().enumerate() {
        if !position.legal_moves().contains(&mv) {
            return Err(format!("move {} '{mv}' is not legal there", number + 1));
        }
        mover = Some(position.to_move());
        position = position.play(mv);
        search.enter(position.clone());
    }
    Ok((search, position, mover))
}

fn check_attacker_moved(last_mover: Option<Player>, attacker: Player) -> Result<(), String> {
    match last_mover {
        None => Err("no move was played".to_string()),
        Some(mover) if mover != attacker => {
            Err("the moves do not end with a move of the side to win".to_string())
        }
        Some(_) => Ok(()),
    }
}

fn out_of_budget(position: &AnyPosition) -> String {
    format!("the search ran out of its {PROOF_NODE_LIMIT} nodes at {position}")
}

/// A reply and the attacker's fewest turns to win after it.
type Reply = (AnyMove, Option<u32>);

/// Every reply of the defender (to move in `position`), with the attacker's fewest turns to win after it within `budget`
/// (`None`: it holds out).
fn reply_distances(
    search: &mut Bounded<AnyPosition>,
    position: &AnyPosition,
    budget: u32,
) -> Result<Vec<Reply>, String> {
    let moves = position.legal_moves();
    let mut replies = Vec::with_capacity(moves.len());
    for mv in moves {
        let needed = search
            .move_distance(position, mv, budget)
            .ok_or_else(|| out_of_budget(position))?;
        replies.push((mv, needed));
    }
    Ok(replies)
}

/// The attacker's (to move) move that wins in the fewest turns, at most
/// `turns` (this one included); ties: the first in notation order.
fn quickest_move(
    search: &mut Bounded<AnyPosition>,
    position: &AnyPosition,
    turns: u32,
) -> Option<AnyMove> {
    let after = turns.checked_sub(1)?;
    let mut wins = Vec::new();
    for mv in position.legal_moves() {
        if let Some(needed) = search.move_distance(position, mv, after)? {
            wins.push((mv, std::cmp::Reverse(needed)));
        }
    }
    greatest(wins)
}

/// The move with the greatest key; among equals, the first in notation
/// order (as in the files' solution lines). One pass, no sort: smaller.
fn greatest<K: Ord>(candidates: impl IntoIterator<Item = (AnyMove, K)>) -> Option<AnyMove> {
    let mut best: Option<(K, String, AnyMove)> = None;
    for (mv, key) in candidates {
        let text = mv.to_string();
        let better = match &best {
            None => true,
            Some((held, held_text, _)) => key > *held || (key == *held && text < *held_text),
        };
        if better {
            best = Some((key, text, mv));
        }
    }
    best.map(|(_, _, mv)| mv)
}

/// The solver's move when it achieves `value` for the side to move.
fn solver_move(position: &cephalopod::Position, value: i32) -> Option<cephalopod::Move> {
    let mut nodes = 0;
    solve_exactly(position, PROOF_NODE_LIMIT, &mut nodes)
        .and_then(|(v, mv)| (v == value).then_some(mv))
}
