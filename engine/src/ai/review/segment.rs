//! A review shared out by segments among independent workers (the
//! browser's pool of engine workers): each worker reviews one segment of
//! [`REVIEW_SEGMENT`] positions from empty tables, and the ply that leads
//! into the next segment, and sends back a [`SegmentReview`] as one line of
//! text; [`assemble_segments`] puts the segments together, moves in
//! notation and without knowing the game, into the review
//! [`super::review_line`] gives, whatever worker did which segment.

use std::fmt;

use super::{
    assemble, review_searcher, Evaluated, Line, PositionReview, Review, ReviewBudget, Reviewable,
    Score, Watched, REVIEW_SEGMENT,
};
use crate::ai::{Clock, NeverStop, Searcher, StopFlag};
use crate::game::{Outcome, Player};

/// One position of a segment: its side to move, its review (`None`: a
/// forced move) with the best move in notation, and the score of the ply
/// that led to it when that ply needed a search of its own (never for the
/// segment's first position).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SegmentPosition {
    pub to_move: Player,
    pub here: Option<(Score, Option<String>)>,
    pub after: Option<Score>,
}

/// What reviewing one segment gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SegmentReview {
    pub segment: usize,
    pub positions: Vec<SegmentPosition>,
    /// The score of the ply into the next segment, when it needed a search.
    pub into_next: Option<Score>,
    /// At the end of a line that stops before a forced move: that move and
    /// the review of the position past it.
    pub past_end: Option<(String, Player, Score)>,
}

/// Why a segment's text does not read: the word (from 0) that does not,
/// and its text (empty when the line ended before it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SegmentTextError {
    pub word: usize,
    pub text: String,
}

impl fmt::Display for SegmentTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "segment review: word {} `{}` does not read",
            self.word, self.text
        )
    }
}

impl std::error::Error for SegmentTextError {}

/// Why segments do not assemble into a review of the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SegmentError {
    /// No review of this segment was given.
    Missing(usize),
    /// This segment's review is not of this line (out of range, given
    /// twice, of the wrong length, or without the review past the end).
    Mismatch(usize),
}

impl fmt::Display for SegmentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SegmentError::Missing(s) => write!(f, "segment {s} is missing"),
            SegmentError::Mismatch(s) => write!(f, "segment {s} does not fit the line"),
        }
    }
}

impl std::error::Error for SegmentError {}

/// `35`, `-120`, `W5`, `W`, `L0`, `L`, `D`; `_` for none.
fn score_text(score: Option<Score>) -> String {
    let plies = |n: Option<u32>| n.map_or(String::new(), |n| n.to_string());
    match score {
        None => "_".to_string(),
        Some(Score::Value(v)) => v.to_string(),
        Some(Score::Win(n)) => format!("W{}", plies(n)),
        Some(Score::Loss(n)) => format!("L{}", plies(n)),
        Some(Score::Draw) => "D".to_string(),
    }
}

/// [`score_text`] read back: `Some(None)` for `_`.
fn parse_score(text: &str) -> Option<Option<Score>> {
    let plies = |rest: &str| match rest {
        "" => Some(None),
        _ => rest.parse().ok().map(Some),
    };
    let score = match text.split_at_checked(1)? {
        ("_", "") => return Some(None),
        ("D", "") => Score::Draw,
        ("W", rest) => Score::Win(plies(rest)?),
        ("L", rest) => Score::Loss(plies(rest)?),
        _ => Score::Value(text.parse().ok()?),
    };
    Some(Some(score))
}

fn player_text(player: Player) -> &'static str {
    match player {
        Player::First => "1",
        _ => "2",
    }
}

fn parse_player(text: &str) -> Option<Player> {
    match text {
        "1" => Some(Player::First),
        "2" => Some(Player::Second),
        _ => None,
    }
}

impl SegmentReview {
    /// One line: `seg S INTO PAST` then `MOVER,SCORE,BEST,AFTER` for each
    /// position; `PAST` is `MOVE,MOVER,SCORE`; `_` for none
    /// (`seg 2 -35 _ 1,35,c3,_ 2,_,_,-120`).
    #[must_use]
    pub fn to_text(&self) -> String {
        let past = self
            .past_end
            .as_ref()
            .map_or("_".to_string(), |(mv, mover, score)| {
                format!("{mv},{},{}", player_text(*mover), score_text(Some(*score)))
            });
        let mut text = format!("seg {} {} {past}", self.segment, score_text(self.into_next));
        for position in &self.positions {
            let (score, best) = match &position.here {
                Some((score, best)) => (Some(*score), best.as_deref().unwrap_or("_")),
                None => (None, "_"),
            };
            text.push_str(&format!(
                " {},{},{best},{}",
                player_text(position.to_move),
                score_text(score),
                score_text(position.after)
            ));
        }
        text
    }

    /// Reads [`SegmentReview::to_text`]'s line.
    pub fn from_text(text: &str) -> Result<SegmentReview, SegmentTextError> {
        let words: Vec<&str> = text.split(' ').collect();
        let mut review = SegmentReview {
            segment: 0,
            positions: Vec::new(),
            into_next: None,
            past_end: None,
        };
        // At least one position.
        for at in 0..words.len().max(5) {
            let word = words.get(at).copied().unwrap_or("");
            let fields: Vec<&str> = word.split(',').collect();
            let read = match (at, &fields[..]) {
                (0, _) => (word == "seg").then_some(()),
                (1, _) => word.parse().ok().map(|s| review.segment = s),
                (2, _) => parse_score(word).map(|s| review.into_next = s),
                (3, ["_"]) => Some(()),
                (3, [mv, mover, score]) => parse_player(mover)
                    .zip(parse_score(score).flatten())
                    .map(|(mover, score)| review.past_end = Some((mv.to_string(), mover, score))),
                (3, _) => None,
                (_, [mover, score, best, after]) => (|| {
                    review.positions.push(SegmentPosition {
                        to_move: parse_player(mover)?,
                        here: parse_score(score)?
                            .map(|score| (score, (*best != "_").then(|| best.to_string()))),
                        after: parse_score(after)?,
                    });
                    Some(())
                })(),
                _ => None,
            };
            if read.is_none() {
                return Err(SegmentTextError {
                    word: at,
                    text: word.to_string(),
                });
            }
        }
        Ok(review)
    }
}

/// The review of a line of `played` moves (notation) from the reviews of
/// all its segments, in any order, with the game's win chance `scale`. Only
/// reads and checks them: no search, no game rules.
pub fn assemble_segments(
    scale: f64,
    played: &[String],
    segments: &[SegmentReview],
) -> Result<Review<String>, SegmentError> {
    let total = played.len() + 1;
    let count = total.div_ceil(REVIEW_SEGMENT);
    let mut to_move = vec![Player::First; total];
    let mut evaluated: Vec<Option<PositionReview<String>>> = vec![None; total];
    let mut searched_after: Vec<Option<Score>> = vec![None; played.len()];
    let mut seen = vec![false; count];
    let mut past_end = None;
    for review in segments {
        let s = review.segment;
        let mismatch = SegmentError::Mismatch(s);
        if seen.get(s) != Some(&false) {
            return Err(mismatch);
        }
        seen[s] = true;
        let first = s * REVIEW_SEGMENT;
        let end = total.min(first + REVIEW_SEGMENT);
        if review.positions.len() != end - first {
            return Err(mismatch);
        }
        for (index, position) in (first..end).zip(&review.positions) {
            to_move[index] = position.to_move;
            evaluated[index] = position.here.clone().map(|(score, best)| PositionReview {
                to_move: position.to_move,
                score,
                best,
            });
            if let Some(ply) = index.checked_sub(1) {
                searched_after[ply] = position.after;
            }
        }
        if end < total {
            searched_after[end - 1] = review.into_next;
        } else {
            past_end = review.past_end.clone().map(|(mv, mover, score)| {
                let past = PositionReview {
                    to_move: mover,
                    score,
                    best: None,
                };
                (mv, past)
            });
        }
    }
    if let Some(missing) = seen.iter().position(|&s| !s) {
        return Err(SegmentError::Missing(missing));
    }
    assemble(
        scale,
        played,
        &to_move,
        &evaluated,
        &searched_after,
        past_end,
    )
    .ok_or(SegmentError::Mismatch(count - 1))
}

/// A line to review by segments: [`SegmentedReview::start`] a segment,
/// then [`SegmentedReview::step`] until it gives the segment's review
/// (anywhere, in any order), then [`assemble_segments`].
pub struct SegmentedReview<G: Reviewable> {
    line: Line<G>,
    run: Option<SegmentRun<G>>,
}

/// A segment under review.
struct SegmentRun<G: Reviewable> {
    searcher: Searcher<G, G::Knowledge>,
    review: SegmentReview,
    /// Its first position and the one past its end.
    first: usize,
    end: usize,
    previous: Option<Evaluated<G::Move>>,
}

impl<G: Reviewable> SegmentedReview<G> {
    /// The line `moves` from `start`; `ended` as for [`super::review_line`].
    #[must_use]
    pub fn new(
        start: &G,
        moves: &[G::Move],
        ended: Option<Outcome>,
        budget: ReviewBudget,
    ) -> SegmentedReview<G> {
        SegmentedReview {
            line: Line::new(start, moves, ended, budget),
            run: None,
        }
    }

    /// Positions to review: one more than the plies.
    #[must_use]
    pub fn total(&self) -> usize {
        self.line.positions.len()
    }

    /// How many segments the line has.
    #[must_use]
    pub fn segments(&self) -> usize {
        self.total().div_ceil(REVIEW_SEGMENT)
    }

    /// Starts segment `segment` from empty tables; false when the line has
    /// no such segment.
    pub fn start(&mut self, segment: usize) -> bool {
        let total = self.total();
        let Some(first) = segment.checked_mul(REVIEW_SEGMENT).filter(|&f| f < total) else {
            return false;
        };
        self.run = Some(SegmentRun {
            searcher: review_searcher::<G>(self.line.budget),
            review: SegmentReview {
                segment,
                positions: Vec::new(),
                into_next: None,
                past_end: None,
            },
            first,
            end: total.min(first + REVIEW_SEGMENT),
            previous: None,
        });
        true
    }

    /// Positions of the started segment reviewed so far.
    #[must_use]
    pub fn done(&self) -> usize {
        self.run
            .as_ref()
            .map_or(0, |run| run.review.positions.len())
    }

    /// Reviews the next position of the started segment, or last the ply
    /// into the next segment as [`super::review_line`] scores it (the next
    /// segment's first position searched from empty tables, then the
    /// ply's own search) when it needs a search: the segment's review once
    /// it is complete. One search or two at a time, so a worker can read
    /// its messages in between. When `stop` says stop, the step is undone
    /// and the next call does it again.
    pub fn step(&mut self, clock: &dyn Clock, stop: &mut dyn StopFlag) -> Option<SegmentReview> {
        let line = &self.line;
        let run = self.run.as_mut()?;
        let mut stop = Watched {
            inner: stop,
            stopped: false,
        };
        let index = run.first + run.review.positions.len();
        if index < run.end {
            let reviewed = line.review_at(&mut run.searcher, index, run.previous, clock, &mut stop);
            if stop.stopped {
                return None;
            }
            run.review.positions.push(SegmentPosition {
                to_move: line.positions[index].to_move(),
                here: reviewed
                    .here
                    .map(|h| (h.review.score, h.review.best.map(|mv| mv.to_string()))),
                after: reviewed.after,
            });
            run.review.past_end = reviewed
                .past_end
                .map(|(mv, past)| (mv.to_string(), past.to_move, past.score));
            run.previous = reviewed.here;
            if index + 1 < run.end || self.ply_to_search().is_some() {
                return None;
            }
        } else {
            let before = self.ply_to_search()?;
            let run = self.run.as_mut()?;
            let end = run.end;
            let reviewed = line.review_at(&mut run.searcher, end, Some(before), clock, &mut stop);
            if stop.stopped {
                return None;
            }
            run.review.into_next = reviewed.after;
        }
        self.run.take().map(|run| run.review)
    }

    /// The review of the segment's last position when the ply from it into
    /// the next segment is not the engine's best (it needs a search).
    fn ply_to_search(&self) -> Option<Evaluated<G::Move>> {
        let run = self.run.as_ref()?;
        run.previous.filter(|b| {
            run.end < self.total() && b.review.best != Some(self.line.moves[run.end - 1])
        })
    }

    /// [`SegmentedReview::start`] and [`SegmentedReview::step`] to the end:
    /// the segment's review; `progress` hears each position done. `None`
    /// for a segment the line does not have.
    pub fn review_segment(
        &mut self,
        segment: usize,
        clock: &dyn Clock,
        progress: &mut dyn FnMut(),
    ) -> Option<SegmentReview> {
        if !self.start(segment) {
            return None;
        }
        loop {
            let before = self.done();
            let review = self.step(clock, &mut NeverStop);
            if review.as_ref().map_or(self.done(), |r| r.positions.len()) > before {
                progress();
            }
            if review.is_some() {
                return review;
            }
        }
    }
}
