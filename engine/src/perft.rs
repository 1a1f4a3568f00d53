//! Perft: counting the leaves of the game tree to a fixed depth.
//!
//! Counts explode (3×3 Cephalopod reaches 10^15 by depth 40), so equal
//! positions reached by different move orders are counted once and their
//! subtree count is reused. Counts use `u128` so they cannot overflow.

use std::collections::HashMap;

use crate::game::Game;

/// `perft(position, depth)`: 1 if `depth` is 0 or the game is over,
/// otherwise the sum over every legal move of perft of the child at
/// `depth - 1`. Transpositions are merged.
pub fn perft<G: Game>(position: &G, depth: u32) -> u128 {
    let mut memo: HashMap<(G, u32), u128> = HashMap::new();
    perft_memo(position, depth, &mut memo)
}

fn perft_memo<G: Game>(position: &G, depth: u32, memo: &mut HashMap<(G, u32), u128>) -> u128 {
    if depth == 0 || position.outcome().is_some() {
        return 1;
    }
    let moves = position.legal_moves();
    if depth == 1 {
        return moves.len() as u128;
    }
    let key = (position.clone(), depth);
    if let Some(&count) = memo.get(&key) {
        return count;
    }
    let count = moves
        .iter()
        .map(|&mv| perft_memo(&position.play(mv), depth - 1, memo))
        .sum();
    memo.insert(key, count);
    count
}

/// Perft without merging transpositions: the plain recursive definition.
/// Slow, but an independent check of `perft` for small depths.
pub fn perft_plain<G: Game>(position: &G, depth: u32) -> u128 {
    if depth == 0 || position.outcome().is_some() {
        return 1;
    }
    position
        .legal_moves()
        .into_iter()
        .map(|mv| perft_plain(&position.play(mv), depth - 1))
        .sum()
}

/// Perft per root move, in the order of `legal_moves()`: for finding where
/// two implementations disagree.
pub fn divide<G: Game>(position: &G, depth: u32) -> Vec<(G::Move, u128)> {
    let mut memo = HashMap::new();
    position
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let count = perft_memo(&position.play(mv), depth.saturating_sub(1), &mut memo);
            (mv, count)
        })
        .collect()
}
