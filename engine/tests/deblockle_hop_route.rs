//! `hop_route` against the move generator: in every position of random
//! games, every legal turn with a hop has a route that leaves the tip
//! square by one step of its symbol, steps as the symbol moves, passes only
//! empty squares and ends on the hop's end; the position the move led to
//! gives the same route; and the squares a tip's hop has a route to are
//! exactly the ends of its legal turns.

use std::collections::BTreeSet;

use cubeplay_engine::deblockle::{hop_route, random_start, Face, Move, Position, Rules, Square};
use cubeplay_engine::rng::SplitMix64;
use cubeplay_engine::{Direction, Game};
use proptest::prelude::*;

/// Whether `b` is one orthogonal step from `a`.
fn orthogonal_step(a: Square, b: Square) -> bool {
    a.direction_to(b).is_some()
}

/// Whether `b` is one diagonal step from `a`.
fn diagonal_step(a: Square, b: Square) -> bool {
    a.column().abs_diff(b.column()) == 1 && a.row().abs_diff(b.row()) == 1
}

/// The squares free for the hop of `mv`: empty before the move, or the
/// block's own start.
fn free_for_hop(position: &Position, mv: Move, square: Square) -> bool {
    square == mv.from() || position.block_at(square).is_none()
}

fn check_route(position: &Position, mv: Move, route: &[Square]) -> Result<(), TestCaseError> {
    let block = position.block_at(mv.from()).unwrap();
    let top = block.orientation.top_after_tip(mv.direction());
    let tip = mv.tip_to();
    prop_assert_eq!(route.last().copied(), mv.hop_to(), "{} in {}", mv, position);
    let mut steps = vec![tip];
    steps.extend_from_slice(route);
    for pair in steps.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let ok = match top {
            Face::X => diagonal_step(a, b),
            _ => orthogonal_step(a, b),
        };
        prop_assert!(ok, "{:?} -> {:?}: {} in {}", a, b, mv, position);
    }
    for &square in route {
        prop_assert!(
            free_for_hop(position, mv, square),
            "{} passes {:?} in {}",
            mv,
            square,
            position
        );
    }
    prop_assert!(!mv.end().is_star(), "{} ends on a star", mv);
    match top {
        Face::Cross | Face::X => prop_assert_eq!(route.len(), 1),
        Face::Hoops => prop_assert_eq!(route.len(), 3),
        Face::Slider => {
            // One direction all the way, stopped by the board's edge, a
            // block, or a star ahead.
            let direction = tip.direction_to(route[0]).unwrap();
            for pair in steps.windows(2) {
                prop_assert_eq!(pair[0].direction_to(pair[1]), Some(direction));
            }
            let next = mv.end().step(direction);
            let stopped = match next {
                None => true,
                Some(next) => next.is_star() || !free_for_hop(position, mv, next),
            };
            prop_assert!(stopped, "{} slides on past {:?}", mv, mv.end());
        }
        Face::Star | Face::Stop => prop_assert!(false, "{} hops with {:?} on top", mv, top),
    }
    Ok(())
}

/// Every turn of `position` against its route.
fn check_position(position: &Position) -> Result<(), TestCaseError> {
    let moves = position.legal_moves();
    for &mv in &moves {
        let route = position.hop_route(mv);
        match mv.hop_to() {
            None => prop_assert_eq!(route, None, "{} in {}", mv, position),
            Some(_) => {
                let route = route
                    .ok_or_else(|| TestCaseError::fail(format!("{mv} in {position}: no route")))?;
                check_route(position, mv, &route)?;
                let after = Game::play(position, mv);
                prop_assert_eq!(
                    after.played_hop_route(mv),
                    Some(route),
                    "{} in {}",
                    mv,
                    position
                );
            }
        }
    }
    // Without the no-adjacent rule every hop end is a legal turn's end.
    if position.rules().no_adjacent {
        return Ok(());
    }
    let empty: u64 = Square::all()
        .filter(|&square| position.block_at(square).is_none())
        .fold(0, |set, square| set | square.bit());
    for (from, block) in position.blocks() {
        if block.owner != position.to_move() {
            continue;
        }
        for direction in Direction::CLOCKWISE {
            let tips: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|mv| mv.from() == from && mv.direction() == direction)
                .collect();
            let Some(tip) = tips.first().map(|mv| mv.tip_to()) else {
                continue;
            };
            let top = block.orientation.top_after_tip(direction);
            let legal: BTreeSet<Square> = tips.iter().filter_map(|mv| mv.hop_to()).collect();
            let routed: BTreeSet<Square> = Square::all()
                .filter(|&end| hop_route(empty | from.bit(), tip, end, top).is_some())
                .collect();
            prop_assert_eq!(
                legal,
                routed,
                "{:?} from {:?} in {}",
                direction,
                from,
                position
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn every_hop_of_random_games_has_its_route(
        seed in any::<u64>(),
        gold in 1usize..=4,
        blue in 1usize..=4,
        no_adjacent in any::<bool>(),
        plies in 0usize..80,
    ) {
        let rules = Rules { no_adjacent };
        let mut rng = SplitMix64::new(seed);
        let mut position = random_start([gold, blue], rules, &mut rng).unwrap();
        for _ in 0..plies {
            check_position(&position)?;
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            position = Game::play(&position, moves[rng.index_below(moves.len())]);
        }
    }
}

#[test]
fn a_move_of_another_position_has_no_route() {
    let start = cubeplay_engine::deblockle::example_start(Rules::default());
    let mv = start.parse_move("c3-c4:d5").unwrap();
    assert_eq!(start.hop_route(mv), Some(vec!["d5".parse().unwrap()]));
    let after = Game::play(&start, mv);
    // Blue to move now, and c3 is empty.
    assert_eq!(after.hop_route(mv), None);
}
