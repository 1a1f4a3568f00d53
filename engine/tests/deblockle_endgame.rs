//! The one-against-one Deblockle table agrees with a plain search, and
//! with every puzzle of `puzzles/deblockle.txt` that has one block a side.
//!
//! The plain search knows nothing of the table: it plays every move with
//! the engine's rules to a fixed depth and calls a position won or lost
//! only when every line it needs ends within that depth. Where the table
//! says a result comes within the depth, the search must find exactly that
//! value; where the table says it comes later, or never (a draw), the
//! search must find nothing sooner.

use cubeplay_engine::deblockle::{Move, OneAgainstOne, Position};
use cubeplay_engine::puzzle::{Goal, PuzzleFile};
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

    puzzles_agree(&table);

    // The table's figures (README).
    let (position, value) = table.longest();
    assert_eq!(table.value(&position), Some(value));
    assert_eq!(value.plies(), Some(34));
    assert_eq!(table.decided(), 2_479_588);
}

/// The value of `mv` in `position` for its mover, from the table.
fn move_value(table: &OneAgainstOne, position: &Position, mv: Move) -> Value {
    let mover = position.to_move();
    let after = position.play(mv);
    match after.outcome() {
        Some(Outcome::Win(winner)) if winner == mover => Value::Win(1),
        Some(Outcome::Win(_)) => Value::Loss(1),
        Some(Outcome::Draw) => Value::Draw,
        None => {
            let later = table.value(&after).expect("one block a side");
            // A Deblockle'd opponent passes: the mover plays again.
            if after.to_move() == mover {
                later.before_move_again()
            } else {
                later.before_move()
            }
        }
    }
}

/// Every one-against-one puzzle: the table says the attacker wins, the
/// puzzle's first move keeps the win, and the table's perfect line (the
/// fastest win against the longest defence) clears the attacker's block
/// in as many of the attacker's turns as the puzzle's solution, within
/// its goal.
fn puzzles_agree(table: &OneAgainstOne) {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../puzzles/deblockle.txt"
    ))
    .unwrap();
    let file = PuzzleFile::parse(&text).unwrap();
    let mut checked = 0;
    for entry in &file.entries {
        let puzzle = &entry.puzzle;
        let start = puzzle.position().deblockle().unwrap().clone();
        let Some(value) = table.value(&start) else {
            continue;
        };
        let line = entry.line;
        assert!(matches!(value, Value::Win(_)), "line {line}: {value}");
        let first = puzzle.first_move().deblockle().unwrap();
        assert!(
            matches!(move_value(table, &start, first), Value::Win(_)),
            "line {line}: {first} gives the win away"
        );
        let attacker = start.to_move();
        let (mut position, mut turns) = (start.clone(), 0);
        while position.outcome().is_none() {
            let best = table.value(&position).unwrap();
            let mv = position
                .legal_moves()
                .into_iter()
                .find(|&mv| move_value(table, &position, mv) == best)
                .unwrap();
            turns += u32::from(position.to_move() == attacker);
            position = position.play(mv);
        }
        assert_eq!(position.outcome(), Some(Outcome::Win(attacker)));
        let Goal::ClearWithin(goal) = puzzle.goal() else {
            panic!("line {line}: a Deblockle goal");
        };
        assert!(turns <= goal, "line {line}: {turns} turns, goal {goal}");
        assert_eq!(turns as usize, puzzle.attacker_moves(), "line {line}");
        checked += 1;
    }
    // 12 of the 40 puzzles have one block a side.
    assert_eq!(checked, 12);
}
