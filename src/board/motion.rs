//! How a move is shown in motion, as CSS classes (styles/motion.css): the
//! keyframes read the offsets of the squares a piece passes from class
//! names, since the page's style policy allows no inline styles.
//!
//! A Deblockle tip folds the old block down over the edge it rolls on while
//! the new top unfolds from that edge, then the hop follows the symbol: a
//! Slider glides, Hoops steps three times, Cross and X take one step.

use cubeplay_engine::deblockle::{Face, Move, Position, Square};
use yew::prelude::*;

use crate::board::frame::Geometry;
use crate::board::turn::move_path;

/// Screen side a tip rolls towards: 0 up, 1 right, 2 down, 3 left.
pub fn tip_side(geometry: &Geometry, from: Square, to: Square) -> usize {
    let (dx, dy) = geometry.offset((to.column(), to.row()), (from.column(), from.row()));
    match (dx.signum(), dy.signum()) {
        (_, -1) => 0,
        (1, _) => 1,
        (_, 1) => 2,
        _ => 3,
    }
}

/// Classes that set `--<name>x` and `--<name>y` to an offset in cells.
fn offset_classes(name: char, (dx, dy): (i32, i32)) -> [String; 2] {
    let part = |axis: char, n: i32| {
        if n < 0 {
            format!("{name}{axis}-m{}", -n)
        } else {
            format!("{name}{axis}-{n}")
        }
    };
    [part('x', dx), part('y', dy)]
}

/// The classes of the block that ended `mv` (drawn on its end square, in
/// `after`): its hop from the tip square, and, unless the tip was already
/// shown, the tip before it.
pub fn mover_classes(geometry: &Geometry, after: &Position, mv: Move, tip_shown: bool) -> Classes {
    let end = mv.end();
    let at = |square: Square| {
        geometry.offset((square.column(), square.row()), (end.column(), end.row()))
    };
    let path = move_path(after, mv);
    let face = after.block_at(end).map(|block| block.orientation.top());
    let hop = match (mv.hop_to(), face) {
        (None, _) => "hop-none",
        (_, Some(Face::Slider)) => "hop-glide",
        (_, Some(Face::Hoops)) if path.len() == 5 => "hop-hoops",
        _ => "hop-step",
    };
    let mut classes = classes!("mover", hop, (!tip_shown).then_some("after-tip"));
    classes.extend(offset_classes('b', at(mv.tip_to())).to_vec());
    if hop == "hop-hoops" {
        classes.extend(offset_classes('c', at(path[2])).to_vec());
        classes.extend(offset_classes('d', at(path[3])).to_vec());
    }
    classes
}

/// The classes of a block unfolding onto its tip square.
pub fn tip_in(side: usize) -> Classes {
    classes!("tip-in", format!("roll-{side}"))
}

/// The classes of the old block folding away over the edge it rolls on.
pub fn tip_out(side: usize) -> Classes {
    classes!("tip-out", format!("roll-{side}"))
}

/// The classes of a captured die flying into the die placed at `to`.
pub fn fly_classes(geometry: &Geometry, from: (u8, u8), to: (u8, u8)) -> Classes {
    let mut classes = classes!("fly");
    classes.extend(offset_classes('b', geometry.offset(to, from)).to_vec());
    classes
}

#[cfg(test)]
mod tests {
    use super::*;
    use cubeplay_engine::deblockle::Rules;

    const PLAIN: Geometry = Geometry {
        columns: 7,
        rows: 7,
        flipped: false,
    };

    fn square(name: &str) -> Square {
        name.parse().expect("a square")
    }

    #[test]
    fn the_tip_side_follows_the_screen() {
        let flipped = Geometry {
            flipped: true,
            ..PLAIN
        };
        assert_eq!(tip_side(&PLAIN, square("c3"), square("c4")), 0);
        assert_eq!(tip_side(&PLAIN, square("c3"), square("d3")), 1);
        assert_eq!(tip_side(&PLAIN, square("c3"), square("c2")), 2);
        assert_eq!(tip_side(&PLAIN, square("c3"), square("b3")), 3);
        // Turned round, north is down the screen.
        assert_eq!(tip_side(&flipped, square("c3"), square("c4")), 2);
        assert_eq!(tip_side(&flipped, square("c3"), square("d3")), 3);
    }

    #[test]
    fn each_hop_has_its_motion() {
        use cubeplay_engine::deblockle::EXAMPLE_START;
        let before = Position::parse_with_rules(EXAMPLE_START, Rules::default()).expect("start");
        let mut seen = std::collections::BTreeSet::new();
        for mv in before.legal_moves() {
            let after = before.try_play(mv).expect("legal");
            let text = mover_classes(&PLAIN, &after, mv, false).to_string();
            let top = after
                .block_at(mv.end())
                .map(|block| block.orientation.top());
            let tip = geometry_offset(mv.tip_to(), mv.end());
            assert!(text.contains(&format!("bx-{}", tip.0)), "{mv}: {text}");
            assert!(text.contains(&format!("by-{}", tip.1)), "{mv}: {text}");
            let expected = match (mv.hop_to(), top) {
                (None, _) => "hop-none",
                (_, Some(Face::Slider)) => "hop-glide",
                (_, Some(Face::Hoops)) => "hop-hoops",
                _ => "hop-step",
            };
            assert!(text.contains(expected), "{mv}: {text}");
            assert!(text.contains("after-tip"));
            assert_eq!(
                text.contains("cx-"),
                expected == "hop-hoops",
                "{mv}: {text}"
            );
            seen.insert(expected);
        }
        assert!(
            seen.contains("hop-hoops") && seen.contains("hop-step"),
            "{seen:?}"
        );
    }

    /// Cell offset of `square` from `end` on the unflipped screen, as the
    /// class names spell it ("m1" for -1).
    fn geometry_offset(square: Square, end: Square) -> (String, String) {
        let (dx, dy) = PLAIN.offset((square.column(), square.row()), (end.column(), end.row()));
        let name = |n: i32| {
            if n < 0 {
                format!("m{}", -n)
            } else {
                n.to_string()
            }
        };
        (name(dx), name(dy))
    }

    #[test]
    fn a_hop_after_a_shown_tip_only_hops() {
        use cubeplay_engine::deblockle::EXAMPLE_START;
        let before = Position::parse_with_rules(EXAMPLE_START, Rules::default()).expect("start");
        let mv = before.legal_moves()[0];
        let after = before.try_play(mv).expect("legal");
        let text = mover_classes(&PLAIN, &after, mv, true).to_string();
        assert!(!text.contains("after-tip"), "{text}");
    }

    #[test]
    fn a_captured_die_flies_to_the_placed_one() {
        let geometry = Geometry {
            columns: 3,
            rows: 3,
            flipped: false,
        };
        // From a1 to b2: one right, one up the screen.
        assert_eq!(
            fly_classes(&geometry, (0, 0), (1, 1)).to_string(),
            "fly bx-1 by-m1"
        );
        assert_eq!(tip_in(2).to_string(), "tip-in roll-2");
        assert_eq!(tip_out(3).to_string(), "tip-out roll-3");
    }
}
