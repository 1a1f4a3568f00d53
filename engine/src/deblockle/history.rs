//! A game in progress: the positions so far, for undo and for the
//! repetition draw, which depends on history and so is not part of
//! [`Position`].

use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};

use super::position::{player_name, Move, MoveError, Position};
use super::ParseError;
use crate::game::Outcome;

/// **(chosen, house rule)** A position (board and side to move) occurring
/// for the third time ends the game in a draw; on by default.
pub const REPETITION_DRAW_DEFAULT: bool = true;
/// How many occurrences of one position make the repetition draw.
pub const REPETITION_LIMIT: u32 = 3;

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// A player removed all their blocks.
    AllBlocksRemoved,
    /// Neither player has a legal turn.
    BothStuck,
    /// The same position occurred for the third time.
    Repetition,
}

/// A finished game's result in one line: `Gold wins (all blocks removed)`,
/// `Blue wins (...)` or `draw (neither player can move)`, `draw (third
/// repetition)`. Records and the command line print it.
#[must_use]
pub fn describe_result(outcome: Outcome, ending: Ending) -> String {
    let why = match ending {
        Ending::AllBlocksRemoved => "all blocks removed",
        Ending::BothStuck => "neither player can move",
        Ending::Repetition => "third repetition",
    };
    match outcome {
        Outcome::Win(player) => format!("{} wins ({why})", player_name(player)),
        Outcome::Draw => format!("draw ({why})"),
    }
}

/// A game from a start position: moves played, repetition counts, undo.
#[derive(Clone, Debug)]
pub struct Match {
    positions: Vec<Position>,
    moves: Vec<Move>,
    seen: HashMap<Position, u32, ZobristKey>,
    repetition_draw: bool,
}

/// Hashes a position by its Zobrist key, which is random already: the
/// repetition counts need no SipHash on top (less code in the page's wasm,
/// and faster).
#[derive(Clone, Copy, Debug, Default)]
struct ZobristKey;

impl BuildHasher for ZobristKey {
    type Hasher = KeyHasher;

    fn build_hasher(&self) -> KeyHasher {
        KeyHasher(0)
    }
}

/// Keeps the `u64` a position hashes itself as (see `Hash for Position`).
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        // Only for hashes other than a position's key; never used here.
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 ^= key;
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl Match {
    /// A new game from `start`, with the repetition draw on (the default).
    #[must_use]
    pub fn new(start: Position) -> Match {
        Match::with_repetition_draw(start, REPETITION_DRAW_DEFAULT)
    }

    #[must_use]
    pub fn with_repetition_draw(start: Position, repetition_draw: bool) -> Match {
        let mut seen = HashMap::with_hasher(ZobristKey);
        seen.insert(start.clone(), 1);
        Match {
            positions: vec![start],
            moves: Vec::new(),
            seen,
            repetition_draw,
        }
    }

    #[must_use]
    pub fn repetition_draw(&self) -> bool {
        self.repetition_draw
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        // Never empty: the start position is never removed.
        &self.positions[self.positions.len() - 1]
    }

    #[must_use]
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The moves played so far.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position so far, start first.
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// How often the current position has occurred (1 the first time).
    #[must_use]
    pub fn repetitions(&self) -> u32 {
        self.seen.get(self.position()).copied().unwrap_or(1)
    }

    /// The result, including the repetition draw when it is on.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.ending().map(|(outcome, _)| outcome)
    }

    /// The result and why the game ended.
    #[must_use]
    pub fn ending(&self) -> Option<(Outcome, Ending)> {
        let position = self.position();
        match position.outcome() {
            Some(outcome @ Outcome::Win(_)) => Some((outcome, Ending::AllBlocksRemoved)),
            Some(outcome) => Some((outcome, Ending::BothStuck)),
            None if self.repetition_draw && self.repetitions() >= REPETITION_LIMIT => {
                Some((Outcome::Draw, Ending::Repetition))
            }
            None => None,
        }
    }

    /// Legal moves now; empty once the game is over (repetition included).
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        self.position().legal_moves()
    }

    /// Plays a move after checking it is legal and the game is not over.
    pub fn play(&mut self, mv: Move) -> Result<(), MoveError> {
        if self.outcome().is_some() {
            return Err(MoveError::GameOver);
        }
        let next = self.position().try_play(mv)?;
        *self.seen.entry(next.clone()).or_insert(0) += 1;
        self.positions.push(next);
        self.moves.push(mv);
        Ok(())
    }

    /// Reads a move in notation and plays it.
    pub fn play_notation(&mut self, text: &str) -> Result<Move, ParseError> {
        let illegal = |reason| ParseError::IllegalMove {
            text: text.to_string(),
            reason,
        };
        if self.outcome().is_some() {
            return Err(illegal(MoveError::GameOver));
        }
        let mv = self.position().parse_move(text)?;
        self.play(mv).map_err(illegal)?;
        Ok(mv)
    }

    /// Takes back the last move; `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        if let Some(position) = self.positions.pop() {
            if let Some(count) = self.seen.get_mut(&position) {
                *count -= 1;
                if *count == 0 {
                    self.seen.remove(&position);
                }
            }
        }
        Some(mv)
    }
}
