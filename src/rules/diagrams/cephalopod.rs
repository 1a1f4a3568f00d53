//! The Cephalopod pictures of the rules page.

use cubeplay_engine::Player;
use yew::prelude::*;

use super::shapes::*;
use crate::board::cube::die;

// Cephalopod squares hold a die drawn in a 100×100 cell.
pub(super) const CSQ: f64 = 100.0;
pub(super) const CX: f64 = 34.0;
pub(super) const CY: f64 = 6.0;

/// A die on a Cephalopod board: column, row (from 0), owner and pips.
pub(super) type Die = (u8, u8, Player, u8);

pub(super) const WHITE: Player = Player::First;
pub(super) const BLACK: Player = Player::Second;

pub(super) fn ceph_origin(col: u8, row: u8, rows: u8, left: f64) -> (f64, f64) {
    (
        left + f64::from(col) * CSQ,
        CY + f64::from(rows - 1 - row) * CSQ,
    )
}

/// A 3×3 board whose left edge is at `left`, with dice and an optional
/// square marked as just placed.
pub(super) fn ceph_board(left: f64, dice: &[Die], placed: Option<(u8, u8)>) -> Html {
    let (rows, cols) = (3u8, 3u8);
    html! {
        <g class="rules-board">
            <rect class="rules-board-bg" x={n(left - 4.0)} y={n(CY - 4.0)} width={n(f64::from(cols) * CSQ + 8.0)}
                  height={n(f64::from(rows) * CSQ + 8.0)} rx="6" />
            { for (0..rows).flat_map(|row| (0..cols).map(move |col| {
                let (x, y) = ceph_origin(col, row, rows, left);
                html! { <rect class="rules-ceph-square" x={n(x)} y={n(y)} width={n(CSQ)} height={n(CSQ)} /> }
            })) }
            { for dice.iter().map(|(col, row, owner, pips)| {
                let (x, y) = ceph_origin(*col, *row, rows, left);
                html! { <g transform={format!("translate({} {})", n(x), n(y))}>{ die(*owner, *pips, "") }</g> }
            }) }
            if let Some((col, row)) = placed {
                {{
                    let (x, y) = ceph_origin(col, row, rows, left);
                    html! { <rect class="rules-placed" x={n(x + 3.0)} y={n(y + 3.0)} width={n(CSQ - 6.0)} height={n(CSQ - 6.0)} rx="12" /> }
                }}
            }
            { for (0..cols).map(|col| html! {
                <text class="rules-coord rules-ceph-coord" x={n(left + (f64::from(col) + 0.5) * CSQ)}
                      y={n(CY + f64::from(rows) * CSQ + 30.0)} text-anchor="middle">
                    { char::from(b'a' + col).to_string() }
                </text>
            }) }
            { for (0..rows).map(|row| html! {
                <text class="rules-coord rules-ceph-coord" x={n(left - 18.0)}
                      y={n(CY + (f64::from(rows - 1 - row) + 0.5) * CSQ + 9.0)} text-anchor="middle">
                    { (row + 1).to_string() }
                </text>
            }) }
        </g>
    }
}

/// Centre of a square on a 3×3 Cephalopod board.
pub(super) fn ceph_centre(col: u8, row: u8, left: f64) -> (f64, f64) {
    let (x, y) = ceph_origin(col, row, 3, left);
    (x + CSQ / 2.0, y + CSQ / 2.0)
}

pub(super) fn cephalopod_no_capture() -> Html {
    let dice = [
        (1, 2, BLACK, 5),
        (0, 1, WHITE, 4),
        (1, 1, WHITE, 1),
        (2, 0, BLACK, 3),
    ];
    ceph_board(CX, &dice, Some((1, 1)))
}

pub(super) fn cephalopod_capture() -> Html {
    let before = [
        (0, 2, WHITE, 3),
        (1, 2, BLACK, 2),
        (0, 1, WHITE, 1),
        (2, 1, BLACK, 3),
        (1, 0, BLACK, 6),
        (2, 0, BLACK, 2),
    ];
    let after = [
        (0, 2, WHITE, 3),
        (1, 1, WHITE, 6),
        (1, 0, BLACK, 6),
        (2, 0, BLACK, 2),
    ];
    let right = CX + 3.0 * CSQ + 104.0;
    let centre = ceph_centre(1, 1, CX);
    let captured = [(0u8, 1u8), (1, 2), (2, 1)];
    html! {
        <>
            { ceph_board(CX, &before, None) }
            <rect class="rules-placed" x={n(centre.0 - CSQ / 2.0 + 3.0)} y={n(centre.1 - CSQ / 2.0 + 3.0)}
                  width={n(CSQ - 6.0)} height={n(CSQ - 6.0)} rx="12" />
            <g class="rules-big">
                { for captured.iter().map(|(col, row)| {
                    sized_arrow(ceph_centre(*col, *row, CX), centre, (36.0, 34.0), true, 2.2)
                }) }
                { sized_arrow((CX + 3.0 * CSQ + 12.0, CY + 1.5 * CSQ), (right - 28.0, CY + 1.5 * CSQ), (0.0, 0.0), false, 2.2) }
            </g>
            { ceph_board(right, &after, Some((1, 1))) }
        </>
    }
}

pub(super) fn cephalopod_end() -> Html {
    let dice = [
        (0, 2, WHITE, 1),
        (1, 2, BLACK, 2),
        (2, 2, WHITE, 3),
        (0, 1, BLACK, 1),
        (1, 1, WHITE, 6),
        (2, 1, BLACK, 1),
        (0, 0, WHITE, 2),
        (1, 0, BLACK, 5),
        (2, 0, WHITE, 1),
    ];
    ceph_board(CX, &dice, None)
}

pub(super) fn cephalopod_sizes() -> Html {
    const S: f64 = 18.0;
    // (rows, columns, left edge)
    let boards = [(3u8, 3u8, 8.0), (3, 5, 90.0), (5, 5, 208.0)];
    html! {
        <>
            { for boards.iter().map(|(rows, cols, left)| {
                let top = 4.0 + (5.0 - f64::from(*rows)) * S;
                html! {
                    <g class="rules-board">
                        { for (0..*rows).flat_map(|row| (0..*cols).map(move |col| html! {
                            <rect class="rules-ceph-square" x={n(left + f64::from(col) * S)}
                                  y={n(top + f64::from(row) * S)} width={n(S)} height={n(S)} />
                        })) }
                        <text class="rules-label" x={n(left + f64::from(*cols) * S / 2.0)} y="115" text-anchor="middle">
                            { format!("{rows} × {cols}") }
                        </text>
                    </g>
                }
            }) }
        </>
    }
}
