//! Marks drawn on the Deblockle board: the goal stars (the rules pages
//! draw them too) and the path of a move or a hint.

use cubeplay_engine::deblockle::Square;
use cubeplay_engine::Player;
use yew::prelude::*;

use crate::board::cube::{icon, CELL};
use crate::board::frame::Geometry;
use crate::board::turn::goal_label;

/// A star drawn as the goal of `player`, who removes blocks there: a ring
/// in that player's colour, "Gold's goal" under the star (in a square of
/// 100 units; the rules pages draw it too).
pub fn goal_star(player: Player) -> Html {
    let (colour, side) = match player {
        Player::First => ("goal-gold", "first"),
        Player::Second => ("goal-blue", "second"),
    };
    html! {
        <g class={classes!("star-space", colour)} data-goal={side}>
            <rect class="goal-ring" x="5" y="5" width="90" height="90" rx="12" />
            { icon(cubeplay_engine::deblockle::Face::Star, 50.0, 42.0, 24.0) }
            <text class="goal-label" x="50" y="88" textLength="84" lengthAdjust="spacingAndGlyphs">{ goal_label(player) }</text>
        </g>
    }
}

/// A path through the centres of `squares`: a ring on the first, a dot on
/// each turn, an arrowhead into the last.
pub fn path_drawing(geometry: &Geometry, squares: &[Square]) -> Html {
    let centre = |square: &Square| {
        let (x, y) = geometry.corner(square.column(), square.row());
        (x + CELL / 2.0, y + CELL / 2.0)
    };
    let points: Vec<(f64, f64)> = squares.iter().map(centre).collect();
    let (Some(&start), Some(&end)) = (points.first(), points.last()) else {
        return html! {};
    };
    // The arrowhead points along the last step and stops at the edge of
    // the block standing at the end, which stays in sight.
    let before = points
        .iter()
        .rev()
        .find(|&&p| p != end)
        .copied()
        .unwrap_or(start);
    let (dx, dy) = (end.0 - before.0, end.1 - before.1);
    let length = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / length, dy / length);
    let tip = (end.0 - ux * 36.0, end.1 - uy * 36.0);
    let back = (tip.0 - ux * 24.0, tip.1 - uy * 24.0);
    let mut shown = points.clone();
    if let Some(last) = shown.last_mut() {
        *last = back;
    }
    let line = shown
        .iter()
        .map(|(x, y)| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ");
    let head = format!(
        "{},{} {},{} {},{}",
        tip.0,
        tip.1,
        back.0 - uy * 15.0,
        back.1 + ux * 15.0,
        back.0 + uy * 15.0,
        back.1 - ux * 15.0
    );
    let turns = points[1..points.len().saturating_sub(1).max(1)].iter().map(
        |(x, y)| html! { <circle class="path-turn" cx={x.to_string()} cy={y.to_string()} r="7" /> },
    );
    html! {
        <>
            <polyline class="path-line" points={line} />
            <circle class="path-start" cx={start.0.to_string()} cy={start.1.to_string()} r="16" />
            { for turns }
            if start != end {
                <polygon class="path-head" points={head} />
            }
        </>
    }
}
