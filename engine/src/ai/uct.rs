//! Plain MCTS-UCT, the yardstick: uniform random playouts, exploration
//! constant √2, a fixed number of playouts per move, the most visited root
//! move is played. No game knowledge at all.

use super::{Clock, SearchInfo, StopFlag};
use crate::game::{Game, Player};
use crate::rng::SplitMix64;

/// Playouts longer than this count as draws (Deblockle's random walks can
/// wander for a very long time).
pub const MAX_PLAYOUT_PLIES: usize = 400;

struct Node<G: Game> {
    position: G,
    mv: Option<G::Move>,
    parent: usize,
    /// The player who made the move into this node: rewards are theirs.
    mover: Player,
    children: Vec<usize>,
    untried: Vec<G::Move>,
    visits: u32,
    reward: f64,
}

/// Runs `playouts` playouts from `root` and returns the most visited move.
/// `score` in the result is the root's win rate in per mille.
pub fn uct_search<G: Game>(
    root: &G,
    playouts: u32,
    rng: &mut SplitMix64,
    clock: &dyn Clock,
    stop: &mut dyn StopFlag,
) -> SearchInfo<G::Move> {
    let start = clock.now_ms();
    let root_moves = root.legal_moves();
    let mut info = SearchInfo {
        best_move: root_moves.first().copied(),
        score: 0,
        depth: 0,
        nodes: 0,
        pv: root_moves.first().copied().into_iter().collect(),
        elapsed_ms: 0.0,
        exact: false,
        depth_scores: Vec::new(),
    };
    if root_moves.len() <= 1 {
        info.elapsed_ms = clock.now_ms() - start;
        return info;
    }
    let mut tree: Vec<Node<G>> = vec![Node {
        position: root.clone(),
        mv: None,
        parent: usize::MAX,
        mover: root.to_move().opponent(),
        children: Vec::new(),
        untried: root_moves,
        visits: 0,
        reward: 0.0,
    }];
    let mut buffer = Vec::new();
    let exploration = std::f64::consts::SQRT_2;
    let mut done = 0;
    while done < playouts {
        if done % 64 == 0 && stop.should_stop() {
            break;
        }
        done += 1;
        // Selection.
        let mut node = 0;
        while tree[node].untried.is_empty() && !tree[node].children.is_empty() {
            let log_n = f64::from(tree[node].visits).ln();
            let mut best = (f64::NEG_INFINITY, 0);
            for &child in &tree[node].children {
                let c = &tree[child];
                let n = f64::from(c.visits);
                let value = c.reward / n + exploration * (log_n / n).sqrt();
                if value > best.0 {
                    best = (value, child);
                }
            }
            node = best.1;
        }
        // Expansion.
        if !tree[node].untried.is_empty() {
            let pick = rng.index_below(tree[node].untried.len());
            let mv = tree[node].untried.swap_remove(pick);
            let position = tree[node].position.play(mv);
            let mut untried = Vec::new();
            position.legal_moves_into(&mut untried);
            let mover = tree[node].position.to_move();
            tree.push(Node {
                position,
                mv: Some(mv),
                parent: node,
                mover,
                children: Vec::new(),
                untried,
                visits: 0,
                reward: 0.0,
            });
            let child = tree.len() - 1;
            tree[node].children.push(child);
            node = child;
        }
        // Simulation.
        let mut position = tree[node].position.clone();
        let mut plies = 0;
        let outcome = loop {
            if let Some(outcome) = position.outcome() {
                break Some(outcome);
            }
            if plies >= MAX_PLAYOUT_PLIES {
                break None;
            }
            position.legal_moves_into(&mut buffer);
            let mv = buffer[rng.index_below(buffer.len())];
            position = position.play(mv);
            plies += 1;
        };
        info.nodes += plies as u64 + 1;
        // Backpropagation.
        let mut current = node;
        loop {
            let n = &mut tree[current];
            n.visits += 1;
            n.reward += outcome.map_or(0.5, |o| (f64::from(o.score_for(n.mover)) + 1.0) / 2.0);
            if n.parent == usize::MAX {
                break;
            }
            current = n.parent;
        }
    }
    let best = tree[0]
        .children
        .iter()
        .copied()
        .max_by_key(|&c| tree[c].visits);
    if let Some(best) = best {
        info.best_move = tree[best].mv;
        info.score = (1000.0 * tree[best].reward / f64::from(tree[best].visits.max(1))) as i32;
        // The principal variation: most visited children downwards.
        info.pv.clear();
        let mut node = best;
        loop {
            if let Some(mv) = tree[node].mv {
                info.pv.push(mv);
            }
            match tree[node]
                .children
                .iter()
                .copied()
                .max_by_key(|&c| tree[c].visits)
            {
                Some(next) if tree[next].visits >= 2 => node = next,
                _ => break,
            }
        }
        info.depth = info.pv.len() as u32;
    }
    info.elapsed_ms = clock.now_ms() - start;
    info
}
