//! Messages between the page and the engine worker.

use cubeplay_engine::ai::review::any::AnyLineReview;
use cubeplay_engine::ai::review::ReviewBudget;
use cubeplay_engine::ai::{Clock, ThinkError, ThinkOptions, ThinkResult, Thinker};
use cubeplay_engine::record::Record;
use cubeplay_engine::{deblockle, AnyPosition, GameKind};
use serde::{Deserialize, Serialize};

use crate::game::review::GameReview;
use crate::worker::jobs::puzzle::{PuzzleAnswer, PuzzleRequest};

/// What the page asks of the AI: a move for the side to move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ThinkRequest {
    /// Chosen by the page; the answer carries it back so a late answer to
    /// an abandoned request is recognised and dropped.
    pub id: u32,
    /// `cephalopod` or `deblockle`.
    pub game: String,
    /// The position in the game's notation.
    pub position: String,
    /// 1 (beginner) to 5 (strongest).
    pub level: u8,
    /// Time for the move; `None` uses the level's default.
    pub movetime_ms: Option<f64>,
    /// Deblockle's no-adjacent-blocks variant.
    pub no_adjacent: bool,
    /// Deblockle: earlier positions of the game (for the repetition rule).
    pub history: Vec<String>,
    pub seed: u64,
    /// A hint continues the turn begun on the board: only moves whose
    /// notation starts with this (see `ThinkOptions::starting_with`).
    pub starting_with: String,
}

/// A job for the engine worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum WorkerRequest {
    /// Count the game tree below `position` to `depth` plies.
    Perft {
        game: String,
        position: String,
        depth: u32,
    },
    /// Find a move. A newer `Think` replaces any search still running.
    Think(ThinkRequest),
    /// Stop the search `id` without answering it.
    Cancel { id: u32 },
    /// Review a whole game (record text), position by position.
    Review { id: u32, record: String },
    /// Stop the review `id`; it answers nothing more.
    CancelReview { id: u32 },
    /// Judge a puzzle attempt, or find a hint (see `crate::worker::jobs::puzzle`).
    Puzzle(PuzzleRequest),
    /// Analyse a position live at the strongest level (the request's level,
    /// time and seed are not used): the best line so far after every slice
    /// that improved it, until the search is done or cancelled. A newer
    /// `Analyse` replaces the one running.
    Analyse(ThinkRequest),
}

/// The AI's move and how it found it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thought {
    pub id: u32,
    pub best_move: String,
    /// For the side to move, in hundredths of a die or a turn.
    pub score: i32,
    /// A proven win (> 0) or loss (< 0) in that many plies.
    pub mate_in: Option<i32>,
    pub depth: u32,
    /// Nodes searched for this move, over all the worker's slices.
    pub nodes: u64,
    /// Principal variation in notation, space-separated.
    pub pv: String,
    /// From the worker receiving the request to its answer.
    pub millis: f64,
    /// Of `millis`, the time spent searching (the rest is the worker's
    /// event loop between slices).
    pub search_millis: f64,
}

/// The worker's answer to one request.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum WorkerResponse {
    /// `count` is a decimal string: perft counts can exceed 64 bits.
    Perft {
        count: String,
        millis: f64,
    },
    Thought(Thought),
    /// The request could not be carried out; `failure` says why, as data
    /// the page words in its reader's language.
    Failed {
        id: Option<u32>,
        failure: Failure,
    },
    /// `done` of `total` positions of review `id` are reviewed.
    ReviewProgress {
        id: u32,
        done: usize,
        total: usize,
    },
    /// The finished review: the payloads of its `#@review 1` lines, the
    /// start's first (see `crate::game::review`).
    Reviewed {
        id: u32,
        lines: Vec<String>,
    },
    Puzzle(PuzzleAnswer),
    /// The live analysis so far (`id` is the request's; `depth` 0: the
    /// only legal move, not searched). Lines stop coming when the search
    /// ends by itself: a proven result, the only move, or
    /// `ANALYSIS_LIMIT_MS` spent.
    Analysis(Thought),
}

/// Why the worker could not answer. The engine's errors are typed but not
/// serialisable (the engine has no dependencies), so this names the kind of
/// failure and carries the text it was about: the page reads that text
/// again with the same engine to get the typed reason and translate it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Failure {
    /// The game name is neither `cephalopod` nor `deblockle`.
    UnknownGame { found: String },
    /// The UCT baseline needs at least one playout.
    NoPlayouts,
    /// Levels are 1 to 5.
    BadLevel(u8),
    /// The position `text` of `game` does not parse (under Deblockle's
    /// no-adjacent variant when `no_adjacent`).
    BadPosition {
        game: String,
        text: String,
        no_adjacent: bool,
    },
    /// Earlier position `index` of the request's history does not parse.
    BadHistory {
        game: String,
        index: usize,
        text: String,
        no_adjacent: bool,
    },
    /// There is no move to choose.
    GameOver,
    /// The search was dropped: replaced by a newer one, or cancelled.
    Stopped { replaced: bool },
    /// The record `text` given for a review does not read.
    BadRecord { text: String },
}

impl Failure {
    /// The failure of `think` for `request`.
    pub fn of_think(error: &ThinkError, request: &ThinkRequest) -> Failure {
        match error {
            ThinkError::NoPlayouts => Failure::NoPlayouts,
            ThinkError::BadLevel(level) => Failure::BadLevel(*level),
            ThinkError::BadPosition { text, .. } => Failure::BadPosition {
                game: request.game.clone(),
                text: text.clone(),
                no_adjacent: request.no_adjacent,
            },
            ThinkError::BadHistory { index, text, .. } => Failure::BadHistory {
                game: request.game.clone(),
                index: *index,
                text: text.clone(),
                no_adjacent: request.no_adjacent,
            },
            ThinkError::GameOver => Failure::GameOver,
        }
    }
}

/// The longest a live analysis searches one position.
pub const ANALYSIS_LIMIT_MS: f64 = 20_000.0;

/// The first slice of a live analysis; each next one is twice as long, up
/// to `ANALYSIS_SLICE_MAX_MS`: every slice searches again from the start
/// (with the tables of the slices before), so longer slices get deeper,
/// while a move on the board waits at most one slice.
pub const ANALYSIS_SLICE_MS: f64 = 100.0;
pub const ANALYSIS_SLICE_MAX_MS: f64 = 1600.0;

/// The length of slice `index` (from 0) of a live analysis.
pub fn analysis_slice_ms(index: u32) -> f64 {
    (ANALYSIS_SLICE_MS * 2f64.powi(index.min(16) as i32)).min(ANALYSIS_SLICE_MAX_MS)
}

/// Whether a slice's line `found` is better to show than `shown`: deeper,
/// or for the same depth and move a longer best line (the table that
/// carries a line on may have lost part of it to newer entries).
pub fn is_better(shown: Option<&Thought>, found: &Thought) -> bool {
    let Some(shown) = shown else {
        return true;
    };
    let moves = |thought: &Thought| thought.pv.split(' ').count();
    found.depth > shown.depth
        || found.depth == shown.depth
            && found.best_move == shown.best_move
            && moves(found) > moves(shown)
}

/// The answer to request `id` from the engine's result; the page-side
/// timings are the search's own until the worker adds its waits.
fn thought_of(id: u32, result: ThinkResult) -> Thought {
    Thought {
        id,
        best_move: result.best_move,
        score: result.score,
        mate_in: result.mate_in,
        depth: result.depth,
        nodes: result.nodes,
        pv: result.pv.join(" "),
        millis: result.elapsed_ms,
        search_millis: result.elapsed_ms,
    }
}

/// Searches `request` until `slice_end_ms`; `started_ms` is when the
/// analysis began. As in `think_slice`, each slice searches again from
/// the start and the tables kept in `thinker` carry it deeper. The flag
/// says whether the analysis is over (always after a failure).
pub fn analysis_slice(
    thinker: &mut Thinker,
    request: &ThinkRequest,
    clock: &dyn Clock,
    started_ms: f64,
    slice_end_ms: f64,
) -> (WorkerResponse, bool) {
    let failed = |failure| {
        let id = Some(request.id);
        (WorkerResponse::Failed { id, failure }, true)
    };
    let kind: GameKind = match request.game.parse() {
        Ok(kind) => kind,
        Err(error) => return failed(Failure::UnknownGame { found: error.found }),
    };
    let options = ThinkOptions {
        movetime_ms: Some((slice_end_ms - clock.now_ms()).max(1.0)),
        no_adjacent: request.no_adjacent,
        history: request.history.clone(),
        ..ThinkOptions::default()
    };
    let mut never = || false;
    match thinker.think(kind, &request.position, &options, 5, 1, clock, &mut never) {
        Ok(result) => {
            let done = result.depth == 0
                || result.mate_in.is_some()
                || clock.now_ms() - started_ms >= ANALYSIS_LIMIT_MS;
            let thought = thought_of(request.id, result);
            (WorkerResponse::Analysis(thought), done)
        }
        Err(error) => failed(Failure::of_think(&error, request)),
    }
}

/// Carries out a perft request with the engine. Pure: tested natively too.
/// Calls the engine directly (not its command line), so the worker's wasm
/// carries no CLI code.
pub fn compute_perft(game: &str, position: &str, depth: u32) -> WorkerResponse {
    let count = game
        .parse::<GameKind>()
        .map_err(|error| Failure::UnknownGame { found: error.found })
        .and_then(|kind| {
            AnyPosition::parse(kind, position, deblockle::Rules::default()).map_err(|_| {
                Failure::BadPosition {
                    game: game.to_string(),
                    text: position.to_string(),
                    no_adjacent: false,
                }
            })
        })
        .map(|start| perft_of(&start, depth));
    match count {
        Ok(count) => WorkerResponse::Perft {
            count: count.to_string(),
            millis: 0.0,
        },
        Err(failure) => WorkerResponse::Failed { id: None, failure },
    }
}

/// Perft of either game, counted on the game's own type (no conversion of
/// moves per node). The app's counts are small (the home page's check), so
/// Cephalopod keeps the generic perft too: the fast one in
/// `cephalopod::perft` adds about 13 KB gzipped to the download.
fn perft_of(position: &AnyPosition, depth: u32) -> u128 {
    use cubeplay_engine::perft::perft;
    match position {
        AnyPosition::Cephalopod(position) => perft(position, depth),
        AnyPosition::Deblockle(position) => perft(position, depth),
    }
}

/// Outcome of one slice of thinking.
pub enum SliceOutcome {
    /// The search ended by itself: here is the answer.
    Done(WorkerResponse),
    /// The slice ran out first; call again to go on. `nodes`: what the
    /// slice searched (for the move's node count and speed).
    Unfinished { nodes: u64 },
}

/// Runs the search for `request` until `deadline_ms` (the move's end) or
/// `slice_end_ms`, whichever comes first. Interrupted searches are simply
/// restarted in the next slice: the transposition table kept in `thinker`
/// makes the finished part nearly free to redo.
pub fn think_slice(
    thinker: &mut Thinker,
    request: &ThinkRequest,
    clock: &dyn Clock,
    deadline_ms: f64,
    slice_end_ms: f64,
) -> SliceOutcome {
    let kind: GameKind = match request.game.parse() {
        Ok(kind) => kind,
        Err(error) => {
            return SliceOutcome::Done(WorkerResponse::Failed {
                id: Some(request.id),
                failure: Failure::UnknownGame { found: error.found },
            })
        }
    };
    let remaining = (deadline_ms - clock.now_ms()).max(1.0);
    let options = ThinkOptions {
        movetime_ms: Some(remaining),
        no_adjacent: request.no_adjacent,
        history: request.history.clone(),
        starting_with: request.starting_with.clone(),
        ..ThinkOptions::default()
    };
    let mut sliced = false;
    let mut stop = || {
        if clock.now_ms() >= slice_end_ms && slice_end_ms < deadline_ms {
            sliced = true;
        }
        sliced
    };
    let result = thinker.think(
        kind,
        &request.position,
        &options,
        request.level,
        request.seed,
        clock,
        &mut stop,
    );
    if sliced {
        let nodes = result.map_or(0, |result| result.nodes);
        return SliceOutcome::Unfinished { nodes };
    }
    SliceOutcome::Done(match result {
        Ok(result) => WorkerResponse::Thought(thought_of(request.id, result)),
        Err(error) => WorkerResponse::Failed {
            id: Some(request.id),
            failure: Failure::of_think(&error, request),
        },
    })
}

/// The review's strength, apart from the player levels: each position
/// gets this much search (a move that is not the engine's best gets one
/// more search of the position after it, to one ply less). Cephalopod
/// positions with few empty squares first go to the exact solver for half
/// the time, so Cephalopod gets more: enough to prove most 3×3 positions
/// in the browser. A 41-ply Deblockle game takes 2.5 to 3.0 s there.
pub fn review_budget(game: GameKind) -> ReviewBudget {
    ReviewBudget {
        nodes: None,
        movetime_ms: Some(match game {
            GameKind::Cephalopod => 150.0,
            GameKind::Deblockle => 60.0,
        }),
        seed: 1,
    }
}

/// A review in progress, of either game.
pub struct ReviewRun(AnyLineReview);

impl ReviewRun {
    /// A review of the game in `record` (record text).
    pub fn new(
        record: &str,
        budget_of: fn(GameKind) -> ReviewBudget,
    ) -> Result<ReviewRun, Failure> {
        let kept = Record::parse(record).map_err(|_| Failure::BadRecord {
            text: record.to_string(),
        })?;
        Ok(ReviewRun(AnyLineReview::of_record(&kept, budget_of)))
    }

    /// Reviews the next position; gives how many of how many are done.
    pub fn step(&mut self, clock: &dyn Clock) -> (usize, usize) {
        self.0.step(clock, &mut || false)
    }

    /// The review's lines once every position is done.
    pub fn finish(self, clock: &dyn Clock) -> Option<Vec<String>> {
        let review = self.0.finish(clock, &mut || false)?;
        Some(GameReview::of(&review).payloads())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perft_request_is_answered_with_the_exact_count() {
        assert_eq!(
            compute_perft("cephalopod", ".../.../... w", 4),
            WorkerResponse::Perft {
                count: "3256".into(),
                millis: 0.0
            }
        );
    }

    #[test]
    fn unknown_game_is_a_failure() {
        assert_eq!(
            compute_perft("chess", "", 1),
            WorkerResponse::Failed {
                id: None,
                failure: Failure::UnknownGame {
                    found: "chess".into()
                }
            }
        );
        assert_eq!(
            compute_perft("deblockle", "xyz", 1),
            WorkerResponse::Failed {
                id: None,
                failure: Failure::BadPosition {
                    game: "deblockle".into(),
                    text: "xyz".into(),
                    no_adjacent: false
                }
            }
        );
    }

    /// A clock that advances 1 ms each time it is read: slices end quickly
    /// and deterministically.
    struct TickingClock(std::cell::Cell<f64>);

    impl Clock for TickingClock {
        fn now_ms(&self) -> f64 {
            let now = self.0.get() + 1.0;
            self.0.set(now);
            now
        }
    }

    fn request(position: &str) -> ThinkRequest {
        ThinkRequest {
            id: 7,
            game: "cephalopod".into(),
            position: position.into(),
            level: 5,
            movetime_ms: None,
            no_adjacent: false,
            history: Vec::new(),
            seed: 1,
            starting_with: String::new(),
        }
    }

    #[test]
    fn a_sliced_search_ends_with_a_legal_move() {
        let clock = TickingClock(std::cell::Cell::new(0.0));
        let mut thinker = Thinker::new();
        let request = request("...../...../...../...../..... w");
        let deadline = 400.0;
        let mut slices = 0;
        let answer = loop {
            slices += 1;
            let slice_end = clock.now_ms() + 50.0;
            match think_slice(&mut thinker, &request, &clock, deadline, slice_end) {
                SliceOutcome::Done(answer) => break answer,
                SliceOutcome::Unfinished { .. } => assert!(slices < 100, "never finished"),
            }
        };
        let WorkerResponse::Thought(thought) = answer else {
            panic!("expected a move, got {answer:?}");
        };
        assert_eq!(thought.id, 7);
        let position: cubeplay_engine::cephalopod::Position =
            "...../...../...../...../..... w".parse().unwrap();
        assert!(position.parse_move(&thought.best_move).is_ok());
        assert!(slices > 1, "the search was never sliced");
    }

    fn line(depth: u32, best_move: &str, pv: &str) -> Thought {
        Thought {
            id: 9,
            best_move: best_move.into(),
            score: 10,
            mate_in: None,
            depth,
            nodes: 1,
            pv: pv.into(),
            millis: 1.0,
            search_millis: 1.0,
        }
    }

    #[test]
    fn a_line_is_shown_when_deeper_or_longer() {
        let shown = line(6, "a1", "a1 b2 c3");
        assert!(is_better(None, &line(1, "a1", "a1")));
        assert!(is_better(Some(&shown), &line(7, "e5", "e5")));
        // The same depth cut short, or another move as good: the shown line stays.
        assert!(!is_better(Some(&shown), &line(6, "a1", "a1")));
        assert!(!is_better(Some(&shown), &line(6, "e5", "e5 d4 c3 b2")));
        assert!(!is_better(Some(&shown), &line(5, "e5", "e5 d4 c3 b2 a1")));
        assert!(is_better(Some(&shown), &line(6, "a1", "a1 b2 c3 d4")));
    }

    #[test]
    fn slices_grow_to_their_longest() {
        let lengths: Vec<f64> = (0..7).map(analysis_slice_ms).collect();
        assert_eq!(
            lengths,
            [100.0, 200.0, 400.0, 800.0, 1600.0, 1600.0, 1600.0]
        );
        assert_eq!(analysis_slice_ms(u32::MAX), 1600.0);
    }

    /// Lines of a live analysis of `position`, slice after slice, until done.
    fn analysis_lines(position: &str, slices: usize) -> Vec<(Thought, bool)> {
        let clock = TickingClock(std::cell::Cell::new(0.0));
        let mut thinker = Thinker::new();
        let mut lines = Vec::new();
        for _ in 0..slices {
            let slice_end = clock.now_ms() + 300.0;
            match analysis_slice(&mut thinker, &request(position), &clock, 0.0, slice_end) {
                (WorkerResponse::Analysis(thought), done) => {
                    lines.push((thought, done));
                    if done {
                        break;
                    }
                }
                other => panic!("expected a line, got {other:?}"),
            }
        }
        lines
    }

    #[test]
    fn a_live_analysis_goes_deeper_slice_after_slice() {
        let lines = analysis_lines("...../...../...../...../..... w", 6);
        assert_eq!(lines.len(), 6);
        assert!(lines.iter().all(|(line, done)| line.id == 7 && !done));
        let depths: Vec<u32> = lines.iter().map(|(line, _)| line.depth).collect();
        assert!(
            depths.windows(2).all(|pair| pair[0] <= pair[1]),
            "{depths:?}"
        );
        assert!(depths[5] > depths[0], "{depths:?}");
        // The best line starts with the best move, a legal move here.
        let (last, _) = &lines[5];
        let position: cubeplay_engine::cephalopod::Position =
            "...../...../...../...../..... w".parse().unwrap();
        assert!(last.pv.starts_with(&last.best_move), "{}", last.pv);
        assert!(position.parse_move(&last.best_move).is_ok());
    }

    #[test]
    fn a_live_analysis_ends_on_the_only_move_or_the_end_of_the_game() {
        // White to move on a 2x2 board with one square left: one move.
        let lines = analysis_lines("w1b1/w1. b", 3);
        assert_eq!(lines.len(), 1);
        assert_eq!((lines[0].0.depth, lines[0].1), (0, true));
        assert_eq!(lines[0].0.pv, "b1=a1+b2");
        // A full board is answered with the game's end.
        let clock = TickingClock(std::cell::Cell::new(0.0));
        let full = analysis_slice(
            &mut Thinker::new(),
            &request("w1b1/w1b1 w"),
            &clock,
            0.0,
            50.0,
        );
        assert_eq!(
            full,
            (
                WorkerResponse::Failed {
                    id: Some(7),
                    failure: Failure::GameOver
                },
                true
            )
        );
    }

    #[test]
    fn a_bad_position_is_reported_with_the_request_id() {
        let clock = TickingClock(std::cell::Cell::new(0.0));
        let outcome = think_slice(&mut Thinker::new(), &request("xyz"), &clock, 100.0, 50.0);
        let SliceOutcome::Done(WorkerResponse::Failed { id, failure }) = outcome else {
            panic!("expected a failure");
        };
        assert_eq!(id, Some(7));
        assert_eq!(
            failure,
            Failure::BadPosition {
                game: "cephalopod".into(),
                text: "xyz".into(),
                no_adjacent: false
            }
        );
    }

    #[test]
    fn the_review_has_its_own_strength() {
        assert_eq!(review_budget(GameKind::Deblockle).movetime_ms, Some(60.0));
        assert_eq!(review_budget(GameKind::Cephalopod).movetime_ms, Some(150.0));
    }

    #[test]
    fn a_review_goes_position_by_position_and_ends_with_its_lines() {
        let record = "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"3x3\"]\n[Start \"w1w6w1/.b6b1/b1.b1 w\"]\n\n1. b1=a1+c1\n2. c1=b1+c2\n";
        let budget = |_| ReviewBudget {
            nodes: Some(30_000),
            movetime_ms: None,
            seed: 1,
        };
        let Ok(mut run) = ReviewRun::new(record, budget) else {
            panic!("the record reads");
        };
        let clock = cubeplay_engine::ai::FrozenClock;
        let progress: Vec<(usize, usize)> = (0..3).map(|_| run.step(&clock)).collect();
        assert_eq!(progress, [(1, 3), (2, 3), (3, 3)]);
        let lines = run.finish(&clock).unwrap();
        // Proven: White wins only with a2=a1+a3; b1=a1+c1 hands Black the
        // win.
        assert_eq!(lines[0], "win");
        assert!(
            lines[1].starts_with("blunder 100.0 a2=a1+a3 loss"),
            "{lines:?}"
        );
        assert_eq!(lines.len(), 3);
        assert!(matches!(
            ReviewRun::new("cubeplay-record 1\n[Game \"chess\"]\n", budget),
            Err(Failure::BadRecord { .. })
        ));
    }
}
