//! The AI shared by every game: iterative-deepening alpha-beta with a
//! transposition table (`search`), an exact solver for games that always
//! end (`solve`), a plain MCTS-UCT baseline (`uct`), levels 1–5 and the
//! `uct`/`random` players (`level`), and per-game knowledge plugged in
//! through [`Knowledge`] (`cephalopod`, `deblockle`).
//!
//! Nothing here reads the system clock or an OS random source: time comes
//! from an injected [`Clock`] (native `Instant`, `performance.now()` in the
//! browser worker) and randomness from a seeded
//! [`SplitMix64`](crate::rng::SplitMix64), so a search with a
//! fixed seed and a node limit is fully deterministic.
//!
//! Several workers can share one move's search: [`split_root`] deals out
//! the root moves, each worker searches its part, [`merge_best`] and
//! [`merge_lines`] combine the answers (`split`; natively
//! `think_parallel` does all three with threads).
//!
//! The worker calls [`think`] (or keeps a [`Thinker`] to reuse its tables):
//! position text, level, options and seed in; move text, score, depth,
//! nodes and principal variation out. The stop callback is polled every 256
//! nodes (well under a millisecond); for it to see a cancel while the
//! worker thread is busy searching, it must read shared memory (e.g. an
//! `Atomics` flag on a `SharedArrayBuffer`), or the page terminates the
//! worker and starts a new one.
//!
//! Alpha-beta was measured against MCTS per game and chosen for both: in
//! Deblockle random playouts almost never finish a game, and in Cephalopod
//! alpha-beta with the stable-dice evaluation beat UCT given 10× its time.

// Private: the items are re-exported below, one path each.
mod cephalopod;
mod deblockle;
mod level;
mod perfect;
pub mod review;
mod search;
pub(crate) mod solve;
mod split;
pub use solve::{solve_with, Budget as SolveBudget};
mod think;
mod uct;

pub use cephalopod::CephalopodKnowledge;
pub use deblockle::DeblockleKnowledge;
pub use level::{choose, Level, MoveBudget, PlayerSpec};
pub use perfect::{perfect_play_settles, PERFECT_LEVEL, PERFECT_MAX_SQUARES};
pub use search::{SearchInfo, Searcher};
#[cfg(not(target_arch = "wasm32"))]
pub use split::think_parallel;
pub use split::{merge_best, merge_lines, on_own_threads, split_root, split_root_of};
pub use think::{
    think, ScoredLine, ThinkError, ThinkOptions, ThinkResult, Thinker, WithKnowledge, TT_BITS,
};

use crate::game::Game;

/// Milliseconds from some fixed start; only differences are used.
pub trait Clock {
    fn now_ms(&self) -> f64;
}

/// The native clock (`std::time::Instant` does not exist in the browser).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Copy, Debug)]
pub struct InstantClock(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl InstantClock {
    #[must_use]
    pub fn new() -> Self {
        InstantClock(std::time::Instant::now())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Default for InstantClock {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for InstantClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// A clock that never moves: for node-limited, reproducible searches.
#[derive(Clone, Copy, Debug, Default)]
pub struct FrozenClock;

impl Clock for FrozenClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// Any `Fn() -> f64` is a clock (e.g. a closure over `performance.now()`).
impl<F: Fn() -> f64> Clock for F {
    fn now_ms(&self) -> f64 {
        self()
    }
}

/// A won game is worth `WIN - plies`, so the search prefers quick wins and
/// slow losses. Evaluations must stay within `±EVAL_LIMIT`.
pub const WIN: i32 = 1_000_000;
pub const EVAL_LIMIT: i32 = 500_000;
/// Above this a score is a proven win (below its negation a proven loss).
pub const WIN_BOUND: i32 = WIN - 10_000;

/// What a game tells the search beyond its rules.
pub trait Knowledge<G: Game> {
    /// Static value of `position` for the side to move; `±EVAL_LIMIT` at most.
    /// Only called on positions that are not over.
    fn evaluate(&self, position: &G) -> i32;

    /// A guess of how good `mv` is, for move ordering: higher is tried first.
    fn order_hint(&self, _position: &G, _mv: G::Move) -> i32 {
        0
    }

    /// Moves worth following past the search horizon (quiescence search),
    /// e.g. captures that win material. None by default.
    fn is_noisy(&self, _position: &G, _mv: G::Move) -> bool {
        false
    }

    /// Whether a position seen before (in the game or on the search path)
    /// counts as a draw. Games that cannot repeat leave this off: it saves
    /// the path scan.
    fn repetition_draws(&self) -> bool {
        false
    }

    /// When `Some`, the searcher first tries to solve the root exactly (no
    /// evaluation, to the end of the game) and plays the proven result.
    /// Only for games that always end.
    fn solve_root(&self, _position: &G) -> bool {
        false
    }

    /// Called before each move a level chooses: level 5 may know more than
    /// the levels below it, which keep their play. Nothing by default.
    fn set_level(&mut self, _level: Level) {}

    /// No new iteration starts after this share of the move's time (the
    /// next one usually takes longer than all before it). At 1.0 the last
    /// iteration runs until the time is up and its best move so far counts.
    fn iteration_time_share(&self) -> f64 {
        0.5
    }
}

/// Knowledge that knows nothing: every position is even. The search is then
/// a plain (exact at the end of the game) alpha-beta.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoKnowledge;

impl<G: Game> Knowledge<G> for NoKnowledge {
    fn evaluate(&self, _position: &G) -> i32 {
        0
    }
}

/// A deterministic 64-bit hash of any `Hash` value (FNV-1a over the bytes
/// the value feeds in), for history tables keyed by moves. Not `RandomState`:
/// results must not change between runs.
#[must_use]
pub fn stable_hash<T: std::hash::Hash>(value: &T) -> u64 {
    struct Fnv(u64);
    impl std::hash::Hasher for Fnv {
        fn finish(&self) -> u64 {
            // Final avalanche so low bits depend on every byte.
            let mut z = self.0;
            z = (z ^ (z >> 33)).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
            z ^ (z >> 33)
        }
        fn write(&mut self, bytes: &[u8]) {
            for &b in bytes {
                self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3);
            }
        }
    }
    let mut hasher = Fnv(0xCBF2_9CE4_8422_2325);
    value.hash(&mut hasher);
    std::hash::Hasher::finish(&hasher)
}

/// Cancellation: polled every few hundred nodes, so a worker's cancel or a
/// newer request stops the search well within 100 ms.
pub trait StopFlag {
    fn should_stop(&mut self) -> bool;
}

impl<F: FnMut() -> bool> StopFlag for F {
    fn should_stop(&mut self) -> bool {
        self()
    }
}

/// Never stops (the limits alone end the search).
#[derive(Clone, Copy, Debug, Default)]
pub struct NeverStop;

impl StopFlag for NeverStop {
    fn should_stop(&mut self) -> bool {
        false
    }
}

/// When a search must stop. Both limits may be set; the first reached wins.
/// A search always completes depth 1 (a legal move) unless stopped by the
/// flag before that, and even then answers with a legal move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    pub time_ms: Option<f64>,
    pub nodes: Option<u64>,
    pub depth: Option<u32>,
}

impl Limits {
    #[must_use]
    pub fn time(ms: f64) -> Self {
        Limits {
            time_ms: Some(ms),
            nodes: None,
            depth: None,
        }
    }

    #[must_use]
    pub fn nodes(nodes: u64) -> Self {
        Limits {
            time_ms: None,
            nodes: Some(nodes),
            depth: None,
        }
    }

    #[must_use]
    pub fn depth(depth: u32) -> Self {
        Limits {
            time_ms: None,
            nodes: None,
            depth: Some(depth),
        }
    }
}

#[cfg(test)]
mod tests;
