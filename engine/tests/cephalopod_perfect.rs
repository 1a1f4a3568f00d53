//! On 3×3 level 5 never lets a proven win slip, from either side.
//!
//! Every position reachable on 3×3 is far too many to visit (over nine
//! million within 18 plies of the start, and the start itself is not
//! proven within 50 million solver nodes), so the positions are those of
//! seeded random games and every position one move away from them. Each
//! one the exact solver proves within `PROOF_NODES` to be won for the side
//! to move is given to level 5 with a node budget (no clock, so the test is
//! deterministic), and the position after its move must be proven lost for
//! the opponent.

use std::collections::HashSet;

use cubeplay_engine::ai::{
    solve_with, think, CephalopodKnowledge, FrozenClock, NeverStop, SolveBudget, ThinkOptions,
};
use cubeplay_engine::cephalopod::{Position, WHITE};
use cubeplay_engine::rng::SplitMix64;
use cubeplay_engine::GameKind;

/// Random games the positions come from.
const GAMES: u64 = 16;
/// What the test's solver may spend to call a position won.
const PROOF_NODES: u64 = 16_000;
/// Level 5's budget: its root solver gets a quarter, the proof's nodes.
const LEVEL5_NODES: u64 = 4 * PROOF_NODES;
/// What the check of level 5's move may spend.
const CHECK_NODES: u64 = 10 * PROOF_NODES;

/// The exact value for the side to move (1 win, -1 loss), if proven.
fn value(position: &Position, nodes: u64) -> Option<i32> {
    if let Some(outcome) = position.outcome() {
        return Some(outcome.score_for(position.to_move()));
    }
    let mut stop = NeverStop;
    let mut budget = SolveBudget {
        clock: &FrozenClock,
        stop: &mut stop,
        deadline_ms: f64::INFINITY,
        node_limit: nodes,
        nodes: 0,
    };
    solve_with(position, &CephalopodKnowledge::default(), &mut budget, 16).map(|(v, _)| v)
}

/// The positions of the random games and their children, each once.
fn positions() -> Vec<Position> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut keep = |position: Position, out: &mut Vec<Position>| {
        if position.outcome().is_none() && seen.insert(position.hash_key()) {
            out.push(position);
        }
    };
    for game in 0..GAMES {
        let mut rng = SplitMix64::new(game);
        let mut position = Position::new_empty(3, 3).unwrap();
        while position.outcome().is_none() {
            let moves = position.legal_moves();
            for &mv in &moves {
                keep(position.play(mv), &mut out);
            }
            keep(position.clone(), &mut out);
            position = position.play(moves[rng.index_below(moves.len())]);
        }
    }
    out
}

#[test]
fn level_5_keeps_every_proven_win_on_3x3() {
    let options = ThinkOptions {
        movetime_ms: Some(f64::INFINITY),
        nodes: Some(LEVEL5_NODES),
        ..ThinkOptions::default()
    };
    let all = positions();
    let (mut checked, mut by_white) = (0, 0);
    for position in &all {
        if value(position, PROOF_NODES) != Some(1) {
            continue;
        }
        let text = position.to_string();
        let mut never = || false;
        let answer = think(
            GameKind::Cephalopod,
            &text,
            &options,
            5,
            1,
            &FrozenClock,
            &mut never,
        )
        .unwrap();
        let mv = position.parse_move(&answer.best_move).unwrap();
        let after = position.play(mv);
        assert_eq!(
            value(&after, CHECK_NODES),
            Some(-1),
            "{text}: level 5 played {mv}, which gives up the win"
        );
        checked += 1;
        by_white += usize::from(position.to_move() == WHITE);
    }
    println!(
        "{checked} proven wins of {} positions kept ({by_white} with White to move)",
        all.len()
    );
    assert_eq!((all.len(), checked, by_white), (3024, 450, 299));
}
