//! The AI on both games: wins when it can, parries threats, repeats itself
//! for a fixed seed and node limit, answers forced moves at once, never
//! plays an illegal move (the `bestmove` / `match` command lines are tested
//! in the `cubeplay-cli` crate).
//!
//! Every search here is node-limited so the tests stay fast in debug mode.

use cubeplay_engine::ai::{
    think, CephalopodKnowledge, FrozenClock, Limits, NeverStop, Searcher, ThinkOptions, ThinkResult,
};
use cubeplay_engine::rng::SplitMix64;
use cubeplay_engine::{cephalopod, deblockle};
use cubeplay_engine::{Game, GameKind};
use proptest::prelude::*;

fn ask(kind: GameKind, position: &str, level: u8, nodes: u64, seed: u64) -> ThinkResult {
    let options = ThinkOptions {
        movetime_ms: Some(f64::INFINITY),
        nodes: Some(nodes),
        ..ThinkOptions::default()
    };
    let mut never = || false;
    think(
        kind,
        position,
        &options,
        level,
        seed,
        &FrozenClock,
        &mut never,
    )
    .unwrap()
}

// 3×3, White to move. Only the capture b2=b1+b3 wins; a1 and a3 lose
// (checked by exhaustive search when these positions were picked).
const CEPHALOPOD_WIN: &str = ".b1w1/b6.w6/.b2w1 w";
// 3×3, White to move: b1 wins, a1 and c3 lose.
const CEPHALOPOD_ONLY_SAFE: &str = "w1w1./w6b1b6/..b6 w";

#[test]
fn cephalopod_finds_the_winning_capture() {
    for level in 3..=5 {
        let result = ask(GameKind::Cephalopod, CEPHALOPOD_WIN, level, 20_000, 1);
        assert_eq!(result.best_move, "b2=b1+b3", "level {level}");
    }
}

#[test]
fn cephalopod_avoids_the_losing_moves() {
    for level in 3..=5 {
        let result = ask(GameKind::Cephalopod, CEPHALOPOD_ONLY_SAFE, level, 20_000, 2);
        assert_eq!(result.best_move, "b1", "level {level}");
    }
}

#[test]
fn cephalopod_proven_results_are_reported() {
    let result = ask(GameKind::Cephalopod, CEPHALOPOD_WIN, 5, 50_000, 1);
    assert!(
        result.mate_in.is_some_and(|n| n > 0) || result.score > 900_000,
        "{result:?}"
    );
}

// Blue's last block on e2 tips west onto d2 with Star up: Blue wins at once.
const DEBLOCKLE_WIN_BLUE: &str = "......./......./......gXT/....gHT../......./....bHC../....... b";
// Gold's last block on d7 tips south onto d6.
const DEBLOCKLE_WIN_GOLD: &str = "...gLS.../......./......./.bHS...../bHS....../......./....... g";

#[test]
fn deblockle_removes_its_last_block_when_it_can() {
    for level in 1..=5 {
        let blue = ask(GameKind::Deblockle, DEBLOCKLE_WIN_BLUE, level, 5_000, 3);
        assert_eq!(blue.best_move, "e2-d2", "level {level}");
        let gold = ask(GameKind::Deblockle, DEBLOCKLE_WIN_GOLD, level, 5_000, 3);
        assert_eq!(gold.best_move, "d7-d6", "level {level}");
    }
}

#[test]
fn deblockle_blocks_the_threatened_removal() {
    // Blue's lone block on a2 gets ready to leave in one turn unless Gold
    // stands in its way; only the listed Gold moves stop it.
    let cases = [
        (
            "......./......./......./..gCT..gHX./......./bCH.....gHT/....... g",
            &["c4-d4:c2"][..],
        ),
        (
            "......./......./......./......gTC/......./.gXS...../gXHbCT..... g",
            &["b2-c2:c1"][..],
        ),
    ];
    // (Seeing it takes four plies: level 3 stops at three.)
    for (position, safe) in cases {
        for level in 4..=5 {
            let result = ask(GameKind::Deblockle, position, level, 20_000, 4);
            assert!(
                safe.contains(&result.best_move.as_str()),
                "level {level} played {} in {position}",
                result.best_move
            );
        }
    }
}

#[test]
fn fixed_seed_and_node_limit_give_the_same_move() {
    let start = deblockle::EXAMPLE_START;
    for (kind, position) in [
        (GameKind::Cephalopod, ".w1.../b1..../..w1../...b1./..... w"),
        (GameKind::Deblockle, start),
    ] {
        for level in [1, 3, 5] {
            let a = ask(kind, position, level, 3_000, 99);
            let b = ask(kind, position, level, 3_000, 99);
            assert_eq!(
                (&a.best_move, a.nodes, &a.pv),
                (&b.best_move, b.nodes, &b.pv)
            );
        }
    }
}

#[test]
fn forced_moves_are_answered_without_search() {
    // One empty square without a capture: the only move.
    let cephalopod = "w6b6w6/b6w6b6/w6b6. w";
    for level in 1..=5 {
        let result = ask(GameKind::Cephalopod, cephalopod, level, 1_000_000, 5);
        assert_eq!((result.best_move.as_str(), result.nodes), ("c1", 0));
    }
    let options = ThinkOptions {
        uct_playouts: Some(100),
        ..ThinkOptions::default()
    };
    let mut never = || false;
    let uct = think(
        GameKind::Cephalopod,
        cephalopod,
        &options,
        5,
        1,
        &FrozenClock,
        &mut never,
    )
    .unwrap();
    assert_eq!((uct.best_move.as_str(), uct.nodes), ("c1", 0));
}

#[test]
fn a_cancelled_search_still_answers_with_a_legal_move() {
    let position = deblockle::example_start(deblockle::Rules::default());
    let mut polls = 0;
    let mut stop = || {
        polls += 1;
        polls > 1
    };
    let options = ThinkOptions::default();
    let result = think(
        GameKind::Deblockle,
        &position.to_string(),
        &options,
        5,
        1,
        &FrozenClock,
        &mut stop,
    )
    .unwrap();
    assert!(position.parse_move(&result.best_move).is_ok());
}

#[test]
fn bad_requests_are_errors() {
    let mut never = || false;
    let options = ThinkOptions::default();
    for (kind, position, level) in [
        (GameKind::Cephalopod, "nonsense", 3),
        (GameKind::Cephalopod, ".../.../... w", 0),
        (GameKind::Cephalopod, ".../.../... w", 7),
        (GameKind::Cephalopod, "w1b1/b1w1 w", 3),
        (GameKind::Deblockle, "nonsense", 3),
    ] {
        assert!(think(kind, position, &options, level, 1, &FrozenClock, &mut never).is_err());
    }
}

/// A position reached by `plies` random moves from the start.
fn random_cephalopod(seed: u64, plies: usize, rows: u8, cols: u8) -> cephalopod::Position {
    let mut rng = SplitMix64::new(seed);
    let mut position = cephalopod::Position::new_empty(rows, cols).unwrap();
    for _ in 0..plies {
        let moves = position.legal_moves();
        if moves.len() <= 1 {
            break;
        }
        position = position.play(moves[rng.index_below(moves.len())]);
    }
    position
}

fn random_deblockle(seed: u64, plies: usize, no_adjacent: bool) -> deblockle::Position {
    let mut rng = SplitMix64::new(seed);
    let mut setup = SplitMix64::new(seed);
    let rules = deblockle::Rules { no_adjacent };
    let counts = [1 + rng.index_below(4), 1 + rng.index_below(4)];
    let mut position = deblockle::random_start(counts, rules, &mut setup).unwrap();
    for _ in 0..plies {
        let moves = position.legal_moves();
        if moves.len() <= 1 {
            break;
        }
        position = position.play(moves[rng.index_below(moves.len())]);
    }
    position
}

#[test]
fn a_search_again_with_a_warm_table_still_gives_the_whole_line() {
    // The analysis board searches in doubling slices with one searcher:
    // the table then cuts the searched line off after a move or two, and
    // the line shown must still be as long as the depth.
    let position: cephalopod::Position = "w1.b2../.w3..b1/..w6../b1...w2/....b5 w".parse().unwrap();
    let mut searcher = Searcher::new(CephalopodKnowledge::default(), 18, 1);
    let mut depths = Vec::new();
    for nodes in [20_000, 40_000, 80_000, 160_000] {
        let info = searcher.search(
            &position,
            Limits::nodes(nodes),
            &FrozenClock,
            &mut NeverStop,
        );
        assert_eq!(info.pv.len(), info.depth as usize, "{nodes} nodes");
        assert_eq!(info.pv.first(), info.best_move.as_ref());
        let line: Vec<String> = info.pv.iter().map(ToString::to_string).collect();
        assert_eq!(playable(&position, &line), Ok(()));
        depths.push(info.depth);
    }
    assert!(depths[3] >= 6, "{depths:?}");
}

/// Whether `line` can be played move by move from `start`, never past the end.
fn playable<G: Game>(start: &G, line: &[String]) -> Result<(), String> {
    let mut position = start.clone();
    for mv in line {
        if position.outcome().is_some() {
            return Err(format!("{line:?} goes on after the end, from {start}"));
        }
        let parsed = position
            .parse_move(mv)
            .map_err(|e| format!("{mv} in {line:?} from {start}: {e}"))?;
        position = position.play(parsed);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn no_level_plays_an_illegal_cephalopod_move(
        seed in any::<u64>(), plies in 0usize..40, size in 2u8..6, level in 1u8..=5,
    ) {
        let position = random_cephalopod(seed, plies, size, size + 1);
        prop_assume!(position.outcome().is_none());
        let result = ask(GameKind::Cephalopod, &position.to_string(), level, 1_500, seed);
        prop_assert!(position.parse_move(&result.best_move).is_ok(), "{} in {}", result.best_move, position);
    }

    #[test]
    fn the_best_line_is_legal_and_no_longer_than_the_depth(
        seed in any::<u64>(), plies in 0usize..40, size in 3u8..6, deblockle in any::<bool>(),
    ) {
        let (result, legal) = if deblockle {
            let position = random_deblockle(seed, plies, false);
            prop_assume!(position.outcome().is_none());
            let result = ask(GameKind::Deblockle, &position.to_string(), 5, 20_000, seed);
            let legal = playable(&position, &result.pv);
            (result, legal)
        } else {
            let position = random_cephalopod(seed, plies, size, size);
            prop_assume!(position.outcome().is_none());
            let result = ask(GameKind::Cephalopod, &position.to_string(), 5, 20_000, seed);
            let legal = playable(&position, &result.pv);
            (result, legal)
        };
        prop_assert_eq!(legal, Ok(()));
        prop_assert_eq!(result.pv.first(), Some(&result.best_move));
        prop_assert!(result.pv.len() <= (result.depth as usize).max(1), "{:?} at depth {}", result.pv, result.depth);
    }

    #[test]
    fn no_level_plays_an_illegal_deblockle_move(
        seed in any::<u64>(), plies in 0usize..60, level in 1u8..=5, no_adjacent in any::<bool>(),
    ) {
        let position = random_deblockle(seed, plies, no_adjacent);
        prop_assume!(position.outcome().is_none());
        let options = ThinkOptions {
            movetime_ms: Some(f64::INFINITY),
            nodes: Some(1_500),
            no_adjacent,
            ..ThinkOptions::default()
        };
        let mut never = || false;
        let result = think(GameKind::Deblockle, &position.to_string(), &options, level, seed, &FrozenClock, &mut never).unwrap();
        prop_assert!(position.parse_move(&result.best_move).is_ok(), "{} in {}", result.best_move, position);
    }
}

/// A turn begun on the board (a Deblockle tip, a Cephalopod capture
/// square) is continued: the move chosen starts with it, for every tip of
/// the example start; a beginning no move has is ignored.
#[test]
fn a_turn_begun_is_continued() {
    let begun = |kind: GameKind, position: &str, starting_with: &str| {
        let options = ThinkOptions {
            movetime_ms: Some(f64::INFINITY),
            nodes: Some(3_000),
            starting_with: starting_with.to_string(),
            ..ThinkOptions::default()
        };
        think(kind, position, &options, 5, 1, &FrozenClock, &mut || false)
            .unwrap()
            .best_move
    };
    let start = deblockle::EXAMPLE_START;
    let position =
        deblockle::Position::parse_with_rules(start, deblockle::Rules::default()).unwrap();
    let mut tips: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|mv| format!("{}-{}", mv.from(), mv.tip_to()))
        .collect();
    tips.dedup();
    assert!(tips.len() > 3, "{tips:?}");
    for tip in &tips {
        let chosen = begun(GameKind::Deblockle, start, tip);
        assert!(chosen.starts_with(tip.as_str()), "{tip}: {chosen}");
    }
    // Four White 1s around b2, where several sets can be captured.
    let cross = ".b1./w1.w1/.b1. w";
    assert!(begun(GameKind::Cephalopod, cross, "b2=").starts_with("b2="));
    let any = begun(GameKind::Cephalopod, cross, "z9");
    let position: cephalopod::Position = cross.parse().unwrap();
    assert!(position.parse_move(&any).is_ok(), "{any}");
}
