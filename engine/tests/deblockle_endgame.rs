//! The one-against-one Deblockle table agrees with a plain search.
//!
//! The plain search knows nothing of the table: it plays every move with
//! the engine's rules to a fixed depth and calls a position won or lost
//! only when every line it needs ends within that depth. Where the table
//! says a result comes within the depth, the search must find exactly that
//! value; where the table says it comes later, or never (a draw), the
//! search must find nothing sooner.

use cubeplay_engine::deblockle::{OneAgainstOne, Position};
use cubeplay_engine::rng::SplitMix64;
use cubeplay_engine::{Outcome, Value};

/// The plain search's depth, in plies.
const DEPTH: u32 = 3;

/// What the plain search proves within `depth` plies: a value, or `None`.
fn plain(position: &Position, depth: u32) -> Option<Value> {
    if depth == 0 {
        return None;
    }
    let mover = position.to_move();
    let mut best: Option<Value> = None;
    let mut unknown = false;
    for mv in position.legal_moves() {
        let after = position.play(mv);
        let value = match after.outcome() {
            Some(Outcome::Win(winner)) if winner == mover => Some(Value::Win(1)),
            Some(Outcome::Win(_)) => Some(Value::Loss(1)),
            Some(Outcome::Draw) => Some(Value::Draw),
            None => plain(&after, depth - 1).map(|later| {
                if after.to_move() == mover {
                    later.before_move_again()
                } else {
                    later.before_move()
                }
            }),
        };
        match value {
            Some(value) => best = Some(best.map_or(value, |best| best.max(value))),
            None => unknown = true,
        }
    }
    match best {
        // A win found within the depth is the fastest: anything unknown
        // takes longer.
        Some(Value::Win(plies)) => Some(Value::Win(plies)),
        // A loss or a draw only if no move is unknown.
        Some(value) if !unknown => Some(value),
        _ => None,
    }
}

#[test]
fn the_table_agrees_with_a_plain_search_and_keeps_its_figures() {
    let table = OneAgainstOne::build();
    assert_eq!(table.positions(), 2_488_320);
    let positions: Vec<Position> = table.all_positions().collect();
    assert_eq!(positions.len(), table.positions());

    // Random positions, and as many again whose result is within reach.
    let mut rng = SplitMix64::new(0x0E1D);
    let mut near = Vec::new();
    let mut far = Vec::new();
    while near.len() < 150 || far.len() < 150 {
        let position = &positions[rng.index_below(positions.len())];
        let value = table.value(position).expect("a position of the table");
        let within = value.plies().is_some_and(|plies| plies <= DEPTH);
        if within && near.len() < 150 {
            near.push((position.clone(), value));
        } else if !within && far.len() < 150 {
            far.push((position.clone(), value));
        }
    }
    let mut by_value = std::collections::BTreeMap::new();
    for (position, value) in near.iter().chain(&far) {
        let found = plain(position, DEPTH);
        if value.plies().is_some_and(|plies| plies <= DEPTH) {
            assert_eq!(found, Some(*value), "{position}");
        } else {
            assert_eq!(found, None, "{position}: the table says {value}");
        }
        *by_value.entry(value.verdict()).or_insert(0) += 1;
    }
    // Both kinds of result were checked, and draws too.
    assert!(by_value.len() >= 2, "{by_value:?}");

    // The table's figures (README).
    let (position, value) = table.longest();
    assert_eq!(table.value(&position), Some(value));
    assert_eq!(value.plies(), Some(34));
    assert_eq!(table.decided(), 2_479_588);
}
