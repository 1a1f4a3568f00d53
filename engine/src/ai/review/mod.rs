//! The computer's review of a game: every position of a line (the start and
//! the position after each ply) is searched with a fixed budget, and each
//! ply is classed by how much of the mover's win chance it gave away.
//!
//! # Scores and win chance
//!
//! A position's [`Score`] is for the side to move there: a search value
//! (100 ≈ one die in Cephalopod, one turn of progress in Deblockle) or a
//! proven result. Proven results come from the exact solver (games that
//! always end, on positions [`Reviewable::try_solve`] accepts: the distance
//! is then unknown unless the search also finds the end) or from a search
//! that saw every line to the end (win or loss in N plies).
//!
//! A value maps to a win chance with a logistic curve,
//! `win_chance(v) = 1 / (1 + e^(−v / scale))`, with the game's scale
//! [`Reviewable::WIN_CHANCE_SCALE`]: Cephalopod 400
//! ([`CEPHALOPOD_WIN_CHANCE_SCALE`]: its values add 200 per safe die to
//! 100 per die, so +400 is 73 %), Deblockle 200 ([`DEBLOCKLE_WIN_CHANCE_SCALE`]: two turns
//! ahead is 73 %). 0 is 50 %. A proven win is 100 %, a proven loss 0 %, a
//! proven draw 50 %. The review is only as good as the engine's
//! evaluation at the budget it is given: proven results are exact, values
//! are the search's judgement.
//!
//! # Classes
//!
//! The loss of a ply is the mover's win chance before it (the best move's
//! score) minus the win chance after it (the played move's score), in
//! points of 0 to 100, never below 0. Then, first match wins:
//!
//! | Class | When |
//! |---|---|
//! | best | the played move is the engine's best, or the loss is below [`BEST_MARGIN`] |
//! | blunder | a proven win turned into a proven draw or loss, or a proven draw into a proven loss |
//! | blunder | loss ≥ [`BLUNDER_LOSS`] (30) |
//! | mistake | loss ≥ [`MISTAKE_LOSS`] (20) |
//! | inaccuracy | loss ≥ [`INACCURACY_LOSS`] (10) |
//! | good | any other move |
//!
//! # Accuracy
//!
//! A ply's accuracy is `100 · e^(−loss / ACCURACY_DECAY)` percent (a loss
//! of 0 gives 100 %, an inaccuracy of 10 points 61 %, a blunder of 30
//! points 22 %); a player's accuracy is the mean over their plies.
//!
//! With a node limit and no time limit (or a frozen clock) a review is
//! deterministic for a given seed.

pub mod any;
pub mod segment;

use std::fmt;

use super::solve::{self, solve_with};
use super::think::WithKnowledge;
use super::{CephalopodKnowledge, Clock, Knowledge, Limits, Searcher, StopFlag, WIN, WIN_BOUND};
use crate::game::{Game, Outcome, Player, Value};
use crate::{cephalopod, deblockle};

/// Cephalopod's scale of the logistic curve from values to win chance.
pub const CEPHALOPOD_WIN_CHANCE_SCALE: f64 = 400.0;
/// Deblockle's scale of the logistic curve from values to win chance.
pub const DEBLOCKLE_WIN_CHANCE_SCALE: f64 = 200.0;
/// A loss below this many points of win chance counts as the best move.
pub const BEST_MARGIN: f64 = 2.0;
/// Points of win chance lost from which a ply is an inaccuracy.
pub const INACCURACY_LOSS: f64 = 10.0;
/// Points of win chance lost from which a ply is a mistake.
pub const MISTAKE_LOSS: f64 = 20.0;
/// Points of win chance lost from which a ply is a blunder.
pub const BLUNDER_LOSS: f64 = 30.0;
/// Points of loss at which a ply's accuracy falls to 1/e (37 %).
pub const ACCURACY_DECAY: f64 = 20.0;
/// Cephalopod positions with at most this many empty squares are first
/// given to the exact solver (every 3×3 position; late 4×4 and 5×5 ones).
pub const REVIEW_SOLVE_EMPTIES: u32 = 9;
/// Table size of the solver's proofs (2^16 entries).
const SOLVE_TT_BITS: u32 = 16;
/// Table size of the review's search (2^18 entries).
const SEARCH_TT_BITS: u32 = 18;

/// A game the review can analyse: its search knowledge and whether the
/// exact solver is worth a try on a position.
pub trait Reviewable: WithKnowledge {
    /// Search values to win chance: `1 / (1 + e^(−value / scale))`.
    const WIN_CHANCE_SCALE: f64;

    /// True where the exact solver should be tried first (only for games
    /// that always end).
    fn try_solve(&self) -> bool;

    /// The search knowledge without its own root solver: the review runs
    /// the solver itself, and the search then looks for the distance to
    /// the end. The same type as the players' knowledge, so the browser
    /// carries one search per game.
    fn review_knowledge() -> Self::Knowledge {
        Self::knowledge()
    }

    /// The exact value and a move of perfect play (`None` once the game
    /// is over) where perfect play settles the position at once; `None`
    /// elsewhere: the review searches.
    fn settled(&self) -> Option<(Value, Option<Self::Move>)> {
        None
    }
}

impl Reviewable for cephalopod::Position {
    const WIN_CHANCE_SCALE: f64 = CEPHALOPOD_WIN_CHANCE_SCALE;

    /// On the boards of perfect play (3×3 and smaller) every position has
    /// its exact value, so the review names each move that changes the
    /// result.
    fn settled(&self) -> Option<(Value, Option<cephalopod::Move>)> {
        super::perfect::settled(self)
    }

    fn try_solve(&self) -> bool {
        self.empty_count() <= REVIEW_SOLVE_EMPTIES
    }

    fn review_knowledge() -> CephalopodKnowledge {
        CephalopodKnowledge {
            solve_empties: 0,
            ..CephalopodKnowledge::default()
        }
    }
}

impl Reviewable for deblockle::Position {
    const WIN_CHANCE_SCALE: f64 = DEBLOCKLE_WIN_CHANCE_SCALE;

    /// Deblockle games can go round in circles: the solver does not apply.
    fn try_solve(&self) -> bool {
        false
    }
}

/// A position's value for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// A search value (100 ≈ a die or a turn).
    Value(i32),
    /// A proven win; `Some(n)`: in n plies (0: the game is won).
    Win(Option<u32>),
    /// A proven loss; `Some(n)`: in n plies (0: the game is lost).
    Loss(Option<u32>),
    /// A proven draw.
    Draw,
}

impl Score {
    /// The mover's chance to win, 0 to 1, with the curve's `scale`.
    #[must_use]
    pub fn win_chance(self, scale: f64) -> f64 {
        match self {
            Score::Value(value) => 1.0 / (1.0 + (-f64::from(value) / scale).exp()),
            Score::Win(_) => 1.0,
            Score::Loss(_) => 0.0,
            Score::Draw => 0.5,
        }
    }

    /// The same value for the other player.
    #[must_use]
    pub fn negated(self) -> Score {
        match self {
            Score::Value(value) => Score::Value(-value),
            Score::Win(plies) => Score::Loss(plies),
            Score::Loss(plies) => Score::Win(plies),
            Score::Draw => Score::Draw,
        }
    }

    /// This score seen one ply earlier by the same player.
    fn one_ply_earlier(self) -> Score {
        let later = |plies: Option<u32>| plies.map(|n| n + 1);
        match self {
            Score::Win(plies) => Score::Win(later(plies)),
            Score::Loss(plies) => Score::Loss(later(plies)),
            other => other,
        }
    }

    /// The score of a finished game for `mover`.
    fn of_outcome(outcome: Outcome, mover: Player) -> Score {
        match outcome.score_for(mover) {
            1 => Score::Win(Some(0)),
            -1 => Score::Loss(Some(0)),
            _ => Score::Draw,
        }
    }

    /// The score of an exact value.
    fn of_value(value: Value) -> Score {
        match value {
            Value::Win(plies) => Score::Win(Some(plies)),
            Value::Draw => Score::Draw,
            Value::Loss(plies) => Score::Loss(Some(plies)),
        }
    }

    /// A search score: proven when past the win bound.
    fn of_search(score: i32) -> Score {
        if score > WIN_BOUND {
            Score::Win(u32::try_from(WIN - score).ok())
        } else if score < -WIN_BOUND {
            Score::Loss(u32::try_from(WIN + score).ok())
        } else {
            Score::Value(score)
        }
    }

    /// -1, 0 or 1 for a proven loss, draw or win; `None` for a value.
    fn proven(self) -> Option<i32> {
        match self {
            Score::Value(_) => None,
            Score::Win(_) => Some(1),
            Score::Loss(_) => Some(-1),
            Score::Draw => Some(0),
        }
    }
}

impl fmt::Display for Score {
    /// `+35`, `-120`, `win in 5`, `loss in 2`, `win`, `won`, `lost`, `draw`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Value(value) => write!(f, "{value:+}"),
            Score::Win(Some(0)) => f.write_str("won"),
            Score::Loss(Some(0)) => f.write_str("lost"),
            Score::Win(Some(n)) => write!(f, "win in {n}"),
            Score::Loss(Some(n)) => write!(f, "loss in {n}"),
            Score::Win(None) => f.write_str("win"),
            Score::Loss(None) => f.write_str("loss"),
            Score::Draw => f.write_str("draw"),
        }
    }
}

/// How good a ply was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Class {
    /// The class of a ply from the mover's scores before and after it
    /// (`scale`: the win chance curve's).
    #[must_use]
    pub fn of(played_best: bool, before: Score, after: Score, scale: f64) -> Class {
        let loss = win_chance_loss(before, after, scale);
        let proven_worse = matches!(
            (before.proven(), after.proven()),
            (Some(was), Some(now)) if now < was
        );
        if played_best || loss < BEST_MARGIN {
            Class::Best
        } else if proven_worse || loss >= BLUNDER_LOSS {
            Class::Blunder
        } else if loss >= MISTAKE_LOSS {
            Class::Mistake
        } else if loss >= INACCURACY_LOSS {
            Class::Inaccuracy
        } else {
            Class::Good
        }
    }

    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Points of win chance (0 to 100) the mover lost going from `before` to
/// `after`; never negative.
#[must_use]
pub fn win_chance_loss(before: Score, after: Score, scale: f64) -> f64 {
    (100.0 * (before.win_chance(scale) - after.win_chance(scale))).max(0.0)
}

/// A ply's accuracy in percent from its loss in points of win chance.
#[must_use]
pub fn move_accuracy(loss: f64) -> f64 {
    100.0 * (-loss / ACCURACY_DECAY).exp()
}

/// One position of the line as the engine sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PositionReview<M> {
    pub to_move: Player,
    /// For `to_move`.
    pub score: Score,
    /// `None` once the game is over.
    pub best: Option<M>,
}

impl<M> PositionReview<M> {
    /// The win chance of `player` here (for a graph from one side's view).
    #[must_use]
    pub fn win_chance_for(&self, player: Player, scale: f64) -> f64 {
        let chance = self.score.win_chance(scale);
        if player == self.to_move {
            chance
        } else {
            1.0 - chance
        }
    }
}

/// One ply: what was played, what the engine preferred, and its class.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlyReview<M> {
    /// From 1.
    pub number: usize,
    pub mover: Player,
    pub played: M,
    /// The engine's best move in the position before the ply.
    pub best: M,
    /// The mover's score before the ply (that of the best move).
    pub before: Score,
    /// The mover's score after the played move.
    pub after: Score,
    /// Points of win chance lost, 0 to 100.
    pub loss: f64,
    pub class: Class,
}

/// A player's totals.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerSummary {
    pub plies: usize,
    /// Mean ply accuracy in percent; `None` without plies.
    pub accuracy: Option<f64>,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
}

/// The whole review of a line.
#[derive(Clone, Debug, PartialEq)]
pub struct Review<M> {
    /// The game's win chance scale, for [`PositionReview::win_chance_for`].
    pub scale: f64,
    /// The start and the position after each ply: one more than `plies`.
    pub positions: Vec<PositionReview<M>>,
    pub plies: Vec<PlyReview<M>>,
}

impl<M> Review<M> {
    /// The totals of `player`'s plies.
    #[must_use]
    pub fn summary(&self, player: Player) -> PlayerSummary {
        let mine: Vec<&PlyReview<M>> = self.plies.iter().filter(|p| p.mover == player).collect();
        let count = |class: Class| mine.iter().filter(|p| p.class == class).count();
        let accuracy = (!mine.is_empty())
            .then(|| mine.iter().map(|p| move_accuracy(p.loss)).sum::<f64>() / mine.len() as f64);
        PlayerSummary {
            plies: mine.len(),
            accuracy,
            inaccuracies: count(Class::Inaccuracy),
            mistakes: count(Class::Mistake),
            blunders: count(Class::Blunder),
        }
    }
}

/// How hard the review looks at each position. With both limits the first
/// reached ends a search; the solver, where tried, gets the same node limit
/// and half the time, before the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewBudget {
    pub nodes: Option<u64>,
    pub movetime_ms: Option<f64>,
    /// Seeds the search's choice between equally good moves.
    pub seed: u64,
}

/// A stop flag that remembers whether it ever said stop.
struct Watched<'a> {
    inner: &'a mut dyn StopFlag,
    stopped: bool,
}

impl StopFlag for Watched<'_> {
    fn should_stop(&mut self) -> bool {
        self.stopped = self.stopped || self.inner.should_stop();
        self.stopped
    }
}

/// A position's review and the depth its search completed.
#[derive(Clone, Copy)]
struct Evaluated<M> {
    review: PositionReview<M>,
    depth: u32,
}

/// `score` of a position whose side to move is `next_mover`, for `mover`.
fn seen_by(mover: Player, next_mover: Player, score: Score) -> Score {
    if mover == next_mover {
        score
    } else {
        score.negated()
    }
}

/// Reviews the line `moves` (each legal in turn) from `start`. `ended`:
/// how the game ended when its history decided it and the last position
/// alone does not show it (Deblockle's third repetition), else `None`.
/// `progress` hears `(done, total)` after each position. `None` when
/// `stop` ended the review early.
///
/// A played move that is not the engine's best is scored by a search of
/// the position after it to one ply less than the search before it
/// reached, so both scores come from the same depth: Cephalopod's
/// evaluation swings with whose turn it is at the horizon, and comparing
/// searches that end on different sides would class every move a mistake.
/// Where the position after the move is proven, its result is used.
pub fn review_line<G: Reviewable>(
    start: &G,
    moves: &[G::Move],
    ended: Option<Outcome>,
    budget: ReviewBudget,
    clock: &dyn Clock,
    stop: &mut dyn StopFlag,
    progress: &mut dyn FnMut(usize, usize),
) -> Option<Review<G::Move>> {
    let mut run = LineReview::new(start, moves, ended, budget);
    while run.done() < run.total() {
        if !run.step(clock, stop) {
            return None;
        }
        progress(run.done(), run.total());
    }
    run.finish(clock, stop)
}

/// [`review_line`] one position at a time, for callers that must do other
/// work in between (the browser's worker reads its messages between
/// positions, so a cancel is seen after the position being searched).
///
/// The search keeps its table and move ordering from one position to the
/// next within a segment of [`REVIEW_SEGMENT`] positions and starts each
/// segment empty, so a position's result depends on the line, its place in
/// it and the budget alone, never on how the segments were shared out:
/// [`review_line_parallel`] reviews the segments on several threads and
/// gives the same review.
pub struct LineReview<G: Reviewable> {
    line: Line<G>,
    searcher: Searcher<G, G::Knowledge>,
    /// One per position reviewed so far; `None` for a forced move, whose
    /// score is the next position's (filled in by `finish`).
    evaluated: Vec<Option<Evaluated<G::Move>>>,
    /// The played move's score at the depth of the search before it.
    searched_after: Vec<Option<Score>>,
    /// The forced move that ends the line, when it does, and the review of
    /// the position past it.
    past_end: Option<(G::Move, PositionReview<G::Move>)>,
}

/// Positions searched one after the other with the same table: the review
/// empties the search's table and move ordering at positions 0, 16, 32, …
/// A segment is the unit of work a parallel review shares out; its warm
/// table makes the search of a position see further (reviews of lines of
/// up to 16 positions are what they were before the review had segments).
pub const REVIEW_SEGMENT: usize = 16;

/// What a review looks at: the same for every position and every thread.
struct Line<G: Reviewable> {
    /// The start and the position after each ply.
    positions: Vec<G>,
    /// Hash keys of `positions`, for the repetition rule.
    keys: Vec<u64>,
    moves: Vec<G::Move>,
    ended: Option<Outcome>,
    budget: ReviewBudget,
}

/// What reviewing one position of a line gives.
#[derive(Clone, Copy)]
struct Reviewed<M> {
    /// `None` for a forced move.
    here: Option<Evaluated<M>>,
    /// The score of the ply that led here, for its mover, when the played
    /// move was not the engine's best (see [`review_line`]).
    after: Option<Score>,
    /// The last position of the line only, when its move is forced: that
    /// move and the review of the position after it.
    past_end: Option<(M, PositionReview<M>)>,
}

/// A searcher for the review.
fn review_searcher<G: Reviewable>(budget: ReviewBudget) -> Searcher<G, G::Knowledge> {
    Searcher::new(G::review_knowledge(), SEARCH_TT_BITS, budget.seed)
}

impl<G: Reviewable> Line<G> {
    fn new(start: &G, moves: &[G::Move], ended: Option<Outcome>, budget: ReviewBudget) -> Self {
        let mut positions = vec![start.clone()];
        for &mv in moves {
            let next = positions[positions.len() - 1].play(mv);
            positions.push(next);
        }
        Line {
            keys: positions.iter().map(Game::hash_key).collect(),
            positions,
            moves: moves.to_vec(),
            ended,
            budget,
        }
    }

    /// The side to move in each position.
    fn to_move(&self) -> Vec<Player> {
        self.positions.iter().map(Game::to_move).collect()
    }

    /// Reviews position `index` with `searcher`, which has just reviewed
    /// the positions of the segment before this one (none at a segment's
    /// start: its tables are emptied there). `previous`: the review of the
    /// position before, when there is one and the ply from it is to be
    /// scored here.
    fn review_at(
        &self,
        searcher: &mut Searcher<G, G::Knowledge>,
        index: usize,
        previous: Option<Evaluated<G::Move>>,
        clock: &dyn Clock,
        stop: &mut Watched<'_>,
    ) -> Reviewed<G::Move> {
        if index.is_multiple_of(REVIEW_SEGMENT) {
            searcher.clear();
        }
        searcher.set_game_history(&self.keys[..index]);
        let budget = self.budget;
        let position = &self.positions[index];
        let last = index + 1 == self.positions.len();
        // Forced moves take the score of the next position, filled in later.
        let here = if let Some(outcome) = self.ended.filter(|_| last) {
            Some(Evaluated {
                review: PositionReview {
                    to_move: position.to_move(),
                    score: Score::of_outcome(outcome, position.to_move()),
                    best: None,
                },
                depth: 0,
            })
        } else if position.outcome().is_none() && position.legal_moves().len() == 1 {
            None
        } else {
            Some(evaluate(searcher, position, budget, None, clock, stop))
        };
        let after = previous
            .filter(|&before| self.searches_after(index - 1, before, here))
            .map(|before| {
                let depth = before.depth.saturating_sub(1);
                let after = evaluate(searcher, position, budget, Some(depth), clock, stop);
                seen_by(
                    before.review.to_move,
                    after.review.to_move,
                    after.review.score,
                )
            });
        // The line stops before a forced move: look past it.
        let past_end = (last && here.is_none()).then(|| {
            let forced = position.legal_moves()[0];
            let past = evaluate(searcher, &position.play(forced), budget, None, clock, stop);
            (forced, past.review)
        });
        Reviewed {
            here,
            after,
            past_end,
        }
    }

    /// Whether ply `ply` (`before`: the review of the position it was
    /// played from, `here`: of the one after it) needs a search of its
    /// own: the played move is not the engine's best, and the position
    /// after it is not proven.
    fn searches_after(
        &self,
        ply: usize,
        before: Evaluated<G::Move>,
        here: Option<Evaluated<G::Move>>,
    ) -> bool {
        let next_proven = here.is_some_and(|h| h.review.score.proven().is_some());
        before.review.best != Some(self.moves[ply]) && !next_proven
    }
}

impl<G: Reviewable> LineReview<G> {
    /// A review of `moves` (each legal in turn) from `start`; `ended` as
    /// for [`review_line`].
    #[must_use]
    pub fn new(
        start: &G,
        moves: &[G::Move],
        ended: Option<Outcome>,
        budget: ReviewBudget,
    ) -> LineReview<G> {
        let line = Line::new(start, moves, ended, budget);
        LineReview {
            evaluated: Vec::with_capacity(line.positions.len()),
            searched_after: vec![None; moves.len()],
            past_end: None,
            line,
            searcher: review_searcher::<G>(budget),
        }
    }

    /// Positions to review: one more than the plies.
    #[must_use]
    pub fn total(&self) -> usize {
        self.line.positions.len()
    }

    /// Positions reviewed so far.
    #[must_use]
    pub fn done(&self) -> usize {
        self.evaluated.len()
    }

    /// Reviews the next position. False when `stop` interrupted it: the
    /// position is then not counted, and the next call starts it again.
    pub fn step(&mut self, clock: &dyn Clock, stop: &mut dyn StopFlag) -> bool {
        let index = self.evaluated.len();
        if index >= self.total() {
            return true;
        }
        let mut stop = Watched {
            inner: stop,
            stopped: false,
        };
        let previous = index.checked_sub(1).and_then(|ply| self.evaluated[ply]);
        let mut reviewed =
            self.line
                .review_at(&mut self.searcher, index, previous, clock, &mut stop);
        // The search of the ply into a segment must leave no trace in the
        // segment's tables: a parallel review scores that ply apart, and
        // the segment starts from its first position's search alone.
        if reviewed.after.is_some() && index.is_multiple_of(REVIEW_SEGMENT) {
            let after = reviewed.after;
            reviewed = self
                .line
                .review_at(&mut self.searcher, index, None, clock, &mut stop);
            reviewed.after = after;
        }
        if stop.stopped {
            return false;
        }
        if let Some(ply) = index.checked_sub(1) {
            self.searched_after[ply] = reviewed.after;
        }
        self.past_end = reviewed.past_end;
        self.evaluated.push(reviewed.here);
        true
    }

    /// The review once every position is done (`None` before). Every
    /// search happens in [`LineReview::step`], the one past a forced move
    /// that ends the line included, so `clock` and `stop` are not used.
    pub fn finish(self, _clock: &dyn Clock, _stop: &mut dyn StopFlag) -> Option<Review<G::Move>> {
        let total = self.total();
        if self.evaluated.len() < total {
            return None;
        }
        let line = &self.line;
        let evaluated: Vec<_> = self.evaluated.iter().map(|e| e.map(|e| e.review)).collect();
        assemble(
            G::WIN_CHANCE_SCALE,
            &line.moves,
            &line.to_move(),
            &evaluated,
            &self.searched_after,
            self.past_end,
        )
    }
}

/// The review from the reviews of the positions (`None`: a forced move,
/// which takes the next position's score), the plies' own scores and, when
/// the line stops before a forced move, that move and the review past it;
/// `None` when that is missing or the lengths do not match. Generic over
/// the moves only: the browser assembles with moves in notation.
fn assemble<M: Clone + PartialEq>(
    scale: f64,
    moves: &[M],
    to_move: &[Player],
    evaluated: &[Option<PositionReview<M>>],
    searched_after: &[Option<Score>],
    past_end: Option<(M, PositionReview<M>)>,
) -> Option<Review<M>> {
    let total = moves.len() + 1;
    if to_move.len() != total || evaluated.len() != total || searched_after.len() != moves.len() {
        return None;
    }
    let mut filled: Vec<PositionReview<M>> = Vec::with_capacity(total);
    for index in (0..total).rev() {
        let review = match &evaluated[index] {
            Some(here) => here.clone(),
            None => {
                // A forced move: the one played, or the one past the end.
                let (forced, next) = match (moves.get(index), filled.last()) {
                    (Some(played), Some(next)) => (played.clone(), next.clone()),
                    _ => past_end.clone()?,
                };
                let mover = to_move[index];
                PositionReview {
                    to_move: mover,
                    score: seen_by(mover, next.to_move, next.score).one_ply_earlier(),
                    best: Some(forced),
                }
            }
        };
        filled.push(review);
    }
    filled.reverse();
    let plies = moves
        .iter()
        .enumerate()
        .map(|(index, played)| {
            let here = &filled[index];
            let next = &filled[index + 1];
            let next_seen = seen_by(here.to_move, next.to_move, next.score);
            let after = if next_seen.proven().is_some() {
                next_seen
            } else if let Some(searched) = searched_after[index] {
                searched
            } else {
                // The engine's own move (or a forced one): its score is
                // the position's.
                here.score
            };
            let best = here.best.clone().unwrap_or_else(|| played.clone());
            let before = here.score;
            PlyReview {
                number: index + 1,
                mover: here.to_move,
                class: Class::of(best == *played, before, after, scale),
                played: played.clone(),
                best,
                before,
                after,
                loss: win_chance_loss(before, after, scale),
            }
        })
        .collect();
    Some(Review {
        scale,
        positions: filled,
        plies,
    })
}

/// [`review_line`] on `threads` threads (at least one), with the same
/// result whatever `threads` is: the segments of [`REVIEW_SEGMENT`]
/// positions are shared out one at a time to whichever thread is free, each
/// thread with its own search tables (2^18 entries), then the plies that
/// lead into a segment and were not the engine's best are scored the same
/// way (the first position of the segment searched again, from empty
/// tables, then the ply's own search, as [`review_line`] does). Nothing
/// stops it; `progress` hears `(done, total)` positions after each one,
/// from any thread. With a time limit in the budget the result depends on
/// the machine's speed, as that of [`review_line`] does.
#[cfg(not(target_arch = "wasm32"))]
pub fn review_line_parallel<G: Reviewable>(
    start: &G,
    moves: &[G::Move],
    ended: Option<Outcome>,
    budget: ReviewBudget,
    threads: usize,
    clock: &(dyn Clock + Sync),
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Review<G::Move> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;

    /// Runs `job(searcher, index)` for every index below `count` on
    /// `threads` threads; the answers in index order.
    fn share_out<G: Reviewable, T: Send>(
        count: usize,
        threads: usize,
        budget: ReviewBudget,
        job: &(impl Fn(&mut Searcher<G, G::Knowledge>, usize) -> T + Sync),
    ) -> Vec<T> {
        let next = AtomicUsize::new(0);
        let answers: Mutex<Vec<(usize, T)>> = Mutex::new(Vec::with_capacity(count));
        let work = || {
            let mut searcher = None;
            loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= count {
                    break;
                }
                let searcher = searcher.get_or_insert_with(|| review_searcher::<G>(budget));
                let answer = job(searcher, index);
                answers
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .push((index, answer));
            }
        };
        let threads = threads.clamp(1, count.max(1));
        std::thread::scope(|scope| {
            for _ in 1..threads {
                scope.spawn(work);
            }
            work();
        });
        let mut answers = answers
            .into_inner()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        answers.sort_by_key(|&(index, _)| index);
        answers.into_iter().map(|(_, answer)| answer).collect()
    }

    let line = Line::new(start, moves, ended, budget);
    let total = line.positions.len();
    let segments = total.div_ceil(REVIEW_SEGMENT);
    let done = AtomicUsize::new(0);
    let reviewed: Vec<Reviewed<G::Move>> =
        share_out::<G, _>(segments, threads, budget, &|searcher, segment| {
            let first = segment * REVIEW_SEGMENT;
            let mut answers: Vec<Reviewed<G::Move>> = Vec::with_capacity(REVIEW_SEGMENT);
            for index in first..total.min(first + REVIEW_SEGMENT) {
                let previous = answers.last().and_then(|r| r.here);
                let mut never = super::NeverStop;
                let mut stop = Watched {
                    inner: &mut never,
                    stopped: false,
                };
                answers.push(line.review_at(searcher, index, previous, clock, &mut stop));
                progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
            }
            answers
        })
        .into_iter()
        .flatten()
        .collect();
    let evaluated: Vec<Option<Evaluated<G::Move>>> = reviewed.iter().map(|r| r.here).collect();
    let mut searched_after: Vec<Option<Score>> = reviewed[1..].iter().map(|r| r.after).collect();
    // The plies into segments 1, 2, …: the first position of the segment
    // again (from empty tables, as before), then the ply's own search.
    let into = share_out::<G, _>(
        segments.saturating_sub(1),
        threads,
        budget,
        &|searcher, k| {
            let index = (k + 1) * REVIEW_SEGMENT;
            let previous = evaluated[index - 1]
                .filter(|&before| line.searches_after(index - 1, before, evaluated[index]))?;
            let mut never = super::NeverStop;
            let mut stop = Watched {
                inner: &mut never,
                stopped: false,
            };
            line.review_at(searcher, index, Some(previous), clock, &mut stop)
                .after
        },
    );
    for (k, after) in into.into_iter().enumerate() {
        searched_after[(k + 1) * REVIEW_SEGMENT - 1] = after;
    }
    let past_end = reviewed.last().and_then(|r| r.past_end);
    let evaluated: Vec<_> = evaluated.iter().map(|e| e.map(|e| e.review)).collect();
    assemble(
        G::WIN_CHANCE_SCALE,
        &line.moves,
        &line.to_move(),
        &evaluated,
        &searched_after,
        past_end,
    )
    .expect("every position of the line is reviewed")
}

/// The score and best move of one position, searched to `depth` when
/// given (a chain of forced moves past the end of the line is followed).
fn evaluate<G: Reviewable>(
    searcher: &mut Searcher<G, G::Knowledge>,
    position: &G,
    budget: ReviewBudget,
    depth: Option<u32>,
    clock: &dyn Clock,
    stop: &mut Watched<'_>,
) -> Evaluated<G::Move> {
    let to_move = position.to_move();
    if let Some(outcome) = position.outcome() {
        return Evaluated {
            review: PositionReview {
                to_move,
                score: Score::of_outcome(outcome, to_move),
                best: None,
            },
            depth: 0,
        };
    }
    // The solver does not poll `stop`: a stop asked for is heard before it.
    if depth.is_none() && stop.should_stop() {
        return Evaluated {
            review: PositionReview {
                to_move,
                score: Score::Draw,
                best: None,
            },
            depth: 0,
        };
    }
    if let Some((value, best)) = depth.is_none().then(|| position.settled()).flatten() {
        return Evaluated {
            review: PositionReview {
                to_move,
                score: Score::of_value(value),
                best,
            },
            depth: 0,
        };
    }
    if depth == Some(0) {
        // The horizon itself: the static value.
        return Evaluated {
            review: PositionReview {
                to_move,
                score: Score::Value(searcher.knowledge.evaluate(position)),
                best: None,
            },
            depth: 0,
        };
    }
    let mut proof = None;
    if depth.is_none() && position.try_solve() {
        let start = clock.now_ms();
        let mut solve_budget = solve::Budget {
            clock,
            stop: &mut *stop,
            deadline_ms: budget
                .movetime_ms
                .map_or(f64::INFINITY, |ms| start + ms / 2.0),
            node_limit: budget.nodes.unwrap_or(u64::MAX),
            nodes: 0,
        };
        proof = solve_with(
            position,
            &searcher.knowledge,
            &mut solve_budget,
            SOLVE_TT_BITS,
        );
    }
    searcher.reseed(budget.seed);
    let limits = Limits {
        time_ms: budget
            .movetime_ms
            .map(|ms| if proof.is_some() { ms / 2.0 } else { ms }),
        nodes: budget.nodes,
        depth,
    };
    let info = searcher.search(position, limits, clock, stop);
    let searched = Score::of_search(info.score);
    let (score, best) = match proof {
        // The search found the same result and how far away it is.
        Some((value, _)) if searched.proven() == Some(value) => (searched, info.best_move),
        Some((value, mv)) => {
            let score = match value {
                1 => Score::Win(None),
                -1 => Score::Loss(None),
                _ => Score::Draw,
            };
            (score, Some(mv))
        }
        None => (searched, info.best_move),
    };
    // A single legal move: the search answers at once without a score.
    if info.depth == 0 && proof.is_none() && position.legal_moves().len() == 1 {
        if let Some(mv) = info.best_move {
            let later = evaluate(searcher, &position.play(mv), budget, depth, clock, stop);
            return Evaluated {
                review: PositionReview {
                    to_move,
                    score: seen_by(to_move, later.review.to_move, later.review.score)
                        .one_ply_earlier(),
                    best: Some(mv),
                },
                depth: later.depth + 1,
            };
        }
    }
    Evaluated {
        review: PositionReview {
            to_move,
            score,
            best,
        },
        depth: info.depth,
    }
}

#[cfg(test)]
mod tests;
