//! Sharing the root moves among searches: `only_moves`, several lines
//! (`lines`), and the split/merge that the worker pool and the CLI use.
//! Node-limited with a frozen clock, so every answer is reproducible.

use cubeplay_engine::ai::{
    merge_best, merge_lines, split_root, think, think_parallel, FrozenClock, ScoredLine,
    ThinkOptions, ThinkResult,
};
use cubeplay_engine::{cephalopod, deblockle, GameKind};

// 3×3, White to move. Only the capture b2=b1+b3 wins; a1 and a3 lose.
const CEPHALOPOD_WIN: &str = ".b1w1/b6.w6/.b2w1 w";
// 3×3, White to move: b1 wins, a1 and c3 lose.
const CEPHALOPOD_ONLY_SAFE: &str = "w1w1./w6b1b6/..b6 w";

fn with_nodes(nodes: u64) -> ThinkOptions {
    ThinkOptions {
        movetime_ms: Some(f64::INFINITY),
        nodes: Some(nodes),
        ..ThinkOptions::default()
    }
}

fn ask(kind: GameKind, position: &str, options: &ThinkOptions) -> ThinkResult {
    think(kind, position, options, 5, 1, &FrozenClock, &mut || false).unwrap()
}

fn moves_and_scores(lines: &[ScoredLine]) -> Vec<(&str, i32, Option<i32>)> {
    lines
        .iter()
        .map(|line| (line.best_move.as_str(), line.score, line.mate_in))
        .collect()
}

#[test]
fn only_moves_restrict_the_answer() {
    let options = ThinkOptions {
        only_moves: vec!["a1".into(), "a3".into(), "not-a-move".into()],
        ..with_nodes(20_000)
    };
    let result = ask(GameKind::Cephalopod, CEPHALOPOD_WIN, &options);
    assert_eq!(
        (result.best_move.as_str(), result.score, result.mate_in),
        ("a3", -999_990, Some(-10))
    );
    // A capture may name its squares in any order.
    let options = ThinkOptions {
        only_moves: vec!["a1".into(), "b2=b3+b1".into()],
        ..with_nodes(20_000)
    };
    let result = ask(GameKind::Cephalopod, CEPHALOPOD_WIN, &options);
    assert_eq!(
        (result.best_move.as_str(), result.score),
        ("b2=b1+b3", 990_001)
    );
    // Not one legal: as if empty.
    let options = ThinkOptions {
        only_moves: vec!["c3".into()],
        ..with_nodes(20_000)
    };
    let result = ask(GameKind::Cephalopod, CEPHALOPOD_WIN, &options);
    assert_eq!(result.best_move, "b2=b1+b3");
}

#[test]
fn only_moves_and_starting_with_both_apply() {
    let position = deblockle::example_start(deblockle::Rules::default());
    let text = position.to_string();
    let moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    // A tip with several hops after it.
    let tip = |mv: &String| mv.split(':').next().unwrap().to_string();
    let prefix = moves
        .iter()
        .map(tip)
        .find(|begun| moves.iter().filter(|mv| tip(mv) == *begun).count() >= 2)
        .unwrap();
    let outside = moves
        .iter()
        .find(|mv| !mv.starts_with(&prefix))
        .unwrap()
        .clone();
    let inside: Vec<String> = moves
        .iter()
        .filter(|mv| mv.starts_with(&prefix))
        .cloned()
        .collect();
    assert!(inside.len() >= 2, "{inside:?}");
    let options = ThinkOptions {
        only_moves: vec![outside, inside[1].clone()],
        starting_with: prefix,
        ..with_nodes(3_000)
    };
    let result = ask(GameKind::Deblockle, &text, &options);
    assert_eq!(result.best_move, inside[1]);
}

#[test]
fn several_lines_are_distinct_and_best_first() {
    let single = ask(GameKind::Cephalopod, CEPHALOPOD_WIN, &with_nodes(20_000));
    assert_eq!(single.lines, vec![ScoredLine::of(&single)]);
    let options = ThinkOptions {
        lines: 3,
        ..with_nodes(20_000)
    };
    let result = ask(GameKind::Cephalopod, CEPHALOPOD_WIN, &options);
    assert_eq!(
        moves_and_scores(&result.lines),
        [
            ("b2=b1+b3", 990_001, Some(9999)),
            ("a3", -999_990, Some(-10)),
            ("a1", -999_990, Some(-10)),
        ]
    );
    assert_eq!(
        (result.best_move.as_str(), result.score),
        (single.best_move.as_str(), single.score)
    );
    // More lines than moves: one line per move.
    let options = ThinkOptions {
        lines: 5,
        ..with_nodes(20_000)
    };
    let result = ask(GameKind::Cephalopod, CEPHALOPOD_ONLY_SAFE, &options);
    assert_eq!(
        moves_and_scores(&result.lines),
        [
            ("b1", 990_001, Some(9999)),
            ("c3", -999_988, Some(-12)),
            ("a1", -999_988, Some(-12)),
        ]
    );
}

#[test]
fn split_root_deals_every_allowed_move_once() {
    let cephalopod_start = cephalopod::Position::new_empty(5, 5).unwrap();
    let deblockle_start = deblockle::example_start(deblockle::Rules::default());
    let cases = [
        (
            GameKind::Cephalopod,
            cephalopod_start.to_string(),
            cephalopod_start
                .legal_moves()
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>(),
        ),
        (
            GameKind::Deblockle,
            deblockle_start.to_string(),
            deblockle_start
                .legal_moves()
                .iter()
                .map(ToString::to_string)
                .collect(),
        ),
    ];
    for (kind, position, legal) in cases {
        for parts in [0, 1, 2, 3, 7, 1000] {
            let split = split_root(kind, &position, &ThinkOptions::default(), parts).unwrap();
            assert_eq!(split.len(), parts.clamp(1, legal.len()));
            assert!(split.iter().all(|part| !part.is_empty()));
            let mut dealt: Vec<String> = split.concat();
            dealt.sort();
            let mut expected = legal.clone();
            expected.sort();
            assert_eq!(dealt, expected, "{kind} {parts}");
            // Round-robin: part sizes differ by one at most.
            let sizes: Vec<usize> = split.iter().map(Vec::len).collect();
            assert!(sizes.iter().max().unwrap() - sizes.iter().min().unwrap() <= 1);
        }
    }
    assert_eq!(
        split_root(
            GameKind::Cephalopod,
            CEPHALOPOD_WIN,
            &ThinkOptions::default(),
            2
        )
        .unwrap(),
        [
            vec!["b2=b1+b3".to_string(), "a3".to_string()],
            vec!["a1".to_string()]
        ]
    );
    let options = ThinkOptions {
        only_moves: vec!["a1".into(), "a3".into(), "b9".into()],
        ..ThinkOptions::default()
    };
    assert_eq!(
        split_root(GameKind::Cephalopod, CEPHALOPOD_WIN, &options, 4).unwrap(),
        [vec!["a1".to_string()], vec!["a3".to_string()]]
    );
    assert!(split_root(
        GameKind::Cephalopod,
        "w1b1/b1w1 w",
        &ThinkOptions::default(),
        2
    )
    .is_err());
    assert!(split_root(
        GameKind::Cephalopod,
        "nonsense",
        &ThinkOptions::default(),
        2
    )
    .is_err());
}

fn line(best_move: &str, score: i32, depth: u32) -> ScoredLine {
    ScoredLine {
        best_move: best_move.to_string(),
        score,
        mate_in: None,
        depth,
        pv: vec![best_move.to_string(), "x".to_string()],
    }
}

fn part(lines: Vec<ScoredLine>, nodes: u64, elapsed_ms: f64) -> ThinkResult {
    ThinkResult::from_lines(lines, nodes, elapsed_ms).expect("a part has a line")
}

fn deepened(mut part: ThinkResult, depth_scores: &[i32]) -> ThinkResult {
    part.depth_scores = depth_scores.to_vec();
    part
}

#[test]
fn merge_best_takes_the_highest_score_and_sums_the_nodes() {
    let parts = [
        part(vec![line("a1", 40, 7)], 100, 5.0),
        part(vec![line("b2", 90, 6), line("b3", 10, 6)], 200, 9.0),
        part(vec![line("c3", 90, 8)], 300, 7.0),
    ];
    let merged = merge_best(&parts).unwrap();
    assert_eq!(
        merged,
        ThinkResult {
            best_move: "b2".to_string(),
            score: 90,
            mate_in: None,
            depth: 6,
            nodes: 600,
            pv: vec!["b2".to_string(), "x".to_string()],
            elapsed_ms: 9.0,
            lines: vec![line("b2", 90, 6)],
            depth_scores: Vec::new(),
        }
    );
    assert_eq!(merge_best(&[]), None);
}

#[test]
fn merge_best_compares_at_the_deepest_depth_all_parts_completed() {
    // c3 scores best at depth 8, but at depth 6, which both parts
    // completed, a1 is ahead: a1's part answers (with its own result).
    let parts = [
        deepened(
            part(vec![line("a1", 40, 6)], 100, 5.0),
            &[10, 30, 20, 35, 15, 40],
        ),
        deepened(
            part(vec![line("c3", 90, 8)], 300, 7.0),
            &[0, 20, 10, 50, 0, 25, 60, 90],
        ),
    ];
    let merged = merge_best(&parts).unwrap();
    assert_eq!(
        (
            merged.best_move.as_str(),
            merged.score,
            merged.depth,
            merged.nodes
        ),
        ("a1", 40, 6, 400)
    );
    // A proven result counts as it is, whatever the common depth says.
    let mut lost = deepened(
        part(vec![line("a1", -999_990, 10)], 100, 5.0),
        &[90, 80, 70],
    );
    lost.mate_in = Some(-10);
    let parts = [
        lost,
        deepened(part(vec![line("c3", 5, 3)], 300, 7.0), &[0, 20, 5]),
    ];
    assert_eq!(merge_best(&parts).unwrap().best_move, "c3");
    let mut won = deepened(part(vec![line("a1", 999_991, 9)], 100, 5.0), &[0, 1]);
    won.mate_in = Some(9);
    let parts = [
        deepened(part(vec![line("c3", 70, 3)], 300, 7.0), &[60, 80, 70]),
        won,
    ];
    assert_eq!(merge_best(&parts).unwrap().best_move, "a1");
}

#[test]
fn merge_lines_keeps_the_best_over_all_parts() {
    let parts = [
        part(
            vec![line("a1", 40, 7), line("a2", -5, 7), line("a3", -50, 7)],
            100,
            5.0,
        ),
        part(vec![line("b1", 90, 6), line("b2", 40, 6)], 200, 9.0),
        part(vec![line("c1", -5, 8)], 300, 7.0),
    ];
    assert_eq!(
        merge_lines(&parts, 4),
        [
            line("b1", 90, 6),
            line("a1", 40, 7),
            line("b2", 40, 6),
            line("a2", -5, 7)
        ]
    );
    assert_eq!(merge_lines(&parts, 1), [line("b1", 90, 6)]);
    assert_eq!(merge_lines(&parts, 10).len(), 6);
    assert_eq!(merge_lines(&[], 3), []);
}

#[test]
fn think_parallel_agrees_with_think_on_proven_positions() {
    for (position, best) in [(CEPHALOPOD_WIN, "b2=b1+b3"), (CEPHALOPOD_ONLY_SAFE, "b1")] {
        let options = with_nodes(20_000);
        let single = ask(GameKind::Cephalopod, position, &options);
        for jobs in [2, 3] {
            let split = think_parallel(
                GameKind::Cephalopod,
                position,
                &options,
                5,
                1,
                jobs,
                &FrozenClock,
            )
            .unwrap();
            assert_eq!(
                (split.best_move.as_str(), split.score, split.mate_in),
                (best, single.score, single.mate_in),
                "{position} jobs {jobs}"
            );
            assert_eq!(single.best_move, best);
        }
    }
}

#[test]
fn think_parallel_is_reproducible_with_a_node_budget() {
    let position = deblockle::example_start(deblockle::Rules::default()).to_string();
    let options = with_nodes(5_000);
    let first = think_parallel(
        GameKind::Deblockle,
        &position,
        &options,
        5,
        7,
        2,
        &FrozenClock,
    )
    .unwrap();
    let again = think_parallel(
        GameKind::Deblockle,
        &position,
        &options,
        5,
        7,
        2,
        &FrozenClock,
    )
    .unwrap();
    assert_eq!(first, again);
    assert!(
        first.nodes > 5_000,
        "two parts, each with the budget: {}",
        first.nodes
    );
    // One job, or a level below 5: exactly `think`.
    for (jobs, level) in [(1, 5), (2, 4)] {
        let alone = think(
            GameKind::Deblockle,
            &position,
            &options,
            level,
            7,
            &FrozenClock,
            &mut || false,
        )
        .unwrap();
        let split = think_parallel(
            GameKind::Deblockle,
            &position,
            &options,
            level,
            7,
            jobs,
            &FrozenClock,
        )
        .unwrap();
        assert_eq!(split, alone);
    }
    let lines = ThinkOptions {
        lines: 3,
        ..with_nodes(5_000)
    };
    let first = think_parallel(
        GameKind::Deblockle,
        &position,
        &lines,
        5,
        7,
        2,
        &FrozenClock,
    )
    .unwrap();
    let again = think_parallel(
        GameKind::Deblockle,
        &position,
        &lines,
        5,
        7,
        2,
        &FrozenClock,
    )
    .unwrap();
    assert_eq!(first, again);
    assert_eq!(first.lines.len(), 3);
    assert_eq!(ScoredLine::of(&first), first.lines[0]);
}
