//! The hop rules: where a hop may end ([`hop_ends`], the one statement the
//! move generator and the AI use) and the squares a hop passes on its way
//! there ([`hop_route`], for boards that draw or animate a move).

use super::board::{diagonal_neighbours, orthogonal_neighbours, Square, STAR_MASK};
use super::cube::Face;
use crate::Direction;

/// Squares where a hop from `to` by the face `top` may end, given the
/// `empty` squares (a bitboard, star spaces included). Stop and Star have
/// no hop: 0. The one statement of the hop rules: the AI uses it too.
pub fn hop_ends(empty: u64, to: Square, top: Face) -> u64 {
    let start = to.bit();
    match top {
        Face::Star | Face::Stop => 0,
        Face::Cross => orthogonal_neighbours(start) & empty & !STAR_MASK,
        Face::X => diagonal_neighbours(start) & empty & !STAR_MASK,
        Face::Hoops => {
            let one = orthogonal_neighbours(start) & empty;
            let two = orthogonal_neighbours(one) & empty;
            orthogonal_neighbours(two) & empty & !STAR_MASK
        }
        Face::Slider => {
            let mut ends = 0;
            for direction in Direction::CLOCKWISE {
                let mut at = to;
                while let Some(next) = at.step(direction) {
                    if empty & next.bit() == 0 {
                        break;
                    }
                    // It may stop right before a star it is about to enter.
                    if next.is_star() && at != to {
                        ends |= at.bit();
                    }
                    at = next;
                }
                if at != to && !at.is_star() {
                    ends |= at.bit();
                }
            }
            ends
        }
    }
}

/// The squares a hop passes, in order, from the square next to its start
/// `to` (the tip square) to its end `end`, which is the last: one square
/// for Cross and X, every square of the slide for Slider, three steps for
/// Hoops. `empty` and `top` are as for [`hop_ends`]. `None` when `top` has
/// no hop or the hop cannot end on `end`.
///
/// Hoops can reach a square by several step sequences (the same move); the
/// route given is the first in clockwise order (north, east, south, west)
/// that never goes back onto a square it has just left, else the first.
#[must_use]
pub fn hop_route(empty: u64, to: Square, end: Square, top: Face) -> Option<Vec<Square>> {
    if hop_ends(empty, to, top) & end.bit() == 0 {
        return None;
    }
    match top {
        Face::Star | Face::Stop => None,
        Face::Cross | Face::X => Some(vec![end]),
        Face::Slider => Direction::CLOCKWISE
            .into_iter()
            .find_map(|direction| slide_to(empty, to, end, direction)),
        Face::Hoops => {
            let passable = |square: Square| empty & square.bit() != 0;
            let mut first_found = None;
            // One loop over the 16 pairs of first and second steps (the
            // third goes to `end`), not two nested ones: the engine is built
            // for speed, and unrolled loops would weigh on the page's wasm.
            for pair in 0..16 {
                let first = Direction::CLOCKWISE[pair / 4];
                let second = Direction::CLOCKWISE[pair % 4];
                let Some(a) = to.step(first).filter(|&s| passable(s)) else {
                    continue;
                };
                let Some(b) = a.step(second).filter(|&s| passable(s)) else {
                    continue;
                };
                if b.direction_to(end).is_none() {
                    continue;
                }
                if a != end && b != to {
                    return Some(vec![a, b, end]);
                }
                first_found.get_or_insert([a, b, end]);
            }
            first_found.map(|route| route.to_vec())
        }
    }
}

/// The squares from `to` towards `direction` up to `end`, if a slide over
/// `empty` squares gets there.
fn slide_to(empty: u64, to: Square, end: Square, direction: Direction) -> Option<Vec<Square>> {
    let mut route = Vec::new();
    let mut at = to;
    while at != end {
        at = at.step(direction).filter(|s| empty & s.bit() != 0)?;
        route.push(at);
    }
    Some(route)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deblockle::board::BOARD_MASK;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn squares(names: &str) -> Vec<Square> {
        names.split_whitespace().map(sq).collect()
    }

    #[test]
    fn cross_and_x_take_one_step() {
        assert_eq!(
            hop_route(BOARD_MASK, sq("c3"), sq("c4"), Face::Cross),
            Some(squares("c4"))
        );
        assert_eq!(
            hop_route(BOARD_MASK, sq("c3"), sq("d4"), Face::X),
            Some(squares("d4"))
        );
        // Not a step of the symbol, or onto a star.
        assert_eq!(hop_route(BOARD_MASK, sq("c3"), sq("d4"), Face::Cross), None);
        assert_eq!(hop_route(BOARD_MASK, sq("c2"), sq("d2"), Face::Cross), None);
        assert_eq!(hop_route(BOARD_MASK, sq("c3"), sq("c4"), Face::Stop), None);
    }

    #[test]
    fn a_slider_passes_every_square_and_may_cross_a_star() {
        assert_eq!(
            hop_route(BOARD_MASK, sq("a2"), sq("g2"), Face::Slider),
            Some(squares("b2 c2 d2 e2 f2 g2"))
        );
        // Stopping before the star it would enter.
        assert_eq!(
            hop_route(BOARD_MASK, sq("a2"), sq("c2"), Face::Slider),
            Some(squares("b2 c2"))
        );
        // A block on f2 stops it on e2, not before.
        let empty = BOARD_MASK & !sq("f2").bit();
        assert_eq!(
            hop_route(empty, sq("a2"), sq("e2"), Face::Slider),
            Some(squares("b2 c2 d2 e2"))
        );
        assert_eq!(hop_route(empty, sq("a2"), sq("d2"), Face::Slider), None);
    }

    #[test]
    fn hoops_take_three_steps_and_prefer_not_to_turn_back() {
        assert_eq!(
            hop_route(BOARD_MASK, sq("c3"), sq("c6"), Face::Hoops),
            Some(squares("c4 c5 c6"))
        );
        // One step away: the route goes out and comes back in a corner
        // rather than onto the end and back.
        assert_eq!(
            hop_route(BOARD_MASK, sq("c3"), sq("c4"), Face::Hoops),
            Some(squares("d3 d4 c4"))
        );
        // Boxed in but for the way back: it turns back as it must.
        let empty = sq("a1").bit() | sq("a2").bit() | sq("b1").bit();
        assert_eq!(
            hop_route(empty, sq("a1"), sq("b1"), Face::Hoops),
            Some(squares("a2 a1 b1"))
        );
    }
}
