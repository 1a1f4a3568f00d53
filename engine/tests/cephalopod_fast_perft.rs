//! The packed, symmetry-merged perft of `cephalopod::perft` against the
//! generic `perft::perft` (full positions, no symmetry) and the plain
//! recursive `perft_plain`, on random positions of every size; and exact
//! counts deep in the 3×3 tree.

use cubeplay_engine::cephalopod::{perft::perft as fast_perft, Position};
use cubeplay_engine::perft::{perft, perft_plain};
use proptest::prelude::*;

fn engine(text: &str) -> Position {
    text.parse().unwrap()
}

/// A position of any supported size with about `fill` percent of its
/// squares holding a die of either colour and any pips.
fn any_position() -> impl Strategy<Value = Position> {
    (
        2usize..=7,
        2usize..=7,
        0u32..=100,
        prop::collection::vec((0u32..100, any::<bool>(), 1u8..=6), 49),
        any::<bool>(),
    )
        .prop_map(|(rows, cols, fill, cells, white)| {
            let board: Vec<String> = (0..rows)
                .map(|row| {
                    (0..cols)
                        .map(|col| match cells[row * 7 + col] {
                            (chance, _, _) if chance >= fill => ".".to_string(),
                            (_, true, pips) => format!("w{pips}"),
                            (_, false, pips) => format!("b{pips}"),
                        })
                        .collect()
                })
                .collect();
            let text = format!("{} {}", board.join("/"), if white { "w" } else { "b" });
            text.parse().expect("generated positions are valid")
        })
}

/// The deepest depth the generic perft reaches quickly (also in a debug
/// build) from a position with `empties` empty squares.
fn affordable_depth(empties: u32) -> u32 {
    match empties {
        0..=6 => 6,
        7..=10 => 4,
        11..=20 => 3,
        _ => 2,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn fast_perft_equals_the_generic_perft(position in any_position()) {
        for depth in 0..=affordable_depth(position.empty_count()) {
            prop_assert_eq!(
                fast_perft(&position, depth),
                perft(&position, depth),
                "{} depth {}", position, depth
            );
        }
    }

    #[test]
    fn fast_perft_equals_the_plain_recursion(position in any_position()) {
        let depth = affordable_depth(position.empty_count()).min(3);
        prop_assert_eq!(
            fast_perft(&position, depth),
            perft_plain(&position, depth),
            "{} depth {}", position, depth
        );
    }
}

#[test]
fn every_size_and_both_sides_from_the_empty_board() {
    for rows in 2..=7u8 {
        for cols in 2..=7u8 {
            let empty = Position::new_empty(rows, cols).unwrap();
            let black = engine(&empty.to_string().replace(" w", " b"));
            let deepest = if rows * cols <= 25 { 3 } else { 2 };
            for depth in 0..=deepest {
                let expected = perft(&empty, depth);
                assert_eq!(
                    fast_perft(&empty, depth),
                    expected,
                    "{rows}x{cols} depth {depth}"
                );
                assert_eq!(
                    fast_perft(&black, depth),
                    expected,
                    "{rows}x{cols} depth {depth}"
                );
            }
        }
    }
}

#[test]
fn known_counts() {
    let empty_3x3 = engine(".../.../... w");
    let expected: [u128; 7] = [1, 9, 72, 504, 3256, 21096, 139_856];
    for (depth, &count) in expected.iter().enumerate() {
        assert_eq!(fast_perft(&empty_3x3, depth as u32), count, "depth {depth}");
    }
    assert_eq!(fast_perft(&empty_3x3, 8), 6_301_152);
    assert_eq!(fast_perft(&empty_3x3, 10), 281_463_056);

    let empty_5x5 = Position::default();
    let expected_5x5: [u128; 5] = [1, 25, 600, 13_800, 304_840];
    for (depth, &count) in expected_5x5.iter().enumerate() {
        assert_eq!(
            fast_perft(&empty_5x5, depth as u32),
            count,
            "5x5 depth {depth}"
        );
    }
    assert_eq!(fast_perft(&empty_5x5, 5), perft(&empty_5x5, 5));

    // Every game ends within the depth: the number of complete games.
    assert_eq!(fast_perft(&engine("../.. w"), 20), 27_136);
    assert_eq!(fast_perft(&engine("../.. b"), 40), 27_136);
    assert_eq!(fast_perft(&engine("../../.. w"), 40), 163_440_720_221_064);
    assert_eq!(fast_perft(&engine(".../... b"), 40), 163_440_720_221_064);

    // A full board, and a board one move from full.
    assert_eq!(fast_perft(&engine("w1b6/b6w1 b"), 0), 1);
    assert_eq!(fast_perft(&engine("w1b6/b6w1 b"), 5), 1);
    assert_eq!(fast_perft(&engine("w1b6/b6. w"), 1), 1);
    assert_eq!(fast_perft(&engine("w1b6/b6. w"), 9), 1);
}

include!("data/deep_3x3.rs");

#[test]
fn six_deep_3x3_counts() {
    for (text, depth, count) in DEEP_3X3 {
        assert_eq!(
            fast_perft(&engine(text), depth),
            count,
            "{text} depth {depth}"
        );
    }
}

#[test]
fn colours_and_side_to_move_do_not_change_the_count() {
    let position = engine("w4.b1/w1.b6/.w3. w");
    let swapped = engine("b4.w1/b1.w6/.b3. b");
    for depth in [1, 5, 12] {
        assert_eq!(fast_perft(&position, depth), fast_perft(&swapped, depth));
        assert_eq!(fast_perft(&position, depth), perft(&swapped, depth));
    }
}
