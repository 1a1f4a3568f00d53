//! Iterative-deepening negamax alpha-beta (principal variation search) with
//! a transposition table, killer and history move ordering, a triangular
//! principal variation, time/node/depth limits and a cancellation flag.
//!
//! Turns that do not pass the move to the opponent (a Deblockle'd player
//! skips a turn) are handled: the child's score is negated only when the
//! side to move changes.

use super::{stable_hash, Clock, Knowledge, Limits, StopFlag, EVAL_LIMIT, WIN, WIN_BOUND};
use crate::game::{Game, Outcome};
use crate::rng::SplitMix64;

/// What a search found; used by the CLI, the match runner and the worker.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo<M> {
    /// `None` only when the game is already over.
    pub best_move: Option<M>,
    /// For the side to move: evaluation units, or `±(WIN - plies)` when
    /// proven.
    pub score: i32,
    /// Last fully searched depth (0 for a forced move).
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<M>,
    pub elapsed_ms: f64,
    /// The score is exact (proven to the end of the game).
    pub exact: bool,
    /// The best score of each completed iteration, depth 1 first (empty
    /// for a forced move or a proof): searches of different root moves
    /// compare at a depth they all completed.
    pub depth_scores: Vec<i32>,
}

impl<M> SearchInfo<M> {
    /// "win in N" / "loss in N" plies for proven scores, else `None`.
    /// A win proven by the exact solver, whose distance is unknown, reads
    /// as `Some(9999)`.
    #[must_use]
    pub fn mate_in(&self) -> Option<i32> {
        if self.score > WIN_BOUND {
            Some(WIN - self.score)
        } else if self.score < -WIN_BOUND {
            Some(-(WIN + self.score))
        } else {
            None
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
struct Entry<M> {
    key: u64,
    mv: Option<M>,
    score: i32,
    depth: i16,
    bound: Bound,
    age: u8,
}

const MAX_PLY: usize = 128;
/// Longest quiescence line.
const QUIESCENCE_PLIES: u32 = 4;
const HISTORY_SIZE: usize = 4096;
/// How often (in nodes) the clock and the stop flag are polled. Even a slow
/// wasm search does far more than this many nodes in 1 ms.
const POLL_INTERVAL: u64 = 256;

/// The per-search state that the recursion needs besides the tables.
struct Ctx<'a> {
    clock: &'a dyn Clock,
    stop: &'a mut dyn StopFlag,
    start_ms: f64,
    deadline_ms: f64,
    node_limit: u64,
}

/// A reusable searcher: keeps its tables between moves of a game.
pub struct Searcher<G: Game, K: Knowledge<G>> {
    pub knowledge: K,
    tt: Vec<Option<Entry<G::Move>>>,
    age: u8,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    pv: Vec<Vec<G::Move>>,
    move_bufs: Vec<Vec<(G::Move, i32)>>,
    scratch: Vec<G::Move>,
    path: Vec<u64>,
    game_history: Vec<u64>,
    /// Only root moves whose notation starts with this (see
    /// `set_root_prefix`); empty: every move.
    root_prefix: String,
    /// Only these root moves (notation; see `set_root_moves`); empty:
    /// every move.
    root_only: Vec<String>,
    nodes: u64,
    stopped: bool,
    rng: SplitMix64,
    /// The last search's `SearchInfo::depth_scores`.
    depth_scores: Vec<i32>,
}

impl<G: Game, K: Knowledge<G>> Searcher<G, K> {
    /// A searcher with a transposition table of `2^tt_bits` entries.
    pub fn new(knowledge: K, tt_bits: u32, seed: u64) -> Self {
        Searcher {
            knowledge,
            tt: vec![None; 1usize << tt_bits],
            age: 0,
            killers: vec![[None, None]; MAX_PLY + 1],
            history: vec![0; 2 * HISTORY_SIZE],
            pv: vec![Vec::new(); MAX_PLY + 1],
            move_bufs: vec![Vec::new(); MAX_PLY + 1],
            scratch: Vec::new(),
            path: Vec::with_capacity(MAX_PLY + 1),
            game_history: Vec::new(),
            root_prefix: String::new(),
            root_only: Vec::new(),
            nodes: 0,
            stopped: false,
            rng: SplitMix64::new(seed),
            depth_scores: Vec::new(),
        }
    }

    /// Hash keys of the positions played so far in the game (oldest first,
    /// the root excluded or included, either works); a repeat of one of
    /// them counts as a draw when the knowledge says repetitions draw.
    pub fn set_game_history(&mut self, keys: &[u64]) {
        self.game_history.clear();
        self.game_history.extend_from_slice(keys);
    }

    /// From now on, searches choose only among the moves whose notation
    /// starts with `prefix` (a turn begun on the board: a Deblockle tip,
    /// a Cephalopod capture square), or among all when none does.
    pub fn set_root_prefix(&mut self, prefix: &str) {
        self.root_prefix.clear();
        self.root_prefix.push_str(prefix);
    }

    /// From now on, searches choose only among these root moves (in
    /// notation; the ones that are not legal are ignored), or among all
    /// when none is legal or the list is empty. Applies together with the
    /// prefix. A search restricted to a single move still searches it, so
    /// its score can be compared with other restricted searches.
    pub fn set_root_moves(&mut self, moves: &[String]) {
        self.root_only.clear();
        self.root_only.extend_from_slice(moves);
    }

    pub fn reseed(&mut self, seed: u64) {
        self.rng = SplitMix64::new(seed);
    }

    /// Forget everything learned (tables and history), for reproducibility.
    pub fn clear(&mut self) {
        self.tt.iter_mut().for_each(|entry| *entry = None);
        self.killers.iter_mut().for_each(|k| *k = [None, None]);
        self.history.iter_mut().for_each(|h| *h = 0);
        self.age = 0;
    }

    /// Searches `root` within `limits` and returns the best move found.
    pub fn search(
        &mut self,
        root: &G,
        limits: Limits,
        clock: &dyn Clock,
        stop: &mut dyn StopFlag,
    ) -> SearchInfo<G::Move> {
        let start_ms = clock.now_ms();
        let mut ctx = Ctx {
            clock,
            stop,
            start_ms,
            deadline_ms: limits.time_ms.map_or(f64::INFINITY, |t| start_ms + t),
            node_limit: limits.nodes.unwrap_or(u64::MAX),
        };
        self.nodes = 0;
        self.stopped = false;
        self.depth_scores.clear();
        self.age = self.age.wrapping_add(1);
        for h in &mut self.history {
            *h /= 8;
        }

        let (mut root_moves, only_narrowed) =
            allowed_root_moves(root, &self.root_only, &self.root_prefix);
        // The best of some moves is not the position's value (table).
        let narrowed = root_moves.len() < root.legal_moves().len();
        if root_moves.is_empty() {
            let score = root.outcome().map_or(0, |o| outcome_score(o, root, 0));
            return self.info(&ctx, None, score, 0, Vec::new(), true);
        }
        // A move chosen among a given few must be scored: it is compared
        // with the moves other searches were given.
        if root_moves.len() == 1 && !only_narrowed {
            // Forced: answer at once at every level.
            let mv = root_moves[0];
            return self.info(&ctx, Some(mv), 0, 0, vec![mv], false);
        }
        let proof_moves = root_moves.clone();
        // The seed decides between equally good moves, so games between
        // deterministic players still differ from seed to seed.
        self.rng.shuffle(&mut root_moves);

        if self.knowledge.solve_root(root) {
            // A quarter of the budget for the proof; the search keeps the
            // rest in case the proof does not finish or the position is lost.
            let mut budget = super::solve::Budget {
                clock: ctx.clock,
                stop: &mut *ctx.stop,
                deadline_ms: ctx.start_ms + 0.25 * (ctx.deadline_ms - ctx.start_ms),
                node_limit: ctx.node_limit / 4,
                nodes: 0,
            };
            // A small table: these proofs finish fast or not at all.
            // The proof covers the allowed moves only: their best value.
            let solved =
                super::solve::solve_among(root, proof_moves, &self.knowledge, &mut budget, 16);
            self.nodes += budget.nodes;
            if let Some((value, mv)) = solved {
                if value >= 0 {
                    // The proof knows who wins, not how far away the end is.
                    let score = if value > 0 { WIN_BOUND + 1 } else { 0 };
                    return self.info(&ctx, Some(mv), score, 0, vec![mv], true);
                }
                // Proven lost: fall through and fight on with the search in
                // the time that is left.
            }
        }

        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 8)
            .min(MAX_PLY as u32 - 8);
        let mut best = (root_moves[0], self.knowledge.evaluate(root), Vec::new());
        let mut completed = 0;
        let mut exact = false;
        self.path.clear();
        for depth in 1..=max_depth {
            let (score, mv) =
                self.root_iteration(&mut ctx, root, &mut root_moves, depth as i32, !narrowed);
            if self.stopped {
                // A move that already beat the previous best within the
                // unfinished iteration is a better choice than the old one.
                // (The old best is searched first, so any other move
                // returned here has beaten it at the new depth.)
                if let Some(mv) = mv {
                    if mv != best.0 || completed == 0 {
                        best = (mv, score, vec![mv]);
                    }
                }
                break;
            }
            let mv = mv.unwrap_or(root_moves[0]);
            best = (
                mv,
                score,
                self.table_line(root, &self.pv[0], depth as usize),
            );
            completed = depth;
            self.depth_scores.push(score);
            // Best move first in the next iteration.
            if let Some(i) = root_moves.iter().position(|&m| m == mv) {
                root_moves[..=i].rotate_right(1);
            }
            if score.abs() > WIN_BOUND && WIN - score.abs() <= depth as i32 {
                exact = true;
                break;
            }
            let elapsed = ctx.clock.now_ms() - ctx.start_ms;
            // The next iteration usually takes longer than all before it.
            let share = self.knowledge.iteration_time_share();
            if ctx.deadline_ms.is_finite() && elapsed > share * (ctx.deadline_ms - ctx.start_ms) {
                break;
            }
            if self.nodes >= ctx.node_limit {
                break;
            }
        }
        let (mv, score, pv) = best;
        self.info(&ctx, Some(mv), score, completed, pv, exact)
    }

    /// Scores every root move (those of `set_root_moves`, if any) with a
    /// full window to `depth` (for the noisy low levels, which need each
    /// move's value, not just the best one). Returns `(move, score)` in
    /// generation order.
    pub fn score_root_moves(
        &mut self,
        root: &G,
        depth: u32,
        clock: &dyn Clock,
        stop: &mut dyn StopFlag,
    ) -> Vec<(G::Move, i32)> {
        let start_ms = clock.now_ms();
        let mut ctx = Ctx {
            clock,
            stop,
            start_ms,
            deadline_ms: f64::INFINITY,
            node_limit: u64::MAX,
        };
        self.nodes = 0;
        self.stopped = false;
        self.path.clear();
        let us = root.to_move();
        let mut scored = Vec::new();
        let (moves, _) = allowed_root_moves(root, &self.root_only, "");
        for mv in moves {
            let child = root.play(mv);
            self.path.push(root.hash_key());
            let value = if child.to_move() == us {
                self.negamax(&mut ctx, &child, depth as i32 - 1, 1, -WIN, WIN)
            } else {
                -self.negamax(&mut ctx, &child, depth as i32 - 1, 1, -WIN, WIN)
            };
            self.path.pop();
            scored.push((mv, value));
        }
        scored
    }

    /// Node count of the last search.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The searched line `pv`, carried on to `depth` moves with the table's
    /// best moves: a cut-off by the table ends the searched line early, while
    /// the table still knows how it goes on. Only legal moves are added, and
    /// the walk stops at the end of the game or a position seen before.
    fn table_line(&self, root: &G, pv: &[G::Move], depth: usize) -> Vec<G::Move> {
        let mut line = pv.to_vec();
        let mut pos = root.clone();
        let mut seen = vec![pos.hash_key()];
        for &mv in pv {
            pos = pos.play(mv);
            seen.push(pos.hash_key());
        }
        while line.len() < depth && pos.outcome().is_none() {
            let entry = self.probe(pos.hash_key());
            let Some(mv) = entry
                .filter(|entry| entry.bound != Bound::Upper)
                .and_then(|entry| entry.mv)
            else {
                break;
            };
            if !pos.legal_moves().contains(&mv) {
                break;
            }
            pos = pos.play(mv);
            if seen.contains(&pos.hash_key()) {
                break;
            }
            seen.push(pos.hash_key());
            line.push(mv);
        }
        line
    }

    fn info(
        &self,
        ctx: &Ctx<'_>,
        best_move: Option<G::Move>,
        score: i32,
        depth: u32,
        pv: Vec<G::Move>,
        exact: bool,
    ) -> SearchInfo<G::Move> {
        SearchInfo {
            best_move,
            score,
            depth,
            nodes: self.nodes,
            pv,
            elapsed_ms: ctx.clock.now_ms() - ctx.start_ms,
            exact,
            depth_scores: self.depth_scores.clone(),
        }
    }

    /// One iteration at the root. Returns the best score and move that were
    /// fully established (the move is `None` if the first one did not
    /// finish before a stop).
    fn root_iteration(
        &mut self,
        ctx: &mut Ctx<'_>,
        root: &G,
        root_moves: &mut [G::Move],
        depth: i32,
        all_moves: bool,
    ) -> (i32, Option<G::Move>) {
        let us = root.to_move();
        let mut alpha = -WIN;
        let beta = WIN;
        let mut best_move = None;
        self.pv[0].clear();
        self.path.push(root.hash_key());
        for (i, &mv) in root_moves.iter().enumerate() {
            let child = root.play(mv);
            let same = child.to_move() == us;
            let score = if i == 0 {
                self.child_value(ctx, &child, same, depth - 1, 1, alpha, beta)
            } else {
                let s = self.child_value(ctx, &child, same, depth - 1, 1, alpha, alpha + 1);
                if s > alpha && !self.stopped {
                    self.child_value(ctx, &child, same, depth - 1, 1, alpha, beta)
                } else {
                    s
                }
            };
            if self.stopped {
                break;
            }
            if score > alpha || best_move.is_none() {
                alpha = alpha.max(score);
                best_move = Some(mv);
                self.set_pv(0, mv);
            }
        }
        self.path.pop();
        if let Some(mv) = best_move {
            // The best of some moves is not the position's value.
            if !self.stopped && all_moves {
                self.store(root.hash_key(), Some(mv), alpha, depth, Bound::Exact, 0);
            }
        }
        (alpha, best_move)
    }

    /// The value of `child` for the player to move at the parent.
    #[allow(clippy::too_many_arguments)]
    fn child_value(
        &mut self,
        ctx: &mut Ctx<'_>,
        child: &G,
        same_side: bool,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if same_side {
            self.negamax(ctx, child, depth, ply, alpha, beta)
        } else {
            -self.negamax(ctx, child, depth, ply, -beta, -alpha)
        }
    }

    fn set_pv(&mut self, ply: usize, mv: G::Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        if let Some(rest) = tail.first() {
            line.extend_from_slice(rest);
        }
    }

    fn poll(&mut self, ctx: &mut Ctx<'_>) {
        if self.nodes >= ctx.node_limit
            || ctx.clock.now_ms() >= ctx.deadline_ms
            || ctx.stop.should_stop()
        {
            self.stopped = true;
        }
    }

    fn negamax(
        &mut self,
        ctx: &mut Ctx<'_>,
        pos: &G,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_INTERVAL) {
            self.poll(ctx);
        }
        if self.stopped {
            return 0;
        }
        self.pv[ply].clear();
        if let Some(outcome) = pos.outcome() {
            return outcome_score(outcome, pos, ply);
        }
        let key = pos.hash_key();
        if self.knowledge.repetition_draws()
            && (self.path.contains(&key) || self.game_history.contains(&key))
        {
            return 0;
        }
        if ply >= MAX_PLY {
            return self.knowledge.evaluate(pos).clamp(-EVAL_LIMIT, EVAL_LIMIT);
        }
        if depth <= 0 {
            return self.quiesce(ctx, pos, ply, alpha, beta, QUIESCENCE_PLIES);
        }

        let alpha_orig = alpha;
        let mut tt_move = None;
        if let Some(entry) = self.probe(key) {
            tt_move = entry.mv;
            if i32::from(entry.depth) >= depth {
                let score = from_tt(entry.score, ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }

        let mut moves = std::mem::take(&mut self.move_bufs[ply]);
        self.order_moves(pos, ply, tt_move, &mut moves);
        let us = pos.to_move();
        let side = us.index() * HISTORY_SIZE;
        let mut best = -WIN;
        let mut best_move = None;
        self.path.push(key);
        for i in 0..moves.len() {
            // Selection sort step: the best remaining move comes next, so
            // a cut-off early spares sorting the rest.
            let pick = (i..moves.len()).max_by_key(|&j| (moves[j].1, std::cmp::Reverse(j)));
            if let Some(j) = pick {
                moves.swap(i, j);
            }
            let mv = moves[i].0;
            let child = pos.play(mv);
            let same = child.to_move() == us;
            let score = if i == 0 {
                self.child_value(ctx, &child, same, depth - 1, ply + 1, alpha, beta)
            } else {
                let s = self.child_value(ctx, &child, same, depth - 1, ply + 1, alpha, alpha + 1);
                if s > alpha && s < beta && !self.stopped {
                    self.child_value(ctx, &child, same, depth - 1, ply + 1, alpha, beta)
                } else {
                    s
                }
            };
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    self.set_pv(ply, mv);
                    if alpha >= beta {
                        let killers = &mut self.killers[ply];
                        if killers[0] != Some(mv) {
                            killers[1] = killers[0];
                            killers[0] = Some(mv);
                        }
                        let slot = side + (stable_hash(&mv) as usize & (HISTORY_SIZE - 1));
                        self.history[slot] = (self.history[slot] + depth * depth).min(1 << 20);
                        break;
                    }
                }
            }
        }
        self.path.pop();
        self.move_bufs[ply] = moves;
        if self.stopped {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_orig {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.store(key, best_move, best, depth, bound, ply);
        best
    }

    /// Stand pat on the evaluation, or follow the noisy moves (a few plies
    /// at most: captures in Cephalopod can chain for a long time).
    fn quiesce(
        &mut self,
        ctx: &mut Ctx<'_>,
        pos: &G,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        left: u32,
    ) -> i32 {
        let stand = self.knowledge.evaluate(pos).clamp(-EVAL_LIMIT, EVAL_LIMIT);
        if left == 0 || stand >= beta || ply >= MAX_PLY {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut list = std::mem::take(&mut self.move_bufs[ply]);
        list.clear();
        let mut all = std::mem::take(&mut self.scratch);
        pos.legal_moves_into(&mut all);
        for &mv in &all {
            if self.knowledge.is_noisy(pos, mv) {
                list.push((mv, self.knowledge.order_hint(pos, mv)));
            }
        }
        self.scratch = all;
        list.sort_by_key(|&(_, hint)| std::cmp::Reverse(hint));
        let us = pos.to_move();
        let mut best = stand;
        for &(mv, _) in &list {
            let child = pos.play(mv);
            self.nodes += 1;
            if self.nodes.is_multiple_of(POLL_INTERVAL) {
                self.poll(ctx);
            }
            if self.stopped {
                break;
            }
            let score = if let Some(outcome) = child.outcome() {
                let s = outcome_score(outcome, &child, ply + 1);
                if child.to_move() == us {
                    s
                } else {
                    -s
                }
            } else if child.to_move() == us {
                self.quiesce(ctx, &child, ply + 1, alpha, beta, left - 1)
            } else {
                -self.quiesce(ctx, &child, ply + 1, -beta, -alpha, left - 1)
            };
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.move_bufs[ply] = list;
        best
    }

    fn order_moves(
        &mut self,
        pos: &G,
        ply: usize,
        tt_move: Option<G::Move>,
        moves: &mut Vec<(G::Move, i32)>,
    ) {
        let mut list = std::mem::take(&mut self.scratch);
        pos.legal_moves_into(&mut list);
        let side = pos.to_move().index() * HISTORY_SIZE;
        let killers = self.killers[ply];
        moves.clear();
        for &mv in &list {
            let score = if Some(mv) == tt_move {
                i32::MAX
            } else if Some(mv) == killers[0] {
                1 << 28
            } else if Some(mv) == killers[1] {
                (1 << 28) - 1
            } else {
                let hint = self
                    .knowledge
                    .order_hint(pos, mv)
                    .clamp(-(1 << 26), 1 << 26);
                let slot = side + (stable_hash(&mv) as usize & (HISTORY_SIZE - 1));
                hint.saturating_mul(16) + self.history[slot]
            };
            moves.push((mv, score));
        }
        self.scratch = list;
    }

    fn probe(&self, key: u64) -> Option<Entry<G::Move>> {
        let index = (key as usize) & (self.tt.len() - 1);
        self.tt[index].filter(|entry| entry.key == key)
    }

    fn store(
        &mut self,
        key: u64,
        mv: Option<G::Move>,
        score: i32,
        depth: i32,
        bound: Bound,
        ply: usize,
    ) {
        let index = (key as usize) & (self.tt.len() - 1);
        let replace = match &self.tt[index] {
            None => true,
            // Keep deeper results of this search; anything older goes.
            Some(old) => old.age != self.age || old.key == key || i32::from(old.depth) <= depth,
        };
        if replace {
            let mv = mv.or_else(|| self.tt[index].filter(|e| e.key == key).and_then(|e| e.mv));
            self.tt[index] = Some(Entry {
                key,
                mv,
                score: to_tt(score, ply),
                depth: depth.clamp(0, i32::from(i16::MAX)) as i16,
                bound,
                age: self.age,
            });
        }
    }
}

/// The root moves a search of `root` may choose: those named in `only` (in
/// any notation the game reads; all moves when none is legal), then of
/// those the ones starting with `prefix` (all when none does). Keeps the
/// order of `legal_moves()`. The flag says whether `only` removed a move.
pub(crate) fn allowed_root_moves<G: Game>(
    root: &G,
    only: &[String],
    prefix: &str,
) -> (Vec<G::Move>, bool) {
    let mut legal = root.legal_moves();
    let count = legal.len();
    let named: Vec<G::Move> = only
        .iter()
        .filter_map(|text| root.parse_move(text).ok())
        .collect();
    if !named.is_empty() {
        legal.retain(|mv| named.contains(mv));
    }
    let only_narrowed = legal.len() < count;
    let begun = |mv: &G::Move| starts_with(mv, prefix);
    if !prefix.is_empty() && legal.iter().any(begun) {
        legal.retain(begun);
    }
    (legal, only_narrowed)
}

/// Whether `mv`'s notation starts with `prefix` (out of line: it runs once
/// per root move, and only for a turn begun).
#[inline(never)]
fn starts_with<M: std::fmt::Display>(mv: &M, prefix: &str) -> bool {
    mv.to_string().starts_with(prefix)
}

/// The score of a finished game for the side to move at `pos`.
pub(crate) fn outcome_score<G: Game>(outcome: Outcome, pos: &G, ply: usize) -> i32 {
    match outcome.score_for(pos.to_move()) {
        1 => WIN - ply as i32,
        -1 => -(WIN - ply as i32),
        _ => 0,
    }
}

// Proven scores are stored relative to the node, not the root.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}
