//! Judging attempts at the repository's puzzles: the solution line is
//! accepted move by move with the line's own defences, wrong first moves
//! are refuted, hints follow the line. The timing test (ignored by default,
//! run it in release) prints the slowest answer the puzzle screen needs.

use std::time::Instant;

use cubeplay_engine::puzzle::{hint, judge_attempt, Judgement, Puzzle, PuzzleFile};
use cubeplay_engine::{AnyMove, Game, GameKind};

fn puzzles(kind: GameKind) -> Vec<Puzzle> {
    let path = format!("{}/../puzzles/{kind}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
    let file = PuzzleFile::parse(&text).unwrap_or_else(|error| panic!("{path}: {error}"));
    file.entries.into_iter().map(|entry| entry.puzzle).collect()
}

fn parse_moves(puzzle: &Puzzle, texts: &str) -> Vec<AnyMove> {
    let mut position = puzzle.position().clone();
    let mut moves = Vec::new();
    for text in texts.split_whitespace() {
        let mv = position.parse_move(text).unwrap();
        position = position.play(mv);
        moves.push(mv);
    }
    moves
}

fn judged(puzzle: &Puzzle, texts: &str) -> String {
    match judge_attempt(puzzle, &parse_moves(puzzle, texts)) {
        Ok(Judgement::Solved) => "solved".to_string(),
        Ok(Judgement::Correct {
            defence: Some(defence),
        }) => format!("correct {defence}"),
        Ok(Judgement::Correct { defence: None }) => "correct, moves again".to_string(),
        Ok(Judgement::Wrong {
            refutation: Some(mv),
        }) => format!("wrong {mv}"),
        Ok(Judgement::Wrong { refutation: None }) => "wrong, game over".to_string(),
        Err(error) => format!("error: {error}"),
    }
}

/// Playing a puzzle's solution line: every attacker move is right, the
/// defender answers with the line's next move, the last move solves it,
/// and the hint before each attacker move is that move.
fn check_line(puzzle: &Puzzle) {
    let line = puzzle.line();
    let mut index = 0;
    while index < line.len() {
        assert_eq!(hint(puzzle, &line[..index]), Some(line[index]));
        let result = judge_attempt(puzzle, &line[..=index]).unwrap();
        if index + 1 == line.len() {
            assert_eq!(result, Judgement::Solved, "{}", puzzle.to_line());
        } else {
            assert_eq!(
                result,
                Judgement::Correct {
                    defence: Some(line[index + 1])
                },
                "{} after {} moves",
                puzzle.to_line(),
                index + 1
            );
        }
        index += 2;
    }
}

#[test]
fn every_solution_line_is_accepted_with_its_own_defences() {
    for kind in [GameKind::Cephalopod, GameKind::Deblockle] {
        for puzzle in puzzles(kind) {
            check_line(&puzzle);
        }
    }
}

#[test]
fn cephalopod_attempts_are_judged_exactly() {
    let all = puzzles(GameKind::Cephalopod);
    // `.b4w1./w6b6.w6/.b6b6w1/.w3b1b1 b`: only a1 wins.
    let first = &all[0];
    assert_eq!(first.first_move().to_string(), "a1");
    assert_eq!(judged(first, "a1"), "correct a2");
    assert_eq!(judged(first, "a1 a2 a4"), "correct c3");
    assert_eq!(judged(first, "a1 a2 a4 c3 d4"), "solved");
    assert_eq!(judged(first, "a2"), "wrong c3");
    assert_eq!(judged(first, "d4"), "wrong a2");
    // A capture that takes one die too few.
    let captures = &all[13];
    assert_eq!(captures.first_move().to_string(), "c3=b3+c2+d3");
    assert_eq!(judged(captures, "c3=b3+c2"), "wrong b3");
    assert_eq!(judged(captures, "c1=c2+d1"), "wrong c3=b3+d3");
    // The last, hardest one.
    let last = all.last().unwrap();
    assert_eq!(judged(last, "a2"), "correct d3");
    assert_eq!(judged(last, "a3"), "wrong d1");
    assert_eq!(judged(last, "b4"), "wrong a3");
}

#[test]
fn deblockle_attempts_are_judged_exactly() {
    let all = puzzles(GameKind::Deblockle);
    // Clear in 1: any other move misses, and the first reply shows it.
    let first = &all[0];
    assert_eq!(judged(first, "d3-d2"), "solved");
    assert_eq!(judged(first, "d3-d4"), "wrong a3-a2");
    let second = &all[13];
    assert_eq!(judged(second, "e2-f2:d3"), "correct c2-b2:a2");
    assert_eq!(judged(second, "e2-f2:d3 c2-b2:a2 d3-d2"), "solved");
    assert_eq!(judged(second, "e2-e3"), "wrong c2-b2:a2");
    let last = all.last().unwrap();
    assert_eq!(judged(last, "e6-d6"), "correct a1-a2:a1");
    assert_eq!(judged(last, "e6-e5:a5"), "wrong a1-a2:a1");
    // A right first move, then a wrong second: its hop lands elsewhere.
    assert_eq!(judged(last, "e6-d6 a1-a2:a1 g6-g5:e6"), "correct a1-a2:a1");
    assert_eq!(judged(last, "e6-d6 a1-a2:a1 g6-g5:f3"), "wrong a1-a2:a1");
    // Off the line (another defence), the hint is worked out, and it wins.
    let after_first = parse_moves(last, "e6-d6");
    let position = last.position().play(after_first[0]);
    let mut checked = 0;
    for defence in position.legal_moves() {
        if defence == last.line()[1] {
            continue;
        }
        let played = [after_first[0], defence];
        let Some(attack) = hint(last, &played) else {
            panic!("no hint after {defence}");
        };
        let result = judge_attempt(last, &[after_first[0], defence, attack]).unwrap();
        assert!(
            matches!(result, Judgement::Correct { .. } | Judgement::Solved),
            "{attack} after {defence}: {result:?}"
        );
        checked += 1;
    }
    assert!(checked > 3, "{checked} other defences");
}

#[test]
fn attempts_that_are_not_the_attackers_turn_are_refused() {
    let puzzle = &puzzles(GameKind::Cephalopod)[0];
    assert_eq!(judged(puzzle, ""), "error: no move was played");
    assert_eq!(
        judged(puzzle, "a1 a2"),
        "error: the moves do not end with a move of the side to win"
    );
    let deblockle = &puzzles(GameKind::Deblockle)[0];
    let foreign = parse_moves(puzzle, "a1");
    assert_eq!(
        judge_attempt(deblockle, &foreign),
        Err("move 1 'a1' is not legal there".to_string())
    );
}

/// The slowest answer of every kind the puzzle screen asks for, over both
/// files: each step of the solution (judge and hint) and every wrong first
/// move.
#[test]
#[ignore = "a measurement: cargo test --release -p cubeplay-engine --test puzzle_judge -- --ignored --nocapture"]
fn slowest_answers() {
    for kind in [GameKind::Cephalopod, GameKind::Deblockle] {
        let mut slowest_line = (0.0f64, String::new());
        let mut slowest_wrong = (0.0f64, String::new());
        let mut wrong_moves = 0;
        for puzzle in puzzles(kind) {
            let start = Instant::now();
            check_line(&puzzle);
            let steps = puzzle.attacker_moves() as f64;
            let per_step = start.elapsed().as_secs_f64() * 1000.0 / steps;
            if per_step > slowest_line.0 {
                slowest_line = (per_step, puzzle.to_line());
            }
            for mv in puzzle.position().legal_moves() {
                if mv == puzzle.first_move() {
                    continue;
                }
                wrong_moves += 1;
                let start = Instant::now();
                let result = judge_attempt(&puzzle, &[mv]).unwrap();
                let millis = start.elapsed().as_secs_f64() * 1000.0;
                assert!(
                    matches!(result, Judgement::Wrong { .. }),
                    "{mv} in {}",
                    puzzle.to_line()
                );
                if millis > slowest_wrong.0 {
                    slowest_wrong = (millis, format!("{mv} in {}", puzzle.to_line()));
                }
            }
        }
        eprintln!(
            "{kind}: slowest solution step (judge + hint) {:.2} ms: {}",
            slowest_line.0, slowest_line.1
        );
        eprintln!(
            "{kind}: slowest of {wrong_moves} wrong first moves {:.2} ms: {}",
            slowest_wrong.0, slowest_wrong.1
        );
    }
}
