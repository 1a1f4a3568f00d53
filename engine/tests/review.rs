//! The computer's review (`ai::review`), on 3×3
//! Cephalopod games the solver proves from the start position
//! `w1w6w1/.b6b1/b1.b1 w`: White wins only with `a2=a1+a3`; `b1=a1+c1`
//! hands the win to Black.

use std::sync::atomic::{AtomicUsize, Ordering};

use cubeplay_engine::ai::review::any::in_notation;
use cubeplay_engine::ai::review::segment::{
    assemble_segments, SegmentError, SegmentPosition, SegmentReview, SegmentTextError,
    SegmentedReview,
};
use cubeplay_engine::ai::review::{
    review_line, review_line_parallel, Class, LineReview, PlyReview, Review, ReviewBudget,
    Reviewable, Score, CEPHALOPOD_WIN_CHANCE_SCALE, REVIEW_SEGMENT,
};
use cubeplay_engine::ai::FrozenClock;
use cubeplay_engine::cephalopod::{Move, Position};
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
        (Score::Win(Some(24)), Score::Loss(Some(21)))
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
    // 3×3: every score is the solver's exact value.
    assert_eq!(review.plies[0].before, Score::Win(Some(24)));
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

/// A review of `moves` from `start` on `threads` threads.
fn reviewed_on<G: Reviewable>(
    threads: usize,
    start: &G,
    moves: &[G::Move],
    ended: Option<Outcome>,
    budget: ReviewBudget,
) -> Review<G::Move> {
    let calls = AtomicUsize::new(0);
    let most = AtomicUsize::new(0);
    let review = review_line_parallel(
        start,
        moves,
        ended,
        budget,
        threads,
        &FrozenClock,
        &|done, total| {
            assert_eq!(total, moves.len() + 1);
            calls.fetch_add(1, Ordering::Relaxed);
            most.fetch_max(done, Ordering::Relaxed);
        },
    );
    // Progress is heard once per position, up to all of them.
    assert_eq!(calls.into_inner(), moves.len() + 1);
    assert_eq!(most.into_inner(), moves.len() + 1);
    review
}

/// The review one position at a time, as the browser runs it.
fn reviewed_in_steps<G: Reviewable>(
    start: &G,
    moves: &[G::Move],
    ended: Option<Outcome>,
    budget: ReviewBudget,
) -> Review<G::Move> {
    let mut never = || false;
    review_line(
        start,
        moves,
        ended,
        budget,
        &FrozenClock,
        &mut never,
        &mut |_, _| {},
    )
    .unwrap()
}

#[test]
fn a_review_on_several_threads_is_the_review_on_one() {
    // Proven 3×3 games: the solver decides most positions.
    for name in ["review_blunder_3x3.txt", "review_short_3x3.txt"] {
        let (start, moves) = game(name);
        let one = reviewed_in_steps(&start, &moves, None, BUDGET);
        for threads in [1, 2, 3] {
            assert_eq!(reviewed_on(threads, &start, &moves, None, BUDGET), one);
        }
        // A history-decided ending is kept too.
        let drawn = Some(Outcome::Draw);
        assert_eq!(
            reviewed_on(2, &start, &moves, drawn, BUDGET),
            reviewed_in_steps(&start, &moves, drawn, BUDGET)
        );
    }
    // A 5×5 game of 159 plies searched with a small budget: the values,
    // best moves and classes come from the search alone. The first 60
    // plies keep the test short.
    let budget = ReviewBudget {
        nodes: Some(1_500),
        movetime_ms: None,
        seed: 3,
    };
    let (start, moves) = game("review_5x5_159.txt");
    assert_eq!(moves.len(), 159);
    let moves = &moves[..60];
    let one = reviewed_in_steps(&start, moves, None, budget);
    assert!(one.plies.iter().any(|ply| ply.class != Class::Best));
    assert!(one
        .positions
        .iter()
        .any(|p| matches!(p.score, Score::Value(v) if v != 0)));
    for threads in [2, 3] {
        assert_eq!(reviewed_on(threads, &start, moves, None, budget), one);
    }
    // Deblockle, whose positions can repeat: each search still sees the
    // game before its position.
    let text = std::fs::read_to_string(data("review_deblockle_41.txt")).unwrap();
    let record = Record::parse(&text).unwrap();
    let deblockle = record.deblockle().unwrap();
    let budget = ReviewBudget {
        nodes: Some(2_000),
        ..budget
    };
    let one = reviewed_in_steps(deblockle.start(), deblockle.moves(), None, budget);
    assert_eq!(
        reviewed_on(2, deblockle.start(), deblockle.moves(), None, budget),
        one
    );
}

#[test]
fn a_segment_s_review_does_not_depend_on_the_segments_before_it() {
    // The search's tables are emptied at every 16th position, so the line
    // from position 32 on is reviewed as the end of the whole line is (no
    // Cephalopod position repeats, so the game before it does not count).
    assert_eq!(REVIEW_SEGMENT, 16);
    let budget = ReviewBudget {
        nodes: Some(1_500),
        movetime_ms: None,
        seed: 5,
    };
    let (start, moves) = game("review_5x5_159.txt");
    let moves = &moves[..50];
    let whole = reviewed_in_steps(&start, moves, None, budget);
    let from = moves[..32].iter().fold(start.clone(), |p, &mv| p.play(mv));
    let tail = reviewed_in_steps(&from, &moves[32..], None, budget);
    assert_eq!(&whole.positions[32..], &tail.positions[..]);
    let verdicts = |plies: &[PlyReview<Move>]| {
        plies
            .iter()
            .map(|p| (p.best, p.before, p.after, p.class))
            .collect::<Vec<_>>()
    };
    assert_eq!(verdicts(&whole.plies[32..]), verdicts(&tail.plies));
}

#[test]
fn segments_reviewed_apart_and_sent_as_text_assemble_into_the_review() {
    // The whole 159-ply 5×5 game with a node budget, as the browser's
    // workers share it out: each segment alone, read back from its text,
    // assembled in any order with moves in notation.
    let budget = ReviewBudget {
        nodes: Some(1_500),
        movetime_ms: None,
        seed: 7,
    };
    let (start, moves) = game("review_5x5_159.txt");
    let one = reviewed_in_steps(&start, &moves, None, budget);
    let mut run = SegmentedReview::new(&start, &moves, None, budget);
    assert_eq!((run.total(), run.segments()), (160, 10));
    let mut done = 0;
    let mut texts: Vec<String> = (0..run.segments())
        .rev()
        .map(|s| {
            let review = run
                .review_segment(s, &FrozenClock, &mut || done += 1)
                .unwrap();
            review.to_text()
        })
        .collect();
    assert_eq!(done, 160);
    assert!(run.review_segment(10, &FrozenClock, &mut || {}).is_none());
    texts.swap(2, 7);
    let segments: Vec<SegmentReview> = texts
        .iter()
        .map(|text| SegmentReview::from_text(text).unwrap())
        .collect();
    for (segment, text) in segments.iter().zip(&texts) {
        assert_eq!(&segment.to_text(), text);
    }
    let played: Vec<String> = moves.iter().map(ToString::to_string).collect();
    let scale = CEPHALOPOD_WIN_CHANCE_SCALE;
    let assembled = assemble_segments(scale, &played, &segments).unwrap();
    assert_eq!(assembled, in_notation(one.clone()));
    assert!(one.plies.iter().any(|ply| ply.class != Class::Best));
    assert_eq!(reviewed_on(2, &start, &moves, None, budget), one);
    // Segments missing, twice, or of another line are refused.
    let assemble = |segments: &[SegmentReview]| assemble_segments(scale, &played, segments);
    assert_eq!(
        assemble(&segments[1..]),
        Err(SegmentError::Missing(segments[0].segment))
    );
    let mut twice = segments.clone();
    twice.push(segments[3].clone());
    assert_eq!(
        assemble(&twice),
        Err(SegmentError::Mismatch(segments[3].segment))
    );
    let mut short = segments.clone();
    short[0].positions.pop();
    assert_eq!(
        assemble(&short),
        Err(SegmentError::Mismatch(segments[0].segment))
    );
    let mut far = segments.clone();
    far[0].segment = usize::MAX;
    assert_eq!(assemble(&far), Err(SegmentError::Mismatch(usize::MAX)));
    // The last position made forced without the review past it.
    let mut cut = segments;
    let last = cut.iter_mut().find(|s| s.segment == 9).unwrap();
    last.positions[15].here = None;
    assert_eq!(assemble(&cut), Err(SegmentError::Mismatch(9)));
}

#[test]
fn a_segment_s_text_reads_back_and_says_which_word_is_wrong() {
    let at = |to_move, here, after| SegmentPosition {
        to_move,
        here,
        after,
    };
    let review = SegmentReview {
        segment: 2,
        positions: vec![
            at(
                Player::First,
                Some((Score::Value(-120), Some("c3=b3+c4".into()))),
                None,
            ),
            at(Player::Second, None, Some(Score::Value(35))),
            at(
                Player::First,
                Some((Score::Win(Some(3)), None)),
                Some(Score::Loss(None)),
            ),
            at(
                Player::Second,
                Some((Score::Draw, Some("a1".into()))),
                Some(Score::Win(None)),
            ),
        ],
        into_next: Some(Score::Loss(Some(0))),
        past_end: Some(("b2".into(), Player::Second, Score::Win(Some(4)))),
    };
    let text = review.to_text();
    assert_eq!(
        text,
        "seg 2 L0 b2,2,W4 1,-120,c3=b3+c4,_ 2,_,_,35 1,W3,_,L 2,D,a1,W"
    );
    assert_eq!(SegmentReview::from_text(&text), Ok(review));
    let wrong = |text: &str| SegmentReview::from_text(text).unwrap_err();
    let word = |word: usize, text: &str| SegmentTextError {
        word,
        text: text.to_string(),
    };
    assert_eq!(wrong("sag 2 _ _ 1,D,_,_"), word(0, "sag"));
    assert_eq!(wrong("seg -2 _ _ 1,D,_,_"), word(1, "-2"));
    assert_eq!(wrong("seg 2 X _ 1,D,_,_"), word(2, "X"));
    assert_eq!(wrong("seg 2 _ b2,3,W 1,D,_,_"), word(3, "b2,3,W"));
    assert_eq!(wrong("seg 2 _ b2,1,_ 1,D,_,_"), word(3, "b2,1,_"));
    assert_eq!(wrong("seg 2 _ _"), word(4, ""));
    assert_eq!(wrong("seg 2 _ _ 1,D,_,_ 1,W1x,_,_"), word(5, "1,W1x,_,_"));
    assert_eq!(wrong("seg 2 _ _ 1,D,_,_ 1,D,_"), word(5, "1,D,_"));
    assert_eq!(wrong("seg 2 _ _ 0,D,_,_"), word(4, "0,D,_,_"));
    assert_eq!(wrong("seg 2 _ _  1,D,_,_"), word(4, ""));
    assert_eq!(
        wrong("").to_string(),
        "segment review: word 0 `` does not read"
    );
}
