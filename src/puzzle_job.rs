//! The worker's puzzle job: judge the player's last move or find a hint
//! (`cubeplay_engine::puzzle`). In the worker because the slowest answers
//! take far longer than a frame (a wrong Cephalopod move: over 200 ms
//! natively, `engine/tests/puzzle_judge.rs` measures them).

use cubeplay_engine::puzzle::{hint, judge_attempt, Judgement, Puzzle};
use cubeplay_engine::{AnyMove, Game, GameKind};
use serde::{Deserialize, Serialize};

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

/// The answer, moves in notation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PuzzleVerdict {
    Solved,
    /// The defence, or none when the defender cannot move.
    Correct(Option<String>),
    /// The refutation, or none when the move ended the game.
    Wrong(Option<String>),
    Hint(Option<String>),
    /// What was wrong with the request, in English (it never happens with
    /// the page's own requests).
    Failed(String),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleAnswer {
    pub id: u32,
    pub verdict: PuzzleVerdict,
}

/// Answers `request` with the engine. Pure: tested natively.
pub fn answer_puzzle(request: &PuzzleRequest) -> PuzzleAnswer {
    PuzzleAnswer {
        id: request.id,
        verdict: verdict(request).unwrap_or_else(PuzzleVerdict::Failed),
    }
}

fn verdict(request: &PuzzleRequest) -> Result<PuzzleVerdict, String> {
    let kind: GameKind = request.game.parse().map_err(|e| format!("{e}"))?;
    let puzzle = Puzzle::parse_line(kind, &request.puzzle).map_err(|e| e.to_string())?;
    let mut position = puzzle.position().clone();
    let mut played: Vec<AnyMove> = Vec::new();
    for text in &request.played {
        let mv = position.parse_move(text).map_err(|e| e.to_string())?;
        position = position.play(mv);
        played.push(mv);
    }
    let text = |mv: AnyMove| mv.to_string();
    if request.hint {
        return Ok(PuzzleVerdict::Hint(hint(&puzzle, &played).map(text)));
    }
    Ok(match judge_attempt(&puzzle, &played)? {
        Judgement::Solved => PuzzleVerdict::Solved,
        Judgement::Correct { defence } => PuzzleVerdict::Correct(defence.map(text)),
        Judgement::Wrong { refutation } => PuzzleVerdict::Wrong(refutation.map(text)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(played: &[&str], hint: bool) -> PuzzleVerdict {
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
        answer.verdict
    }

    #[test]
    fn moves_are_judged_and_hints_given() {
        assert_eq!(ask(&[], true), PuzzleVerdict::Hint(Some("a1".into())));
        assert_eq!(
            ask(&["a1"], false),
            PuzzleVerdict::Correct(Some("a2".into()))
        );
        assert_eq!(ask(&["a2"], false), PuzzleVerdict::Wrong(Some("c3".into())));
        assert_eq!(
            ask(&["a1", "a2", "a4", "c3", "d4"], false),
            PuzzleVerdict::Solved
        );
    }

    #[test]
    fn a_bad_request_is_a_failure_that_says_why() {
        let PuzzleVerdict::Failed(why) = ask(&["z9"], false) else {
            panic!("accepted");
        };
        assert!(why.contains("z9"), "{why}");
        assert_eq!(
            ask(&["a1", "a2"], false),
            PuzzleVerdict::Failed("the moves do not end with a move of the side to win".into())
        );
    }
}
