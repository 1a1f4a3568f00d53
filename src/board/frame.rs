//! What both boards share: the SVG frame with coordinates on the edges and
//! the mapping from (column, row) to SVG units, flipped or not.

use yew::prelude::*;

use crate::board::cube::CELL;

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

/// A key the boards act on. Arrow keys name a side of the screen, so Up is
/// "up on screen" whichever way the board is turned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKey {
    /// 0 up, 1 right, 2 down, 3 left (as in `cube::screen_directions`).
    Arrow(usize),
    /// Enter or Space: like a click on the cursor's square.
    Activate,
    Escape,
}

impl BoardKey {
    pub fn read(key: &str) -> Option<BoardKey> {
        Some(match key {
            "ArrowUp" | "Up" => BoardKey::Arrow(0),
            "ArrowRight" | "Right" => BoardKey::Arrow(1),
            "ArrowDown" | "Down" => BoardKey::Arrow(2),
            "ArrowLeft" | "Left" => BoardKey::Arrow(3),
            "Enter" | " " | "Spacebar" => BoardKey::Activate,
            "Escape" | "Esc" => BoardKey::Escape,
            _ => return None,
        })
    }
}

impl Geometry {
    /// The cell one step towards screen side `side` (0 up, 1 right, 2 down,
    /// 3 left) from `(column, row)`, or the same cell at the board's edge.
    pub fn step(&self, (column, row): (u8, u8), side: usize) -> (u8, u8) {
        let (dc, dr): (i16, i16) = match side {
            0 => (0, 1),
            1 => (1, 0),
            2 => (0, -1),
            _ => (-1, 0),
        };
        let (dc, dr) = if self.flipped { (-dc, -dr) } else { (dc, dr) };
        let clamp = |value: i16, size: u8| value.clamp(0, i16::from(size.max(1)) - 1) as u8;
        (
            clamp(i16::from(column) + dc, self.columns),
            clamp(i16::from(row) + dr, self.rows),
        )
    }

    /// The cell at the top left of the screen.
    pub fn top_left(&self) -> (u8, u8) {
        if self.flipped {
            (self.columns.saturating_sub(1), 0)
        } else {
            (0, self.rows.saturating_sub(1))
        }
    }
}

/// The id of a square's element, for `aria-activedescendant`.
pub fn cell_id(name: &str) -> String {
    format!("cell-{name}")
}

/// A square's description for screen readers: what stands there, then its
/// states ("c3: White die showing 4, last move").
pub fn describe(base: String, states: &[crate::i18n::Msg]) -> String {
    let mut text = base;
    for state in states {
        text.push_str(", ");
        text.push_str(&crate::i18n::t(*state));
    }
    text
}

/// The keyboard help (shown under the board while it has the keyboard
/// focus, see styles/access.css) and the live region that announces moves,
/// placed after a board's SVG.
pub fn board_extras(help_id: &str, help: String, announcement: String) -> Html {
    html! {
        <>
            <p id={help_id.to_string()} class="board-help">{ help }</p>
            <p class="visually-hidden board-announcer" aria-live="polite" aria-atomic="true">{ announcement }</p>
        </>
    }
}

/// On arrival by keyboard (a start, a "Continue" or a rematch), the board
/// takes the focus once it is drawn: it may come after its screen, as a
/// part of its own (`play::board`).
#[hook]
pub fn use_focus_on_arrival() {
    use_effect_with((), |_| {
        crate::play::effects::focus_first(crate::play::effects::BOARD_IF_FOCUS_LOST);
    });
}

/// Keeps `data-input` on the page's root element: "keys" after a key
/// press, "pointer" after a mouse, pen or touch press. The boards' cursor
/// square and key help show only after a key (styles/access.css), as
/// `:focus-visible` does for buttons. Installed once, by the page.
#[hook]
pub fn use_input_modality() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    use_effect_with((), |_| {
        let document = web_sys::window().and_then(|window| window.document());
        type Listener = Closure<dyn FnMut(web_sys::Event)>;
        let listeners: Vec<(&str, Listener)> = ["keydown", "pointerdown"]
            .into_iter()
            .map(|kind| {
                let value = if kind == "keydown" { "keys" } else { "pointer" };
                let root = document.as_ref().and_then(|d| d.document_element());
                let listener =
                    Closure::<dyn FnMut(web_sys::Event)>::new(move |_event: web_sys::Event| {
                        if let Some(root) = &root {
                            let _ = root.set_attribute("data-input", value);
                        }
                    });
                (kind, listener)
            })
            .collect();
        if let Some(document) = &document {
            for (kind, listener) in &listeners {
                // Capture: a board that stops a key's propagation still counts.
                let _ = document.add_event_listener_with_callback_and_bool(
                    kind,
                    listener.as_ref().unchecked_ref(),
                    true,
                );
            }
        }
        move || {
            if let Some(document) = &document {
                for (kind, listener) in &listeners {
                    let _ = document.remove_event_listener_with_callback_and_bool(
                        kind,
                        listener.as_ref().unchecked_ref(),
                        true,
                    );
                }
            }
        }
    });
}

/// "a2", "a2 and b3", "a2, b3 and c1" in the current language.
pub fn join_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [rest @ .., last] => crate::i18n::msg::list_and(rest.join(", ").as_str(), last.as_str()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_follow_the_screen_when_flipped() {
        let plain = Geometry {
            columns: 5,
            rows: 4,
            flipped: false,
        };
        let flipped = Geometry {
            flipped: true,
            ..plain
        };
        assert_eq!(plain.step((2, 1), 0), (2, 2));
        assert_eq!(flipped.step((2, 1), 0), (2, 0));
        assert_eq!(plain.step((2, 1), 1), (3, 1));
        assert_eq!(flipped.step((2, 1), 1), (1, 1));
        // The edge holds the cursor.
        assert_eq!(plain.step((0, 0), 3), (0, 0));
        assert_eq!(flipped.step((0, 0), 0), (0, 0));
        assert_eq!(plain.step((4, 3), 1), (4, 3));
        // Up on screen is the same cell in both views' pixel terms.
        for side in 0..4 {
            let (c, r) = plain.step((2, 1), side);
            let (x0, y0) = plain.corner(2, 1);
            let (x1, y1) = plain.corner(c, r);
            let (fc, fr) = flipped.step((2, 1), side);
            let (fx0, fy0) = flipped.corner(2, 1);
            let (fx1, fy1) = flipped.corner(fc, fr);
            assert_eq!(
                ((x1 - x0).signum(), (y1 - y0).signum()),
                ((fx1 - fx0).signum(), (fy1 - fy0).signum())
            );
        }
        assert_eq!(plain.top_left(), (0, 3));
        assert_eq!(flipped.top_left(), (4, 0));
    }

    #[test]
    fn keys_are_read() {
        assert_eq!(BoardKey::read("ArrowUp"), Some(BoardKey::Arrow(0)));
        assert_eq!(BoardKey::read(" "), Some(BoardKey::Activate));
        assert_eq!(BoardKey::read("Enter"), Some(BoardKey::Activate));
        assert_eq!(BoardKey::read("Escape"), Some(BoardKey::Escape));
        assert_eq!(BoardKey::read("Home"), None);
        assert_eq!(BoardKey::read("Tab"), None);
    }
}
