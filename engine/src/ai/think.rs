//! The entry point for the web worker and the CLI: positions, moves and
//! results as plain strings and numbers, so a worker message can be plain
//! serialisable data.
//!
//! ```
//! use cubeplay_engine::ai::{think, FrozenClock, ThinkOptions};
//! use cubeplay_engine::GameKind;
//! let options = ThinkOptions { nodes: Some(2000), ..ThinkOptions::default() };
//! let mut never = || false;
//! let result = think(GameKind::Cephalopod, ".../.../... w", &options, 5, 1, &FrozenClock, &mut never).unwrap();
//! assert!(!result.best_move.is_empty());
//! ```

use std::fmt;

use super::cephalopod::CephalopodKnowledge;
use super::deblockle::DeblockleKnowledge;
use super::level::{choose, MoveBudget};
use super::{Clock, Knowledge, Level, PlayerSpec, SearchInfo, Searcher, StopFlag};
use crate::game::Game;
use crate::rng::SplitMix64;
use crate::{cephalopod, deblockle, AnyParseError, AnyPosition, GameKind};

/// Transposition table size used by `think` (2^19 entries, a few MB).
pub const TT_BITS: u32 = 19;

/// Why `think` could not answer. `Display` gives the English message; the
/// app translates the parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThinkError {
    /// The UCT baseline needs at least one playout.
    NoPlayouts,
    /// Levels are 1 to 5.
    BadLevel(u8),
    /// The position does not parse.
    BadPosition { text: String, error: AnyParseError },
    /// An earlier position of the game (`options.history[index]`) does not
    /// parse.
    BadHistory {
        index: usize,
        text: String,
        error: AnyParseError,
    },
    /// There is no move to choose.
    GameOver,
}

impl fmt::Display for ThinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ThinkError::NoPlayouts => f.write_str("uct needs at least one playout"),
            ThinkError::BadLevel(level) => write!(f, "bad level {level} (expected 1 to 5)"),
            ThinkError::BadPosition { text, error } => write!(f, "position '{text}': {error}"),
            ThinkError::BadHistory { index, text, error } => {
                write!(f, "earlier position {} '{text}': {error}", index + 1)
            }
            ThinkError::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for ThinkError {}

/// Everything about a request besides the position and the level.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ThinkOptions {
    /// Time for this move; `None` = the level's default (level 5: 2000 ms).
    pub movetime_ms: Option<f64>,
    /// Node limit; with `movetime_ms: Some(f64::INFINITY)` (or a frozen
    /// clock) the answer is reproducible for a fixed seed.
    pub nodes: Option<u64>,
    /// Play the UCT baseline with this many playouts instead of the level.
    pub uct_playouts: Option<u32>,
    /// Deblockle: the no-adjacent variant.
    pub no_adjacent: bool,
    /// Deblockle: the earlier positions of this game, oldest first, in
    /// position notation. A repeat of any of them is scored as a draw.
    pub history: Vec<String>,
    /// Levels 3 to 5: choose among the moves whose notation starts with
    /// this (a turn begun: `"e3-e2"` after a tip, `"b2="` with a capture
    /// square chosen); empty, or matching no move: among all.
    pub starting_with: String,
}

/// The answer, as text for the page.
#[derive(Clone, Debug, PartialEq)]
pub struct ThinkResult {
    /// The move in the game's notation.
    pub best_move: String,
    /// For the side to move; 100 ≈ one die (Cephalopod) or one turn
    /// (Deblockle). Proven results are ±(1 000 000 − plies).
    pub score: i32,
    /// `Some(n)`: a proven win (n > 0) or loss (n < 0) in |n| plies;
    /// `Some(9999)`: a win proven by the endgame solver (distance unknown).
    pub mate_in: Option<i32>,
    pub depth: u32,
    pub nodes: u64,
    /// Principal variation in notation.
    pub pv: Vec<String>,
    pub elapsed_ms: f64,
}

impl ThinkResult {
    fn from_info<M: fmt::Display>(info: &SearchInfo<M>) -> Option<Self> {
        Some(ThinkResult {
            best_move: info.best_move.as_ref()?.to_string(),
            score: info.score,
            mate_in: info.mate_in(),
            depth: info.depth,
            nodes: info.nodes,
            pv: info.pv.iter().map(ToString::to_string).collect(),
            elapsed_ms: info.elapsed_ms,
        })
    }
}

/// Keeps the search tables between requests (a worker holds one).
pub struct Thinker {
    cephalopod: Option<Searcher<cephalopod::Position, CephalopodKnowledge>>,
    deblockle: Option<Searcher<deblockle::Position, DeblockleKnowledge>>,
}

impl Default for Thinker {
    fn default() -> Self {
        Self::new()
    }
}

impl Thinker {
    /// Tables are allocated on first use of each game.
    #[must_use]
    pub fn new() -> Self {
        Thinker {
            cephalopod: None,
            deblockle: None,
        }
    }

    /// Chooses a move; see [`think`].
    #[allow(clippy::too_many_arguments)]
    pub fn think(
        &mut self,
        kind: GameKind,
        position: &str,
        options: &ThinkOptions,
        level: u8,
        seed: u64,
        clock: &dyn Clock,
        stop: &mut dyn StopFlag,
    ) -> Result<ThinkResult, ThinkError> {
        let spec = match options.uct_playouts {
            Some(0) => return Err(ThinkError::NoPlayouts),
            Some(playouts) => PlayerSpec::Uct(playouts),
            None => PlayerSpec::Level(Level::new(level).ok_or(ThinkError::BadLevel(level))?),
        };
        let budget = MoveBudget {
            time_ms: options.movetime_ms,
            nodes: options.nodes,
        };
        let rules = deblockle::Rules {
            no_adjacent: options.no_adjacent,
        };
        let parse = |text: &str| AnyPosition::parse(kind, text, rules);
        let position = parse(position).map_err(|error| ThinkError::BadPosition {
            text: position.to_string(),
            error,
        })?;
        let history = options
            .history
            .iter()
            .enumerate()
            .map(|(index, text)| {
                parse(text)
                    .map(|earlier| earlier.hash_key())
                    .map_err(|error| ThinkError::BadHistory {
                        index,
                        text: text.clone(),
                        error,
                    })
            })
            .collect::<Result<Vec<u64>, ThinkError>>()?;
        let mut rng = SplitMix64::new(seed);
        // One searcher per game: its tables and knowledge are typed.
        let info = match &position {
            AnyPosition::Cephalopod(position) => {
                let searcher = self.cephalopod.get_or_insert_with(|| {
                    Searcher::new(CephalopodKnowledge::default(), TT_BITS, seed)
                });
                searcher.set_root_prefix(&options.starting_with);
                ThinkResult::from_info(&choose(
                    searcher, position, spec, budget, &mut rng, clock, stop,
                ))
            }
            AnyPosition::Deblockle(position) => {
                let searcher = self
                    .deblockle
                    .get_or_insert_with(|| Searcher::new(DeblockleKnowledge::new(), TT_BITS, seed));
                searcher.set_game_history(&history);
                searcher.set_root_prefix(&options.starting_with);
                ThinkResult::from_info(&choose(
                    searcher, position, spec, budget, &mut rng, clock, stop,
                ))
            }
        };
        info.ok_or(ThinkError::GameOver)
    }
}

/// Chooses a move for the side to move in `position` (the game's position
/// notation) at `level` 1–5, or with the UCT baseline if
/// `options.uct_playouts` is set. `clock` gives milliseconds (the worker
/// passes `performance.now()`); `stop` is polled every few hundred nodes and
/// ends the search within milliseconds when it returns true (the answer is
/// then the best move found so far, always legal). Errors are one line.
pub fn think(
    kind: GameKind,
    position: &str,
    options: &ThinkOptions,
    level: u8,
    seed: u64,
    clock: &dyn Clock,
    stop: &mut dyn StopFlag,
) -> Result<ThinkResult, ThinkError> {
    Thinker::new().think(kind, position, options, level, seed, clock, stop)
}

/// The knowledge each game's search uses (for generic callers: benches,
/// the match runner).
pub trait WithKnowledge: Game {
    type Knowledge: Knowledge<Self> + Clone;
    fn knowledge() -> Self::Knowledge;
}

impl WithKnowledge for cephalopod::Position {
    type Knowledge = CephalopodKnowledge;
    fn knowledge() -> CephalopodKnowledge {
        CephalopodKnowledge::default()
    }
}

impl WithKnowledge for deblockle::Position {
    type Knowledge = DeblockleKnowledge;
    fn knowledge() -> DeblockleKnowledge {
        DeblockleKnowledge::new()
    }
}
