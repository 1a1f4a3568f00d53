//! The worker's puzzle job: judge the player's last move or find a hint
//! (`cubeplay_engine::puzzle`). In the worker because the slowest answers
//! take far longer than a frame (a wrong Cephalopod move: over 200 ms
//! natively, `engine/tests/puzzle_judge.rs` measures them).

use std::fmt;

use cubeplay_engine::puzzle::{hint, judge_attempt, FieldError, Judgement, Puzzle};
use cubeplay_engine::{AnyMove, AnyParseError, Game, GameKind, UnknownGame};

use crate::worker::protocol::{PuzzleAnswer, PuzzleRequest, Verdict};

/// Answers `request` with the engine. Pure: tested natively.
pub fn answer_puzzle(request: &PuzzleRequest) -> PuzzleAnswer {
    let (verdict, text) =
        verdict(request).unwrap_or_else(|why| (Verdict::Failed, Some(why.to_string())));
    PuzzleAnswer {
        id: request.id,
        verdict,
        text,
    }
}

/// Why a puzzle request gets no verdict. The page shows its text (the
/// answer's `text` with `Verdict::Failed`), the engine's words for it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum PuzzleRequestError {
    UnknownGame(UnknownGame),
    BadPuzzle(FieldError),
    /// A move played that does not read in its position.
    BadMove(AnyParseError),
    /// Moves the judge cannot judge (the engine says why in words).
    Unjudged(String),
}

impl fmt::Display for PuzzleRequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleRequestError::UnknownGame(error) => error.fmt(f),
            PuzzleRequestError::BadPuzzle(error) => error.fmt(f),
            PuzzleRequestError::BadMove(error) => error.fmt(f),
            PuzzleRequestError::Unjudged(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for PuzzleRequestError {}

fn verdict(request: &PuzzleRequest) -> Result<(Verdict, Option<String>), PuzzleRequestError> {
    let kind: GameKind = request
        .game
        .parse()
        .map_err(PuzzleRequestError::UnknownGame)?;
    let puzzle =
        Puzzle::parse_line(kind, &request.puzzle).map_err(PuzzleRequestError::BadPuzzle)?;
    let mut position = puzzle.position().clone();
    let mut played: Vec<AnyMove> = Vec::new();
    for text in &request.played {
        let mv = position
            .parse_move(text)
            .map_err(PuzzleRequestError::BadMove)?;
        position = position.play(mv);
        played.push(mv);
    }
    let (verdict, mv) = if request.hint {
        (Verdict::Hint, hint(&puzzle, &played))
    } else {
        match judge_attempt(&puzzle, &played).map_err(PuzzleRequestError::Unjudged)? {
            Judgement::Solved => (Verdict::Solved, None),
            Judgement::Correct { defence } => (Verdict::Correct, defence),
            Judgement::Wrong { refutation } => (Verdict::Wrong, refutation),
        }
    };
    Ok((verdict, mv.map(|mv| mv.to_string())))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(played: &[&str], hint: bool) -> (Verdict, Option<String>) {
        let request = PuzzleRequest {
            id: 7,
            game: "cephalopod".to_string(),
            puzzle:
                ".b4w1./w6b6.w6/.b6b6w1/.w3b1b1 b | Size=4x4 Goal=win | a1 | a1 a2 a4 c3 d4 | 305"
                    .to_string(),
            played: played.iter().map(|mv| mv.to_string()).collect(),
            hint,
        };
        let answer = answer_puzzle(&request);
        assert_eq!(answer.id, 7);
        (answer.verdict, answer.text)
    }

    #[test]
    fn moves_are_judged_and_hints_given() {
        assert_eq!(ask(&[], true), (Verdict::Hint, Some("a1".into())));
        assert_eq!(ask(&["a1"], false), (Verdict::Correct, Some("a2".into())));
        assert_eq!(ask(&["a2"], false), (Verdict::Wrong, Some("c3".into())));
        assert_eq!(
            ask(&["a1", "a2", "a4", "c3", "d4"], false),
            (Verdict::Solved, None)
        );
    }

    #[test]
    fn a_bad_request_is_a_failure_that_says_why() {
        let (Verdict::Failed, Some(why)) = ask(&["z9"], false) else {
            panic!("accepted");
        };
        assert!(why.contains("z9"), "{why}");
        assert_eq!(
            ask(&["a1", "a2"], false),
            (
                Verdict::Failed,
                Some("the moves do not end with a move of the side to win".into())
            )
        );
    }

    #[test]
    fn a_request_error_says_why_in_the_engines_words() {
        use cubeplay_engine::cephalopod::ParseError;
        use cubeplay_engine::puzzle::Field;
        let texts: Vec<String> = [
            PuzzleRequestError::UnknownGame(UnknownGame {
                found: "go".to_string(),
            }),
            PuzzleRequestError::BadPuzzle(FieldError::new(Field::Options, "no goal")),
            PuzzleRequestError::BadMove(AnyParseError::Cephalopod(ParseError::UnknownSquare {
                square: "z9".to_string(),
                rows: 4,
                cols: 4,
            })),
            PuzzleRequestError::Unjudged("no moves to judge".to_string()),
        ]
        .iter()
        .map(ToString::to_string)
        .collect();
        assert_eq!(
            texts,
            [
                "unknown game 'go' (expected cephalopod or deblockle)",
                "options: no goal",
                "square z9 is not on the 4×4 board",
                "no moves to judge",
            ]
        );
    }
}
