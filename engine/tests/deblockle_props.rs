//! Property tests: random games keep every invariant, notation round-trips,
//! and no parser panics on any input.

use cubeplay_engine::deblockle::{
    example_start, parse_move_squares, random_start, Match, Orientation, Position, Rules, Square,
};
use cubeplay_engine::rng::SplitMix64;
use cubeplay_engine::{Game, Player};
use proptest::prelude::*;

fn check_invariants(position: &Position) {
    for (square, block) in position.blocks() {
        assert!(!square.is_star(), "block on star {square} in {position}");
        let o = block.orientation;
        assert_eq!(Orientation::from_top_north(o.top(), o.north()), Some(o));
        assert_ne!(o.top(), o.north());
        assert_ne!(o.top().opposite(), o.north());
    }
    let reparsed = Position::parse_with_rules(&position.to_string(), position.rules()).unwrap();
    assert_eq!(&reparsed, position);
    assert_eq!(reparsed.hash_key(), position.hash_key());
    assert_eq!(reparsed.outcome(), position.outcome());
    assert_eq!(
        position.outcome().is_some(),
        position.legal_moves().is_empty()
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_the_invariants(
        seed in any::<u64>(),
        gold in 1usize..=4,
        blue in 1usize..=4,
        no_adjacent in any::<bool>(),
        choices in prop::collection::vec(any::<u16>(), 0..70),
    ) {
        let rules = Rules { no_adjacent };
        let mut rng = SplitMix64::new(seed);
        let start = random_start([gold, blue], rules, &mut rng).unwrap();
        let mut game = Match::new(start);
        check_invariants(game.position());
        for choice in choices {
            if game.outcome().is_some() {
                break;
            }
            let position = game.position().clone();
            let moves = position.legal_moves();
            prop_assert!(!moves.is_empty());
            for &mv in &moves {
                let text = mv.to_string();
                prop_assert_eq!(position.parse_move(&text), Ok(mv));
                prop_assert_eq!(parse_move_squares(&text).unwrap().0, mv.from());
            }
            let mv = moves[usize::from(choice) % moves.len()];
            let by_text = position.parse_move(&mv.to_string()).unwrap();
            let next = Game::play(&position, mv);
            prop_assert_eq!(&Game::play(&position, by_text), &next);
            prop_assert_eq!(position.try_play(mv), Ok(next.clone()));
            for player in Player::BOTH {
                prop_assert!(next.block_count(player) <= position.block_count(player));
            }
            prop_assert!(
                next.block_count(Player::First) + next.block_count(Player::Second)
                    >= position.block_count(Player::First) + position.block_count(Player::Second) - 1
            );
            game.play(mv).unwrap();
            check_invariants(game.position());
        }
    }

    #[test]
    fn position_parser_never_panics(text in "\\PC{0,120}") {
        let _ = text.parse::<Position>();
    }

    #[test]
    fn position_parser_never_panics_on_near_notation(
        text in "[.gbSTCXLH/ ]{0,90}( [gbx])?",
    ) {
        if let Ok(position) = Position::parse_with_rules(&text, Rules { no_adjacent: true }) {
            check_invariants(&position);
        }
    }

    #[test]
    fn move_parsers_never_panic(text in "\\PC{0,20}|[a-h0-8:-]{0,12}") {
        let start = example_start(Rules::default());
        let _ = start.parse_move(&text);
        let _ = parse_move_squares(&text);
        let _ = text.parse::<Square>();
    }
}

#[test]
fn playing_a_foreign_move_does_not_panic() {
    // A move from another position is not legal here; play leaves the
    // position alone rather than panicking, try_play says why.
    let start = example_start(Rules::default());
    let mv = start.parse_move("c3-c4:d5").unwrap();
    let after = Game::play(&start, mv);
    assert_eq!(Game::play(&after, mv), after);
    assert!(after.try_play(mv).is_err());
}
