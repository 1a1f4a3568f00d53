//! The shapes the rules pictures share: numbers for SVG, arrows, ticks and
//! crosses, and the window of the Deblockle board a picture shows.

use cubeplay_engine::deblockle::Face;
use cubeplay_engine::Player;
use yew::prelude::*;

use crate::board::cube::icon;
use crate::board::deblockle_marks::goal_star;

// Deblockle squares are `SQ` units, with coordinate labels left and below.
pub(super) const SQ: f64 = 40.0;
pub(super) const DX: f64 = 22.0;
pub(super) const DY: f64 = 4.0;

pub(super) fn n(value: f64) -> String {
    // Two decimals at most keep the markup short.
    let rounded = (value * 100.0).round() / 100.0;
    format!("{rounded}")
}

/// Column and row (both from 0) of a square name such as `c3`.
pub(super) fn parse(square: &str) -> (f64, f64) {
    let bytes = square.as_bytes();
    let col = f64::from(bytes[0] - b'a');
    let row = f64::from(bytes[1] - b'1');
    (col, row)
}

// ---------------------------------------------------------------- shapes

/// An arrow from `from` to `to`, pulled back `gap_start` and `gap_end`
/// units from the two points; `dashed` for hops, solid for tips.
pub(super) fn arrow(
    from: (f64, f64),
    to: (f64, f64),
    gap_start: f64,
    gap_end: f64,
    dashed: bool,
) -> Html {
    sized_arrow(from, to, (gap_start, gap_end), dashed, 1.0)
}

/// An arrow whose head is `scale` times the usual size (for the big
/// Cephalopod squares, drawn inside a `rules-big` group).
pub(super) fn sized_arrow(
    from: (f64, f64),
    to: (f64, f64),
    gaps: (f64, f64),
    dashed: bool,
    scale: f64,
) -> Html {
    let (gap_start, gap_end) = gaps;
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let length = dx.hypot(dy);
    let (ux, uy) = (dx / length, dy / length);
    let start = (from.0 + ux * gap_start, from.1 + uy * gap_start);
    let tip = (to.0 - ux * gap_end, to.1 - uy * gap_end);
    let head = 9.0 * scale;
    let half = 5.5 * scale;
    let base = (tip.0 - ux * head, tip.1 - uy * head);
    let points = format!(
        "{},{} {},{} {},{}",
        n(tip.0),
        n(tip.1),
        n(base.0 - uy * half),
        n(base.1 + ux * half),
        n(base.0 + uy * half),
        n(base.1 - ux * half)
    );
    let line_class = if dashed {
        "rules-arrow-line rules-arrow-hop"
    } else {
        "rules-arrow-line"
    };
    html! {
        <g class="rules-arrow">
            <line class="rules-arrow-halo" x1={n(start.0)} y1={n(start.1)} x2={n(base.0)} y2={n(base.1)} />
            <line class={line_class} x1={n(start.0)} y1={n(start.1)} x2={n(base.0)} y2={n(base.1)} />
            <polygon class="rules-arrow-head" points={points} />
        </g>
    }
}

/// A tick (allowed) centred on a point.
pub(super) fn tick(centre: (f64, f64)) -> Html {
    let (x, y) = centre;
    html! {
        <g class="rules-mark rules-mark-yes">
            <circle cx={n(x)} cy={n(y)} r="9" />
            <path d={format!("M{} {}L{} {}L{} {}", n(x - 5.0), n(y), n(x - 1.5), n(y + 4.0), n(x + 5.5), n(y - 4.5))} />
        </g>
    }
}

/// A cross (not allowed) centred on a point.
pub(super) fn cross(centre: (f64, f64)) -> Html {
    let (x, y) = centre;
    let d = 4.5;
    html! {
        <g class="rules-mark rules-mark-no">
            <circle cx={n(x)} cy={n(y)} r="9" />
            <path d={format!(
                "M{} {}L{} {}M{} {}L{} {}",
                n(x - d), n(y - d), n(x + d), n(y + d), n(x + d), n(y - d), n(x - d), n(y + d)
            )} />
        </g>
    }
}

// ------------------------------------------------------- Deblockle board

/// The part of the 7×7 Deblockle board a picture shows: its lowest column
/// and row (from 0) and how many columns and rows.
#[derive(Clone, Copy)]
pub(super) struct Win {
    pub(super) col: u8,
    pub(super) row: u8,
    pub(super) cols: u8,
    pub(super) rows: u8,
}

pub(super) const FULL: Win = Win {
    col: 0,
    row: 0,
    cols: 7,
    rows: 7,
};

/// Columns b–f, rows `row`+1 to `row`+5.
pub(super) const fn mid(row: u8) -> Win {
    Win {
        col: 1,
        row,
        cols: 5,
        rows: 5,
    }
}

pub(super) const GOLD: Player = Player::First;
pub(super) const BLUE: Player = Player::Second;

impl Win {
    pub(super) fn view_box(self) -> String {
        format!(
            "0 0 {} {}",
            n(DX + f64::from(self.cols) * SQ + 4.0),
            n(DY + f64::from(self.rows) * SQ + 20.0)
        )
    }

    /// Centre of a square.
    pub(super) fn at(self, square: &str) -> (f64, f64) {
        let (col, row) = parse(square);
        let col = col - f64::from(self.col);
        let row = row - f64::from(self.row);
        (
            DX + (col + 0.5) * SQ,
            DY + (f64::from(self.rows) - 1.0 - row + 0.5) * SQ,
        )
    }

    pub(super) fn board(self) -> Html {
        let (cols, rows) = (self.cols, self.rows);
        let (right, bottom) = (DX + f64::from(cols) * SQ, DY + f64::from(rows) * SQ);
        let squares = (0..rows).flat_map(move |r| (0..cols).map(move |c| (c, r)));
        // Thick lines only along the board's real edges.
        let mut edges = Vec::new();
        if self.col == 0 {
            edges.push((DX, DY, DX, bottom));
        }
        if self.col + cols == 7 {
            edges.push((right, DY, right, bottom));
        }
        if self.row == 0 {
            edges.push((DX, bottom, right, bottom));
        }
        if self.row + rows == 7 {
            edges.push((DX, DY, right, DY));
        }
        html! {
            <g class="rules-board">
                { for squares.map(|(c, r)| {
                    let (col, row) = (self.col + c, self.row + r);
                    let name = format!("{}{}", char::from(b'a' + col), row + 1);
                    let dark = (col + row) % 2 == 0;
                    // The stars as the board draws them: whose goal each is.
                    let goal = match name.as_str() {
                        "d6" => Some(GOLD),
                        "d2" => Some(BLUE),
                        _ => None,
                    };
                    let (x, y) = self.at(&name);
                    let class = classes!(
                        "rules-square",
                        dark.then_some("rules-square-dark"),
                        goal.map(|_| "rules-star-space")
                    );
                    html! {
                        <g class={class}>
                            <rect x={n(x - SQ / 2.0)} y={n(y - SQ / 2.0)} width={n(SQ)} height={n(SQ)} />
                            if let Some(player) = goal {
                                <g transform={format!("translate({} {}) scale({})", n(x - SQ / 2.0), n(y - SQ / 2.0), SQ / 100.0)}>
                                    { goal_star(player) }
                                </g>
                            }
                        </g>
                    }
                }) }
                { for edges.into_iter().map(|(x1, y1, x2, y2)| html! {
                    <line class="rules-board-edge" x1={n(x1)} y1={n(y1)} x2={n(x2)} y2={n(y2)} />
                }) }
                { for (0..cols).map(|c| html! {
                    <text class="rules-coord" x={n(DX + (f64::from(c) + 0.5) * SQ)} y={n(bottom + 15.0)}
                          text-anchor="middle">{ char::from(b'a' + self.col + c).to_string() }</text>
                }) }
                { for (0..rows).map(|r| html! {
                    <text class="rules-coord" x={n(DX - 11.0)} y={n(DY + (f64::from(rows - 1 - r) + 0.5) * SQ + 4.5)}
                          text-anchor="middle">{ (self.row + r + 1).to_string() }</text>
                }) }
            </g>
        }
    }

    /// A block seen from above, with its top symbol if given.
    pub(super) fn block(self, square: &str, owner: Player, top: Option<Face>) -> Html {
        let (x, y) = self.at(square);
        let half = SQ / 2.0 - 4.0;
        let class = match owner {
            Player::First => "rules-block rules-block-gold",
            Player::Second => "rules-block rules-block-blue",
        };
        html! {
            <g class={class}>
                <rect class="rules-block-face" x={n(x - half)} y={n(y - half)} width={n(2.0 * half)} height={n(2.0 * half)} rx="5" />
                if owner == Player::Second {
                    <rect class="rules-block-inner" x={n(x - half + 3.5)} y={n(y - half + 3.5)}
                          width={n(2.0 * half - 7.0)} height={n(2.0 * half - 7.0)} rx="3" />
                }
                if let Some(face) = top {
                    { icon(face, x, y, 9.5) }
                }
            </g>
        }
    }

    /// Where a block was or passes through: a dashed outline.
    pub(super) fn ghost(self, square: &str, top: Option<Face>) -> Html {
        let (x, y) = self.at(square);
        let half = SQ / 2.0 - 4.0;
        html! {
            <g class="rules-ghost">
                <rect x={n(x - half)} y={n(y - half)} width={n(2.0 * half)} height={n(2.0 * half)} rx="5" />
                if let Some(face) = top {
                    { icon(face, x, y, 9.5) }
                }
            </g>
        }
    }

    /// A ring marking a square a hop may end on.
    pub(super) fn target(self, square: &str) -> Html {
        let (x, y) = self.at(square);
        html! { <circle class="rules-target" cx={n(x)} cy={n(y)} r="6" /> }
    }

    /// A tip: solid arrow between neighbouring squares.
    pub(super) fn tip(self, from: &str, to: &str) -> Html {
        arrow(self.at(from), self.at(to), 4.0, 9.0, false)
    }

    /// A hop from a block to a target square: dashed arrow.
    pub(super) fn hop(self, from: &str, to: &str) -> Html {
        arrow(self.at(from), self.at(to), 13.0, 8.0, true)
    }

    /// A hop through several squares, with an arrowhead at the end.
    pub(super) fn path(self, squares: &[&str]) -> Html {
        let points: Vec<(f64, f64)> = squares.iter().map(|s| self.at(s)).collect();
        let last = points.len() - 1;
        let polyline: Vec<String> = points[..last]
            .iter()
            .map(|(x, y)| format!("{},{}", n(*x), n(*y)))
            .collect();
        let (before, end) = (points[last - 1], points[last]);
        html! {
            <g class="rules-arrow">
                <polyline class="rules-arrow-halo" points={polyline.join(" ")} />
                <polyline class="rules-arrow-line rules-arrow-hop" points={polyline.join(" ")} />
                { arrow(before, end, 0.0, 12.0, true) }
            </g>
        }
    }
}
