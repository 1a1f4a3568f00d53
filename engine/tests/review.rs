//! The computer's review (`ai::review`) and `cubeplay-cli analyse`, on 3×3
//! Cephalopod games the solver proves from the start position
//! `w1w6w1/.b6b1/b1.b1 w`: White wins only with `a2=a1+a3`; `b1=a1+c1`
//! hands the win to Black.

use cubeplay_engine::ai::review::{review_line, Class, LineReview, Review, ReviewBudget, Score};
use cubeplay_engine::ai::FrozenClock;
use cubeplay_engine::cephalopod::{Move, Position};
use cubeplay_engine::cli::run;
use cubeplay_engine::record::Record;
use cubeplay_engine::{Outcome, Player};

/// Enough for the solver to prove every position of these games.
const BUDGET: ReviewBudget = ReviewBudget {
    nodes: Some(30_000),
    movetime_ms: None,
    seed: 1,
};

fn data(name: &str) -> String {
    format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn cli(words: &[&str]) -> Result<String, String> {
    let argv: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    run(&argv).map_err(|e| e.0)
}

/// The start and moves of a recorded Cephalopod game.
fn game(name: &str) -> (Position, Vec<Move>) {
    let text = std::fs::read_to_string(data(name)).unwrap();
    let record = Record::parse(&text).unwrap();
    let (positions, moves) = record.cephalopod().unwrap();
    (positions[0].clone(), moves.to_vec())
}

fn reviewed(start: &Position, moves: &[Move]) -> Review<Move> {
    reviewed_ending(start, moves, None)
}

/// The review of a line whose ending the history decided (`outcome`).
fn reviewed_ending(start: &Position, moves: &[Move], outcome: Option<Outcome>) -> Review<Move> {
    let mut never = || false;
    review_line(
        start,
        moves,
        outcome,
        BUDGET,
        &FrozenClock,
        &mut never,
        &mut |_, _| {},
    )
    .unwrap()
}

#[test]
fn handing_over_a_proven_win_is_a_blunder_and_the_winning_move_is_shown() {
    let (start, moves) = game("review_blunder_3x3.txt");
    let mut progress = Vec::new();
    let mut never = || false;
    let review = review_line(
        &start,
        &moves,
        None,
        BUDGET,
        &FrozenClock,
        &mut never,
        &mut |done, total| progress.push((done, total)),
    )
    .unwrap();
    assert_eq!(progress.len(), 23);
    assert_eq!(progress.last(), Some(&(23, 23)));
    assert_eq!(review.positions.len(), moves.len() + 1);

    let blunder = review.plies[0];
    assert_eq!(blunder.played.to_string(), "b1=a1+c1");
    assert_eq!(blunder.class, Class::Blunder);
    assert_eq!(
        (blunder.before, blunder.after),
        (Score::Win(None), Score::Loss(None))
    );
    assert_eq!(blunder.loss, 100.0);
    assert_eq!(blunder.best.to_string(), "a2=a1+a3");
    // The move shown wins: after it, Black (to move) is proven lost.
    let after_best = reviewed(&start.play(blunder.best), &[]);
    assert_eq!(after_best.positions[0].to_move, Player::Second);
    assert!(matches!(after_best.positions[0].score, Score::Loss(_)));

    // Every other ply keeps the proven result, so none is worse than best.
    assert!(review.plies[1..].iter().all(|ply| ply.class == Class::Best));
    let white = review.summary(Player::First);
    assert_eq!((white.plies, white.blunders, white.mistakes), (11, 1, 0));
    // (0.674 % for the blunder + 10 × 100 %) / 11.
    assert!((white.accuracy.unwrap() - 90.97).abs() < 0.01);
    let black = review.summary(Player::Second);
    assert_eq!(
        (black.plies, black.blunders, black.accuracy),
        (11, 0, Some(100.0))
    );
    // The last position is the end of the game, Black's win.
    let end = review.positions[22];
    assert_eq!(
        (end.to_move, end.score, end.best),
        (Player::First, Score::Loss(Some(0)), None)
    );
}

#[test]
fn a_best_play_game_has_no_blunders() {
    let (start, moves) = game("review_best_3x3.txt");
    let review = reviewed(&start, &moves);
    let final_position = moves.iter().fold(start.clone(), |pos, &mv| pos.play(mv));
    assert_eq!(final_position.outcome(), Some(Outcome::Win(Player::First)));
    assert_eq!(review.plies[0].before, Score::Win(None));
    assert_eq!(review.plies[0].after, Score::Win(Some(23)));
    for player in Player::BOTH {
        let summary = review.summary(player);
        assert_eq!(
            (summary.inaccuracies, summary.mistakes, summary.blunders),
            (0, 0, 0)
        );
        assert_eq!(summary.accuracy, Some(100.0));
    }
    // The loser's moves are all lost: proven losses, one ply nearer each time.
    let black: Vec<Score> = review
        .plies
        .iter()
        .filter(|ply| ply.mover == Player::Second)
        .map(|ply| ply.before)
        .collect();
    assert_eq!(black.len(), 12);
    assert_eq!(black[0], Score::Loss(Some(23)));
    assert_eq!(black[11], Score::Loss(Some(1)));
}

#[test]
fn a_review_is_the_same_for_the_same_seed_and_budget() {
    let (start, moves) = game("review_short_3x3.txt");
    assert_eq!(reviewed(&start, &moves), reviewed(&start, &moves));
}

#[test]
fn a_review_goes_one_position_at_a_time_and_a_stopped_step_is_redone() {
    let (start, moves) = game("review_blunder_3x3.txt");
    let mut run = LineReview::new(&start, &moves, None, BUDGET);
    assert_eq!((run.done(), run.total()), (0, moves.len() + 1));
    let mut stop = || true;
    assert!(!run.step(&FrozenClock, &mut stop));
    assert_eq!(run.done(), 0);
    let mut never = || false;
    let mut steps = 0;
    while run.done() < run.total() {
        assert!(run.step(&FrozenClock, &mut never));
        steps += 1;
        assert_eq!(run.done(), steps);
    }
    let review = run.finish(&FrozenClock, &mut never).unwrap();
    // The stopped search left entries in the table, so an equally good
    // best move may differ; the scores and classes may not.
    let whole = reviewed(&start, &moves);
    let scores =
        |review: &Review<Move>| review.positions.iter().map(|p| p.score).collect::<Vec<_>>();
    let classes = |review: &Review<Move>| review.plies.iter().map(|p| p.class).collect::<Vec<_>>();
    assert_eq!(scores(&review), scores(&whole));
    assert_eq!(classes(&review), classes(&whole));
    assert_eq!(review.plies[0].class, Class::Blunder);
}

#[test]
fn a_record_of_either_game_is_reviewed_with_moves_in_notation() {
    use cubeplay_engine::ai::review::any::AnyLineReview;
    let text = std::fs::read_to_string(data("review_blunder_3x3.txt")).unwrap();
    let record = Record::parse(&text).unwrap();
    let budget = |_| BUDGET;
    let mut run = AnyLineReview::of_record(&record, budget);
    let mut never = || false;
    let mut last = (0, 0);
    for _ in 0..23 {
        last = run.step(&FrozenClock, &mut never);
    }
    assert_eq!(last, (23, 23));
    let review = run.finish(&FrozenClock, &mut never).unwrap();
    assert_eq!(review.plies[0].played, "b1=a1+c1");
    assert_eq!(review.plies[0].best, "a2=a1+a3");
    assert_eq!(review.plies[0].class, Class::Blunder);
    let deblockle =
        Record::parse(&std::fs::read_to_string(data("review_deblockle.txt")).unwrap()).unwrap();
    let mut run = AnyLineReview::of_record(&deblockle, budget);
    assert_eq!(run.step(&FrozenClock, &mut never), (1, 4));
}

#[test]
fn a_stopped_review_gives_nothing() {
    let (start, moves) = game("review_short_3x3.txt");
    let mut stop = || true;
    assert_eq!(
        review_line(
            &start,
            &moves,
            None,
            BUDGET,
            &FrozenClock,
            &mut stop,
            &mut |_, _| {}
        ),
        None
    );
}

#[test]
fn analyse_prints_one_line_per_ply_then_the_summary() {
    let path = data("review_short_3x3.txt");
    let output = cli(&[
        "analyse",
        "cephalopod",
        "--record",
        &path,
        "--nodes",
        "30000",
    ])
    .unwrap();
    assert_eq!(
        output,
        "1. White b1=a1+c1 | before win | after loss | blunder | best a2=a1+a3\n\
         2. Black c1=b1+c2 | before win | after win in 20 | best | best c1=b1+c2\n\
         3. White c2=c1+c3 | before loss in 20 | after loss in 19 | best | best a1\n\
         4. Black b1 | before win in 19 | after win in 18 | best | best b1\n\
         5. White c1=b1+c2 | before loss in 18 | after loss in 17 | best | best c3\n\
         6. Black c3 | before win in 17 | after win in 16 | best | best c3\n\
         White: accuracy 66.9%, inaccuracies 0, mistakes 0, blunders 1 (3 plies)\n\
         Black: accuracy 100.0%, inaccuracies 0, mistakes 0, blunders 0 (3 plies)"
    );
}

#[test]
fn analyse_names_what_is_wrong() {
    let path = data("review_short_3x3.txt");
    let missing = data("no_such_record.txt");
    let bad = std::env::temp_dir().join(format!("cubeplay-review-bad-{}.txt", std::process::id()));
    std::fs::write(
        &bad,
        "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"3x3\"]\n\n1. White b2\n2. Black b2\n",
    )
    .unwrap();
    let bad = bad.to_string_lossy().to_string();
    let bad_result = cli(&["analyse", "cephalopod", "--record", &bad]);
    std::fs::remove_file(&bad).unwrap();
    assert_eq!(
        bad_result.unwrap_err(),
        format!(
            "record '{bad}': line 6: move 2 (b2) cannot be played: square b2 is already occupied"
        )
    );
    assert_eq!(
        cli(&["analyse", "cephalopod", "--record", &missing]).unwrap_err(),
        format!("cannot read record '{missing}': no such file")
    );
    assert_eq!(
        cli(&["analyse", "deblockle", "--record", &path]).unwrap_err(),
        format!("record '{path}' is a cephalopod game, not deblockle")
    );
    assert_eq!(
        cli(&["analyse", "chess", "--record", &path]).unwrap_err(),
        "unknown game 'chess' (expected cephalopod or deblockle)"
    );
    assert_eq!(
        cli(&["analyse", "cephalopod"]).unwrap_err(),
        "analyse needs --record FILE"
    );
    assert_eq!(
        cli(&["analyse", "cephalopod", "--record"]).unwrap_err(),
        "option --record needs a value"
    );
    assert_eq!(
        cli(&["analyse", "cephalopod", "--record", &path, "--nodes", "0"]).unwrap_err(),
        "--nodes must be at least 1"
    );
    assert_eq!(
        cli(&[
            "analyse",
            "cephalopod",
            "--record",
            &path,
            "--movetime",
            "-5"
        ])
        .unwrap_err(),
        "--movetime must be positive"
    );
    assert_eq!(
        cli(&[
            "analyse",
            "cephalopod",
            "--record",
            &path,
            "--nodes",
            "many"
        ])
        .unwrap_err(),
        "option --nodes: cannot read 'many'"
    );
    assert_eq!(
        cli(&["analyse", "cephalopod", "--record", &path, "--depth", "3"]).unwrap_err(),
        "unknown option --depth"
    );
    assert_eq!(
        cli(&["analyse", "cephalopod", "--record", &path, "extra"]).unwrap_err(),
        "unexpected argument 'extra'"
    );
}

#[test]
fn an_ending_decided_by_the_history_scores_the_last_position() {
    let (start, moves) = game("review_short_3x3.txt");
    let review = reviewed_ending(&start, &moves, Some(Outcome::Draw));
    assert_eq!(review.positions[6].score, Score::Draw);
    // Black was winning, and the last move ended in a draw.
    let last = review.plies[5];
    assert_eq!(
        (last.before, last.after),
        (Score::Win(Some(17)), Score::Draw)
    );
    assert_eq!(last.loss, 50.0);
    // It was the engine's own choice, so it stays the best move.
    assert_eq!(last.class, Class::Best);
}

#[test]
fn analyse_reviews_deblockle_records() {
    let path = data("review_deblockle.txt");
    let output = cli(&[
        "analyse",
        "deblockle",
        "--record",
        &path,
        "--nodes",
        "20000",
    ])
    .unwrap();
    assert_eq!(
        output,
        "1. Gold c3-c4:d5 | before win in 5 | after +0 | blunder | best c3-d3:d4\n\
         2. Blue e7-e6:e7 | before +0 | after +0 | best | best e7-e6:f6\n\
         3. Blue c5-c6:c3 | before +0 | after -450 | blunder | best e7-f7:g7\n\
         Gold: accuracy 8.2%, inaccuracies 0, mistakes 0, blunders 1 (1 plies)\n\
         Blue: accuracy 56.6%, inaccuracies 0, mistakes 0, blunders 1 (2 plies)"
    );
}

#[test]
fn a_forced_move_takes_the_score_of_the_position_after_it() {
    // Black's only move fills the board: two dice each, a draw.
    let start: Position = "w6b6/w6. b".parse().unwrap();
    let forced = start.legal_moves();
    assert_eq!(forced.len(), 1);
    for line in [&forced[..], &[]] {
        let review = reviewed(&start, line);
        let first = review.positions[0];
        assert_eq!((first.score, first.best), (Score::Draw, Some(forced[0])));
    }
    let review = reviewed(&start, &forced);
    assert_eq!(review.positions[1].score, Score::Draw);
    let ply = review.plies[0];
    assert_eq!(
        (ply.before, ply.after, ply.class),
        (Score::Draw, Score::Draw, Class::Best)
    );
}
