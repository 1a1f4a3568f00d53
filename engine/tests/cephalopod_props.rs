//! Property tests: random play from random positions, notation round trips,
//! and parsers that never panic.

use cubeplay_engine::cephalopod::{Move, Position, BLACK, WHITE};
use proptest::prelude::*;

/// Any position of any supported size: each square empty or a die of
/// either colour with 1..=6 pips (about half the squares empty, so games
/// last), either side to move.
fn any_position() -> impl Strategy<Value = Position> {
    (
        2usize..=7,
        2usize..=7,
        prop::collection::vec(0u8..25, 49),
        any::<bool>(),
    )
        .prop_map(|(rows, cols, cells, white)| {
            let board: Vec<String> = (0..rows)
                .map(|row| {
                    (0..cols)
                        .map(|col| match cells[row * 7 + col] {
                            0 => ".".to_string(),
                            c @ 1..=6 => format!("w{c}"),
                            c @ 7..=12 => format!("b{}", c - 6),
                            _ => ".".to_string(),
                        })
                        .collect()
                })
                .collect();
            let text = format!("{} {}", board.join("/"), if white { "w" } else { "b" });
            text.parse().expect("generated positions are valid")
        })
}

fn assert_well_formed(position: &Position) {
    let mut white = 0;
    let mut black = 0;
    for square in position.squares() {
        if let Some(die) = position.die_at(square) {
            assert!((1..=6).contains(&die.pips), "{position}: {square}");
            if die.owner == WHITE {
                white += 1;
            } else {
                black += 1;
            }
        }
    }
    assert_eq!(position.dice_count(WHITE), white);
    assert_eq!(position.dice_count(BLACK), black);
    assert_eq!(position.hash_key(), position.hash_from_scratch());
    assert_eq!(&position.to_string().parse::<Position>().unwrap(), position);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_play_keeps_every_invariant(
        start in any_position(),
        choices in prop::collection::vec(any::<usize>(), 0..80),
    ) {
        let mut position = start;
        assert_well_formed(&position);
        for choice in choices {
            let moves = position.legal_moves();
            prop_assert_eq!(moves.is_empty(), position.outcome().is_some());
            if moves.is_empty() {
                break;
            }
            for &mv in &moves {
                let text = mv.to_string();
                prop_assert_eq!(position.parse_move(&text), Ok(mv));
                prop_assert_eq!(text.parse::<Move>(), Ok(mv));
                prop_assert!(position.is_legal(mv));
            }
            let mv = moves[choice % moves.len()];
            let next = position.play(mv);
            let before = position.dice_count(WHITE) + position.dice_count(BLACK);
            let after = next.dice_count(WHITE) + next.dice_count(BLACK);
            prop_assert_eq!(i64::from(after) - i64::from(before), 1 - i64::from(mv.capture_count()));
            prop_assert_eq!(next.to_move(), position.to_move().opponent());
            assert_well_formed(&next);
            position = next;
        }
    }

    #[test]
    fn playing_any_move_value_never_panics(start in any_position(), square in 0u8..7, row in 0u8..7, mask in 0u8..16) {
        let mv = Move::with_captures(cubeplay_engine::cephalopod::Square::new(square, row).unwrap(), mask);
        let next = start.play(mv);
        for square in next.squares() {
            if let Some(die) = next.die_at(square) {
                prop_assert!((1..=6).contains(&die.pips));
            }
        }
        prop_assert_eq!(start.try_play(mv).is_ok(), start.legal_moves().contains(&mv));
    }

    #[test]
    fn parsers_never_panic_on_arbitrary_text(text in "\\PC{0,40}") {
        let _ = text.parse::<Position>();
        let _ = text.parse::<Move>();
        let _ = Position::default().parse_move(&text);
    }

    #[test]
    fn parsers_never_panic_on_near_miss_text(text in "[.wb0-9/ a-h=+]{0,60}") {
        if let Ok(position) = text.parse::<Position>() {
            prop_assert_eq!(position.to_string(), text.clone());
        }
        let _ = text.parse::<Move>();
        let board: Position = ".b6./w2w2b2/w1b6w1 w".parse().unwrap();
        if let Ok(mv) = board.parse_move(&text) {
            prop_assert!(board.legal_moves().contains(&mv));
        }
    }
}
