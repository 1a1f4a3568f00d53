//! The perfect-play solver of small Cephalopod boards: exact values of the
//! smallest empty boards, a plain minimax with distances on random
//! positions, and the existing exact solver (`ai::solve`) wherever it
//! proves a result.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use cubeplay_engine::ai::{solve_with, FrozenClock, NeverStop, NoKnowledge, SolveBudget};
use cubeplay_engine::cephalopod::solver::{solve, Progress, Solver, Value, REPORTED_PLIES};
use cubeplay_engine::cephalopod::Position;
use cubeplay_engine::rng::SplitMix64;

/// The value by plain minimax on the positions themselves: no packed keys,
/// no symmetries, no colour swap, no pruning.
fn plain(position: &Position, memo: &mut HashMap<Position, Value>) -> Value {
    if let Some(outcome) = position.outcome() {
        return match outcome.score_for(position.to_move()) {
            1 => Value::Win(0),
            -1 => Value::Loss(0),
            _ => Value::Draw,
        };
    }
    if let Some(&value) = memo.get(position) {
        return value;
    }
    let value = position
        .legal_moves()
        .into_iter()
        .map(|mv| plain(&position.play(mv), memo).before_move())
        .max()
        .expect("a position still played has moves");
    memo.insert(position.clone(), value);
    value
}

/// Positions of seeded random games on `rows`×`cols`, with at most
/// `max_empty` empty squares (all of a game's positions once it is there).
fn random_positions(rows: u8, cols: u8, games: u64, max_empty: u32) -> Vec<Position> {
    let mut out = Vec::new();
    for game in 0..games {
        let mut rng = SplitMix64::new(1000 * u64::from(rows) + 10 * u64::from(cols) + game);
        let mut position = Position::new_empty(rows, cols).unwrap();
        while !position.is_game_over() {
            if position.empty_count() <= max_empty {
                out.push(position.clone());
            }
            let moves = position.legal_moves();
            position = position.play(moves[rng.index_below(moves.len())]);
        }
    }
    out
}

fn moves_text(position: &Position, value: Value) -> Vec<String> {
    let solution = solve(position).unwrap();
    assert_eq!(solution.value, value, "{position}");
    solution
        .moves
        .iter()
        .map(|(mv, value)| format!("{mv} {value}"))
        .collect()
}

#[test]
fn the_smallest_empty_boards() {
    let empty = |rows, cols| Position::new_empty(rows, cols).unwrap();
    assert_eq!(
        moves_text(&empty(2, 2), Value::Draw),
        ["a1 draw", "b1 draw", "a2 draw", "b2 draw"]
    );
    // White to move loses 2×3 and 3×2 whatever the first move.
    assert!(moves_text(&empty(2, 3), Value::Loss(26))
        .iter()
        .all(|text| text.ends_with("loss in 26")));
    assert!(moves_text(&empty(3, 2), Value::Loss(26))
        .iter()
        .all(|text| text.ends_with("loss in 26")));
}

#[test]
fn the_empty_2x4_board_is_a_draw() {
    let solution = solve(&Position::new_empty(2, 4).unwrap()).unwrap();
    assert_eq!(solution.value, Value::Draw);
}

/// A memo that forgets (room for two thirds of the positions 2×4 keeps,
/// then a third) searches more, and finds the same value for every move, as
/// it does on random positions of 2×3 and 3×2.
#[test]
fn a_memo_that_forgets_finds_the_same_values() {
    let empty = Position::new_empty(2, 4).unwrap();
    let full = solve(&empty).unwrap();
    for bytes in [1 << 20, 512 << 10] {
        let mut bounded = Solver::with_memo_bytes(2, 4, bytes).unwrap();
        assert_eq!(bounded.solve(&empty).unwrap(), full);
        assert!(bounded.memory_bytes() <= bytes);
    }
    for (rows, cols) in [(2, 3), (3, 2)] {
        // Room for 256 positions of the 1,595 a full memo keeps on 2×3.
        let mut bounded = Solver::with_memo_bytes(rows, cols, 2 << 10).unwrap();
        for position in random_positions(rows, cols, 6, 6) {
            assert_eq!(
                bounded.solve(&position).unwrap(),
                solve(&position).unwrap(),
                "{position}"
            );
        }
    }
}

/// About 5 s (the engine is optimised in test builds, Cargo.toml).
#[test]
fn white_wins_the_empty_3x3_board_in_52_plies() {
    let solution = solve(&Position::new_empty(3, 3).unwrap()).unwrap();
    assert_eq!(solution.value, Value::Win(52));
    assert!(solution
        .moves
        .iter()
        .all(|&(_, value)| value == Value::Win(52)));
}

#[test]
fn values_and_distances_match_a_plain_minimax() {
    let mut checked = 0;
    for (rows, cols, games, max_empty) in [(2, 2, 20, 4), (2, 3, 6, 6), (3, 2, 6, 6), (3, 3, 4, 2)]
    {
        let mut memo = HashMap::new();
        let mut solver = Solver::new(rows, cols).unwrap();
        for position in random_positions(rows, cols, games, max_empty) {
            let expected = plain(&position, &mut memo);
            let solution = solver.solve(&position).unwrap();
            assert_eq!(solution.value, expected, "{position}");
            for (mv, value) in solution.moves {
                let after = plain(&position.play(mv), &mut memo).before_move();
                assert_eq!(value, after, "{position} {mv}");
            }
            // A fresh solver agrees with one that has seen the game so far.
            assert_eq!(solve(&position).unwrap().value, expected, "{position}");
            checked += 1;
        }
    }
    assert!(checked > 150, "{checked}");
}

#[test]
fn values_agree_with_the_existing_solver_wherever_it_proves_one() {
    let (mut proven, mut total) = (0, 0);
    for (rows, cols, games) in [(2, 2, 10), (2, 3, 10), (3, 2, 10), (3, 3, 12)] {
        let mut solver = Solver::new(rows, cols).unwrap();
        for position in random_positions(rows, cols, games, 9) {
            total += 1;
            let mut stop = NeverStop;
            let mut budget = SolveBudget {
                clock: &FrozenClock,
                stop: &mut stop,
                deadline_ms: f64::INFINITY,
                node_limit: 20_000,
                nodes: 0,
            };
            let Some((sign, mv)) = solve_with(&position, &NoKnowledge, &mut budget, 16) else {
                continue;
            };
            proven += 1;
            let solution = solver.solve(&position).unwrap();
            assert_eq!(solution.value.sign(), sign, "{position}");
            // The existing solver's move achieves the value too.
            let (_, value) = solution
                .moves
                .iter()
                .find(|(candidate, _)| *candidate == mv)
                .unwrap();
            assert_eq!(value.sign(), sign, "{position} {mv}");
        }
    }
    assert!(proven > 100 && proven * 2 > total, "{proven} of {total}");
}

#[test]
fn perfect_play_keeps_the_value_and_picks_a_best_move() {
    let mut checked = 0;
    for (rows, cols, games, max_empty) in [(2, 3, 6, 6), (3, 2, 6, 6), (3, 3, 4, 2)] {
        let mut memo = HashMap::new();
        let mut solver = Solver::new(rows, cols).unwrap();
        for position in random_positions(rows, cols, games, max_empty) {
            let (mv, value) = solver.best_move(&position).unwrap().expect("not over");
            let expected = plain(&position, &mut memo);
            assert_eq!(value, expected, "{position}");
            // The move keeps exactly the position's value: the fastest win,
            // the slowest loss.
            assert_eq!(
                plain(&position.play(mv), &mut memo).before_move(),
                expected,
                "{position} {mv}"
            );
            // It is the first such move in the legal moves' order.
            let first = position
                .legal_moves()
                .into_iter()
                .find(|&m| plain(&position.play(m), &mut memo).before_move() == expected);
            assert_eq!(Some(mv), first, "{position}");
            checked += 1;
        }
    }
    assert!(checked > 60, "{checked}");
    let over: Position = "w1w1/b1w1 b".parse().unwrap();
    assert_eq!(Solver::new(2, 2).unwrap().best_move(&over).unwrap(), None);
}

/// Perfect play as White on the empty 3×3 board against level 5: every
/// move keeps the win, and the game is won within the 52 plies best play
/// by Black would last.
#[test]
fn perfect_play_wins_the_empty_3x3_board_against_level_5() {
    use cubeplay_engine::ai::{think, ThinkOptions};
    use cubeplay_engine::{GameKind, Outcome, Player};

    let mut solver = Solver::new(3, 3).unwrap();
    let mut position = Position::new_empty(3, 3).unwrap();
    let mut plies = 0;
    while !position.is_game_over() {
        let mv = if position.to_move() == Player::First {
            let (mv, value) = solver.best_move(&position).unwrap().unwrap();
            assert!(
                matches!(value, Value::Win(d) if d + plies <= 52),
                "{position} {value}"
            );
            mv
        } else {
            let options = ThinkOptions {
                movetime_ms: Some(f64::INFINITY),
                nodes: Some(20_000),
                ..ThinkOptions::default()
            };
            let text = position.to_string();
            let answer = think(
                GameKind::Cephalopod,
                &text,
                &options,
                5,
                1,
                &FrozenClock,
                &mut || false,
            )
            .unwrap();
            answer.best_move.parse().unwrap()
        };
        position = position.play(mv);
        plies += 1;
    }
    assert_eq!(
        position.outcome(),
        Some(Outcome::Win(Player::First)),
        "{position}"
    );
    assert!(plies <= 52, "{plies}");
}

/// Level 6 is perfect play where the solver settles the board (the same
/// move as `Solver::best_move`, with its distance) and level 5 elsewhere.
#[test]
fn level_6_is_perfect_play_on_small_boards() {
    use cubeplay_engine::ai::{ThinkOptions, Thinker, PERFECT_LEVEL};
    use cubeplay_engine::GameKind;

    let options = ThinkOptions {
        movetime_ms: Some(f64::INFINITY),
        nodes: Some(5_000),
        ..ThinkOptions::default()
    };
    // One thinker, as a worker keeps one: its solver remembers the game.
    let mut thinker = Thinker::new();
    let mut ask = |text: &str, options: &ThinkOptions| {
        thinker
            .think(
                GameKind::Cephalopod,
                text,
                options,
                PERFECT_LEVEL,
                1,
                &FrozenClock,
                &mut || false,
            )
            .unwrap()
    };
    let mut solver = Solver::new(3, 3).unwrap();
    for position in random_positions(3, 3, 2, 3) {
        let answer = ask(&position.to_string(), &options);
        let (mv, value) = solver.best_move(&position).unwrap().unwrap();
        assert_eq!(answer.best_move, mv.to_string(), "{position}");
        let mate_in = match value {
            Value::Win(plies) => Some(plies as i32),
            Value::Loss(plies) => Some(-(plies as i32)),
            Value::Draw => None,
        };
        assert_eq!(answer.mate_in, mate_in, "{position}");
    }
    // A capture begun on the board: the best capture from that square.
    let begun = ThinkOptions {
        starting_with: "a1=".to_string(),
        ..options.clone()
    };
    assert_eq!(ask("w1b1/.w1 b", &begun).best_move, "a1=a2+b1");
    // 5×5 is not settled: level 5's search answers with a legal move.
    let answer = ask("...../...../...../...../..... w", &options);
    let empty: Position = "...../...../...../...../..... w".parse().unwrap();
    assert!(empty.parse_move(&answer.best_move).is_ok());
    assert!(answer.nodes > 0 && answer.depth > 0);
}

/// A long solve tells where it is: every answer told is borne out by the
/// value found, and with no interval every move entered on the first
/// plies is told.
#[test]
fn every_answer_told_agrees_with_the_value() {
    for (rows, cols) in [(2, 3), (3, 2), (2, 4)] {
        let told: Arc<Mutex<Vec<Progress>>> = Arc::default();
        let mut solver = Solver::new(rows, cols).unwrap();
        let sink = told.clone();
        solver.tell_progress(Duration::ZERO, move |progress| {
            sink.lock().unwrap().push(progress.clone());
        });
        let value = solver
            .value(&Position::new_empty(rows, cols).unwrap())
            .unwrap();
        let told = told.lock().unwrap();
        let answers: Vec<&Progress> = told.iter().filter(|p| p.answer.is_some()).collect();
        assert!(answers.len() >= 2, "{rows}x{cols}: {answers:?}");
        for progress in &answers {
            assert_eq!(
                progress.answer,
                Some(value >= progress.at_least),
                "{rows}x{cols}: {progress:?} but the value is {value}"
            );
        }
        // The last answer is the last report: nothing is searched after.
        assert!(told.last().unwrap().answer.is_some());
        assert!(told.windows(2).all(|pair| pair[0].nodes <= pair[1].nodes));
        let entered: Vec<&Progress> = told.iter().filter(|p| p.answer.is_none()).collect();
        assert!(entered
            .iter()
            .all(|p| (1..=REPORTED_PLIES).contains(&p.path.len())
                && p.path
                    .iter()
                    .all(|&(place, moves)| 1 <= place && place <= moves)));
        assert!(entered.iter().any(|p| p.path.len() == REPORTED_PLIES));
        // The first report is the root's first move.
        assert_eq!(
            entered.first().unwrap().path,
            vec![(1, usize::from(rows) * usize::from(cols))]
        );
    }
}

/// `solve_telling` tells the position's value, then each move's in the
/// order of the legal moves, each the value its solution gives, and with
/// helper threads the same values.
#[test]
fn every_proven_value_is_told_in_order() {
    use cubeplay_engine::cephalopod::solver::Proven;
    for (rows, cols, helpers) in [(2, 3, 0), (3, 2, 1), (2, 4, 2)] {
        for position in random_positions(rows, cols, 3, 5) {
            let mut told = Vec::new();
            let mut solver = Solver::with_memo_bytes(rows, cols, 1 << 20).unwrap();
            let solution = solver
                .solve_telling(&position, helpers, |proven| told.push(*proven))
                .unwrap();
            let expected: Vec<Proven> = std::iter::once(Proven::Position(solution.value))
                .chain(
                    solution
                        .moves
                        .iter()
                        .map(|&(mv, value)| Proven::Move(mv, value)),
                )
                .collect();
            assert_eq!(told, expected, "{position}");
            assert_eq!(
                solution,
                Solver::new(rows, cols).unwrap().solve(&position).unwrap()
            );
        }
    }
}
