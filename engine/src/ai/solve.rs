//! Exact solving of games that always end: alpha-beta over the values
//! loss / draw / win (-1 / 0 / 1) only, with a table of proven bounds. With
//! three values the windows are tiny, so this proves far deeper than a
//! search that has to rank evaluations.

use super::{Clock, Knowledge, StopFlag};
use crate::game::Game;

/// Time, nodes and cancellation for a proof.
pub struct Budget<'a> {
    pub clock: &'a dyn Clock,
    pub stop: &'a mut dyn StopFlag,
    pub deadline_ms: f64,
    pub node_limit: u64,
    /// Nodes visited so far (read it after the proof).
    pub nodes: u64,
}

#[derive(Clone, Copy, Debug)]
struct Entry<M> {
    key: u64,
    lower: i8,
    upper: i8,
    mv: Option<M>,
}

/// The exact value (-1, 0 or 1 for the side to move) of `root` and a move
/// that achieves it, or `None` if the budget ran out first (or the game is
/// already over). `tt_bits`: the table has `2^tt_bits` entries.
pub fn solve_with<G: Game, K: Knowledge<G>>(
    root: &G,
    knowledge: &K,
    budget: &mut Budget<'_>,
    tt_bits: u32,
) -> Option<(i32, G::Move)> {
    solve_among(root, root.legal_moves(), knowledge, budget, tt_bits)
}

/// Like [`solve_with`], but the first move must be one of `moves` (legal
/// moves of `root`): the value is the best that those moves achieve.
pub(crate) fn solve_among<G: Game, K: Knowledge<G>>(
    root: &G,
    moves: Vec<G::Move>,
    knowledge: &K,
    budget: &mut Budget<'_>,
    tt_bits: u32,
) -> Option<(i32, G::Move)> {
    let mut solver = Solver {
        knowledge,
        table: vec![None; 1usize << tt_bits],
        bufs: Vec::new(),
        stopped: false,
    };
    if moves.is_empty() {
        return None;
    }
    let us = root.to_move();
    let mut best: Option<(i8, G::Move)> = None;
    let mut alpha = -1i8;
    for mv in solver.ordered(root, 0, None, moves) {
        let child = root.play(mv);
        let value = if child.to_move() == us {
            solver.value(&child, 1, alpha, 1, budget)
        } else {
            -solver.value(&child, 1, -1, -alpha, budget)
        };
        if solver.stopped {
            return None;
        }
        if best.is_none_or(|(v, _)| value > v) {
            best = Some((value, mv));
            alpha = alpha.max(value);
            if value == 1 {
                break;
            }
        }
    }
    best.map(|(value, mv)| (i32::from(value), mv))
}

struct Solver<'k, G: Game, K> {
    knowledge: &'k K,
    table: Vec<Option<Entry<G::Move>>>,
    bufs: Vec<Vec<(G::Move, i32)>>,
    stopped: bool,
}

impl<G: Game, K: Knowledge<G>> Solver<'_, G, K> {
    fn ordered(
        &mut self,
        pos: &G,
        ply: usize,
        first: Option<G::Move>,
        moves: Vec<G::Move>,
    ) -> Vec<G::Move> {
        if self.bufs.len() <= ply {
            self.bufs.resize_with(ply + 1, Vec::new);
        }
        let mut scored = std::mem::take(&mut self.bufs[ply]);
        scored.clear();
        scored.extend(moves.into_iter().map(|mv| {
            let hint = if Some(mv) == first {
                i32::MAX
            } else {
                self.knowledge.order_hint(pos, mv)
            };
            (mv, hint)
        }));
        scored.sort_by_key(|&(_, hint)| std::cmp::Reverse(hint));
        let ordered = scored.iter().map(|&(mv, _)| mv).collect();
        self.bufs[ply] = scored;
        ordered
    }

    fn value(
        &mut self,
        pos: &G,
        ply: usize,
        mut alpha: i8,
        mut beta: i8,
        budget: &mut Budget<'_>,
    ) -> i8 {
        budget.nodes += 1;
        if budget.nodes.is_multiple_of(1024)
            && (budget.nodes >= budget.node_limit
                || budget.clock.now_ms() >= budget.deadline_ms
                || budget.stop.should_stop())
        {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if let Some(outcome) = pos.outcome() {
            return outcome.score_for(pos.to_move()) as i8;
        }
        let key = pos.hash_key();
        let index = (key as usize) & (self.table.len() - 1);
        let mut first = None;
        if let Some(entry) = self.table[index].filter(|e| e.key == key) {
            if entry.lower >= beta || entry.lower == entry.upper {
                return entry.lower;
            }
            if entry.upper <= alpha {
                return entry.upper;
            }
            alpha = alpha.max(entry.lower);
            beta = beta.min(entry.upper);
            first = entry.mv;
        }
        let (alpha_orig, beta_orig) = (alpha, beta);
        let us = pos.to_move();
        let moves = self.ordered(pos, ply, first, pos.legal_moves());
        let mut best = -2i8;
        let mut best_move = None;
        for mv in moves {
            let child = pos.play(mv);
            let value = if child.to_move() == us {
                self.value(&child, ply + 1, alpha, beta, budget)
            } else {
                -self.value(&child, ply + 1, -beta, -alpha, budget)
            };
            if self.stopped {
                return 0;
            }
            if value > best {
                best = value;
                best_move = Some(mv);
                alpha = alpha.max(value);
                if alpha >= beta {
                    break;
                }
            }
        }
        let (mut lower, mut upper) = (-1, 1);
        if best >= beta_orig {
            lower = best;
        } else if best <= alpha_orig {
            upper = best;
        } else {
            lower = best;
            upper = best;
        }
        if let Some(old) = self.table[index].filter(|e| e.key == key) {
            lower = lower.max(old.lower);
            upper = upper.min(old.upper);
        }
        self.table[index] = Some(Entry {
            key,
            lower,
            upper,
            mv: best_move,
        });
        best
    }
}
