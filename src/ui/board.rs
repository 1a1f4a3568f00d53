//! What both boards share: the SVG frame with coordinates on the edges and
//! the mapping from (column, row) to SVG units, flipped or not.

use yew::prelude::*;

use super::cube::CELL;

/// Room for the coordinates on the left and bottom edges.
pub const EDGE: f64 = 30.0;
/// A thin rim on the other two edges.
pub const RIM: f64 = 6.0;

#[derive(Clone, Copy, PartialEq)]
pub struct Geometry {
    pub columns: u8,
    pub rows: u8,
    pub flipped: bool,
}

impl Geometry {
    /// Top-left corner of the cell at 0-based `column`, `row` (row 0 is row 1).
    pub fn corner(&self, column: u8, row: u8) -> (f64, f64) {
        let (x, y) = if self.flipped {
            (self.columns - 1 - column, row)
        } else {
            (column, self.rows - 1 - row)
        };
        (EDGE + f64::from(x) * CELL, RIM + f64::from(y) * CELL)
    }

    pub fn width(&self) -> f64 {
        EDGE + RIM + f64::from(self.columns) * CELL
    }

    pub fn height(&self) -> f64 {
        EDGE + RIM + f64::from(self.rows) * CELL
    }

    pub fn view_box(&self) -> String {
        format!("0 0 {} {}", self.width(), self.height())
    }

    /// Column letters under the board and row numbers on its left.
    pub fn coordinates(&self) -> Html {
        let bottom = RIM + f64::from(self.rows) * CELL + EDGE * 0.72;
        let files = (0..self.columns).map(|column| {
            let (x, _) = self.corner(column, 0);
            let letter = char::from(b'a' + column).to_string();
            html! { <text class="coord" x={(x + CELL / 2.0).to_string()} y={bottom.to_string()}>{ letter }</text> }
        });
        let ranks = (0..self.rows).map(|row| {
            let (_, y) = self.corner(0, row);
            html! { <text class="coord" x={(EDGE * 0.5).to_string()} y={(y + CELL / 2.0 + 8.0).to_string()}>{ (row + 1).to_string() }</text> }
        });
        html! { <g class="coords" aria-hidden="true">{ for files }{ for ranks }</g> }
    }

    /// Offset in SVG units from the cell at `(c2, r2)` to the one at `(c1, r1)`.
    pub fn offset(&self, from: (u8, u8), to: (u8, u8)) -> (i32, i32) {
        let (x1, y1) = self.corner(from.0, from.1);
        let (x2, y2) = self.corner(to.0, to.1);
        (((x1 - x2) / CELL) as i32, ((y1 - y2) / CELL) as i32)
    }
}

/// Classes that start a piece `dx`, `dy` cells away (and pass `via`), so
/// the CSS keyframes slide it home; see `styles/main.css` (.ax-…).
pub fn slide_classes(from: (i32, i32), via: (i32, i32)) -> Classes {
    let name = |axis: &str, n: i32| {
        if n < 0 {
            format!("{axis}-m{}", -n)
        } else {
            format!("{axis}-{n}")
        }
    };
    classes!(
        "slide",
        name("ax", from.0),
        name("ay", from.1),
        name("bx", via.0),
        name("by", via.1)
    )
}
