//! Playing strengths: levels 1–5, the UCT yardstick and a random mover,
//! behind one function so the CLI, the match runner and the worker choose
//! moves the same way.

use std::fmt;
use std::str::FromStr;

use super::uct::uct_search;
use super::{Clock, Knowledge, Limits, SearchInfo, Searcher, StopFlag, WIN_BOUND};
use crate::game::Game;
use crate::rng::SplitMix64;

/// A level from 1 (beginner) to 5 (strongest within the time budget).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    pub const MIN: u8 = 1;
    pub const MAX: u8 = 5;
    pub const STRONGEST: Level = Level(Self::MAX);

    /// `None` outside 1–5.
    #[must_use]
    pub fn new(level: u8) -> Option<Self> {
        (Self::MIN..=Self::MAX)
            .contains(&level)
            .then_some(Level(level))
    }

    #[must_use]
    pub fn get(self) -> u8 {
        self.0
    }

    /// Default thinking time per move in the browser. Matches scale all of
    /// them by one common factor (`scaled_time_ms`).
    #[must_use]
    pub fn default_time_ms(self) -> f64 {
        match self.0 {
            1 => 100.0,
            2 => 200.0,
            3 => 150.0,
            4 => 400.0,
            _ => 2000.0,
        }
    }

    /// The time for this level when level 5 gets `level5_ms` (every level
    /// scaled by the same factor `level5_ms / 2000`).
    #[must_use]
    pub fn scaled_time_ms(self, level5_ms: f64) -> f64 {
        self.default_time_ms() * level5_ms / Level(5).default_time_ms()
    }

    /// Depth cap; `None` means as deep as time allows.
    #[must_use]
    pub fn max_depth(self) -> Option<u32> {
        match self.0 {
            1 => Some(1),
            2 => Some(2),
            3 => Some(3),
            _ => None,
        }
    }

    /// Random noise (± evaluation units, 100 ≈ a die or a turn of progress)
    /// added to each root move's score: what makes the low levels careless.
    #[must_use]
    pub fn noise(self) -> i32 {
        match self.0 {
            1 => 250,
            2 => 60,
            _ => 0,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Who plays: `level:L`, `uct:PLAYOUTS` or `random`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayerSpec {
    Level(Level),
    Uct(u32),
    Random,
}

impl FromStr for PlayerSpec {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        if text == "random" {
            return Ok(PlayerSpec::Random);
        }
        if let Some(level) = text.strip_prefix("level:") {
            return level
                .parse::<u8>()
                .ok()
                .and_then(Level::new)
                .map(PlayerSpec::Level)
                .ok_or_else(|| format!("bad level '{level}' (expected 1 to 5)"));
        }
        if let Some(playouts) = text.strip_prefix("uct:") {
            return match playouts.parse::<u32>() {
                Ok(n) if n > 0 => Ok(PlayerSpec::Uct(n)),
                _ => Err(format!("bad playout count '{playouts}'")),
            };
        }
        Err(format!(
            "bad player '{text}' (expected level:L, uct:PLAYOUTS or random)"
        ))
    }
}

impl fmt::Display for PlayerSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerSpec::Level(level) => write!(f, "level:{level}"),
            PlayerSpec::Uct(playouts) => write!(f, "uct:{playouts}"),
            PlayerSpec::Random => f.write_str("random"),
        }
    }
}

/// How long and how far one move may think.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveBudget {
    /// Time for this move; `None` = the level's default.
    pub time_ms: Option<f64>,
    /// A node limit (makes the move reproducible when no time limit
    /// applies: pass `time_ms: Some(f64::INFINITY)`).
    pub nodes: Option<u64>,
}

/// Chooses a move for `spec`. Always a legal move while the game goes on;
/// a single legal move is answered at once at every level.
pub fn choose<G: Game, K: Knowledge<G>>(
    searcher: &mut Searcher<G, K>,
    position: &G,
    spec: PlayerSpec,
    budget: MoveBudget,
    rng: &mut SplitMix64,
    clock: &dyn Clock,
    stop: &mut dyn StopFlag,
) -> SearchInfo<G::Move> {
    let start = clock.now_ms();
    let moves = position.legal_moves();
    let mut info = SearchInfo {
        best_move: moves.first().copied(),
        score: 0,
        depth: 0,
        nodes: 0,
        pv: moves.first().copied().into_iter().collect(),
        elapsed_ms: 0.0,
        exact: false,
        depth_scores: Vec::new(),
    };
    if moves.len() <= 1 {
        return info;
    }
    match spec {
        PlayerSpec::Random => {
            let mv = moves[rng.index_below(moves.len())];
            info.best_move = Some(mv);
            info.pv = vec![mv];
        }
        PlayerSpec::Uct(playouts) => info = uct_search(position, playouts, rng, clock, stop),
        PlayerSpec::Level(level) if level.noise() > 0 => {
            searcher.knowledge.set_level(level);
            let depth = level.max_depth().unwrap_or(1);
            let scored = searcher.score_root_moves(position, depth, clock, stop);
            let noise = level.noise();
            let mut best: Option<(i32, G::Move, i32)> = None;
            for (mv, score) in scored {
                // Proven results stay proven: noise only blurs judgement.
                let blurred = if score.abs() > WIN_BOUND {
                    score
                } else {
                    score + rng.index_below(2 * noise as usize + 1) as i32 - noise
                };
                if best.is_none_or(|(b, _, _)| blurred > b) {
                    best = Some((blurred, mv, score));
                }
            }
            if let Some((_, mv, score)) = best {
                info.best_move = Some(mv);
                info.pv = vec![mv];
                info.score = score;
                info.depth = depth;
            }
            info.nodes = searcher.nodes();
        }
        PlayerSpec::Level(level) => {
            searcher.knowledge.set_level(level);
            searcher.reseed(rng.next_u64());
            let limits = Limits {
                time_ms: Some(budget.time_ms.unwrap_or(level.default_time_ms())),
                nodes: budget.nodes,
                depth: level.max_depth(),
            };
            info = searcher.search(position, limits, clock, stop);
        }
    }
    info.elapsed_ms = clock.now_ms() - start;
    info
}
