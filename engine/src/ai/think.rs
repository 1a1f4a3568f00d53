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
use super::perfect::{PerfectMove, PerfectPlayer, PERFECT_LEVEL};
use super::search::allowed_root_moves;
use super::{Clock, Knowledge, Level, PlayerSpec, SearchInfo, Searcher, StopFlag, WIN};
use crate::game::{Game, Value};
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
    /// Levels are 1 to 6 (6: perfect play, see [`PERFECT_LEVEL`]).
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
            ThinkError::BadLevel(level) => write!(f, "bad level {level} (expected 1 to 6)"),
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
    /// Levels 1 to 5: search only these root moves (in notation; the ones
    /// that are not legal here are ignored); empty, or none legal: every
    /// move. Applies together with `starting_with`. Lets several workers
    /// share the root moves (see [`split_root`](super::split_root)).
    pub only_moves: Vec<String>,
    /// Levels 1 to 5: 0 or 1, the usual single answer; n > 1, the best n
    /// root moves (of those allowed), each with its score and line, found
    /// one after the other, each search without the moves found before it.
    /// The time and node budget is shared among them.
    pub lines: usize,
}

/// One root move with its score and line (see `ThinkOptions::lines`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredLine {
    pub best_move: String,
    /// As `ThinkResult::score`.
    pub score: i32,
    /// As `ThinkResult::mate_in`.
    pub mate_in: Option<i32>,
    pub depth: u32,
    /// The line in notation, starting with `best_move`.
    pub pv: Vec<String>,
}

impl ScoredLine {
    /// The main line of `result`.
    #[must_use]
    pub fn of(result: &ThinkResult) -> Self {
        ScoredLine {
            best_move: result.best_move.clone(),
            score: result.score,
            mate_in: result.mate_in,
            depth: result.depth,
            pv: result.pv.clone(),
        }
    }
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
    /// The best root moves, best first (one entry, equal to the fields
    /// above, unless `ThinkOptions::lines` asked for more). The fields above
    /// are the first line; `nodes` and `elapsed_ms` count every line.
    pub lines: Vec<ScoredLine>,
    /// The best score of each completed iteration of the search, depth 1
    /// first (empty for a forced move, a proof, several lines or the UCT
    /// baseline): `merge_best` compares parts at a depth all completed.
    pub depth_scores: Vec<i32>,
}

impl ThinkResult {
    /// The answer of one search (`None` when it found no move).
    pub fn from_info<M: fmt::Display>(info: &SearchInfo<M>) -> Option<Self> {
        let best_move = info.best_move.as_ref()?.to_string();
        let mut pv: Vec<String> = info.pv.iter().map(ToString::to_string).collect();
        // A line read from the table may start with another root move (the
        // one a search for another line stored there): the move alone then.
        if pv.first() != Some(&best_move) {
            pv = vec![best_move.clone()];
        }
        let mut result = ThinkResult {
            best_move,
            score: info.score,
            mate_in: info.mate_in(),
            depth: info.depth,
            nodes: info.nodes,
            pv,
            elapsed_ms: info.elapsed_ms,
            lines: Vec::new(),
            depth_scores: info.depth_scores.clone(),
        };
        result.lines.push(ScoredLine::of(&result));
        Some(result)
    }

    /// A result whose main fields are `lines[0]`, with the given totals.
    /// `None` when `lines` is empty.
    #[must_use]
    pub fn from_lines(lines: Vec<ScoredLine>, nodes: u64, elapsed_ms: f64) -> Option<Self> {
        let first = lines.first()?.clone();
        Some(ThinkResult {
            best_move: first.best_move,
            score: first.score,
            mate_in: first.mate_in,
            depth: first.depth,
            nodes,
            pv: first.pv,
            elapsed_ms,
            lines,
            depth_scores: Vec::new(),
        })
    }
}

/// Keeps the search tables between requests (a worker holds one).
pub struct Thinker {
    cephalopod: Option<Searcher<cephalopod::Position, CephalopodKnowledge>>,
    deblockle: Option<Searcher<deblockle::Position, DeblockleKnowledge>>,
    perfect: PerfectPlayer,
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
            perfect: PerfectPlayer::default(),
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
        // Perfect play where the solver settles the board, level 5 elsewhere.
        let level = if level == PERFECT_LEVEL && options.uct_playouts.is_none() {
            let settled = match kind {
                GameKind::Cephalopod => position.parse::<cephalopod::Position>().ok(),
                GameKind::Deblockle => None,
            };
            let chosen = settled.and_then(|p| {
                self.perfect
                    .choose(&p, &options.only_moves, &options.starting_with, clock)
            });
            if let Some(chosen) = chosen {
                return Ok(perfect_result(chosen));
            }
            Level::MAX
        } else {
            level
        };
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
        let request = Request {
            spec,
            budget,
            options,
            clock,
        };
        // One searcher per game: its tables and knowledge are typed.
        let result = match &position {
            AnyPosition::Cephalopod(position) => {
                let searcher = self.cephalopod.get_or_insert_with(|| {
                    Searcher::new(CephalopodKnowledge::default(), TT_BITS, seed)
                });
                choose_lines(searcher, position, &request, &mut rng, stop)
            }
            AnyPosition::Deblockle(position) => {
                let searcher = self
                    .deblockle
                    .get_or_insert_with(|| Searcher::new(DeblockleKnowledge::new(), TT_BITS, seed));
                searcher.set_game_history(&history);
                choose_lines(searcher, position, &request, &mut rng, stop)
            }
        };
        result.ok_or(ThinkError::GameOver)
    }
}

/// Perfect play's move as the search's answer: a proven win or loss with
/// its distance in plies (`mate_in`), or a draw.
fn perfect_result(chosen: PerfectMove) -> ThinkResult {
    let plies = chosen.value.plies().unwrap_or(0) as i32;
    let (score, mate_in) = match chosen.value {
        Value::Win(_) => (WIN - plies, Some(plies)),
        Value::Draw => (0, None),
        Value::Loss(_) => (plies - WIN, Some(-plies)),
    };
    let line = ScoredLine {
        best_move: chosen.notation.clone(),
        score,
        mate_in,
        depth: plies as u32,
        pv: vec![chosen.notation],
    };
    ThinkResult::from_lines(vec![line], chosen.nodes, chosen.elapsed_ms).expect("one line")
}

/// What `choose_lines` needs besides the searcher and the position.
struct Request<'a> {
    spec: PlayerSpec,
    budget: MoveBudget,
    options: &'a ThinkOptions,
    clock: &'a dyn Clock,
}

/// One answer, or `options.lines` answers found one after the other (see
/// [`several_lines`]).
fn choose_lines<G: Game, K: Knowledge<G>>(
    searcher: &mut Searcher<G, K>,
    position: &G,
    request: &Request<'_>,
    rng: &mut SplitMix64,
    stop: &mut dyn StopFlag,
) -> Option<ThinkResult> {
    let Request {
        spec,
        budget,
        options,
        clock,
    } = *request;
    searcher.set_root_prefix(&options.starting_with);
    searcher.set_root_moves(&options.only_moves);
    let level = match spec {
        PlayerSpec::Level(level) if options.lines > 1 => level,
        // UCT and random know nothing of root moves: one answer.
        _ => {
            let info = choose(searcher, position, spec, budget, rng, clock, stop);
            return ThinkResult::from_info(&info);
        }
    };
    let (allowed, _) = allowed_root_moves(position, &options.only_moves, &options.starting_with);
    let allowed: Vec<String> = allowed.iter().map(ToString::to_string).collect();
    let mut search = |moves: &[String], share: MoveBudget| {
        searcher.set_root_moves(moves);
        ThinkResult::from_info(&choose(searcher, position, spec, share, rng, clock, stop))
    };
    several_lines(&mut search, allowed, options.lines, budget, level, clock)
}

/// The best `wanted` of the `allowed` root moves, found one after the
/// other by `search` (among the moves it is given, with the budget it is
/// given), each search without the moves found before it (the tables stay
/// warm between them). Each line gets the time and nodes left divided by
/// the lines still to find. Not generic: one copy serves both games.
fn several_lines(
    search: &mut dyn FnMut(&[String], MoveBudget) -> Option<ThinkResult>,
    mut left: Vec<String>,
    wanted: usize,
    budget: MoveBudget,
    level: Level,
    clock: &dyn Clock,
) -> Option<ThinkResult> {
    let wanted = wanted.min(left.len().max(1));
    let start = clock.now_ms();
    let total_ms = budget.time_ms.unwrap_or(level.default_time_ms());
    let mut nodes = 0;
    let mut lines: Vec<ScoredLine> = Vec::new();
    for found in 0..wanted {
        let still = wanted - found;
        let share = MoveBudget {
            time_ms: Some((total_ms - (clock.now_ms() - start)).max(0.0) / still as f64),
            nodes: budget
                .nodes
                .map(|limit| (limit.saturating_sub(nodes) / still as u64).max(1)),
        };
        let Some(result) = search(&left, share) else {
            break;
        };
        nodes += result.nodes;
        left.retain(|mv| *mv != result.best_move);
        // Each search had its own budget, so a later one may score higher:
        // the lines are kept best first, a tie after the earlier line (an
        // insertion, not a sort: a few lines, and less code in the wasm).
        let at = lines.partition_point(|line| line.score >= result.score);
        lines.insert(at, ScoredLine::of(&result));
        if left.is_empty() {
            break;
        }
    }
    ThinkResult::from_lines(lines, nodes, clock.now_ms() - start)
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
    type Knowledge: Knowledge<Self> + Clone + Send;
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
