//! Sharing one move's search among several workers: the root moves are
//! split into parts, each worker searches its part (`ThinkOptions::
//! only_moves`) and the answers are merged. The browser's worker pool and
//! the CLI call the same functions, so they give the same answers.
//!
//! Only level 5 (and analysis) gains from this: levels 1 to 4 and the UCT
//! baseline choose among the moves with randomness, so [`think_parallel`]
//! does not split them.

use super::search::allowed_root_moves;
use super::think::{ScoredLine, ThinkError, ThinkOptions, ThinkResult, WithKnowledge};
use super::{Knowledge, Level};
use crate::{deblockle, AnyPosition, GameKind};

/// The root moves a search with `options` may choose (legal, filtered by
/// `only_moves` and `starting_with` as the search filters them), shared
/// among `min(parts, moves)` parts (`parts` 0 counts as 1). The moves are
/// ordered by the engine's move-ordering guess, best first, and dealt out
/// round-robin, so each part gets a fair share of the promising moves.
/// Deterministic; no part is empty.
///
/// # Errors
/// The position does not parse, or the game is over.
pub fn split_root(
    kind: GameKind,
    position: &str,
    options: &ThinkOptions,
    parts: usize,
) -> Result<Vec<Vec<String>>, ThinkError> {
    let rules = deblockle::Rules {
        no_adjacent: options.no_adjacent,
    };
    let parsed =
        AnyPosition::parse(kind, position, rules).map_err(|error| ThinkError::BadPosition {
            text: position.to_string(),
            error,
        })?;
    let split = match &parsed {
        AnyPosition::Cephalopod(position) => split_root_of(position, options, parts),
        AnyPosition::Deblockle(position) => split_root_of(position, options, parts),
    };
    if split.is_empty() {
        return Err(ThinkError::GameOver);
    }
    Ok(split)
}

/// [`split_root`] for a typed position (no parts when the game is over).
#[must_use]
pub fn split_root_of<G: WithKnowledge>(
    position: &G,
    options: &ThinkOptions,
    parts: usize,
) -> Vec<Vec<String>> {
    let moves = ordered_root_moves(position, options);
    let count = parts.clamp(1, moves.len().max(1));
    let mut split = vec![Vec::new(); count];
    for (index, mv) in moves.into_iter().enumerate() {
        split[index % count].push(mv);
    }
    split.retain(|part| !part.is_empty());
    split
}

/// The allowed root moves, best guess first (ties: generation order).
fn ordered_root_moves<G: WithKnowledge>(position: &G, options: &ThinkOptions) -> Vec<String> {
    let mut knowledge = G::knowledge();
    knowledge.set_level(Level::STRONGEST);
    let (moves, _) = allowed_root_moves(position, &options.only_moves, &options.starting_with);
    let mut hinted: Vec<(G::Move, i32)> = moves
        .into_iter()
        .map(|mv| (mv, knowledge.order_hint(position, mv)))
        .collect();
    hinted.sort_by_key(|&(_, hint)| std::cmp::Reverse(hint));
    hinted.into_iter().map(|(mv, _)| mv.to_string()).collect()
}

/// The answer of the best part (ties: the earlier part), with `nodes`
/// summed over the parts and `elapsed_ms` the longest part's; `lines`
/// holds its main line only. `None` when `parts` is empty.
///
/// Parts are compared at the deepest depth every one of them completed
/// (`depth_scores`): one part may have gone deeper than another, and
/// scores of different depths do not compare (odd and even depths lean
/// to opposite sides). A proven result (`mate_in`) counts as it is. The
/// chosen part's own deepest answer is the move played.
#[must_use]
pub fn merge_best(parts: &[ThinkResult]) -> Option<ThinkResult> {
    let common = parts
        .iter()
        .filter(|part| part.mate_in.is_none())
        .map(|part| part.depth_scores.len())
        .min()
        .unwrap_or(0);
    let rank = |part: &ThinkResult| match (part.mate_in, common) {
        (None, 1..) => part.depth_scores[common - 1],
        _ => part.score,
    };
    let mut best: Option<&ThinkResult> = None;
    for part in parts {
        if best.is_none_or(|best| rank(part) > rank(best)) {
            best = Some(part);
        }
    }
    let mut merged = best?.clone();
    merged.nodes = parts.iter().map(|part| part.nodes).sum();
    merged.elapsed_ms = longest(parts);
    merged.lines = vec![ScoredLine::of(&merged)];
    Some(merged)
}

/// The best `n` lines over all parts (each part's `lines`), by score, ties
/// in part order. Exact when each part gave its own best `n`: the overall
/// best `n` are among them. (The lines' scores may come from different
/// depths, as within one search of several lines.)
#[must_use]
pub fn merge_lines(parts: &[ThinkResult], n: usize) -> Vec<ScoredLine> {
    let mut lines: Vec<ScoredLine> = parts
        .iter()
        .flat_map(|part| part.lines.iter().cloned())
        .collect();
    // Stable: equal scores keep the part order.
    lines.sort_by_key(|line| std::cmp::Reverse(line.score));
    lines.truncate(n);
    lines
}

fn longest(parts: &[ThinkResult]) -> f64 {
    parts.iter().map(|part| part.elapsed_ms).fold(0.0, f64::max)
}

/// Level 5 with its root moves shared among `jobs` threads (native only):
/// [`split_root`], one thread per part, each with its own tables and the
/// whole budget (the same wall time, or the node limit for each thread),
/// then [`merge_best`], or [`merge_lines`] when `options.lines` > 1 (the
/// first merged line is the answer). With `jobs` ≤ 1, levels 1 to 4 or
/// `uct_playouts` it is exactly [`Thinker::think`](super::Thinker::think):
/// those choose among moves at random, and splitting would change their
/// play. Nothing stops the threads but their budget.
///
/// # Errors
/// As `think`.
#[cfg(not(target_arch = "wasm32"))]
pub fn think_parallel(
    kind: GameKind,
    position: &str,
    options: &ThinkOptions,
    level: u8,
    seed: u64,
    jobs: usize,
    clock: &(dyn super::Clock + Sync),
) -> Result<ThinkResult, ThinkError> {
    use super::{NeverStop, Thinker};
    let think_alone =
        || Thinker::new().think(kind, position, options, level, seed, clock, &mut NeverStop);
    if jobs <= 1 || level != Level::MAX || options.uct_playouts.is_some() {
        return think_alone();
    }
    let parts = split_root(kind, position, options, jobs)?;
    if parts.len() == 1 {
        return think_alone();
    }
    let answers = on_own_threads(parts, |part| {
        let options = ThinkOptions {
            only_moves: part,
            ..options.clone()
        };
        Thinker::new().think(kind, position, &options, level, seed, clock, &mut NeverStop)
    });
    let answers = answers.into_iter().collect::<Result<Vec<_>, _>>()?;
    let merged = if options.lines > 1 {
        let nodes = answers.iter().map(|part| part.nodes).sum();
        ThinkResult::from_lines(
            merge_lines(&answers, options.lines),
            nodes,
            longest(&answers),
        )
    } else {
        merge_best(&answers)
    };
    merged.ok_or(ThinkError::GameOver)
}

/// `work` done on each of `items`, each on a thread of its own, the
/// answers in the items' order; a panic in one is raised here again.
pub fn on_own_threads<T: Send, R: Send>(items: Vec<T>, work: impl Fn(T) -> R + Sync) -> Vec<R> {
    let work = &work;
    std::thread::scope(|scope| {
        let threads: Vec<_> = items
            .into_iter()
            .map(|item| scope.spawn(move || work(item)))
            .collect();
        threads
            .into_iter()
            .map(|thread| {
                thread
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    })
}
