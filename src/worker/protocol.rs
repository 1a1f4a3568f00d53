//! Messages between the page and the engine worker: the requests, the
//! answers and why a request failed. Types only; the worker computes them
//! in `jobs`.

use cubeplay_engine::ai::ThinkError;
use serde::{Deserialize, Serialize};

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
    /// 1 (beginner) to 5 (strongest), or 6: perfect play where the solver
    /// settles the board (`cubeplay_engine::ai::PERFECT_LEVEL`).
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
    /// Only these root moves: this worker's share of a search split across
    /// the pool (see `cubeplay_engine::ai::split`); empty: every move.
    pub only_moves: Vec<String>,
    /// The analysis board: how many best moves to show, each with its
    /// line (0 or 1: one).
    pub lines: u8,
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
    /// Judge a puzzle attempt, or find a hint (see `crate::worker::jobs::puzzle`).
    Puzzle(PuzzleRequest),
    /// Say `Alive` (between two slices of a search): the page's watch on
    /// a worker that stopped answering (see `crate::worker::client`).
    Ping,
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
    Puzzle(PuzzleAnswer),
    /// The answer to `Ping`.
    Alive,
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
    /// Levels are 1 to 6.
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
    /// The worker did not start, or stopped answering (said by the page,
    /// never by the worker: see `crate::worker::client`).
    WorkerLost,
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

/// A question about a puzzle attempt.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRequest {
    /// Set by `AiClient`; the answer carries it back.
    pub id: u32,
    pub game: String,
    /// The puzzle as a line of its file.
    pub puzzle: String,
    /// The moves from the puzzle's start, in notation.
    pub played: Vec<String>,
    /// A hint for the attacker, to move after `played`, rather than a
    /// judgement of the last move.
    pub hint: bool,
}

/// What the answer says; its text is the move (the defence, the
/// refutation or the hint) or, for `Failed`, what was wrong with the
/// request, in English (the page's own requests never fail). Unit variants
/// and one text: the smallest messages to (de)serialise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    Solved,
    /// The text is the defence, or none when the defender cannot move.
    Correct,
    /// The text is the refutation, or none when the move ended the game.
    Wrong,
    /// The text is a winning move, or none when no win is left.
    Hint,
    Failed,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleAnswer {
    pub id: u32,
    pub verdict: Verdict,
    pub text: Option<String>,
}
