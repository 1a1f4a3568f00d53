//! The pictures of the rules pages: small SVG boards drawn in user units,
//! scaled by their `viewBox`. Colours come from `styles/rules.css`; the two
//! sides also differ in shape (Blue blocks have a double outline, Black dice
//! are dark), and arrows differ in dash pattern, never only in colour.

use cubeplay_engine::deblockle::Face;
use cubeplay_engine::Player;
use yew::prelude::*;

use crate::board::cube::{die, icon};
use crate::board::deblockle::goal_star;
use crate::i18n::{t, Msg};

/// Every picture on the rules pages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Diagram {
    DeblockleStart,
    CubeNet,
    FewerBlocks,
    TipHop,
    StarRemoval,
    StopHop,
    CrossHop,
    XHop,
    SliderHop,
    HoopsHop,
    CompleteTurn,
    Deblockled,
    NoAdjacent,
    CephalopodNoCapture,
    CephalopodCapture,
    CephalopodEnd,
    CephalopodSizes,
}

// Deblockle squares are `SQ` units, with coordinate labels left and below.
const SQ: f64 = 40.0;
const DX: f64 = 22.0;
const DY: f64 = 4.0;

// Cephalopod squares hold a die drawn in a 100×100 cell.
const CSQ: f64 = 100.0;
const CX: f64 = 34.0;
const CY: f64 = 6.0;

impl Diagram {
    pub fn view_box(self) -> String {
        match self {
            Diagram::DeblockleStart | Diagram::FewerBlocks => FULL.view_box(),
            Diagram::CubeNet => "0 0 240 204".to_string(),
            Diagram::TipHop => TIP_HOP.view_box(),
            Diagram::StarRemoval => STAR.view_box(),
            Diagram::StopHop => STOP.view_box(),
            Diagram::CrossHop | Diagram::XHop => ONE_STEP.view_box(),
            Diagram::SliderHop => SLIDER.view_box(),
            Diagram::HoopsHop => HOOPS.view_box(),
            Diagram::CompleteTurn => CORNER_LOW.view_box(),
            Diagram::Deblockled => CORNER_HIGH.view_box(),
            Diagram::NoAdjacent => NO_ADJACENT.view_box(),
            Diagram::CephalopodNoCapture | Diagram::CephalopodEnd => "0 0 340 346".to_string(),
            Diagram::CephalopodCapture => "0 0 744 346".to_string(),
            Diagram::CephalopodSizes => "0 0 310 122".to_string(),
        }
    }

    /// A CSS class for the picture's width on the page.
    pub fn size_class(self) -> &'static str {
        match self {
            Diagram::CephalopodCapture => "rules-figure-wide",
            Diagram::CephalopodSizes => "rules-figure-medium",
            _ => "rules-figure-square",
        }
    }

    /// Messages drawn inside the picture (besides its title).
    pub fn messages(self) -> &'static [Msg] {
        match self {
            Diagram::CubeNet => &[Msg::DirectionNorth],
            _ => &[],
        }
    }

    pub fn draw(self) -> Html {
        match self {
            Diagram::DeblockleStart => deblockle_start(),
            Diagram::CubeNet => cube_net(),
            Diagram::FewerBlocks => fewer_blocks(),
            Diagram::TipHop => tip_hop(),
            Diagram::StarRemoval => star_removal(),
            Diagram::StopHop => stop_hop(),
            Diagram::CrossHop => one_step(Face::Cross, &["d5", "e4", "d3", "c4"]),
            Diagram::XHop => one_step(Face::X, &["c5", "e5", "c3", "e3"]),
            Diagram::SliderHop => slider_hop(),
            Diagram::HoopsHop => hoops_hop(),
            Diagram::CompleteTurn => complete_turn(),
            Diagram::Deblockled => deblockled(),
            Diagram::NoAdjacent => no_adjacent(),
            Diagram::CephalopodNoCapture => cephalopod_no_capture(),
            Diagram::CephalopodCapture => cephalopod_capture(),
            Diagram::CephalopodEnd => cephalopod_end(),
            Diagram::CephalopodSizes => cephalopod_sizes(),
        }
    }
}

fn n(value: f64) -> String {
    // Two decimals at most keep the markup short.
    let rounded = (value * 100.0).round() / 100.0;
    format!("{rounded}")
}

/// Column and row (both from 0) of a square name such as `c3`.
fn parse(square: &str) -> (f64, f64) {
    let bytes = square.as_bytes();
    let col = f64::from(bytes[0] - b'a');
    let row = f64::from(bytes[1] - b'1');
    (col, row)
}

// ---------------------------------------------------------------- shapes

/// An arrow from `from` to `to`, pulled back `gap_start` and `gap_end`
/// units from the two points; `dashed` for hops, solid for tips.
fn arrow(from: (f64, f64), to: (f64, f64), gap_start: f64, gap_end: f64, dashed: bool) -> Html {
    sized_arrow(from, to, (gap_start, gap_end), dashed, 1.0)
}

/// An arrow whose head is `scale` times the usual size (for the big
/// Cephalopod squares, drawn inside a `rules-big` group).
fn sized_arrow(
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
fn tick(centre: (f64, f64)) -> Html {
    let (x, y) = centre;
    html! {
        <g class="rules-mark rules-mark-yes">
            <circle cx={n(x)} cy={n(y)} r="9" />
            <path d={format!("M{} {}L{} {}L{} {}", n(x - 5.0), n(y), n(x - 1.5), n(y + 4.0), n(x + 5.5), n(y - 4.5))} />
        </g>
    }
}

/// A cross (not allowed) centred on a point.
fn cross(centre: (f64, f64)) -> Html {
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
struct Win {
    col: u8,
    row: u8,
    cols: u8,
    rows: u8,
}

const FULL: Win = Win {
    col: 0,
    row: 0,
    cols: 7,
    rows: 7,
};

/// Columns b–f, rows `row`+1 to `row`+5.
const fn mid(row: u8) -> Win {
    Win {
        col: 1,
        row,
        cols: 5,
        rows: 5,
    }
}

const GOLD: Player = Player::First;
const BLUE: Player = Player::Second;

impl Win {
    fn view_box(self) -> String {
        format!(
            "0 0 {} {}",
            n(DX + f64::from(self.cols) * SQ + 4.0),
            n(DY + f64::from(self.rows) * SQ + 20.0)
        )
    }

    /// Centre of a square.
    fn at(self, square: &str) -> (f64, f64) {
        let (col, row) = parse(square);
        let col = col - f64::from(self.col);
        let row = row - f64::from(self.row);
        (
            DX + (col + 0.5) * SQ,
            DY + (f64::from(self.rows) - 1.0 - row + 0.5) * SQ,
        )
    }

    fn board(self) -> Html {
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
    fn block(self, square: &str, owner: Player, top: Option<Face>) -> Html {
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
    fn ghost(self, square: &str, top: Option<Face>) -> Html {
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
    fn target(self, square: &str) -> Html {
        let (x, y) = self.at(square);
        html! { <circle class="rules-target" cx={n(x)} cy={n(y)} r="6" /> }
    }

    /// A tip: solid arrow between neighbouring squares.
    fn tip(self, from: &str, to: &str) -> Html {
        arrow(self.at(from), self.at(to), 4.0, 9.0, false)
    }

    /// A hop from a block to a target square: dashed arrow.
    fn hop(self, from: &str, to: &str) -> Html {
        arrow(self.at(from), self.at(to), 13.0, 8.0, true)
    }

    /// A hop through several squares, with an arrowhead at the end.
    fn path(self, squares: &[&str]) -> Html {
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

fn deblockle_start() -> Html {
    let blocks = [
        ("c7", BLUE, Face::Cross),
        ("e7", BLUE, Face::X),
        ("c5", BLUE, Face::Hoops),
        ("e5", BLUE, Face::Slider),
        ("c3", GOLD, Face::Stop),
        ("e3", GOLD, Face::Star),
        ("c1", GOLD, Face::X),
        ("e1", GOLD, Face::Cross),
    ];
    html! {
        <>
            { FULL.board() }
            { for blocks.iter().map(|(square, owner, top)| FULL.block(square, *owner, Some(*top))) }
        </>
    }
}

fn fewer_blocks() -> Html {
    let order = [
        (["c3", "e3", "c1", "e1"], GOLD),
        (["e5", "c5", "e7", "c7"], BLUE),
    ];
    html! {
        <>
            { FULL.board() }
            { for order.iter().flat_map(|(squares, owner)| {
                squares.iter().enumerate().map(move |(i, square)| {
                    let (x, y) = FULL.at(square);
                    html! {
                        <>
                            { FULL.block(square, *owner, None) }
                            <text class="rules-block-number" x={n(x)} y={n(y + 6.0)} text-anchor="middle">
                                { (i + 1).to_string() }
                            </text>
                        </>
                    }
                })
            }) }
        </>
    }
}

fn cube_net() -> Html {
    const S: f64 = 48.0;
    // (column, row) in the cross-shaped net.
    let faces = [
        (1.0, 0.0, Face::Cross),
        (0.0, 1.0, Face::Hoops),
        (1.0, 1.0, Face::Star),
        (2.0, 1.0, Face::Slider),
        (1.0, 2.0, Face::X),
        (1.0, 3.0, Face::Stop),
    ];
    let north = t(Msg::DirectionNorth);
    html! {
        <>
            { for faces.iter().map(|(col, row, face)| {
                let (x, y) = (4.0 + col * S, 4.0 + row * S);
                let class = if *face == Face::Star { "rules-net-face rules-net-top" } else { "rules-net-face" };
                html! {
                    <g class={class}>
                        <rect x={n(x)} y={n(y)} width={n(S)} height={n(S)} />
                        { icon(*face, x + S / 2.0, y + S / 2.0, 14.0) }
                    </g>
                }
            }) }
            { arrow((196.0, 90.0), (196.0, 8.0), 0.0, 0.0, false) }
            <text class="rules-label" x="196" y="110" text-anchor="middle">{ north }</text>
        </>
    }
}

const TIP_HOP: Win = mid(1);

fn tip_hop() -> Html {
    let w = TIP_HOP;
    html! {
        <>
            { w.board() }
            { w.ghost("c3", None) }
            { w.ghost("c4", Some(Face::X)) }
            { w.block("d5", GOLD, Some(Face::X)) }
            { w.tip("c3", "c4") }
            { w.hop("c4", "d5") }
        </>
    }
}

const STAR: Win = mid(2);

fn star_removal() -> Html {
    let w = STAR;
    let (x, y) = w.at("d6");
    html! {
        <>
            { w.board() }
            { w.ghost("d5", None) }
            { w.ghost("d6", Some(Face::Star)) }
            { w.tip("d5", "d6") }
            { tick((x + 17.0, y - 15.0)) }
        </>
    }
}

const STOP: Win = mid(1);

fn stop_hop() -> Html {
    let w = STOP;
    html! {
        <>
            { w.board() }
            { w.ghost("c3", None) }
            { w.block("c4", GOLD, Some(Face::Stop)) }
            { w.tip("c3", "c4") }
        </>
    }
}

const ONE_STEP: Win = mid(1);

fn one_step(face: Face, targets: &[&str]) -> Html {
    let w = ONE_STEP;
    html! {
        <>
            { w.board() }
            { w.block("d4", GOLD, Some(face)) }
            { for targets.iter().map(|square| html! {
                <>
                    { w.target(square) }
                    { w.hop("d4", square) }
                </>
            }) }
        </>
    }
}

const SLIDER: Win = mid(2);

fn slider_hop() -> Html {
    let w = SLIDER;
    html! {
        <>
            { w.board() }
            { w.block("f4", BLUE, Some(Face::Cross)) }
            { w.block("d4", GOLD, Some(Face::Slider)) }
            { w.target("d5") }
            { w.target("d7") }
            { w.target("e4") }
            { w.hop("d4", "d7") }
            { w.hop("d4", "e4") }
        </>
    }
}

const HOOPS: Win = mid(0);

fn hoops_hop() -> Html {
    let w = HOOPS;
    html! {
        <>
            { w.board() }
            { w.ghost("c2", Some(Face::Hoops)) }
            { w.block("e3", GOLD, Some(Face::Hoops)) }
            { w.path(&["c2", "d2", "e2", "e3"]) }
        </>
    }
}

const CORNER_LOW: Win = Win {
    col: 0,
    row: 0,
    cols: 5,
    rows: 5,
};

fn complete_turn() -> Html {
    let w = CORNER_LOW;
    let (a1, a2) = (w.at("a1"), w.at("a2"));
    html! {
        <>
            { w.board() }
            { w.block("a1", GOLD, None) }
            { w.block("b1", GOLD, Some(Face::Stop)) }
            { w.block("b3", BLUE, Some(Face::Cross)) }
            { w.ghost("a2", Some(Face::X)) }
            { w.tip("a1", "a2") }
            { cross(((a1.0 + a2.0) / 2.0 + 12.0, (a1.1 + a2.1) / 2.0)) }
        </>
    }
}

const CORNER_HIGH: Win = Win {
    col: 0,
    row: 2,
    cols: 5,
    rows: 5,
};

fn deblockled() -> Html {
    let w = CORNER_HIGH;
    let corner = w.at("a7");
    html! {
        <>
            { w.board() }
            { w.block("a7", BLUE, Some(Face::Slider)) }
            { w.block("a6", GOLD, Some(Face::Stop)) }
            { w.block("b7", GOLD, Some(Face::Cross)) }
            { cross((corner.0 + 20.0, corner.1 + 20.0)) }
        </>
    }
}

const NO_ADJACENT: Win = mid(1);

fn no_adjacent() -> Html {
    let w = NO_ADJACENT;
    let (c4, d4) = (w.at("c4"), w.at("d4"));
    html! {
        <>
            { w.board() }
            { w.block("c5", BLUE, Some(Face::Hoops)) }
            { w.ghost("c4", None) }
            { w.block("d4", GOLD, Some(Face::Cross)) }
            { cross(c4) }
            { tick((d4.0 + 14.0, d4.1 + 14.0)) }
        </>
    }
}

// ----------------------------------------------------- Cephalopod boards

/// A die on a Cephalopod board: column, row (from 0), owner and pips.
type Die = (u8, u8, Player, u8);

const WHITE: Player = Player::First;
const BLACK: Player = Player::Second;

fn ceph_origin(col: u8, row: u8, rows: u8, left: f64) -> (f64, f64) {
    (
        left + f64::from(col) * CSQ,
        CY + f64::from(rows - 1 - row) * CSQ,
    )
}

/// A 3×3 board whose left edge is at `left`, with dice and an optional
/// square marked as just placed.
fn ceph_board(left: f64, dice: &[Die], placed: Option<(u8, u8)>) -> Html {
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
fn ceph_centre(col: u8, row: u8, left: f64) -> (f64, f64) {
    let (x, y) = ceph_origin(col, row, 3, left);
    (x + CSQ / 2.0, y + CSQ / 2.0)
}

fn cephalopod_no_capture() -> Html {
    let dice = [
        (1, 2, BLACK, 5),
        (0, 1, WHITE, 4),
        (1, 1, WHITE, 1),
        (2, 0, BLACK, 3),
    ];
    ceph_board(CX, &dice, Some((1, 1)))
}

fn cephalopod_capture() -> Html {
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

fn cephalopod_end() -> Html {
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

fn cephalopod_sizes() -> Html {
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
