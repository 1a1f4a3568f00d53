//! Perft: counting the leaves of the game tree to a fixed depth.
//!
//! Counts explode (3×3 Cephalopod reaches 10^15 by depth 40), so equal
//! positions reached by different move orders are counted once and their
//! subtree count is reused. Counts use `u128` so they cannot overflow.
//!
//! `perft` walks the tree level by level: each level maps every distinct
//! position to the number of move sequences reaching it, so a transposition
//! is expanded once per level however many paths lead to it, and only two
//! levels are held at a time.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

use crate::game::Game;

/// A position in a perft table, hashed by its `hash_key` alone (the game's
/// own key is already well mixed and cheaper than hashing the whole value);
/// equality still compares whole positions, so key collisions stay correct.
struct Keyed<G> {
    key: u64,
    position: G,
}

impl<G: Game> Keyed<G> {
    fn new(position: G) -> Self {
        Keyed {
            key: position.hash_key(),
            position,
        }
    }
}

impl<G: PartialEq> PartialEq for Keyed<G> {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key && self.position == other.position
    }
}

impl<G: Eq> Eq for Keyed<G> {}

impl<G> Hash for Keyed<G> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.key);
    }
}

/// Finishes a single `u64` with one multiply-xorshift round, so keys that
/// are not already random (a game may pack its board into the key) still
/// spread over the table.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0100_0000_01B3);
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 ^= value;
    }

    fn finish(&self) -> u64 {
        let mixed = self.0.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        mixed ^ (mixed >> 29)
    }
}

type Level<G> = HashMap<Keyed<G>, u128, BuildHasherDefault<KeyHasher>>;

/// `perft(position, depth)`: 1 if `depth` is 0 or the game is over,
/// otherwise the sum over every legal move of perft of the child at
/// `depth - 1`. Transpositions are merged.
pub fn perft<G: Game>(position: &G, depth: u32) -> u128 {
    if depth == 0 || position.outcome().is_some() {
        return 1;
    }
    let mut moves = Vec::new();
    let mut child_moves = Vec::new();
    // Finished games met on the way count 1 whatever depth is left.
    let mut finished: u128 = 0;
    let mut level: Level<G> = Level::default();
    level.insert(Keyed::new(position.clone()), 1);
    // Expand to the level two plies above the leaves; every entry is a game
    // still going on.
    for _ in 2..depth {
        let mut next: Level<G> = Level::default();
        next.reserve(level.len() * 2);
        for (entry, paths) in level {
            entry.position.legal_moves_into(&mut moves);
            for &mv in &moves {
                let child = entry.position.play(mv);
                if child.outcome().is_some() {
                    finished += paths;
                } else {
                    *next.entry(Keyed::new(child)).or_insert(0) += paths;
                }
            }
        }
        level = next;
    }
    // The last two plies without a table: depth 2 (or 1) below each entry.
    let last_plies = depth.min(2);
    let mut total = finished;
    for (entry, paths) in level {
        total += paths * perft_small(&entry.position, last_plies, &mut moves, &mut child_moves);
    }
    total
}

/// Perft at depth 1 or 2 of a game still going on, reusing buffers.
fn perft_small<G: Game>(
    position: &G,
    depth: u32,
    moves: &mut Vec<G::Move>,
    child_moves: &mut Vec<G::Move>,
) -> u128 {
    position.legal_moves_into(moves);
    if depth <= 1 {
        return moves.len() as u128;
    }
    let mut count = 0;
    for &mv in moves.iter() {
        let child = position.play(mv);
        if child.outcome().is_some() {
            count += 1;
        } else {
            child.legal_moves_into(child_moves);
            count += child_moves.len() as u128;
        }
    }
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
    position
        .legal_moves()
        .into_iter()
        .map(|mv| (mv, perft(&position.play(mv), depth.saturating_sub(1))))
        .collect()
}
